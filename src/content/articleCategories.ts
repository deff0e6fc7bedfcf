/**
 * The article categories (a module of their own: /articles draws their tiles at start-up, without
 * the rest of the content's shapes and lists).
 */

/** The 12 category tiles of /articles, in the spec's order. */
export const ARTICLE_CATEGORIES = [
  'Nyheter',
  'Teknologi',
  'Finansiella tjänster',
  'Ekonomi',
  'Trender',
  'Samarbete',
  'Skatter',
  'Investment',
  'Olika system',
  'Innovation',
  'Hållbarhet',
  'Forskning',
] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];
