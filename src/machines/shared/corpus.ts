import type { BodyLookup } from '../../content/search';

/** What a search result or a category item needs to be listed: an id to link to and a title. */
export interface SearchHit {
  id: string;
  title: string;
  /** A line under the title (the blog's hits: the post's excerpt). */
  excerpt?: string;
  /** The title with the words a search matched marked (src/content/siteSearch.ts). */
  titleParts?: readonly { text: string; mark: boolean }[];
  /** A passage of the text around the words a search matched, those marked. */
  excerptParts?: readonly { text: string; mark: boolean }[];
}

/** Bodies by id. */
export type Corpus = ReadonlyMap<string, string>;

export const EMPTY_CORPUS: Corpus = new Map();

export const lookupIn =
  (corpus: Corpus): BodyLookup =>
  (id) =>
    corpus.get(id);
