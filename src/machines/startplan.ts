/**
 * /startplan, Din startplan och skattekalender: the founder's answers and ticked steps, kept in the
 * address, in this browser and, for a signed-in founder, in the account. The plan and the calendar
 * are computed from them (src/content/startplan, pure) by selectors, never kept in context.
 *
 * One machine tree for the page:
 * - `starting`: the page starts neutral (the same on the server and in the first render) and reads
 *   this browser's stored plan (`readStored`, after the page is on screen), then takes the
 *   address's answers, or the stored ones when the address has none; what was answered or ticked
 *   before the start wins.
 * - `running.plan`: every answer goes to the address (`syncUrl`, no new history entry) and to this
 *   browser (`persist`); 'Ladda ner kalendern (.ics)' hands the deadlines to `download`.
 * - `running.account`: while signed in, the child `remoteSync` (./remoteSync.ts) keeps the plan in
 *   step with the account, and asks before the account's plan and the page's replace each other;
 *   while it asks, the page writes nothing (`holding`). Once the account holds a plan, the child
 *   `startplanFeed` (./startplanFeed.ts) serves its calendar's secret address.
 * - Today comes from the site's clock (`clock`, provided by src/app: Sweden's day, switching at
 *   midnight); until it has said, no calendar is shown.
 */
import { assign, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import {
  ANSWER_KEYS,
  DEFAULT_ANSWERS,
  answersFrom,
  answersToQuery,
  answersToRecord,
  hasAnswers,
  type AnswerKey,
  type Answers,
} from '../content/startplan/answers';
import type { Deadline } from '../content/startplan/calendar';
import type { CivilDate } from '../content/startplan/civilDate';
import { computeStartplan, parseStoredPlan, type StartplanView } from '../content/startplan/plan';
import {
  answerDifferences,
  shownQuestions,
  type AnswerDifference,
} from '../content/startplan/questions';
import { silentAuthWatcher, type AuthUpdatedEvent } from './shared/authSync';
import { isCivilDay, silentClock, type ClockTodayEvent } from './shared/clockSync';
import type { Needs } from './shared/implementations';
import {
  REMOTE_SYNC,
  remoteSyncMachine,
  type RemoteSyncEvent,
  type RemoteSyncReply,
  type SyncedPlan,
} from './remoteSync';
import { STARTPLAN_FEED, startplanFeedMachine, type StartplanFeedReply } from './startplanFeed';

export { REMOTE_SYNC, STARTPLAN_FEED };

export interface StartplanInput {
  /** The answers in the page's address (applied once the page has started). */
  answers: Answers;
}

/** Where the page's answers came from when it started. */
export type PlanOrigin = 'link' | 'browser' | 'none';

export interface StartplanContext {
  fromAddress: Answers;
  answers: Answers;
  ticks: readonly string[];
  /** The answers changed before the page had started (kept over the stored ones). */
  early: readonly AnswerKey[];
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
  accountAnswers: Answers | null;
  /** The saved plan's calendar secret, while the account holds a plan. */
  feedToken: string | null;
}

export type StartplanEvent =
  | { type: 'startplan.answerChanged'; key: AnswerKey; value: string }
  | { type: 'startplan.stepToggled'; id: string }
  | { type: 'startplan.download' }
  | { type: 'startplan.keepAccountPlan' }
  | { type: 'startplan.useLinkAnswers' }
  | ClockTodayEvent
  | AuthUpdatedEvent
  | RemoteSyncReply
  | StartplanFeedReply;

const isAnswerKey = (key: string): key is AnswerKey =>
  (ANSWER_KEYS as readonly string[]).includes(key);

const toggled = (ticks: readonly string[], id: string): string[] =>
  ticks.includes(id) ? ticks.filter((tick) => tick !== id) : [...ticks, id];

/** The plan as this browser and the account keep it. */
const planOf = (context: StartplanContext): SyncedPlan => ({
  answers: answersToQuery(context.answers),
  ticks: [...context.ticks],
});

/**
 * The last result of `compute` for the same arguments (compared by identity): a selector runs on
 * every snapshot, the plan changes only with the answers or the day.
 */
function lastOf<A extends readonly unknown[], R>(compute: (...args: A) => R): (...args: A) => R {
  let last: { args: A; result: R } | null = null;
  return (...args: A) => {
    if (last === null || args.some((arg, index) => arg !== last?.args[index])) {
      last = { args, result: compute(...args) };
    }
    return last.result;
  };
}

const viewOf = lastOf((answers: Answers, today: CivilDate | null) =>
  computeStartplan(answers, today),
);
const questionsOf = lastOf((answers: Answers) => shownQuestions(answers));
const differencesOf = lastOf((answers: Answers, account: Answers) =>
  answerDifferences(answers, account),
);

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
    /** Provided by src/app: what this browser keeps of a plan (raw), read after the page is on screen. */
    readStored: fromPromise<string | null>(async () => null),
    remoteSync: remoteSyncMachine,
    startplanFeed: startplanFeedMachine,
  },
  guards: {
    isKnownAnswer: (_, params: { key: string }) => isAnswerKey(params.key),
    isDay: (_, params: { today: string }) => isCivilDay(params.today),
    isSignedInEvent: (_, params: { email: string | null }) => params.email !== null,
    isSignedIn: ({ context }) => context.signedIn,
    isHolding: ({ context }) => context.accountAnswers !== null,
    isFree: ({ context }) => context.accountAnswers === null,
    hasCalendar: ({ context }) => viewOf(context.answers, context.today).calendar !== null,
    hasFeed: ({ context }) => context.feedToken !== null,
    hasNoFeed: ({ context }) => context.feedToken === null,
    /** The account's row holds another secret than the one the feed serves (or none). */
    isOtherToken: ({ context }, params: { token: string | null }) =>
      params.token !== context.feedToken,
  },
  actions: {
    /** Before the page has started: the change is kept, and wins over the stored plan. */
    setEarlyAnswer: assign(({ context }, params: { key: AnswerKey; value: string }) => ({
      answers: { ...context.answers, [params.key]: params.value },
      early: [...context.early.filter((key) => key !== params.key), params.key],
      answered: true,
    })),
    setEarlyTick: assign(({ context }, params: { id: string }) => ({
      ticks: toggled(context.ticks, params.id),
    })),
    start: assign(({ context }, params: { stored: string | null }) => {
      const stored = parseStoredPlan(params.stored);
      const fromLink = hasAnswers(context.fromAddress);
      const base = fromLink ? context.fromAddress : answersFrom(stored?.answers ?? '');
      const early = Object.fromEntries(context.early.map((key) => [key, context.answers[key]]));
      const answers: Answers = { ...base, ...early };
      // Ticks made before the start are toggles of the stored ones.
      const ticks = context.ticks.reduce(toggled, stored?.ticks ?? []);
      const origin: PlanOrigin = fromLink
        ? 'link'
        : stored !== null && stored.answers !== ''
          ? 'browser'
          : 'none';
      return { answers, ticks, origin };
    }),
    setToday: assign((_, params: { today: CivilDate }) => ({ today: params.today })),
    /** An answer changed on the page: it is the founder's, and ends any question about it. */
    setAnswer: assign(({ context }, params: { key: AnswerKey; value: string }) => ({
      answers: { ...context.answers, [params.key]: params.value },
      answered: true,
      accountAnswers: null,
    })),
    toggleTick: assign(({ context }, params: { id: string }) => ({
      ticks: toggled(context.ticks, params.id),
    })),
    setSignedIn: assign((_, params: { email: string | null }) => ({
      signedIn: params.email !== null,
    })),
    forgetAccount: assign({ feedToken: null, accountAnswers: null }),
    /** The sync's plan: the account's, the page's, or their join. */
    adopt: assign((_, params: { plan: SyncedPlan }) => ({
      answers: answersFrom(params.plan.answers),
      ticks: [...params.plan.ticks],
      accountAnswers: null,
    })),
    /** 'Använd länkens svar': the page's answers are the founder's from now on. */
    choosePage: assign({ answered: true }),
    hold: assign((_, params: { account: SyncedPlan }) => ({
      accountAnswers: answersFrom(params.account.answers),
    })),
    setFeedToken: assign((_, params: { token: string | null }) => ({ feedToken: params.token })),
    /** 'Ta bort planen' is done: the page starts over. */
    clearPlan: assign({
      answers: {},
      ticks: [],
      early: [],
      answered: false,
      origin: 'none' as const,
      accountAnswers: null,
      feedToken: null,
    }),
    tellSync: sendTo(REMOTE_SYNC, ({ context }, params: { answers: boolean }): RemoteSyncEvent => ({
      type: 'remoteSync.changed',
      plan: planOf(context),
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
    /** Provided by src/app: saves the deadlines as startklar-skattekalender.ics. */
    download: (_, _params: { deadlines: readonly Deadline[] }) => {},
  },
}).createMachine({
  id: 'startplan',
  context: ({ input }) => ({
    fromAddress: input.answers,
    answers: {},
    ticks: [],
    early: [],
    answered: false,
    origin: 'none',
    today: null,
    signedIn: false,
    accountAnswers: null,
    feedToken: null,
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
            { type: 'start', params: ({ event }) => ({ stored: event.output }) },
            {
              type: 'syncUrl',
              params: ({ context }) => ({ search: answersToRecord(context.answers) }),
            },
          ],
        },
        onError: { target: 'running', actions: { type: 'start', params: { stored: null } } },
      },
      on: {
        'startplan.answerChanged': {
          guard: { type: 'isKnownAnswer', params: ({ event }) => ({ key: event.key }) },
          actions: {
            type: 'setEarlyAnswer',
            params: ({ event }) => ({ key: event.key, value: event.value }),
          },
        },
        'startplan.stepToggled': {
          actions: { type: 'setEarlyTick', params: ({ event }) => ({ id: event.id }) },
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
                  guard: { type: 'isKnownAnswer', params: ({ event }) => ({ key: event.key }) },
                  actions: [
                    {
                      type: 'setAnswer',
                      params: ({ event }) => ({ key: event.key, value: event.value }),
                    },
                    {
                      type: 'syncUrl',
                      params: ({ context }) => ({ search: answersToRecord(context.answers) }),
                    },
                    { type: 'persist', params: ({ context }) => planOf(context) },
                  ],
                },
                // While the founder is asked which plan applies, the steps wait for the answer.
                'startplan.stepToggled': {
                  guard: 'isFree',
                  actions: [
                    { type: 'toggleTick', params: ({ event }) => ({ id: event.id }) },
                    { type: 'persist', params: ({ context }) => planOf(context) },
                  ],
                },
                'startplan.download': {
                  guard: 'hasCalendar',
                  actions: {
                    type: 'download',
                    params: ({ context }) => ({
                      deadlines: viewOf(context.answers, context.today).calendar?.deadlines ?? [],
                    }),
                  },
                },
                'remoteSync.adopt': {
                  actions: [
                    { type: 'adopt', params: ({ event }) => ({ plan: event.plan }) },
                    {
                      type: 'syncUrl',
                      params: ({ context }) => ({ search: answersToRecord(context.answers) }),
                    },
                    { type: 'persist', params: ({ context }) => planOf(context) },
                  ],
                },
                'remoteSync.asking': {
                  actions: { type: 'hold', params: ({ event }) => ({ account: event.account }) },
                },
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
              invoke: {
                id: REMOTE_SYNC,
                src: 'remoteSync',
                input: ({ context }) => ({ plan: planOf(context), touched: context.answered }),
              },
              on: {
                'startplan.answerChanged': {
                  guard: { type: 'isKnownAnswer', params: ({ event }) => ({ key: event.key }) },
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
                'remoteSync.stored': {
                  actions: {
                    type: 'setFeedToken',
                    params: ({ event }) => ({ token: event.row?.feed_token ?? null }),
                  },
                },
                'startplanFeed.renewed': {
                  actions: {
                    type: 'setFeedToken',
                    params: ({ event }) => ({ token: event.token }),
                  },
                },
              },
              initial: 'noFeed',
              states: {
                noFeed: {
                  always: { guard: 'hasFeed', target: 'feed' },
                },
                // The address of the account's plan: gone with the plan, anew with another secret.
                feed: {
                  invoke: {
                    id: STARTPLAN_FEED,
                    src: 'startplanFeed',
                    input: ({ context }) => ({ token: context.feedToken ?? '' }),
                  },
                  always: { guard: 'hasNoFeed', target: 'noFeed' },
                  on: {
                    'remoteSync.stored': {
                      guard: {
                        type: 'isOtherToken',
                        params: ({ event }) => ({ token: event.row?.feed_token ?? null }),
                      },
                      target: 'noFeed',
                      actions: {
                        type: 'setFeedToken',
                        params: ({ event }) => ({ token: event.row?.feed_token ?? null }),
                      },
                    },
                  },
                },
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
type Snap = { context: StartplanContext };

/** The plan the answers give on the site's day: reading, steps and calendar (computed, kept last). */
export const selectView = (snapshot: Snap): StartplanView =>
  viewOf(snapshot.context.answers, snapshot.context.today);

/** The answers every question shows (the defaults where nothing is given). */
export const selectAnswers = (snapshot: Snap): Answers => snapshot.context.answers;
export const answerValue = (answers: Answers, key: AnswerKey): string =>
  answers[key] ?? DEFAULT_ANSWERS[key];

/** The questions the page asks for the answers given so far, in order. */
export const selectQuestions = (snapshot: Snap): readonly AnswerKey[] =>
  questionsOf(snapshot.context.answers);

export const selectTicks = (snapshot: Snap): readonly string[] => snapshot.context.ticks;
export const selectSignedIn = (snapshot: Snap): boolean => snapshot.context.signedIn;

/** The open question: the account's plan differs from the page's, and how. */
export interface PlanQuestion {
  origin: PlanOrigin;
  differences: readonly AnswerDifference[];
}

export function selectPlanQuestion(snapshot: Snap): PlanQuestion | null {
  const { accountAnswers, answers, origin } = snapshot.context;
  if (accountAnswers === null) return null;
  return { origin, differences: differencesOf(answers, accountAnswers) };
}

export const samePlanQuestion = (a: PlanQuestion | null, b: PlanQuestion | null): boolean =>
  a === b || (a !== null && b !== null && a.origin === b.origin && a.differences === b.differences);

/** What src/app provides for this machine (src/app/logic.ts), every part required. */
export type StartplanImplementations = Needs<
  typeof startplanMachine,
  {
    actors: 'authWatcher' | 'clock' | 'readStored';
    actions: 'syncUrl' | 'persist' | 'forget' | 'download';
  }
>;
