/**
 * The demo auth server's logic over the database (users, codes, sessions, tokens, PKCE flow
 * states), shared by the /auth/v1 handlers and the demo Google chooser.
 */
import {
  commit,
  DEMO_ADMIN_EMAILS,
  getDb,
  now,
  nowIso,
  type AuthUserRecord,
  type FlowStateRecord,
  type SentMail,
  type SessionRecord,
} from './db';
import type { JsonValue } from './http';
import { base64UrlEncode, randomSixDigits, randomToken, sha256, signJwt } from './jwt';

export const ACCESS_TOKEN_SECONDS = 3600;
/** `otp_expiry = 600` in supabase/config.toml: a one-time code is valid 10 minutes. */
export const OTP_VALID_MS = 10 * 60 * 1000;
/** After this many wrong tries a one-time code is void (as supabase/config.toml; tests/unit/authConfig). */
export const MAX_CODE_ATTEMPTS = 5;
export const OTP_RESEND_INTERVAL_MS = 60 * 1000;
export const FLOW_STATE_VALID_MS = 5 * 60 * 1000;

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isValidEmail = (email: string): boolean =>
  EMAIL_PATTERN.test(email) && email.length <= 255;

export function findUserByEmail(email: string): AuthUserRecord | undefined {
  const wanted = normaliseEmail(email);
  return getDb().users.find((u) => u.email === wanted);
}

export function findUserById(id: string): AuthUserRecord | undefined {
  return getDb().users.find((u) => u.id === id);
}

/**
 * Confirms the user's address (a verified code, a recovery code, a confirmed e-mail change, a
 * Google identity). The first confirmation clears any password set before it, as the trigger
 * `auth_users_clear_password_on_confirmation` does on Postgres (supabase/migrations): whoever
 * chose that password had not proven the address (a sign-up with somebody else's address).
 */
export function confirmEmail(user: AuthUserRecord): void {
  if (user.email_confirmed_at !== null) return;
  user.email_confirmed_at = nowIso();
  user.password_hash = null;
  // The same trigger ends every session opened before the confirmation (the confirming sign-in's
  // own session is made after it; 20261207000300_sessions_on_confirmation.sql).
  endSessions(
    getDb()
      .sessions.filter((s) => s.userId === user.id)
      .map((s) => s.id),
  );
}

/** How long an address nobody confirmed keeps its user (private.purge_unconfirmed_users()). */
export const UNCONFIRMED_USER_MS = 24 * 60 * 60 * 1000;

/**
 * private.purge_unconfirmed_users() (20261207000100_unconfirmed_users.sql, hourly by pg_cron on
 * a project): users whose address nobody confirmed within 24 hours go, with everything of theirs.
 * The demo runs it before each auth request. Returns how many went.
 */
export function purgeUnconfirmedUsers(): number {
  const limit = now() - UNCONFIRMED_USER_MS;
  const old = getDb().users.filter(
    (u) => u.email_confirmed_at === null && Date.parse(u.created_at) < limit,
  );
  for (const user of old) deleteAuthUser(user.id);
  if (old.length > 0) commit();
  return old.length;
}

/**
 * A notification mail (`[auth.email.notification.password_changed]` and `email_changed` in
 * supabase/config.toml): the demo inbox shows it beside the codes.
 */
export function sendNotice(to: string, notice: NonNullable<SentMail['notice']>): void {
  getDb().mail.push({ to: normaliseEmail(to), code: '', sentAt: nowIso(), notice });
}

interface NewUser {
  email: string;
  provider: 'email' | 'google';
  userMetadata: Record<string, unknown>;
  confirmed: boolean;
  identityData?: Record<string, unknown>;
}

function makeIdentity(user: AuthUserRecord, provider: string, data: Record<string, unknown>) {
  const time = nowIso();
  const providerId = provider === 'email' ? user.id : String(data.sub ?? user.id);
  return {
    identity_id: crypto.randomUUID(),
    id: providerId,
    user_id: user.id,
    provider,
    identity_data: {
      email: user.email,
      email_verified: provider !== 'email',
      phone_verified: false,
      sub: providerId,
      ...data,
    },
    email: user.email,
    created_at: time,
    updated_at: time,
    last_sign_in_at: time,
  };
}

export function createUser(input: NewUser): AuthUserRecord {
  const db = getDb();
  const time = nowIso();
  const user: AuthUserRecord = {
    id: crypto.randomUUID(),
    email: normaliseEmail(input.email),
    phone: '',
    password_hash: null,
    email_confirmed_at: input.confirmed ? time : null,
    confirmation_sent_at: null,
    last_sign_in_at: null,
    created_at: time,
    updated_at: time,
    app_metadata: { provider: input.provider, providers: [input.provider] },
    user_metadata: { ...input.userMetadata },
    identities: [],
  };
  user.identities.push(makeIdentity(user, input.provider, input.identityData ?? {}));
  db.users.push(user);
  if (DEMO_ADMIN_EMAILS.includes(user.email)) db.admins.push({ user_id: user.id });
  return user;
}

/** The user as GoTrue's JSON shows it. */
export function userJson(user: AuthUserRecord): JsonValue {
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: user.email_confirmed_at ?? undefined,
    phone: user.phone,
    confirmation_sent_at: user.confirmation_sent_at ?? undefined,
    confirmed_at: user.email_confirmed_at ?? undefined,
    last_sign_in_at: user.last_sign_in_at ?? undefined,
    app_metadata: {
      provider: user.app_metadata.provider,
      providers: [...user.app_metadata.providers],
    },
    user_metadata: structuredClone(user.user_metadata) as JsonValue,
    identities: structuredClone(user.identities) as unknown as JsonValue,
    // A pending e-mail change, as GoTrue shows it.
    new_email: user.email_change ?? undefined,
    email_change_sent_at: user.email_change ? (user.email_change_sent_at ?? undefined) : undefined,
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: false,
  };
}

/** GoTrue's max_frequency: seconds until another mail may go out after one at `sentAt`, or null. */
function secondsBeforeResend(sentAt: number | undefined, time: number): number | null {
  if (sentAt === undefined || time - sentAt >= OTP_RESEND_INTERVAL_MS) return null;
  return Math.max(1, Math.ceil((sentAt + OTP_RESEND_INTERVAL_MS - time) / 1000));
}

export type IssueResult = { ok: true; code: string } | { ok: false; retryAfterSeconds: number };

/**
 * Sends ("mails") a new one-time code, replacing any earlier one for the address. A second code
 * within 60 s is refused with the seconds left, as GoTrue's per-address limit does.
 */
export function issueOtp(email: string): IssueResult {
  const db = getDb();
  const address = normaliseEmail(email);
  const previous = db.otps.find((o) => o.email === address);
  const time = now();
  const wait = secondsBeforeResend(previous?.sentAt, time);
  if (wait !== null) return { ok: false, retryAfterSeconds: wait };
  const code = randomSixDigits();
  db.otps = db.otps.filter((o) => o.email !== address);
  db.otps.push({
    email: address,
    code,
    sentAt: time,
    expiresAt: time + OTP_VALID_MS,
    used: false,
    failures: 0,
  });
  db.mail.push({ to: address, code, sentAt: new Date(time).toISOString() });
  const user = findUserByEmail(address);
  if (user !== undefined) user.confirmation_sent_at = new Date(time).toISOString();
  return { ok: true, code };
}

/**
 * With `secure_password_change` GoTrue lets a session change the password without a code only
 * during its first 24 hours (internal/api/user.go: session.CreatedAt + 24 h); after that the
 * request needs the nonce that `GET /reauthenticate` mailed.
 */
export const REAUTHENTICATION_FREE_MS = 24 * 60 * 60 * 1000;

/** True when a password change in this session needs a reauthentication code. */
export function needsReauthentication(session: SessionRecord): boolean {
  return now() > session.createdAt + REAUTHENTICATION_FREE_MS;
}

/**
 * GoTrue's sendReauthenticationOtp: mails a new six-digit code to the user, replacing the previous
 * one; within 60 s of the last one it is refused with the seconds left (SMTP max_frequency).
 */
export function issueReauthentication(user: AuthUserRecord): IssueResult {
  const time = now();
  const sentAt = user.reauthentication_sent_at ? Date.parse(user.reauthentication_sent_at) : NaN;
  const wait = secondsBeforeResend(Number.isFinite(sentAt) ? sentAt : undefined, time);
  if (wait !== null) return { ok: false, retryAfterSeconds: wait };
  const code = randomSixDigits();
  const iso = new Date(time).toISOString();
  user.reauthentication_token = code;
  user.reauthentication_sent_at = iso;
  user.reauthentication_failures = 0;
  getDb().mail.push({ to: user.email, code, sentAt: iso });
  return { ok: true, code };
}

/**
 * How a typed code fared: `ok` (and it is used up), `wrong` (wrong, expired, used or none), or
 * `void`: this was the MAX_CODE_ATTEMPTS-th wrong try, and the code no longer works.
 */
export type CodeCheck = 'ok' | 'wrong' | 'void';

/** One more wrong try at a code: `void` when that makes MAX_CODE_ATTEMPTS. */
function wrongTry(failures: number | undefined): { failures: number; check: CodeCheck } {
  const count = (failures ?? 0) + 1;
  return { failures: count, check: count >= MAX_CODE_ATTEMPTS ? 'void' : 'wrong' };
}

/** True while the user's reauthentication code is pending and younger than otp_expiry. */
export function reauthenticationPending(user: AuthUserRecord): boolean {
  const sentAt = user.reauthentication_sent_at ? Date.parse(user.reauthentication_sent_at) : NaN;
  return (
    Boolean(user.reauthentication_token) &&
    Number.isFinite(sentAt) &&
    now() <= sentAt + OTP_VALID_MS
  );
}

/**
 * Checks `nonce` against the user's pending reauthentication code (GoTrue's
 * verifyReauthentication, otp_expiry), counting wrong tries: the fifth makes the code void.
 * `consume: false` checks without using the code up (account deletion asks twice).
 */
export function checkReauthentication(
  user: AuthUserRecord,
  nonce: string,
  { consume = true }: { consume?: boolean } = {},
): CodeCheck {
  // No code (none sent, expired, used, or voided by check_reauthentication): GoTrue's 422.
  if (!reauthenticationPending(user)) return 'wrong';
  // A code made void stays void (every later try is answered so) until a new one is sent.
  if ((user.reauthentication_failures ?? 0) >= MAX_CODE_ATTEMPTS) return 'void';
  if (!sameCode(user.reauthentication_token ?? '', nonce.trim())) {
    const { failures, check } = wrongTry(user.reauthentication_failures);
    // At MAX_CODE_ATTEMPTS the code is void: every later try is answered so (above).
    user.reauthentication_failures = failures;
    return check;
  }
  if (consume) {
    user.reauthentication_token = null;
    user.reauthentication_sent_at = null;
  }
  return 'ok';
}

function sameCode(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/**
 * `ok` (and the code is used up) when `code` is the address's current, unexpired, unused code;
 * a wrong guess counts, and the fifth makes the code void.
 */
export function consumeOtp(email: string, code: string): CodeCheck {
  const record = getDb().otps.find((o) => o.email === normaliseEmail(email));
  if (record !== undefined && (record.failures ?? 0) >= MAX_CODE_ATTEMPTS) return 'void';
  if (record === undefined || record.used || record.expiresAt <= now()) return 'wrong';
  if (!sameCode(record.code, code.trim())) {
    const { failures, check } = wrongTry(record.failures);
    record.failures = failures;
    if (check === 'void') record.used = true;
    return check;
  }
  record.used = true;
  return 'ok';
}

async function accessToken(
  user: AuthUserRecord,
  session: SessionRecord,
  issuer: string,
): Promise<{ token: string; exp: number }> {
  const iat = Math.floor(now() / 1000);
  const exp = iat + ACCESS_TOKEN_SECONDS;
  const token = await signJwt({
    iss: issuer,
    sub: user.id,
    aud: 'authenticated',
    exp,
    iat,
    email: user.email,
    phone: user.phone,
    app_metadata: {
      provider: user.app_metadata.provider,
      providers: [...user.app_metadata.providers],
    },
    user_metadata: user.user_metadata,
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: session.amr, timestamp: Math.floor(session.createdAt / 1000) }],
    session_id: session.id,
    is_anonymous: false,
  });
  return { token, exp };
}

/** GoTrue's `refresh_token_reuse_interval` (supabase/config.toml), seconds. */
export const REFRESH_TOKEN_REUSE_INTERVAL_SECONDS = 10;

function newRefreshToken(session: SessionRecord, parent: string | null = null): string {
  const token = randomToken(9);
  getDb().refreshTokens.push({
    token,
    sessionId: session.id,
    userId: session.userId,
    revoked: false,
    createdAt: now(),
    parent,
    revokedAt: null,
  });
  return token;
}

async function sessionJson(
  user: AuthUserRecord,
  session: SessionRecord,
  refreshToken: string,
  issuer: string,
): Promise<JsonValue> {
  const { token, exp } = await accessToken(user, session, issuer);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/** Signs the user in: a new session with its first refresh token. */
export async function createSession(
  user: AuthUserRecord,
  amr: string,
  issuer: string,
): Promise<JsonValue> {
  const session: SessionRecord = {
    id: crypto.randomUUID(),
    userId: user.id,
    createdAt: now(),
    amr,
  };
  getDb().sessions.push(session);
  user.last_sign_in_at = nowIso();
  const refreshToken = newRefreshToken(session);
  const body = await sessionJson(user, session, refreshToken, issuer);
  commit();
  return body;
}

/**
 * After a password change (GoTrue models.User.UpdatePassword): the user's other sessions end and
 * pending one-time codes are cancelled (kept as used, so the resend cooldown still counts).
 */
export function passwordChanged(user: AuthUserRecord, keepSessionId: string): void {
  const db = getDb();
  endSessions(
    db.sessions.filter((s) => s.userId === user.id && s.id !== keepSessionId).map((s) => s.id),
  );
  for (const otp of db.otps) if (otp.email === user.email) otp.used = true;
}

/** Ends sessions with their refresh tokens. */
export function endSessions(sessionIds: readonly string[]): void {
  const db = getDb();
  const ids = new Set(sessionIds);
  db.sessions = db.sessions.filter((s) => !ids.has(s.id));
  db.refreshTokens = db.refreshTokens.filter((t) => !ids.has(t.sessionId));
}

export type RefreshResult =
  | { ok: true; body: JsonValue }
  | {
      ok: false;
      errorCode: 'refresh_token_not_found' | 'refresh_token_already_used';
      message: string;
    };

/**
 * Rotates a refresh token, as GoTrue does (internal/tokens/service.go, refresh token algorithm v1):
 * - an active token is revoked and a new one (its child) issued;
 * - the immediate parent of the session's active token (a client that lost the answer of its last
 *   refresh) gets the active token back, nothing new is issued;
 * - another revoked token within `refresh_token_reuse_interval` of its revocation is rotated again;
 * - older reuse is refused with `refresh_token_already_used`, and every token of the session is
 *   revoked (reuse detection: a stolen token is worth nothing once the owner has refreshed).
 */
export async function rotateRefreshToken(token: string, issuer: string): Promise<RefreshResult> {
  const db = getDb();
  const record = db.refreshTokens.find((t) => t.token === token);
  const session =
    record === undefined ? undefined : db.sessions.find((s) => s.id === record.sessionId);
  const user = record === undefined ? undefined : findUserById(record.userId);
  if (record === undefined || session === undefined || user === undefined) {
    return {
      ok: false,
      errorCode: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    };
  }
  if (record.revoked) {
    const family = db.refreshTokens.filter((t) => t.sessionId === session.id);
    const active = family.filter((t) => !t.revoked).at(-1);
    if (active !== undefined && active.parent === record.token) {
      const body = await sessionJson(user, session, active.token, issuer);
      commit();
      return { ok: true, body };
    }
    const reuseUntil =
      (record.revokedAt ?? record.createdAt) + REFRESH_TOKEN_REUSE_INTERVAL_SECONDS * 1000;
    if (now() > reuseUntil) {
      const time = now();
      for (const t of family) {
        if (!t.revoked) {
          t.revoked = true;
          t.revokedAt = time;
        }
      }
      commit();
      return {
        ok: false,
        errorCode: 'refresh_token_already_used',
        message: 'Invalid Refresh Token: Already Used',
      };
    }
  } else {
    record.revoked = true;
    record.revokedAt = now();
  }
  const next = newRefreshToken(session, record.token);
  const body = await sessionJson(user, session, next, issuer);
  commit();
  return { ok: true, body };
}

/** Finds or creates the user of a (demo) Google account and records the Google identity. */
export function upsertGoogleUser(email: string, fullName: string): AuthUserRecord {
  const address = normaliseEmail(email);
  const googleSub = `demo-google-${address}`;
  const metadata = {
    iss: 'https://accounts.google.com',
    sub: googleSub,
    provider_id: googleSub,
    email: address,
    email_verified: true,
    phone_verified: false,
    full_name: fullName,
    name: fullName,
  };
  const existing = findUserByEmail(address);
  if (existing === undefined) {
    return createUser({
      email: address,
      provider: 'google',
      userMetadata: metadata,
      confirmed: true,
      identityData: metadata,
    });
  }
  existing.user_metadata = { ...existing.user_metadata, ...metadata };
  confirmEmail(existing);
  existing.updated_at = nowIso();
  if (!existing.app_metadata.providers.includes('google')) {
    existing.app_metadata.providers.push('google');
    existing.identities.push(makeIdentity(existing, 'google', metadata));
  }
  return existing;
}

export function createFlowState(input: {
  provider: string;
  redirectTo: string;
  codeChallenge: string | null;
  codeChallengeMethod: string | null;
}): FlowStateRecord {
  const method = input.codeChallengeMethod?.toLowerCase();
  const state: FlowStateRecord = {
    id: crypto.randomUUID(),
    provider: input.provider,
    redirectTo: input.redirectTo,
    codeChallenge: input.codeChallenge,
    codeChallengeMethod:
      input.codeChallenge === null ? null : method === 'plain' ? 'plain' : 's256',
    authCode: null,
    userId: null,
    createdAt: now(),
  };
  const db = getDb();
  db.flowStates = db.flowStates.filter((f) => now() - f.createdAt < FLOW_STATE_VALID_MS);
  db.flowStates.push(state);
  return state;
}

export function findFlowState(id: string): FlowStateRecord | undefined {
  return getDb().flowStates.find((f) => f.id === id);
}

export type ExchangeResult =
  { ok: true; body: JsonValue } | { ok: false; status: number; errorCode: string; message: string };

/** grant_type=pkce: trades an auth code plus its verifier for a session (once). */
export async function exchangeAuthCode(
  authCode: string,
  verifier: string,
  issuer: string,
): Promise<ExchangeResult> {
  const db = getDb();
  const flow = db.flowStates.find((f) => f.authCode !== null && f.authCode === authCode);
  if (flow === undefined || flow.userId === null) {
    return {
      ok: false,
      status: 404,
      errorCode: 'flow_state_not_found',
      message: 'invalid flow state, no valid flow state found',
    };
  }
  if (now() - flow.createdAt >= FLOW_STATE_VALID_MS) {
    db.flowStates = db.flowStates.filter((f) => f !== flow);
    commit();
    return {
      ok: false,
      status: 422,
      errorCode: 'flow_state_expired',
      message: 'invalid flow state, flow state has expired',
    };
  }
  const expected =
    flow.codeChallengeMethod === 'plain' ? verifier : base64UrlEncode(await sha256(verifier));
  if (flow.codeChallenge === null || expected !== flow.codeChallenge) {
    return {
      ok: false,
      status: 400,
      errorCode: 'bad_code_verifier',
      message: 'code challenge does not match previously saved code verifier',
    };
  }
  const user = findUserById(flow.userId);
  db.flowStates = db.flowStates.filter((f) => f !== flow);
  if (user === undefined) {
    commit();
    return { ok: false, status: 404, errorCode: 'user_not_found', message: 'User not found' };
  }
  return { ok: true, body: await createSession(user, 'oauth', issuer) };
}

/** SHA-256 of user id + password (the demo never stores a password in clear text). */
export async function passwordHash(userId: string, password: string): Promise<string> {
  const bytes = await sha256(`${userId}:${password}`);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * GoTrue's sendEmailChange with `double_confirm_changes` (secure e-mail change): one code to the
 * new address and one to the current one; the change happens when both are confirmed. A second
 * request within 60 s is refused with the seconds left (SMTP max_frequency).
 */
export function issueEmailChange(
  user: AuthUserRecord,
  newEmail: string,
): { ok: true } | { ok: false; retryAfterSeconds: number } {
  const time = now();
  const sentAt = user.email_change_sent_at ? Date.parse(user.email_change_sent_at) : NaN;
  const wait = secondsBeforeResend(Number.isFinite(sentAt) ? sentAt : undefined, time);
  if (wait !== null) return { ok: false, retryAfterSeconds: wait };
  const iso = new Date(time).toISOString();
  const codeNew = randomSixDigits();
  const codeCurrent = randomSixDigits();
  user.email_change = normaliseEmail(newEmail);
  user.email_change_token_new = codeNew;
  user.email_change_token_current = codeCurrent;
  user.email_change_sent_at = iso;
  user.email_change_confirm_status = 0;
  user.email_change_failures = 0;
  const mail = getDb().mail;
  mail.push({ to: user.email, code: codeCurrent, sentAt: iso });
  mail.push({ to: user.email_change, code: codeNew, sentAt: iso });
  return { ok: true };
}

export type EmailChangeResult =
  | { status: 'wrong' | 'void' }
  /** One of the two codes confirmed; the other is still needed. */
  | { status: 'half'; user: AuthUserRecord }
  /** Both confirmed: the user's address is the new one. */
  | { status: 'changed'; user: AuthUserRecord };

/**
 * GoTrue's verify with type `email_change`: `email` is the current address with its code or the
 * new address with its code (FindUserForEmailChange). With both confirmed the address changes,
 * and the e-mail identity follows.
 */
export function confirmEmailChange(email: string, code: string): EmailChangeResult {
  const address = normaliseEmail(email);
  const user = getDb().users.find(
    (u) => Boolean(u.email_change) && (u.email === address || u.email_change === address),
  );
  if (user === undefined) return { status: 'wrong' };
  if ((user.email_change_failures ?? 0) >= MAX_CODE_ATTEMPTS) return { status: 'void' };
  const sentAt = user.email_change_sent_at ? Date.parse(user.email_change_sent_at) : NaN;
  if (!Number.isFinite(sentAt) || now() > sentAt + OTP_VALID_MS) return { status: 'wrong' };
  const isCurrent = user.email === address;
  const expected = isCurrent ? user.email_change_token_current : user.email_change_token_new;
  if (!expected || !sameCode(expected, code.trim())) {
    const { failures, check } = wrongTry(user.email_change_failures);
    user.email_change_failures = failures;
    if (check === 'void') {
      user.email_change_token_current = null;
      user.email_change_token_new = null;
    }
    return { status: check === 'void' ? 'void' : 'wrong' };
  }
  if (isCurrent) user.email_change_token_current = null;
  else user.email_change_token_new = null;
  if ((user.email_change_confirm_status ?? 0) === 0) {
    user.email_change_confirm_status = 1;
    return { status: 'half', user };
  }
  const next = user.email_change ?? user.email;
  const previous = user.email;
  user.email = next;
  for (const identity of user.identities) {
    if (identity.provider === 'email') {
      identity.email = next;
      identity.identity_data = { ...identity.identity_data, email: next, email_verified: true };
    }
  }
  user.email_change = null;
  user.email_change_token_current = null;
  user.email_change_token_new = null;
  user.email_change_sent_at = null;
  user.email_change_confirm_status = 0;
  confirmEmail(user);
  user.updated_at = nowIso();
  // Pending sign-in codes were mailed to the old address.
  getDb().otps = getDb().otps.filter((o) => o.email !== next);
  // GoTrue's email_changed notification goes to the address the account had.
  if (previous !== next) sendNotice(previous, 'email_changed');
  return { status: 'changed', user };
}

/** True when `password` is the user's password. */
export async function passwordMatches(user: AuthUserRecord, password: string): Promise<boolean> {
  if (user.password_hash === null) return false;
  return sameCode(await passwordHash(user.id, password), user.password_hash);
}

/**
 * Deletes an auth user as `delete from auth.users` does on Supabase: their sessions and tokens go,
 * and the app's rows that reference the user (`on delete cascade`) go with them.
 */
export function deleteAuthUser(userId: string): void {
  const db = getDb();
  const user = findUserById(userId);
  db.users = db.users.filter((u) => u.id !== userId);
  db.sessions = db.sessions.filter((s) => s.userId !== userId);
  db.refreshTokens = db.refreshTokens.filter((t) => t.userId !== userId);
  db.flowStates = db.flowStates.filter((f) => f.userId !== userId);
  if (user !== undefined) db.otps = db.otps.filter((o) => o.email !== user.email);
  db.admins = db.admins.filter((a) => a.user_id !== userId);
  db.konton = db.konton.filter((k) => k.user_id !== userId);
  db.user_quiz_results = db.user_quiz_results.filter((r) => r.user_id !== userId);
  db.startplans = db.startplans.filter((p) => p.user_id !== userId);
  // content_items.updated_by and the revisions' author_id reference auth.users `on delete set
  // null`; delete_my_account() also forgets the address a revision kept of its author.
  for (const item of db.content_items) if (item.updated_by === userId) item.updated_by = null;
  for (const revision of db.content_item_revisions)
    if (revision.author_id === userId) {
      revision.author_id = null;
      revision.author_email = null;
    }
}
