import { assign, setup } from 'xstate';

export const COOKIE_BANNER_DELAY_MS = 1_000;
export const COOKIE_STORAGE_KEY = 'cookiePreferences';

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

export interface CookieConsentInput {
  /** The stored preference read by the composition root, or null. */
  stored: CookiePreferences | null;
}

export interface CookieConsentContext {
  /** What the visitor has decided; null until a choice is made. */
  preferences: CookiePreferences | null;
  /** The choice being edited in the details view. */
  draft: CookiePreferences;
}

export type CookieConsentEvent =
  | { type: 'consent.acceptAll' }
  | { type: 'consent.necessaryOnly' }
  | { type: 'consent.rejectAll' }
  | { type: 'consent.toggleDetails' }
  | { type: 'consent.setCategory'; category: OptionalCategory; value: boolean }
  | { type: 'consent.saveCustom' }
  | { type: 'consent.open' };

/**
 * Cookie consent. Hidden until 1 s after start when nothing is stored; the visitor accepts all,
 * keeps only necessary cookies (two buttons with the same effect, as in the spec) or saves a custom
 * choice in the details view. The footer's 'Cookie-inställningar' reopens it, so withdrawing is as
 * easy as giving consent. Writing to storage is the composition root's `persist` action.
 */
export const cookieConsentMachine = setup({
  types: {
    context: {} as CookieConsentContext,
    events: {} as CookieConsentEvent,
    input: {} as CookieConsentInput,
  },
  delays: { bannerDelay: COOKIE_BANNER_DELAY_MS },
  guards: {
    hasStoredPreference: ({ context }) => context.preferences !== null,
  },
  actions: {
    choose: assign((_, params: { preferences: CookiePreferences }) => ({
      preferences: params.preferences,
      draft: params.preferences,
    })),
    chooseDraft: assign(({ context }) => ({ preferences: context.draft })),
    setDraftCategory: assign(({ context, event }) => {
      if (event.type !== 'consent.setCategory') return {};
      return { draft: { ...context.draft, [event.category]: event.value } };
    }),
    resetDraft: assign(({ context }) => ({ draft: context.preferences ?? ONLY_NECESSARY })),
    /** Provided by the composition root: writes `cookiePreferences` to localStorage. */
    persist: (_, _params: { preferences: CookiePreferences | null }) => {},
  },
}).createMachine({
  id: 'cookieConsent',
  context: ({ input }) => ({
    preferences: input.stored,
    draft: input.stored ?? ONLY_NECESSARY,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasStoredPreference', target: 'decided' }, { target: 'waiting' }],
    },
    waiting: {
      after: { bannerDelay: 'banner' },
    },
    banner: {
      initial: 'summary',
      entry: 'resetDraft',
      on: {
        'consent.acceptAll': {
          target: 'decided',
          actions: [{ type: 'choose', params: { preferences: ALL_ACCEPTED } }],
        },
        'consent.necessaryOnly': {
          target: 'decided',
          actions: [{ type: 'choose', params: { preferences: ONLY_NECESSARY } }],
        },
        'consent.rejectAll': {
          target: 'decided',
          actions: [{ type: 'choose', params: { preferences: ONLY_NECESSARY } }],
        },
      },
      states: {
        summary: {
          on: { 'consent.toggleDetails': 'details' },
        },
        details: {
          on: {
            'consent.toggleDetails': 'summary',
            'consent.setCategory': { actions: 'setDraftCategory' },
            'consent.saveCustom': { target: '#cookieConsent.decided', actions: 'chooseDraft' },
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
      on: { 'consent.open': 'banner.details' },
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
