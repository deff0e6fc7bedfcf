/**
 * Stored blog post metadata: `content_items` rows of type `blog-meta` keyed `{id}-title`,
 * `{id}-excerpt` and `{id}-author` (the author as a JSON string of name, title and avatar). Pure
 * functions shared by the build (edits published into the site), the blog metadata editor and the
 * card lists.
 */
import type { BlogAuthor, BlogPostMeta } from '../types';

export const BLOG_META_TYPE = 'blog-meta';

export type MetaField = 'title' | 'excerpt' | 'author';
export const META_FIELDS: readonly MetaField[] = ['title', 'excerpt', 'author'];

export interface StoredMeta {
  title?: string;
  excerpt?: string;
  author?: BlogAuthor;
  /** The stored version of each field that has a row (a save names the one it began from). */
  versions?: Partial<Record<MetaField, number>>;
}

/** A stored row as the parser needs it. */
export interface StoredMetaRow {
  content_id: string;
  content: string;
  /** Absent in the texts the build publishes (only the editors need versions). */
  version?: number;
}

/** Post id → what is stored for it. */
export type StoredMetaByPost = Readonly<Record<string, StoredMeta>>;

export const metaKey = (postId: string, field: MetaField): string => `${postId}-${field}`;

/**
 * An avatar is shown only when it is a path on this site (no other host, no `javascript:` or
 * `data:`): images never load from third parties (offline demo, no leak before consent).
 */
export function isSiteImagePath(value: string): boolean {
  return /^\/(?!\/)[A-Za-z0-9._~\-/]+$/.test(value) && !value.includes('..');
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** The stored author, or undefined when the JSON is corrupt or incomplete (treated as absent). */
export function parseAuthor(json: string): BlogAuthor | undefined {
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null) return undefined;
    const { name, title, avatar } = value as Record<string, unknown>;
    if (!isString(name) || !isString(title) || !isString(avatar)) return undefined;
    return { name, title, avatar };
  } catch {
    return undefined;
  }
}

export const serialiseAuthor = (author: BlogAuthor): string =>
  JSON.stringify({ name: author.name, title: author.title, avatar: author.avatar });

/** Groups stored rows by post; rows of unknown posts or fields are ignored. */
export function parseStoredMeta(
  postIds: readonly string[],
  rows: readonly StoredMetaRow[],
): StoredMetaByPost {
  const byKey = new Map(rows.map((row) => [row.content_id, row]));
  const result: Record<string, StoredMeta> = {};
  for (const postId of postIds) {
    const meta: StoredMeta = {};
    const versions: Partial<Record<MetaField, number>> = {};
    for (const field of META_FIELDS) {
      const version = byKey.get(metaKey(postId, field))?.version;
      if (version !== undefined) versions[field] = version;
    }
    const title = byKey.get(metaKey(postId, 'title'))?.content;
    const excerpt = byKey.get(metaKey(postId, 'excerpt'))?.content;
    const author = byKey.get(metaKey(postId, 'author'))?.content;
    if (title !== undefined && title.trim() !== '') meta.title = title;
    if (excerpt !== undefined) meta.excerpt = excerpt;
    const parsed = author === undefined ? undefined : parseAuthor(author);
    if (parsed) meta.author = parsed;
    if (Object.keys(versions).length > 0) meta.versions = versions;
    if (Object.keys(meta).length > 0) result[postId] = meta;
  }
  return result;
}

/** The post as every visitor sees it: stored values over the shipped ones. */
export function applyStoredMeta<P extends BlogPostMeta>(
  post: P,
  stored: StoredMeta | undefined,
): P {
  if (!stored) return post;
  const author = stored.author
    ? {
        name: stored.author.name.trim() === '' ? post.author.name : stored.author.name,
        title: stored.author.title,
        avatar: isSiteImagePath(stored.author.avatar) ? stored.author.avatar : post.author.avatar,
      }
    : post.author;
  return {
    ...post,
    title: stored.title ?? post.title,
    excerpt: stored.excerpt ?? post.excerpt,
    author,
  };
}
