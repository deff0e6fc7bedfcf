/** The demo backend's /auth/v1 (GoTrue) endpoints. */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { commit, getDb, nowIso, type AuthUserRecord, type SessionRecord } from './db';
import {
  checkReauthentication,
  confirmEmail,
  confirmEmailChange,
  consumeOtp,
  createFlowState,
  createSession,
  endSessions,
  exchangeAuthCode,
  findUserByEmail,
  findUserById,
  isValidEmail,
  issueOtp,
  normaliseEmail,
  createUser,
  issueEmailChange,
  issueReauthentication,
  needsReauthentication,
  passwordChanged,
  passwordHash,
  passwordMatches,
  purgeUnconfirmedUsers,
  rotateRefreshToken,
  sendNotice,
  userJson,
} from './authStore';
import { passwordRefusal } from './passwordPolicy';
import { completeDemoGoogleSignIn, sameOriginOr } from './demoMail';
import { bearerToken, checkApiKey, isRecord, json, readJson, str, type JsonValue } from './http';
import { now } from './db';
import { verifyJwt } from './jwt';

/**
 * GoTrue's legacy error body `{ code: <HTTP status>, error_code, msg }`. Requests that name API
 * version 2024-01-01 or later (supabase-js always does) get `{ code: <error_code>, message }`
 * instead, through `versioned()` below.
 */
export function gotrueError(
  status: number,
  errorCode: string,
  msg: string,
  extra: Record<string, JsonValue> = {},
): Response {
  return json({ code: status, error_code: errorCode, msg, ...extra }, status);
}

const API_VERSION_HEADER = 'X-Supabase-Api-Version';
const API_VERSION_2024 = '2024-01-01';

/**
 * GoTrue's HandleResponseError (internal/api/errors.go): for a client that sends
 * `X-Supabase-Api-Version` of 2024-01-01 or later, an error is `{ code: <error_code>, message }`
 * (plus e.g. `weak_password`), the version is echoed in the response header, and
 * `x-sb-error-code` names the code either way.
 */
async function versioned(request: Request, response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  if (!isRecord(body) || typeof body.error_code !== 'string') return response;
  const headers = new Headers(response.headers);
  headers.set('x-sb-error-code', body.error_code);
  const asked = request.headers.get(API_VERSION_HEADER) ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(asked) || asked < API_VERSION_2024) {
    return new Response(JSON.stringify(body), { status: response.status, headers });
  }
  const { code: _status, error_code: errorCode, msg, ...extra } = body;
  headers.set(API_VERSION_HEADER, API_VERSION_2024);
  return new Response(JSON.stringify({ code: errorCode, message: msg, ...extra }), {
    status: response.status,
    headers,
  });
}

const rateLimited = (seconds: number): Response =>
  gotrueError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${seconds} seconds.`,
  );

/**
 * GoTrue's per-IP request limits answer this (e.g. `token_verifications` on /verify). The demo
 * answers it when a wrong try has made a one-time code void: the fifth wrong try.
 */
const tooManyRequests = (): Response =>
  gotrueError(429, 'over_request_rate_limit', 'Request rate limit reached');

/** `sign_in_sign_ups` in supabase/config.toml: password sign-ins per 5 minutes (per IP in GoTrue). */
export const SIGN_INS_PER_WINDOW = 30;
const SIGN_IN_WINDOW_MS = 5 * 60 * 1000;
let signInTimes: number[] = [];

/** Counts a password sign-in; false when the window's allowance is used up. */
function takeSignIn(): boolean {
  const time = now();
  signInTimes = signInTimes.filter((t) => time - t < SIGN_IN_WINDOW_MS);
  if (signInTimes.length >= SIGN_INS_PER_WINDOW) return false;
  signInTimes.push(time);
  return true;
}

/** Tests only: forget counted password sign-ins. */
export function resetSignInLimit(): void {
  signInTimes = [];
}

const invalidOtp = (): Response =>
  gotrueError(403, 'otp_expired', 'Token has expired or is invalid');

/** GoTrue's UpdateUserMetaData: keys with null values are removed, others set. */
function mergeMetadata(
  current: Record<string, unknown>,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  const next = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return next;
}

type BodyResult = { ok: true; body: Record<string, unknown> } | { ok: false; response: Response };

async function jsonBody(request: Request): Promise<BodyResult> {
  const value = await readJson(request);
  if (value === undefined) return { ok: true, body: {} };
  if (!isRecord(value)) {
    return {
      ok: false,
      response: gotrueError(400, 'bad_json', 'Could not parse request body as JSON'),
    };
  }
  return { ok: true, body: value };
}

interface Authenticated {
  user: AuthUserRecord;
  session: SessionRecord;
}

/** GoTrue's requireAuthentication: a valid user JWT whose session still exists. */
async function authenticate(request: Request): Promise<Authenticated | Response> {
  const token = bearerToken(request);
  if (token === null)
    return gotrueError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const payload = await verifyJwt(token);
  if (payload === null) {
    return gotrueError(
      403,
      'bad_jwt',
      'invalid JWT: unable to parse or verify signature, signature is invalid',
    );
  }
  const exp = payload.exp;
  if (typeof exp === 'number' && exp * 1000 <= now()) {
    return gotrueError(
      403,
      'bad_jwt',
      'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
    );
  }
  if (typeof payload.sub !== 'string')
    return gotrueError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  const session = getDb().sessions.find((s) => s.id === payload.session_id);
  if (session === undefined) {
    return gotrueError(
      403,
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    );
  }
  const user = findUserById(payload.sub);
  if (user === undefined)
    return gotrueError(404, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { user, session };
}

function validateEmail(
  raw: unknown,
): { ok: true; email: string } | { ok: false; response: Response } {
  const email = str(raw);
  if (email === undefined || email.trim() === '') {
    return {
      ok: false,
      response: gotrueError(
        400,
        'validation_failed',
        'To call this route you need either an email or phone',
      ),
    };
  }
  const normalised = normaliseEmail(email);
  if (!isValidEmail(normalised)) {
    return {
      ok: false,
      response: gotrueError(
        400,
        'validation_failed',
        'Unable to validate email address: invalid format',
      ),
    };
  }
  return { ok: true, email: normalised };
}

/**
 * GoTrue's mail validation (internal/mailer/validateclient): addresses on the host names that
 * RFC 2606 keeps for tests and examples cannot receive mail, and sending to one answers 400
 * `email_address_invalid`. (GoTrue also refuses a few busy typo domains and, on hosted projects,
 * example.com: the demo keeps example.com, the address of its demo accounts.)
 */
const RESERVED_MAIL_HOSTS = ['test', 'example', 'invalid', 'local', 'localhost'];

function mailRefusal(address: string): Response | null {
  const host = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  const reserved = RESERVED_MAIL_HOSTS.some((name) => host === name || host.endsWith(`.${name}`));
  return reserved
    ? gotrueError(400, 'email_address_invalid', `Email address "${address}" is invalid`)
    : null;
}

/**
 * `security_update_password_require_current_password` (the project's auth settings; no key in
 * config.toml): a user who has a password must send it with a new one, unless the session was
 * opened with a one-time code (GoTrue's Session.IsRecovery: otp, magic link and recovery sessions;
 * the code was the proof).
 */
export const REQUIRE_CURRENT_PASSWORD = true;
const CODE_SESSIONS = new Set(['otp', 'magiclink', 'recovery']);

/**
 * GoTrue's sanitizeUser: what /signup answers for an address that already has a confirmed
 * account, so that the answer does not tell (no mail goes out, nothing changes). A fresh id, no
 * confirmation, no identities.
 */
function sanitizedUser(email: string, data: Record<string, unknown>): JsonValue {
  const time = nowIso();
  return {
    id: crypto.randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: time,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: structuredClone(data) as JsonValue,
    identities: [],
    created_at: time,
    updated_at: time,
    is_anonymous: false,
  };
}

export function createAuthHandlers(baseUrl: string): HttpHandler[] {
  const auth = `${baseUrl}/auth/v1`;
  const issuer = auth;
  const siteUrl = `${new URL(baseUrl).origin}/`;

  const withKey =
    (handler: (request: Request) => Promise<Response>) =>
    async ({ request }: { request: Request }): Promise<Response> => {
      const refused = await checkApiKey(request);
      if (refused !== null) return versioned(request, refused);
      // The hourly purge of a project (pg_cron), run here before the auth server answers.
      purgeUnconfirmedUsers();
      return versioned(request, await handler(request));
    };

  /** A handler of a JSON body: GoTrue's 400 'bad_json' for a body that is not a JSON object. */
  const withBody = (
    handler: (body: Record<string, unknown>, request: Request) => Promise<Response>,
  ) =>
    withKey(async (request) => {
      const parsed = await jsonBody(request);
      return parsed.ok ? handler(parsed.body, request) : parsed.response;
    });

  /**
   * Mails a code to `email` and answers `answer` (made after the mail went, as GoTrue's JSON of
   * the user shows its new confirmation_sent_at), or 429 while the address must wait.
   */
  const mailCode = (email: string, answer: () => JsonValue = () => ({})): Response => {
    const issued = issueOtp(email);
    commit();
    return issued.ok ? json(answer()) : rateLimited(issued.retryAfterSeconds);
  };

  /** GoTrue's identity_data of a new e-mail identity: its claims, then the request's `data`. */
  const identityDataOf = (data: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(data).filter(([key]) => !['sub', 'email'].includes(key)));

  return [
    // GoTrue's Signup with enable_confirmations = true (supabase/config.toml): a new address gets
    // an unconfirmed user and no session, and the "Confirm signup" mail carries its code; the
    // password works only after that code (and is gone if the address is confirmed otherwise:
    // see confirmEmail). An unconfirmed address is not changed (GoTrue cannot be sure who asks),
    // only mailed again, and the answer is that user as stored, with its e-mail identity
    // (internal/api/signup.go): whatever the first request for the address carried in `data` is
    // handed to whoever asks, which is why the app's code requests carry nothing personal. A
    // confirmed address gets a made-up user and no mail, so the answer does not tell whether an
    // account exists.
    http.post(
      `${auth}/signup`,
      withBody(async (body) => {
        if (!takeSignIn()) return tooManyRequests();
        const password = str(body.password) ?? '';
        if (password === '')
          return gotrueError(400, 'validation_failed', 'Signup requires a valid password');
        const refusal = await passwordRefusal(password);
        if (refusal !== null)
          return gotrueError(refusal.status, refusal.errorCode, refusal.message, refusal.extra);
        const rawEmail = str(body.email) ?? '';
        if (rawEmail.trim() === '') {
          return str(body.phone)
            ? gotrueError(400, 'phone_provider_disabled', 'Phone signups are disabled')
            : gotrueError(400, 'validation_failed', 'Sign up only available with email provider');
        }
        const checked = validateEmail(rawEmail);
        if (!checked.ok) return checked.response;
        const data = isRecord(body.data) ? body.data : {};
        const existing = findUserByEmail(checked.email);
        if (existing !== undefined && existing.email_confirmed_at !== null)
          return json(sanitizedUser(checked.email, data));
        const invalid = mailRefusal(checked.email);
        if (invalid !== null) return invalid;
        if (existing !== undefined) {
          return mailCode(checked.email, () => ({
            ...(userJson(existing) as Record<string, JsonValue>),
            identities: structuredClone(
              existing.identities.filter((identity) => identity.provider === 'email'),
            ) as unknown as JsonValue,
          }));
        }
        const user = createUser({
          email: checked.email,
          provider: 'email',
          userMetadata: data,
          confirmed: false,
          identityData: identityDataOf(data),
        });
        user.password_hash = await passwordHash(user.id, password);
        issueOtp(checked.email);
        commit();
        return json(userJson(user));
      }),
    ),

    http.post(
      `${auth}/otp`,
      withBody(async (body) => {
        const checked = validateEmail(body.email);
        if (!checked.ok) return checked.response;
        let user = findUserByEmail(checked.email);
        const invalid = mailRefusal(checked.email);
        if (invalid !== null && user === undefined && body.create_user !== false) return invalid;
        if (user === undefined) {
          if (body.create_user === false)
            return gotrueError(422, 'otp_disabled', 'Signups not allowed for otp');
          // GoTrue's MagicLink signs a new address up (signup.go) with the request's `data`: in
          // the user's metadata and, for good, in its e-mail identity.
          const data = isRecord(body.data) ? body.data : {};
          user = createUser({
            email: checked.email,
            provider: 'email',
            userMetadata: data,
            confirmed: false,
            identityData: identityDataOf(data),
          });
        }
        return mailCode(checked.email);
      }),
    ),

    http.post(
      `${auth}/resend`,
      withBody(async (body) => {
        const type = str(body.type);
        if (type !== 'signup' && type !== 'email_change') {
          return gotrueError(
            400,
            'validation_failed',
            'Missing one of these types: signup, email_change, sms, phone_change',
          );
        }
        const checked = validateEmail(body.email);
        if (!checked.ok) return checked.response;
        // Unknown addresses get the same answer (no account enumeration), and no mail.
        if (findUserByEmail(checked.email) === undefined) return json({});
        return mailCode(checked.email);
      }),
    ),

    http.post(
      `${auth}/verify`,
      withBody(async (body) => {
        const type = str(body.type);
        if (type === undefined)
          return gotrueError(400, 'validation_failed', 'Verify requires a verification type');
        if (!['email', 'signup', 'magiclink', 'recovery', 'email_change'].includes(type)) {
          return gotrueError(400, 'validation_failed', 'Verify requires a verification type');
        }
        const email = str(body.email);
        const token = str(body.token);
        if (email === undefined || token === undefined || token === '') {
          return gotrueError(
            400,
            'validation_failed',
            'Verify requires either a token or a token hash',
          );
        }
        if (type === 'email_change') {
          // Secure e-mail change: the first confirmed code answers with a message, the second
          // changes the address and signs in with it.
          const result = confirmEmailChange(email, token);
          commit();
          if (result.status === 'void') return tooManyRequests();
          if (result.status === 'wrong') return invalidOtp();
          if (result.status !== 'changed') {
            return json({
              msg: 'Confirmation link accepted. Please proceed to confirm link sent to the other email',
              code: '200',
            });
          }
          return json(await createSession(result.user, 'otp', issuer));
        }
        const user = findUserByEmail(email);
        const check = user === undefined ? 'wrong' : consumeOtp(email, token);
        if (user === undefined || check !== 'ok') {
          commit();
          return check === 'void' ? tooManyRequests() : invalidOtp();
        }
        // The code proves the address: a first confirmation clears a password set before it.
        confirmEmail(user);
        user.updated_at = nowIso();
        return json(await createSession(user, 'otp', issuer));
      }),
    ),

    // resetPasswordForEmail(): mails a recovery code (the address's one-time code slot, as GoTrue's
    // recovery_token is shared with sign-in codes). Unknown addresses get the same answer.
    http.post(
      `${auth}/recover`,
      withBody(async (body) => {
        const email = str(body.email);
        if (email === undefined || email.trim() === '')
          return gotrueError(400, 'validation_failed', 'Password recovery requires an email');
        const checked = validateEmail(email);
        if (!checked.ok) return checked.response;
        if (findUserByEmail(checked.email) === undefined) return json({});
        return mailCode(checked.email);
      }),
    ),

    http.post(
      `${auth}/token`,
      withBody(async (body, request) => {
        const grantType = new URL(request.url).searchParams.get('grant_type');
        if (grantType === 'refresh_token') {
          const token = str(body.refresh_token);
          if (token === undefined || token === '') {
            return gotrueError(400, 'validation_failed', 'Refresh Token must be provided');
          }
          const result = await rotateRefreshToken(token, issuer);
          if (!result.ok) return gotrueError(400, result.errorCode, result.message);
          return json(result.body);
        }
        if (grantType === 'password') {
          const email = str(body.email) ?? '';
          const password = str(body.password) ?? '';
          if (email.trim() === '' && str(body.phone) === undefined)
            return gotrueError(400, 'validation_failed', 'missing email or phone');
          if (!takeSignIn()) return tooManyRequests();
          const user = findUserByEmail(email);
          if (user === undefined || !(await passwordMatches(user, password)))
            return gotrueError(400, 'invalid_credentials', 'Invalid login credentials');
          if (user.email_confirmed_at === null)
            return gotrueError(400, 'email_not_confirmed', 'Email not confirmed');
          user.updated_at = nowIso();
          return json(await createSession(user, 'password', issuer));
        }
        if (grantType === 'pkce') {
          const code = str(body.auth_code);
          const verifier = str(body.code_verifier);
          if (code === undefined || code === '' || verifier === undefined || verifier === '') {
            return gotrueError(
              400,
              'validation_failed',
              'invalid request: both auth code and code verifier should be non-empty',
            );
          }
          const result = await exchangeAuthCode(code, verifier, issuer);
          if (!result.ok) return gotrueError(result.status, result.errorCode, result.message);
          return json(result.body);
        }
        return gotrueError(400, 'validation_failed', 'unsupported_grant_type');
      }),
    ),

    http.get(
      `${auth}/user`,
      withKey(async (request) => {
        const who = await authenticate(request);
        if (who instanceof Response) return who;
        return json(userJson(who.user));
      }),
    ),

    http.put(
      `${auth}/user`,
      withKey(async (request) => {
        const who = await authenticate(request);
        if (who instanceof Response) return who;
        const parsed = await jsonBody(request);
        if (!parsed.ok) return parsed.response;
        const { body } = parsed;
        const { user } = who;
        const password = str(body.password);
        if (password !== undefined) {
          const refusal = await passwordRefusal(password);
          if (refusal !== null)
            return gotrueError(refusal.status, refusal.errorCode, refusal.message, refusal.extra);
          // secure_password_change = true (supabase/config.toml): after the session's first 24
          // hours a new password needs the code GET /reauthenticate mailed.
          if (needsReauthentication(who.session)) {
            const nonce = str(body.nonce) ?? '';
            if (nonce === '') {
              return gotrueError(
                400,
                'reauthentication_needed',
                'Password update requires reauthentication',
              );
            }
            const check = checkReauthentication(user, nonce);
            if (check !== 'ok') {
              commit();
              if (check === 'void') return tooManyRequests();
              return gotrueError(
                422,
                'reauthentication_not_valid',
                'Nonce has expired or is invalid',
              );
            }
          }
          // The current password, where the account has one and the session is no code's.
          if (
            REQUIRE_CURRENT_PASSWORD &&
            user.password_hash !== null &&
            !CODE_SESSIONS.has(who.session.amr)
          ) {
            const current = str(body.current_password) ?? '';
            if (current === '') {
              return gotrueError(
                400,
                'current_password_required',
                'Current password required when setting new password.',
              );
            }
            if (!(await passwordMatches(user, current))) {
              return gotrueError(
                400,
                'current_password_invalid',
                'Current password required when setting new password.',
              );
            }
          }
          const hash = await passwordHash(user.id, password);
          if (hash === user.password_hash) {
            return gotrueError(
              422,
              'same_password',
              'New password should be different from the old password.',
            );
          }
          user.password_hash = hash;
          // GoTrue's UpdatePassword: the new password means the old state is not trusted, so every
          // other session of the user ends and pending one-time codes stop working.
          passwordChanged(user, who.session.id);
          // [auth.email.notification.password_changed] in supabase/config.toml.
          sendNotice(user.email, 'password_changed');
        }
        if (isRecord(body.data)) user.user_metadata = mergeMetadata(user.user_metadata, body.data);
        const email = str(body.email);
        if (email !== undefined && normaliseEmail(email) !== user.email) {
          const checked = validateEmail(email);
          if (!checked.ok) return checked.response;
          if (findUserByEmail(checked.email) !== undefined) {
            return gotrueError(
              422,
              'email_exists',
              'A user with this email address has already been registered',
            );
          }
          const invalid = mailRefusal(checked.email);
          if (invalid !== null) return invalid;
          const issued = issueEmailChange(user, checked.email);
          if (!issued.ok) return rateLimited(issued.retryAfterSeconds);
        }
        user.updated_at = nowIso();
        commit();
        return json(userJson(user));
      }),
    ),

    // supabase-js reauthenticate(): mails a code that a password change may then need (nonce).
    http.get(
      `${auth}/reauthenticate`,
      withKey(async (request) => {
        const who = await authenticate(request);
        if (who instanceof Response) return who;
        if (who.user.email_confirmed_at === null) {
          return gotrueError(422, 'email_not_confirmed', 'Please verify your email first.');
        }
        const issued = issueReauthentication(who.user);
        if (!issued.ok) return rateLimited(issued.retryAfterSeconds);
        commit();
        return json({});
      }),
    ),

    http.post(
      `${auth}/logout`,
      withKey(async (request) => {
        const scope = new URL(request.url).searchParams.get('scope') ?? 'global';
        if (!['global', 'local', 'others'].includes(scope)) {
          return gotrueError(400, 'validation_failed', 'Unsupported logout scope');
        }
        const who = await authenticate(request);
        if (who instanceof Response) return who;
        const mine = getDb()
          .sessions.filter((s) => s.userId === who.user.id)
          .map((s) => s.id);
        const ending =
          scope === 'local'
            ? [who.session.id]
            : scope === 'others'
              ? mine.filter((id) => id !== who.session.id)
              : mine;
        endSessions(ending);
        commit();
        return new HttpResponse(null, { status: 204 });
      }),
    ),

    // Reached by page navigation in production; no apikey (the gateway leaves it open).
    http.get(`${auth}/authorize`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const provider = params.get('provider');
      if (provider !== 'google') {
        return gotrueError(
          400,
          'validation_failed',
          'Unsupported provider: provider is not enabled',
        );
      }
      const redirectTo = sameOriginOr(params.get('redirect_to'), siteUrl);
      const flow = createFlowState({
        provider,
        redirectTo,
        codeChallenge: params.get('code_challenge'),
        codeChallengeMethod: params.get('code_challenge_method'),
      });
      commit();
      const chooser = new URL('/demo/google', siteUrl);
      chooser.searchParams.set('state', flow.id);
      chooser.searchParams.set('redirect_to', redirectTo);
      if (flow.codeChallenge !== null) {
        chooser.searchParams.set('code_challenge', flow.codeChallenge);
        chooser.searchParams.set('code_challenge_method', flow.codeChallengeMethod ?? 's256');
      }
      const prompt = params.get('prompt');
      if (prompt !== null) chooser.searchParams.set('prompt', prompt);
      if (params.get('skip_http_redirect') === 'true') return json({ url: chooser.toString() });
      return new HttpResponse(null, { status: 302, headers: { Location: chooser.toString() } });
    }),

    // Demo only: the account chooser page signs in as the chosen demo Google account.
    http.post(
      `${auth}/demo/google/authorize`,
      withBody(async (body) => {
        const email = str(body.email) ?? '';
        const result = await completeDemoGoogleSignIn(
          {
            email,
            fullName: str(body.full_name) ?? '',
            state: str(body.state) ?? null,
            redirectTo: str(body.redirect_to) ?? null,
            codeChallenge: str(body.code_challenge) ?? null,
            codeChallengeMethod: str(body.code_challenge_method) ?? null,
          },
          baseUrl,
        );
        if (!result.ok) return gotrueError(result.status, result.errorCode, result.message);
        return json({ redirect_url: result.redirectUrl });
      }),
    ),

    http.get(
      `${auth}/settings`,
      withKey(() =>
        Promise.resolve(
          json({
            external: { email: true, google: true, phone: false },
            disable_signup: false,
            mailer_autoconfirm: false,
            phone_autoconfirm: false,
          }),
        ),
      ),
    ),

    http.all(`${auth}/*`, () => gotrueError(404, 'not_found', 'Not Found')),
  ];
}
