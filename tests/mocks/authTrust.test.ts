/**
 * The demo backend's GoTrue where issue 54 changed what the project does (supabase/migrations
 * 20261207*): unconfirmed users go after 24 hours, and a reauthentication code voided by
 * check_reauthentication's fifth wrong try is refused by GoTrue's nonce check as well
 * (internal/api/reauthenticate.go: an empty token matches nothing, 422 reauthentication_not_valid).
 * Plain fetch against the MSW handlers, as supabase-js would send it.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetSignInLimit } from '../../src/mocks/authApi';
import { findUserByEmail } from '../../src/mocks/authStore';
import {
  advanceClock,
  clearFaults,
  getDemoInboxFor,
  NODE_BASE_URL,
  resetDb,
  server,
} from '../../src/mocks/node';
import { DEMO_ANON_KEY } from '../../src/services/client';

const HEADERS = {
  apikey: DEMO_ANON_KEY,
  Authorization: `Bearer ${DEMO_ANON_KEY}`,
  'Content-Type': 'application/json',
  'X-Supabase-Api-Version': '2024-01-01',
};
const EMAIL = 'agare@example.se';
const HOUR = 60 * 60 * 1000;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  resetDb();
  resetSignInLimit();
  clearFaults();
});
afterAll(() => {
  server.close();
});

async function send(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${NODE_BASE_URL}${path}`, {
    method,
    headers: { ...HEADERS, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text === '' ? {} : JSON.parse(text)) as Record<string, unknown>,
  };
}

const newestCode = (email: string) => getDemoInboxFor(email)[0]?.code ?? '';

describe('unconfirmed users go after 24 hours (private.purge_unconfirmed_users)', () => {
  it('an address nobody confirmed keeps its user for 24 hours, then a request finds none', async () => {
    const first = await send('POST', '/auth/v1/signup', {
      email: EMAIL,
      password: 'angriparens-hemliga-9',
      data: { note: 'först' },
    });
    expect(first.status).toBe(200);
    advanceClock(24 * HOUR - 60_000);
    await send('GET', '/auth/v1/settings');
    expect(findUserByEmail(EMAIL)?.id).toBe(first.body.id);

    advanceClock(2 * 60_000);
    await send('GET', '/auth/v1/settings');
    expect(findUserByEmail(EMAIL)).toBeUndefined();
    // The next request for the address makes a fresh user with its own data.
    const again = await send('POST', '/auth/v1/signup', {
      email: EMAIL,
      password: 'ett-annat-losen-4',
      data: { note: 'sedan' },
    });
    expect(again.status).toBe(200);
    expect(again.body.id).not.toBe(first.body.id);
    expect(again.body.user_metadata).toEqual({ note: 'sedan' });
  });

  it('a confirmed address stays however old', async () => {
    await send('POST', '/auth/v1/otp', { email: EMAIL, create_user: true, data: {} });
    await send('POST', '/auth/v1/verify', {
      email: EMAIL,
      token: newestCode(EMAIL),
      type: 'email',
    });
    const id = findUserByEmail(EMAIL)?.id;
    advanceClock(30 * 24 * HOUR);
    await send('GET', '/auth/v1/settings');
    expect(findUserByEmail(EMAIL)?.id).toBe(id);
  });
});

describe("check_reauthentication's fifth wrong try voids the code for GoTrue's nonce too", () => {
  it('a password change with the right code then answers 422 reauthentication_not_valid', async () => {
    await send('POST', '/auth/v1/otp', { email: EMAIL, create_user: true, data: {} });
    const signedIn = await send('POST', '/auth/v1/verify', {
      email: EMAIL,
      token: newestCode(EMAIL),
      type: 'email',
    });
    // After the session's first 24 hours GoTrue checks a password change's nonce.
    advanceClock(25 * HOUR);
    const refreshed = await send('POST', '/auth/v1/token?grant_type=refresh_token', {
      refresh_token: signedIn.body.refresh_token,
    });
    const token = String(refreshed.body.access_token);
    expect((await send('GET', '/auth/v1/reauthenticate', undefined, token)).status).toBe(200);
    const code = newestCode(EMAIL);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: unknown[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      answers.push(
        (await send('POST', '/rest/v1/rpc/check_reauthentication', { code: wrong }, token)).body,
      );
    expect(answers).toEqual([...Array<string>(4).fill('code_invalid'), 'code_void']);
    expect(
      await send('PUT', '/auth/v1/user', { password: 'ett-nytt-losen-8', nonce: code }, token),
    ).toEqual({
      status: 422,
      body: { code: 'reauthentication_not_valid', message: 'Nonce has expired or is invalid' },
    });
    // A new code works again.
    advanceClock(61_000);
    expect((await send('GET', '/auth/v1/reauthenticate', undefined, token)).status).toBe(200);
    expect(
      (
        await send(
          'PUT',
          '/auth/v1/user',
          { password: 'ett-nytt-losen-8', nonce: newestCode(EMAIL) },
          token,
        )
      ).status,
    ).toBe(200);
  });
});
