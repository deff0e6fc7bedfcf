import type { BodyLookup } from '../../content/search';

/** What a search result or a category item needs to be listed: an id to link to and a title. */
export interface SearchHit {
  id: string;
  title: string;
  /** A line under the title (the blog's hits: the post's excerpt). */
  excerpt?: string;
}

/** Bodies by id. */
export type Corpus = ReadonlyMap<string, string>;

export const EMPTY_CORPUS: Corpus = new Map();

export const lookupIn =
  (corpus: Corpus): BodyLookup =>
  (id) =>
    corpus.get(id);
