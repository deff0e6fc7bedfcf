/**
 * Unsaved drafts of the editors (the content editor, the blog metadata editor): kept in the
 * browser while an editor writes (through the storage adapter src/app provides), so that a
 * reload, a closed tab or a link followed by mistake loses nothing. A draft belongs to the
 * signed-in user who wrote it, and to the stored version it began from.
 */

/** Where an item's draft is kept: `startklar:draft:{type}:{contentId}`. */
export const DRAFT_KEY_PREFIX = 'startklar:draft:';

export const draftKey = (type: string, contentId: string): string =>
  `${DRAFT_KEY_PREFIX}${type}:${contentId}`;

/** A kept draft. */
export interface Draft {
  /** The signed-in user's address when it was written; null on an open (local) host. */
  owner: string | null;
  /** The stored version the draft began from; null when nothing was stored then. */
  base: number | null;
  /** The text the draft began from (to tell whether anything was changed). */
  baseText: string;
  /** What the editor has written. */
  text: string;
}

/** Which draft to read: an item's, for the user now signed in. */
export interface DraftQuery {
  type: string;
  contentId: string;
  owner: string | null;
}

/** A draft to keep. */
export interface DraftWrite extends DraftQuery {
  draft: Draft;
}

/**
 * A draft to forget: only while the kept one is still this editor's (`text`). Another tab of the
 * same user may have kept its own draft of the item since; that one stays.
 */
export interface DraftRelease extends DraftQuery {
  text: string;
}

const isNumberOrNull = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isInteger(value));

/** A stored draft, or null when absent, unreadable or somebody else's. */
export function parseDraft(raw: string | null, owner: string | null): Draft | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    const { base, baseText, text } = record;
    const draftOwner = record.owner;
    if (draftOwner !== null && typeof draftOwner !== 'string') return null;
    if (!isNumberOrNull(base) || typeof baseText !== 'string' || typeof text !== 'string')
      return null;
    if (draftOwner !== owner) return null;
    return { owner: draftOwner, base, baseText, text };
  } catch {
    return null;
  }
}

export const serialiseDraft = (draft: Draft): string => JSON.stringify(draft);
