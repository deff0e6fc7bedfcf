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
 * (/blog/{id} is /blog-post/{id}).
 */
export function pageHead(
  pathname: string,
  description: string,
  canonicalPath = pathname,
): PageHead {
  const title = pageTitle(pathname);
  const url = siteUrl(canonicalPath);
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: SITE_NAME },
      { property: 'og:locale', content: 'sv_SE' },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
    ],
    links: [{ rel: 'canonical', href: url }],
  };
}

/** Meta descriptions of the pages that are not articles, posts or categories. */
export const PAGE_DESCRIPTIONS = {
  '/': 'Startklar är din guide till att starta och driva företag i Sverige: artiklar om företagsformer, skatter, bokföring och anställning, ett företagstest och en checklista.',
  '/about':
    'Om Startklar: varför vi startade en svensk guide för nya företagare och vad vi vill hjälpa dig med.',
  '/blog':
    'Företagsbloggen: redovisningskonsulter, jurister och entreprenörer om pengar, anställda, juridik och vardagen som egen företagare.',
  '/information':
    'Information om företagsformer, viktiga steg, dokument och försäkringar när du startar företag i Sverige.',
  '/articles':
    'Alla artiklar om att starta och driva företag i Sverige: företagsformer, affärsplan, registrering, skatter, bokföring, anställning och försäkringar.',
  '/foretagslistan':
    'Företagslistan: tio steg från idé till registrerat företag, med en bock för varje steg du är klar med.',
  '/faq':
    'Vanliga frågor om att starta företag: företagsformer, affärsidéer, F-skatt, moms och bokföring.',
  '/help':
    'Hjälp och kontakt: kom igång med Startklar, gör företagstestet eller kontakta oss vardagar 09:00-17:00.',
  '/terms':
    'Användarvillkor för Startklar: användning av tjänsten, personuppgifter, ansvarsbegränsning och cookies.',
  '/login': 'Logga in på ditt Startklar-konto med Google eller med en engångskod via e-post.',
  '/register': 'Skapa ett konto på Startklar och spara dina resultat från företagstestet.',
  '/verify': 'Verifiera din e-postadress med engångskoden vi skickade till dig.',
  '/quiz':
    'Företagstestet: sex frågor om pengar, tid, erfarenhet och din idé ger förslag på affärsmodeller att utforska.',
  '/test-results': 'Förhandsvisning av resultatsidan i företagstestet med exempeldata.',
  '/account': 'Mitt Konto: dina kontouppgifter och din adress.',
  '/profile':
    'Min Profil: dina uppgifter, ditt lösenord, din profilbild och dina sparade testresultat.',
  '/demo/google': 'Demons kontoväljare för inloggning med Google.',
  '/startplan':
    'Din startplan och skattekalender: stegen för att registrera ditt företag och varje datum för moms, arbetsgivardeklaration, F-skatt, inkomstdeklaration och årsredovisning de kommande 18 månaderna, i din egen kalender.',
  '/raknare':
    'Räknare för företagare med årets siffror, 2026 och 2027: vad en anställd kostar, vilket timpris du behöver, moms, utdelning enligt de nya 3:12-reglerna och vad som blir kvar i enskild firma.',
  '/raknare/anstalld':
    'Räkna ut vad en anställd kostar: arbetsgivaravgifter efter ålder, semestertillägg eller semesterersättning, tjänstepension och totalen i månaden och på ett år.',
  '/raknare/timpris':
    'Räkna ut ditt lägsta timpris från lönen du vill ta ut, i aktiebolag eller enskild firma, med kostnader, ledighet och debiterbar tid.',
  '/raknare/moms':
    'Lägg på moms eller räkna ut momsen i ett belopp inklusive moms, med 25, 12 eller 6 %. Livsmedel har 6 % från 1 april 2026.',
  '/raknare/utdelning':
    'Räkna ut ditt gränsbelopp för utdelning enligt de nya 3:12-reglerna, för 2026 och 2027: grundbelopp, lönebaserat utrymme, sparat utrymme och skatten på utdelningen.',
  '/raknare/enskild-firma':
    'Räkna ut vad som blir kvar i enskild firma: egenavgifter med nedsättningen, skatt och jobbskatteavdrag, om året och i månaden, jämfört med lön från ett aktiebolag.',
} as const;

export type DescribedPath = keyof typeof PAGE_DESCRIPTIONS;

/** The head of one of the pages above. */
export const staticPageHead = (path: DescribedPath): PageHead =>
  pageHead(path, PAGE_DESCRIPTIONS[path]);

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
