/**
 * Typed shapes of the fixed content that ships with the client.
 * Bodies are NOT part of the metadata: they live as mini-markup text files
 * (`bodies/<id>.txt`) and are loaded per page, so listing pages stay light.
 */
import type { ArticleCategory } from './articleCategories.ts';
import type { FactId } from './facts.ts';

/** The 8 article groups of the spec (used for grouping on /articles and anchors). */
export const ARTICLE_GROUPS = [
  { id: 'foretagsformer', label: 'Företagsformer' },
  { id: 'affarsplan', label: 'Affärsplan' },
  { id: 'registrering', label: 'Registrering' },
  { id: 'skatter', label: 'Skatter' },
  { id: 'bokforing', label: 'Bokföring' },
  { id: 'anstallning', label: 'Anställa' },
  { id: 'forsakringar', label: 'Försäkringar' },
  { id: 'komma-igang', label: 'Komma igång' },
] as const;
export type ArticleGroupId = (typeof ARTICLE_GROUPS)[number]['id'];

export type { ArticleCategory };

/** The 12 blog category tiles of /blog, in the spec's order. */
export const BLOG_CATEGORIES = [
  'Från idé till succé',
  'Anställda',
  'Juridik',
  'Ekonomi',
  'Trender',
  'Solidaritet',
  'Motgångar',
  'Börsen',
  'Fordon',
  'Tech',
  'Miljö',
  'Att driva eget',
] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/**
 * The flag that reorders the /blog category grid (12 tiles): each row of four is turned one place
 * further than the row above, so the four pastels run diagonally instead of each filling a column
 * of the wide grid. Set to false for the list's own order. See README, "Choices the spec leaves open".
 */
export const BLOG_TILES_STAGGERED: boolean = true;

/** An image shipped with the site (under public/), always with intrinsic size. */
export interface SiteImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** A link to the authority page a text rests on (Skatteverket, Bolagsverket, verksamt.se ...). */
export interface SourceLink {
  label: string;
  url: string;
}

export interface ArticleMeta {
  /** Slug, e.g. 'enskild-firma'. Also the anchor id on /articles and the body file name. */
  id: string;
  title: string;
  group: ArticleGroupId;
  category: ArticleCategory;
  /** One or two sentences shown on cards. */
  teaser: string;
  /**
   * 'Senast granskad' as an ISO date (YYYY-MM-DD): the day the article's facts were last checked
   * against its sources. Never older than the `changedOn` of a fact listed in `facts`.
   */
  reviewed: string;
  /** Authority pages the article rests on; at least one points at the exact page of the rule. */
  sources: readonly SourceLink[];
  /** The dated facts (rates, amounts) the article states, from ../facts.ts. */
  facts?: readonly FactId[];
  /**
   * Article ids shown first under 'Läs också', e.g. the article that states a rule this one only
   * mentions. Must be existing ids, never a redirect alias.
   */
  related?: readonly string[];
  image?: SiteImage;
}

export interface BlogAuthor {
  name: string;
  title: string;
  /** Path to a shipped avatar image under public/. */
  avatar: string;
}

export interface BlogPostMeta {
  id: string;
  title: string;
  /** ISO date YYYY-MM-DD. */
  date: string;
  excerpt: string;
  image: SiteImage;
  category: BlogCategory;
  author: BlogAuthor;
  /** The pages the post's facts rest on, listed under it as an article lists its sources. */
  sources: readonly SourceLink[];
  /**
   * The article that holds the full text of the post's topic (one text per topic): the post
   * links to it instead of repeating it. The title is kept here so the post's page does not
   * load every article's metadata; a test holds it to the article's own title.
   */
  article?: { id: string; title: string };
}
