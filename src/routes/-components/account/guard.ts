import { redirect } from '@tanstack/react-router';
import { waitFor } from 'xstate';
import type { RootActors } from '../../../machines/system';

/**
 * `beforeLoad` of the signed-in pages: waits until the auth actor has finished its first session
 * check (no sleeps, no polling), then sends a visitor without a user to /login, remembering where
 * they were going (`returnUrl`, honoured by /login only for same-origin paths).
 */
export async function requireSignedIn(actors: RootActors, returnUrl: string): Promise<void> {
  const snapshot = await waitFor(actors.auth, (s) => s.context.initialised);
  if (snapshot.context.user === null) {
    throw redirect({ to: '/login', search: { returnUrl } });
  }
}
