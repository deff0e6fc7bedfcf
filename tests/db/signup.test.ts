/**
 * POST /auth/v1/signup in the demo backend, against what GoTrue does with this project's settings
 * (supabase/auth internal/api/signup.go, password.go, mail.go, errors.go; enable_confirmations =
 * true, minimum_password_length = 8), and the demo's confirmation against the trigger on
 * auth.users (supabase/migrations/20261127000000_account_trust.sql) on PGlite: the same sequence
 * leaves the same account with or without a password.
 */
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSession, createUser, findUserByEmail } from '../../src/mocks/authStore';
import {
  advanceClock,
  clearFaults,
  getDemoInboxFor,
  NODE_BASE_URL,
  resetDb,
  server,
} from '../../src/mocks/node';
import { resetSignInLimit } from '../../src/mocks/authApi';
import { DEMO_ANON_KEY } from '../../src/services/client';
import { DB_START_TIMEOUT, createTestDb } from './pglite';

const HEADERS = {
  apikey: DEMO_ANON_KEY,
  Authorization: `Bearer ${DEMO_ANON_KEY}`,
  'Content-Type': 'application/json',
  'X-Supabase-Api-Version': '2024-01-01',
};
const EMAIL = 'agare@example.se';
const PASSWORD = 'angriparens-hemliga-9';

let db: PGlite;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  db = await createTestDb();
}, DB_START_TIMEOUT);
beforeEach(async () => {
  resetDb();
  resetSignInLimit();
  clearFaults();
  await db.exec('truncate auth.users cascade');
});
afterAll(async () => {
  server.close();
  await db?.close();
});

async function post(path: string, body: unknown) {
  const response = await fetch(`${NODE_BASE_URL}/auth/v1/${path}`, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const signUp = (email: string, password: string, data: object = {}) =>
  post('signup', { email, password, data });
const passwordSignIn = (email: string, password: string) =>
  post('token?grant_type=password', { email, password });
const newestCode = (email: string) => getDemoInboxFor(email)[0]?.code ?? '';

describe('POST /auth/v1/signup as GoTrue answers it', () => {
  it('a new address: 200 with an unconfirmed user and no session; the code goes to the address', async () => {
    const answer = await signUp(EMAIL, PASSWORD, { fornamn: 'Mallory' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      email: EMAIL,
      role: 'authenticated',
      user_metadata: { fornamn: 'Mallory' },
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(answer.body.access_token).toBeUndefined();
    expect(answer.body.email_confirmed_at).toBeUndefined();
    expect(answer.body.identities).toHaveLength(1);
    expect(getDemoInboxFor(EMAIL)).toHaveLength(1);
    // No session before the code: GoTrue's email_not_confirmed.
    expect(await passwordSignIn(EMAIL, PASSWORD)).toEqual({
      status: 400,
      body: { code: 'email_not_confirmed', message: 'Email not confirmed' },
    });
  });

  it('weak passwords: 422 weak_password with its reasons; beyond 72 bytes 400', async () => {
    expect(await signUp(EMAIL, 'kort')).toEqual({
      status: 422,
      body: {
        code: 'weak_password',
        message: 'Password should be at least 8 characters.',
        weak_password: { reasons: ['length'] },
      },
    });
    expect(await signUp(EMAIL, 'Password1')).toEqual({
      status: 422,
      body: {
        code: 'weak_password',
        message: 'Password is known to be weak and easy to guess, please choose a different one.',
        weak_password: { reasons: ['pwned'] },
      },
    });
    expect((await signUp(EMAIL, 'x'.repeat(73))).body).toEqual({
      code: 'validation_failed',
      message: 'Password cannot be longer than 72 characters',
    });
    expect((await signUp(EMAIL, '')).body.code).toBe('validation_failed');
    expect(getDemoInboxFor(EMAIL)).toHaveLength(0);
  });

  it('invalid addresses: validation_failed for the form, email_address_invalid for the mailer', async () => {
    expect(await signUp('inte-en-adress', PASSWORD)).toEqual({
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'Unable to validate email address: invalid format',
      },
    });
    expect(await signUp('anna@foretag.test', PASSWORD)).toEqual({
      status: 400,
      body: {
        code: 'email_address_invalid',
        message: 'Email address "anna@foretag.test" is invalid',
      },
    });
    expect(findUserByEmail('anna@foretag.test')).toBeUndefined();
  });

  it('an unconfirmed address is mailed again, not changed, and not within 60 s', async () => {
    await signUp(EMAIL, PASSWORD, { fornamn: 'Mallory' });
    const again = await signUp(EMAIL, 'ett-annat-losen-4', { fornamn: 'Eve' });
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ code: 'over_email_send_rate_limit' });
    advanceClock(61_000);
    const later = await signUp(EMAIL, 'ett-annat-losen-4', { fornamn: 'Eve' });
    expect(later.status).toBe(200);
    expect(later.body.user_metadata).toEqual({ fornamn: 'Mallory' });
    expect(getDemoInboxFor(EMAIL)).toHaveLength(2);
  });

  it("a code request's address a minute later: 200 with the stored user and its e-mail identity (signup.go), which hold the request's data and nothing else", async () => {
    // What the app's code request sends (src/services/authFlows.ts): the spec's flow metadata.
    const flow = { flow_type: 'otp', use_otp: true };
    expect((await post('otp', { email: EMAIL, create_user: true, data: flow })).status).toBe(200);
    const stored = findUserByEmail(EMAIL);
    advanceClock(60_000);
    const answer = await signUp(EMAIL, PASSWORD, { fornamn: 'Mallory' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: stored?.id,
      email: EMAIL,
      role: 'authenticated',
      user_metadata: flow,
      app_metadata: { provider: 'email', providers: ['email'] },
    });
    expect(answer.body.email_confirmed_at).toBeUndefined();
    expect(answer.body.access_token).toBeUndefined();
    // GoTrue's MagicLink signs the address up with the request's data: provider.Claims
    // (sub, email, email_verified, phone_verified), then the data's keys, in the identity.
    expect(answer.body.identities).toEqual([
      expect.objectContaining({
        provider: 'email',
        identity_data: {
          sub: stored?.id,
          email: EMAIL,
          email_verified: false,
          phone_verified: false,
          ...flow,
        },
      }),
    ]);
    // The mail went again, and the answer says when.
    expect(getDemoInboxFor(EMAIL)).toHaveLength(2);
    expect(Date.parse(String(answer.body.confirmation_sent_at))).toBe(
      Date.parse(getDemoInboxFor(EMAIL)[0]?.sentAt ?? ''),
    );
  });

  it('a confirmed address: a made-up user, no mail, nothing changed (no account enumeration)', async () => {
    await post('otp', { email: EMAIL, create_user: true, data: {} });
    await post('verify', { email: EMAIL, token: newestCode(EMAIL), type: 'email' });
    const owner = findUserByEmail(EMAIL);
    advanceClock(61_000);
    const answer = await signUp(EMAIL, PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.body.id).not.toBe(owner?.id);
    expect(answer.body.identities).toEqual([]);
    expect(answer.body.email_confirmed_at).toBeUndefined();
    expect(getDemoInboxFor(EMAIL)).toHaveLength(1);
    expect(findUserByEmail(EMAIL)?.password_hash).toBeNull();
  });
});

describe('the demo confirmation ↔ the trigger on auth.users', () => {
  /** GoTrue's statements for the same story, as its own role; then: has the user a password? */
  async function postgresStory(setPasswordAfter: boolean): Promise<boolean> {
    const id = '00000000-0000-4000-8000-0000000000bb';
    await db.transaction(async (tx) => {
      await tx.exec('set local role supabase_auth_admin');
      await tx.query(
        `insert into auth.users (id, email, encrypted_password) values ($1, $2, 'bcrypt-hash')`,
        [id, EMAIL],
      );
      await tx.query(`update auth.users set email_confirmed_at = now() where id = $1`, [id]);
      if (setPasswordAfter) {
        await tx.query(`update auth.users set encrypted_password = 'new-hash' where id = $1`, [id]);
        await tx.query(`update auth.users set email_confirmed_at = now() where id = $1`, [id]);
      }
    });
    const { rows } = await db.query<{ has: boolean }>(
      `select coalesce(encrypted_password, '') <> '' as has from auth.users where id = $1`,
      [id],
    );
    return rows[0]?.has ?? false;
  }

  it("a sign-up's password, after the owner's code: gone in both", async () => {
    await signUp(EMAIL, PASSWORD);
    advanceClock(61_000);
    await post('otp', { email: EMAIL, create_user: true, data: {} });
    expect(
      (await post('verify', { email: EMAIL, token: newestCode(EMAIL), type: 'email' })).status,
    ).toBe(200);
    const demoHas = findUserByEmail(EMAIL)?.password_hash != null;
    expect(demoHas).toBe(await postgresStory(false));
    expect(demoHas).toBe(false);
    expect(await passwordSignIn(EMAIL, PASSWORD)).toMatchObject({
      status: 400,
      body: { code: 'invalid_credentials' },
    });
  });

  it('a password the owner sets after the code stays through a later confirmation, in both', async () => {
    await post('otp', { email: EMAIL, create_user: true, data: {} });
    const verified = await post('verify', {
      email: EMAIL,
      token: newestCode(EMAIL),
      type: 'email',
    });
    const response = await fetch(`${NODE_BASE_URL}/auth/v1/user`, {
      method: 'PUT',
      headers: { ...HEADERS, Authorization: `Bearer ${String(verified.body.access_token)}` },
      body: JSON.stringify({ password: 'agarens-eget-losen-7' }),
    });
    expect(response.status).toBe(200);
    // A later code for a confirmed address confirms nothing anew.
    advanceClock(61_000);
    await post('otp', { email: EMAIL, create_user: true, data: {} });
    await post('verify', { email: EMAIL, token: newestCode(EMAIL), type: 'email' });
    const demoHas = findUserByEmail(EMAIL)?.password_hash != null;
    expect(demoHas).toBe(await postgresStory(true));
    expect(demoHas).toBe(true);
  });

  it('sessions opened before the first confirmation end with it; the confirming sign-in keeps its own, in both', async () => {
    // A session of a user whose address nobody has proven (e.g. from a time the project confirmed
    // nothing): made directly, as no request of today's API makes one.
    const early = createUser({
      email: EMAIL,
      provider: 'email',
      userMetadata: {},
      confirmed: false,
    });
    const before = (await createSession(early, 'password', 'demo')) as { refresh_token: string };
    await post('otp', { email: EMAIL, create_user: true, data: {} });
    const verified = await post('verify', {
      email: EMAIL,
      token: newestCode(EMAIL),
      type: 'email',
    });
    expect(verified.status).toBe(200);
    const refresh = (token: unknown) =>
      post('token?grant_type=refresh_token', { refresh_token: token });
    expect(await refresh(before.refresh_token)).toMatchObject({
      status: 400,
      body: { code: 'refresh_token_not_found' },
    });
    expect((await refresh(verified.body.refresh_token)).status).toBe(200);

    // Postgres: GoTrue confirms, then makes the confirming session, in one transaction.
    const id = '00000000-0000-4000-8000-0000000000cc';
    const sessions = [
      '00000000-0000-4000-8000-0000000000c1',
      '00000000-0000-4000-8000-0000000000c2',
    ];
    await db.transaction(async (tx) => {
      await tx.exec('set local role supabase_auth_admin');
      await tx.query(`insert into auth.users (id, email) values ($1, $2)`, [id, EMAIL]);
      await tx.query('insert into auth.sessions (id, user_id) values ($1, $2)', [sessions[0], id]);
      await tx.query(`update auth.users set email_confirmed_at = now() where id = $1`, [id]);
      await tx.query('insert into auth.sessions (id, user_id) values ($1, $2)', [sessions[1], id]);
    });
    const { rows } = await db.query<{ id: string }>(
      'select id from auth.sessions where user_id = $1',
      [id],
    );
    expect(rows.map((row) => row.id)).toEqual([sessions[1]]);
  });
});
