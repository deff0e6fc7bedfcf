/**
 * The planner's machine tree (src/machines/startplan.ts with its children remoteSync and
 * startplanFeed).
 *
 * 1. The independent user's-eye model (tests/support/startplanModel.ts, written from the issue):
 *    its paths are played on the real machine; after every step what the founder would see (the
 *    calendar or not, a message, the first step ticked, a download) is compared with the model.
 * 2. The account and the calendar's address, as an independent model written from issue 54 and
 *    decisions.md ("a plan saved in the account is never replaced by a link's answers without the
 *    founder's choice"): the backend's answers are held until the model answers them, and every
 *    call, every write to this browser and what the page shows is compared after every step. The
 *    states and transitions of all three machines must be reached.
 * 3. Start-up, the clock, and src/app's wiring (storage and address).
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { createPageLogic } from '../../src/app/logic';
import { STORAGE_KEYS, memoryStorage } from '../../src/app/storage';
import type { Answers } from '../../src/content/startplan/answers';
import type { StartplanRow } from '../../src/services/database.types';
import { ServiceError } from '../../src/services/result';
import {
  REMOTE_SYNC,
  STARTPLAN_FEED,
  startplanMachine,
  type StartplanEvent,
  type StoredStart,
} from '../../src/machines/startplan';
import {
  selectBudgetView,
  selectPlanQuestion,
  selectView,
} from '../../src/machines/shared/planView';
import type { BudgetMonth } from '../../src/content/budget/engine';
import {
  remoteSyncMachine,
  selectRemoteSync,
  type SyncedPlan,
} from '../../src/machines/remoteSync';
import { selectStartplanFeed, startplanFeedMachine } from '../../src/machines/startplanFeed';
import type { AuthSummary } from '../../src/machines/shared/authSync';
import type { RootActors } from '../../src/machines/system';
import { describePath } from '../../src/statecharts/paths';
import { Calls, MachineReach, expectSame, replayModel, type Model } from '../support/modelReplay';
import { modelPaths, phaseOf, type ModelEvent } from '../support/startplanModel';

const TODAY = '2026-11-27';
const TOKEN = 'a'.repeat(64);
const TOKEN_B = 'b'.repeat(64);
/** The step the account's plan has ticked, and the one the founder ticks on the page. */
const TICK = 'stiftelseurkund';
const PAGE_TICK = 'bank';
const ROW: StartplanRow = {
  user_id: 'u1',
  answers: 'form=ab&start=2027-01-15&moms=kvartal',
  ticks: [TICK],
  feed_token: TOKEN,
  updated_at: '2026-11-27T10:00:00+00:00',
  plan_id: '0123456789abcdef',
  budget: '',
  show_amounts: false,
};
/** The id a new plan gets in this browser (src/app makes it with newPlanId). */
const NEW_ID = 'cccccccccccccccc';
/** A link to somebody else's plan (a colleague's, another site's). */
const LINK = 'form=hb&start=2027-03-01&moms=ar';
/** An older plan kept in this browser, different from the account's. */
const OTHER = 'form=ef&start=2026-05-01&moms=ar';
const SIGNED_IN: AuthSummary = {
  initialised: true,
  email: 'grundare@example.se',
  profile: null,
  addressIncomplete: false,
};
const SIGNED_OUT: AuthSummary = { ...SIGNED_IN, email: null };

/** A clock that says `today` at once (the site's clock, src/app). */
const clockAt = (today: string) =>
  fromCallback(({ sendBack }) => {
    sendBack({ type: 'clock.today', today });
  });

/** The real machine with test actors and recording actions (the account answers at once). */
function provided(
  overrides: {
    stored?: string | null;
    load?: () => Promise<StartplanRow | null>;
    save?: (plan: SyncedPlan) => Promise<StartplanRow>;
  } = {},
) {
  const syncUrl = vi.fn();
  const persist = vi.fn();
  const download = vi.fn();
  const saves: SyncedPlan[] = [];
  const machine = startplanMachine.provide({
    actors: {
      clock: clockAt(TODAY),
      readStored: fromPromise<StoredStart>(async () => ({
        stored: overrides.stored ?? null,
        newId: NEW_ID,
      })),
      remoteSync: remoteSyncMachine.provide({
        actors: {
          load: fromPromise(async () => (overrides.load ? overrides.load() : null)),
          save: fromPromise(async ({ input }) => {
            saves.push(input);
            return overrides.save
              ? overrides.save(input)
              : {
                  ...ROW,
                  answers: input.answers,
                  budget: input.budget,
                  ticks: [...input.ticks],
                  plan_id: input.id ?? ROW.plan_id,
                };
          }),
        },
      }),
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
      const first = selectView(
        actor.getSnapshot() as ReturnType<typeof startplanMachine.transition>,
      ).steps?.[0];
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
        const view = selectView(actor.getSnapshot());
        const { ticks } = actor.getSnapshot().context;
        const phase = phaseOf(model);
        // What the machine shows, read as the founder reads the page: the calendar (with its
        // deadlines), a message next to an answer, or neither. It must be the model's phase.
        const errors = view.reading.status === 'incomplete' ? view.reading.errors : {};
        const shown =
          view.calendar !== null ? 'plan' : Object.keys(errors).length > 0 ? 'rattas' : 'fragor';
        expect(shown, `${describePath(path)}, after ${step.event.type}`).toBe(phase);
        if (phase === 'plan') expect(view.calendar?.deadlines.length).toBeGreaterThan(10);
        // Never both: a plan with a message beside an answer.
        if (view.calendar !== null) expect(errors).toEqual({});
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
// The account and the calendar's address: an independent model (issue 54, decisions.md).
// ---------------------------------------------------------------------------------------------

/** Where the page's answers come from: nothing, the account's plan, a link, an older copy. */
type Base = 'none' | 'row' | 'link' | 'other';

/**
 * What can happen: the page reads this browser's copy (none, the account's plan, an older other
 * plan, or unreadable); the founder changes an answer and ticks a step (before the page has
 * started too), signs in and out, chooses between the account's plan and the page's, asks to
 * remove the plan and confirms or cancels, retries after a failure, asks for a new secret address
 * or a check of it; the backend answers the load (no plan, a plan, a fault), the saves, the
 * removal, the new secret and the check.
 */
type Happening =
  | { type: 'start'; stored: 'none' | 'same' | 'other' }
  | { type: 'start.fails' }
  | { type: 'answer' }
  | { type: 'tick' }
  | { type: 'signIn' }
  | { type: 'signOut' }
  | { type: 'keep' }
  | { type: 'useLink' }
  | { type: 'askRemove' }
  | { type: 'cancelRemove' }
  | { type: 'confirmRemove' }
  | { type: 'retry' }
  | { type: 'renew' }
  | { type: 'check' }
  | { type: 'download' }
  | { type: 'server.loaded'; row: boolean }
  | { type: 'server.saved' }
  | { type: 'server.removed' }
  | { type: 'server.renewed' }
  | { type: 'server.checked' }
  | { type: 'showAmounts'; show: boolean }
  | { type: 'server.amountsSaved' }
  | { type: 'server.fails'; call: 'load' | 'save' | 'remove' | 'renew' | 'check' | 'amounts' };

type Account =
  'off' | 'loading' | 'synced' | 'saving' | 'failed' | 'asking' | 'confirming' | 'removing';

interface AccountModel {
  /** The page was opened with a link's answers in its address (fixed per replay). */
  link: boolean;
  started: boolean;
  base: Base;
  /** 'Har företaget anställda?' answered Ja on this page. */
  changed: boolean;
  /** The founder chose the page's answers (by changing one, or 'Använd länkens svar'). */
  answered: boolean;
  ticks: readonly string[];
  signedIn: boolean;
  account: Account;
  /** A change made during a save (saved after it). */
  dirty: boolean;
  /** The account's plan's calendar secret, while the page knows the account holds a plan. */
  token: string | null;
  feed: 'idle' | 'renewing' | 'checking' | 'savingAmounts';
  /** 'Visa beloppen i prenumerationen', as saved (off until ticked), and as asked for. */
  feedShows: boolean;
  pendingShow?: boolean;
  syncMessage: { tone: 'success' | 'error'; text: string } | null;
  feedMessage: { tone: 'success' | 'error'; text: string } | null;
  /**
   * The plan's id: this browser's new one, none when this browser's copy could not be read (the
   * database then makes one), or the account's once its plan is taken or chosen.
   */
  id: 'page' | 'none' | 'row';
  /** What the last step wrote to this browser (the copy kept, the copy removed). */
  persisted: boolean;
  forgot: boolean;
}

const MESSAGES = {
  loadFailed:
    'Vi kunde inte hämta planen från ditt konto. Dina svar finns kvar här; försök igen om en stund.',
  saveFailed:
    'Vi kunde inte spara planen i ditt konto. Dina svar finns kvar i den här webbläsaren; försök igen om en stund.',
  removeFailed:
    'Vi kunde inte ta bort planen. Den finns kvar i ditt konto; försök igen om en stund.',
  removed:
    'Planen är borttagen från ditt konto och från den här webbläsaren. Kalenderns adress fungerar inte längre.',
  renewed: 'Klart: kalendern har en ny hemlig adress. Den gamla adressen fungerar inte längre.',
  renewFailed: 'Vi kunde inte skapa en ny adress. Försök igen om en stund.',
  checkFailed: 'Adressen svarade inte. Försök igen om en stund.',
  checked: 'Adressen fungerar: kalendern har 27 datum just nu.',
  amountsFailed: 'Vi kunde inte spara valet. Försök igen om en stund.',
};

const initialModel = (link: boolean): AccountModel => ({
  link,
  started: false,
  base: 'none',
  changed: false,
  answered: false,
  ticks: [],
  signedIn: false,
  account: 'off',
  dirty: false,
  token: null,
  feed: 'idle',
  feedShows: false,
  syncMessage: null,
  feedMessage: null,
  id: 'page',
  persisted: false,
  forgot: false,
});

const BASE_QUERY: Record<Base, string> = { none: '', row: ROW.answers, link: LINK, other: OTHER };

/** The page's answers as the address, this browser and the account write them. */
function pageQuery(m: AccountModel): string {
  const base = BASE_QUERY[m.base];
  if (!m.changed) return base;
  return base === '' ? 'anstallda=ja' : `${base}&anstallda=ja`;
}

const idOf = (model: AccountModel): string | null =>
  model.id === 'row' ? ROW.plan_id : model.id === 'page' ? NEW_ID : null;

const joinTicks = (ticks: readonly string[]): string[] => [...new Set([...ticks, ...ROW.ticks])];

function accountEvents(model: AccountModel): Happening[] {
  const user: Happening[] = [
    { type: 'answer' },
    { type: 'tick' },
    model.signedIn ? { type: 'signOut' } : { type: 'signIn' },
  ];
  if (!model.started)
    return [
      // Opened from a link, the address's answers are the page's whatever this browser keeps.
      ...(model.link
        ? [{ type: 'start', stored: 'other' } as const]
        : [
            { type: 'start', stored: 'none' } as const,
            { type: 'start', stored: 'same' } as const,
            { type: 'start', stored: 'other' } as const,
          ]),
      { type: 'start.fails' },
      ...user,
    ];
  const account: Record<Account, Happening[]> = {
    off: [],
    loading: [
      { type: 'server.loaded', row: false },
      { type: 'server.loaded', row: true },
      { type: 'server.fails', call: 'load' },
    ],
    synced: [{ type: 'askRemove' }],
    saving: [{ type: 'server.saved' }, { type: 'server.fails', call: 'save' }],
    failed: [{ type: 'retry' }],
    asking: [{ type: 'keep' }, { type: 'useLink' }],
    confirming: [{ type: 'cancelRemove' }, { type: 'confirmRemove' }],
    removing: [{ type: 'server.removed' }, { type: 'server.fails', call: 'remove' }],
  };
  const feed: Happening[] =
    model.feed === 'renewing'
      ? [{ type: 'server.renewed' }, { type: 'server.fails', call: 'renew' }]
      : model.feed === 'checking'
        ? [{ type: 'server.checked' }, { type: 'server.fails', call: 'check' }]
        : model.feed === 'savingAmounts'
          ? [{ type: 'server.amountsSaved' }, { type: 'server.fails', call: 'amounts' }]
          : model.signedIn && model.token !== null
            ? [
                { type: 'renew' },
                { type: 'check' },
                { type: 'showAmounts', show: !model.feedShows },
              ]
            : [];
  // Signing out while the address is renewed or checked, or the plan removed, is left out
  // (another tab could); removing waits for its answer.
  const users =
    model.feed === 'idle' && model.account !== 'removing'
      ? user
      : user.filter((e) => e.type !== 'signOut');
  return [...users, { type: 'download' }, ...account[model.account], ...feed];
}

function accountStep(previous: AccountModel, event: Happening): AccountModel {
  const model: AccountModel = { ...previous, persisted: false, forgot: false };
  const loadIfSignedIn = (m: AccountModel): AccountModel =>
    m.signedIn && m.account === 'off' ? { ...m, account: 'loading' } : m;
  // A change on the page is written to this browser and saved once the account is in step; during
  // a save, after it. While the founder is asked which plan applies, only an answer counts (it is
  // the choice of the page's answers); a tick waits.
  const changed = (m: AccountModel, answer: boolean): AccountModel => {
    if (!m.started) return m;
    const written = { ...m, persisted: true };
    switch (m.account) {
      case 'asking':
        return answer
          ? { ...written, ticks: joinTicks(m.ticks), account: 'saving', answered: true, id: 'row' }
          : m;
      case 'synced':
      case 'failed':
      case 'confirming':
        return { ...written, account: 'saving' };
      case 'saving':
        return { ...written, dirty: true };
      default:
        return written;
    }
  };
  switch (event.type) {
    case 'start': {
      const stored: Base =
        event.stored === 'same' ? 'row' : event.stored === 'other' ? 'other' : 'none';
      return loadIfSignedIn({ ...model, started: true, base: model.link ? 'link' : stored });
    }
    case 'start.fails':
      return loadIfSignedIn({
        ...model,
        started: true,
        base: model.link ? 'link' : 'none',
        id: 'none',
      });
    case 'answer':
      return changed({ ...model, changed: true, answered: true }, true);
    case 'tick': {
      if (model.account === 'asking') return model;
      const ticks = model.ticks.includes(PAGE_TICK)
        ? model.ticks.filter((tick) => tick !== PAGE_TICK)
        : [...model.ticks, PAGE_TICK];
      return changed({ ...model, ticks }, false);
    }
    case 'signIn':
      return model.started
        ? loadIfSignedIn({ ...model, signedIn: true })
        : { ...model, signedIn: true };
    case 'signOut':
      // Signing out forgets the account's plan state, the question and the calendar's secret.
      return model.started
        ? {
            ...model,
            signedIn: false,
            account: 'off',
            dirty: false,
            token: null,
            feedShows: false,
            syncMessage: null,
            feedMessage: null,
          }
        : { ...model, signedIn: false };
    case 'keep': {
      // The account's answers, the ticks of both; the join is saved when it adds a tick.
      const ticks = joinTicks(model.ticks);
      const adds = ticks.length !== ROW.ticks.length;
      return {
        ...model,
        base: 'row',
        ticks,
        id: 'row',
        persisted: true,
        account: adds ? 'saving' : 'synced',
      };
    }
    case 'useLink':
      return {
        ...model,
        ticks: joinTicks(model.ticks),
        answered: true,
        id: 'row',
        persisted: true,
        account: 'saving',
      };
    case 'askRemove':
      return model.token !== null ? { ...model, account: 'confirming', syncMessage: null } : model;
    case 'cancelRemove':
      return { ...model, account: 'synced' };
    case 'confirmRemove':
      return { ...model, account: 'removing' };
    case 'retry':
      return { ...model, account: 'loading' };
    case 'download':
      return model;
    case 'server.loaded': {
      const page = pageQuery(model);
      if (!event.row) {
        const saves = page !== '' || model.ticks.length > 0;
        return {
          ...model,
          token: null,
          syncMessage: null,
          persisted: true,
          account: saves ? 'saving' : 'synced',
        };
      }
      // The account has a plan: a link's (or an older copy's) different answers are not used
      // unasked, and nothing is written until the founder has chosen.
      if (page !== '' && page !== ROW.answers && !model.answered) {
        return { ...model, token: TOKEN, syncMessage: null, account: 'asking' };
      }
      const base = page === '' ? 'row' : model.base;
      const id = 'row' as const;
      const ticks = joinTicks(model.ticks);
      const after = { ...model, base, ticks, id };
      const differs = pageQuery(after) !== ROW.answers || ticks.length !== ROW.ticks.length;
      return {
        ...after,
        token: TOKEN,
        syncMessage: null,
        persisted: true,
        account: differs ? 'saving' : 'synced',
      };
    }
    case 'server.saved':
      return {
        ...model,
        token: model.token ?? TOKEN,
        syncMessage: null,
        dirty: false,
        account: model.dirty ? 'saving' : 'synced',
      };
    case 'server.removed':
      // The plan is gone from the account and this browser; the page starts over.
      return {
        ...model,
        base: 'none',
        changed: false,
        answered: false,
        ticks: [],
        token: null,
        feedShows: false,
        account: 'synced',
        dirty: false,
        feedMessage: null,
        syncMessage: { tone: 'success', text: MESSAGES.removed },
        forgot: true,
      };
    case 'renew':
      return { ...model, feed: 'renewing', feedMessage: null };
    case 'check':
      return { ...model, feed: 'checking', feedMessage: null };
    case 'showAmounts':
      return { ...model, feed: 'savingAmounts', feedMessage: null, pendingShow: event.show };
    case 'server.amountsSaved':
      return { ...model, feed: 'idle', feedShows: model.pendingShow ?? model.feedShows };
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
        // Everything is kept on the page; the next change saves all of it (nothing else pends).
        case 'load':
          return {
            ...model,
            account: 'failed',
            dirty: false,
            syncMessage: { tone: 'error', text: MESSAGES.loadFailed },
          };
        case 'save':
          return {
            ...model,
            account: 'failed',
            dirty: false,
            syncMessage: { tone: 'error', text: MESSAGES.saveFailed },
          };
        case 'remove':
          return {
            ...model,
            account: 'failed',
            dirty: false,
            syncMessage: { tone: 'error', text: MESSAGES.removeFailed },
          };
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
        case 'amounts':
          return {
            ...model,
            feed: 'idle',
            feedMessage: { tone: 'error', text: MESSAGES.amountsFailed },
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
    remove: after.account === 'removing' && before.account !== 'removing' ? 1 : 0,
    renew: event.type === 'renew' ? 1 : 0,
    check: event.type === 'check' ? 1 : 0,
  };
}

/**
 * The account and the address are walked as separate models (together their states multiply):
 * the account with every answer, choice, removal and fault, once from a plain address and once
 * from a link; the address with a plan that loads and saves.
 */
const FEED_ONLY = new Set([
  'renew',
  'check',
  'showAmounts',
  'server.renewed',
  'server.checked',
  'server.amountsSaved',
]);
const isFeedFault = (event: Happening) =>
  event.type === 'server.fails' &&
  (event.call === 'renew' || event.call === 'check' || event.call === 'amounts');
const ACCOUNT_ONLY = new Set(['keep', 'useLink', 'askRemove', 'cancelRemove', 'confirmRemove']);
const accountModel = (
  part: 'account' | 'address',
  link: boolean,
): Model<AccountModel, Happening> => ({
  name: `startplan (${part}${link ? ', opened from a link' : ''})`,
  initial: initialModel(link),
  events: (model) =>
    accountEvents(model).filter((event) =>
      part === 'account'
        ? !FEED_ONLY.has(event.type) && !isFeedFault(event)
        : !ACCOUNT_ONLY.has(event.type) &&
          (event.type === 'signIn' ||
            event.type === 'signOut' ||
            event.type === 'download' ||
            (event.type === 'start' && event.stored === 'same') ||
            (event.type === 'server.loaded' && event.row) ||
            event.type === 'server.saved' ||
            FEED_ONLY.has(event.type) ||
            isFeedFault(event)),
    ),
  step: accountStep,
  serialize: ({ persisted: _p, forgot: _f, ...state }) => JSON.stringify(state),
  describe: (event) =>
    event.type === 'start'
      ? `start with ${event.stored} stored`
      : event.type === 'server.loaded'
        ? `server ${event.row ? 'has' : 'has no'} plan`
        : event.type === 'server.fails'
          ? `server fails ${event.call}`
          : event.type,
});

// ---------------------------------------------------------------------------------------------
// The likviditetsbudget on the same plan: an independent model (issue 57 items 1–3).
// ---------------------------------------------------------------------------------------------

/** A complete start plan in the address: an aktiebolag starting in January 2027, moms by quarter. */
const BUDGET_PLAN_QUERY = 'form=ab&start=2027-01-15&moms=kvartal';
const BUDGET_PLAN = Object.fromEntries(new URLSearchParams(BUDGET_PLAN_QUERY));

/**
 * What the founder does on /likviditetsbudget: the page starts; they type the monthly sales
 * ('120 000', as typed), something that is no amount ('tusen'), clear it, give January its own
 * figure ('0': a slow start) or take it back, and ask for the spreadsheet.
 */
type BudgetHappening =
  | { type: 'start' }
  | { type: 'typeSales'; text: string }
  | { type: 'typeMonth'; text: string }
  | { type: 'downloadBudget' };

interface BudgetModel {
  started: boolean;
  /** What 'Försäljning per månad, utan moms' says: nothing (0 kr), an amount, or no amount. */
  sales: 'none' | 'ok' | 'bad';
  salesText: string;
  /** January has its own figure, 0 kr. */
  januaryZero: boolean;
}

const budgetModel: Model<BudgetModel, BudgetHappening> = {
  name: 'startplan (likviditetsbudget)',
  initial: { started: false, sales: 'none', salesText: '', januaryZero: false },
  events: (model) =>
    model.started
      ? [
          { type: 'typeSales', text: '120 000' },
          { type: 'typeSales', text: 'tusen' },
          { type: 'typeSales', text: '' },
          { type: 'typeMonth', text: model.januaryZero ? '' : '0' },
          { type: 'downloadBudget' },
        ]
      : [{ type: 'start' }, { type: 'typeSales', text: '120 000' }],
  step: (model, event) => {
    switch (event.type) {
      case 'start':
        return { ...model, started: true };
      case 'typeSales':
        // A figure typed before the page has started is kept and used once it has.
        return {
          ...model,
          salesText: event.text,
          sales: event.text === '' ? 'none' : event.text === 'tusen' ? 'bad' : 'ok',
        };
      case 'typeMonth':
        return { ...model, januaryZero: event.text === '0' };
      case 'downloadBudget':
        return model;
    }
  },
  describe: (event) => ('text' in event ? `${event.type} '${event.text}'` : event.type),
};

describe('startplan machine, the account and the address (model-based)', () => {
  const reach = new MachineReach();

  it.each([
    ['account', false],
    ['account', true],
    ['address', false],
  ] as const)(
    'agrees with the model (%s, from a link: %s) on every path',
    async (part, link) => {
      await replayModel(accountModel(part, link), {
        reach,
        plan: { merge: { maxSteps: 60 } },
        start: (reach) => {
          const calls = {
            readStored: new Calls<undefined, StoredStart>('readStored'),
            load: new Calls<undefined, StartplanRow | null>('load'),
            save: new Calls<SyncedPlan, StartplanRow>('save'),
            remove: new Calls<undefined, void>('remove'),
            renew: new Calls<undefined, string>('renew'),
            amounts: new Calls<{ show: boolean }, StartplanRow>('amounts'),
            check: new Calls<{ token: string }, number>('check'),
          };
          const writes = { persisted: [] as SyncedPlan[], forgot: 0, urls: [] as unknown[] };
          const actor = createActor(
            startplanMachine.provide({
              actors: {
                authWatcher: fromCallback(() => () => {}),
                clock: clockAt(TODAY),
                readStored: fromPromise<StoredStart>(({ signal }) =>
                  calls.readStored.call(undefined, signal),
                ),
                remoteSync: remoteSyncMachine.provide({
                  actors: {
                    load: fromPromise<StartplanRow | null>(({ signal }) =>
                      calls.load.call(undefined, signal),
                    ),
                    save: fromPromise<StartplanRow, SyncedPlan>(({ input, signal }) =>
                      calls.save.call(input, signal),
                    ),
                    remove: fromPromise<void>(({ signal }) => calls.remove.call(undefined, signal)),
                  },
                }),
                startplanFeed: startplanFeedMachine.provide({
                  actors: {
                    renew: fromPromise<string>(({ signal }) => calls.renew.call(undefined, signal)),
                    check: fromPromise<number, { token: string }>(({ input, signal }) =>
                      calls.check.call(input, signal),
                    ),
                    saveShowAmounts: fromPromise<StartplanRow, { show: boolean }>(
                      ({ input, signal }) => calls.amounts.call(input, signal),
                    ),
                  },
                }),
              },
              actions: {
                syncUrl: (_, params) => writes.urls.push(params.search),
                persist: (_, plan) => writes.persisted.push(plan),
                forget: () => {
                  writes.forgot += 1;
                },
                download: () => {},
              },
            }),
            {
              input: { answers: link ? Object.fromEntries(new URLSearchParams(LINK)) : {} },
              inspect: reach.inspect,
            },
          ).start();
          return { actor, calls, writes };
        },
        beforeStep: ({ calls, writes }) => {
          for (const call of Object.values(calls)) call.clear();
          writes.persisted.length = 0;
          writes.forgot = 0;
        },
        act: ({ actor, calls }, event, before) => {
          const send = (e: StartplanEvent) => actor.send(e);
          const snapshot = actor.getSnapshot();
          const sync = snapshot.children[REMOTE_SYNC];
          const feed = snapshot.children[STARTPLAN_FEED];
          switch (event.type) {
            case 'start':
              return calls.readStored.resolve({
                stored:
                  event.stored === 'none'
                    ? null
                    : JSON.stringify({
                        answers: event.stored === 'same' ? ROW.answers : OTHER,
                        ticks: [],
                      }),
                newId: NEW_ID,
              });
            case 'start.fails':
              return calls.readStored.reject(new Error('storage unavailable'));
            case 'answer':
              return send({ type: 'startplan.answerChanged', key: 'anstallda', value: 'ja' });
            case 'tick':
              return send({ type: 'startplan.stepToggled', id: PAGE_TICK });
            case 'signIn':
              return send({ type: 'auth.updated', auth: SIGNED_IN });
            case 'signOut':
              return send({ type: 'auth.updated', auth: SIGNED_OUT });
            case 'keep':
              return send({ type: 'startplan.keepAccountPlan' });
            case 'useLink':
              return send({ type: 'startplan.useLinkAnswers' });
            // The page sends these to the sync child, read by its id.
            case 'askRemove':
              return sync?.send({ type: 'remoteSync.askRemove' });
            case 'cancelRemove':
              return sync?.send({ type: 'remoteSync.cancelRemove' });
            case 'confirmRemove':
              return sync?.send({ type: 'remoteSync.confirmRemove' });
            case 'retry':
              return sync?.send({ type: 'remoteSync.retry' });
            case 'renew':
              return feed?.send({ type: 'startplanFeed.renew' });
            case 'check':
              return feed?.send({ type: 'startplanFeed.check' });
            case 'download':
              return send({ type: 'startplan.download' });
            case 'server.loaded':
              return calls.load.resolve(event.row ? ROW : null);
            case 'server.saved':
              // The row as saved, with the secret the account holds (a renewed one too).
              return calls.save.resolve({
                ...ROW,
                feed_token: before.token ?? TOKEN,
                plan_id: calls.save.waiting.id ?? ROW.plan_id,
              });
            case 'server.removed':
              return calls.remove.resolve();
            case 'server.renewed':
              return calls.renew.resolve(TOKEN_B);
            case 'server.checked':
              return calls.check.resolve(27);
            case 'showAmounts':
              return feed?.send({ type: 'startplanFeed.showAmounts', show: event.show });
            case 'server.amountsSaved':
              return calls.amounts.resolve({
                ...ROW,
                feed_token: before.token ?? TOKEN,
                show_amounts: calls.amounts.waiting.show,
              });
            case 'server.fails': {
              const error = new ServiceError({ kind: 'network' });
              return calls[event.call].reject(error);
            }
          }
        },
        check: ({ actor, calls, writes }, model, event, before) => {
          const snapshot = actor.getSnapshot();
          const { context } = snapshot;
          const sync = selectRemoteSync(snapshot.children[REMOTE_SYNC]?.getSnapshot());
          const feed = selectStartplanFeed(snapshot.children[STARTPLAN_FEED]?.getSnapshot());
          const question = selectPlanQuestion(snapshot);
          const made =
            before && event
              ? callsOf(before, model, event)
              : { load: 0, save: 0, remove: 0, renew: 0, check: 0 };
          const asking = model.started && model.account === 'asking';
          expectSame(
            {
              answers: new URLSearchParams(
                Object.entries(context.answers).filter(([, v]) => v !== undefined) as [
                  string,
                  string,
                ][],
              ).toString(),
              ticks: [...context.ticks],
              question: question === null ? null : question.origin,
              canTick: snapshot.can({ type: 'startplan.stepToggled', id: PAGE_TICK }),
              feedUrl: feed === null ? null : feed.url.endsWith(`token=${model.token}`),
              syncMessage: sync.message,
              feedMessage: feed?.message ?? null,
              feedShows: feed?.showAmounts ?? null,
              amountCalls: calls.amounts.inputs,
              canRemove: sync.canRemove,
              confirming: sync.confirmingRemove,
              loads: calls.load.inputs.length,
              saves: calls.save.inputs.length,
              removes: calls.remove.inputs.length,
              renews: calls.renew.inputs.length,
              checks: calls.check.inputs,
              persisted: writes.persisted.length > 0,
              forgot: writes.forgot > 0,
            },
            {
              answers: model.started ? pageQuery(model) : model.changed ? 'anstallda=ja' : '',
              ticks: [...model.ticks],
              question: asking ? (model.link ? 'link' : 'browser') : null,
              canTick: !asking,
              feedUrl: model.signedIn && model.token !== null ? true : null,
              syncMessage: model.signedIn && model.started ? model.syncMessage : null,
              feedMessage: model.signedIn && model.token !== null ? model.feedMessage : null,
              feedShows: model.signedIn && model.token !== null ? model.feedShows : null,
              amountCalls: event?.type === 'showAmounts' ? [{ show: event.show }] : [],
              canRemove: model.account === 'synced' && model.token !== null,
              confirming: model.account === 'confirming',
              loads: made.load,
              saves: made.save,
              removes: made.remove,
              renews: made.renew,
              checks: made.check ? [{ token: before?.token }] : [],
              persisted: model.persisted,
              forgot: model.forgot,
            },
          );
          // A save sends the page's plan as the model has it.
          for (const plan of calls.save.inputs) {
            expect(plan.answers).toBe(pageQuery(model));
            expect(plan.budget).toBe('');
            expect(plan.id).toBe(idOf(model));
            expect([...plan.ticks]).toEqual([...model.ticks]);
          }
          // What this browser keeps is the page's plan (an answer typed while asked is written,
          // then the join with the account's ticks: the last write is what stays).
          const kept = writes.persisted.at(-1);
          if (kept !== undefined)
            expect(kept).toEqual({
              answers: pageQuery(model),
              budget: '',
              ticks: [...model.ticks],
              id: idOf(model),
            });
        },
        stop: ({ actor }) => actor.stop(),
      });
      // Thousands of steps: ≈ 10 s on an idle two-core machine for the account's walks.
    },
    90_000,
  );

  it('agrees with the budget’s model on every path (issue 57: the budget grows out of the plan)', async () => {
    await replayModel(budgetModel, {
      reach,
      start: (reach) => {
        const readStored = new Calls<undefined, StoredStart>('readStored');
        const writes = { urls: [] as Record<string, string>[], persisted: [] as SyncedPlan[] };
        const downloads: (readonly BudgetMonth[])[] = [];
        const actor = createActor(
          startplanMachine.provide({
            actors: {
              clock: clockAt(TODAY),
              readStored: fromPromise<StoredStart>(({ signal }) =>
                readStored.call(undefined, signal),
              ),
            },
            actions: {
              syncUrl: (_, params) => writes.urls.push({ ...params.search }),
              persist: (_, plan) => writes.persisted.push(plan),
              forget: () => {},
              download: () => {},
              downloadBudget: (_, params) => downloads.push(params.months),
            },
          }),
          { input: { answers: BUDGET_PLAN }, inspect: reach.inspect },
        ).start();
        return { actor, readStored, writes, downloads };
      },
      beforeStep: ({ writes, downloads }) => {
        writes.urls.length = 0;
        writes.persisted.length = 0;
        downloads.length = 0;
      },
      act: ({ actor, readStored }, event) => {
        switch (event.type) {
          case 'start':
            return readStored.resolve({ stored: null, newId: NEW_ID });
          case 'typeSales':
            return actor.send({ type: 'startplan.answerChanged', key: 'salj', value: event.text });
          case 'typeMonth':
            return actor.send({
              type: 'startplan.answerChanged',
              key: 'salj.2027-01',
              value: event.text,
            });
          case 'downloadBudget':
            return actor.send({ type: 'startplan.downloadBudget' });
        }
      },
      check: ({ actor, writes, downloads }, model, event) => {
        const view = selectBudgetView(actor.getSnapshot());
        const shown = model.started && model.sales !== 'bad';
        const errors = view.reading.status === 'invalid' ? Object.keys(view.reading.errors) : [];
        expectSame(
          {
            budget: view.budget !== null,
            errors,
            // 30 days to pay: January's sales (with 25 % moms) come in February.
            february: view.budget?.months[1]?.income.customers ?? null,
            downloads: downloads.length,
          },
          {
            budget: shown,
            errors: model.started && model.sales === 'bad' ? ['salj'] : [],
            february: shown ? (model.sales === 'ok' && !model.januaryZero ? 150_000 : 0) : null,
            downloads: event?.type === 'downloadBudget' && shown ? 1 : 0,
          },
        );
        if (downloads[0] !== undefined) expect(downloads[0]).toHaveLength(18);
        // Every change is in the address (shareable) and in this browser, the budget beside the plan.
        const typed = event !== null && event.type !== 'downloadBudget' && event.type !== 'start';
        if (typed && model.started) {
          expect(writes.urls.at(-1)).toEqual({
            ...Object.fromEntries(new URLSearchParams(BUDGET_PLAN_QUERY)),
            ...(model.salesText === '' ? {} : { salj: model.salesText }),
            ...(model.januaryZero ? { 'salj.2027-01': '0' } : {}),
          });
          expect(writes.persisted.at(-1)?.budget).toBe(
            new URLSearchParams({
              ...(model.salesText === '' ? {} : { salj: model.salesText }),
              ...(model.januaryZero ? { 'salj.2027-01': '0' } : {}),
            }).toString(),
          );
        }
      },
      stop: ({ actor }) => actor.stop(),
    });
  });

  it('reaches every state and transition of the planner, the sync and the feed', () => {
    reach.expectAll(startplanMachine);
    reach.expectAll(remoteSyncMachine);
    reach.expectAll(startplanFeedMachine);
  });
});

// ---------------------------------------------------------------------------------------------
// Start-up, the clock, and src/app's wiring.
// ---------------------------------------------------------------------------------------------

describe('startplan machine', () => {
  it('starts neutral, then takes the address’s answers over the stored ones', async () => {
    const { machine, syncUrl } = provided({
      stored: JSON.stringify({ answers: 'form=ef&start=2026-05-01&moms=ar', ticks: ['krav'] }),
    });
    const actor = createActor(machine, { input: { answers: { form: 'hb' } } });
    expect(actor.getSnapshot().context.answers).toEqual({});
    actor.start();
    expect(selectView(actor.getSnapshot()).steps).toBeNull();
    await waitFor(actor, (s) => s.matches('running'));
    expect(actor.getSnapshot().context.answers).toEqual({ form: 'hb' });
    expect(actor.getSnapshot().context.ticks).toEqual(['krav']);
    expect(syncUrl).toHaveBeenLastCalledWith({ form: 'hb' });
  });

  it('takes the stored plan when the address has none, and a corrupt one as none', async () => {
    const stored = provided({ stored: JSON.stringify({ answers: ROW.answers, ticks: ['x'] }) });
    const actor = await started(stored.machine);
    // The company starts after today: its calendar starts with it.
    expect(selectView(actor.getSnapshot()).calendar?.window.from).toBe('2027-01-15');
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
    expect(persist).toHaveBeenLastCalledWith({
      answers: 'form=ab',
      budget: '',
      ticks: [],
      id: NEW_ID,
    });
    actor.send({ type: 'startplan.stepToggled', id: 'bank' });
    expect(persist).toHaveBeenLastCalledWith({
      answers: 'form=ab',
      budget: '',
      ticks: ['bank'],
      id: NEW_ID,
    });
  });

  it('computes no calendar until the site’s clock has said what day it is, and follows it', async () => {
    let tell: ((today: string) => void) | undefined;
    const machine = provided().machine.provide({
      actors: {
        clock: fromCallback(({ sendBack }) => {
          tell = (today) => sendBack({ type: 'clock.today', today });
        }),
      },
    });
    const actor = await started(machine, { form: 'ef', start: '2026-01-10', moms: 'ar' });
    expect(selectView(actor.getSnapshot()).calendar).toBeNull();
    actor.send({ type: 'startplan.download' });
    tell?.('2026-12-31');
    expect(selectView(actor.getSnapshot()).calendar?.window.from).toBe('2026-12-31');
    tell?.('inte ett datum');
    tell?.('2027-01-01');
    // At midnight in Sweden the 18 months start from the new day.
    expect(selectView(actor.getSnapshot()).calendar?.window.from).toBe('2027-01-01');
  });

  it('signed in: adopts the saved plan when the page has none, joins the ticks and saves the join', async () => {
    const { machine, saves } = provided({ load: async () => ROW });
    const actor = createActor(machine, { input: { answers: {} } });
    actor.start();
    await waitFor(actor, (s) => s.matches('running'));
    actor.send({ type: 'startplan.stepToggled', id: 'aktiekapital' });
    actor.send({ type: 'auth.updated', auth: SIGNED_IN });
    await waitFor(actor, () => saves.length > 0);
    const { context } = actor.getSnapshot();
    expect(context.answers).toEqual({ form: 'ab', start: '2027-01-15', moms: 'kvartal' });
    expect(context.ticks).toEqual(['aktiekapital', 'stiftelseurkund']);
    // The account's plan id is the plan's from now on (its calendar's UIDs stay).
    expect(context.id).toBe(ROW.plan_id);
    const feed = actor.getSnapshot().children[STARTPLAN_FEED];
    if (!feed) throw new Error('no feed child');
    await waitFor(feed, (s) => s.context.token === TOKEN);
    expect(saves).toEqual([
      {
        answers: ROW.answers,
        budget: '',
        ticks: ['aktiekapital', 'stiftelseurkund'],
        id: ROW.plan_id,
      },
    ]);
  });

  it('signed in with a saved plan: a link’s answers wait for the founder’s choice, and nothing is written', async () => {
    const { machine, saves, persist, syncUrl } = provided({ load: async () => ROW });
    const actor = await started(machine, Object.fromEntries(new URLSearchParams(LINK)));
    persist.mockClear();
    actor.send({ type: 'auth.updated', auth: SIGNED_IN });
    await waitFor(actor, (s) => selectPlanQuestion(s) !== null);
    expect(saves).toEqual([]);
    expect(persist).not.toHaveBeenCalled();
    // The page says what differs, in its own words.
    expect(selectPlanQuestion(actor.getSnapshot())).toEqual({
      origin: 'link',
      differences: [
        { key: 'form', question: 'Företagsform', page: 'Handelsbolag', account: 'Aktiebolag' },
        { key: 'start', question: 'Startdatum', page: '2027-03-01', account: '2027-01-15' },
        {
          key: 'moms',
          question: 'Hur ofta redovisar företaget moms?',
          page: 'En gång om året',
          account: 'Varje kvartal',
        },
      ],
      budgetDiffers: false,
    });
    // 'Behåll planen i mitt konto': the account's answers, on the page and in the address.
    actor.send({ type: 'startplan.keepAccountPlan' });
    expect(actor.getSnapshot().context.answers).toEqual({
      form: 'ab',
      start: '2027-01-15',
      moms: 'kvartal',
    });
    expect(syncUrl).toHaveBeenLastCalledWith({ form: 'ab', start: '2027-01-15', moms: 'kvartal' });
    expect(persist).toHaveBeenLastCalledWith({
      answers: ROW.answers,
      budget: '',
      ticks: [TICK],
      id: ROW.plan_id,
    });
    expect(saves).toEqual([]);
    expect(selectPlanQuestion(actor.getSnapshot())).toBeNull();
  });

  it('signed in: a link whose budget differs from the account’s asks too, and keeping takes the account’s figures', async () => {
    const saved = { ...ROW, budget: 'salj=80000&lon=30000' };
    const { machine, saves } = provided({ load: async () => saved });
    const actor = createActor(machine, {
      input: {
        answers: Object.fromEntries(new URLSearchParams(ROW.answers)),
        budget: { salj: '120000' },
      },
    });
    actor.start();
    await waitFor(actor, (s) => s.matches('running'));
    actor.send({ type: 'auth.updated', auth: SIGNED_IN });
    await waitFor(actor, (s) => selectPlanQuestion(s) !== null);
    expect(selectPlanQuestion(actor.getSnapshot())).toMatchObject({
      differences: [],
      budgetDiffers: true,
    });
    expect(saves).toEqual([]);
    actor.send({ type: 'startplan.keepAccountPlan' });
    expect(actor.getSnapshot().context.budget).toEqual({ salj: '80000', lon: '30000' });
  });

  it('src/app keeps the plan under startklar:startplan, removes it on request, and reads today from the site’s clock', async () => {
    const storage = memoryStorage();
    storage.write(
      'local',
      STORAGE_KEYS.startplan,
      JSON.stringify({ answers: 'form=hb', ticks: [] }),
    );
    const replaceSearch = vi.fn();
    const logic = createPageLogic({
      // The root clock, as far as the watcher reads it: a day, and no change.
      actors: {
        clock: {
          getSnapshot: () => ({ context: { today: TODAY } }),
          subscribe: () => ({ unsubscribe: () => {} }),
        },
      } as unknown as RootActors,
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
    expect(actor.getSnapshot().context.today).toBe(TODAY);
    expect(actor.getSnapshot().context.answers).toEqual({ form: 'hb' });
    actor.send({ type: 'startplan.answerChanged', key: 'moms', value: 'nej' });
    expect(replaceSearch).toHaveBeenLastCalledWith({ form: 'hb', moms: 'nej' });
    // The stored copy had no id: src/app gave the plan a new one (newPlanId), kept with it.
    expect(JSON.parse(storage.read('local', STORAGE_KEYS.startplan) ?? '')).toEqual({
      answers: 'form=hb&moms=nej',
      budget: '',
      ticks: [],
      id: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    actor.send({ type: 'remoteSync.removed' });
    expect(storage.read('local', STORAGE_KEYS.startplan)).toBeNull();
    expect(replaceSearch).toHaveBeenLastCalledWith({});
  });
});
