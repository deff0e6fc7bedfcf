import { assign, fromPromise, setup } from 'xstate';

export const COOKIE_BANNER_DELAY_MS = 1_000;

export interface CookiePreferences {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
}

export type OptionalCategory = 'analytics' | 'marketing';

export const ALL_ACCEPTED: CookiePreferences = {
  necessary: true,
  analytics: true,
  marketing: true,
};
export const ONLY_NECESSARY: CookiePreferences = {
  necessary: true,
  analytics: false,
  marketing: false,
};

/**
 * Reads a stored `cookiePreferences` value. Anything corrupt or of the wrong shape counts as no
 * preference at all (the banner is shown again), never as a crash.
 */
export function parseCookiePreferences(raw: string | null | undefined): CookiePreferences | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    if (
      record.necessary !== true ||
      typeof record.analytics !== 'boolean' ||
      typeof record.marketing !== 'boolean'
    ) {
      return null;
    }
    return { necessary: true, analytics: record.analytics, marketing: record.marketing };
  } catch {
    return null;
  }
}

export interface CookieConsentContext {
  /** What the visitor has decided; null until a choice is made. */
  preferences: CookiePreferences | null;
  /** The choice being edited in the details view. */
  draft: CookiePreferences;
}

export type CookieConsentEvent =
  | { type: 'cookieConsent.acceptAll' }
  | { type: 'cookieConsent.necessaryOnly' }
  | { type: 'cookieConsent.rejectAll' }
  | { type: 'cookieConsent.toggleDetails' }
  | { type: 'cookieConsent.setCategory'; category: OptionalCategory; value: boolean }
  | { type: 'cookieConsent.saveCustom' }
  | { type: 'cookieConsent.open' };

/**
 * Cookie consent. It starts knowing nothing (the same on the server and in the first render), then
 * `restoring` reads the stored choice (`readStored`). Without one the banner appears 1 s later; the
 * visitor accepts all, keeps only necessary cookies (two buttons with the same effect, as in the
 * spec) or saves a custom choice in the details view. The footer's 'Cookie-inställningar' reopens
 * it, so withdrawing is as easy as giving consent. Reading and writing storage (`readStored`,
 * `persist`) are provided by src/app.
 */
export const cookieConsentMachine = setup({
  types: {
    context: {} as CookieConsentContext,
    events: {} as CookieConsentEvent,
  },
  actors: {
    /** Provided by src/app: the stored choice (parsed with parseCookiePreferences), or null. */
    readStored: fromPromise<CookiePreferences | null>(async () => null),
  },
  delays: { bannerDelay: COOKIE_BANNER_DELAY_MS },
  guards: {
    isStored: (_, params: { stored: CookiePreferences | null }) => params.stored !== null,
  },
  actions: {
    choose: assign((_, params: { preferences: CookiePreferences }) => ({
      preferences: params.preferences,
      draft: params.preferences,
    })),
    chooseDraft: assign(({ context }) => ({ preferences: context.draft })),
    setDraftCategory: assign(
      ({ context }, params: { category: OptionalCategory; value: boolean }) => ({
        draft: { ...context.draft, [params.category]: params.value },
      }),
    ),
    resetDraft: assign(({ context }) => ({ draft: context.preferences ?? ONLY_NECESSARY })),
    /** Provided by src/app: keeps `cookiePreferences` (the storage adapter). */
    persist: (_, _params: { preferences: CookiePreferences | null }) => {},
  },
}).createMachine({
  id: 'cookieConsent',
  context: { preferences: null, draft: ONLY_NECESSARY },
  initial: 'restoring',
  states: {
    restoring: {
      invoke: {
        id: 'readStored',
        src: 'readStored',
        onDone: [
          {
            guard: { type: 'isStored', params: ({ event }) => ({ stored: event.output }) },
            target: 'decided',
            actions: {
              type: 'choose',
              params: ({ event }) => ({ preferences: event.output ?? ONLY_NECESSARY }),
            },
          },
          { target: 'waiting' },
        ],
        onError: 'waiting',
      },
    },
    waiting: {
      after: { bannerDelay: 'banner' },
    },
    banner: {
      initial: 'summary',
      entry: 'resetDraft',
      on: {
        'cookieConsent.acceptAll': {
          target: 'decided',
          actions: [{ type: 'choose', params: { preferences: ALL_ACCEPTED } }],
        },
        'cookieConsent.necessaryOnly': {
          target: 'decided',
          actions: [{ type: 'choose', params: { preferences: ONLY_NECESSARY } }],
        },
        'cookieConsent.rejectAll': {
          target: 'decided',
          actions: [{ type: 'choose', params: { preferences: ONLY_NECESSARY } }],
        },
      },
      states: {
        summary: {
          on: { 'cookieConsent.toggleDetails': 'details' },
        },
        details: {
          on: {
            'cookieConsent.toggleDetails': 'summary',
            'cookieConsent.setCategory': {
              actions: {
                type: 'setDraftCategory',
                params: ({ event }) => ({ category: event.category, value: event.value }),
              },
            },
            'cookieConsent.saveCustom': {
              target: '#cookieConsent.decided',
              actions: 'chooseDraft',
            },
          },
        },
      },
    },
    decided: {
      entry: [
        {
          type: 'persist',
          params: ({ context }) => ({ preferences: context.preferences }),
        },
      ],
      on: { 'cookieConsent.open': 'banner.details' },
    },
  },
});

/**
 * The one selector other code reads consent through. Null until the visitor has chosen:
 * nothing non-necessary may load while it is null or false.
 */
export const selectConsent = (snapshot: {
  context: CookieConsentContext;
}): CookiePreferences | null => snapshot.context.preferences;

export const selectBannerOpen = (snapshot: { matches: (v: 'banner') => boolean }): boolean =>
  snapshot.matches('banner');
