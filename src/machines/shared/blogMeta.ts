/**
 * Stored blog post metadata, read live (the editors and the demo's lists): the rows through
 * contentItems, grouped by post with content/blog/meta.ts.
 */
import * as contentItems from '../../services/contentItems';
import {
  BLOG_META_TYPE,
  META_FIELDS,
  metaKey,
  parseStoredMeta,
  type StoredMetaByPost,
} from '../../content/blog/meta';

export * from '../../content/blog/meta';

/** Reads the stored metadata of these posts (read failures: nothing stored, logged by the service). */
export async function loadStoredMeta(postIds: readonly string[]): Promise<StoredMetaByPost> {
  const keys = postIds.flatMap((id) => META_FIELDS.map((field) => metaKey(id, field)));
  return parseStoredMeta(postIds, await contentItems.getMany(BLOG_META_TYPE, keys));
}
