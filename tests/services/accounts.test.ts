import { afterEach, describe, expect, it, vi } from 'vitest';
import { advanceClock, failNext } from '../../src/mocks/node';
import * as accounts from '../../src/services/accounts';
import {
  expectErr,
  expectOk,
  newAnonymousClient,
  signIn,
  signInWithAccount,
  setupDemoBackend,
} from './helpers';

setupDemoBackend({ rest: 'pglite' });

const EMAIL = 'foretagare@example.com';
const OTHER = 'granne@example.com';
const NEW_ACCOUNT = {
  email: EMAIL,
  fornamn: 'Sara',
  efternamn: 'Ek',
  telefon: '070-123 45 67',
  adress: 'Storgatan 1, 111 22 Stockholm',
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('getByEmail', () => {
  it('is null when there is no account', async () => {
    await signIn(EMAIL);
    expect(expectOk(await accounts.getByEmail(EMAIL))).toBeNull();
  });

  it('returns the own row', async () => {
    const { row } = await signInWithAccount(EMAIL);
    expect(expectOk(await accounts.getByEmail(EMAIL))).toEqual(row);
  });

  it("does not show another user's row (row-level security) and refuses visitors (no grant)", async () => {
    await signInWithAccount(OTHER);
    await newAnonymousClient();
    // PostgREST: 42501 permission denied, 401 for the anon role.
    expect(expectErr(await accounts.getByEmail(OTHER))).toMatchObject({
      kind: 'forbidden',
      status: 401,
      code: '42501',
    });
    advanceClock(61_000);
    await signIn(EMAIL);
    expect(expectOk(await accounts.getByEmail(OTHER))).toBeNull();
  });

  it('maps a 500 to server', async () => {
    await signIn(EMAIL);
    failNext({ method: 'GET', path: '/rest/v1/konton' }, { status: 500 });
    expect(expectErr(await accounts.getByEmail(EMAIL)).kind).toBe('server');
  });

  it('maps a lasting network failure to network (after supabase-js has retried the read)', async () => {
    await signIn(EMAIL);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    failNext({ method: 'GET', path: '/rest/v1/konton' }, { network: true }, Infinity);
    const pending = accounts.getByEmail(EMAIL);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(expectErr(await pending).kind).toBe('network');
  });

  it('recovers when the network comes back within the retries', async () => {
    const { row } = await signInWithAccount(EMAIL);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    failNext({ method: 'GET', path: '/rest/v1/konton' }, { network: true }, 2);
    const pending = accounts.getByEmail(EMAIL);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(expectOk(await pending)).toEqual(row);
  });
});

describe('insert', () => {
  it('creates the row and returns it', async () => {
    await signIn(EMAIL);
    const row = expectOk(await accounts.insert(NEW_ACCOUNT));
    expect(row).toMatchObject({ ...NEW_ACCOUNT, username: null, avatar_url: null });
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(row.created_at)).not.toBeNaN();
  });

  it('stores addresses as the auth server does (trimmed, lower-case)', async () => {
    await signIn(EMAIL);
    const row = expectOk(
      await accounts.insert({ ...NEW_ACCOUNT, email: ' Foretagare@Example.COM ' }),
    );
    expect(row.email).toBe(EMAIL);
    expect(expectOk(await accounts.getByEmail('FORETAGARE@example.com'))?.id).toBe(row.id);
  });

  it('a second row for the same address is invalid (23505)', async () => {
    await signIn(EMAIL);
    expectOk(await accounts.insert(NEW_ACCOUNT));
    const error = expectErr(await accounts.insert(NEW_ACCOUNT));
    expect(error).toMatchObject({ kind: 'invalid', status: 409, code: '23505' });
  });

  it('a row for another address is forbidden (42501)', async () => {
    await signIn(EMAIL);
    const error = expectErr(await accounts.insert({ ...NEW_ACCOUNT, email: OTHER }));
    expect(error).toMatchObject({ kind: 'forbidden', status: 403, code: '42501' });
  });

  it('a visitor cannot insert', async () => {
    const error = expectErr(await accounts.insert(NEW_ACCOUNT));
    expect(error).toMatchObject({ kind: 'forbidden', code: '42501' });
  });

  it('maps a network failure and a 500', async () => {
    await signIn(EMAIL);
    failNext({ method: 'POST', path: '/rest/v1/konton' }, { network: true });
    expect(expectErr(await accounts.insert(NEW_ACCOUNT)).kind).toBe('network');
    failNext({ method: 'POST', path: '/rest/v1/konton' }, { status: 500 });
    expect(expectErr(await accounts.insert(NEW_ACCOUNT)).kind).toBe('server');
    expectOk(await accounts.insert(NEW_ACCOUNT));
  });
});

describe('unconfirmed details', () => {
  it('a row can start unconfirmed; confirmDetails and updateDetails confirm it', async () => {
    await signIn(EMAIL);
    const created = expectOk(
      await accounts.insert({
        email: EMAIL,
        fornamn: 'Fel',
        efternamn: 'Person',
        telefon: '',
        adress: '',
        details_confirmed_at: null,
      }),
    );
    expect(created.details_confirmed_at).toBeNull();
    const confirmed = expectOk(await accounts.confirmDetails(EMAIL));
    expect(confirmed.details_confirmed_at).not.toBeNull();
    const corrected = expectOk(
      await accounts.updateDetails(EMAIL, {
        fornamn: 'Rätt',
        efternamn: 'Namn',
        telefon: '070-123 45 67',
        adress: 'Storgatan 1, 411 38 Göteborg',
      }),
    );
    expect(corrected).toMatchObject({ fornamn: 'Rätt', telefon: '070-123 45 67' });
    expect(Date.parse(corrected.details_confirmed_at ?? '')).not.toBeNaN();
  });

  it('fails as not_found without a row, and maps a 500 and a network failure', async () => {
    await signIn(EMAIL);
    expect(expectErr(await accounts.confirmDetails(EMAIL)).kind).toBe('not_found');
    await accounts.insert({ email: EMAIL, fornamn: 'A', efternamn: 'B', telefon: '', adress: '' });
    failNext({ method: 'PATCH', path: '/rest/v1/konton' }, { status: 500 });
    expect(expectErr(await accounts.confirmDetails(EMAIL)).kind).toBe('server');
    failNext({ method: 'PATCH', path: '/rest/v1/konton' }, { network: true });
    expect(
      expectErr(
        await accounts.updateDetails(EMAIL, {
          fornamn: 'A',
          efternamn: 'B',
          telefon: '070-123 45 67',
          adress: 'Storgatan 1, 411 38 Göteborg',
        }),
      ).kind,
    ).toBe('network');
  });
});

describe('updates', () => {
  it('updateAddress returns the single updated row', async () => {
    await signInWithAccount(EMAIL);
    const row = expectOk(await accounts.updateAddress(EMAIL, 'Lillgatan 2, 222 33 Lund'));
    expect(row.adress).toBe('Lillgatan 2, 222 33 Lund');
    expect(expectOk(await accounts.getByEmail(EMAIL))?.adress).toBe('Lillgatan 2, 222 33 Lund');
  });

  it('updateAddress without a row is not_found (PGRST116)', async () => {
    await signIn(EMAIL);
    const error = expectErr(await accounts.updateAddress(EMAIL, 'Lillgatan 2'));
    expect(error).toMatchObject({ kind: 'not_found', status: 406, code: 'PGRST116' });
  });

  it("another user's row is silently not visible to an update (not_found) and stays unchanged", async () => {
    const { row } = await signInWithAccount(OTHER);
    await newAnonymousClient();
    advanceClock(61_000);
    await signIn(EMAIL);
    expect(expectErr(await accounts.updateAddress(OTHER, 'Kapad 1')).kind).toBe('not_found');
    await newAnonymousClient();
    advanceClock(61_000);
    await signIn(OTHER);
    expect(expectOk(await accounts.getByEmail(OTHER))?.adress).toBe(row.adress);
  });

  it('updateAvatarUrl stores the path', async () => {
    await signInWithAccount(EMAIL);
    const row = expectOk(await accounts.updateAvatarUrl(EMAIL, 'abc-123.png'));
    expect(row.avatar_url).toBe('abc-123.png');
  });

  it('updateProfile sets phone and username', async () => {
    await signInWithAccount(EMAIL);
    const row = expectOk(
      await accounts.updateProfile(EMAIL, {
        telefon: '08-123 456',
        username: 'sara_ek',
      }),
    );
    expect(row).toMatchObject({ email: EMAIL, telefon: '08-123 456', username: 'sara_ek' });
  });

  it('followAuthEmail cannot move the row to another address before the auth e-mail changed (WITH CHECK → forbidden)', async () => {
    await signInWithAccount(EMAIL);
    const error = expectErr(await accounts.followAuthEmail(EMAIL, OTHER));
    expect(error).toMatchObject({ kind: 'forbidden', code: '42501' });
    expect(expectOk(await accounts.getByEmail(EMAIL))?.username).toBeNull();
  });

  it('maps a network failure and a 500 on updates', async () => {
    await signInWithAccount(EMAIL);
    failNext({ method: 'PATCH', path: '/rest/v1/konton' }, { network: true });
    expect(expectErr(await accounts.updateAvatarUrl(EMAIL, 'a.png')).kind).toBe('network');
    failNext({ method: 'PATCH', path: '/rest/v1/konton' }, { status: 500 });
    expect(
      expectErr(await accounts.updateProfile(EMAIL, { telefon: '1', username: 'x' })).kind,
    ).toBe('server');
  });
});
