/**
 * The cookie banner as the visitor sees it (spec §2 'A cookie banner ... on every page', §4
 * 'Cookie banner': after 1 s when no choice is stored; 'Acceptera alla' sets all, 'Endast
 * nödvändiga' and 'Avböj alla' keep only the necessary; a details toggle; §3 the stored
 * `cookiePreferences`), and the footer's 'Cookie-inställningar' that reopens it (withdrawing is
 * as easy as consenting).
 *
 * The model starts with the banner shown (a visitor without a stored choice, a second after the
 * page started). The visitor can press each of its buttons, tick the optional categories in the
 * details, reload the page (and wait past the second after which the banner would show) and open
 * the settings from the footer.
 */
import type { Model } from '../../../src/statecharts/planner';

export interface Choice {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}

export interface CookieView {
  banner: 'hidden' | 'summary' | 'details';
  /** What `cookiePreferences` holds (null: nothing). */
  stored: Choice | null;
  /** The ticks of the details view. */
  ticks: { analytics: boolean; marketing: boolean };
}

export type CookieEvent =
  | { type: 'acceptAll' }
  | { type: 'necessaryOnly' }
  | { type: 'rejectAll' }
  | { type: 'toggleDetails' }
  | { type: 'tick'; category: 'analytics' | 'marketing' }
  | { type: 'saveMine' }
  | { type: 'reloadAndWait' }
  | { type: 'footerSettings' };

export const ALL: Choice = { necessary: true, analytics: true, marketing: true };
export const NECESSARY: Choice = { necessary: true, analytics: false, marketing: false };

const START: CookieView = {
  banner: 'summary',
  stored: null,
  ticks: { analytics: false, marketing: false },
};

/**
 * What the visitor does, kept to what tells the rules apart: each of the three buttons makes the
 * first choice; a choice is changed from the footer's settings (a box ticked and saved, or all
 * declined from the summary: withdrawing as easy as consenting); the statistics box stands for
 * both optional categories (they behave alike), ticked once per opening.
 */
function offered(view: CookieView): CookieEvent[] {
  switch (view.banner) {
    case 'summary':
      return view.stored === null
        ? [
            { type: 'acceptAll' },
            { type: 'necessaryOnly' },
            { type: 'rejectAll' },
            { type: 'toggleDetails' },
          ]
        : [{ type: 'rejectAll' }, { type: 'toggleDetails' }];
    case 'details': {
      const untouched = view.ticks.analytics === (view.stored ?? NECESSARY).analytics;
      // A box ticked is then saved (closing the details with a tick pending shows nothing new).
      return untouched
        ? [{ type: 'tick', category: 'analytics' }, { type: 'saveMine' }, { type: 'toggleDetails' }]
        : [{ type: 'saveMine' }];
    }
    case 'hidden':
      // The settings are reopened to change a consent (declining is tried from the start).
      return [
        { type: 'reloadAndWait' },
        ...(view.stored?.analytics || view.stored?.marketing
          ? [{ type: 'footerSettings' } as const]
          : []),
      ];
  }
}

function step(view: CookieView, event: CookieEvent): CookieView {
  const choose = (choice: Choice): CookieView => ({
    banner: 'hidden',
    stored: choice,
    ticks: { analytics: choice.analytics, marketing: choice.marketing },
  });
  switch (event.type) {
    case 'acceptAll':
      return choose(ALL);
    case 'necessaryOnly':
    case 'rejectAll':
      return choose(NECESSARY);
    case 'toggleDetails':
      return { ...view, banner: view.banner === 'summary' ? 'details' : 'summary' };
    case 'tick':
      return { ...view, ticks: { ...view.ticks, [event.category]: !view.ticks[event.category] } };
    case 'saveMine':
      return choose({ necessary: true, ...view.ticks });
    case 'reloadAndWait':
      // A stored choice: the banner does not come back.
      return view;
    case 'footerSettings': {
      // The details, with the stored choice ticked.
      const choice = view.stored ?? NECESSARY;
      return {
        ...view,
        banner: 'details',
        ticks: { analytics: choice.analytics, marketing: choice.marketing },
      };
    }
  }
}

export const cookieConsent: Model<CookieView, CookieEvent> = {
  name: 'cookie consent',
  initial: START,
  events: offered,
  step,
  describe: (event) => (event.type === 'tick' ? `tick ${event.category}` : event.type),
};

/** Paths are chained up to this many steps (fewer page loads). */
export const COOKIE_STEPS = 24;
