import { fromPromise, sendParent, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { signInWithGoogle } from '../services/authFlows';
import { unwrap } from './shared/result';

/**
 * 'Fortsätt med Google' / 'Logga in med Google', on /login and on the landing quiz's login step:
 * `starting` asks the auth server for Google's address (`startSignIn`, src/services' OAuth start;
 * supabase-js then sends the browser there) → `redirecting`, which holds 'Laddar...' while the
 * browser leaves; nothing comes back to this page. When the start fails the child tells the parent
 * (`googleSignIn.failed`) and ends (`failed`): the parent shows its toast and returns to its form.
 *
 * A parent invokes it with the id `GOOGLE_SIGN_IN` for as long as its Google state lasts, and
 * reads the child's state with `selectGoogleSignIn` when it needs more than "on its way".
 */

export const GOOGLE_SIGN_IN = 'googleSignIn' as const;

/** What the parent hears: the start failed (the browser stays on the page). */
export type GoogleSignInReply = { type: 'googleSignIn.failed'; error: unknown };

export const googleSignInMachine = setup({
  types: {
    children: {} as { startSignIn: 'startSignIn' },
  },
  actors: {
    /** The OAuth start (the service call); a test provides its own. */
    startSignIn: fromPromise<void>(async () => {
      await unwrap(signInWithGoogle());
    }),
  },
  actions: {
    replyFailed: sendParent((_, params: { error: unknown }): GoogleSignInReply => ({
      type: 'googleSignIn.failed',
      ...params,
    })),
  },
}).createMachine({
  id: 'googleSignIn',
  initial: 'starting',
  states: {
    starting: {
      invoke: {
        id: 'startSignIn',
        src: 'startSignIn',
        onDone: 'redirecting',
        onError: {
          target: 'failed',
          actions: { type: 'replyFailed', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    /** 'Laddar...' stays while the browser leaves for Google; it clears only on failure. */
    redirecting: {},
    failed: { type: 'final' },
  },
});

export type GoogleSignInActor = ActorRefFrom<typeof googleSignInMachine>;
export type GoogleSignInSnapshot = SnapshotFrom<typeof googleSignInMachine>;

/** Where the sign-in is: not running, asking the auth server, or the browser on its way. */
export type GoogleSignInStep = 'none' | 'starting' | 'redirecting';

export function selectGoogleSignIn(snapshot: GoogleSignInSnapshot | undefined): GoogleSignInStep {
  if (!snapshot || snapshot.status !== 'active') return 'none';
  return snapshot.matches('redirecting') ? 'redirecting' : 'starting';
}
