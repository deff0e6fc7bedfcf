/**
 * The planner: one machine tree behind /startplan (Din startplan och skattekalender) and
 * /likviditetsbudget (Din likviditetsbudget), one plan per founder: the start plan's answers, the
 * budget's, the ticked steps and the plan's id, kept in the address, in this browser and, signed
 * in, in the account. What the pages show (plan, calendar, budget, amounts) is computed from them
 * by selectors (./shared/planView.ts), never kept in context.
 *
 * - `starting`: neutral (the same on the server and in the first render), it reads this browser's
 *   copy (`readStored`, once the page is on screen) and takes the address's answers, else the
 *   stored ones; what was answered or ticked before the start wins.
 * - `running.plan`: every answer goes to the address (`syncUrl`, no new history entry) and to this
 *   browser (`persist`); the calendar's file (`download`), the spreadsheet (`downloadBudget`).
 * - `running.account`: signed in, the child `remoteSync` (./remoteSync.ts) keeps the plan in step
 *   with the account and asks before the account's plan and the page's replace each other (while
 *   it asks, `accountPlan` holds the account's and the page writes nothing); beside it the child
 *   `startplanFeed` (./startplanFeed.ts) serves the saved plan's calendar.
 * - Today comes from the site's clock (`clock`: Sweden's day, switching at midnight); until it has
 *   said, no calendar and no budget are shown.
 */
import { assign, forwardTo, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import type { BudgetMonth } from '../content/budget/engine';
import type { BudgetAnswers } from '../content/budget/keys';
import type { Deadline } from '../content/startplan/calendar';
import type { CivilDate } from '../content/startplan/civilDate';
import type { AnswerKey, Answers } from '../content/startplan/keys';
import { parseStoredPlan } from '../content/startplan/plan';
import { silentAuthWatcher, type AuthUpdatedEvent } from './shared/authSync';
import { isCivilDay, silentClock, type ClockTodayEvent } from './shared/clockSync';
import type { Needs } from './shared/implementations';
import {
  addressOf,
  answersOfRecord,
  isBudgetKey,
  isPlanKey,
  recordOf,
  startingPlan,
  toggled,
  withAnswer,
  type PlanOrigin,
  type SyncedPlan,
} from './shared/planRecord';
import { amountsOf, budgetViewOf, planViewOf } from './shared/planView';
import {
  REMOTE_SYNC,
  remoteSyncMachine,
  type RemoteSyncEvent,
  type RemoteSyncReply,
} from './remoteSync';
import { STARTPLAN_FEED, startplanFeedMachine } from './startplanFeed';

export { REMOTE_SYNC, STARTPLAN_FEED };

export interface StartplanInput {
  /** The start plan's answers in the page's address (applied once the page has started). */
  answers: Answers;
  /** The budget's answers in the page's address. */
  budget?: BudgetAnswers;
}

/** What this browser keeps, and a fresh id for a plan that has none yet (src/app makes it). */
export interface StoredStart {
  stored: string | null;
  newId: string | null;
}

export interface StartplanContext {
  fromAddress: Answers;
  fromAddressBudget: BudgetAnswers;
  answers: Answers;
  budget: BudgetAnswers;
  ticks: readonly string[];
  /** The plan's random id (every calendar event's UID carries it); null until started. */
  id: string | null;
  /** The answers (start plan's or budget's keys) changed before the page had started. */
  early: readonly string[];
  /** The founder has changed an answer on this page: its answers are theirs. */
  answered: boolean;
  origin: PlanOrigin;
  /** Today in Sweden, from the site's clock; null until it has said (no calendar then). */
  today: CivilDate | null;
  signedIn: boolean;
  /**
   * The account's plan while it differs from the page's and the founder has not chosen between
   * them: nothing is written anywhere meanwhile.
   */
  accountPlan: SyncedPlan | null;
}

export type StartplanEvent =
  /** An answer: a start plan question's key, a budget question's, or a month's (`salj.2027-03`). */
  | { type: 'startplan.answerChanged'; key: AnswerKey | (string & {}); value: string }
  | { type: 'startplan.stepToggled'; id: string }
  | { type: 'startplan.download' }
  | { type: 'startplan.downloadBudget' }
  | { type: 'startplan.keepAccountPlan' }
  | { type: 'startplan.useLinkAnswers' }
  | ClockTodayEvent
  | AuthUpdatedEvent
  | RemoteSyncReply;

export const startplanMachine = setup({
  types: {
    context: {} as StartplanContext,
    events: {} as StartplanEvent,
    input: {} as StartplanInput,
    children: {} as {
      authWatcher: 'authWatcher';
      clock: 'clock';
      readStored: 'readStored';
      [REMOTE_SYNC]: 'remoteSync';
      [STARTPLAN_FEED]: 'startplanFeed';
    },
  },
  actors: {
    authWatcher: silentAuthWatcher,
    clock: silentClock,
    /** Provided by src/app: this browser's copy (raw) and a fresh id, after the page is on screen. */
    readStored: fromPromise<StoredStart>(async () => ({ stored: null, newId: null })),
    remoteSync: remoteSyncMachine,
    startplanFeed: startplanFeedMachine,
  },
  guards: {
    isKnownAnswer: (_, params: { key: string }) => isPlanKey(params.key) || isBudgetKey(params.key),
    isDay: (_, params: { today: string }) => isCivilDay(params.today),
    isSignedInEvent: (_, params: { email: string | null }) => params.email !== null,
    isSignedIn: ({ context }) => context.signedIn,
    isHolding: ({ context }) => context.accountPlan !== null,
    isFree: ({ context }) => context.accountPlan === null,
    hasCalendar: ({ context }) => planViewOf(context.answers, context.today).calendar !== null,
    hasBudget: ({ context }) =>
      budgetViewOf(context.answers, context.budget, context.today).budget !== null,
  },
  actions: {
    /** Before the page has started: the change is kept, and wins over the stored plan. */
    setEarly: assign(({ context }, params: { key: string; value: string }) => ({
      ...withAnswer(context, params.key, params.value),
      early: [...context.early.filter((key) => key !== params.key), params.key],
      answered: true,
    })),
    setEarlyTick: assign(({ context }, params: { id: string }) => ({
      ticks: toggled(context.ticks, params.id),
    })),
    start: assign(({ context }, params: StoredStart) =>
      startingPlan(context, parseStoredPlan(params.stored), params.newId),
    ),
    setToday: assign((_, params: { today: CivilDate }) => ({ today: params.today })),
    /** An answer changed on the page: it is the founder's, and ends any question about it. */
    setAnswer: assign(({ context }, params: { key: string; value: string }) => ({
      ...withAnswer(context, params.key, params.value),
      answered: true,
      accountPlan: null,
    })),
    toggleTick: assign(({ context }, params: { id: string }) => ({
      ticks: toggled(context.ticks, params.id),
    })),
    setSignedIn: assign((_, params: { email: string | null }) => ({
      signedIn: params.email !== null,
    })),
    forgetAccount: assign({ accountPlan: null }),
    /** The sync's plan: the account's, the page's, or their join. */
    adopt: assign(({ context }, params: { plan: SyncedPlan }) => ({
      ...answersOfRecord(params.plan),
      ticks: [...params.plan.ticks],
      id: params.plan.id ?? context.id,
      accountPlan: null,
    })),
    /** 'Använd länkens svar': the page's answers are the founder's from now on. */
    choosePage: assign({ answered: true }),
    hold: assign((_, params: { account: SyncedPlan }) => ({ accountPlan: params.account })),
    /** 'Ta bort planen' is done: the page starts over. */
    clearPlan: assign({
      answers: {},
      budget: {},
      ticks: [],
      early: [],
      answered: false,
      origin: 'none' as const,
      accountPlan: null,
    }),
    tellSync: sendTo(REMOTE_SYNC, ({ context }, params: { answers: boolean }): RemoteSyncEvent => ({
      type: 'remoteSync.changed',
      plan: recordOf(context),
      answers: params.answers,
    })),
    keepAccount: sendTo(REMOTE_SYNC, { type: 'remoteSync.keepAccount' } satisfies RemoteSyncEvent),
    usePage: sendTo(REMOTE_SYNC, { type: 'remoteSync.usePage' } satisfies RemoteSyncEvent),
    /** Provided by src/app: replaces the address's query (the answers that differ from the defaults). */
    syncUrl: (_, _params: { search: Readonly<Record<string, string>> }) => {},
    /** Provided by src/app: keeps the plan in this browser. */
    persist: (_, _params: SyncedPlan) => {},
    /** Provided by src/app: removes this browser's copy of the plan. */
    forget: () => {},
    /** Provided by src/app: saves the deadlines (with the budget's amounts) as an .ics file. */
    download: (
      _,
      _params: {
        deadlines: readonly Deadline[];
        planId: string | null;
        amounts: ReadonlyMap<string, string>;
      },
    ) => {},
    /** Provided by src/app: saves the budget's months as startklar-likviditetsbudget.csv. */
    downloadBudget: (_, _params: { months: readonly BudgetMonth[] }) => {},
  },
}).createMachine({
  id: 'startplan',
  context: ({ input }) => ({
    fromAddress: input.answers,
    fromAddressBudget: input.budget ?? {},
    answers: {},
    budget: {},
    ticks: [],
    id: null,
    early: [],
    answered: false,
    origin: 'none',
    today: null,
    signedIn: false,
    accountPlan: null,
  }),
  invoke: [
    { id: 'authWatcher', src: 'authWatcher' },
    { id: 'clock', src: 'clock' },
  ],
  on: {
    'auth.updated': {
      actions: { type: 'setSignedIn', params: ({ event }) => ({ email: event.auth.email }) },
    },
    'clock.today': {
      guard: { type: 'isDay', params: ({ event }) => ({ today: event.today }) },
      actions: { type: 'setToday', params: ({ event }) => ({ today: event.today }) },
    },
  },
  initial: 'starting',
  states: {
    starting: {
      invoke: {
        id: 'readStored',
        src: 'readStored',
        onDone: {
          target: 'running',
          actions: [
            { type: 'start', params: ({ event }) => event.output },
            { type: 'syncUrl', params: ({ context }) => ({ search: addressOf(context) }) },
          ],
        },
        onError: {
          target: 'running',
          actions: { type: 'start', params: { stored: null, newId: null } },
        },
      },
      on: {
        'startplan.answerChanged': {
          guard: { type: 'isKnownAnswer', params: ({ event }) => event },
          actions: { type: 'setEarly', params: ({ event }) => event },
        },
        'startplan.stepToggled': {
          actions: { type: 'setEarlyTick', params: ({ event }) => event },
        },
      },
    },
    running: {
      type: 'parallel',
      states: {
        plan: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'startplan.answerChanged': {
                  guard: { type: 'isKnownAnswer', params: ({ event }) => event },
                  actions: [
                    { type: 'setAnswer', params: ({ event }) => event },
                    { type: 'syncUrl', params: ({ context }) => ({ search: addressOf(context) }) },
                    { type: 'persist', params: ({ context }) => recordOf(context) },
                  ],
                },
                // While the founder is asked which plan applies, the steps wait for the answer.
                'startplan.stepToggled': {
                  guard: 'isFree',
                  actions: [
                    { type: 'toggleTick', params: ({ event }) => event },
                    { type: 'persist', params: ({ context }) => recordOf(context) },
                  ],
                },
                'startplan.download': {
                  guard: 'hasCalendar',
                  actions: {
                    type: 'download',
                    params: ({ context }) => ({
                      deadlines:
                        planViewOf(context.answers, context.today).calendar?.deadlines ?? [],
                      planId: context.id,
                      amounts: amountsOf(
                        budgetViewOf(context.answers, context.budget, context.today),
                      ),
                    }),
                  },
                },
                'startplan.downloadBudget': {
                  guard: 'hasBudget',
                  actions: {
                    type: 'downloadBudget',
                    params: ({ context }) => ({
                      months:
                        budgetViewOf(context.answers, context.budget, context.today).budget
                          ?.months ?? [],
                    }),
                  },
                },
                'remoteSync.adopt': {
                  actions: [
                    { type: 'adopt', params: ({ event }) => event },
                    { type: 'syncUrl', params: ({ context }) => ({ search: addressOf(context) }) },
                    { type: 'persist', params: ({ context }) => recordOf(context) },
                  ],
                },
                'remoteSync.asking': { actions: { type: 'hold', params: ({ event }) => event } },
                'remoteSync.removed': {
                  actions: ['clearPlan', { type: 'syncUrl', params: { search: {} } }, 'forget'],
                },
              },
            },
          },
        },
        account: {
          initial: 'signedOut',
          states: {
            signedOut: {
              always: { guard: 'isSignedIn', target: 'signedIn' },
            },
            signedIn: {
              invoke: [
                {
                  id: REMOTE_SYNC,
                  src: 'remoteSync',
                  input: ({ context }) => ({ plan: recordOf(context), touched: context.answered }),
                },
                { id: STARTPLAN_FEED, src: 'startplanFeed' },
              ],
              // Signed in, the account's sync hears every change (an answer, or only a tick).
              on: {
                'startplan.answerChanged': {
                  guard: { type: 'isKnownAnswer', params: ({ event }) => event },
                  actions: { type: 'tellSync', params: { answers: true } },
                },
                'startplan.stepToggled': {
                  guard: 'isFree',
                  actions: { type: 'tellSync', params: { answers: false } },
                },
                'startplan.keepAccountPlan': { guard: 'isHolding', actions: 'keepAccount' },
                'startplan.useLinkAnswers': {
                  guard: 'isHolding',
                  actions: ['choosePage', 'usePage'],
                },
                // The feed follows the account's plan as the sync reports it.
                'remoteSync.stored': { actions: forwardTo(STARTPLAN_FEED) },
                'remoteSync.removed': { actions: forwardTo(STARTPLAN_FEED) },
              },
            },
          },
          on: {
            'auth.updated': [
              {
                guard: {
                  type: 'isSignedInEvent',
                  params: ({ event }) => ({ email: event.auth.email }),
                },
                actions: {
                  type: 'setSignedIn',
                  params: ({ event }) => ({ email: event.auth.email }),
                },
              },
              {
                target: '.signedOut',
                actions: [{ type: 'setSignedIn', params: { email: null } }, 'forgetAccount'],
              },
            ],
          },
        },
      },
    },
  },
});

export type StartplanSnapshot = SnapshotFrom<typeof startplanMachine>;

/** What src/app provides for this machine (src/app/logic.ts), every part required. */
export type StartplanImplementations = Needs<
  typeof startplanMachine,
  {
    actors: 'authWatcher' | 'clock' | 'readStored';
    actions: 'syncUrl' | 'persist' | 'forget' | 'download' | 'downloadBudget';
  }
>;
