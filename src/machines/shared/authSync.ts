/**
 * How page machines learn about the signed-in user: each invokes an `authWatcher` actor that
 * follows the root system's auth actor and sends `auth.updated` with this summary, at once and on
 * every change. The default watcher sends nothing (nobody signed in, as on the server and in
 * tests); src/app provides the real one. No component copies auth state into a machine.
 */
import { fromCallback } from 'xstate';
import type { KontoRow } from '../../services/database.types';

export interface AuthSummary {
  /** The first session check has finished: only then is "signed out" known. */
  initialised: boolean;
  /** The signed-in auth e-mail, or null when nobody is signed in. */
  email: string | null;
  /** The user's konton row, or null while it is missing or could not be loaded. */
  profile: KontoRow | null;
  /** The konton row has no address (Google users): /account asks for it. */
  addressIncomplete: boolean;
  /** Signed in by a password recovery code (PASSWORD_RECOVERY): a new password is wanted. */
  passwordRecovery?: boolean;
}

export type AuthUpdatedEvent = { type: 'auth.updated'; auth: AuthSummary };

export const SIGNED_OUT: AuthSummary = {
  initialised: false,
  email: null,
  profile: null,
  addressIncomplete: false,
};

/** The default watcher: silent. src/app provides one that follows the auth actor. */
export const silentAuthWatcher = fromCallback(() => () => {});
