/**
 * The root auth machine. Model-based: paths generated from an independent model of the auth
 * lifecycle (what Supabase, the pages and the backend can do in each phase), replayed on real
 * actors whose calls (`readSession`, `loadProfile`, `signOut`) wait for the model's answers
 * (failures: offline, HTTP 500, timeout) and whose Supabase auth events are the model's
 * `auth.changed`, so every outcome is walked. After every step the
 * actor is compared with an independent model of the auth lifecycle, written from the spec: what
 * the navigation's account area and the page machines see (the exported selectors), which Supabase
 * calls are made, and which toasts, navigations and clean-ups follow; the texts and rules are
 * written here, not imported from src. Then the pure helpers, `findOrCreateProfile` with the real
 * services against the MSW demo backend, and the machine with its real actors end to end.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  createActor,
  fromCallback,
  fromPromise,
  waitFor,
  type AnyActorRef,
  type SnapshotFrom,
} from 'xstate';
import {
  authMachine,
  selectAccountView,
  selectAuthSummary,
  selectIsInitialising,
  selectSignedInEmail,
  type AccountView,
  type AuthEvent,
  AUTH_CHILDREN,
} from '../../src/machines/auth';
import { signOutMachine, type SignOutReach } from '../../src/machines/signOut';
import type { AuthSummary } from '../../src/machines/shared/authSync';
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
import * as authServiceFlows from '../../src/services/authFlows';
import type { User } from '../../src/services/auth';
import { ServiceError } from '../../src/services/result';
import { getSupabase } from '../../src/services/client';
import { expectOk, latestCode, setupDemoBackend, signIn } from '../services/helpers';
import {
  Calls,
  MachineReach,
  answerCall,
  expectEffect,
  expectSame,
  replayEffectModel,
  walksJourney,
  type Effects,
} from '../support/modelReplay';

type Snapshot = SnapshotFrom<typeof authMachine>;

const ANNA: AuthUser = {
  id: 'user-anna',
  email: 'anna@example.se',
  provider: 'email',
  fullName: null,
  googleName: null,
};
/** Anna after changing her address (USER_UPDATED carries the same user, updated). */
const ANNA_UPDATED: AuthUser = { ...ANNA, email: 'anna.ny@example.se' };
const GUSTAV: AuthUser = {
  id: 'user-gustav',
  email: 'gustav@example.se',
  provider: 'google',
  fullName: 'Gustav Adolf Vasa',
  googleName: 'Gustav Adolf Vasa',
};

const row = (user: AuthUser, details: Partial<KontoRow>): KontoRow => ({
  id: `konto-${user.id}`,
  user_id: user.id,
  email: user.email ?? '',
  telefon: '',
  fornamn: 'F',
  efternamn: 'E',
  adress: '',
  username: null,
  avatar_url: null,
  details_confirmed_at: '2026-01-01T00:00:00.000Z',
  created_at: '2026-01-01T00:00:00.000Z',
  ...details,
});

/** The spec's rule for a new Google row: the first word to fornamn, the rest to efternamn. */
function firstSpaceSplit(name: string): { fornamn: string; efternamn: string } {
  const words = name.trim().split(' ');
  return { fornamn: words[0] ?? '', efternamn: words.slice(1).join(' ').trim() };
}

/** The rows the backend answers with: Anna's with an address, later a blank one and a new one. */
const ANNA_ROW = row(ANNA, { adress: 'Storgatan 1, 411 38 Göteborg', username: 'anna' });
const ANNA_BLANK = row(ANNA, { adress: '   ' });
const ANNA_SAVED = row(ANNA, {
  adress: 'Nygatan 2, 111 22 Stockholm',
  username: 'annas',
  avatar_url: 'konto-user-anna-1.png',
});
/** A Google user's new row: empty address, the Google name split on the first space. */
const GUSTAV_NEW = row(GUSTAV, { ...firstSpaceSplit('Gustav Adolf Vasa'), adress: '' });

/** The spec's error catalogue and logout texts, as the visitor reads them. */
const TOASTS = {
  loggedOut: { title: 'Utloggad', description: 'Du har loggats ut från ditt konto.' },
  // decisions.md: a sign-out the auth server did not answer still signs this browser out.
  loggedOutHereOnly: {
    title: 'Utloggad i den här webbläsaren',
    description:
      'Servern kunde inte nås, så dina inloggningar på andra enheter kan vara kvar tills de går ut.',
  },
  logoutFailed: {
    title: 'Ett fel uppstod',
    description: 'Kunde inte logga ut. Försök igen.',
    variant: 'destructive',
  },
  sessionFailed: {
    title: 'Authentication Error',
    description: 'Could not retrieve your session. Please try again.',
    variant: 'destructive',
  },
  profileLoadFailed: {
    title: 'Profile Error',
    description: 'Could not load your profile data. Please try again.',
    variant: 'destructive',
  },
  profileFetchFailed: {
    title: 'Data Error',
    description: 'Could not fetch your profile data. Please try again.',
    variant: 'destructive',
  },
  googleFailed: {
    title: 'Google-registrering misslyckades',
    description: 'Kunde inte registrera med Google. Försök igen senare.',
    variant: 'destructive',
  },
} as const;

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
/** The failures the app meets: offline, an HTTP 500, a request that timed out. */
const FAILURES = [
  new ServiceError({ kind: 'network' }),
  new ServiceError({ kind: 'server', status: 500 }),
  new ServiceError({ kind: 'network', message: 'The request timed out.' }),
];
const failed = (id: string, error: ServiceError = new ServiceError({ kind: 'network' })) =>
  ({ type: `xstate.error.actor.${id}`, error }) as unknown as AuthEvent;

describe('auth machine (model-based)', () => {
  /**
   * The auth lifecycle as the spec tells it. `checking`: the session is being read at start;
   * `loading`: a user's konton row is being found or created; `reloading`: fetched again (the user
   * was updated, or a page asked); `signingOut`: the logout call runs.
   */
  type Phase = 'checking' | 'signedOut' | 'loading' | 'signedIn' | 'reloading' | 'signingOut';
  interface Model {
    phase: Phase;
    user: AuthUser | null;
    /** The konton row of `user`, once loaded (never another user's). */
    profile: KontoRow | null;
    /** The first session check has finished. */
    initialised: boolean;
    /** Signed in by a password recovery code, until the new password is saved. */
    recovery: boolean;
  }
  const START: Model = {
    phase: 'checking',
    user: null,
    profile: null,
    initialised: false,
    recovery: false,
  };
  /** The machine's name for each phase of the model. */
  const STATE: Record<Phase, string> = {
    checking: 'initialising',
    signedOut: 'signedOut',
    loading: 'loadingProfile',
    signedIn: 'signedIn',
    reloading: 'reloadingProfile',
    signingOut: 'signingOut',
  };

  /**
   * Nobody signed in; a visitor who was signed in has their personal values forgotten. The
   * editors' drafts go only when the visitor chose to sign out (decisions.md, issue 54: an expired
   * session keeps them, and the editor asks to sign in again).
   */
  function signedOut(model: Model, fx: Effects, chosen: boolean): Model {
    if (model.user !== null) expectEffect(fx, 'forgetPersonalData', { drafts: chosen });
    return { ...START, phase: 'signedOut', initialised: true };
  }
  /** A (new) user: their konton row is found or created. */
  function loadFor(model: Model, user: AuthUser, recovery: boolean, fx: Effects): Model {
    expectEffect(fx, 'loadProfile', user);
    return { ...model, phase: 'loading', user, profile: null, recovery };
  }

  function reduce(model: Model, event: AuthEvent, fx: Effects): Model {
    const e = event as { type: string; output?: unknown };
    switch (e.type) {
      case 'auth.recoveryFinished':
        return { ...model, recovery: false };
      case 'auth.accountDeleted':
        // Deleting the account forgets everything personal here, the drafts too.
        expectEffect(fx, 'forgetPersonalData', { drafts: true });
        return model;
      case 'auth.changed': {
        const { event: kind, user } = event as Extract<AuthEvent, { type: 'auth.changed' }>;
        const recovering = kind === 'PASSWORD_RECOVERY';
        // SIGNED_OUT, or an event without a session, clears user and profile.
        if (kind === 'SIGNED_OUT' || user === null) {
          if (model.phase === 'checking' || model.phase === 'signingOut') return model;
          if (model.phase === 'signedOut') return model;
          return signedOut(model, fx, false);
        }
        if (model.phase === 'signedOut') return loadFor(model, user, recovering, fx);
        if (model.phase === 'loading' || model.phase === 'signedIn') {
          if (user.id !== model.user?.id) return loadFor(model, user, recovering, fx);
          if (model.phase === 'loading') return model;
          const same = { ...model, user, recovery: model.recovery || recovering };
          // The user changed (e.g. the address): their row is fetched again.
          if (kind === 'USER_UPDATED') {
            expectEffect(fx, 'loadProfile', user);
            return { ...same, phase: 'reloading' };
          }
          // INITIAL_SESSION, SIGNED_IN, TOKEN_REFRESHED, PASSWORD_RECOVERY, MFA_CHALLENGE_VERIFIED.
          return same;
        }
        return model;
      }
      case 'auth.signOut':
        if (model.phase !== 'signedIn') return model;
        expectEffect(fx, 'endSessions', undefined);
        return { ...model, phase: 'signingOut' };
      case 'auth.reloadProfile':
        if (model.phase !== 'signedIn') return model;
        expectEffect(fx, 'loadProfile', model.user);
        return { ...model, phase: 'reloading' };
      case 'auth.profileChanged':
        if (model.phase !== 'signedIn') return model;
        return { ...model, profile: (event as { profile: KontoRow }).profile };
      case 'xstate.done.actor.readSession': {
        const user = e.output as AuthUser | null;
        if (user === null) return { ...START, phase: 'signedOut', initialised: true };
        return loadFor(model, user, false, fx);
      }
      case 'xstate.error.actor.readSession':
        expectEffect(fx, 'showToast', TOASTS.sessionFailed);
        return { ...START, phase: 'signedOut', initialised: true };
      case 'xstate.done.actor.loadProfile':
      case 'xstate.done.actor.reloadProfile':
        return {
          ...model,
          phase: 'signedIn',
          profile: e.output as KontoRow,
          initialised: true,
        };
      case 'xstate.error.actor.loadProfile':
        // A Google user whose row could not be found or created is told so in Swedish.
        expectEffect(
          fx,
          'showToast',
          model.user?.provider === 'google' ? TOASTS.googleFailed : TOASTS.profileLoadFailed,
        );
        return { ...model, phase: 'signedIn', initialised: true };
      case 'xstate.error.actor.reloadProfile':
        expectEffect(fx, 'showToast', TOASTS.profileFetchFailed);
        return { ...model, phase: 'signedIn' };
      case 'xstate.done.actor.endSessions': {
        const out = signedOut(model, fx, true);
        // The server unreachable: this browser is signed out all the same, and says so.
        expectEffect(
          fx,
          'showToast',
          e.output === 'thisBrowser' ? TOASTS.loggedOutHereOnly : TOASTS.loggedOut,
        );
        expectEffect(fx, 'navigate', { to: '/' });
        return out;
      }
      case 'xstate.error.actor.endSessions':
        expectEffect(fx, 'showToast', TOASTS.logoutFailed);
        return { ...model, phase: 'signedIn' };
      default:
        throw new Error(`the model does not know ${e.type}`);
    }
  }

  /** What the navigation's account area shows: signed in only once the first check is done. */
  function accountView(model: Model): AccountView {
    if (!model.initialised) return { status: 'unknown' };
    if (model.user === null) return { status: 'signedOut' };
    const avatar = model.profile?.avatar_url;
    return {
      status: 'signedIn',
      email: model.profile?.email ?? model.user.email ?? '',
      username: model.profile?.username ?? null,
      avatarUrl: avatar
        ? expect.stringMatching(`/storage/v1/object/public/avatars/${avatar}$`)
        : null,
    } as AccountView;
  }
  /** What page machines hear through their auth watcher. */
  function summary(model: Model): AuthSummary {
    const email = model.initialised ? (model.user?.email ?? null) : null;
    return {
      initialised: model.initialised,
      email,
      profile: model.profile,
      // A row with an empty (or blank) address is flagged: /account asks for it.
      addressIncomplete: model.profile !== null && (model.profile.adress ?? '').trim() === '',
      passwordRecovery: model.user !== null && model.recovery,
    };
  }

  /**
   * What can happen: Supabase reports an auth event (every kind, for Anna, Anna with a new
   * address, Gustav, or without a session) at any time; the page's account menu and pages ask to
   * sign out, reload the row, report a saved row or a finished recovery while someone is signed
   * in; the backend answers the session read, the row's load and reload (a row is always the row
   * of the user it is for) and the sign-out, or fails (offline, 500, timeout).
   */
  function offered(model: Model): AuthEvent[] {
    const supabase: AuthEvent[] = [
      ...AUTH_EVENTS.map((event) => changed(event, ANNA)),
      changed('USER_UPDATED', ANNA_UPDATED),
      changed('SIGNED_IN', GUSTAV),
      changed('SIGNED_OUT', null),
      changed('INITIAL_SESSION', null),
    ];
    const rowsFor = (rows: KontoRow[]) => rows.filter((r) => r.user_id === model.user?.id);
    const byPhase: Record<Phase, AuthEvent[]> = {
      checking: [
        done('readSession', ANNA),
        done('readSession', GUSTAV),
        done('readSession', null),
        ...FAILURES.map((error) => failed('readSession', error)),
      ],
      // /profile's deletion: while signed in, and once its sign-out here has been heard.
      signedOut: [{ type: 'auth.accountDeleted' }],
      loading: [
        ...rowsFor([ANNA_ROW, ANNA_BLANK, GUSTAV_NEW]).map((r) => done('loadProfile', r)),
        ...FAILURES.map((error) => failed('loadProfile', error)),
      ],
      signedIn: [
        { type: 'auth.signOut' },
        { type: 'auth.reloadProfile' },
        { type: 'auth.profileChanged', profile: ANNA_SAVED },
        { type: 'auth.accountDeleted' },
      ],
      reloading: [
        ...rowsFor([ANNA_SAVED, GUSTAV_NEW]).map((r) => done('reloadProfile', r)),
        ...FAILURES.map((error) => failed('reloadProfile', error)),
      ],
      signingOut: [
        done('endSessions', 'everywhere'),
        done('endSessions', 'thisBrowser'),
        ...FAILURES.map((error) => failed('endSessions', error)),
      ],
    };
    return [
      ...supabase,
      ...byPhase[model.phase],
      ...(model.recovery ? [{ type: 'auth.recoveryFinished' } as AuthEvent] : []),
    ];
  }

  it('follows the spec’s auth lifecycle on every path', async () => {
    const reach = new MachineReach();
    const plan = await replayEffectModel<Model, AuthEvent, AnyActorRef>(
      {
        name: 'auth',
        initial: START,
        // On start the session is read.
        initialEffects: { readSession: [undefined] },
        events: offered,
        reduce,
        serialize: (m) =>
          JSON.stringify([
            m.phase,
            m.user?.email ?? null,
            m.profile?.adress ?? m.profile,
            m.profile?.username,
            m.initialised,
            m.recovery,
          ]),
        describe: (event) =>
          event.type === 'auth.changed'
            ? `${event.event} ${event.user?.email ?? 'no session'}`
            : event.type,
      },
      {
        machine: authMachine,
        reach,
        start: (machineReach) => {
          const doubles = {
            showToast: vi.fn(),
            navigate: vi.fn(),
            forgetPersonalData: vi.fn(),
            readSession: new Calls<undefined, AuthUser | null>('getSession'),
            loadProfile: new Calls<AuthUser, KontoRow>('findOrCreateProfile'),
            endSessions: new Calls<undefined, SignOutReach>('endSessions'),
          };
          const actor = createActor(
            authMachine.provide({
              actors: {
                authEvents: fromCallback<AuthEvent>(() => () => {}) as never,
                readSession: fromPromise<AuthUser | null>(({ signal }) =>
                  doubles.readSession.call(undefined, signal),
                ) as never,
                loadProfile: fromPromise<KontoRow, AuthUser>(({ input, signal }) =>
                  doubles.loadProfile.call(input, signal),
                ) as never,
                // The sign-out as the auth machine runs it, its call answered here.
                signOut: AUTH_CHILDREN.signOut.provide({
                  actors: {
                    endSessions: fromPromise<SignOutReach>(({ signal }) =>
                      doubles.endSessions.call(undefined, signal),
                    ),
                  },
                }),
              },
              actions: {
                showToast: (_, params) => doubles.showToast(params),
                navigate: (_, params) => doubles.navigate(params),
                forgetPersonalData: (_, params) => doubles.forgetPersonalData(params),
              },
            }),
            { inspect: machineReach.inspect },
          ).start();
          return { actor, doubles };
        },
        // The row's reload is the same call as its load.
        act: ({ doubles }, event) =>
          answerCall(
            { reloadProfile: doubles.loadProfile as Calls<AuthUser, KontoRow> },
            event.type.endsWith('.reloadProfile') ? event : { type: 'none' },
          ),
        check: ({ actor }, model) => {
          const snapshot = actor.getSnapshot() as Snapshot;
          expectSame(
            {
              state: snapshot.value,
              account: selectAccountView(snapshot),
              email: selectSignedInEmail(snapshot),
              summary: selectAuthSummary(snapshot),
              initialising: selectIsInitialising(snapshot),
            },
            {
              state: STATE[model.phase],
              account: accountView(model),
              email: summary(model).email,
              summary: summary(model),
              initialising: !model.initialised,
            },
          );
        },
      },
    );
    // Every Supabase auth event kind is sent on some path, and every failure on every call.
    const sent = new Set(
      plan.paths.flatMap((path) =>
        path.steps.flatMap((step) =>
          step.event.type === 'auth.changed' ? [step.event.event] : [],
        ),
      ),
    );
    expect([...sent].sort()).toEqual([...AUTH_EVENTS, 'SIGNED_OUT'].sort());
    for (const journey of [
      ['xstate.done.actor.readSession', 'xstate.done.actor.loadProfile', 'auth.signOut'],
      ['xstate.done.actor.readSession', 'auth.changed', 'xstate.done.actor.loadProfile'],
      ['xstate.error.actor.readSession'],
      ['xstate.done.actor.readSession', 'xstate.error.actor.loadProfile'],
    ])
      expect(walksJourney(plan, journey), journey.join(' → ')).toBe(true);
    // The sign-out's own states and transitions, which the same paths run.
    reach.expectAll(signOutMachine);
  });
  it("another user's sign-in never shows the previous user's row, even when theirs fails", () => {
    const actor = createActor(
      authMachine.provide({
        actors: {
          authEvents: fromCallback<AuthEvent>(() => () => {}) as never,
          readSession: fromPromise<AuthUser | null>(() => new Promise(() => {})) as never,
          loadProfile: fromPromise<KontoRow, AuthUser>(() => new Promise(() => {})) as never,
        },
      }),
    ).start();
    actor.send(done('readSession', ANNA));
    actor.send(changed('PASSWORD_RECOVERY', ANNA));
    actor.send(done('loadProfile', ANNA_ROW));
    actor.send(changed('SIGNED_IN', GUSTAV));
    expect(selectAccountView(actor.getSnapshot())).toEqual({
      status: 'signedIn',
      email: 'gustav@example.se',
      username: null,
      avatarUrl: null,
    });
    actor.send(failed('loadProfile'));
    expect(selectAuthSummary(actor.getSnapshot())).toMatchObject({
      email: 'gustav@example.se',
      profile: null,
      passwordRecovery: false,
    });
    actor.stop();
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
    });
    expect(toAuthUser(null)).toBeNull();
    expect(toAuthUser(undefined)).toBeNull();
  });

  it('toAuthUser reads no registration details from the metadata: nobody but the browser has them', () => {
    const user = {
      id: 'u2',
      email: 'reg@example.se',
      app_metadata: {},
      user_metadata: { fornamn: 'Rut', efternamn: 'Ek', phone_number: '070-2', adress: 'Väg 1' },
    } as unknown as User;
    const reduced = toAuthUser(user) as AuthUser;
    expect(reduced).toEqual({
      id: 'u2',
      email: 'reg@example.se',
      provider: 'email',
      fullName: null,
      googleName: null,
    });
    // A row from it holds nothing: /account asks its owner.
    expect(newRowDetails(reduced, null)).toEqual({
      details: { fornamn: '', efternamn: '', telefon: '', adress: '' },
      confirmed: true,
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

  it("a stranger's code request cannot pre-seed the row: registration keys in metadata are nobody's word", async () => {
    // Somebody else asks GoTrue for a code to Rut's address, with details of their choosing.
    const client = await getSupabase();
    const planted = await client.auth.signInWithOtp({
      email: 'rut@example.se',
      options: {
        shouldCreateUser: true,
        data: { fornamn: 'Fel', efternamn: 'Person', telefon: '070-666', adress: 'Väg 6' },
      },
    });
    expect(planted.error).toBeNull();
    advanceClock(61_000);
    const session = await signIn('rut@example.se');
    const user = toAuthUser(session.user) as AuthUser;
    const typedHere = {
      email: 'rut@example.se',
      details: { fornamn: 'Rut', efternamn: 'Ek', telefon: '070-2', adress: 'Väg 1, 123 45 Ort' },
    };
    expect(newRowDetails(user, typedHere)).toEqual({
      details: typedHere.details,
      confirmed: true,
    });
    // Verified in another browser: an empty row, which /account asks Rut to fill.
    const created = await findOrCreateProfile(user, null);
    expect(created).toMatchObject({ fornamn: '', telefon: '', adress: '' });
    expect(created.details_confirmed_at).not.toBeNull();
  });

  it('details typed for another address are never used', async () => {
    const session = await signIn('senare@example.se');
    const user = toAuthUser(session.user) as AuthUser;
    const other = {
      email: 'annan@example.se',
      details: { fornamn: 'Annan', efternamn: 'A', telefon: '070', adress: 'Väg 7, 123 45 Ort' },
    };
    // Nothing from anybody: an empty row, for /account to ask about.
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
    const client = await getSupabase();
    expect(
      (
        await client.auth.signInWithOtp({
          email: 'kim@example.se',
          options: { shouldCreateUser: true, data: { full_name: 'Planterad Person' } },
        })
      ).error,
    ).toBeNull();
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

  it('a row left under an old address follows the auth e-mail', async () => {
    const session = await signIn('gammal@example.se');
    const before = await findOrCreateProfile(toAuthUser(session.user) as AuthUser);
    // The address changes (both codes), the session now carries the new one.
    expectOk(await authServiceFlows.requestEmailChange('ny@example.se'));
    expectOk(
      await authServiceFlows.verifyEmailChange(
        'gammal@example.se',
        latestCode('gammal@example.se'),
      ),
    );
    expectOk(
      await authServiceFlows.verifyEmailChange('ny@example.se', latestCode('ny@example.se')),
    );
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
          forgetPersonalData: (_, params) => spies.forgetPersonalData(params),
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
    expect(spies.forgetPersonalData.mock.calls).toEqual([[{ drafts: true }]]);
    actor.stop();
  });
});
