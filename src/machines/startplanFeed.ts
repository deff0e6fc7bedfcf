/**
 * The start plan's subscribed calendar, as a child the planner invokes while someone is signed in
 * (`id: STARTPLAN_FEED`). It follows the account's plan as the sync reports it (the planner passes
 * on `remoteSync.stored` and `remoteSync.removed`): with a saved plan it serves the calendar's
 * secret address, 'Testa adressen' (the address is fetched as a calendar app would and its dates
 * counted), 'Skapa en ny hemlig adress' (the old address stops working at once) and 'Visa beloppen
 * i prenumerationen' (the likviditetsbudget's amounts in the subscribed calendar, off until the
 * founder ticks it: a leaked address must not reveal a company's figures).
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { StartplanRow } from '../services/database.types';
import * as startplans from '../services/startplans';
import type { RemoteSyncReply } from './remoteSync';
import { unwrap } from './shared/result';

/** The id the planner invokes the feed with (its view reads the child by it). */
export const STARTPLAN_FEED = 'startplanFeed' as const;

export const FEED_MESSAGES = {
  renewed: 'Klart: kalendern har en ny hemlig adress. Den gamla adressen fungerar inte längre.',
  renewFailed: 'Vi kunde inte skapa en ny adress. Försök igen om en stund.',
  checkFailed: 'Adressen svarade inte. Försök igen om en stund.',
  checked: (events: number) => `Adressen fungerar: kalendern har ${events} datum just nu.`,
  amountsFailed: 'Vi kunde inte spara valet. Försök igen om en stund.',
} as const;

export interface StartplanFeedContext {
  /** The calendar's secret (the account's `feed_token`), or null while no plan is saved. */
  token: string | null;
  /** The subscribed calendar shows the budget's amounts (the account's `show_amounts`). */
  showAmounts: boolean;
  message: { tone: 'success' | 'error'; text: string } | null;
}

export type StartplanFeedEvent =
  | { type: 'startplanFeed.renew' }
  | { type: 'startplanFeed.check' }
  | { type: 'startplanFeed.showAmounts'; show: boolean }
  /** The account's plan as the sync last read or saved it, passed on by the planner. */
  | Extract<RemoteSyncReply, { type: 'remoteSync.stored' | 'remoteSync.removed' }>;

export const startplanFeedMachine = setup({
  types: {
    context: {} as StartplanFeedContext,
    events: {} as StartplanFeedEvent,
    children: {} as { renew: 'renew'; check: 'check'; saveShowAmounts: 'saveShowAmounts' },
  },
  actors: {
    renew: fromPromise<string>(async () => unwrap(startplans.renewFeedToken())),
    check: fromPromise<number, { token: string }>(async ({ input }) =>
      unwrap(startplans.checkFeed(startplans.feedUrl(input.token))),
    ),
    saveShowAmounts: fromPromise<StartplanRow, { show: boolean }>(async ({ input }) =>
      unwrap(startplans.setShowAmounts(input.show)),
    ),
  },
  guards: {
    hasPlan: ({ event }) => {
      assertEvent(event, 'remoteSync.stored');
      return event.row !== null;
    },
  },
  actions: {
    /** The account's row: its secret and its choice of amounts (a renewal elsewhere too). */
    follow: assign(({ event }) => {
      assertEvent(event, 'remoteSync.stored');
      return {
        token: event.row?.feed_token ?? null,
        showAmounts: event.row?.show_amounts ?? false,
      };
    }),
    forget: assign({ token: null, showAmounts: false, message: null }),
    setToken: assign((_, params: { token: string }) => ({
      token: params.token,
      message: { tone: 'success' as const, text: FEED_MESSAGES.renewed },
    })),
    setShowAmounts: assign((_, params: { row: StartplanRow }) => ({
      showAmounts: params.row.show_amounts,
    })),
    setMessage: assign((_, params: { tone: 'success' | 'error'; text: string }) => ({
      message: { tone: params.tone, text: params.text },
    })),
    clearMessage: assign({ message: null }),
  },
}).createMachine({
  id: 'startplanFeed',
  context: { token: null, showAmounts: false, message: null },
  initial: 'noPlan',
  on: {
    'remoteSync.stored': [
      { guard: 'hasPlan', actions: 'follow' },
      { target: '.noPlan', actions: 'forget' },
    ],
    'remoteSync.removed': { target: '.noPlan', actions: 'forget' },
  },
  states: {
    noPlan: {
      on: { 'remoteSync.stored': { guard: 'hasPlan', target: 'idle', actions: 'follow' } },
    },
    idle: {
      on: {
        'startplanFeed.renew': { target: 'renewing', actions: 'clearMessage' },
        'startplanFeed.check': { target: 'checking', actions: 'clearMessage' },
        'startplanFeed.showAmounts': { target: 'savingAmounts', actions: 'clearMessage' },
      },
    },
    renewing: {
      tags: ['busy'],
      invoke: {
        id: 'renew',
        src: 'renew',
        onDone: {
          target: 'idle',
          actions: { type: 'setToken', params: ({ event }) => ({ token: event.output }) },
        },
        onError: {
          target: 'idle',
          actions: {
            type: 'setMessage',
            params: { tone: 'error', text: FEED_MESSAGES.renewFailed },
          },
        },
      },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'check',
        src: 'check',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: {
          target: 'idle',
          actions: {
            type: 'setMessage',
            params: ({ event }) => ({ tone: 'success', text: FEED_MESSAGES.checked(event.output) }),
          },
        },
        onError: {
          target: 'idle',
          actions: {
            type: 'setMessage',
            params: { tone: 'error', text: FEED_MESSAGES.checkFailed },
          },
        },
      },
    },
    savingAmounts: {
      tags: ['busy'],
      invoke: {
        id: 'saveShowAmounts',
        src: 'saveShowAmounts',
        input: ({ event }) => {
          assertEvent(event, 'startplanFeed.showAmounts');
          return { show: event.show };
        },
        onDone: {
          target: 'idle',
          actions: { type: 'setShowAmounts', params: ({ event }) => ({ row: event.output }) },
        },
        onError: {
          target: 'idle',
          actions: {
            type: 'setMessage',
            params: { tone: 'error', text: FEED_MESSAGES.amountsFailed },
          },
        },
      },
    },
  },
});

export type StartplanFeedSnapshot = SnapshotFrom<typeof startplanFeedMachine>;

/** What the page shows of the subscription (null while the account holds no plan). */
export interface StartplanFeedView {
  /** The calendar's secret address. */
  url: string;
  renewing: boolean;
  checking: boolean;
  canRenew: boolean;
  canCheck: boolean;
  /** 'Visa beloppen i prenumerationen' is ticked (as saved). */
  showAmounts: boolean;
  savingAmounts: boolean;
  canShowAmounts: boolean;
  message: StartplanFeedContext['message'];
}

export function selectStartplanFeed(
  snapshot: StartplanFeedSnapshot | undefined,
): StartplanFeedView | null {
  if (snapshot === undefined || snapshot.context.token === null) return null;
  return {
    url: startplans.feedUrl(snapshot.context.token),
    renewing: snapshot.matches('renewing'),
    checking: snapshot.matches('checking'),
    canRenew: snapshot.can({ type: 'startplanFeed.renew' }),
    canCheck: snapshot.can({ type: 'startplanFeed.check' }),
    showAmounts: snapshot.context.showAmounts,
    savingAmounts: snapshot.matches('savingAmounts'),
    canShowAmounts: snapshot.can({ type: 'startplanFeed.showAmounts', show: true }),
    message: snapshot.context.message,
  };
}

export const sameStartplanFeed = (
  a: StartplanFeedView | null,
  b: StartplanFeedView | null,
): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.url === b.url &&
    a.renewing === b.renewing &&
    a.checking === b.checking &&
    a.canRenew === b.canRenew &&
    a.canCheck === b.canCheck &&
    a.showAmounts === b.showAmounts &&
    a.savingAmounts === b.savingAmounts &&
    a.canShowAmounts === b.canShowAmounts &&
    a.message === b.message);
