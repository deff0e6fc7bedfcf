/**
 * Nothing may log an e-mail address, a phone number, a one-time code or a token: run the OTP,
 * verify and profile flows (successes and failures) with every console method spied on.
 */
import { afterEach, beforeEach, expect, it, vi, type MockInstance } from 'vitest';
import { advanceClock, failNext, getDemoInboxFor } from '../../src/mocks/node';
import * as accounts from '../../src/services/accounts';
import * as admin from '../../src/services/admin';
import * as auth from '../../src/services/auth';
import * as authFlows from '../../src/services/authFlows';
import * as contentItems from '../../src/services/contentItems';
import * as quizResults from '../../src/services/quizResults';
import { expectOk, setupDemoBackend } from './helpers';

setupDemoBackend({ rest: 'pglite' });

const EMAIL = 'hemlig.person@example.com';
const PHONE = '070-987 65 43';
const METHODS = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const;
let spies: MockInstance[] = [];

beforeEach(() => {
  spies = METHODS.map((method) => vi.spyOn(console, method).mockImplementation(() => undefined));
});

afterEach(() => {
  vi.restoreAllMocks();
});

function text(value: unknown): string {
  if (value instanceof Error) {
    const cause = value.cause === undefined ? '' : text(value.cause);
    return `${value.name} ${value.message} ${value.stack ?? ''} ${cause}`;
  }
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

it('OTP, verify and profile flows log no e-mail, phone number, code or token', async () => {
  const secrets: string[] = [EMAIL, PHONE, 'hemlig.person'];

  // Code request: success, rate limit, network failure and 500.
  expectOk(await authFlows.sendOtp(EMAIL));
  expect((await authFlows.sendOtp(EMAIL)).ok).toBe(false);
  advanceClock(61_000);
  failNext({ path: '/auth/v1/otp' }, { network: true });
  expect((await authFlows.sendOtp(EMAIL)).ok).toBe(false);
  failNext({ path: '/auth/v1/otp' }, { status: 500 });
  expect((await authFlows.sendOtp(EMAIL)).ok).toBe(false);
  expectOk(await authFlows.resendOtp(EMAIL));
  const codes = getDemoInboxFor(EMAIL).map((m) => m.code);
  secrets.push(...codes);
  const code = codes[0] ?? '';

  // Verify: wrong code, network failure, then success.
  expect((await authFlows.verifyOtp(EMAIL, code === '123456' ? '654321' : '123456')).ok).toBe(
    false,
  );
  failNext({ path: '/auth/v1/verify' }, { network: true });
  expect((await authFlows.verifyOtp(EMAIL, code)).ok).toBe(false);
  const session = expectOk(await authFlows.verifyOtp(EMAIL, code));
  secrets.push(session.access_token, session.refresh_token, session.user.id);

  // Profile: create, read, update (success, forbidden, failures), quiz, admin, content.
  expectOk(
    await accounts.insert({
      email: EMAIL,
      fornamn: 'Hemlig',
      efternamn: 'Person',
      telefon: PHONE,
      adress: 'Gömd väg 7',
    }),
  );
  expect(
    (
      await accounts.insert({
        email: EMAIL,
        fornamn: 'Hemlig',
        efternamn: 'Person',
        telefon: PHONE,
        adress: 'x',
      })
    ).ok,
  ).toBe(false);
  expectOk(await accounts.getByEmail(EMAIL));
  expectOk(await accounts.updateProfile(EMAIL, { telefon: PHONE, username: 'hemlig' }));
  expect((await accounts.followAuthEmail(EMAIL, 'ny.adress@example.com')).ok).toBe(false);
  secrets.push('ny.adress@example.com');
  failNext({ path: '/rest/v1/konton' }, { status: 500 });
  expect((await accounts.updateAddress(EMAIL, 'Ny väg 1')).ok).toBe(false);
  failNext({ path: '/rest/v1/konton' }, { network: true });
  expect((await accounts.updateAddress(EMAIL, 'Ny väg 1')).ok).toBe(false);
  expectOk(await quizResults.insert({ user_email: EMAIL, answers: ['a'], business_type: 'b' }));
  failNext({ path: '/rest/v1/rpc/is_admin' }, { status: 500 });
  expect(await admin.isAdmin()).toBe(false);
  failNext({ path: '/rest/v1/content_items' }, { status: 500 });
  expect(await contentItems.get('article', EMAIL)).toBeNull();
  expect((await authFlows.updatePassword('kort')).ok).toBe(false);
  expectOk(await authFlows.updatePassword('ett-tillrackligt-langt-losenord'));
  secrets.push('ett-tillrackligt-langt-losenord');
  expectOk(await auth.signOut('global'));

  const logged = spies.flatMap((spy) => spy.mock.calls.map((args) => args.map(text).join(' ')));
  expect(logged.length).toBeGreaterThan(0); // the failures above were logged ...
  for (const line of logged) {
    for (const secret of secrets) expect(line.toLowerCase()).not.toContain(secret.toLowerCase()); // ... safely
  }
});
