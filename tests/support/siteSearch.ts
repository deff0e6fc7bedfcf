/**
 * The site search's index built from the site's own content, as the build builds it
 * (scripts/search-index-source.ts), for the tests that search it.
 */
import { articles } from '../../src/content/articles';
import { corpus as articleBodies } from '../../src/content/articles/corpus';
import { blogPosts } from '../../src/content/blog';
import { corpus as blogBodies } from '../../src/content/blog/corpus';
import { searchSources } from '../../src/content/searchSources';
import {
  buildSearchIndex,
  loadSearchIndex,
  type LoadedSearchIndex,
} from '../../src/content/siteSearch';

export const siteIndex = (): Promise<LoadedSearchIndex> =>
  loadSearchIndex(buildSearchIndex(searchSources(articles, articleBodies, blogPosts, blogBodies)));
