/**
 * The blog metadata editor's draft: the values of a post's title, excerpt and author as typed,
 * their validation, what is stored of them, and the form a draft is kept in this browser.
 */
import type { BlogAuthor, BlogPostMeta } from '../../content/types';
import type { Draft } from './drafts';
import {
  isSiteImagePath,
  parseAuthor,
  serialiseAuthor,
  type MetaField,
  type StoredMeta,
} from './blogMeta';
import { META_TEXTS, META_TITLE_MAX_CHARS } from './editorTexts';

export type MetaDraftField = 'title' | 'excerpt' | 'authorName' | 'authorTitle' | 'authorAvatar';

export interface MetaDraft {
  title: string;
  excerpt: string;
  authorName: string;
  authorTitle: string;
  authorAvatar: string;
}

export const draftOf = (post: BlogPostMeta): MetaDraft => ({
  title: post.title,
  excerpt: post.excerpt,
  authorName: post.author.name,
  authorTitle: post.author.title,
  authorAvatar: post.author.avatar,
});

const authorOf = (draft: MetaDraft): BlogAuthor => ({
  name: draft.authorName.trim(),
  title: draft.authorTitle.trim(),
  avatar: draft.authorAvatar.trim(),
});

/** Field messages for the field being edited; empty when it may be saved. */
export function validateMeta(
  field: MetaField,
  draft: MetaDraft,
): Partial<Record<MetaDraftField, string>> {
  if (field === 'title') {
    if (draft.title.trim() === '') return { title: META_TEXTS.blank };
    return [...draft.title.trim()].length > META_TITLE_MAX_CHARS
      ? { title: META_TEXTS.titleTooLong }
      : {};
  }
  if (field === 'excerpt') return {};
  const errors: Partial<Record<MetaDraftField, string>> = {};
  if (draft.authorName.trim() === '') errors.authorName = META_TEXTS.blank;
  if (!isSiteImagePath(draft.authorAvatar.trim())) errors.authorAvatar = META_TEXTS.avatarPath;
  return errors;
}

/** What is stored under `{id}-{field}`: the text, or the author as a JSON string. */
export function metaValue(field: MetaField, draft: MetaDraft): string {
  if (field === 'title') return draft.title.trim();
  if (field === 'excerpt') return draft.excerpt.trim();
  return serialiseAuthor(authorOf(draft));
}

/** What is stored after `value` became the field's version `version`. */
export function storedWith(
  stored: StoredMeta,
  field: MetaField,
  value: string,
  version: number | null,
): StoredMeta {
  const versions = { ...stored.versions };
  if (version === null) delete versions[field];
  else versions[field] = version;
  if (field === 'author') {
    const author = parseAuthor(value);
    const { author: _old, ...rest } = stored;
    return author ? { ...rest, author, versions } : { ...rest, versions };
  }
  return { ...stored, [field]: value, versions };
}

/** A field's draft as it is kept in this browser (one record per post: the field being edited). */
export interface KeptMetaDraft {
  field: MetaField;
  values: MetaDraft;
  baseValues: MetaDraft;
}

const FIELDS = new Set<string>(['title', 'excerpt', 'author']);
const DRAFT_FIELDS: readonly MetaDraftField[] = [
  'title',
  'excerpt',
  'authorName',
  'authorTitle',
  'authorAvatar',
];

function isMetaDraft(value: unknown): value is MetaDraft {
  return (
    typeof value === 'object' &&
    value !== null &&
    DRAFT_FIELDS.every((key) => typeof (value as Record<string, unknown>)[key] === 'string')
  );
}

/** The kept draft of a post's field, or null when unreadable. */
export function parseKeptMetaDraft(draft: Draft): KeptMetaDraft | null {
  try {
    const value: unknown = JSON.parse(draft.text);
    if (typeof value !== 'object' || value === null) return null;
    const { field, values, baseValues } = value as Record<string, unknown>;
    if (typeof field !== 'string' || !FIELDS.has(field)) return null;
    if (!isMetaDraft(values) || !isMetaDraft(baseValues)) return null;
    return { field: field as MetaField, values, baseValues };
  } catch {
    return null;
  }
}

export const sameDraft = (a: MetaDraft, b: MetaDraft): boolean =>
  DRAFT_FIELDS.every((key) => a[key] === b[key]);
