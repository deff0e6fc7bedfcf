/** The `content_items` table: editable texts keyed by (type, content_id). */
import type { ContentItemRow } from './database.types';
import { getSupabase } from './client';
import { logServiceError, ServiceError, toServiceError } from './result';

export type { ContentItemRow };
export type ContentItemValue = Pick<ContentItemRow, 'content' | 'title'>;

/**
 * The stored content and title, or null when there is none. Read failures are logged (kind and
 * code only) and also give null: the page then shows its built-in text.
 */
export async function get(type: string, contentId: string): Promise<ContentItemValue | null> {
  try {
    const client = await getSupabase();
    const { data, error, status } = await client
      .from('content_items')
      .select('content, title')
      .eq('type', type)
      .eq('content_id', contentId)
      // Not .single(): it asks for one object and gets 406 when there is no stored text, which
      // the browser logs as a failed request on every page that shows only built-in text.
      .maybeSingle();
    if (error) {
      logServiceError('contentItems.get', toServiceError(error, status));
      return null;
    }
    return data;
  } catch (error) {
    logServiceError('contentItems.get', toServiceError(error));
    return null;
  }
}

/**
 * Saves content: updates content, title and updated_at of the existing row, or inserts a new one.
 * Throws a ServiceError on failure (only admins may write; others get `forbidden`).
 */
export async function save(
  type: string,
  contentId: string,
  content: string,
  title: string | null,
): Promise<void> {
  let client;
  try {
    client = await getSupabase();
  } catch (error) {
    throw toServiceError(error);
  }
  const existing = await client
    .from('content_items')
    .select('id')
    .eq('type', type)
    .eq('content_id', contentId)
    .maybeSingle();
  if (existing.error) throw toServiceError(existing.error, existing.status);

  if (existing.data !== null) {
    const updated = await client
      .from('content_items')
      .update({ content, title, updated_at: new Date().toISOString() })
      .eq('type', type)
      .eq('content_id', contentId)
      .select('id');
    if (updated.error) throw toServiceError(updated.error, updated.status);
    // Row-level security turns a refused update into "no rows changed".
    if (updated.data.length === 0)
      throw new ServiceError({ kind: 'forbidden', status: updated.status });
    return;
  }

  const inserted = await client
    .from('content_items')
    .insert({ type, content_id: contentId, content, title });
  if (inserted.error) throw toServiceError(inserted.error, inserted.status);
}

/** One stored text of a type, as `getMany` returns it. */
export type StoredContent = Pick<ContentItemRow, 'content_id' | 'content'>;

/**
 * The stored content of several ids of one type (missing ids are simply absent). Read failures are
 * logged (kind and code only) and give an empty list: the page then shows its built-in texts.
 */
export async function getMany(
  type: string,
  contentIds: readonly string[],
): Promise<StoredContent[]> {
  if (contentIds.length === 0) return [];
  try {
    const client = await getSupabase();
    const { data, error, status } = await client
      .from('content_items')
      .select('content_id, content')
      .eq('type', type)
      .in('content_id', [...contentIds]);
    if (error) {
      logServiceError('contentItems.getMany', toServiceError(error, status));
      return [];
    }
    return data;
  } catch (error) {
    logServiceError('contentItems.getMany', toServiceError(error));
    return [];
  }
}
