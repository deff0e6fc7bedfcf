/**
 * What the browser does for accounts nobody can take over (issue 36), with the real services and
 * the demo backend: the first sign-in of a newly confirmed address ends every other session of
 * the account; registration details wait at most a day and only for their own address; a
 * sign-out the server cannot answer still forgets the session here; the export holds the auth
 * user's metadata, linked identities and the revisions the person wrote.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { authMachine } from '../../src/machines/auth';
import { findOrCreateProfile, toAuthUser, type AuthUser } from '../../src/machines/shared/authUser';
import {
  parsePendingRegistration,
  PENDING_REGISTRATION_MS,
} from '../../src/machines/shared/pendingRegistration';
import { createSession, findUserByEmail } from '../../src/mocks/authStore';
import { getDb } from '../../src/mocks/db';
import { failNext, NODE_BASE_URL } from '../../src/mocks/node';
import * as accountData from '../../src/services/accountData';
import * as auth from '../../src/services/auth';
import { DEMO_ANON_KEY, getSupabase } from '../../src/services/client';
import { expectOk, setupDemoBackend, signIn, signInWithAccount } from '../services/helpers';

setupDemoBackend();

describe('the first sign-in of a newly confirmed address', () => {
  it('ends every other session of the account', async () => {
    // An account somebody signed up for with a password, holding a session from before the
    // owner proved the address (as the old settings allowed).
    const response = await fetch(`${NODE_BASE_URL}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: DEMO_ANON_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'ny@example.se', password: 'angriparens-hemliga-9' }),
    });
    expect(response.status).toBe(200);
    const user = findUserByEmail('ny@example.se');
    if (user === undefined) throw new Error('no user');
    await createSession(user, 'password', `${NODE_BASE_URL}/auth/v1`);
    getDb().otps = [];

    const session = await signIn('ny@example.se');
    const owner = toAuthUser(session.user) as AuthUser;
    expect(owner.firstSignIn).toBe(true);
    await findOrCreateProfile(owner);
    expect(getDb().sessions.filter((s) => s.userId === user.id)).toEqual([
      expect.objectContaining({ id: expect.any(String) }),
    ]);
    expect(getDb().sessions.find((s) => s.userId === user.id)?.amr).toBe('otp');
  });
});

describe('registration details kept in the browser', () => {
  const typed = (savedAt: string) =>
    JSON.stringify({
      email: 'anna@example.se',
      savedAt,
      details: { fornamn: 'Anna', efternamn: 'Ek', telefon: '070-1', adress: 'Väg 1, 123 45 Ort' },
    });
  const now = Date.parse('2026-11-27T12:00:00Z');

  it('count for a day, then are forgotten; without their time they count as old', () => {
    expect(parsePendingRegistration(typed('2026-11-27T11:00:00Z'), now)?.details.fornamn).toBe(
      'Anna',
    );
    const dayAgo = new Date(now - PENDING_REGISTRATION_MS - 1000).toISOString();
    expect(parsePendingRegistration(typed(dayAgo), now)).toBeNull();
    expect(
      parsePendingRegistration(
        JSON.stringify({ email: 'a@example.se', details: JSON.parse(typed('x')).details }),
        now,
      ),
    ).toBeNull();
  });
});

describe('a sign-out the auth server cannot answer', () => {
  it('still forgets the session in this browser, and says so', async () => {
    await signInWithAccount('utloggning@example.se');
    const actor = createActor(authMachine).start();
    await waitFor(actor, (s) => s.matches('signedIn'));
    failNext({ method: 'POST', path: '/auth/v1/logout' }, { status: 500 });
    actor.send({ type: 'auth.signOut' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(expectOk(await auth.getSession())).toBeNull();
    // The server still has the session: it was never told.
    expect(getDb().sessions).toHaveLength(1);
    actor.stop();
  });
});

describe("'Ladda ner mina uppgifter'", () => {
  it("holds the auth user's metadata, linked identities and the revisions the person wrote", async () => {
    const { row } = await signInWithAccount('admin@example.com');
    expectOk(await auth.clearRegistrationMetadata());
    const client = await getSupabase();
    expect((await client.auth.updateUser({ data: { full_name: 'Ada Admin' } })).error).toBeNull();
    const saved = await client
      .from('content_items')
      .insert({ type: 'article', content_id: 'aktiebolag', content: 'Min text', title: 'Rubrik' })
      .select();
    expect(saved.error).toBeNull();
    const data = expectOk(await accountData.exportMine());
    expect(data.konto?.id).toBe(row.id);
    expect(data.inloggning.anvandarmetadata).toMatchObject({ full_name: 'Ada Admin' });
    expect(data.inloggning.kopplade_inloggningar).toEqual([
      expect.objectContaining({ leverantor: 'email', e_post: 'admin@example.com' }),
    ]);
    expect(data.redigeringar).toEqual([
      expect.objectContaining({
        typ: 'article',
        text_id: 'aktiebolag',
        version: 1,
        rubrik: 'Rubrik',
        innehall: 'Min text',
      }),
    ]);
  });
});
