/**
 * The signed-in user as the app keeps it, and the user's own `konton` row: found by owner, or
 * made with the details the owner chose (the registration form in this browser, or Google's name),
 * never with what somebody else put in the code request's metadata unconfirmed. Used by the auth
 * machine (and src/app's profile loader); no XState here.
 */
import type { KontoRow } from '../../services/database.types';
import type { User } from '../../services/auth';
import * as accounts from '../../services/accounts';
import type { AccountDetails } from '../../services/accounts';
import { logServiceError, type ServiceError } from '../../services/result';
import { isRegistrationFor, type PendingRegistration } from './pendingRegistration';

/** The signed-in user as the app needs it: plain, serialisable, without tokens. */
export interface AuthUser {
  id: string;
  email: string | null;
  provider: string;
  /** user_metadata's name: whoever made the first code request may have chosen it. */
  fullName: string | null;
  /** The name the Google identity carries (the provider's word; no code request can set it). */
  googleName: string | null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Reduces a supabase-js User to what the app keeps. */
export function toAuthUser(user: User | null | undefined): AuthUser | null {
  if (!user) return null;
  const meta = (user.user_metadata ?? {}) as Record<string, unknown>;
  const google = (user.identities ?? []).find((identity) => identity.provider === 'google');
  const googleData = (google?.identity_data ?? {}) as Record<string, unknown>;
  return {
    id: user.id,
    email: user.email ?? null,
    provider: text((user.app_metadata as Record<string, unknown> | undefined)?.provider) || 'email',
    fullName: text(meta.full_name) || text(meta.name) || null,
    googleName: text(googleData.full_name) || text(googleData.name) || null,
  };
}

/** The spec's rule for a new Google row: split the full name on the first space. */
export function splitFullName(fullName: string | null): { fornamn: string; efternamn: string } {
  const name = (fullName ?? '').trim();
  const space = name.indexOf(' ');
  if (space === -1) return { fornamn: name, efternamn: '' };
  return { fornamn: name.slice(0, space), efternamn: name.slice(space + 1).trim() };
}

export class ProfileSetupError extends Error {
  constructor(
    readonly reason: 'missing_email' | 'service',
    readonly serviceError?: ServiceError,
  ) {
    super(reason === 'missing_email' ? 'The user has no e-mail address.' : 'Profile setup failed.');
  }
}

/**
 * The details of a new `konton` row, and whether they count as confirmed by their owner. Only
 * what the owner typed on this site counts, or what Google says; never user_metadata alone, which
 * whoever made the first code request to the address chose (the app's own code requests carry no
 * details at all):
 * - typed into the registration form in this browser (`pending`): the owner's own;
 * - a Google identity: its name split on the first space, no address (/account asks for it);
 * - a `full_name` in the metadata (somebody's code request): unconfirmed, /account asks
 *   "Stämmer dina uppgifter?";
 * - otherwise nothing, which nobody else chose (registered in another browser, or signed in by
 *   code without registering): /account asks for name, phone and address.
 */
export function newRowDetails(
  user: AuthUser,
  pending: PendingRegistration | null,
): { details: AccountDetails; confirmed: boolean } {
  if (isRegistrationFor(pending, user.email)) return { details: pending.details, confirmed: true };
  if (user.googleName !== null) {
    return {
      details: { ...splitFullName(user.googleName), telefon: '', adress: '' },
      confirmed: true,
    };
  }
  if (user.fullName !== null) {
    return {
      details: { ...splitFullName(user.fullName), telefon: '', adress: '' },
      confirmed: false,
    };
  }
  return { details: { fornamn: '', efternamn: '', telefon: '', adress: '' }, confirmed: true };
}

const sameAddress = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Finds the user's own `konton` row (by owner, whatever address it carries) or creates it with
 * `newRowDetails`. A row left under an address the user has since changed follows the auth
 * e-mail. (Sessions opened before the address was first confirmed are ended by the database at
 * that moment: supabase/migrations/20261207000300_sessions_on_confirmation.sql.)
 */
export async function findOrCreateProfile(
  user: AuthUser,
  pending: PendingRegistration | null = null,
): Promise<KontoRow> {
  if (!user.email) {
    console.error('[startklar] auth: signed-in user has no e-mail address');
    throw new ProfileSetupError('missing_email');
  }
  const found = await accounts.getMine();
  if (!found.ok) throw new ProfileSetupError('service', found.error);
  let row = found.value;
  if (row !== null && !sameAddress(row.email, user.email)) {
    const followed = await accounts.followAuthEmail(row.email, user.email);
    if (followed.ok) row = followed.value;
    else logServiceError('moving the account row to the new address', followed.error);
  }
  if (row === null) {
    const { details, confirmed } = newRowDetails(user, pending);
    const created = await accounts.insert({
      email: user.email,
      fornamn: details.fornamn,
      efternamn: details.efternamn,
      telefon: details.telefon,
      adress: details.adress,
      details_confirmed_at: confirmed ? new Date().toISOString() : null,
    });
    if (!created.ok) throw new ProfileSetupError('service', created.error);
    row = created.value;
  }
  return row;
}
