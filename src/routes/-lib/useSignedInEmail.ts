import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { selectSignedInEmail, type AuthActor } from '../../machines/auth';
import type { RootActors } from '../../machines/system';

/**
 * The signed-in user's e-mail, or null (also while auth is still initialising). The single place
 * that knows where the signed-in user comes from: the root system's `auth` actor in the router
 * context. Without one (a test router without auth), nobody is signed in.
 */
export function useSignedInEmail(): string | null {
  const auth = useRouteContext({
    from: '__root__',
    select: (context): AuthActor | undefined => (context.actors as Partial<RootActors>).auth,
  });
  return useSelector(auth, (snapshot) => (snapshot ? selectSignedInEmail(snapshot) : null));
}
