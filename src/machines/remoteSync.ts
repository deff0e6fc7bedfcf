/**
 * remoteSync: a page's plan kept in step with the founder's account, as a child the page's machine
 * invokes while someone is signed in (`id: REMOTE_SYNC`). One plan per founder: the start plan and
 * the likviditetsbudget share the `startplans` row (answers as a query string, ticked steps).
 *
 * - `loading`: the account's plan is read. Then the two plans meet (shared/planRecord.ts):
 *   - the account has none: the page's plan is saved (when it has anything to save);
 *   - the page has no answers, or the same answers: the account's answers are taken, the ticks of
 *     both are joined, and the join is saved when it adds something;
 *   - the answers differ (the start plan's or the budget's) and the founder has not changed an
 *     answer on this page (a link, a bookmark, this browser's older copy): nothing is written
 *     anywhere and the founder is asked (`asking`): 'Behåll planen i mitt konto'
 *     (`remoteSync.keepAccount`) or 'Använd länkens svar' (`remoteSync.usePage`). Changing an
 *     answer on the page is a choice too: the page's answers;
 *   - the answers differ and the founder changed one here: the page's answers win and are saved.
 *   The account's plan id is the plan's from then on (the subscribed calendar's UIDs stay).
 * - Every change of the page is saved, one save at a time, and again after it when something
 *   changed meanwhile. A failure says so and keeps everything; the next change saves again, and
 *   'Försök igen' (`remoteSync.retry`) reads the account again.
 * - 'Ta bort planen' (`remoteSync.askRemove`, asked once, then `remoteSync.confirmRemove`) deletes
 *   the row: its calendar address stops answering at once.
 *
 * The parent hears `remoteSync.adopt` (the plan the page shows from now on), `remoteSync.asking`
 * (the account's differing plan: hold every write until the founder has chosen),
 * `remoteSync.stored` (the account's row as it now stands) and `remoteSync.removed`.
 */
import { assertEvent, assign, fromPromise, sendParent, setup, type SnapshotFrom } from 'xstate';
import type { StartplanRow } from '../services/database.types';
import * as startplans from '../services/startplans';
import {
  chosen,
  differs,
  hasAnyAnswer,
  merged,
  planOfRow,
  sameAnswers,
  type SyncedPlan,
} from './shared/planRecord';
import { unwrap } from './shared/result';

export type { SyncedPlan };

/** The id a parent invokes the sync with (its view reads the child by it). */
export const REMOTE_SYNC = 'remoteSync' as const;

export const REMOTE_SYNC_MESSAGES = {
  loadFailed:
    'Vi kunde inte hämta planen från ditt konto. Dina svar finns kvar här; försök igen om en stund.',
  saveFailed:
    'Vi kunde inte spara planen i ditt konto. Dina svar finns kvar i den här webbläsaren; försök igen om en stund.',
  removeFailed:
    'Vi kunde inte ta bort planen. Den finns kvar i ditt konto; försök igen om en stund.',
  removed:
    'Planen är borttagen från ditt konto och från den här webbläsaren. Kalenderns adress fungerar inte längre.',
} as const;

export interface RemoteSyncInput {
  /** The page's plan when the founder is signed in. */
  plan: SyncedPlan;
  /** The founder has changed an answer on this page: its answers are theirs and win. */
  touched: boolean;
}

export interface RemoteSyncContext {
  /** The page's plan as last heard. */
  plan: SyncedPlan;
  touched: boolean;
  /** The account's row as last read or saved; null when it has none. */
  remote: StartplanRow | null;
  /** A change came while a save was running: save again when it is done. */
  dirty: boolean;
  message: { tone: 'success' | 'error'; text: string } | null;
}

export type RemoteSyncEvent =
  /** The page's plan changed: `answers` when an answer did (not only a tick). */
  | { type: 'remoteSync.changed'; plan: SyncedPlan; answers: boolean }
  | { type: 'remoteSync.keepAccount' }
  | { type: 'remoteSync.usePage' }
  | { type: 'remoteSync.retry' }
  | { type: 'remoteSync.askRemove' }
  | { type: 'remoteSync.cancelRemove' }
  | { type: 'remoteSync.confirmRemove' };

/** What the parent hears. */
export type RemoteSyncReply =
  | { type: 'remoteSync.adopt'; plan: SyncedPlan }
  | { type: 'remoteSync.asking'; account: SyncedPlan }
  /** The account's row as it now stands (null: the account holds no plan). */
  | { type: 'remoteSync.stored'; row: StartplanRow | null }
  | { type: 'remoteSync.removed' };

export const remoteSyncMachine = setup({
  types: {
    context: {} as RemoteSyncContext,
    events: {} as RemoteSyncEvent,
    input: {} as RemoteSyncInput,
    children: {} as { load: 'load'; save: 'save'; remove: 'remove' },
  },
  actors: {
    load: fromPromise<StartplanRow | null>(async () => unwrap(startplans.getMine())),
    save: fromPromise<StartplanRow, SyncedPlan>(async ({ input }) =>
      unwrap(
        startplans.save({
          answers: input.answers,
          budget: input.budget,
          ticks: input.ticks,
          ...(input.id === null ? {} : { planId: input.id }),
        }),
      ),
    ),
    remove: fromPromise<void>(async () => unwrap(startplans.remove())),
  },
  guards: {
    /** The account's answers differ from the page's, and the founder has not chosen by typing. */
    asksFirst: ({ context }, params: { row: StartplanRow | null }) =>
      params.row !== null &&
      !context.touched &&
      hasAnyAnswer(context.plan) &&
      !sameAnswers(context.plan, params.row),
    /** The plan the page will show differs from the account's: it is saved. */
    needsSave: ({ context }, params: { row: StartplanRow | null }) =>
      differs(merged(context.plan, params.row), params.row),
    keepingNeedsSave: ({ context }) =>
      context.remote !== null &&
      !context.plan.ticks.every((tick) => context.remote?.ticks.includes(tick)),
    changedAnswers: ({ event }) => {
      assertEvent(event, 'remoteSync.changed');
      return event.answers;
    },
    isDirty: ({ context }) => context.dirty,
    hasRemote: ({ context }) => context.remote !== null,
  },
  actions: {
    /** The page's plan as it now is (and whether the founder changed an answer in it). */
    hear: assign(({ context, event }) => {
      assertEvent(event, 'remoteSync.changed');
      return { plan: event.plan, touched: context.touched || event.answers };
    }),
    /** The account's plan is in: the page takes the merge (nothing to ask). */
    meet: assign(({ context }, params: { row: StartplanRow | null }) => ({
      remote: params.row,
      plan: merged(context.plan, params.row),
      message: null,
    })),
    holdFor: assign((_, params: { row: StartplanRow | null }) => ({
      remote: params.row,
      message: null,
    })),
    keepAccount: assign(({ context }) =>
      context.remote === null ? {} : { plan: chosen(context.plan, context.remote, 'account') },
    ),
    usePage: assign(({ context }) =>
      context.remote === null
        ? { touched: true }
        : { touched: true, plan: chosen(context.plan, context.remote, 'page') },
    ),
    /** An answer typed while asked: the page's answers (with it), the ticks joined. */
    answerWhileAsked: assign(({ context, event }) => {
      assertEvent(event, 'remoteSync.changed');
      return {
        touched: true,
        plan: context.remote === null ? event.plan : chosen(event.plan, context.remote, 'page'),
      };
    }),
    markDirty: assign({ dirty: true }),
    setSaved: assign((_, params: { row: StartplanRow }) => ({
      remote: params.row,
      dirty: false,
      message: null,
    })),
    setRemoved: assign({
      remote: null,
      plan: { answers: '', budget: '', ticks: [], id: null },
      touched: false,
      dirty: false,
      message: { tone: 'success' as const, text: REMOTE_SYNC_MESSAGES.removed },
    }),
    /** A failure: everything stays as it is here; the next save sends it all (nothing pends). */
    setError: assign((_, params: { text: string }) => ({
      dirty: false,
      message: { tone: 'error' as const, text: params.text },
    })),
    clearMessage: assign({ message: null }),
    adopt: sendParent(({ context }): RemoteSyncReply => ({
      type: 'remoteSync.adopt',
      plan: context.plan,
    })),
    ask: sendParent((_, params: { row: StartplanRow }): RemoteSyncReply => ({
      type: 'remoteSync.asking',
      account: planOfRow(params.row),
    })),
    tellStored: sendParent((_, params: { row: StartplanRow | null }): RemoteSyncReply => ({
      type: 'remoteSync.stored',
      row: params.row,
    })),
    tellRemoved: sendParent({ type: 'remoteSync.removed' } satisfies RemoteSyncReply),
  },
}).createMachine({
  id: 'remoteSync',
  context: ({ input }) => ({
    plan: input.plan,
    touched: input.touched,
    remote: null,
    dirty: false,
    message: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        onDone: [
          {
            guard: { type: 'asksFirst', params: ({ event }) => ({ row: event.output }) },
            target: 'asking',
            actions: [
              { type: 'holdFor', params: ({ event }) => ({ row: event.output }) },
              { type: 'tellStored', params: ({ event }) => ({ row: event.output }) },
              // asksFirst holds only with a row.
              { type: 'ask', params: ({ event }) => ({ row: event.output as StartplanRow }) },
            ],
          },
          {
            guard: { type: 'needsSave', params: ({ event }) => ({ row: event.output }) },
            target: 'saving',
            actions: [
              { type: 'meet', params: ({ event }) => ({ row: event.output }) },
              { type: 'tellStored', params: ({ event }) => ({ row: event.output }) },
              'adopt',
            ],
          },
          {
            target: 'synced',
            actions: [
              { type: 'meet', params: ({ event }) => ({ row: event.output }) },
              { type: 'tellStored', params: ({ event }) => ({ row: event.output }) },
              'adopt',
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'setError', params: { text: REMOTE_SYNC_MESSAGES.loadFailed } },
        },
      },
      on: { 'remoteSync.changed': { actions: 'hear' } },
    },
    asking: {
      on: {
        'remoteSync.keepAccount': [
          { guard: 'keepingNeedsSave', target: 'saving', actions: ['keepAccount', 'adopt'] },
          { target: 'synced', actions: ['keepAccount', 'adopt'] },
        ],
        'remoteSync.usePage': { target: 'saving', actions: ['usePage', 'adopt'] },
        // An answer typed while asked is the choice of the page's answers. (The page holds its
        // ticks while it asks: a tick chooses nothing.)
        'remoteSync.changed': {
          guard: 'changedAnswers',
          target: 'saving',
          actions: ['answerWhileAsked', 'adopt'],
        },
      },
    },
    synced: {
      on: {
        'remoteSync.changed': { target: 'saving', actions: 'hear' },
        'remoteSync.askRemove': {
          guard: 'hasRemote',
          target: 'confirmingRemove',
          actions: 'clearMessage',
        },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => context.plan,
        onDone: [
          {
            guard: 'isDirty',
            target: 'saving',
            reenter: true,
            actions: [
              { type: 'setSaved', params: ({ event }) => ({ row: event.output }) },
              { type: 'tellStored', params: ({ event }) => ({ row: event.output }) },
            ],
          },
          {
            target: 'synced',
            actions: [
              { type: 'setSaved', params: ({ event }) => ({ row: event.output }) },
              { type: 'tellStored', params: ({ event }) => ({ row: event.output }) },
            ],
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'setError', params: { text: REMOTE_SYNC_MESSAGES.saveFailed } },
        },
      },
      on: {
        'remoteSync.changed': { actions: ['hear', 'markDirty'] },
      },
    },
    failed: {
      on: {
        'remoteSync.changed': { target: 'saving', actions: 'hear' },
        'remoteSync.retry': 'loading',
      },
    },
    confirmingRemove: {
      on: {
        'remoteSync.cancelRemove': 'synced',
        'remoteSync.confirmRemove': 'removing',
        'remoteSync.changed': { target: 'saving', actions: 'hear' },
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        id: 'remove',
        src: 'remove',
        onDone: { target: 'synced', actions: ['setRemoved', 'tellRemoved'] },
        onError: {
          target: 'failed',
          actions: { type: 'setError', params: { text: REMOTE_SYNC_MESSAGES.removeFailed } },
        },
      },
      // Heard, not saved: gone with the plan, or saved with the next change if the removal fails.
      on: { 'remoteSync.changed': { actions: 'hear' } },
    },
  },
});

export type RemoteSyncSnapshot = SnapshotFrom<typeof remoteSyncMachine>;

/** What the page shows of the sync. */
export interface RemoteSyncView {
  /** The plan is being read from or written to the account (or removed from it). */
  busy: boolean;
  /** The account holds a plan (what 'Ta bort planen' would remove). */
  stored: boolean;
  message: RemoteSyncContext['message'];
  /** 'Försök igen' reads the account again. */
  canRetry: boolean;
  /** 'Ta bort planen' may be asked now. */
  canRemove: boolean;
  /** The one question 'Ta bort planen?' is open. */
  confirmingRemove: boolean;
}

export const IDLE_REMOTE_SYNC: RemoteSyncView = {
  busy: false,
  stored: false,
  message: null,
  canRetry: false,
  canRemove: false,
  confirmingRemove: false,
};

export function selectRemoteSync(snapshot: RemoteSyncSnapshot | undefined): RemoteSyncView {
  if (snapshot === undefined) return IDLE_REMOTE_SYNC;
  return {
    busy: snapshot.hasTag('busy'),
    stored: snapshot.context.remote !== null,
    message: snapshot.context.message,
    canRetry: snapshot.can({ type: 'remoteSync.retry' }),
    canRemove: snapshot.can({ type: 'remoteSync.askRemove' }),
    confirmingRemove: snapshot.can({ type: 'remoteSync.confirmRemove' }),
  };
}

export const sameRemoteSync = (a: RemoteSyncView, b: RemoteSyncView): boolean =>
  a.busy === b.busy &&
  a.stored === b.stored &&
  a.message === b.message &&
  a.canRetry === b.canRetry &&
  a.canRemove === b.canRemove &&
  a.confirmingRemove === b.confirmingRemove;
