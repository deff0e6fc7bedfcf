/**
 * The start plan's subscribed calendar, as a child the planner invokes while the account holds a
 * plan (`id: STARTPLAN_FEED`): the calendar's secret address, 'Testa adressen' (the address is
 * fetched as a calendar app would and its dates counted) and 'Skapa en ny hemlig adress' (the old
 * address stops working at once). The parent hears `startplanFeed.renewed` with the new secret.
 */
import { assign, fromPromise, sendParent, setup, type SnapshotFrom } from 'xstate';
import * as startplans from '../services/startplans';
import { unwrap } from './shared/result';

/** The id the planner invokes the feed with (its view reads the child by it). */
export const STARTPLAN_FEED = 'startplanFeed' as const;

export const FEED_MESSAGES = {
  renewed: 'Klart: kalendern har en ny hemlig adress. Den gamla adressen fungerar inte längre.',
  renewFailed: 'Vi kunde inte skapa en ny adress. Försök igen om en stund.',
  checkFailed: 'Adressen svarade inte. Försök igen om en stund.',
  checked: (events: number) => `Adressen fungerar: kalendern har ${events} datum just nu.`,
} as const;

export interface StartplanFeedContext {
  /** The calendar's secret (the account's `feed_token`). */
  token: string;
  message: { tone: 'success' | 'error'; text: string } | null;
}

export type StartplanFeedEvent = { type: 'startplanFeed.renew' } | { type: 'startplanFeed.check' };

export type StartplanFeedReply = { type: 'startplanFeed.renewed'; token: string };

export const startplanFeedMachine = setup({
  types: {
    context: {} as StartplanFeedContext,
    events: {} as StartplanFeedEvent,
    input: {} as { token: string },
    children: {} as { renew: 'renew'; check: 'check' },
  },
  actors: {
    renew: fromPromise<string>(async () => unwrap(startplans.renewFeedToken())),
    check: fromPromise<number, { token: string }>(async ({ input }) =>
      unwrap(startplans.checkFeed(startplans.feedUrl(input.token))),
    ),
  },
  actions: {
    setToken: assign((_, params: { token: string }) => ({
      token: params.token,
      message: { tone: 'success' as const, text: FEED_MESSAGES.renewed },
    })),
    setMessage: assign((_, params: { tone: 'success' | 'error'; text: string }) => ({
      message: { tone: params.tone, text: params.text },
    })),
    clearMessage: assign({ message: null }),
    tellRenewed: sendParent((_, params: { token: string }): StartplanFeedReply => ({
      type: 'startplanFeed.renewed',
      token: params.token,
    })),
  },
}).createMachine({
  id: 'startplanFeed',
  context: ({ input }) => ({ token: input.token, message: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'startplanFeed.renew': { target: 'renewing', actions: 'clearMessage' },
        'startplanFeed.check': { target: 'checking', actions: 'clearMessage' },
      },
    },
    renewing: {
      tags: ['busy'],
      invoke: {
        id: 'renew',
        src: 'renew',
        onDone: {
          target: 'idle',
          actions: [
            { type: 'setToken', params: ({ event }) => ({ token: event.output }) },
            { type: 'tellRenewed', params: ({ event }) => ({ token: event.output }) },
          ],
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
        input: ({ context }) => ({ token: context.token }),
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
  },
});

export type StartplanFeedSnapshot = SnapshotFrom<typeof startplanFeedMachine>;

/** What the page shows of the subscription. */
export interface StartplanFeedView {
  /** The calendar's secret address. */
  url: string;
  renewing: boolean;
  checking: boolean;
  canRenew: boolean;
  canCheck: boolean;
  message: StartplanFeedContext['message'];
}

export function selectStartplanFeed(
  snapshot: StartplanFeedSnapshot | undefined,
): StartplanFeedView | null {
  if (snapshot === undefined) return null;
  return {
    url: startplans.feedUrl(snapshot.context.token),
    renewing: snapshot.matches('renewing'),
    checking: snapshot.matches('checking'),
    canRenew: snapshot.can({ type: 'startplanFeed.renew' }),
    canCheck: snapshot.can({ type: 'startplanFeed.check' }),
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
    a.message === b.message);
