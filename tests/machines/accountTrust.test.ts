/**
 * What the browser does for accounts nobody can take over (issues 36 and 54), with the real
 * services and the demo backend: the first confirmation of an address ends every other session of
 * the account on the server; registration details never leave the browser before the code, and
 * wait there at most a day and only for their own address; a
 * sign-out the server cannot answer still forgets the session here; the export holds the auth
 * user's metadata, linked identities and the revisions the person wrote.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { authMachine } from '../../src/machines/auth';
import { registerMachine } from '../../src/machines/register';
import { findOrCreateProfile, toAuthUser, type AuthUser } from '../../src/machines/shared/authUser';
import {
  parsePendingRegistration,
  PENDING_REGISTRATION_MS,
} from '../../src/machines/shared/pendingRegistration';
import { createSession, findUserByEmail } from '../../src/mocks/authStore';
import { getDb } from '../../src/mocks/db';
import { advanceClock, failNext, NODE_BASE_URL, server } from '../../src/mocks/node';
import * as accountData from '../../src/services/accountData';
import * as auth from '../../src/services/auth';
import { DEMO_ANON_KEY, getSupabase } from '../../src/services/client';
import { expectOk, setupDemoBackend, signIn, signInWithAccount } from '../services/helpers';

setupDemoBackend();

describe('the first confirmation of an address', () => {
  it('ends every other session of the account on the server; the browser asks nothing for it', async () => {
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

    const logouts: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('/auth/v1/logout')) logouts.push(request.url);
    };
    server.events.on('request:start', listen);
    try {
      const session = await signIn('ny@example.se');
      // Only the owner's code's own session is left, before the app has done anything.
      expect(getDb().sessions.filter((s) => s.userId === user.id)).toEqual([
        expect.objectContaining({ amr: 'otp' }),
      ]);
      await findOrCreateProfile(toAuthUser(session.user) as AuthUser);
      expect(logouts).toEqual([]);
    } finally {
      server.events.removeListener('request:start', listen);
    }
  });
});

describe('registration details stay in the browser until the code (issue 54)', () => {
  it('the code request carries none, and /signup for the unconfirmed address a minute later answers a user without them', async () => {
    const typed = {
      email: 'anna.registrerad@example.se',
      telefon: '070-123 45 67',
      fornamn: 'Annika',
      efternamn: 'Registrerad',
      adress: 'Hemligvägen 9, 411 38 Göteborg',
    };
    const bodies: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('/auth/v1/otp'))
        void request
          .clone()
          .text()
          .then((body) => bodies.push(body));
    };
    server.events.on('request:start', listen);
    const remembered: unknown[] = [];
    try {
      const actor = createActor(
        registerMachine.provide({
          actions: { rememberRegistration: (_, params) => void remembered.push(params) },
        }),
      ).start();
      for (const [field, value] of Object.entries(typed))
        actor.send({
          type: 'register.fieldChanged',
          field: field as keyof typeof typed,
          value,
        });
      actor.send({ type: 'register.submit' });
      await waitFor(actor, (s) => s.matches('idle') && remembered.length === 1, {
        timeout: 10_000,
      });
      actor.stop();
    } finally {
      server.events.removeListener('request:start', listen);
    }
    // The details wait in this browser (the pending registration), nowhere else.
    expect(remembered).toEqual([
      {
        email: typed.email,
        details: {
          fornamn: 'Annika',
          efternamn: 'Registrerad',
          telefon: '070-123 45 67',
          adress: typed.adress,
        },
      },
    ]);
    expect(bodies).toHaveLength(1);
    const request = JSON.parse(bodies[0] ?? '{}') as { data?: unknown; email?: unknown };
    expect(request.email).toBe(typed.email);
    expect(request.data).toEqual({ flow_type: 'otp', use_otp: true });

    // A minute later (the demo's clock, not a wait), anybody with the anon key asks /signup.
    advanceClock(60_000);
    const response = await fetch(`${NODE_BASE_URL}/auth/v1/signup`, {
      method: 'POST',
      headers: {
        apikey: DEMO_ANON_KEY,
        Authorization: `Bearer ${DEMO_ANON_KEY}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ email: typed.email, password: 'nyfiken-granne-7' }),
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as Record<string, unknown>;
    // GoTrue's answer for an unconfirmed address: the stored user, with its e-mail identity.
    expect(answer).toMatchObject({
      id: findUserByEmail(typed.email)?.id,
      email: typed.email,
      user_metadata: { flow_type: 'otp', use_otp: true },
      identities: [
        expect.objectContaining({
          provider: 'email',
          identity_data: expect.objectContaining({
            flow_type: 'otp',
            email: typed.email,
          }) as unknown,
        }),
      ],
    });
    expect(answer.email_confirmed_at).toBeUndefined();
    const text = JSON.stringify(answer) + (bodies[0] ?? '');
    for (const detail of ['Annika', 'Registrerad', '070-123', 'Hemligvägen', '411 38'])
      expect(text).not.toContain(detail);
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
    const client = await getSupabase();
    expect((await client.auth.updateUser({ data: { full_name: 'Ada Admin' } })).error).toBeNull();
    const saved = await client
      .from('content_items')
      .insert({ type: 'article', content_id: 'aktiebolag', content: 'Min text', title: 'Rubrik' })
      .select('id');
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
