import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { selectAccountView, type AuthActor } from '../../../machines/auth';
import type { KontoRow } from '../../../machines/account';

export interface AuthAccount {
  /** The signed-in auth e-mail, or null when nobody is signed in. */
  email: string | null;
  signedIn: boolean;
  /** The konton row (null while it could not be loaded). */
  profile: KontoRow | null;
  addressIncomplete: boolean;
  /** The profile is being fetched again (after `auth.reloadProfile`). */
  reloading: boolean;
  /** Public URL of the uploaded profile picture, or null. */
  avatarUrl: string | null;
}

type AuthSnapshot = ReturnType<AuthActor['getSnapshot']>;

function select(snapshot: AuthSnapshot): AuthAccount {
  const { user, profile, addressIncomplete } = snapshot.context;
  const view = selectAccountView(snapshot);
  return {
    email: user?.email ?? null,
    signedIn: user !== null,
    profile,
    addressIncomplete,
    reloading: snapshot.matches('reloadingProfile') || snapshot.matches('loadingProfile'),
    avatarUrl: view.status === 'signedIn' ? view.avatarUrl : null,
  };
}

const same = (a: AuthAccount, b: AuthAccount): boolean =>
  a.email === b.email &&
  a.signedIn === b.signedIn &&
  a.profile === b.profile &&
  a.addressIncomplete === b.addressIncomplete &&
  a.reloading === b.reloading &&
  a.avatarUrl === b.avatarUrl;

/** The root actors and what the account pages read from the auth actor. */
export function useAuthAccount() {
  const actors = useRouteContext({ from: '__root__', select: (context) => context.actors });
  const account = useSelector(actors.auth, select, same);
  return { actors, account };
}

/** Shallow equality for selector objects (one level deep for plain nested records). */
export function shallowEqual<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(a) as (keyof T)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.is(a[key], b[key]));
}
