/**
 * The `content_items` table: editable texts keyed by (type, content_id), and their revisions.
 *
 * The database owns the bookkeeping (supabase/migrations/20261126000000_content_versions.sql):
 * every change increments `version` and stamps `updated_at` and `updated_by`, and writes a revision.
 * A save names the version its draft began from; it changes the row only while the row is still
 * that version (optimistic concurrency), so a stale draft never overwrites newer text silently.
 */
import type { ContentItemRevisionRow, ContentItemRow } from './database.types';
import { getSupabase } from './client';
import { logServiceError, ServiceError, toServiceError } from './result';

export type { ContentItemRow };

/** A stored text as the editors need it. */
export interface StoredItem {
  id: number;
  content: string;
  title: string | null;
  /** The version this text is: a save that began from it names it. */
  version: number;
  updatedAt: string;
}

const ITEM_COLUMNS = 'id, content, title, version, updated_at';

type ItemRow = Pick<ContentItemRow, 'id' | 'content' | 'title' | 'version' | 'updated_at'>;

const toItem = (row: ItemRow): StoredItem => ({
  id: row.id,
  content: row.content,
  title: row.title,
  version: row.version,
  updatedAt: row.updated_at,
});

/** Unique key violation: another first save of the same text came first. */
const UNIQUE_VIOLATION = '23505';

/**
 * The stored text, or null when there is none. Read failures are logged (kind and code only) and
 * also give null: the page then shows its built-in text.
 */
export async function get(type: string, contentId: string): Promise<StoredItem | null> {
  try {
    return await current(type, contentId);
  } catch (error) {
    logServiceError('contentItems.get', toServiceError(error));
    return null;
  }
}

/** The stored text; throws a ServiceError when it cannot be read. */
async function current(type: string, contentId: string): Promise<StoredItem | null> {
  const client = await getSupabase();
  const { data, error, status } = await client
    .from('content_items')
    .select(ITEM_COLUMNS)
    .eq('type', type)
    .eq('content_id', contentId)
    // Not .single(): it asks for one object and gets 406 when there is no stored text, which
    // the browser logs as a failed request on every page that shows only built-in text.
    .maybeSingle();
  if (error) throw toServiceError(error, status);
  return data === null ? null : toItem(data);
}

export interface SaveInput {
  type: string;
  contentId: string;
  content: string;
  title: string | null;
  /** The version the draft began from; null when there was no stored text then. */
  baseVersion: number | null;
}

/**
 * What a save came to: the text is stored (as `item`), or somebody else's save came first and the
 * stored text is theirs (`theirs`; null if it was removed).
 */
export type SaveOutcome =
  { kind: 'saved'; item: StoredItem } | { kind: 'conflict'; theirs: StoredItem | null };

/**
 * Saves a draft that began from `baseVersion`: inserts the first text of an item, or changes the
 * row only while it is still that version. Throws a ServiceError on failure (only admins may
 * write; others get `forbidden`).
 */
export async function save(input: SaveInput): Promise<SaveOutcome> {
  let client;
  try {
    client = await getSupabase();
  } catch (error) {
    throw toServiceError(error);
  }
  const { type, contentId, content, title, baseVersion } = input;

  if (baseVersion === null) {
    const inserted = await client
      .from('content_items')
      .insert({ type, content_id: contentId, content, title })
      .select(ITEM_COLUMNS)
      .single();
    if (!inserted.error) return { kind: 'saved', item: toItem(inserted.data) };
    // Two first saves of the same text: the later one is a conflict, not a failure.
    if (inserted.error.code === UNIQUE_VIOLATION)
      return { kind: 'conflict', theirs: await current(type, contentId) };
    throw toServiceError(inserted.error, inserted.status);
  }

  const updated = await client
    .from('content_items')
    .update({ content, title })
    .eq('type', type)
    .eq('content_id', contentId)
    .eq('version', baseVersion)
    .select(ITEM_COLUMNS);
  if (updated.error) throw toServiceError(updated.error, updated.status);
  const [row] = updated.data;
  if (row !== undefined) return { kind: 'saved', item: toItem(row) };

  // No row changed: either it is no longer that version (somebody saved meanwhile), or row-level
  // security refused the change (the caller is no admin).
  const now = await current(type, contentId);
  if (now === null || now.version !== baseVersion) return { kind: 'conflict', theirs: now };
  throw new ServiceError({ kind: 'forbidden', status: updated.status });
}

/** A saved version of a text, as the history lists it. */
export interface Revision {
  version: number;
  content: string;
  title: string | null;
  /** Who saved it (their address then), or null when unknown. */
  authorEmail: string | null;
  createdAt: string;
}

/** Every saved version of a stored text, newest first. Admins only: others get `forbidden`. */
export async function revisions(itemId: number): Promise<Revision[]> {
  let client;
  try {
    client = await getSupabase();
  } catch (error) {
    throw toServiceError(error);
  }
  const { data, error, status } = await client
    .from('content_item_revisions')
    .select('version, content, title, author_email, created_at')
    .eq('item_id', itemId)
    .order('version', { ascending: false });
  if (error) throw toServiceError(error, status);
  return data.map(
    (
      row: Pick<
        ContentItemRevisionRow,
        'version' | 'content' | 'title' | 'author_email' | 'created_at'
      >,
    ) => ({
      version: row.version,
      content: row.content,
      title: row.title,
      authorEmail: row.author_email,
      createdAt: row.created_at,
    }),
  );
}

/** One stored text of a type, as `getMany` returns it. */
export type StoredContent = Pick<ContentItemRow, 'content_id' | 'content' | 'version'>;

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
      .select('content_id, content, version')
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
