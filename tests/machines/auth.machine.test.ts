/**
 * The root auth machine. Model-based: paths generated from the real machine (getShortestPaths),
 * replayed on real actors whose actors never act by themselves (`authEvents` a no-op callback,
 * `readSession` / `loadProfile` / `signOut` never-settling promises); the paths carry the
 * `xstate.done.actor.*` / `xstate.error.actor.*` events and Supabase's auth events as
 * `auth.changed`, so every outcome is walked. Then the pure helpers, `findOrCreateProfile` with the
 * real services against the MSW demo backend, and the machine with its real actors end to end.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import {
  authMachine,
  selectAccountView,
  selectAuthSummary,
  selectIsInitialising,
  selectSignedInEmail,
  type AuthEvent,
} from '../../src/machines/auth';
import {
  ProfileSetupError,
  findOrCreateProfile,
  newRowDetails,
  splitFullName,
  toAuthUser,
  type AuthUser,
} from '../../src/machines/shared/authUser';
import type { KontoRow } from '../../src/machines/account';
import { advanceClock, failNext } from '../../src/mocks/node';
import * as accounts from '../../src/services/accounts';
import * as authService from '../../src/services/auth';
import type { User } from '../../src/services/auth';
import { ServiceError } from '../../src/services/result';
import { expectOk, latestCode, setupDemoBackend, signIn } from '../services/helpers';
import {
  coveringPaths,
  describePath,
  expectFullCoverage,
  replayPaths,
  type Coverage,
} from '../support/machineCoverage';

type Snapshot = SnapshotFrom<typeof authMachine>;

const ANNA: AuthUser = {
  id: 'user-anna',
  email: 'anna@example.se',
  provider: 'email',
  fullName: null,
  googleName: null,
  registration: null,
  firstSignIn: false,
};
const GUSTAV: AuthUser = {
  id: 'user-gustav',
  email: 'gustav@example.se',
  provider: 'google',
  fullName: 'Gustav Adolf Vasa',
  googleName: 'Gustav Adolf Vasa',
  registration: null,
  firstSignIn: false,
};

const row = (user: AuthUser, adress: string): KontoRow => ({
  id: `konto-${user.id}`,
  user_id: user.id,
  email: user.email ?? '',
  telefon: '',
  fornamn: 'F',
  efternamn: 'E',
  adress,
  username: null,
  avatar_url: null,
  details_confirmed_at: '2026-01-01T00:00:00.000Z',
  created_at: '2026-01-01T00:00:00.000Z',
});

const AUTH_EVENTS = [
  'INITIAL_SESSION',
  'SIGNED_IN',
  'TOKEN_REFRESHED',
  'USER_UPDATED',
  'PASSWORD_RECOVERY',
  'MFA_CHALLENGE_VERIFIED',
] as const;

const changed = (event: authService.AuthChangeEvent, user: AuthUser | null): AuthEvent => ({
  type: 'auth.changed',
  event,
  user,
});
const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as AuthEvent;
const failed = (id: string) =>
  ({
    type: `xstate.error.actor.${id}`,
    error: new ServiceError({ kind: 'network' }),
  }) as unknown as AuthEvent;

const EVENTS: AuthEvent[] = [
  ...AUTH_EVENTS.map((event) => changed(event, ANNA)),
  changed('SIGNED_IN', GUSTAV),
  changed('SIGNED_OUT', null),
  changed('INITIAL_SESSION', null),
  { type: 'auth.signOut' },
  { type: 'auth.reloadProfile' },
  { type: 'auth.recoveryFinished' },
  { type: 'auth.profileChanged', profile: row(ANNA, 'Storgatan 1, 411 38 Göteborg') },
  done('readSession', ANNA),
  done('readSession', null),
  failed('readSession'),
  done('loadProfile', row(ANNA, '')),
  failed('loadProfile'),
  done('reloadProfile', row(ANNA, 'Nygatan 2, 111 22 Stockholm')),
  failed('reloadProfile'),
  done('signOut', undefined),
  failed('signOut'),
];

function eventsFor(snapshot: Snapshot): AuthEvent[] {
  const handled = new Set(
    (snapshot as unknown as { _nodes: { ownEvents: string[] }[] })._nodes.flatMap(
      (node) => node.ownEvents,
    ),
  );
  // A profile row belongs to the user it was loaded for: offer the matching one only.
  return EVENTS.filter((event) => handled.has(event.type));
}

/** The machine with its actors doing nothing by themselves and its side effects recorded. */
function testMachine() {
  const spies = { showToast: vi.fn(), navigate: vi.fn(), forgetPersonalData: vi.fn() };
  const machine = authMachine.provide({
    actors: {
      authEvents: fromCallback<AuthEvent>(() => () => {}) as never,
      readSession: fromPromise<AuthUser | null>(() => new Promise(() => {})) as never,
      loadProfile: fromPromise<KontoRow, AuthUser>(() => new Promise(() => {})) as never,
      signOut: fromPromise<void>(() => new Promise(() => {})) as never,
    },
    actions: {
      showToast: (_, params) => spies.showToast(params),
      navigate: (_, params) => spies.navigate(params),
      forgetPersonalData: () => spies.forgetPersonalData(),
    },
  });
  return { machine, spies };
}

describe('auth machine (model-based)', () => {
  it('reaches every state and transition with every Supabase auth event', () => {
    const { machine, spies } = testMachine();
    const paths = coveringPaths(machine, { events: eventsFor });
    let wasSignedIn = false;
    let previous: Snapshot['value'] = 'initialising';
    const coverage: Coverage = replayPaths(machine, paths, {
      spies,
      check: (actor, _expected, event) => {
        const snapshot = actor.getSnapshot() as Snapshot;
        const { context } = snapshot;
        // Leaving a signed-in state for signedOut forgets the visitor's personal values in this
        // browser; the first check finding nobody (a registration may be pending) does not.
        if ((event.type as string) === 'xstate.init') {
          wasSignedIn = false;
          previous = 'initialising';
        }
        if (snapshot.matches('signedOut'))
          expect(spies.forgetPersonalData).toHaveBeenCalledTimes(wasSignedIn ? 1 : 0);
        else expect(spies.forgetPersonalData).not.toHaveBeenCalled();
        wasSignedIn = context.user !== null;
        // PASSWORD_RECOVERY marks the session until the new password is saved or it ends.
        if (context.user === null) expect(context.passwordRecovery).toBe(false);
        if (
          event.type === 'auth.changed' &&
          event.event === 'PASSWORD_RECOVERY' &&
          event.user &&
          (previous === 'signedOut' || previous === 'signedIn')
        )
          expect(selectAuthSummary(snapshot).passwordRecovery).toBe(true);
        previous = snapshot.value;
        if (event.type === 'auth.recoveryFinished') expect(context.passwordRecovery).toBe(false);
        // Signed in only after the first check has finished.
        expect(selectIsInitialising(snapshot)).toBe(!context.initialised);
        if (
          (['signedIn', 'reloadingProfile', 'signingOut'] as const).some((state) =>
            snapshot.matches(state),
          )
        )
          expect(context.initialised).toBe(true);
        const view = selectAccountView(snapshot);
        if (!context.initialised) expect(view.status).toBe('unknown');
        else expect(view.status).toBe(context.user ? 'signedIn' : 'signedOut');
        expect(selectSignedInEmail(snapshot)).toBe(
          context.initialised ? (context.user?.email ?? null) : null,
        );
        // Signed out means no user and no profile.
        if (snapshot.matches('signedOut')) {
          expect(context.initialised).toBe(true);
          expect(context.user).toBeNull();
          expect(context.profile).toBeNull();
          expect(context.addressIncomplete).toBe(false);
        }
        // A profile without an address is flagged (the /account dialog asks for it).
        if (context.profile) expect(context.addressIncomplete).toBe(!context.profile.adress);
        switch (event.type as string) {
          case 'xstate.done.actor.signOut':
            expect(spies.showToast).toHaveBeenLastCalledWith({
              title: 'Utloggad',
              description: 'Du har loggats ut från ditt konto.',
            });
            expect(spies.navigate).toHaveBeenLastCalledWith({ to: '/' });
            break;
          case 'xstate.error.actor.signOut':
            expect(snapshot.value).toBe('signedIn');
            expect(spies.showToast).toHaveBeenLastCalledWith({
              title: 'Ett fel uppstod',
              description: 'Kunde inte logga ut. Försök igen.',
              variant: 'destructive',
            });
            break;
          case 'xstate.error.actor.readSession':
            expect(spies.showToast).toHaveBeenLastCalledWith(
              expect.objectContaining({ title: 'Authentication Error', variant: 'destructive' }),
            );
            break;
          case 'xstate.error.actor.loadProfile':
            expect(spies.showToast).toHaveBeenLastCalledWith(
              expect.objectContaining({
                title:
                  context.user?.provider === 'google'
                    ? 'Google-registrering misslyckades'
                    : 'Profile Error',
              }),
            );
            break;
          case 'xstate.error.actor.reloadProfile':
            expect(spies.showToast).toHaveBeenLastCalledWith(
              expect.objectContaining({ title: 'Data Error' }),
            );
            break;
          default:
            break;
        }
      },
    });
    console.log(`[model paths] auth: ${paths.length} paths replayed`);
    // Every Supabase auth event kind is sent on some path.
    const sent = new Set(
      paths.flatMap((path) =>
        path.steps.flatMap((step) =>
          step.event.type === 'auth.changed' ? [step.event.event] : [],
        ),
      ),
    );
    expect([...sent].sort()).toEqual([...AUTH_EVENTS, 'SIGNED_OUT'].sort());
    expect(paths.map(describePath)).toContain('xstate.done.actor.readSession');
    expectFullCoverage(authMachine, coverage);
  });

  // KNOWN BUG in src/machines/auth.ts (reported to the lead): SIGNED_OUT while the first profile
  // load runs (e.g. the stored session's refresh token was revoked) goes to signedOut without
  // `markInitialised`, so the navbar stays 'unknown' and every guarded route's beforeLoad
  // (waitFor initialised) waits forever. Fix: add 'markInitialised' to that transition's actions.
  // This test passes while the bug is there; when it starts failing, turn it into a plain `it`.
  it('is initialised after SIGNED_OUT during the first profile load', () => {
    const { machine } = testMachine();
    const actor = createActor(machine).start();
    actor.send(done('readSession', ANNA));
    actor.send(changed('SIGNED_OUT', null));
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.initialised).toBe(true);
  });

  it('keeps the user on TOKEN_REFRESHED and the other events of the same user', () => {
    const { machine } = testMachine();
    const actor = createActor(machine).start();
    actor.send(done('readSession', ANNA));
    actor.send(done('loadProfile', row(ANNA, 'Storgatan 1')));
    for (const event of [
      'INITIAL_SESSION',
      'SIGNED_IN',
      'TOKEN_REFRESHED',
      'PASSWORD_RECOVERY',
      'MFA_CHALLENGE_VERIFIED',
    ] as const) {
      actor.send(changed(event, ANNA));
      expect(actor.getSnapshot().value).toBe('signedIn');
      expect(actor.getSnapshot().context.profile?.adress).toBe('Storgatan 1');
    }
    actor.send(changed('USER_UPDATED', ANNA));
    expect(actor.getSnapshot().value).toBe('reloadingProfile');
    actor.send(changed('SIGNED_OUT', null));
    expect(actor.getSnapshot().context).toMatchObject({ user: null, profile: null });
  });
});

describe('auth helpers', () => {
  it.each([
    ['Anna Svensson', { fornamn: 'Anna', efternamn: 'Svensson' }],
    ['Gustav Adolf Vasa', { fornamn: 'Gustav', efternamn: 'Adolf Vasa' }],
    ['  Cher  ', { fornamn: 'Cher', efternamn: '' }],
    ['', { fornamn: '', efternamn: '' }],
    [null, { fornamn: '', efternamn: '' }],
  ])('splitFullName(%j) splits on the first space', (name, expected) => {
    expect(splitFullName(name)).toEqual(expected);
  });

  it('toAuthUser keeps what the app needs from a Google user, without tokens', () => {
    const user = {
      id: 'u1',
      email: 'gun@example.se',
      app_metadata: { provider: 'google' },
      user_metadata: { full_name: ' Gun Larsson ', phone_number: '070-1' },
      identities: [
        { provider: 'email', identity_data: { email: 'gun@example.se' } },
        { provider: 'google', identity_data: { full_name: 'Gun Larsson', sub: 'g-1' } },
      ],
      aud: 'authenticated',
      created_at: '2026-01-01T00:00:00Z',
    } as unknown as User;
    expect(toAuthUser(user)).toEqual({
      id: 'u1',
      email: 'gun@example.se',
      provider: 'google',
      fullName: 'Gun Larsson',
      googleName: 'Gun Larsson',
      registration: null,
      firstSignIn: false,
    });
    expect(toAuthUser(null)).toBeNull();
    expect(toAuthUser(undefined)).toBeNull();
  });

  it('toAuthUser reads the registration details sent with the code', () => {
    const user = {
      id: 'u2',
      email: 'reg@example.se',
      app_metadata: {},
      user_metadata: { fornamn: 'Rut', efternamn: 'Ek', phone_number: '070-2', adress: 'Väg 1' },
    } as unknown as User;
    expect(toAuthUser(user)).toMatchObject({
      provider: 'email',
      fullName: null,
      registration: { fornamn: 'Rut', efternamn: 'Ek', telefon: '070-2', adress: 'Väg 1' },
    });
  });
});

describe('findOrCreateProfile against the demo backend', () => {
  setupDemoBackend();

  it("creates a Google user's row with the name split and an empty address, once", async () => {
    const session = await signIn('gustav.vasa@example.se');
    const user: AuthUser = {
      id: session.user.id,
      email: 'gustav.vasa@example.se',
      provider: 'google',
      fullName: 'Gustav Eriksson Vasa',
      googleName: 'Gustav Eriksson Vasa',
      registration: null,
      firstSignIn: true,
    };
    const created = await findOrCreateProfile(user);
    expect(created).toMatchObject({
      email: 'gustav.vasa@example.se',
      fornamn: 'Gustav',
      efternamn: 'Eriksson Vasa',
      adress: '',
    });
    // The second sign-in finds the same row.
    const found = await findOrCreateProfile(user);
    expect(found.id).toBe(created.id);
  });

  it('uses the registration details typed in this browser, confirmed', async () => {
    const session = await signIn('rut@example.se');
    const pending = {
      email: 'RUT@example.se',
      details: { fornamn: 'Rut', efternamn: 'Ek', telefon: '070-2', adress: 'Väg 1, 123 45 Ort' },
    };
    const created = await findOrCreateProfile(toAuthUser(session.user) as AuthUser, pending);
    expect(created).toMatchObject({
      fornamn: 'Rut',
      telefon: '070-2',
      adress: 'Väg 1, 123 45 Ort',
    });
    expect(created.details_confirmed_at).not.toBeNull();
  });

  it("a stranger's code request cannot pre-seed a confirmed row: metadata makes an unconfirmed one", async () => {
    // Somebody else asks for a code to Rut's address first, with their details.
    expectOk(
      await authService.sendOtp('rut@example.se', {
        fornamn: 'Fel',
        efternamn: 'Person',
        telefon: '070-666 66 66',
        adress: 'Annan väg 6, 666 66 Ort',
      }),
    );
    advanceClock(61_000);
    // Rut registers later: GoTrue keeps the first request's metadata, but her browser has her own.
    const session = await signIn('rut@example.se');
    const user = toAuthUser(session.user) as AuthUser;
    expect(user).toMatchObject({ firstSignIn: true, registration: { fornamn: 'Fel' } });

    const typedHere = {
      email: 'rut@example.se',
      details: { fornamn: 'Rut', efternamn: 'Ek', telefon: '070-2', adress: 'Väg 1, 123 45 Ort' },
    };
    expect(newRowDetails(user, typedHere)).toEqual({
      details: typedHere.details,
      confirmed: true,
    });
    // Verified in another browser: the metadata fills the row, unconfirmed, for Rut to check.
    const created = await findOrCreateProfile(user, null);
    expect(created).toMatchObject({ fornamn: 'Fel', details_confirmed_at: null });
  });

  it('metadata is not used after the first sign-in; details typed for another address never', async () => {
    const session = await signIn('senare@example.se');
    const user: AuthUser = {
      ...(toAuthUser(session.user) as AuthUser),
      registration: { fornamn: 'Fel', efternamn: 'Person', telefon: '070', adress: 'Väg 6' },
      firstSignIn: false,
    };
    const other = {
      email: 'annan@example.se',
      details: { fornamn: 'Annan', efternamn: 'A', telefon: '070', adress: 'Väg 7, 123 45 Ort' },
    };
    // Nothing from anybody: an empty row, for the address dialog to fill.
    expect(newRowDetails(user, other)).toEqual({
      details: { fornamn: '', efternamn: '', telefon: '', adress: '' },
      confirmed: true,
    });
    const created = await findOrCreateProfile(user, other);
    expect(created).toMatchObject({ fornamn: '', adress: '' });
    expect(created.details_confirmed_at).not.toBeNull();
  });

  it("a name planted with a code request is never confirmed; only Google's own name is", async () => {
    // Somebody asks for a code to Kim's address with a name of their choosing (data.full_name).
    expectOk(
      await authService.sendOtp('kim@example.se', {
        full_name: 'Planterad Person',
      } as unknown as authService.RegistrationDetails),
    );
    advanceClock(61_000);
    const session = await signIn('kim@example.se');
    const user = toAuthUser(session.user) as AuthUser;
    expect(user).toMatchObject({ fullName: 'Planterad Person', googleName: null });
    expect(newRowDetails(user, null)).toEqual({
      details: { fornamn: 'Planterad', efternamn: 'Person', telefon: '', adress: '' },
      confirmed: false,
    });
    const created = await findOrCreateProfile(user, null);
    expect(created).toMatchObject({ fornamn: 'Planterad', details_confirmed_at: null });
    // The same name from a Google identity is Google's word, not a code request's.
    expect(newRowDetails({ ...user, googleName: 'Kim Berg' }, null)).toEqual({
      details: { fornamn: 'Kim', efternamn: 'Berg', telefon: '', adress: '' },
      confirmed: true,
    });
  });

  it('registration details leave the user metadata (and the access token) once the row exists', async () => {
    const details = {
      fornamn: 'Rut',
      efternamn: 'Ek',
      telefon: '070-2',
      adress: 'Väg 1, 123 45 Ort',
    };
    expectOk(await authService.sendOtp('rensad@example.se', details));
    advanceClock(61_000);
    const session = await signIn('rensad@example.se');
    const user = toAuthUser(session.user) as AuthUser;
    expect(user.registration).toEqual(details);
    await findOrCreateProfile(user, { email: 'rensad@example.se', details });
    const fresh = expectOk(await authService.getUser());
    expect(fresh?.user_metadata).not.toHaveProperty('fornamn');
    expect(fresh?.user_metadata).not.toHaveProperty('adress');
    expect(fresh?.user_metadata).not.toHaveProperty('telefon');
    // The session was refreshed: its access token no longer carries them either.
    const current = expectOk(await authService.getSession());
    const claims = JSON.parse(
      Buffer.from(current?.access_token.split('.')[1] ?? '', 'base64url').toString(),
    ) as { user_metadata: Record<string, unknown> };
    expect(claims.user_metadata).not.toHaveProperty('efternamn');
    // A failed clean-up loses nothing: the row is there, the next sign-in tries again.
    failNext({ method: 'PUT', path: '/auth/v1/user' }, { status: 500 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const again = await findOrCreateProfile(user);
    expect(again.fornamn).toBe('Rut');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('registration metadata'));
    warn.mockRestore();
  });

  it('a row left under an old address follows the auth e-mail', async () => {
    const session = await signIn('gammal@example.se');
    const before = await findOrCreateProfile(toAuthUser(session.user) as AuthUser);
    // The address changes (both codes), the session now carries the new one.
    expectOk(await authService.requestEmailChange('ny@example.se'));
    expectOk(
      await authService.verifyEmailChange('gammal@example.se', latestCode('gammal@example.se')),
    );
    expectOk(await authService.verifyEmailChange('ny@example.se', latestCode('ny@example.se')));
    const user = toAuthUser(expectOk(await authService.getUser())) as AuthUser;
    expect(user.email).toBe('ny@example.se');
    const after = await findOrCreateProfile(user);
    expect(after).toMatchObject({ id: before.id, email: 'ny@example.se' });
  });

  it('fails without an e-mail and on service errors', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(findOrCreateProfile({ ...ANNA, email: null })).rejects.toMatchObject({
      reason: 'missing_email',
    });
    error.mockRestore();
    await signIn('fel@example.se');
    failNext({ method: 'GET', path: '/rest/v1/konton' }, { status: 500 });
    const failure = await findOrCreateProfile({ ...ANNA, email: 'fel@example.se' }).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(ProfileSetupError);
    expect(failure).toMatchObject({ reason: 'service', serviceError: { kind: 'server' } });
  });

  it('runs with its real actors: no session, sign-in, profile, sign-out', async () => {
    const spies = { showToast: vi.fn(), navigate: vi.fn(), forgetPersonalData: vi.fn() };
    const actor = createActor(
      authMachine.provide({
        actions: {
          showToast: (_, params) => spies.showToast(params),
          navigate: (_, params) => spies.navigate(params),
          forgetPersonalData: () => spies.forgetPersonalData(),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(actor.getSnapshot().context.initialised).toBe(true);

    await signIn('live@example.se');
    const signedIn = await waitFor(actor, (s) => s.matches('signedIn'));
    expect(signedIn.context.profile).toMatchObject({ email: 'live@example.se', adress: '' });
    expect(signedIn.context.addressIncomplete).toBe(true);
    expect(expectOk(await accounts.getByEmail('live@example.se'))).not.toBeNull();

    actor.send({ type: 'auth.signOut' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(spies.showToast).toHaveBeenCalledWith({
      title: 'Utloggad',
      description: 'Du har loggats ut från ditt konto.',
    });
    expect(spies.navigate).toHaveBeenCalledWith({ to: '/' });
    expect(spies.forgetPersonalData).toHaveBeenCalledTimes(1);
    actor.stop();
  });
});
