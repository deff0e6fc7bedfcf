import { assign, fromPromise, setup } from 'xstate';
import * as authService from '../services/auth';
import type { ToastInput } from './shared/toast';

/**
 * A sign-out, a child of the auth machine (./auth.ts) while it runs. Every session of the user
 * ends; when the auth server cannot be reached, this browser forgets its session all the same
 * ('thisBrowser': a visitor who signs out on a shared computer must not stay signed in because
 * the network failed). It says so in a toast (the auth machine provides `showToast` and shows
 * it) and ends with how far it reached, or with null when not even this browser's session could
 * be forgotten.
 */

/** How far a sign-out reached: every session, or (the server unreachable) this browser. */
export type SignOutReach = 'everywhere' | 'thisBrowser';

/** A sign-out the auth server did not answer: signed out here, perhaps not elsewhere. */
export const SIGNED_OUT_HERE_ONLY = {
  title: 'Utloggad i den här webbläsaren',
  description:
    'Servern kunde inte nås, så dina inloggningar på andra enheter kan vara kvar tills de går ut.',
} as const satisfies ToastInput;

export const SIGN_OUT_TOASTS = {
  signedOut: { title: 'Utloggad', description: 'Du har loggats ut från ditt konto.' },
  hereOnly: SIGNED_OUT_HERE_ONLY,
  failed: {
    title: 'Ett fel uppstod',
    description: 'Kunde inte logga ut. Försök igen.',
    variant: 'destructive',
  },
} as const satisfies Record<string, ToastInput>;

export interface SignOutEnd {
  reach: SignOutReach | null;
}

export const signOutMachine = setup({
  types: {
    context: {} as SignOutEnd,
    output: {} as SignOutEnd,
  },
  actors: {
    /** Ends every session of the user, else this browser's; fails when not even that worked. */
    endSessions: fromPromise<SignOutReach>(async () => {
      const result = await authService.signOut('global');
      if (result.ok) return 'everywhere';
      const local = await authService.forgetSessionInThisBrowser();
      if (!local.ok) throw result.error;
      return 'thisBrowser';
    }),
  },
  guards: {
    isHereOnly: (_, params: { reach: SignOutReach }) => params.reach === 'thisBrowser',
  },
  actions: {
    setReach: assign((_, params: { reach: SignOutReach }) => ({ reach: params.reach })),
    /** Provided by the auth machine: the toast goes to it, which shows it. */
    showToast: (_, _params: ToastInput) => {},
  },
}).createMachine({
  id: 'signOut',
  context: { reach: null },
  initial: 'ending',
  states: {
    ending: {
      invoke: {
        id: 'endSessions',
        src: 'endSessions',
        onDone: [
          {
            // The server could not be reached: this browser is signed out all the same.
            guard: { type: 'isHereOnly', params: ({ event }) => ({ reach: event.output }) },
            target: 'ended',
            actions: [
              { type: 'setReach', params: ({ event }) => ({ reach: event.output }) },
              { type: 'showToast', params: SIGN_OUT_TOASTS.hereOnly },
            ],
          },
          {
            target: 'ended',
            actions: [
              { type: 'setReach', params: ({ event }) => ({ reach: event.output }) },
              { type: 'showToast', params: SIGN_OUT_TOASTS.signedOut },
            ],
          },
        ],
        onError: {
          target: 'ended',
          actions: { type: 'showToast', params: SIGN_OUT_TOASTS.failed },
        },
      },
    },
    ended: { type: 'final' },
  },
  output: ({ context }) => ({ reach: context.reach }),
});
