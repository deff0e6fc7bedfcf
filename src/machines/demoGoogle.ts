import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  DEMO_GOOGLE_ACCOUNTS,
  completeDemoGoogleSignIn,
  type DemoGoogleAccount,
} from '../services/demoGoogle';
import { LOGIN_TOASTS } from './shared/signInToasts';
import { unwrap } from './shared/result';
import type { ToastInput } from './shared/toast';
import type { Needs } from './shared/implementations';

export { DEMO_GOOGLE_ACCOUNTS, type DemoGoogleAccount };

export interface DemoGoogleInput {
  /** The chooser page's query string as the demo authorize endpoint sent it. */
  search: string;
}

export interface DemoGoogleContext {
  search: string;
  /** The account being signed in, while `signingIn`/`redirecting`. */
  chosen: DemoGoogleAccount | null;
  /** Set after a failed attempt, shown on the page. */
  failed: boolean;
}

export type DemoGoogleEvent = { type: 'demoGoogle.choose'; account: DemoGoogleAccount };

/**
 * The demo stand-in for Google's account chooser (/demo/google, demo mode only).
 * `choosing` → `demoGoogle.choose` → `signingIn` (the `completeSignIn` actor asks the demo
 * backend for the return URL, `/account?code=…`) → `redirecting`, where the route's `redirect`
 * action loads that URL and supabase-js finishes the sign-in as after a real Google redirect.
 * A failure toasts 'Google-inloggning misslyckades' and returns to `choosing`.
 */
export const demoGoogleMachine = setup({
  types: {
    context: {} as DemoGoogleContext,
    events: {} as DemoGoogleEvent,
    input: {} as DemoGoogleInput,
  },
  actors: {
    completeSignIn: fromPromise<
      { redirectUrl: string },
      { account: DemoGoogleAccount; search: string }
    >(async ({ input }) => {
      return unwrap(completeDemoGoogleSignIn(input.account, input.search));
    }),
  },
  guards: {
    isDemoAccount: ({ event }) =>
      DEMO_GOOGLE_ACCOUNTS.some((account) => account.email === event.account.email),
  },
  actions: {
    choose: assign(({ event }) => ({ chosen: event.account, failed: false })),
    markFailed: assign({ chosen: null, failed: true }),
    /** Provided by src/app: a full page load of the return URL (same origin only). */
    redirect: (_, _params: { url: string }) => {},
    /** Provided by src/app: the root system's toasts actor. */
    showToast: (_, _params: ToastInput) => {},
  },
}).createMachine({
  id: 'demoGoogle',
  context: ({ input }) => ({ search: input.search, chosen: null, failed: false }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'demoGoogle.choose': { guard: 'isDemoAccount', target: 'signingIn', actions: 'choose' },
      },
    },
    signingIn: {
      invoke: {
        id: 'completeSignIn',
        src: 'completeSignIn',
        input: ({ context }) => ({
          account: context.chosen ?? (DEMO_GOOGLE_ACCOUNTS[0] as DemoGoogleAccount),
          search: context.search,
        }),
        onDone: {
          target: 'redirecting',
          actions: { type: 'redirect', params: ({ event }) => ({ url: event.output.redirectUrl }) },
        },
        onError: {
          target: 'choosing',
          actions: ['markFailed', { type: 'showToast', params: LOGIN_TOASTS.googleFailed }],
        },
      },
    },
    redirecting: {},
  },
});

export type DemoGoogleActor = ActorRefFrom<typeof demoGoogleMachine>;
export type DemoGoogleSnapshot = SnapshotFrom<typeof demoGoogleMachine>;

/** What src/app provides for this machine (src/app/logic.ts), every part required. */
export type DemoGoogleImplementations = Needs<
  typeof demoGoogleMachine,
  {
    actions: 'showToast' | 'redirect';
  }
>;
