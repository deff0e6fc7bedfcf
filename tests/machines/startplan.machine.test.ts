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
  selectFeedUrl,
  startplanMachine,
  type StartplanEvent,
  type StartplanStart,
} from '../../src/machines/startplan';
import type { StoredPlan } from '../../src/content/startplan/plan';
import type { AuthSummary } from '../../src/machines/shared/authSync';
import type { RootActors } from '../../src/machines/system';
import { describePath } from '../../src/statecharts/paths';
import { Calls, MachineReach, expectSame, replayModel, type Model } from '../support/modelReplay';
import { modelPaths, phaseOf, type ModelEvent } from '../support/startplanModel';

const TODAY = '2026-11-27';
const TOKEN = 'a'.repeat(64);
const ROW: StartplanRow = {
  user_id: 'u1',
  answers: 'form=ab&start=2027-01-15&moms=kvartal',
  ticks: ['stiftelseurkund'],
  feed_token: TOKEN,
  updated_at: '2026-11-27T10:00:00+00:00',
  plan_id: '0123456789abcdef',
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
// The account and the calendar's address: an independent model (README 'Din startplan').
// ---------------------------------------------------------------------------------------------

/** The page's answers: none, the stored plan's, the form typed here, or both. */
type AnswersKind = 'none' | 'row' | 'ef' | 'rowEf';
const TOKEN_B = 'b'.repeat(64);
const TICK = 'stiftelseurkund';

/**
 * What can happen: the page reads today and this browser's copy (none, a plan, or unreadable);
 * the founder chooses a form and ticks a step (before the page has started too), signs in and
 * out, retries after a failure, asks for a new secret address or a check of it; the backend
 * answers the load (no plan, a plan, a fault), the saves, the new secret and the check.
 */
type Happening =
  | { type: 'start'; stored: boolean }
  | { type: 'start.fails' }
  | { type: 'answer' }
  | { type: 'tick' }
  | { type: 'signIn' }
  | { type: 'signOut' }
  | { type: 'retry' }
  | { type: 'renew' }
  | { type: 'check' }
  | { type: 'download' }
  | { type: 'server.loaded'; row: boolean }
  | { type: 'server.saved' }
  | { type: 'server.renewed' }
  | { type: 'server.checked' }
  | { type: 'server.fails'; call: 'load' | 'save' | 'renew' | 'check' };

interface AccountModel {
  started: boolean;
  answers: AnswersKind;
  ticks: readonly string[];
  signedIn: boolean;
  account: 'off' | 'loading' | 'synced' | 'saving' | 'failed';
  /** A change made during a save (saved after it). */
  dirty: boolean;
  token: string | null;
  feed: 'idle' | 'renewing' | 'checking';
  accountMessage: string | null;
  feedMessage: { tone: 'success' | 'error'; text: string } | null;
}

const MESSAGES = {
  loadFailed:
    'Vi kunde inte hämta planen från ditt konto. Dina svar finns kvar här; försök igen om en stund.',
  saveFailed:
    'Vi kunde inte spara planen i ditt konto. Dina svar finns kvar i den här webbläsaren; försök igen om en stund.',
  renewed: 'Klart: kalendern har en ny hemlig adress. Den gamla adressen fungerar inte längre.',
  renewFailed: 'Vi kunde inte skapa en ny adress. Försök igen om en stund.',
  checkFailed: 'Adressen svarade inte. Försök igen om en stund.',
  checked: 'Adressen fungerar: kalendern har 27 datum just nu.',
};

const ACCOUNT_START: AccountModel = {
  started: false,
  answers: 'none',
  ticks: [],
  signedIn: false,
  account: 'off',
  dirty: false,
  token: null,
  feed: 'idle',
  accountMessage: null,
  feedMessage: null,
};

const withForm = (answers: AnswersKind): AnswersKind =>
  answers === 'none' || answers === 'ef' ? 'ef' : 'rowEf';

function accountEvents(model: AccountModel): Happening[] {
  const user: Happening[] = [
    { type: 'answer' },
    { type: 'tick' },
    model.signedIn ? { type: 'signOut' } : { type: 'signIn' },
  ];
  if (!model.started)
    return [
      { type: 'start', stored: false },
      { type: 'start', stored: true },
      { type: 'start.fails' },
      ...user,
    ];
  const account: Record<AccountModel['account'], Happening[]> = {
    off: [],
    loading: [
      { type: 'server.loaded', row: false },
      { type: 'server.loaded', row: true },
      { type: 'server.fails', call: 'load' },
    ],
    synced: [],
    saving: [{ type: 'server.saved' }, { type: 'server.fails', call: 'save' }],
    failed: [{ type: 'retry' }],
  };
  const feed: Happening[] =
    model.feed === 'renewing'
      ? [{ type: 'server.renewed' }, { type: 'server.fails', call: 'renew' }]
      : model.feed === 'checking'
        ? [{ type: 'server.checked' }, { type: 'server.fails', call: 'check' }]
        : model.signedIn && model.token !== null
          ? [{ type: 'renew' }, { type: 'check' }]
          : [];
  // Signing out while the address is being renewed or checked is left out (another tab could).
  const users = model.feed === 'idle' ? user : user.filter((e) => e.type !== 'signOut');
  // The download is the plan's (walked with the user's-eye model above); here it changes nothing.
  return [...users, { type: 'download' }, ...account[model.account], ...feed];
}

function accountStep(previous: AccountModel, event: Happening): AccountModel {
  const model = { ...previous };
  // Every change is saved once the account is in step; during a save, after it.
  const changed = (m: AccountModel): AccountModel =>
    !m.started
      ? m
      : m.account === 'synced' || m.account === 'failed'
        ? { ...m, account: 'saving' }
        : m.account === 'saving'
          ? { ...m, dirty: true }
          : m;
  const loadIfSignedIn = (m: AccountModel): AccountModel =>
    m.signedIn && m.account === 'off' ? { ...m, account: 'loading' } : m;
  switch (event.type) {
    case 'start':
      return loadIfSignedIn({
        ...model,
        started: true,
        // The address's answers, else the stored plan's; what was typed before the start wins.
        answers: event.stored ? (model.answers === 'ef' ? 'rowEf' : 'row') : model.answers,
      });
    case 'start.fails':
      return loadIfSignedIn({ ...model, started: true });
    case 'answer':
      return changed({ ...model, answers: withForm(model.answers) });
    case 'tick':
      return changed({
        ...model,
        ticks: model.ticks.includes(TICK) ? [] : [TICK],
      });
    case 'signIn':
      return model.started
        ? loadIfSignedIn({ ...model, signedIn: true })
        : { ...model, signedIn: true };
    case 'signOut':
      // Signing out forgets the account's plan state and the calendar's secret.
      return model.started
        ? {
            ...model,
            signedIn: false,
            account: 'off',
            dirty: false,
            token: null,
            accountMessage: null,
            feedMessage: null,
          }
        : { ...model, signedIn: false };
    case 'retry':
      return { ...model, account: 'loading' };
    case 'download':
      return model;
    case 'server.loaded': {
      // The page's answers win when it has any; the ticks are joined; a difference is saved.
      const answers = event.row && model.answers === 'none' ? 'row' : model.answers;
      const ticks = event.row ? [TICK] : model.ticks;
      const differs = event.row
        ? answers !== 'row' || ticks.length !== ROW.ticks.length
        : answers !== 'none' || ticks.length > 0;
      return {
        ...model,
        answers,
        ticks,
        token: event.row ? TOKEN : null,
        accountMessage: null,
        account: differs ? 'saving' : 'synced',
      };
    }
    case 'server.saved':
      return {
        ...model,
        token: TOKEN,
        accountMessage: null,
        dirty: false,
        account: model.dirty ? 'saving' : 'synced',
      };
    case 'renew':
      return { ...model, feed: 'renewing', feedMessage: null };
    case 'check':
      return { ...model, feed: 'checking', feedMessage: null };
    case 'server.renewed':
      return {
        ...model,
        feed: 'idle',
        token: TOKEN_B,
        feedMessage: { tone: 'success', text: MESSAGES.renewed },
      };
    case 'server.checked':
      return {
        ...model,
        feed: 'idle',
        feedMessage: { tone: 'success', text: MESSAGES.checked },
      };
    case 'server.fails':
      switch (event.call) {
        case 'load':
          return { ...model, account: 'failed', accountMessage: MESSAGES.loadFailed };
        case 'save':
          // Everything is kept; the next change saves again.
          return { ...model, account: 'failed', accountMessage: MESSAGES.saveFailed };
        case 'renew':
          return {
            ...model,
            feed: 'idle',
            feedMessage: { tone: 'error', text: MESSAGES.renewFailed },
          };
        case 'check':
          return {
            ...model,
            feed: 'idle',
            feedMessage: { tone: 'error', text: MESSAGES.checkFailed },
          };
      }
  }
}

/** Which calls a step makes: what the model's change of state means for the backend. */
function callsOf(before: AccountModel, after: AccountModel, event: Happening) {
  const saving = after.account === 'saving';
  const saved =
    saving &&
    (before.account !== 'saving' ||
      event.type === 'server.saved' ||
      event.type === 'server.loaded');
  return {
    load: after.account === 'loading' && before.account !== 'loading' ? 1 : 0,
    save: saved ? 1 : 0,
    renew: event.type === 'renew' ? 1 : 0,
    check: event.type === 'check' ? 1 : 0,
  };
}

/**
 * The account and the address are walked as two models (together their states multiply): the
 * account with every answer and fault, and the address with a plan that loads and saves.
 */
const FEED_ONLY = new Set(['renew', 'check', 'server.renewed', 'server.checked']);
const accountModel = (part: 'account' | 'address'): Model<AccountModel, Happening> => ({
  name: `startplan (${part})`,
  initial: ACCOUNT_START,
  events: (model) =>
    accountEvents(model).filter((event) =>
      part === 'account'
        ? !FEED_ONLY.has(event.type) &&
          !(event.type === 'server.fails' && (event.call === 'renew' || event.call === 'check'))
        : event.type === 'signIn' ||
          event.type === 'signOut' ||
          event.type === 'download' ||
          (event.type === 'start' && event.stored) ||
          (event.type === 'server.loaded' && event.row) ||
          event.type === 'server.saved' ||
          FEED_ONLY.has(event.type) ||
          (event.type === 'server.fails' && (event.call === 'renew' || event.call === 'check')),
    ),
  step: accountStep,
  describe: (event) =>
    event.type === 'start'
      ? `start ${event.stored ? 'with' : 'without'} a stored plan`
      : event.type === 'server.loaded'
        ? `server ${event.row ? 'has' : 'has no'} plan`
        : event.type === 'server.fails'
          ? `server fails ${event.call}`
          : event.type,
});

/** The saved plan's answers as the page sends them, per kind. */
function answersMatch(kind: AnswersKind, query: string): boolean {
  switch (kind) {
    case 'none':
      return query === '';
    case 'row':
      return query === ROW.answers;
    case 'ef':
      return query === 'form=ef';
    case 'rowEf':
      return query.includes('form=ef') && query.includes('start=2027-01-15');
  }
}

describe('startplan machine, the account and the address (model-based)', () => {
  const reach = new MachineReach();

  it.each(['account', 'address'] as const)(
    'agrees with the model (%s) on every path',
    async (part) => {
      await replayModel(accountModel(part), {
        reach,
        plan: { merge: { maxSteps: 60 } },
        start: (reach) => {
          const calls = {
            readStart: new Calls<undefined, StartplanStart>('readStart'),
            loadRemote: new Calls<undefined, StartplanRow | null>('loadRemote'),
            saveRemote: new Calls<StoredPlan, StartplanRow>('saveRemote'),
            renewFeed: new Calls<undefined, string>('renewFeed'),
            checkFeed: new Calls<{ token: string }, number>('checkFeed'),
          };
          const actor = createActor(
            startplanMachine.provide({
              actors: {
                authWatcher: fromCallback(() => () => {}),
                readStart: fromPromise<StartplanStart>(({ signal }) =>
                  calls.readStart.call(undefined, signal),
                ),
                loadRemote: fromPromise<StartplanRow | null>(({ signal }) =>
                  calls.loadRemote.call(undefined, signal),
                ),
                saveRemote: fromPromise<StartplanRow, StoredPlan>(({ input, signal }) =>
                  calls.saveRemote.call(input, signal),
                ),
                renewFeed: fromPromise<string>(({ signal }) =>
                  calls.renewFeed.call(undefined, signal),
                ),
                checkFeed: fromPromise<number, { token: string }>(({ input, signal }) =>
                  calls.checkFeed.call(input, signal),
                ),
              },
              actions: { syncUrl: () => {}, persist: () => {}, download: () => {} },
            }),
            { input: { answers: {} }, inspect: reach.inspect },
          ).start();
          return { actor, calls };
        },
        beforeStep: ({ calls }) => {
          for (const call of Object.values(calls)) call.clear();
        },
        act: ({ actor, calls }, event) => {
          const send = (e: StartplanEvent) => actor.send(e);
          switch (event.type) {
            case 'start':
              return calls.readStart.resolve({
                today: TODAY,
                stored: event.stored ? JSON.stringify({ answers: ROW.answers, ticks: [] }) : null,
              });
            case 'start.fails':
              return calls.readStart.reject(new Error('storage unavailable'));
            case 'answer':
              return send({ type: 'startplan.answerChanged', key: 'form', value: 'ef' });
            case 'tick':
              return send({ type: 'startplan.stepToggled', id: TICK });
            case 'signIn':
              return send({ type: 'auth.updated', auth: SIGNED_IN });
            case 'signOut':
              return send({ type: 'auth.updated', auth: SIGNED_OUT });
            case 'retry':
              return send({ type: 'startplan.retry' });
            case 'renew':
              return send({ type: 'startplan.renewFeed' });
            case 'check':
              return send({ type: 'startplan.checkFeed' });
            case 'download':
              return send({ type: 'startplan.download' });
            case 'server.loaded':
              return calls.loadRemote.resolve(event.row ? ROW : null);
            case 'server.saved':
              return calls.saveRemote.resolve(ROW);
            case 'server.renewed':
              return calls.renewFeed.resolve(TOKEN_B);
            case 'server.checked':
              return calls.checkFeed.resolve(27);
            case 'server.fails': {
              const error = new ServiceError({ kind: 'network' });
              const call = {
                load: calls.loadRemote,
                save: calls.saveRemote,
                renew: calls.renewFeed,
                check: calls.checkFeed,
              }[event.call];
              return call.reject(error);
            }
          }
        },
        check: ({ actor, calls }, model, event, before) => {
          const { context } = actor.getSnapshot();
          const made =
            before && event
              ? callsOf(before, model, event)
              : { load: 0, save: 0, renew: 0, check: 0 };
          expectSame(
            {
              form: context.answers.form ?? null,
              ticks: [...context.ticks],
              token: context.feedToken,
              feedUrl: selectFeedUrl(actor.getSnapshot()) !== null,
              accountMessage: context.accountMessage,
              feedMessage: context.feedMessage,
              loads: calls.loadRemote.inputs.length,
              saves: calls.saveRemote.inputs.length,
              renews: calls.renewFeed.inputs.length,
              checks: calls.checkFeed.inputs,
            },
            {
              form:
                model.answers === 'ef' || model.answers === 'rowEf'
                  ? 'ef'
                  : model.answers === 'row'
                    ? 'ab'
                    : null,
              ticks: [...model.ticks],
              token: model.token,
              feedUrl: model.token !== null,
              accountMessage: model.accountMessage,
              feedMessage: model.feedMessage,
              loads: made.load,
              saves: made.save,
              renews: made.renew,
              checks: made.check ? [{ token: before?.token }] : [],
            },
          );
          // A save sends the page's plan as the model has it.
          for (const plan of calls.saveRemote.inputs) {
            expect(answersMatch(model.answers, plan.answers), plan.answers).toBe(true);
            expect([...plan.ticks]).toEqual([...model.ticks]);
          }
        },
        stop: ({ actor }) => actor.stop(),
      });
    },
  );

  it('reaches every state and transition of the machine', () => {
    reach.expectAll(startplanMachine);
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
