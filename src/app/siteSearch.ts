/**
 * The site search (src/content/siteSearch.ts) over its index, which the build emits as a chunk of
 * its own (scripts/search-index-plugin.ts). Loaded once, on the first focus of a search box (this
 * module too, so that a page's start-up carries none of it); /articles and /blog share it. A
 * failed load (offline, a server fault) is tried again at the next call.
 */
import type { SearchIndex } from '../machines/contentSearch';

let loading: Promise<SearchIndex> | null = null;

export function loadSiteSearch(): Promise<SearchIndex> {
  loading ??= Promise.all([import('../content/siteSearch'), import('virtual:search-index')])
    .then(([{ loadSearchIndex }, { default: data }]) => loadSearchIndex(data))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
