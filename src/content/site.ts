/** Site-wide fixed data: the navigation, the page-title rule and the footer's contact details. */

export const SITE_NAME = 'Startklar';

/**
 * The year in the footer's copyright line. A constant, not the visitor's clock: the footer is in
 * every prerendered page, and a clock read while rendering gives the HTML one year and the first
 * render in the browser another on the first days of a new year (a hydration mismatch).
 */
export const COPYRIGHT_YEAR = 2026;
export const SITE_TAGLINE = 'Din guide till företagande';

export const NAV_LINKS = [
  { label: 'Blogg', to: '/blog' },
  { label: 'Om oss', to: '/about' },
  { label: 'Information', to: '/information' },
  { label: 'Artiklar', to: '/articles' },
  { label: 'Företagslistan', to: '/foretagslistan' },
  { label: 'Vanliga frågor', to: '/faq' },
  { label: 'Hjälp', to: '/help' },
] as const;

export type NavPath = (typeof NAV_LINKS)[number]['to'];

/**
 * First path segments of pages outside the spec whose address spells a Swedish word without
 * å, ä, ö: the title writes the word as Swedish does.
 */
const SEGMENT_WORDS: ReadonlyMap<string, string> = new Map([['raknare', 'räknare']]);

/**
 * The spec's title rule: on home 'Startklar - Din guide till företagande'; elsewhere the first path
 * segment with a capital first letter plus ' | Startklar' ('Räknare | Startklar' for /raknare, see
 * SEGMENT_WORDS).
 */
export function pageTitle(pathname: string): string {
  const first = pathname.split('/').find((segment) => segment.length > 0);
  if (!first) return `${SITE_NAME} - ${SITE_TAGLINE}`;
  const word = SEGMENT_WORDS.get(first);
  if (word !== undefined) return `${word.charAt(0).toUpperCase()}${word.slice(1)} | ${SITE_NAME}`;
  let segment = first;
  try {
    segment = decodeURIComponent(first);
  } catch {
    // A malformed segment is shown as it is.
  }
  return `${segment.charAt(0).toUpperCase()}${segment.slice(1)} | ${SITE_NAME}`;
}

/** The site's public address: canonical links, Open Graph URLs and the sitemap use it. */
export const SITE_URL = 'https://startklar.se';

/** An absolute URL on the site for a path (spaces and å, ä, ö percent-encoded). */
export function siteUrl(pathname: string): string {
  return new URL(pathname, SITE_URL).href;
}

type MetaTag =
  { title: string } | { name: string; content: string } | { property: string; content: string };

/** A page's `<head>` entries (the shape TanStack Router's `head()` returns). */
export interface PageHead {
  meta: MetaTag[];
  links: { rel: string; href: string }[];
}

/**
 * The head of a page at `pathname`: the spec's title rule, a meta description, a canonical link
 * and Open Graph tags. `canonicalPath` names the one address of a page that has two
 * (/blog/{id} is /blog-post/{id}). `heading` gives a page of a group a title of its own
 * ("Vad kostar en anställd? | Startklar" instead of the group's "Räknare | Startklar"), so search
 * engines list the pages apart (decisions.md).
 */
export function pageHead(
  pathname: string,
  description: string | undefined,
  canonicalPath = pathname,
  heading?: string,
): PageHead {
  const title = heading === undefined ? pageTitle(pathname) : `${heading} | ${SITE_NAME}`;
  const url = siteUrl(canonicalPath);
  // No description (a loader that has not given it yet): no empty tag in its place.
  const descriptions = description === undefined ? [] : [description];
  return {
    meta: [
      { title },
      ...descriptions.map((content) => ({ name: 'description', content })),
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: SITE_NAME },
      { property: 'og:locale', content: 'sv_SE' },
      { property: 'og:title', content: title },
      ...descriptions.map((content) => ({ property: 'og:description', content })),
      { property: 'og:url', content: url },
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}

/**
 * Meta descriptions of the pages drawn in the browser only (no loader runs for their prerendered
 * frame). Every other page that is not an article, a post or a category gives its description in
 * its route's loader (`described`), which comes with the page's code: the two dozen descriptions
 * were ≈ 1.2 KB gzip of every page's start-up.
 */
export const BROWSER_PAGE_DESCRIPTIONS = {
  '/account': 'Mitt Konto: dina kontouppgifter och din adress.',
  '/profile':
    'Min Profil: dina uppgifter, ditt lösenord, din profilbild och dina sparade testresultat.',
  '/demo/google': 'Demons kontoväljare för inloggning med Google.',
} as const;

/** The head of one of the pages above. */
export const browserPageHead = (path: keyof typeof BROWSER_PAGE_DESCRIPTIONS): PageHead =>
  pageHead(path, BROWSER_PAGE_DESCRIPTIONS[path]);

/** A page's loader data that carries its meta description, and its own heading where it has one. */
export interface Described {
  description: string;
  /** The page's heading, for a title of its own (`pageHead`'s `heading`). */
  heading?: string;
}

/**
 * A route's loader data for `describedHead`: the page's meta description. Each route writes its
 * `loader`, `head` and `codeSplitGroupings` out in its own options (not spread from a helper): the
 * router's plugin moves the loader, and the description with it, into the page's chunk only when
 * it finds the loader there.
 */
export const described = (description: string, heading?: string): Described =>
  heading === undefined ? { description } : { description, heading };

/**
 * The head of the page at `path` whose loader gives its description (`described`); the canonical
 * link from `path`, the title from the loader's heading or else from `path`.
 */
export const describedHead =
  (path: string) =>
  ({ loaderData }: { loaderData?: Described | undefined }): PageHead =>
    pageHead(path, loaderData?.description, path, loaderData?.heading);

export const NOT_FOUND_TITLE = 'Sidan kunde inte hittas';

/** An article or blog address whose id is no article or post: the page's text and description. */
export const ARTICLE_NOT_FOUND_TEXT = 'Artikeln kunde inte hittas.';
export const BLOG_NOT_FOUND_TEXT = 'Blogginlägget kunde inte hittas.';

/** The head of the 404 page, which has no route (and so no path-based title) of its own. */
export function notFoundHead(): PageHead {
  return {
    meta: [
      { title: `${NOT_FOUND_TITLE} | ${SITE_NAME}` },
      { name: 'description', content: 'Sidan du letar efter finns inte på Startklar.' },
      { name: 'robots', content: 'noindex' },
    ],
    links: [],
  };
}

export const CONTACT = {
  email: 'hej@startklar.se',
  street: 'Kungsportsavenyen 21',
  postcode: '411 36',
  city: 'Göteborg',
  phone: '031-123 45 60',
} as const;

export const FOOTER_TAGLINE =
  'Vi hjälper dig att starta och utveckla ditt företag med expertis och vägledning, från första idé till växande verksamhet.';

export const SOCIAL_LINKS = [
  { label: 'Facebook', href: 'https://www.facebook.com/startklar' },
  { label: 'Instagram', href: 'https://www.instagram.com/startklar' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/startklar' },
] as const;

export const SUPPORT_HOURS = 'Vardagar 09:00-17:00';
