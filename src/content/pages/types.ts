import type { SiteImage } from '../types';

/**
 * Shapes of the static page data (landing page, information, FAQ, help, terms, checklist).
 * Internal links name a route and, for articles, the article id as the anchor on /articles.
 */

/** A link to one article card on /articles: rendered as `/articles#<slug>`. */
export interface ArticleLink {
  /** The article id (slug), also the anchor of its card on /articles. */
  slug: string;
  label: string;
}

/** Internal pages that static page data links to. */
export type PagePath = '/articles' | '/blog' | '/about' | '/foretagslistan' | '/quiz' | '/faq';

export interface PageLink {
  to: PagePath;
  /** Anchor on the target page; for '/articles' an article id. */
  hash?: string;
  label: string;
}

export interface Testimonial {
  name: string;
  title: string;
  description: string;
  /** Shipped portrait under public/images/site. */
  imageSrc: string;
}

export interface FeatureCard {
  id: string;
  title: string;
  text: string;
  link: PageLink;
}

export interface TextSection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
}

export type { SiteImage };
