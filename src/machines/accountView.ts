/**
 * What the navigation's account area shows, derived from the auth actor. 'unknown' while auth is
 * initialising: the visitor counts as signed in only after the first check has finished.
 */
export type AccountView =
  | { status: 'unknown' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; email: string; username: string | null; avatarUrl: string | null };
