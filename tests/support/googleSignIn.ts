/**
 * A test double for the Google sign-in child that /login and the landing quiz invoke: the real
 * machine with the OAuth start (the auth server's `signInWithOAuth`) replaced by `start`, so a
 * model or a test decides whether the browser leaves for Google or the start fails.
 */
import { fromPromise } from 'xstate';
import { googleSignInMachine } from '../../src/machines/googleSignIn';

export function googleSignInWith(start: (signal: AbortSignal) => Promise<void>) {
  return googleSignInMachine.provide({
    actors: { startSignIn: fromPromise<void>(({ signal }) => start(signal)) },
  });
}
