/**
 * The site search's index from the site's content, run at build time by
 * scripts/search-index-plugin.ts through Vite (the bodies are globbed by Vite). Published blog
 * metadata and bodies (scripts/published-edits.ts) replace the shipped ones, as on the pages.
 */
import { articles } from '../src/content/articles';
import { corpus as articleBodies } from '../src/content/articles/corpus';
import { blogPosts } from '../src/content/blog';
import { corpus as blogBodies } from '../src/content/blog/corpus';
import { applyStoredMeta, parseStoredMeta } from '../src/content/blog/meta';
import { searchSources } from '../src/content/searchSources';
import { buildSearchIndex, type SearchIndexData } from '../src/content/siteSearch';

export interface PublishedText {
  type: string;
  content_id: string;
  content: string;
}

export function siteSearchIndex(published: readonly PublishedText[] = []): SearchIndexData {
  const edited = (type: string, bodies: ReadonlyMap<string, string>) => {
    const out = new Map(bodies);
    for (const row of published) if (row.type === type) out.set(row.content_id, row.content);
    return out;
  };
  const meta = parseStoredMeta(
    blogPosts.map((post) => post.id),
    published.filter((row) => row.type === 'blog-meta'),
  );
  return buildSearchIndex(
    searchSources(
      articles,
      edited('article', articleBodies),
      blogPosts.map((post) => applyStoredMeta(post, meta[post.id])),
      edited('blog-post', blogBodies),
    ),
  );
}
