/**
 * Every page the build prerenders to HTML (scripts/prerender.mjs) and the sitemap lists, from the
 * same content the routes show. Adding a route means adding it here, or the build leaves it to
 * the 404 page (and tests/unit/prerenderedPages.test.ts fails).
 */
import { articles } from '../content/articles';
import { ARTICLE_REDIRECTS } from '../content/articles/redirects';
import { blogPosts } from '../content/blog';
import { CALCULATORS } from '../content/calculators';
import { ARTICLE_CATEGORIES } from '../content/articleCategories';
import { BLOG_CATEGORIES } from '../content/types';
import { STATECHARTS_PATH } from './statecharts';

export interface PrerenderedPage {
  /** The address, decoded (`/article-category/Finansiella tjänster`). */
  path: string;
  /** Listed in sitemap.xml: public content under its one canonical address. */
  inSitemap: boolean;
}

/** Public pages whose HTML is the whole page. */
const CONTENT_PAGES = [
  '/',
  '/about',
  '/articles',
  '/blog',
  '/information',
  '/foretagslistan',
  '/faq',
  '/help',
  '/terms',
  '/quiz',
  '/register',
  // Din startplan och skattekalender: the questions as HTML, the plan drawn once the app runs.
  '/startplan',
  // Din likviditetsbudget: the same, with the budget's questions.
  '/likviditetsbudget',
] as const;

/**
 * Pages that depend on the visitor or on the query string (`ssr: false` in their routes): their
 * HTML is the site's frame with a placeholder, filled in after hydration. Not in the sitemap.
 */
const BROWSER_PAGES = ['/account', '/profile', '/demo/google'] as const;

/** The address the 404 page is rendered at (any unknown path would do). */
export const NOT_FOUND_PATH = '/404';

export interface PrerenderOptions {
  /**
   * The build has the QA statechart view (src/app/statecharts.ts): its page is prerendered as a
   * `noindex` frame with a loading state, out of the sitemap, and drawn once the app runs.
   */
  statecharts: boolean;
}

export function prerenderedPages(
  options: PrerenderOptions = { statecharts: false },
): PrerenderedPage[] {
  const page = (path: string, inSitemap = true): PrerenderedPage => ({ path, inSitemap });
  return [
    ...CONTENT_PAGES.map((path) => page(path)),
    // A preview of the quiz results with sample data: reachable, but nothing to find by search.
    page('/test-results', false),
    // The sign-in form as a signed-out visitor sees it (a signed-in one goes on to /account).
    page('/login', false),
    // The code form; the address comes from the query once the app runs.
    page('/verify', false),
    page('/raknare'),
    ...CALCULATORS.map((calculator) => page(calculator.path)),
    ...articles.map((article) => page(`/article/${article.id}`)),
    ...ARTICLE_CATEGORIES.map((name) => page(`/article-category/${name}`)),
    ...blogPosts.map((post) => page(`/blog-post/${post.id}`)),
    // The same posts under /blog/{id}; their canonical link names /blog-post/{id}.
    ...blogPosts.map((post) => page(`/blog/${post.id}`, false)),
    ...BLOG_CATEGORIES.map((name) => page(`/category/${name}`)),
    ...BROWSER_PAGES.map((path) => page(path, false)),
    ...(options.statecharts ? [page(STATECHARTS_PATH, false)] : []),
  ];
}

/** Old addresses of merged articles: prerendered as pages that send the visitor on. */
export function redirectedPages(): string[] {
  return Object.keys(ARTICLE_REDIRECTS).map((id) => `/article/${id}`);
}
