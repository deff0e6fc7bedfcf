/** Site-wide fixed data: the navigation, the page-title rule and the footer's contact details. */

export const SITE_NAME = 'Startklar';
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
 * The spec's title rule: on home 'Startklar - Din guide till företagande'; elsewhere the first path
 * segment with a capital first letter plus ' | Startklar'.
 */
export function pageTitle(pathname: string): string {
  const first = pathname.split('/').find((segment) => segment.length > 0);
  if (!first) return `${SITE_NAME} - ${SITE_TAGLINE}`;
  let segment = first;
  try {
    segment = decodeURIComponent(first);
  } catch {
    // A malformed segment is shown as it is.
  }
  return `${segment.charAt(0).toUpperCase()}${segment.slice(1)} | ${SITE_NAME}`;
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
