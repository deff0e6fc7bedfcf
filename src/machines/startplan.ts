/**
 * /startplan, Din startplan och skattekalender: the founder's answers, the ticked steps, and the
 * plan and calendar computed from them (src/content/startplan, pure), kept in the address, in
 * this browser and, for a signed-in founder, in the account, with the calendar's secret address.
 *
 * The page starts neutral (the same on the server and in the first render): `starting` asks
 * src/app for today's date and this browser's stored plan (`readStart`, after the page is on
 * screen), then takes the answers of the address, or the stored ones when the address has none.
 * Every change is handed to `syncUrl` (the address, no new history entry) and `persist` (this
 * browser). Three regions run side by side once started:
 * - `plan`: answers and ticks; 'Ladda ner kalendern (.ics)' hands the deadlines to `download`;
 * - `account`: signed in (the `authWatcher`), the stored plan is loaded, merged (the page's
 *   answers win when it has any; ticks are joined) and every change saved, one save at a time;
 * - `feed`: a new secret for the calendar's address, and a check that the address answers.
 */
import { assign, fromPromise, setup } from 'xstate';
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
import {
  computeStartplan,
  parseStoredPlan,
  type StartplanView,
  type StoredPlan,
} from '../content/startplan/plan';
import type { StartplanRow } from '../services/database.types';
import * as startplans from '../services/startplans';
import { silentAuthWatcher, type AuthUpdatedEvent } from './shared/authSync';
import type { Needs } from './shared/implementations';
import { unwrap } from './shared/result';

export const STARTPLAN_MESSAGES = {
  loadFailed:
    'Vi kunde inte hämta planen från ditt konto. Dina svar finns kvar här; försök igen om en stund.',
  saveFailed:
    'Vi kunde inte spara planen i ditt konto. Dina svar finns kvar i den här webbläsaren; försök igen om en stund.',
  renewed: 'Klart: kalendern har en ny hemlig adress. Den gamla adressen fungerar inte längre.',
  renewFailed: 'Vi kunde inte skapa en ny adress. Försök igen om en stund.',
  checkFailed: 'Adressen svarade inte. Försök igen om en stund.',
  checked: (events: number) => `Adressen fungerar: kalendern har ${events} datum just nu.`,
} as const;

export interface StartplanInput {
  /** The answers in the page's address (applied once the page has started). */
  answers: Answers;
}

export interface StartplanStart {
  /** Today in Sweden (null only when it could not be read: then no calendar is shown). */
  today: CivilDate | null;
  /** What this browser keeps of a plan (raw), or null. */
  stored: string | null;
}

export interface StartplanContext {
  fromAddress: Answers;
  answers: Answers;
  ticks: readonly string[];
  /** The answers changed before the page had started (kept over the stored ones). */
  touched: readonly AnswerKey[];
  today: CivilDate | null;
  view: StartplanView;
  signedIn: boolean;
  /** The saved plan's calendar secret, once the account has one. */
  feedToken: string | null;
  /** A change came while a save was running: save again when it is done. */
  dirty: boolean;
  accountMessage: string | null;
  feedMessage: { tone: 'success' | 'error'; text: string } | null;
}

export type StartplanEvent =
  | { type: 'startplan.answerChanged'; key: AnswerKey; value: string }
  | { type: 'startplan.stepToggled'; id: string }
  | { type: 'startplan.download' }
  | { type: 'startplan.retry' }
  | { type: 'startplan.renewFeed' }
  | { type: 'startplan.checkFeed' }
  | AuthUpdatedEvent;

const isAnswerKey = (key: string): key is AnswerKey =>
  (ANSWER_KEYS as readonly string[]).includes(key);

const toggled = (ticks: readonly string[], id: string): string[] =>
  ticks.includes(id) ? ticks.filter((tick) => tick !== id) : [...ticks, id];

const planOf = (context: StartplanContext): StoredPlan => ({
  answers: answersToQuery(context.answers),
  ticks: [...context.ticks],
});

export const startplanMachine = setup({
  types: {
    context: {} as StartplanContext,
    events: {} as StartplanEvent,
    input: {} as StartplanInput,
    children: {} as {
      authWatcher: 'authWatcher';
      readStart: 'readStart';
      loadRemote: 'loadRemote';
      saveRemote: 'saveRemote';
      renewFeed: 'renewFeed';
      checkFeed: 'checkFeed';
    },
  },
  actors: {
    authWatcher: silentAuthWatcher,
    /** Provided by src/app: today's date and the stored plan, read after the page is on screen. */
    readStart: fromPromise<StartplanStart>(async () => ({ today: '2026-01-01', stored: null })),
    loadRemote: fromPromise<StartplanRow | null>(async () => unwrap(startplans.getMine())),
    saveRemote: fromPromise<StartplanRow, StoredPlan>(async ({ input }) =>
      unwrap(startplans.save(input)),
    ),
    renewFeed: fromPromise<string>(async () => unwrap(startplans.renewFeedToken())),
    checkFeed: fromPromise<number, { token: string }>(async ({ input }) =>
      unwrap(startplans.checkFeed(startplans.feedUrl(input.token))),
    ),
  },
  guards: {
    isKnownAnswer: (_, params: { key: string }) => isAnswerKey(params.key),
    isSignedInEvent: (_, params: { email: string | null }) => params.email !== null,
    isSignedIn: ({ context }) => context.signedIn,
    isDirty: ({ context }) => context.dirty,
    hasCalendar: ({ context }) => context.view.calendar !== null,
    hasFeed: ({ context }) => context.signedIn && context.feedToken !== null,
    /** The page's plan joined with the stored one differs from it: it is saved. */
    differsFrom: ({ context }, params: { row: StartplanRow | null }) => {
      const plan = merged(context, params.row);
      if (params.row === null) return hasAnswers(plan.answers) || plan.ticks.length > 0;
      // The joined ticks hold every stored one: a different count is a difference.
      return (
        answersToQuery(plan.answers) !== params.row.answers ||
        plan.ticks.length !== params.row.ticks.length
      );
    },
  },
  actions: {
    /** Before the page has started: the change is kept, and wins over the stored plan. */
    setEarlyAnswer: assign(({ context }, params: { key: AnswerKey; value: string }) => {
      const answers = { ...context.answers, [params.key]: params.value };
      return {
        answers,
        touched: [...context.touched.filter((key) => key !== params.key), params.key],
        view: computeStartplan(answers, context.today),
      };
    }),
    setEarlyTick: assign(({ context }, params: { id: string }) => ({
      ticks: toggled(context.ticks, params.id),
    })),
    start: assign(({ context }, params: StartplanStart) => {
      const stored = parseStoredPlan(params.stored);
      const base = hasAnswers(context.fromAddress)
        ? context.fromAddress
        : answersFrom(stored?.answers ?? '');
      const early = Object.fromEntries(context.touched.map((key) => [key, context.answers[key]]));
      const answers: Answers = { ...base, ...early };
      const storedTicks = stored?.ticks ?? [];
      // Ticks made before the start are toggles of the stored ones.
      const ticks = context.ticks.reduce(toggled, storedTicks);
      return { answers, ticks, today: params.today, view: computeStartplan(answers, params.today) };
    }),
    setAnswer: assign(({ context }, params: { key: AnswerKey; value: string }) => {
      const answers = { ...context.answers, [params.key]: params.value };
      return { answers, view: computeStartplan(answers, context.today) };
    }),
    toggleTick: assign(({ context }, params: { id: string }) => ({
      ticks: toggled(context.ticks, params.id),
    })),
    setSignedIn: assign((_, params: { email: string | null }) => ({
      signedIn: params.email !== null,
    })),
    forgetAccount: assign({
      feedToken: null,
      dirty: false,
      accountMessage: null,
      feedMessage: null,
    }),
    /** The stored plan meets the page's: the page's answers win when it has any; ticks join. */
    adoptRemote: assign(({ context }, params: { row: StartplanRow | null }) => {
      const { answers, ticks } = merged(context, params.row);
      return {
        answers,
        ticks,
        view: computeStartplan(answers, context.today),
        feedToken: params.row?.feed_token ?? null,
        accountMessage: null,
      };
    }),
    setSaved: assign((_, params: { row: StartplanRow }) => ({
      feedToken: params.row.feed_token,
      dirty: false,
      accountMessage: null,
    })),
    markDirty: assign({ dirty: true }),
    setAccountMessage: assign((_, params: { text: string }) => ({ accountMessage: params.text })),
    setToken: assign((_, params: { token: string }) => ({
      feedToken: params.token,
      feedMessage: { tone: 'success' as const, text: STARTPLAN_MESSAGES.renewed },
    })),
    setFeedMessage: assign((_, params: { tone: 'success' | 'error'; text: string }) => ({
      feedMessage: { tone: params.tone, text: params.text },
    })),
    clearFeedMessage: assign({ feedMessage: null }),
    /** Provided by src/app: replaces the address's query (the answers that differ from the defaults). */
    syncUrl: (_, _params: { search: Readonly<Record<string, string>> }) => {},
    /** Provided by src/app: keeps the plan in this browser. */
    persist: (_, _params: StoredPlan) => {},
    /** Provided by src/app: saves the deadlines as startklar-skattekalender.ics. */
    download: (_, _params: { deadlines: readonly Deadline[] }) => {},
  },
}).createMachine({
  id: 'startplan',
  context: ({ input }) => ({
    fromAddress: input.answers,
    answers: {},
    ticks: [],
    touched: [],
    today: null,
    view: computeStartplan({}, null),
    signedIn: false,
    feedToken: null,
    dirty: false,
    accountMessage: null,
    feedMessage: null,
  }),
  invoke: { id: 'authWatcher', src: 'authWatcher' },
  on: {
    'auth.updated': {
      actions: { type: 'setSignedIn', params: ({ event }) => ({ email: event.auth.email }) },
    },
  },
  initial: 'starting',
  states: {
    starting: {
      invoke: {
        id: 'readStart',
        src: 'readStart',
        onDone: {
          target: 'running',
          actions: [
            { type: 'start', params: ({ event }) => event.output },
            {
              type: 'syncUrl',
              params: ({ context }) => ({ search: answersToRecord(context.answers) }),
            },
          ],
        },
        onError: {
          target: 'running',
          actions: { type: 'start', params: { today: null, stored: null } },
        },
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
                'startplan.stepToggled': {
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
                      deadlines: context.view.calendar?.deadlines ?? [],
                    }),
                  },
                },
              },
            },
          },
        },
        account: {
          initial: 'signedOut',
          states: {
            signedOut: {
              always: { guard: 'isSignedIn', target: 'loading' },
            },
            loading: {
              invoke: {
                id: 'loadRemote',
                src: 'loadRemote',
                onDone: [
                  {
                    guard: {
                      type: 'differsFrom',
                      params: ({ event }) => ({ row: event.output }),
                    },
                    target: 'saving',
                    actions: [
                      { type: 'adoptRemote', params: ({ event }) => ({ row: event.output }) },
                      {
                        type: 'syncUrl',
                        params: ({ context }) => ({ search: answersToRecord(context.answers) }),
                      },
                      { type: 'persist', params: ({ context }) => planOf(context) },
                    ],
                  },
                  {
                    target: 'synced',
                    actions: [
                      { type: 'adoptRemote', params: ({ event }) => ({ row: event.output }) },
                      {
                        type: 'syncUrl',
                        params: ({ context }) => ({ search: answersToRecord(context.answers) }),
                      },
                      { type: 'persist', params: ({ context }) => planOf(context) },
                    ],
                  },
                ],
                onError: {
                  target: 'failed',
                  actions: {
                    type: 'setAccountMessage',
                    params: { text: STARTPLAN_MESSAGES.loadFailed },
                  },
                },
              },
            },
            synced: {
              on: {
                'startplan.answerChanged': 'saving',
                'startplan.stepToggled': 'saving',
              },
            },
            saving: {
              invoke: {
                id: 'saveRemote',
                src: 'saveRemote',
                input: ({ context }) => planOf(context),
                onDone: [
                  {
                    guard: 'isDirty',
                    target: 'saving',
                    reenter: true,
                    actions: { type: 'setSaved', params: ({ event }) => ({ row: event.output }) },
                  },
                  {
                    target: 'synced',
                    actions: { type: 'setSaved', params: ({ event }) => ({ row: event.output }) },
                  },
                ],
                onError: {
                  target: 'failed',
                  actions: {
                    type: 'setAccountMessage',
                    params: { text: STARTPLAN_MESSAGES.saveFailed },
                  },
                },
              },
              on: {
                'startplan.answerChanged': { actions: 'markDirty' },
                'startplan.stepToggled': { actions: 'markDirty' },
              },
            },
            failed: {
              on: {
                'startplan.answerChanged': 'saving',
                'startplan.stepToggled': 'saving',
                'startplan.retry': 'loading',
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
        feed: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'startplan.renewFeed': {
                  guard: 'hasFeed',
                  target: 'renewing',
                  actions: 'clearFeedMessage',
                },
                'startplan.checkFeed': {
                  guard: 'hasFeed',
                  target: 'checking',
                  actions: 'clearFeedMessage',
                },
              },
            },
            renewing: {
              invoke: {
                id: 'renewFeed',
                src: 'renewFeed',
                onDone: {
                  target: 'idle',
                  actions: { type: 'setToken', params: ({ event }) => ({ token: event.output }) },
                },
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'setFeedMessage',
                    params: { tone: 'error', text: STARTPLAN_MESSAGES.renewFailed },
                  },
                },
              },
            },
            checking: {
              invoke: {
                id: 'checkFeed',
                src: 'checkFeed',
                input: ({ context }) => ({ token: context.feedToken ?? '' }),
                onDone: {
                  target: 'idle',
                  actions: {
                    type: 'setFeedMessage',
                    params: ({ event }) => ({
                      tone: 'success',
                      text: STARTPLAN_MESSAGES.checked(event.output),
                    }),
                  },
                },
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'setFeedMessage',
                    params: { tone: 'error', text: STARTPLAN_MESSAGES.checkFailed },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});

/** The page's plan joined with the stored one: the page's answers win when it has any. */
function merged(
  context: StartplanContext,
  row: StartplanRow | null,
): { answers: Answers; ticks: string[] } {
  if (row === null) return { answers: context.answers, ticks: [...context.ticks] };
  return {
    answers: hasAnswers(context.answers) ? context.answers : answersFrom(row.answers),
    ticks: [...new Set([...context.ticks, ...row.ticks])],
  };
}

/** The calendar's secret address, once the account has one. */
export const selectFeedUrl = (snapshot: { context: StartplanContext }): string | null =>
  snapshot.context.feedToken === null ? null : startplans.feedUrl(snapshot.context.feedToken);

/** The answers every question shows (the defaults where nothing is given). */
export const selectAnswers = (snapshot: { context: StartplanContext }) => snapshot.context.answers;
export const answerValue = (answers: Answers, key: AnswerKey): string =>
  answers[key] ?? DEFAULT_ANSWERS[key];

/** What src/app provides for this machine (src/app/logic.ts), every part required. */
export type StartplanImplementations = Needs<
  typeof startplanMachine,
  {
    actors: 'authWatcher' | 'readStart';
    actions: 'syncUrl' | 'persist' | 'download';
  }
>;
