import { assign, setup } from 'xstate';
import type { ToastInput, ToastVariant } from './shared/toast';

/** How long a toast is shown: 5 s. */
export const TOAST_DURATION_MS = 5_000;
/** How long a closed toast stays in the queue before it is removed: 1 000 000 ms. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface Toast extends Required<Pick<ToastInput, 'title'>> {
  id: number;
  description: string | undefined;
  variant: ToastVariant;
  /** Shown (true) or closed (false: dismissed or timed out, waiting to be removed). */
  open: boolean;
}

export interface ToastsContext {
  current: Toast | null;
  nextId: number;
}

export type ToastsEvent =
  | { type: 'toasts.show'; toast: ToastInput }
  | { type: 'toasts.dismiss' }
  | { type: 'toasts.pause' }
  | { type: 'toasts.resume' };

const toastOf = ({ event }: { event: { toast: ToastInput } }) => ({ toast: event.toast });

/**
 * The toast queue as a statechart, holding at most one toast: a newer toast replaces the one
 * there. src/app gives every machine that shows toasts a `showToast` action that sends
 * `toasts.show` to this actor. While the visitor hovers or focuses the toast its 5 s timer pauses,
 * so nobody is rushed (WCAG 2.2.1). Dismissed or timed out, the toast is closed (`open: false`,
 * no longer shown) and removed from the queue 1 000 000 ms later.
 */
export const toastsMachine = setup({
  types: {
    context: {} as ToastsContext,
    events: {} as ToastsEvent,
  },
  delays: { toastDuration: TOAST_DURATION_MS, toastRemoveDelay: TOAST_REMOVE_DELAY_MS },
  actions: {
    setToast: assign(({ context }, params: { toast: ToastInput }) => ({
      current: {
        id: context.nextId,
        title: params.toast.title,
        description: params.toast.description,
        variant: params.toast.variant ?? 'default',
        open: true,
      },
      nextId: context.nextId + 1,
    })),
    closeToast: assign(({ context }) => ({
      current: context.current && { ...context.current, open: false },
    })),
    removeToast: assign({ current: null }),
  },
}).createMachine({
  id: 'toasts',
  context: { current: null, nextId: 1 },
  initial: 'idle',
  on: {
    'toasts.show': {
      target: '.visible',
      reenter: true,
      actions: { type: 'setToast', params: toastOf },
    },
  },
  states: {
    idle: {},
    visible: {
      initial: 'running',
      on: {
        'toasts.dismiss': { target: 'closed', actions: 'closeToast' },
      },
      states: {
        running: {
          after: { toastDuration: { target: '#toasts.closed', actions: 'closeToast' } },
          on: { 'toasts.pause': 'paused' },
        },
        paused: {
          on: { 'toasts.resume': 'running' },
        },
      },
    },
    closed: {
      after: { toastRemoveDelay: { target: 'idle', actions: 'removeToast' } },
    },
  },
});

/** The toast the visitor sees: the current one while it is open. */
export const selectCurrentToast = (snapshot: { context: ToastsContext }): Toast | null =>
  snapshot.context.current?.open ? snapshot.context.current : null;
