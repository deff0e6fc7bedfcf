/**
 * The demo backend's `rpc/delete_my_account` and `rpc/check_reauthentication`: the JavaScript
 * mirrors of public.delete_my_account and public.check_reauthentication (supabase/migrations
 * 20261126000100_accounts.sql and 20261127000000_account_trust.sql), over db.ts. The same answers in the same
 * cases (tests/db/restDifferential.test.ts sends both the same requests):
 *
 * - the caller's pending reauthentication code (GET /auth/v1/reauthenticate), younger than
 *   otp_expiry, must be `code`; a wrong one counts, the fifth makes it void, for GoTrue too;
 * - with avatar files left (`{konton.id}-...` in the avatars bucket) the answer is
 *   `files_remain` and the code stays usable: the app removes them through the Storage API first;
 * - then the auth user goes, and with it their sessions, konton row and quiz results.
 */
import {
  checkReauthentication,
  deleteAuthUser,
  findUserById,
  MAX_CODE_ATTEMPTS,
  OTP_VALID_MS,
} from './authStore';
import { commit, getDb, now } from './db';
import type { Claims } from './policies';

export type CodeAnswer = 'ok' | 'code_invalid' | 'code_void' | 'code_expired';
export type DeletionAnswer = Exclude<CodeAnswer, 'ok'> | 'deleted' | 'files_remain';

/**
 * private.reauthentication_code_answer: the caller's pending reauthentication code checked
 * without using it up; a wrong try counts (the fifth makes it void).
 */
function reauthenticationCodeAnswer(claims: Claims, code: string): CodeAnswer {
  const user = findUserById(claims.sub);
  if (user === undefined) return 'code_expired';
  const sentAt = Date.parse(user.reauthentication_sent_at ?? '');
  if (!Number.isFinite(sentAt) || now() > sentAt + OTP_VALID_MS) return 'code_expired';
  // A code made void by wrong tries stays void.
  if ((user.reauthentication_failures ?? 0) >= MAX_CODE_ATTEMPTS) return 'code_void';
  if (!user.reauthentication_token) return 'code_expired';
  const check = checkReauthentication(user, code, { consume: false });
  if (check === 'ok') return 'ok';
  // The fifth wrong try voids GoTrue's copy of the code too (20261207000200): a password
  // change's nonce finds none.
  if (check === 'void') user.reauthentication_token = null;
  commit();
  return check === 'void' ? 'code_void' : 'code_invalid';
}

/** `rpc/check_reauthentication`: public.check_reauthentication(code) for a signed-in caller. */
export function checkReauthenticationCode(claims: Claims, code: string): CodeAnswer {
  return reauthenticationCodeAnswer(claims, code);
}

/** Runs delete_my_account(code) for a signed-in caller (anon callers never get here). */
export function deleteMyAccount(claims: Claims, code: string): DeletionAnswer {
  const answer = reauthenticationCodeAnswer(claims, code);
  if (answer !== 'ok') return answer;
  const user = findUserById(claims.sub);
  if (user === undefined) return 'code_expired';
  const db = getDb();
  const account = db.konton.find((k) => k.user_id === user.id);
  if (
    account !== undefined &&
    db.objects.some((o) => o.bucket_id === 'avatars' && o.name.startsWith(`${account.id}-`))
  ) {
    return 'files_remain';
  }
  deleteAuthUser(user.id);
  commit();
  return 'deleted';
}
