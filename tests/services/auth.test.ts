import { describe, expect, it, vi } from 'vitest';
import { advanceClock, failNext, getDemoInboxFor, NODE_BASE_URL } from '../../src/mocks/node';
import * as auth from '../../src/services/auth';
import * as authFlows from '../../src/services/authFlows';
import { completeDemoGoogleSignIn } from '../../src/services/demoGoogle';
import { DEMO_ANON_KEY, getSupabase } from '../../src/services/client';
import {
  client,
  expectErr,
  expectOk,
  latestCode,
  newAnonymousClient,
  signIn,
  setupDemoBackend,
} from './helpers';

setupDemoBackend();

const EMAIL = 'kund@example.com';

/**
 * The newest code in the inbox, once it differs from `previous`. Codes are random, so two in a row
 * are the same one time in a million: then ask for another one (60 s later, past the rate limit)
 * rather than let the test check nothing.
 */
async function codeOtherThan(
  previous: string,
  askAgain: () => Promise<{ ok: boolean }>,
): Promise<string> {
  let code = latestCode(EMAIL);
  for (let tries = 0; code === previous && tries < 3; tries += 1) {
    advanceClock(60_000);
    expect((await askAgain()).ok).toBe(true);
    code = latestCode(EMAIL);
  }
  expect(code).not.toBe(previous);
  return code;
}

describe('sendOtp / resendOtp', () => {
  it('the code request carries the flow metadata and nothing personal', async () => {
    expectOk(await authFlows.sendOtp(EMAIL));
    const code = getDemoInboxFor(EMAIL)[0]?.code ?? '';
    const session = expectOk(await authFlows.verifyOtp(EMAIL, code));
    expect(session.user.user_metadata).toEqual({ flow_type: 'otp', use_otp: true });
  });

  it('sends a 6-digit code to the demo inbox', async () => {
    expectOk(await authFlows.sendOtp(EMAIL));
    const inbox = getDemoInboxFor(EMAIL);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]?.code).toMatch(/^\d{6}$/);
  });

  it('answers a second code within 60 s with rate_limited and the seconds left', async () => {
    expectOk(await authFlows.sendOtp(EMAIL));
    advanceClock(15_000);
    const error = expectErr(await authFlows.resendOtp(EMAIL));
    expect(error.kind).toBe('rate_limited');
    expect(error.status).toBe(429);
    expect(error.code).toBe('over_email_send_rate_limit');
    expect(error.retryAfterSeconds).toBe(45);
    expect(getDemoInboxFor(EMAIL)).toHaveLength(1);
  });

  it('sends a new code after 60 s, and only the newest code works', async () => {
    expectOk(await authFlows.sendOtp(EMAIL));
    const first = latestCode(EMAIL);
    advanceClock(60_000);
    expectOk(await authFlows.resendOtp(EMAIL));
    expect(getDemoInboxFor(EMAIL)).toHaveLength(2);
    const second = await codeOtherThan(first, () => authFlows.resendOtp(EMAIL));
    expect(expectErr(await authFlows.verifyOtp(EMAIL, first)).kind).toBe('forbidden');
    expectOk(await authFlows.verifyOtp(EMAIL, second));
  });

  it('rejects an invalid address as invalid', async () => {
    const error = expectErr(await authFlows.sendOtp('inte-en-adress'));
    expect(error.kind).toBe('invalid');
    expect(error.code).toBe('validation_failed');
  });

  it('maps a 500 to server and a dropped connection to network', async () => {
    failNext({ method: 'POST', path: '/auth/v1/otp' }, { status: 500 });
    expect(expectErr(await authFlows.sendOtp(EMAIL)).kind).toBe('server');
    failNext({ method: 'POST', path: '/auth/v1/otp' }, { network: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(expectErr(await authFlows.sendOtp(EMAIL)).kind).toBe('network');
    vi.restoreAllMocks();
    expectOk(await authFlows.sendOtp(EMAIL));
  });

  it('the resend endpoint (type signup) also respects the 60 s limit', async () => {
    expectOk(await authFlows.sendOtp(EMAIL));
    const supabase = await client();
    const { error } = await supabase.auth.resend({ type: 'signup', email: EMAIL });
    expect(error?.status).toBe(429);
    advanceClock(61_000);
    const again = await supabase.auth.resend({ type: 'signup', email: EMAIL });
    expect(again.error).toBeNull();
    expect(getDemoInboxFor(EMAIL)).toHaveLength(2);
  });
});

describe('verifyOtp', () => {
  it('signs in with the code and stores the session', async () => {
    expectOk(await authFlows.sendOtp(EMAIL));
    const session = expectOk(await authFlows.verifyOtp(EMAIL, latestCode(EMAIL)));
    expect(session.user.email).toBe(EMAIL);
    expect(session.token_type).toBe('bearer');
    expect(session.expires_in).toBe(3600);
    expect(session.access_token.split('.')).toHaveLength(3);
    const payload = JSON.parse(
      Buffer.from(session.access_token.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(payload).toMatchObject({
      sub: session.user.id,
      email: EMAIL,
      role: 'authenticated',
      aud: 'authenticated',
    });
    expect(typeof payload.session_id).toBe('string');
    expect(session.user.user_metadata).toMatchObject({ flow_type: 'otp', use_otp: true });
    expect(session.user.app_metadata).toMatchObject({ provider: 'email', providers: ['email'] });
    expect(session.user.email_confirmed_at).toBeTruthy();
    const current = expectOk(await auth.getSession());
    expect(current?.access_token).toBe(session.access_token);
  });

  it('accepts a code only once', async () => {
    expectOk(await authFlows.sendOtp(EMAIL));
    const code = latestCode(EMAIL);
    expectOk(await authFlows.verifyOtp(EMAIL, code));
    const error = expectErr(await authFlows.verifyOtp(EMAIL, code));
    expect(error).toMatchObject({ kind: 'forbidden', status: 403, code: 'otp_expired' });
  });

  it('rejects a wrong code and an expired code (after 10 minutes)', async () => {
    expectOk(await authFlows.sendOtp(EMAIL));
    const code = latestCode(EMAIL);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(expectErr(await authFlows.verifyOtp(EMAIL, wrong)).code).toBe('otp_expired');
    advanceClock(10 * 60 * 1000 + 1);
    expect(expectErr(await authFlows.verifyOtp(EMAIL, code)).kind).toBe('forbidden');
  });

  it('still accepts the code just before it expires', async () => {
    expectOk(await authFlows.sendOtp(EMAIL));
    advanceClock(10 * 60 * 1000 - 5_000);
    expectOk(await authFlows.verifyOtp(EMAIL, latestCode(EMAIL)));
  });

  it('maps a 500 and a network failure', async () => {
    expectOk(await authFlows.sendOtp(EMAIL));
    failNext({ path: '/auth/v1/verify' }, { status: 500 });
    expect(expectErr(await authFlows.verifyOtp(EMAIL, latestCode(EMAIL))).kind).toBe('server');
    failNext({ path: '/auth/v1/verify' }, { network: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(expectErr(await authFlows.verifyOtp(EMAIL, latestCode(EMAIL))).kind).toBe('network');
    vi.restoreAllMocks();
  });
});

describe('session, user and events', () => {
  it('has no session and no user before sign-in', async () => {
    expect(expectOk(await auth.getSession())).toBeNull();
    expect(expectOk(await auth.getUser())).toBeNull();
  });

  it('getUser asks the server for the signed-in user', async () => {
    const session = await signIn(EMAIL);
    const user = expectOk(await auth.getUser());
    expect(user).toMatchObject({
      id: session.user.id,
      email: EMAIL,
      aud: 'authenticated',
      role: 'authenticated',
    });
    expect(Array.isArray(user?.identities)).toBe(true);
  });

  it('getUser maps a 500 to server', async () => {
    await signIn(EMAIL);
    failNext({ method: 'GET', path: '/auth/v1/user' }, { status: 500 });
    expect(expectErr(await auth.getUser()).kind).toBe('server');
  });

  it('onAuthChange reports INITIAL_SESSION, SIGNED_IN and SIGNED_OUT, and stops after unsubscribe', async () => {
    const events: string[] = [];
    const unsubscribe = auth.onAuthChange((event) => events.push(event));
    await signIn(EMAIL);
    expectOk(await auth.signOut('global'));
    await vi.waitFor(() => expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN', 'SIGNED_OUT']));
    unsubscribe();
    advanceClock(61_000);
    await signIn(EMAIL);
    expect(events).toHaveLength(3);
  });

  it('unsubscribing before the client has loaded cancels the subscription', async () => {
    const events: string[] = [];
    const unsubscribe = auth.onAuthChange((event) => events.push(event));
    unsubscribe();
    await signIn(EMAIL);
    expect(events).toEqual([]);
  });
});

describe('refresh tokens', () => {
  it('rotate on every refresh', async () => {
    const first = await signIn(EMAIL);
    const supabase = await getSupabase();
    const refreshed = await supabase.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session;
    expect(second?.refresh_token).toBeDefined();
    expect(second?.refresh_token).not.toBe(first.refresh_token);
    expect(second?.user.id).toBe(first.user.id);
  });

  it('the previous token (an answer the client lost) gives back the current session, at any time', async () => {
    const first = await signIn(EMAIL);
    const supabase = await getSupabase();
    const second = (await supabase.auth.refreshSession()).data.session;
    advanceClock(3_600_000);
    const reused = await supabase.auth.refreshSession({ refresh_token: first.refresh_token });
    expect(reused.error).toBeNull();
    expect(reused.data.session?.refresh_token).toBe(second?.refresh_token);
    expect(reused.data.session?.user.id).toBe(first.user.id);
  });

  it('an older token is accepted within the 10 s reuse interval, refused after it', async () => {
    const first = await signIn(EMAIL);
    const supabase = await getSupabase();
    await supabase.auth.refreshSession();
    await supabase.auth.refreshSession();
    advanceClock(9_000);
    const within = await supabase.auth.refreshSession({ refresh_token: first.refresh_token });
    expect(within.error).toBeNull();
    expect(within.data.session?.refresh_token).not.toBe(first.refresh_token);
  });

  it('reuse after the interval is refused (refresh_token_already_used) and revokes every token of the session', async () => {
    const first = await signIn(EMAIL);
    const supabase = await getSupabase();
    await supabase.auth.refreshSession();
    const third = (await supabase.auth.refreshSession()).data.session;
    advanceClock(11_000);
    const reused = await supabase.auth.refreshSession({ refresh_token: first.refresh_token });
    expect(reused.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    // Reuse detection: the newest token of the session is worth nothing now either.
    advanceClock(11_000);
    const after = await supabase.auth.refreshSession({ refresh_token: third?.refresh_token ?? '' });
    expect(after.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
  });
});

describe('Google sign-in (PKCE) through the demo chooser', () => {
  it('authorize → chooser → code → session, and the code works once', async () => {
    const started = expectOk(await authFlows.signInWithGoogle());
    const chooser = new URL(started.url);
    expect(chooser.origin + chooser.pathname).toBe(`${NODE_BASE_URL}/demo/google`);
    expect(chooser.searchParams.get('redirect_to')).toBe(`${NODE_BASE_URL}/account`);
    expect(chooser.searchParams.get('prompt')).toBe('select_account');
    expect(chooser.searchParams.get('code_challenge_method')).toBe('s256');
    expect(chooser.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const done = expectOk(
      await completeDemoGoogleSignIn(
        { email: 'anna.lindqvist@example.com', fullName: 'Anna Lindqvist' },
        chooser.search,
      ),
    );
    const back = new URL(done.redirectUrl);
    expect(back.origin + back.pathname).toBe(`${NODE_BASE_URL}/account`);
    const code = back.searchParams.get('code') ?? '';

    const session = expectOk(await authFlows.exchangeCodeForSession(code));
    expect(session.user.email).toBe('anna.lindqvist@example.com');
    expect(session.user.user_metadata).toMatchObject({ full_name: 'Anna Lindqvist' });
    expect(session.user.app_metadata).toMatchObject({ provider: 'google', providers: ['google'] });
    expect(session.user.identities?.[0]?.provider).toBe('google');

    expect(expectErr(await authFlows.exchangeCodeForSession(code)).kind).toBe('invalid');
  });

  it('refuses a code with the wrong verifier (S256 check)', async () => {
    const started = expectOk(await authFlows.signInWithGoogle());
    const done = expectOk(
      await completeDemoGoogleSignIn(
        { email: 'omar.haddad@example.com', fullName: 'Omar Haddad' },
        new URL(started.url).search,
      ),
    );
    const code = new URL(done.redirectUrl).searchParams.get('code') ?? '';
    const supabase = await getSupabase();
    const storageKey = 'sb-startklar-auth-token-code-verifier';
    // Replace the stored verifier with another one.
    const storage = (
      supabase.auth as unknown as { storage: { setItem(k: string, v: string): void } }
    ).storage;
    storage.setItem(storageKey, JSON.stringify('x'.repeat(56)));
    const error = expectErr(await authFlows.exchangeCodeForSession(code));
    // GoTrue: 400 bad_code_verifier (internal/api/token.go, security/pkce.go).
    expect(error).toMatchObject({ kind: 'invalid', status: 400, code: 'bad_code_verifier' });
  });

  it('answers errors in the 2024-01-01 shape supabase-js asks for, the legacy shape otherwise', async () => {
    const request = (headers: Record<string, string>) =>
      fetch(`${NODE_BASE_URL}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { apikey: DEMO_ANON_KEY, 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ refresh_token: 'finns-inte' }),
      });
    const current = await request({ 'X-Supabase-Api-Version': '2024-01-01' });
    expect(current.status).toBe(400);
    expect(current.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(current.headers.get('x-sb-error-code')).toBe('refresh_token_not_found');
    expect(await current.json()).toEqual({
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
    const legacy = await request({});
    expect(await legacy.json()).toEqual({
      code: 400,
      error_code: 'refresh_token_not_found',
      msg: 'Invalid Refresh Token: Refresh Token Not Found',
    });
    // supabase-js reads the code from either shape.
    const supabase = await getSupabase();
    const viaClient = await supabase.auth.refreshSession({ refresh_token: 'finns-inte' });
    expect(viaClient.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('an unknown state from the chooser is not_found', async () => {
    const error = expectErr(
      await completeDemoGoogleSignIn(
        { email: 'omar.haddad@example.com', fullName: 'Omar Haddad' },
        '?state=nope',
      ),
    );
    expect(error.kind).toBe('not_found');
  });

  it('maps a failing authorize endpoint', async () => {
    failNext({ path: '/auth/v1/authorize' }, { status: 500 });
    expect(expectErr(await authFlows.signInWithGoogle()).kind).toBe('server');
  });
});

describe('updatePassword', () => {
  it('sets a password for the signed-in user', async () => {
    await signIn(EMAIL);
    expectOk(await authFlows.updatePassword('ett-langt-losenord'));
    expect(expectErr(await authFlows.updatePassword('ett-langt-losenord')).code).toBe(
      'same_password',
    );
  });

  it('ends the other sessions of the user and cancels pending codes, keeps this one', async () => {
    const elsewhere = await signIn(EMAIL);
    await newAnonymousClient();
    advanceClock(61_000);
    await signIn(EMAIL);
    // A code requested (by anyone) before the change stops working with it.
    advanceClock(61_000);
    expectOk(await authFlows.sendOtp(EMAIL));
    const pending = latestCode(EMAIL);
    expectOk(await authFlows.updatePassword('ett-langt-losenord'));

    const supabase = await getSupabase();
    expect((await supabase.auth.getUser()).error).toBeNull();
    const other = await supabase.auth.refreshSession({ refresh_token: elsewhere.refresh_token });
    expect(other.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    await newAnonymousClient();
    expect(expectErr(await authFlows.verifyOtp(EMAIL, pending))).toMatchObject({
      status: 403,
      code: 'otp_expired',
    });
  });

  it('rejects a short password as invalid', async () => {
    await signIn(EMAIL);
    const error = expectErr(await authFlows.updatePassword('123'));
    expect(error).toMatchObject({ kind: 'invalid', status: 422, code: 'weak_password' });
  });

  it('without a session it is forbidden', async () => {
    expect(expectErr(await authFlows.updatePassword('ett-langt-losenord')).kind).toBe('forbidden');
  });

  it('maps a 500', async () => {
    await signIn(EMAIL);
    failNext({ method: 'PUT', path: '/auth/v1/user' }, { status: 500 });
    expect(expectErr(await authFlows.updatePassword('ett-langt-losenord')).kind).toBe('server');
  });
});

describe('secure password change (reauthentication)', () => {
  /** A day and a bit later: the session's sign-in is older than GoTrue's 24 hours. */
  async function signInADayAgo(): Promise<void> {
    await signIn(EMAIL);
    advanceClock(25 * 3_600_000);
    // The access token expired meanwhile; the refresh keeps the session's sign-in time.
    const supabase = await getSupabase();
    expect((await supabase.auth.refreshSession()).error).toBeNull();
  }

  it('a session signed in within 24 hours changes the password without a code', async () => {
    await signIn(EMAIL);
    advanceClock(23 * 3_600_000);
    const supabase = await getSupabase();
    expect((await supabase.auth.refreshSession()).error).toBeNull();
    expectOk(await authFlows.updatePassword('ett-langt-losenord'));
  });

  it('an older session needs the mailed code; a wrong code is refused and the right one works once', async () => {
    await signInADayAgo();
    expect(expectErr(await authFlows.updatePassword('ett-langt-losenord'))).toMatchObject({
      kind: 'invalid',
      status: 400,
      code: 'reauthentication_needed',
    });
    const before = getDemoInboxFor(EMAIL).length;
    expectOk(await authFlows.requestReauthentication());
    expect(getDemoInboxFor(EMAIL)).toHaveLength(before + 1);
    const code = latestCode(EMAIL);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(expectErr(await authFlows.updatePassword('ett-langt-losenord', wrong))).toMatchObject({
      kind: 'invalid',
      status: 422,
      code: 'reauthentication_not_valid',
    });
    // A wrong guess does not use the code up.
    expectOk(await authFlows.updatePassword('ett-langt-losenord', code));
    expect(expectErr(await authFlows.updatePassword('ett-annat-losenord', code)).code).toBe(
      'reauthentication_not_valid',
    );
  });

  it('a code is valid 10 minutes: taken a second before, refused a second after', async () => {
    await signInADayAgo();
    expectOk(await authFlows.requestReauthentication());
    advanceClock(10 * 60_000 - 1_000);
    expectOk(await authFlows.updatePassword('ett-langt-losenord', latestCode(EMAIL)));

    // A new code (the 60 s since the last one are long past), tried a second too late.
    expectOk(await authFlows.requestReauthentication());
    advanceClock(10 * 60_000 + 1_000);
    expect(
      expectErr(await authFlows.updatePassword('ett-annat-losenord', latestCode(EMAIL))).code,
    ).toBe('reauthentication_not_valid');
  });

  it('a second code within 60 s is refused with the seconds left, a later one replaces the first', async () => {
    await signInADayAgo();
    expectOk(await authFlows.requestReauthentication());
    const first = latestCode(EMAIL);
    advanceClock(20_000);
    expect(expectErr(await authFlows.requestReauthentication())).toMatchObject({
      kind: 'rate_limited',
      status: 429,
      retryAfterSeconds: 40,
    });
    advanceClock(41_000);
    expectOk(await authFlows.requestReauthentication());
    const second = await codeOtherThan(first, () => authFlows.requestReauthentication());
    expect(second).toMatch(/^\d{6}$/);
    expect(expectErr(await authFlows.updatePassword('ett-langt-losenord', first)).code).toBe(
      'reauthentication_not_valid',
    );
    expectOk(await authFlows.updatePassword('ett-langt-losenord', second));
  });

  it('needs a session, and maps a 500 and a network failure', async () => {
    expect(expectErr(await authFlows.requestReauthentication()).kind).toBe('forbidden');
    await signIn(EMAIL);
    failNext({ method: 'GET', path: '/auth/v1/reauthenticate' }, { status: 500 });
    expect(expectErr(await authFlows.requestReauthentication()).kind).toBe('server');
    failNext({ method: 'GET', path: '/auth/v1/reauthenticate' }, { network: true });
    expect(expectErr(await authFlows.requestReauthentication()).kind).toBe('network');
  });
});

describe('signOut', () => {
  it('global ends every session of the user', async () => {
    const first = await signIn(EMAIL);
    await newAnonymousClient();
    advanceClock(61_000);
    await signIn(EMAIL);
    expectOk(await auth.signOut('global'));
    expect(expectOk(await auth.getSession())).toBeNull();
    const supabase = await getSupabase();
    const old = await supabase.auth.refreshSession({ refresh_token: first.refresh_token });
    expect(old.error?.code).toBe('refresh_token_not_found');
  });

  it('others keeps this session and ends the rest', async () => {
    const first = await signIn(EMAIL);
    await newAnonymousClient();
    advanceClock(61_000);
    await signIn(EMAIL);
    expectOk(await auth.signOut('others'));
    expect(expectOk(await auth.getSession())).not.toBeNull();
    expect(expectOk(await auth.getUser())?.email).toBe(EMAIL);
    const supabase = await getSupabase();
    const old = await supabase.auth.refreshSession({ refresh_token: first.refresh_token });
    expect(old.error?.code).toBe('refresh_token_not_found');
  });

  it('treats 401, 403 and 404 answers as success', async () => {
    for (const status of [401, 403, 404]) {
      await signIn(`kund${status}@example.com`);
      failNext({ path: '/auth/v1/logout' }, { status });
      expectOk(await auth.signOut('global'));
      expect(expectOk(await auth.getSession())).toBeNull();
    }
  });

  it('a session already ended elsewhere still signs out cleanly', async () => {
    await signIn(EMAIL);
    const supabase = await getSupabase();
    const { data } = await supabase.auth.getSession();
    await fetch(`${NODE_BASE_URL}/auth/v1/logout?scope=global`, {
      method: 'POST',
      headers: {
        apikey: supabase['supabaseKey'],
        Authorization: `Bearer ${data.session?.access_token ?? ''}`,
      },
    });
    expectOk(await auth.signOut('global'));
  });

  it('maps a 500 to server', async () => {
    await signIn(EMAIL);
    failNext({ path: '/auth/v1/logout' }, { status: 500 });
    expect(expectErr(await auth.signOut('global')).kind).toBe('server');
  });
});
