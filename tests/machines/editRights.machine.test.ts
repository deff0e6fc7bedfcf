/**
 * The edit-rights child: model-based coverage of every state and transition (paths generated from
 * the real machine, replayed on real actors whose invoked actors never settle; the paths carry the
 * host/flag read, the auth watcher's `auth.updated` and the admin check's done/error events),
 * checked after every step against an independent model of what the parent hears; the host rule
 * as a table; and the admin check through the real service against the demo backend.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { editRightsMachine, rightsSummary } from '../../src/machines/editRights';
import {
  hostAllowsEditing,
  type EditAccess,
  type EditRights,
  type EditRightsChanged,
} from '../../src/machines/shared/editAccess';
import type { AuthSummary } from '../../src/machines/shared/authSync';
import { setupDemoBackend, signIn } from '../services/helpers';
import {
  coveringPaths,
  expectFullCoverage,
  hasJourney,
  replayPaths,
} from '../support/machineCoverage';

type Snapshot = SnapshotFrom<typeof editRightsMachine>;
type Event = Parameters<ReturnType<typeof createActor<typeof editRightsMachine>>['send']>[0];

const auth = (initialised: boolean, email: string | null): AuthSummary => ({
  initialised,
  email,
  profile: null,
  addressIncomplete: false,
});

const EVENTS = [
  { type: 'xstate.done.actor.readEditAccess', output: { host: true, flag: false } },
  { type: 'xstate.done.actor.readEditAccess', output: { host: false, flag: true } },
  { type: 'xstate.done.actor.readEditAccess', output: { host: false, flag: false } },
  { type: 'xstate.error.actor.readEditAccess', error: new Error('storage unavailable') },
  { type: 'auth.updated', auth: auth(false, null) },
  { type: 'auth.updated', auth: auth(true, null) },
  { type: 'auth.updated', auth: auth(true, 'admin@example.com') },
  { type: 'auth.updated', auth: auth(true, 'karin@example.se') },
  { type: 'xstate.done.actor.checkAdmin', output: true },
  { type: 'xstate.done.actor.checkAdmin', output: false },
  { type: 'xstate.error.actor.checkAdmin', error: new Error('unreachable') },
] as unknown as Event[];

function eventsFor(snapshot: Snapshot): Event[] {
  const handled = new Set(
    (snapshot as unknown as { _nodes: { ownEvents: string[] }[] })._nodes.flatMap(
      (node) => node.ownEvents,
    ),
  );
  return EVENTS.filter((event) => handled.has(event.type));
}

/** An independent model: what is known, and what the parent hears. */
interface Model {
  phase: 'reading' | 'waiting' | 'checking' | 'known';
  access: EditAccess;
  initialised: boolean;
  email: string | null;
  admin: boolean;
}
const START: Model = {
  phase: 'reading',
  access: { host: false, flag: false },
  initialised: false,
  email: null,
  admin: false,
};

const heard = (m: Model, known: boolean): EditRights => ({
  accessKnown: true,
  known,
  editUi: m.access.host || m.access.flag,
  globalEdit: m.access.flag,
  admin: known && m.admin,
  signedIn: m.email !== null,
  user: m.email,
});

function reduce(model: Model, event: Event): [Model, EditRights[], number] {
  const reports: EditRights[] = [];
  let checks = 0;
  let m = model;
  /** Once signed-in-ness is known: the host decides, else a session asks the database. */
  const decide = (next: Model): Model => {
    if (!next.initialised) return next;
    if (next.access.host) {
      const done = { ...next, phase: 'known' as const, admin: true };
      reports.push(heard(done, true));
      return done;
    }
    if (next.email === null) {
      const done = { ...next, phase: 'known' as const, admin: false };
      reports.push(heard(done, true));
      return done;
    }
    checks += 1;
    return { ...next, phase: 'checking' };
  };
  const e = event as unknown as { type: string; output?: unknown; auth?: AuthSummary };
  switch (e.type) {
    case 'xstate.done.actor.readEditAccess':
    case 'xstate.error.actor.readEditAccess': {
      const access = e.type.includes('done') ? (e.output as EditAccess) : m.access;
      m = { ...m, access, phase: 'waiting' };
      reports.push(heard(m, false));
      m = decide(m);
      break;
    }
    case 'auth.updated': {
      const a = e.auth as AuthSummary;
      const otherUser = a.initialised && a.email !== m.email;
      m = { ...m, initialised: a.initialised, email: a.email };
      if (m.phase === 'waiting') m = decide(m);
      else if ((m.phase === 'known' || m.phase === 'checking') && otherUser) m = decide(m);
      break;
    }
    case 'xstate.done.actor.checkAdmin':
    case 'xstate.error.actor.checkAdmin':
      m = { ...m, phase: 'known', admin: e.type.includes('done') && e.output === true };
      reports.push(heard(m, true));
      break;
  }
  return [m, reports, checks];
}

function testMachine() {
  const spies = { report: vi.fn(), checkAdmin: vi.fn() };
  const machine = editRightsMachine.provide({
    actors: {
      readEditAccess: fromPromise<EditAccess>(() => new Promise(() => {})),
      checkAdmin: fromPromise<boolean>(() => {
        spies.checkAdmin();
        return new Promise(() => {});
      }),
    },
    actions: {
      report: ({ context }, params) => spies.report(rightsSummary(context, params.known)),
    },
  });
  return { machine, spies };
}

describe('editRights machine (model-based)', () => {
  it('reaches every state and transition', () => {
    const { machine, spies } = testMachine();
    const paths = coveringPaths(machine, { events: eventsFor });
    let model = START;
    const coverage = replayPaths(machine, paths, {
      spies,
      check: (_actor, _expected, event) => {
        const [next, reports, checks] =
          (event.type as string) === 'xstate.init' ? [START, [], 0] : reduce(model, event);
        model = next;
        expect(spies.report.mock.calls).toEqual(reports.map((r) => [r]));
        expect(spies.checkAdmin).toHaveBeenCalledTimes(checks);
      },
    });
    for (const journey of [
      ['xstate.done.actor.readEditAccess', 'auth.updated', 'xstate.done.actor.checkAdmin'],
      ['xstate.done.actor.checkAdmin', 'auth.updated', 'xstate.error.actor.checkAdmin'],
    ])
      expect(hasJourney(paths, journey), journey.join(' → ')).toBe(true);
    console.log(`[model paths] editRights: ${paths.length} paths replayed`);
    expectFullCoverage(editRightsMachine, coverage);
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
