/**
 * The edit-rights child: paths generated from an independent model (the host and flag read, who is
 * signed in, the database's admin check answering), replayed on real actors whose reads and checks
 * wait for the model's answer, checked after every step against what the model says the parent
 * hears and whether the database was asked; the host rule as a table; and the admin check through
 * the real service against the demo backend.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, setup } from 'xstate';
import { editRightsMachine, rightsSummary } from '../../src/machines/editRights';
import {
  hostAllowsEditing,
  type EditAccess,
  type EditRights,
  type EditRightsChanged,
} from '../../src/machines/shared/editAccess';
import type { AuthSummary } from '../../src/machines/shared/authSync';
import { setupDemoBackend, signIn } from '../services/helpers';
import { Calls, replayModel, type Model } from '../support/modelReplay';

const auth = (initialised: boolean, email: string | null): AuthSummary => ({
  initialised,
  email,
  profile: null,
  addressIncomplete: false,
});

/**
 * What can happen: the host and the session flag are read (or cannot be), the auth actor says who
 * is signed in (not yet known, nobody, the admin, somebody else), and the database's admin check
 * answers yes, no or fails.
 */
type Happening =
  | { type: 'access.read'; access: EditAccess }
  | { type: 'access.fails' }
  | { type: 'auth'; auth: AuthSummary }
  | { type: 'admin.answers'; admin: boolean }
  | { type: 'admin.fails' };

const ACCESS: EditAccess[] = [
  { host: true, flag: false },
  { host: false, flag: true },
  { host: false, flag: false },
];
const AUTH = [
  auth(false, null),
  auth(true, null),
  auth(true, 'admin@example.com'),
  auth(true, 'karin@example.se'),
];

/** An independent model: what is known, and what the parent hears. */
interface RightsModel {
  phase: 'reading' | 'waiting' | 'checking' | 'known';
  access: EditAccess;
  initialised: boolean;
  email: string | null;
  admin: boolean;
  /** What the last happening made the child tell its parent, and whether it asked the database. */
  reports: EditRights[];
  asked: boolean;
}
const START: RightsModel = {
  phase: 'reading',
  access: { host: false, flag: false },
  initialised: false,
  email: null,
  admin: false,
  reports: [],
  asked: false,
};

const heard = (m: RightsModel, known: boolean): EditRights => ({
  accessKnown: true,
  known,
  editUi: m.access.host || m.access.flag,
  globalEdit: m.access.flag,
  admin: known && m.admin,
  signedIn: m.email !== null,
  user: m.email,
});

/**
 * By the spec (§6) and the README: the editing UI on a local or preview host or with the session
 * flag; on such a host everyone counts as admin; elsewhere a session asks the database, and a
 * failed check means no. The parent hears once host and flag are known and whenever the admin
 * question is answered; signing in or out, or as somebody else, asks again.
 */
function step(previous: RightsModel, event: Happening): RightsModel {
  const reports: EditRights[] = [];
  let asked = false;
  /** Once signed-in-ness is known: the host decides, else a session asks the database. */
  const decide = (next: RightsModel): RightsModel => {
    if (!next.initialised) return next;
    if (next.access.host || next.email === null) {
      const done = { ...next, phase: 'known' as const, admin: next.access.host };
      reports.push(heard(done, true));
      return done;
    }
    asked = true;
    return { ...next, phase: 'checking' };
  };
  let m = { ...previous };
  switch (event.type) {
    case 'access.read':
    case 'access.fails': {
      m = {
        ...m,
        access: event.type === 'access.read' ? event.access : m.access,
        phase: 'waiting',
      };
      reports.push(heard(m, false));
      m = decide(m);
      break;
    }
    case 'auth': {
      const a = event.auth;
      const otherUser = a.initialised && a.email !== m.email;
      m = { ...m, initialised: a.initialised, email: a.email };
      if (m.phase === 'waiting') m = decide(m);
      else if ((m.phase === 'known' || m.phase === 'checking') && otherUser) m = decide(m);
      break;
    }
    case 'admin.answers':
    case 'admin.fails':
      m = { ...m, phase: 'known', admin: event.type === 'admin.answers' && event.admin };
      reports.push(heard(m, true));
      break;
  }
  return { ...m, reports, asked };
}

const rightsModel: Model<RightsModel, Happening> = {
  name: 'editRights',
  initial: START,
  events: (model) => [
    ...(model.phase === 'reading'
      ? [
          ...ACCESS.map((access) => ({ type: 'access.read', access }) as const),
          { type: 'access.fails' } as const,
        ]
      : []),
    ...AUTH.map((a) => ({ type: 'auth', auth: a }) as const),
    ...(model.phase === 'checking'
      ? ([
          { type: 'admin.answers', admin: true },
          { type: 'admin.answers', admin: false },
          { type: 'admin.fails' },
        ] as const)
      : []),
  ],
  step,
  // What the parent heard last is no state of the child.
  serialize: ({ reports: _reports, asked: _asked, ...state }) => JSON.stringify(state),
  describe: (event) =>
    event.type === 'auth'
      ? `auth ${event.auth.initialised ? (event.auth.email ?? 'nobody') : 'unknown'}`
      : event.type === 'access.read'
        ? `access ${JSON.stringify(event.access)}`
        : event.type === 'admin.answers'
          ? `admin ${String(event.admin)}`
          : event.type,
};

describe('editRights machine (model-based)', () => {
  it('tells the parent what the model says, on every path', async () => {
    await replayModel(rightsModel, {
      machine: editRightsMachine,
      start: (reach) => {
        const read = new Calls<void, EditAccess>('readEditAccess');
        const check = new Calls<void, boolean>('checkAdmin');
        const report = vi.fn();
        const actor = createActor(
          editRightsMachine.provide({
            actors: {
              readEditAccess: fromPromise<EditAccess>(() => read.call()),
              checkAdmin: fromPromise<boolean>(({ signal }) => check.call(undefined, signal)),
            },
            actions: {
              report: ({ context }, params) => report(rightsSummary(context, params.known)),
            },
          }),
          { inspect: reach.inspect },
        ).start();
        return { actor, read, check, report };
      },
      beforeStep: ({ check, report }) => {
        check.clear();
        report.mockClear();
      },
      act: ({ actor, read, check }, event) => {
        if (event.type === 'access.read') read.resolve(event.access);
        else if (event.type === 'access.fails') read.reject(new Error('storage unavailable'));
        else if (event.type === 'auth') actor.send({ type: 'auth.updated', auth: event.auth });
        else if (event.type === 'admin.answers') check.resolve(event.admin);
        else check.reject(new Error('unreachable'));
      },
      check: ({ read, check, report }, model) => {
        expect(read.inputs, 'host and flag are read once').toHaveLength(1);
        expect(report.mock.calls).toEqual(model.reports.map((r) => [r]));
        expect(check.inputs).toHaveLength(model.asked ? 1 : 0);
        // At most one admin check is ever waiting.
        expect(check.open).toBe(model.phase === 'checking' ? 1 : 0);
      },
      stop: ({ actor }) => actor.stop(),
    });
  });
});

describe('hostAllowsEditing', () => {
  it.each([
    ['localhost', true],
    ['LOCALHOST', true],
    ['app.localhost', true],
    ['127.0.0.1', true],
    ['[::1]', true],
    ['startklar.local', true],
    ['deploy-preview-42--startklar.netlify.app', true],
    ['startklar-preview.vercel.app', true],
    ['startklar-git-main-preview.example.com', true],
    ['startklar-dev.netlify.app', true],
    ['api-development.startklar.se', true],
    ['startklar.dev', false],
    ['dev.startklar.se', false],
    ['startklar.se', false],
    ['www.startklar.se', false],
    ['preview.startklar.se', false],
    ['localhost.evil.com', false],
    ['startklar.local.evil.com', false],
    ['evil.com-preview', false],
    ['', false],
  ])('%s → %s', (host, allowed) => {
    expect(hostAllowsEditing(host)).toBe(allowed);
  });
});

describe('editRights against the demo backend', () => {
  setupDemoBackend();

  /** A parent that records what the child reports. */
  function parentOf(access: EditAccess, email: string | null) {
    const heard: EditRights[] = [];
    const child = editRightsMachine.provide({
      actors: {
        readEditAccess: fromPromise<EditAccess>(async () => access),
        // Stands in for src/app's watcher: the auth summary at once.
        authWatcher: fromCallback(({ sendBack }) => {
          sendBack({ type: 'auth.updated', auth: auth(true, email) });
        }),
      },
    });
    const parent = setup({ actors: { child } }).createMachine({
      invoke: { src: 'child' },
      on: {
        'editRights.changed': {
          actions: ({ event }) => heard.push((event as unknown as EditRightsChanged).rights),
        },
      },
    });
    return { actor: createActor(parent).start(), heard };
  }

  it('asks is_admin() for a session: yes for the demo admin, no for others, no without session', async () => {
    await signIn('admin@example.com');
    const admin = parentOf({ host: false, flag: true }, 'admin@example.com');
    await vi.waitFor(() => expect(admin.heard.at(-1)?.known).toBe(true));
    expect(admin.heard.at(-1)).toMatchObject({ editUi: true, globalEdit: true, admin: true });
    admin.actor.stop();

    await signIn('vanlig@example.com');
    const user = parentOf({ host: false, flag: true }, 'vanlig@example.com');
    await vi.waitFor(() => expect(user.heard.at(-1)?.known).toBe(true));
    expect(user.heard.at(-1)).toMatchObject({ editUi: true, admin: false, signedIn: true });
    user.actor.stop();

    const visitor = parentOf({ host: false, flag: false }, null);
    await vi.waitFor(() => expect(visitor.heard.at(-1)?.known).toBe(true));
    expect(visitor.heard.at(-1)).toMatchObject({ editUi: false, admin: false, signedIn: false });
    visitor.actor.stop();
  });

  it('counts everyone as admin on a local host without asking', async () => {
    const local = parentOf({ host: true, flag: false }, null);
    await vi.waitFor(() => expect(local.heard.at(-1)?.known).toBe(true));
    expect(local.heard).toEqual([
      { ...local.heard[0], known: false, admin: false },
      expect.objectContaining({ editUi: true, admin: true, globalEdit: false }),
    ]);
    local.actor.stop();
  });
});
