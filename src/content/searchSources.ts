/**
 * What the site search indexes (./siteSearch.ts): every article (title, teaser, body, category and
 * group) and every blog post (title, excerpt, body, category and author), bodies as plain text.
 * Used at build time (scripts/search-index-plugin.ts) and by the relevance test.
 */
import { factTextsOf } from './factText';
import { fillFactTexts } from './factTokens';
import { plainText } from './markup';
import type { SearchSource } from './siteSearch';
import { ARTICLE_GROUPS, type ArticleMeta, type BlogPostMeta } from './types';

/** The headings of a mini-markup body, one a line. */
const headingsOf = (body: string): string =>
  body
    .split('\n')
    .filter((line) => line.startsWith('#'))
    .map((line) => line.replace(/^#+\s*/u, ''))
    .join('\n');

const GROUP_LABELS = new Map<string, string>(ARTICLE_GROUPS.map((g) => [g.id, g.label]));

/**
 * A body as plain text, its dated figures (`{{fact-id}}`) filled in as the prerendered page shows
 * them, for the build's year ('28,97 % (2026)'): the search finds the figures and its excerpts
 * never show a token (issue 55).
 */
const textOf = (body: string): string => plainText(fillFactTexts(body, factTextsOf(body), null));

export function searchSources(
  articles: readonly ArticleMeta[],
  articleBodies: ReadonlyMap<string, string>,
  posts: readonly BlogPostMeta[],
  blogBodies: ReadonlyMap<string, string>,
): SearchSource[] {
  return [
    ...articles.map((article) => ({
      kind: 'article' as const,
      id: article.id,
      title: article.title,
      lead: article.teaser,
      headings: headingsOf(articleBodies.get(article.id) ?? ''),
      body: textOf(articleBodies.get(article.id) ?? ''),
      meta: `${article.category} ${GROUP_LABELS.get(article.group) ?? ''}`,
    })),
    ...posts.map((post) => ({
      kind: 'blog' as const,
      id: post.id,
      title: post.title,
      lead: post.excerpt,
      headings: headingsOf(blogBodies.get(post.id) ?? ''),
      body: textOf(blogBodies.get(post.id) ?? ''),
      meta: `${post.category} ${post.author.name}`,
    })),
  ];
}
