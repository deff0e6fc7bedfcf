/**
 * The category screens' filter and paging rules of the spec (section 5 and 9). Pure and generic:
 * each function needs only the fields it reads and returns the caller's own items. Bodies are
 * looked up through a callback because they are not part of the metadata. The search boxes of
 * /articles and /blog are the site search (./siteSearch.ts; decisions.md supersedes the spec's
 * search rules).
 */
import { plainText } from './markup';
import { decodeRouteParam } from './text';

export type BodyLookup = (id: string) => string | undefined;

export interface TextSearchable {
  id: string;
  title: string;
}

/** Category page size and "Ladda fler artiklar" step. */
export const PAGE_SIZE = 6;
export const PAGE_STEP = 6;

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
 * Prepares for the first keystroke what a category filter needs (src/app calls it once the bodies
 * have arrived, in slices): the body's plain text. Filtering then only compares text.
 */
export function primeSearch(body: string): void {
  if (body !== '') searchTextOf(body);
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
