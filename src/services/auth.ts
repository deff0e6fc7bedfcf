/**
 * Authentication at start-up: the session, the auth events, the user, sign-out. Signing in and
 * changing the account are in ./authFlows.ts (they load with the pages that use them).
 * Nothing here logs or puts into an error message an e-mail address, a code or a token.
 */
import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import {
  getSupabase,
  mayHaveSession,
  sessionStorageKey,
  sessionStore,
  whenClientCreated,
} from './client';
import { fail, ok, toServiceError, type Result } from './result';

export type { AuthChangeEvent, Session, User };
/** 'local' forgets this browser's session without asking the server (e.g. the user is deleted). */
export type SignOutScope = 'global' | 'others' | 'local';

/** Runs a service call; a thrown error becomes a failed Result. */
export async function guarded<T>(run: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await run();
  } catch (error) {
    return fail(toServiceError(error));
  }
}

/**
 * The stored session (refreshed by supabase-js when it is about to expire), or null. A visitor
 * who has never signed in has no stored session: then no client is created and supabase-js is
 * never downloaded.
 */
export function getSession(): Promise<Result<Session | null>> {
  return guarded(async () => {
    if (!mayHaveSession()) return ok(null);
    const client = await getSupabase();
    const { data, error } = await client.auth.getSession();
    if (error) return fail(toServiceError(error));
    return ok(data.session);
  });
}

/**
 * Subscribes to auth events (INITIAL_SESSION, SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED, USER_UPDATED,
 * PASSWORD_RECOVERY, MFA_CHALLENGE_VERIFIED). The callback is called synchronously and its result is
 * not awaited; it must not await Supabase calls itself (send an event to a machine instead).
 * The subscription attaches when the client is created (by this or any other service call), so
 * subscribing alone never loads supabase-js. Returns the unsubscribe function.
 */
export function onAuthChange(
  callback: (event: AuthChangeEvent, session: Session | null) => void,
): () => void {
  let unsubscribe: (() => void) | null = null;
  const cancelWait = whenClientCreated((client) => {
    const { data } = client.auth.onAuthStateChange((event, session) => {
      callback(event, session);
    });
    unsubscribe = () => {
      data.subscription.unsubscribe();
    };
  });
  return () => {
    cancelWait();
    unsubscribe?.();
    unsubscribe = null;
  };
}

/** The signed-in user as the auth server sees it now, or null without a session. */
export function getUser(): Promise<Result<User | null>> {
  return guarded(async () => {
    const client = await getSupabase();
    const { data: sessionData } = await client.auth.getSession();
    if (sessionData.session === null) return ok(null);
    const { data, error } = await client.auth.getUser();
    if (error) {
      if (error.name === 'AuthSessionMissingError') return ok(null);
      return fail(toServiceError(error));
    }
    return ok(data.user);
  });
}

/**
 * The registration form's name, phone and address. They never leave the browser before the code
 * has proved the address (no code request carries them); then they make the `konton` row.
 */
export interface RegistrationDetails {
  fornamn: string;
  efternamn: string;
  telefon: string;
  adress: string;
}

/**
 * Signs out: 'global' ends every session of the user (and this one locally), 'others' keeps this
 * one. A 401/403/404 answer means the session is already gone and counts as success.
 */
export function signOut(scope: SignOutScope = 'global'): Promise<Result<void>> {
  return guarded(async () => {
    const client = await getSupabase();
    const { error } = await client.auth.signOut({ scope });
    if (error) {
      const status = 'status' in error && typeof error.status === 'number' ? error.status : 0;
      if (status === 401 || status === 403 || status === 404) return ok(undefined);
      if (error.name === 'AuthSessionMissingError') return ok(undefined);
      return fail(toServiceError(error));
    }
    return ok(undefined);
  });
}

/**
 * Forgets this browser's session without the auth server (which could not be reached to end it):
 * the stored session goes first, so supabase-js, finding none, signs out locally and emits
 * SIGNED_OUT without a request. The session itself may still be valid on the server until it
 * expires or is ended from another device.
 */
export function forgetSessionInThisBrowser(): Promise<Result<void>> {
  return guarded(async () => {
    const client = await getSupabase();
    const key = sessionStorageKey();
    await Promise.all(
      [key, `${key}-code-verifier`, `${key}-user`].map((item) => sessionStore.removeItem(item)),
    );
    const { error } = await client.auth.signOut({ scope: 'local' });
    if (error && error.name !== 'AuthSessionMissingError') return fail(toServiceError(error));
    return ok(undefined);
  });
}
