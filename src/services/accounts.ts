/** The `konton` table: one account record per e-mail address. */
import type { KontoRow } from './database.types';
import { getSupabase } from './client';
import { normaliseEmail } from './email';
import { fail, ok, ServiceError, toServiceError, type Result } from './result';

export type { KontoRow };

export interface AccountDetails {
  fornamn: string;
  efternamn: string;
  telefon: string;
  adress: string;
}

export interface NewAccount extends AccountDetails {
  email: string;
  /** When the owner confirmed the details (ISO time); null when they came from elsewhere. */
  details_confirmed_at?: string | null;
}

export interface ProfileUpdate {
  telefon: string;
  username: string;
}

async function guarded<T>(run: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await run();
  } catch (error) {
    return fail(toServiceError(error));
  }
}

/** The account with this e-mail, or null when there is none (or it is not visible to the caller). */
export function getByEmail(email: string): Promise<Result<KontoRow | null>> {
  return guarded(async () => {
    const client = await getSupabase();
    const { data, error, status } = await client
      .from('konton')
      .select('*')
      .eq('email', normaliseEmail(email))
      .maybeSingle();
    if (error) return fail(toServiceError(error, status));
    return ok(data);
  });
}

/**
 * The caller's own account row, or null when there is none. No filter: row-level security shows
 * a signed-in user their own row only (by owner id), whatever address it carries.
 */
export function getMine(): Promise<Result<KontoRow | null>> {
  return guarded(async () => {
    const client = await getSupabase();
    const { data, error, status } = await client.from('konton').select('*').maybeSingle();
    if (error) return fail(toServiceError(error, status));
    return ok(data);
  });
}

/** Creates the account record and returns the stored row. */
export function insert(account: NewAccount): Promise<Result<KontoRow>> {
  return guarded(async () => {
    const client = await getSupabase();
    const { data, error, status } = await client
      .from('konton')
      .insert({ ...account, email: normaliseEmail(account.email) })
      .select()
      .single();
    if (error) return fail(toServiceError(error, status));
    return ok(data);
  });
}

async function updateWhereEmail(
  email: string,
  changes: Partial<Omit<KontoRow, 'id' | 'created_at'>>,
): Promise<Result<KontoRow>> {
  return guarded(async () => {
    const client = await getSupabase();
    const { data, error, status } = await client
      .from('konton')
      .update(changes)
      .eq('email', normaliseEmail(email))
      .select()
      .single();
    // No row matched (or row-level security hid it): PGRST116 → not_found.
    if (error) return fail(toServiceError(error, status));
    if (data === null) return fail(new ServiceError({ kind: 'not_found' }));
    return ok(data);
  });
}

/** Sets the address; returns the single updated row (`not_found` when there is none). */
export function updateAddress(email: string, adress: string): Promise<Result<KontoRow>> {
  return updateWhereEmail(email, { adress });
}

/** The owner says the stored name, phone and address are right. */
export function confirmDetails(email: string): Promise<Result<KontoRow>> {
  return updateWhereEmail(email, { details_confirmed_at: new Date().toISOString() });
}

/** The owner corrects name, phone and address (and with that confirms them). */
export function updateDetails(email: string, details: AccountDetails): Promise<Result<KontoRow>> {
  return updateWhereEmail(email, {
    fornamn: details.fornamn,
    efternamn: details.efternamn,
    telefon: details.telefon,
    adress: details.adress,
    details_confirmed_at: new Date().toISOString(),
  });
}

/**
 * The row follows the auth e-mail after an e-mail change: the row stored under `rowEmail` gets
 * `authEmail` (row-level security lets it only when the session carries the new address).
 */
export function followAuthEmail(rowEmail: string, authEmail: string): Promise<Result<KontoRow>> {
  return updateWhereEmail(rowEmail, { email: normaliseEmail(authEmail) });
}

/** Sets avatar_url (a path in the avatars bucket). */
export function updateAvatarUrl(email: string, avatarUrl: string): Promise<Result<KontoRow>> {
  return updateWhereEmail(email, { avatar_url: avatarUrl });
}

/**
 * Profile edit: phone and username of the account currently stored under `currentEmail`. The
 * address changes only after the auth e-mail has changed (`followAuthEmail`).
 */
export function updateProfile(
  currentEmail: string,
  profile: ProfileUpdate,
): Promise<Result<KontoRow>> {
  return updateWhereEmail(currentEmail, {
    telefon: profile.telefon,
    username: profile.username,
  });
}
