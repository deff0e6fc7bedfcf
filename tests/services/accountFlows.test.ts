/**
 * The real supabase-js client against the demo auth server for the flows of issue 24: codes valid
 * 10 minutes and void after 5 wrong tries, password sign-in, password recovery (PASSWORD_RECOVERY),
 * e-mail change with a code to each address, and their network faults. The limits are also
 * compared with supabase/config.toml and the SQL of public.delete_my_account, so the demo and a
 * real project cannot drift apart silently.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { resetSignInLimit, SIGN_INS_PER_WINDOW } from '../../src/mocks/authApi';
import { MAX_CODE_ATTEMPTS, OTP_VALID_MS } from '../../src/mocks/authStore';
import { MIN_PASSWORD_LENGTH } from '../../src/mocks/passwordPolicy';
import { PASSWORD_MIN_LENGTH } from '../../src/content/passwords/rules';
import { getDb } from '../../src/mocks/db';
import { advanceClock, failNext, getDemoInboxFor } from '../../src/mocks/node';
import * as auth from '../../src/services/auth';
import * as authFlows from '../../src/services/authFlows';
import { getSupabase } from '../../src/services/client';
import {
  expectErr,
  expectOk,
  latestCode,
  newAnonymousClient,
  setupDemoBackend,
  signIn,
} from './helpers';

setupDemoBackend();

const EMAIL = 'floden@example.se';
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('the limits are the same in config.toml, the demo backend and the SQL', () => {
  const config = readFileSync(new URL('../../supabase/config.toml', import.meta.url), 'utf8');
  const sql = readFileSync(
    // The code check as it stands (20261126000100_accounts.sql wrote it first, 20261127000000
    // shared it, 20261207000200 voids GoTrue's copy at the fifth wrong try).
    new URL('../../supabase/migrations/20261207000200_reauthentication_void.sql', import.meta.url),
    'utf8',
  );
  const setting = (name: string) =>
    Number(new RegExp(`^${name}\\s*=\\s*(\\d+)`, 'm').exec(config)?.[1] ?? NaN);

  it('codes: 10 minutes, 5 tries', () => {
    expect(setting('otp_expiry')).toBe(600);
    expect(OTP_VALID_MS).toBe(600 * 1000);
    expect(sql).toContain("reauthentication_sent_at + interval '10 minutes' < now()");
    expect(MAX_CODE_ATTEMPTS).toBe(5);
    expect(setting('token_verifications')).toBe(MAX_CODE_ATTEMPTS);
    expect(sql).toContain('coalesce(tries, 0) >= 5');
    expect(sql).toContain('if tries >= 5 then');
  });

  it('password sign-ins per window, the password rule, confirmations', () => {
    expect(setting('sign_in_sign_ups')).toBe(SIGN_INS_PER_WINDOW);
    expect(setting('minimum_password_length')).toBe(8);
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(config).toMatch(/^password_requirements = ""$/m);
    expect(config).toMatch(/^\[auth\.email\][^[]*^enable_confirmations = true$/m);
    expect(config).toMatch(/^\[auth\.email\.notification\.password_changed\]\nenabled = true$/m);
    expect(config).toMatch(/^\[auth\.email\.notification\.email_changed\]\nenabled = true$/m);
  });
});

describe('one-time codes', () => {
  it('are void after five wrong tries (429), even for the right code; a new code works', async () => {
    expectOk(await authFlows.sendOtp(EMAIL));
    const code = latestCode(EMAIL);
    for (let attempt = 1; attempt < MAX_CODE_ATTEMPTS; attempt += 1)
      expect(expectErr(await authFlows.verifyOtp(EMAIL, wrongFor(code)))).toMatchObject({
        status: 403,
        code: 'otp_expired',
      });
    expect(expectErr(await authFlows.verifyOtp(EMAIL, wrongFor(code)))).toMatchObject({
      kind: 'rate_limited',
      status: 429,
      code: 'over_request_rate_limit',
    });
    expect(expectErr(await authFlows.verifyOtp(EMAIL, code)).kind).toBe('rate_limited');
    advanceClock(61_000);
    expectOk(await authFlows.sendOtp(EMAIL));
    expectOk(await authFlows.verifyOtp(EMAIL, latestCode(EMAIL)));
  });
});

describe('password sign-in', () => {
  it('signs in with the right password only; says nothing about which part was wrong', async () => {
    await signIn(EMAIL);
    expectOk(await authFlows.updatePassword('hemligt99'));
    expectOk(await auth.signOut('global'));
    expect(expectErr(await authFlows.signInWithPassword(EMAIL, 'fel-losen'))).toMatchObject({
      kind: 'invalid',
      status: 400,
      code: 'invalid_credentials',
    });
    expect(
      expectErr(await authFlows.signInWithPassword('ingen@example.se', 'hemligt99')).code,
    ).toBe('invalid_credentials');
    const events: string[] = [];
    (await getSupabase()).auth.onAuthStateChange((event) => events.push(event));
    const session = expectOk(
      await authFlows.signInWithPassword(` ${EMAIL.toUpperCase()} `, 'hemligt99'),
    );
    expect(session.user.email).toBe(EMAIL);
    expect(events).toContain('SIGNED_IN');
  });

  it('refuses an unconfirmed address, and too many sign-ins with a 429', async () => {
    // A code was asked for but never used: the address is not confirmed.
    expectOk(await authFlows.sendOtp('obekraftad@example.se'));
    const user = getDb().users.find((u) => u.email === 'obekraftad@example.se');
    expect(user?.email_confirmed_at).toBeNull();
    const { passwordHash } = await import('../../src/mocks/authStore');
    if (user) user.password_hash = await passwordHash(user.id, 'hemligt99');
    expect(
      expectErr(await authFlows.signInWithPassword('obekraftad@example.se', 'hemligt99')).code,
    ).toBe('email_not_confirmed');
    resetSignInLimit();
    for (let attempt = 0; attempt < SIGN_INS_PER_WINDOW; attempt += 1)
      await authFlows.signInWithPassword(EMAIL, 'fel-losen');
    expect(expectErr(await authFlows.signInWithPassword(EMAIL, 'fel-losen'))).toMatchObject({
      kind: 'rate_limited',
      status: 429,
    });
    advanceClock(5 * 60_000 + 1_000);
    expect(expectErr(await authFlows.signInWithPassword(EMAIL, 'fel-losen')).code).toBe(
      'invalid_credentials',
    );
    resetSignInLimit();
  });

  it('maps a 500 and a dropped connection', async () => {
    failNext({ method: 'POST', path: '/auth/v1/token' }, { status: 500 });
    expect(expectErr(await authFlows.signInWithPassword(EMAIL, 'x')).kind).toBe('server');
    failNext({ method: 'POST', path: '/auth/v1/token' }, { network: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(expectErr(await authFlows.signInWithPassword(EMAIL, 'x')).kind).toBe('network');
    vi.restoreAllMocks();
  });
});

describe('password recovery', () => {
  it('mails a code only to a known address (the answer is the same), once a minute', async () => {
    expectOk(await authFlows.sendPasswordRecovery('okand@example.se'));
    expect(getDemoInboxFor('okand@example.se')).toHaveLength(0);
    await signIn(EMAIL);
    await newAnonymousClient();
    advanceClock(61_000);
    expectOk(await authFlows.sendPasswordRecovery(EMAIL));
    expect(getDemoInboxFor(EMAIL)).toHaveLength(2);
    expect(expectErr(await authFlows.sendPasswordRecovery(EMAIL))).toMatchObject({
      kind: 'rate_limited',
      status: 429,
      code: 'over_email_send_rate_limit',
    });
  });

  it('signs in with the code as PASSWORD_RECOVERY; the new password then works without a code', async () => {
    await signIn(EMAIL);
    await newAnonymousClient();
    advanceClock(61_000);
    expectOk(await authFlows.sendPasswordRecovery(EMAIL));
    const events: string[] = [];
    (await getSupabase()).auth.onAuthStateChange((event) => events.push(event));
    expect(
      expectErr(await authFlows.verifyRecoveryCode(EMAIL, wrongFor(latestCode(EMAIL)))).code,
    ).toBe('otp_expired');
    expectOk(await authFlows.verifyRecoveryCode(EMAIL, latestCode(EMAIL)));
    expect(events).toContain('PASSWORD_RECOVERY');
    expectOk(await authFlows.updatePassword('aterstallt1'));
    expectOk(await auth.signOut('global'));
    expectOk(await authFlows.signInWithPassword(EMAIL, 'aterstallt1'));
  });

  it('maps a dropped connection and a 500', async () => {
    failNext({ method: 'POST', path: '/auth/v1/recover' }, { network: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(expectErr(await authFlows.sendPasswordRecovery(EMAIL)).kind).toBe('network');
    vi.restoreAllMocks();
    failNext({ method: 'POST', path: '/auth/v1/verify' }, { status: 500 });
    expect(expectErr(await authFlows.verifyRecoveryCode(EMAIL, '123456')).kind).toBe('server');
  });
});

describe('e-mail change', () => {
  it('needs the code to the new address and the one to the current; only then it changes', async () => {
    await signIn(EMAIL);
    expectOk(await authFlows.requestEmailChange('Annan.Adress@example.se'));
    const pending = expectOk(await auth.getUser());
    expect(pending).toMatchObject({ email: EMAIL, new_email: 'annan.adress@example.se' });
    const current = latestCode(EMAIL);
    const next = latestCode('annan.adress@example.se');
    // A code for the other address does not count.
    expect(
      expectErr(await authFlows.verifyEmailChange(EMAIL, next === current ? '000000' : next)).code,
    ).toBe('otp_expired');
    expect(expectOk(await authFlows.verifyEmailChange('annan.adress@example.se', next))).toBe(
      'waiting',
    );
    expect(expectOk(await auth.getUser())?.email).toBe(EMAIL);
    expect(expectOk(await authFlows.verifyEmailChange(EMAIL, current))).toBe('changed');
    expect(expectOk(await auth.getUser())?.email).toBe('annan.adress@example.se');
    // The session now carries the new address.
    expect(expectOk(await auth.getSession())?.user.email).toBe('annan.adress@example.se');
    // Signing in with a code goes to the new address.
    expectOk(await auth.signOut('global'));
    advanceClock(61_000);
    await signIn('annan.adress@example.se');
  });

  it("refuses another account's address and a second request within a minute", async () => {
    await signIn('upptagen@example.se');
    await newAnonymousClient();
    advanceClock(61_000);
    await signIn(EMAIL);
    expect(expectErr(await authFlows.requestEmailChange('upptagen@example.se'))).toMatchObject({
      kind: 'invalid',
      status: 422,
      code: 'email_exists',
    });
    expectOk(await authFlows.requestEmailChange('ledig@example.se'));
    expect(expectErr(await authFlows.requestEmailChange('ledig@example.se'))).toMatchObject({
      kind: 'rate_limited',
      status: 429,
    });
  });

  it('maps a dropped connection and a 500', async () => {
    await signIn(EMAIL);
    failNext({ method: 'PUT', path: '/auth/v1/user' }, { network: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(expectErr(await authFlows.requestEmailChange('ny@example.se')).kind).toBe('network');
    vi.restoreAllMocks();
    failNext({ method: 'POST', path: '/auth/v1/verify' }, { status: 500 });
    expect(expectErr(await authFlows.verifyEmailChange('ny@example.se', '123456')).kind).toBe(
      'server',
    );
  });
});
