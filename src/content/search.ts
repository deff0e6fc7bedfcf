/**
 * Search, filter and paging rules of the spec (section 5 and 9). Pure and generic: each function
 * needs only the fields it reads and returns the caller's own items.
 * Bodies are looked up through a callback because they are not part of the metadata.
 */
import { plainText } from './markup';
import { lazily } from './lazily';
import { decodeRouteParam } from './text';

export type BodyLookup = (id: string) => string | undefined;

export interface BlogSearchable {
  id: string;
  title: string;
  excerpt: string;
  category: string;
  author: { name: string };
}

export interface TextSearchable {
  id: string;
  title: string;
}

/** Category page size and "Ladda fler artiklar" step. */
export const PAGE_SIZE = 6;
export const PAGE_STEP = 6;

const collator = lazily(() => new Intl.Collator('sv'));

/** Lower-cased plain text of a body, memoised because searches run on every keystroke. */
const contentCache = new Map<string, string>();
// Room for every body many times over (10 × today's ~100 articles): a cache smaller than the corpus
// is emptied on every keystroke and each search converts every body again.
const CONTENT_CACHE_LIMIT = 4096;
function contentOf(bodies: BodyLookup, id: string): string {
  const body = bodies(id);
  if (body === undefined || body === '') return '';
  return searchTextOf(body);
}

function searchTextOf(body: string): string {
  const cached = contentCache.get(body);
  if (cached !== undefined) return cached;
  const text = plainText(body).toLowerCase();
  if (contentCache.size >= CONTENT_CACHE_LIMIT) contentCache.clear();
  contentCache.set(body, text);
  return text;
}

/**
 * Prepares for the first keystroke what every search needs (src/app calls it once the bodies have
 * arrived, in slices): the body's plain text, and the Swedish collation that ranks the hits (the
 * first collator loads the locale's data). Searching then only compares text.
 */
export function primeSearch(body: string): void {
  collator();
  if (body !== '') searchTextOf(body);
}

/** The search terms of a query: lower-cased, split on whitespace. Blank → none. */
export function searchTerms(query: string): string[] {
  return query.toLowerCase().split(/\s+/u).filter(Boolean);
}

function titleHit(title: string, terms: readonly string[]): boolean {
  const words = title.toLowerCase().split(/\s+/u).filter(Boolean);
  return terms.some((term) => words.some((word) => word.includes(term)));
}

function containsAny(text: string, terms: readonly string[]): boolean {
  return terms.some((term) => text.includes(term));
}

/** Title hits first, then alphabetical by title (Swedish collation). */
function rank<T extends { title: string }>(hits: readonly { item: T; inTitle: boolean }[]): T[] {
  return [...hits]
    .sort((a, b) =>
      a.inTitle !== b.inTitle
        ? a.inTitle
          ? -1
          : 1
        : collator().compare(a.item.title, b.item.title),
    )
    .map((hit) => hit.item);
}

/**
 * The items with a term in a title word or, failing that, in what `elsewhere` reads of them;
 * title hits first, then alphabetical by title. Blank query → [].
 */
function searchWith<T extends TextSearchable>(
  items: readonly T[],
  query: string,
  elsewhere: (item: T, terms: readonly string[]) => boolean,
): T[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  const hits: { item: T; inTitle: boolean }[] = [];
  for (const item of items) {
    const inTitle = titleHit(item.title, terms);
    if (inTitle || elsewhere(item, terms)) hits.push({ item, inTitle });
  }
  return rank(hits);
}

/**
 * Blog search: a post matches when ANY query word is a case-insensitive substring of a title word,
 * the author name, the category, the content (plain text of the body) or the excerpt.
 * Title hits first, then alphabetical by title. Empty or blank query → [].
 */
export function searchBlog<T extends BlogSearchable>(
  posts: readonly T[],
  bodies: BodyLookup,
  query: string,
): T[] {
  return searchWith(
    posts,
    query,
    (post, terms) =>
      containsAny(post.author.name.toLowerCase(), terms) ||
      containsAny(post.category.toLowerCase(), terms) ||
      containsAny(post.excerpt.toLowerCase(), terms) ||
      containsAny(contentOf(bodies, post.id), terms),
  );
}

/**
 * Article search: case-insensitive, split on whitespace; matches when a title word or the content
 * contains any term. Title matches first, then alphabetical by title. Blank query → [].
 */
export function searchArticles<T extends TextSearchable>(
  articles: readonly T[],
  bodies: BodyLookup,
  query: string,
): T[] {
  return searchWith(articles, query, (article, terms) =>
    containsAny(contentOf(bodies, article.id), terms),
  );
}

/**
 * Category screen: case-insensitive equality of the item's category and the decoded route
 * parameter. A malformed percent-encoding never matches.
 */
export function matchesCategory(itemCategory: string, routeParam: string): boolean {
  const decoded = decodeRouteParam(routeParam);
  if (decoded === null) return false;
  return itemCategory.toLowerCase() === decoded.toLowerCase();
}

/**
 * Category screen text filter: case-insensitive substring of the title or the content.
 * A blank filter keeps every item.
 */
export function filterByText<T extends TextSearchable>(
  items: readonly T[],
  bodies: BodyLookup,
  filter: string,
): T[] {
  const needle = filter.trim().toLowerCase();
  if (needle === '') return [...items];
  return items.filter(
    (item) =>
      item.title.toLowerCase().includes(needle) || contentOf(bodies, item.id).includes(needle),
  );
}

/** The first `visibleCount` items. */
export function paginate<T>(items: readonly T[], visibleCount: number): T[] {
  return items.slice(0, Math.max(0, Math.floor(visibleCount)));
}

/** Visible count after one 'Ladda fler artiklar' click: PAGE_STEP more, never past the total. */
export function nextVisibleCount(current: number, total: number): number {
  return Math.max(current, Math.min(current + PAGE_STEP, total));
}

/** Whether 'Ladda fler artiklar' is shown. */
export function hasMore(visible: number, total: number): boolean {
  return visible < total;
}
