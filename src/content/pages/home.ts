import heroImage from './images/hero.svg';
import type { PageLink, SiteImage } from './types';

/**
 * Static copy of the landing page (/) that its start-up draws: the hero and the counter. The
 * sections kept as prerendered (features, testimonials, the blog and who we are) are in
 * ./homeSections.ts, loaded only where / is drawn in the browser.
 */

export const HERO = {
  eyebrow: 'Din guide till företagande',
  title: 'Starta företag i Sverige, ett steg i taget',
  lead: 'Startklar samlar det du behöver veta om företagsformer, registrering, skatter och bokföring, på vanlig svenska. Börja med företagstestet så får du förslag på idéer som passar din tid, din budget och det du kan.',
  cta: 'Starta företagstestet',
  secondary: { to: '/articles', label: 'Läs guiderna' } satisfies PageLink,
  image: {
    // Under Vite's inline limit (4 KB): the picture arrives inside the page, so the largest
    // element of the first screen on a phone needs no request of its own.
    src: heroImage,
    alt: '',
    width: 560,
    height: 440,
  } satisfies SiteImage,
} as const;

export const COUNTER = {
  target: 100,
  suffix: '+',
  durationMs: 2000,
  label: 'Nöjda läsare',
  text: 'Varje vecka hittar nya företagare svar hos oss, och många hör av sig efteråt för att berätta hur det gick.',
} as const;
