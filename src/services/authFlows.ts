/**
 * Signing in and changing the account: one-time codes by e-mail, password sign-in and recovery,
 * Google OAuth (PKCE), the e-mail change and the password change with its proof. Apart from
 * ./auth.ts (the session, which every page's start-up needs) so that these load with the pages
 * and dialogs that use them. Nothing here logs or puts into an error message an e-mail address,
 * a code or a token.
 */
import type { Session } from '@supabase/supabase-js';
import { guarded } from './auth';
import { getAnonKey, getAppOrigin, getSupabase, isDemoMode } from './client';
import { normaliseEmail } from './email';
import { fail, ok, ServiceError, toServiceError, type Result } from './result';

/**
 * The CAPTCHA token of the form (Supabase's `[auth.captcha]`), sent as `gotrue_meta_security`;
 * nothing when the site has no CAPTCHA.
 */
const captcha = (token: string | undefined): { captchaToken?: string } =>
  token === undefined || token === '' ? {} : { captchaToken: token };

const OTP_OPTIONS = {
  shouldCreateUser: true,
  emailRedirectTo: undefined,
  data: { flow_type: 'otp', use_otp: true },
} as const;

/**
 * Sends a 6-digit one-time code (the user is created if missing). 429 → `rate_limited`.
 * The request carries the spec's flow metadata and nothing personal: GoTrue keeps a code
 * request's `data` on the unconfirmed user (and in its identity for good), and its `/signup`
 * hands that user to anyone asking for the address. Registration details stay in the browser
 * that typed them until the code has proved the address (src/machines/shared/pendingRegistration.ts).
 */
export function sendOtp(email: string, captchaToken?: string): Promise<Result<void>> {
  return guarded(async () => {
    const client = await getSupabase();
    const { error } = await client.auth.signInWithOtp({
      email: normaliseEmail(email),
      options: { ...OTP_OPTIONS, data: { ...OTP_OPTIONS.data }, ...captcha(captchaToken) },
    });
    if (error) return fail(toServiceError(error));
    return ok(undefined);
  });
}

/** Sends a new code to the same address (a fresh one-time code replaces the previous one). */
export function resendOtp(email: string, captchaToken?: string): Promise<Result<void>> {
  return sendOtp(email, captchaToken);
}

/** Verifies the 6-digit code; on success the session is stored and SIGNED_IN is emitted. */
export function verifyOtp(email: string, token: string): Promise<Result<Session>> {
  return guarded(async () => {
    const client = await getSupabase();
    const { data, error } = await client.auth.verifyOtp({
      email: normaliseEmail(email),
      token: token.trim(),
      type: 'email',
    });
    if (error) return fail(toServiceError(error));
    if (data.session === null) return fail(new ServiceError({ kind: 'server' }));
    return ok(data.session);
  });
}

/**
 * Signs in with e-mail and password (`signInWithPassword`). A wrong address or password is
 * `invalid` with code `invalid_credentials` (GoTrue never says which), an unconfirmed address
 * `email_not_confirmed`, too many sign-ins `rate_limited` (429).
 */
export function signInWithPassword(
  email: string,
  password: string,
  captchaToken?: string,
): Promise<Result<Session>> {
  return guarded(async () => {
    const client = await getSupabase();
    const { data, error } = await client.auth.signInWithPassword({
      email: normaliseEmail(email),
      password,
      options: captcha(captchaToken),
    });
    if (error) return fail(toServiceError(error));
    if (data.session === null) return fail(new ServiceError({ kind: 'server' }));
    return ok(data.session);
  });
}

/**
 * 'Glömt lösenordet?': mails a recovery code (`resetPasswordForEmail`). Unknown addresses get the
 * same answer (nobody learns who has an account); a second code within 60 s is `rate_limited`.
 */
export function sendPasswordRecovery(email: string, captchaToken?: string): Promise<Result<void>> {
  return guarded(async () => {
    const client = await getSupabase();
    const { error } = await client.auth.resetPasswordForEmail(
      normaliseEmail(email),
      captcha(captchaToken),
    );
    if (error) return fail(toServiceError(error));
    return ok(undefined);
  });
}

/**
 * Checks a recovery code (`verifyOtp` with type `recovery`): the visitor is signed in and
 * supabase-js emits PASSWORD_RECOVERY, after which the app asks for a new password.
 */
export function verifyRecoveryCode(email: string, token: string): Promise<Result<Session>> {
  return guarded(async () => {
    const client = await getSupabase();
    const { data, error } = await client.auth.verifyOtp({
      email: normaliseEmail(email),
      token: token.trim(),
      type: 'recovery',
    });
    if (error) return fail(toServiceError(error));
    if (data.session === null) return fail(new ServiceError({ kind: 'server' }));
    return ok(data.session);
  });
}

/**
 * Starts an e-mail change (`updateUser({ email })`): with `double_confirm_changes` the auth server
 * mails one code to the new address and one to the current one; nothing changes until both are
 * confirmed (`verifyEmailChange`). A taken address is `invalid` with code `email_exists`.
 */
export function requestEmailChange(newEmail: string): Promise<Result<void>> {
  return guarded(async () => {
    const client = await getSupabase();
    const { error } = await client.auth.updateUser({ email: normaliseEmail(newEmail) });
    if (error) return fail(toServiceError(error));
    return ok(undefined);
  });
}

/**
 * Confirms one code of an e-mail change: `email` is the address it was mailed to. `waiting`
 * while the other code is still needed; `changed` once both are in (the session now carries the
 * new address, and supabase-js emits SIGNED_IN).
 */
export function verifyEmailChange(
  email: string,
  token: string,
): Promise<Result<'waiting' | 'changed'>> {
  return guarded(async () => {
    const client = await getSupabase();
    const { data, error } = await client.auth.verifyOtp({
      email: normaliseEmail(email),
      token: token.trim(),
      type: 'email_change',
    });
    if (error) return fail(toServiceError(error));
    return ok(data.session === null ? 'waiting' : 'changed');
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Starts Google sign-in (PKCE): redirects to Google (or, in demo mode, to the demo account chooser
 * at /demo/google) and back to `/account`, where supabase-js exchanges the code for a session.
 * Resolves with the URL the browser is sent to (outside a browser nothing navigates).
 */
export function signInWithGoogle(): Promise<Result<{ url: string }>> {
  return guarded(async () => {
    const client = await getSupabase();
    const demo = isDemoMode();
    const { data, error } = await client.auth.signInWithOAuth({
      provider: 'google',
      options: {
        redirectTo: `${getAppOrigin()}/account`,
        queryParams: { prompt: 'select_account' },
        // In demo mode the authorize endpoint is served by the MSW worker, which sees fetches
        // but not page navigations: ask for the redirect target as JSON and navigate to it.
        skipBrowserRedirect: demo,
      },
    });
    if (error) return fail(toServiceError(error));
    if (!demo) return ok({ url: data.url });

    // supabase-js does not forward skipBrowserRedirect to the URL; GoTrue's authorize endpoint
    // answers { url } instead of a 302 when skip_http_redirect=true.
    const authorizeUrl = new URL(data.url);
    authorizeUrl.searchParams.set('skip_http_redirect', 'true');
    const response = await fetch(authorizeUrl, { headers: { apikey: getAnonKey() } });
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) return fail(toServiceError(isRecord(body) ? body : {}, response.status));
    const target = isRecord(body) && typeof body.url === 'string' ? body.url : null;
    if (target === null) return fail(new ServiceError({ kind: 'server', status: response.status }));
    if (typeof window !== 'undefined') window.location.assign(target);
    return ok({ url: target });
  });
}

/**
 * Exchanges an OAuth PKCE code for a session. In the browser supabase-js does this itself when
 * /account?code=... loads (detectSessionInUrl); this is for callers that hold the code.
 */
export function exchangeCodeForSession(code: string): Promise<Result<Session>> {
  return guarded(async () => {
    const client = await getSupabase();
    const { data, error } = await client.auth.exchangeCodeForSession(code);
    if (error) return fail(toServiceError(error));
    return ok(data.session);
  });
}

/**
 * Sets a new password for the signed-in user. With `secure_password_change` the auth server asks
 * a session older than 24 hours for a reauthentication code first: the call then fails with code
 * `reauthentication_needed` (no nonce) or `reauthentication_not_valid` (a wrong or expired one).
 * Where the account has a password and the session was not opened with a one-time code, the
 * current password must come along (`security_update_password_require_current_password`):
 * `current_password_required` without it, `current_password_invalid` when it is wrong. A weak
 * password is `weak_password` with GoTrue's reasons (`length`, `pwned`).
 */
export function updatePassword(
  password: string,
  nonce?: string,
  currentPassword?: string,
): Promise<Result<void>> {
  return guarded(async () => {
    const client = await getSupabase();
    const { error } = await client.auth.updateUser({
      password,
      ...(nonce === undefined || nonce === '' ? {} : { nonce }),
      ...(currentPassword === undefined || currentPassword === ''
        ? {}
        : { current_password: currentPassword }),
    });
    if (error) return fail(toServiceError(error));
    return ok(undefined);
  });
}

/** How a password change proves who asks: the current password, or a fresh one-time code. */
export type PasswordProof = 'currentPassword' | 'code';

/** Sessions GoTrue opened with a one-time code (Session.IsRecovery): the code was the proof. */
const CODE_SIGN_INS = new Set(['otp', 'magiclink', 'recovery']);

/** The sign-in methods (`amr`) of this browser's session, from its access token. */
function signInMethods(accessToken: string): string[] {
  try {
    const payload = accessToken.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const amr: unknown = (JSON.parse(json) as { amr?: unknown }).amr;
    if (!Array.isArray(amr)) return [];
    return amr
      .map((entry: unknown) =>
        typeof entry === 'object' && entry !== null ? (entry as { method?: unknown }).method : null,
      )
      .filter((method): method is string => typeof method === 'string');
  } catch {
    return [];
  }
}

/**
 * What a password change in this session is asked for: the current password when the session was
 * opened with one (so the account has one, and GoTrue checks it), otherwise a fresh code (the
 * session came from a one-time code or Google; an account of the latter kind that has a password
 * is told so by the auth server: `current_password_required`).
 */
export function passwordChangeProof(): Promise<Result<PasswordProof>> {
  return guarded(async () => {
    const client = await getSupabase();
    const { data, error } = await client.auth.getSession();
    if (error) return fail(toServiceError(error));
    const methods = data.session === null ? [] : signInMethods(data.session.access_token);
    const byCode = methods.some((method) => CODE_SIGN_INS.has(method));
    return ok(!byCode && methods.includes('password') ? 'currentPassword' : 'code');
  });
}

/**
 * Checks the reauthentication code (`public.check_reauthentication`) without using it up: GoTrue
 * checks a password change's nonce only after a session's first 24 hours, and a code the password
 * dialog asks for is checked every time. A refused code is `invalid` with code `code_invalid`,
 * `code_void` (the fifth wrong try) or `code_expired`.
 */
export function checkReauthenticationCode(code: string): Promise<Result<void>> {
  return guarded(async () => {
    const client = await getSupabase();
    const { data, error, status } = await client.rpc('check_reauthentication', {
      code: code.trim(),
    });
    if (error) return fail(toServiceError(error, status));
    if (data === 'ok') return ok(undefined);
    const refusal = ['code_invalid', 'code_void', 'code_expired'].find((c) => c === data);
    return fail(
      new ServiceError(
        refusal === undefined ? { kind: 'server' } : { kind: 'invalid', code: refusal },
      ),
    );
  });
}

/** Mails the signed-in user a one-time code (the nonce `updatePassword` may need). */
export function requestReauthentication(): Promise<Result<void>> {
  return guarded(async () => {
    const client = await getSupabase();
    const { error } = await client.auth.reauthenticate();
    if (error) return fail(toServiceError(error));
    return ok(undefined);
  });
}
