/**
 * The planner's machine (src/machines/startplan.ts).
 *
 * 1. The independent model (tests/support/startplanModel.ts, written from the issue): its paths
 *    (xstate/graph) are played on the real machine with provided actors; after every step what
 *    the founder would see (the calendar or not, a message, the first step ticked, a download)
 *    is compared with the model's phase.
 * 2. The real machine's own graph: every state and transition reached (the project's coverage
 *    rule), with the account and the feed's actors answering and failing.
 * 3. Start-up, the account's merge and saves, and src/app's wiring (storage and address).
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { createPageLogic } from '../../src/app/logic';
import { STORAGE_KEYS, memoryStorage } from '../../src/app/storage';
import type { Answers } from '../../src/content/startplan/answers';
import type { StartplanRow } from '../../src/services/database.types';
import { ServiceError } from '../../src/services/result';
import {
  STARTPLAN_MESSAGES,
  startplanMachine,
  type StartplanEvent,
  type StartplanStart,
} from '../../src/machines/startplan';
import type { StoredPlan } from '../../src/content/startplan/plan';
import type { AuthSummary } from '../../src/machines/shared/authSync';
import type { RootActors } from '../../src/machines/system';
import {
  coveringPaths,
  describePath,
  expectFullCoverage,
  replayPaths,
} from '../support/machineCoverage';
import { modelPaths, phaseOf, type ModelEvent } from '../support/startplanModel';

const TODAY = '2026-11-27';
const TOKEN = 'a'.repeat(64);
const ROW: StartplanRow = {
  user_id: 'u1',
  answers: 'form=ab&start=2027-01-15&moms=kvartal',
  ticks: ['stiftelseurkund'],
  feed_token: TOKEN,
  updated_at: '2026-11-27T10:00:00+00:00',
};
const SIGNED_IN: AuthSummary = {
  initialised: true,
  email: 'grundare@example.se',
  profile: null,
  addressIncomplete: false,
};
const SIGNED_OUT: AuthSummary = { ...SIGNED_IN, email: null };

/** The real machine with test actors and recording actions. */
function provided(
  overrides: {
    stored?: string | null;
    load?: () => Promise<StartplanRow | null>;
    save?: (plan: { answers: string; ticks: readonly string[] }) => Promise<StartplanRow>;
  } = {},
) {
  const syncUrl = vi.fn();
  const persist = vi.fn();
  const download = vi.fn();
  const saves: { answers: string; ticks: readonly string[] }[] = [];
  const machine = startplanMachine.provide({
    actors: {
      readStart: fromPromise<StartplanStart>(async () => ({
        today: TODAY,
        stored: overrides.stored ?? null,
      })),
      loadRemote: fromPromise(async () => (overrides.load ? overrides.load() : null)),
      saveRemote: fromPromise(async ({ input }) => {
        saves.push(input);
        return overrides.save
          ? overrides.save(input)
          : { ...ROW, answers: input.answers, ticks: [...input.ticks] };
      }),
      renewFeed: fromPromise(async () => 'b'.repeat(64)),
      checkFeed: fromPromise(async () => 27),
    },
    actions: {
      syncUrl: (_, params) => syncUrl(params.search),
      persist: (_, params) => persist(params),
      download: (_, params) => download(params.deadlines),
    },
  });
  return { machine, syncUrl, persist, download, saves };
}

async function started(machine: typeof startplanMachine, answers: Answers = {}) {
  const actor = createActor(machine, { input: { answers } });
  actor.start();
  await waitFor(actor, (s) => s.matches('running'));
  return actor;
}

/** The page's events for a model event (the first step: the first one the page shows). */
function realEvents(event: ModelEvent, actor: AnyActorRef): StartplanEvent[] {
  switch (event.type) {
    case 'choose form':
      return [{ type: 'startplan.answerChanged', key: 'form', value: event.form }];
    case 'type start date':
      return [{ type: 'startplan.answerChanged', key: 'start', value: event.date }];
    case 'choose moms':
      return [{ type: 'startplan.answerChanged', key: 'moms', value: event.moms }];
    case 'answer over 40 miljoner':
      return [{ type: 'startplan.answerChanged', key: 'over40', value: event.value }];
    case 'tick the first step': {
      const first = (actor.getSnapshot() as ReturnType<typeof startplanMachine.transition>).context
        .view.steps?.[0];
      return first ? [{ type: 'startplan.stepToggled', id: first.id }] : [];
    }
    case 'download the calendar':
      return [{ type: 'startplan.download' }];
  }
}

describe('startplan machine, played from the independent model', () => {
  const paths = modelPaths();

  it('has paths to every phase, ticked and not, and through every model event', () => {
    const ends = new Set(paths.map((p) => String(p.state.value)));
    expect([...ends].sort()).toEqual(['fragor', 'plan', 'rattas']);
    const types = new Set(paths.flatMap((p) => p.steps.map((s) => s.event.type)));
    for (const type of [
      'choose form',
      'type start date',
      'choose moms',
      'answer over 40 miljoner',
      'tick the first step',
      'download the calendar',
    ])
      expect(types).toContain(type);
    console.log(`[model paths] startplan: ${paths.length} paths`);
  });

  it.each(paths.map((path) => [describePath(path), path] as const))(
    'plays %s on the real machine and shows what the model says',
    async (_name, path) => {
      const { machine, download } = provided();
      const actor = await started(machine);
      let downloads = 0;
      for (const step of path.steps) {
        if ((step.event.type as string) !== 'xstate.init') {
          download.mockClear();
          for (const event of realEvents(step.event as ModelEvent, actor)) actor.send(event);
        }
        const model = step.state.context;
        const { view, ticks } = actor.getSnapshot().context;
        const phase = phaseOf(model);
        expect(phase, describePath(path)).toBe(step.state.value);
        // The calendar shows exactly in the plan phase, with deadlines in it.
        expect(view.calendar !== null, `calendar after ${step.event.type}`).toBe(phase === 'plan');
        if (phase === 'plan') expect(view.calendar?.deadlines.length).toBeGreaterThan(10);
        // A message next to an answer exactly when one needs changing.
        const errors = view.reading.status === 'incomplete' ? view.reading.errors : {};
        expect(Object.keys(errors).length > 0).toBe(phase === 'rattas');
        // Steps show once the form is chosen; the first is ticked as the model says.
        expect(view.steps !== null).toBe(model.form !== null);
        const first = view.steps?.[0]?.id;
        expect(first !== undefined && ticks.includes(first)).toBe(
          model.form !== null && model.ticked.includes(model.form),
        );
        // The file is made when the model counts a download (in the plan phase only).
        if (model.downloads > downloads) {
          expect(download).toHaveBeenCalledOnce();
          expect(download.mock.calls[0]?.[0]).toBe(view.calendar?.deadlines);
        } else {
          expect(download).not.toHaveBeenCalled();
        }
        downloads = model.downloads;
      }
      actor.stop();
    },
  );
});

// ---------------------------------------------------------------------------------------------
// The real machine's own graph: every state and transition.
// ---------------------------------------------------------------------------------------------

type Snap = ReturnType<typeof startplanMachine.transition>;

const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as StartplanEvent;
const failed = (id: string) =>
  ({
    type: `xstate.error.actor.${id}`,
    error: new ServiceError({ kind: 'network' }),
  }) as unknown as StartplanEvent;

/**
 * The events worth trying in a state: the user's (a few answers, a tick, the download, signing in
 * and out; retry, a new secret and the check where they can apply) and the answers of whichever
 * actor runs. A complete plan arrives with the stored one, so that the paths stay few.
 */
function graphEvents(snapshot: Snap): StartplanEvent[] {
  const events: StartplanEvent[] = [
    { type: 'startplan.answerChanged', key: 'form', value: 'ef' },
    { type: 'startplan.stepToggled', id: 'stiftelseurkund' },
    { type: 'startplan.download' },
    { type: 'auth.updated', auth: SIGNED_IN },
    { type: 'auth.updated', auth: SIGNED_OUT },
  ];
  if (snapshot.matches('starting'))
    events.push(
      done('readStart', { today: TODAY, stored: null }),
      done('readStart', {
        today: TODAY,
        stored: JSON.stringify({ answers: ROW.answers, ticks: [] }),
      }),
      failed('readStart'),
    );
  if (snapshot.matches({ running: { account: 'failed' } }))
    events.push({ type: 'startplan.retry' });
  if (snapshot.context.feedToken !== null)
    events.push({ type: 'startplan.renewFeed' }, { type: 'startplan.checkFeed' });
  if (snapshot.matches({ running: { account: 'loading' } }))
    events.push(done('loadRemote', null), done('loadRemote', ROW), failed('loadRemote'));
  if (snapshot.matches({ running: { account: 'saving' } }))
    events.push(done('saveRemote', ROW), failed('saveRemote'));
  if (snapshot.matches({ running: { feed: 'renewing' } }))
    events.push(done('renewFeed', 'b'.repeat(64)), failed('renewFeed'));
  if (snapshot.matches({ running: { feed: 'checking' } }))
    events.push(done('checkFeed', 27), failed('checkFeed'));
  return events;
}

const never = <T, I = unknown>() => fromPromise<T, I>(() => new Promise<T>(() => {}));

describe('startplan machine, its own graph', () => {
  it('reaches every state and transition', () => {
    const syncUrl = vi.fn();
    const persist = vi.fn();
    const download = vi.fn();
    const machine = startplanMachine.provide({
      actors: {
        authWatcher: fromCallback(() => () => {}),
        readStart: never<StartplanStart>(),
        loadRemote: never<StartplanRow | null>(),
        saveRemote: never<StartplanRow, StoredPlan>(),
        renewFeed: never<string>(),
        checkFeed: never<number, { token: string }>(),
      },
      actions: { syncUrl, persist, download },
    });
    const paths = coveringPaths(machine, {
      events: graphEvents,
      input: { answers: {} },
      // The state, a change waiting for the save and the feed's secret make the model state.
      serializeState: (s) =>
        JSON.stringify({
          value: s.value,
          dirty: s.context.dirty,
          token: s.context.feedToken !== null,
        }),
      limit: 20_000,
    });
    console.log(
      `[graph paths] startplan: ${paths.length}, steps ${paths.reduce((n, p) => n + p.steps.length, 0)}`,
    );
    const coverage = replayPaths(machine, paths, {
      input: { answers: {} },
      spies: { syncUrl, persist, download },
      check: (actor, _expected, event) => {
        const { context } = actor.getSnapshot() as Snap;
        // A download happens only with a calendar; signing out forgets the calendar secret.
        if (event.type === 'startplan.download')
          expect(download.mock.calls.length).toBe(context.view.calendar === null ? 0 : 1);
        else expect(download).not.toHaveBeenCalled();
        if (event.type === 'auth.updated' && event.auth.email === null)
          expect(context.feedToken).toBeNull();
      },
    });
    expectFullCoverage(machine, coverage);
  });
});

// ---------------------------------------------------------------------------------------------
// Start-up, the account, and src/app's wiring.
// ---------------------------------------------------------------------------------------------

describe('startplan machine', () => {
  it('starts neutral, then takes the address’s answers over the stored ones', async () => {
    const { machine, syncUrl } = provided({
      stored: JSON.stringify({ answers: 'form=ef&start=2026-05-01&moms=ar', ticks: ['krav'] }),
    });
    const actor = createActor(machine, { input: { answers: { form: 'hb' } } });
    expect(actor.getSnapshot().context.answers).toEqual({});
    actor.start();
    expect(actor.getSnapshot().context.view.steps).toBeNull();
    await waitFor(actor, (s) => s.matches('running'));
    expect(actor.getSnapshot().context.answers).toEqual({ form: 'hb' });
    expect(actor.getSnapshot().context.ticks).toEqual(['krav']);
    expect(syncUrl).toHaveBeenLastCalledWith({ form: 'hb' });
  });

  it('takes the stored plan when the address has none, and a corrupt one as none', async () => {
    const stored = provided({ stored: JSON.stringify({ answers: ROW.answers, ticks: ['x'] }) });
    const actor = await started(stored.machine);
    // The company starts after today: its calendar starts with it.
    expect(actor.getSnapshot().context.view.calendar?.window.from).toBe('2027-01-15');
    expect(actor.getSnapshot().context.ticks).toEqual(['x']);
    expect(stored.syncUrl).toHaveBeenLastCalledWith({
      form: 'ab',
      start: '2027-01-15',
      moms: 'kvartal',
    });
    const corrupt = await started(provided({ stored: '{inte json' }).machine);
    expect(corrupt.getSnapshot().context.answers).toEqual({});
  });

  it('keeps what is answered before the page has started over the stored plan', async () => {
    const { machine } = provided({ stored: JSON.stringify({ answers: 'form=ef', ticks: [] }) });
    const actor = createActor(machine, { input: { answers: {} } });
    actor.start();
    actor.send({ type: 'startplan.answerChanged', key: 'moms', value: 'manad' });
    actor.send({ type: 'startplan.stepToggled', id: 'krav' });
    await waitFor(actor, (s) => s.matches('running'));
    expect(actor.getSnapshot().context.answers).toEqual({ form: 'ef', moms: 'manad' });
    expect(actor.getSnapshot().context.ticks).toEqual(['krav']);
  });

  it('mirrors every change to the address and this browser', async () => {
    const { machine, syncUrl, persist } = provided();
    const actor = await started(machine);
    actor.send({ type: 'startplan.answerChanged', key: 'form', value: 'ab' });
    expect(syncUrl).toHaveBeenLastCalledWith({ form: 'ab' });
    expect(persist).toHaveBeenLastCalledWith({ answers: 'form=ab', ticks: [] });
    actor.send({ type: 'startplan.stepToggled', id: 'bank' });
    expect(persist).toHaveBeenLastCalledWith({ answers: 'form=ab', ticks: ['bank'] });
  });

  it('signed in: adopts the saved plan when the page has none, joins the ticks and saves the join', async () => {
    const { machine, saves } = provided({ load: async () => ROW });
    const actor = createActor(machine, { input: { answers: {} } });
    actor.start();
    await waitFor(actor, (s) => s.matches('running'));
    actor.send({ type: 'startplan.stepToggled', id: 'aktiekapital' });
    actor.send({ type: 'auth.updated', auth: SIGNED_IN });
    await waitFor(actor, (s) => s.matches({ running: { account: 'synced' } }));
    const { context } = actor.getSnapshot();
    expect(context.answers).toEqual({ form: 'ab', start: '2027-01-15', moms: 'kvartal' });
    expect(context.ticks).toEqual(['aktiekapital', 'stiftelseurkund']);
    expect(context.feedToken).toBe(TOKEN);
    expect(saves).toEqual([{ answers: ROW.answers, ticks: ['aktiekapital', 'stiftelseurkund'] }]);
  });

  it('signed in: the page’s own answers win and are saved; a change during a save is saved after it', async () => {
    let finish: (row: StartplanRow) => void = () => {};
    const first = new Promise<StartplanRow>((resolve) => (finish = resolve));
    let calls = 0;
    const { machine, saves } = provided({
      load: async () => ROW,
      save: (plan) => {
        calls += 1;
        return calls === 1 ? first : Promise.resolve({ ...ROW, answers: plan.answers });
      },
    });
    const actor = await started(machine, { form: 'ef', start: '2027-03-01', moms: 'ar' });
    actor.send({ type: 'auth.updated', auth: SIGNED_IN });
    await waitFor(actor, (s) => s.matches({ running: { account: 'saving' } }));
    actor.send({ type: 'startplan.answerChanged', key: 'anstallda', value: 'ja' });
    finish(ROW);
    await waitFor(actor, (s) => s.matches({ running: { account: 'synced' } }));
    expect(saves.map((s) => s.answers)).toEqual([
      'form=ef&start=2027-03-01&moms=ar',
      'form=ef&start=2027-03-01&moms=ar&anstallda=ja',
    ]);
  });

  it('signed in: a failed save says so, keeps the answers, and the next change saves again', async () => {
    let fail = true;
    const { machine } = provided({
      save: async (plan) => {
        if (fail) throw new ServiceError({ kind: 'server' });
        return { ...ROW, answers: plan.answers };
      },
    });
    const actor = await started(machine, { form: 'ab' });
    actor.send({ type: 'auth.updated', auth: SIGNED_IN });
    await waitFor(actor, (s) => s.matches({ running: { account: 'failed' } }));
    expect(actor.getSnapshot().context.accountMessage).toBe(STARTPLAN_MESSAGES.saveFailed);
    expect(actor.getSnapshot().context.answers).toEqual({ form: 'ab' });
    fail = false;
    actor.send({ type: 'startplan.answerChanged', key: 'moms', value: 'ar' });
    await waitFor(actor, (s) => s.matches({ running: { account: 'synced' } }));
    expect(actor.getSnapshot().context.accountMessage).toBeNull();
  });

  it('signing out forgets the calendar secret', async () => {
    const { machine } = provided({ load: async () => ROW });
    const actor = await started(machine);
    actor.send({ type: 'auth.updated', auth: SIGNED_IN });
    await waitFor(actor, (s) => s.context.feedToken === TOKEN);
    actor.send({ type: 'auth.updated', auth: SIGNED_OUT });
    expect(actor.getSnapshot().context.feedToken).toBeNull();
    expect(actor.getSnapshot().can({ type: 'startplan.renewFeed' })).toBe(false);
  });

  it('src/app keeps the plan under startklar:startplan and reads today in Sweden', async () => {
    const storage = memoryStorage();
    storage.write(
      'local',
      STORAGE_KEYS.startplan,
      JSON.stringify({ answers: 'form=hb', ticks: [] }),
    );
    const replaceSearch = vi.fn();
    const logic = createPageLogic({
      actors: {} as RootActors,
      storage,
      navigate: () => {},
      replaceSearch,
      loadPage: () => {},
    });
    const machine = logic.provide('startplan', startplanMachine).provide({
      actors: { authWatcher: fromCallback(() => () => {}) },
    });
    const actor = createActor(machine, { input: { answers: {} } });
    actor.start();
    await waitFor(actor, (s) => s.matches('running'));
    expect(actor.getSnapshot().context.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(actor.getSnapshot().context.answers).toEqual({ form: 'hb' });
    actor.send({ type: 'startplan.answerChanged', key: 'moms', value: 'nej' });
    expect(replaceSearch).toHaveBeenLastCalledWith({ form: 'hb', moms: 'nej' });
    expect(JSON.parse(storage.read('local', STORAGE_KEYS.startplan) ?? '')).toEqual({
      answers: 'form=hb&moms=nej',
      ticks: [],
    });
  });
});
