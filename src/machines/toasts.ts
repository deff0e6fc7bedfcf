import { assign, setup } from 'xstate';

/** The spec's constants: one toast at a time, shown for 5 s. */
export const TOAST_DURATION_MS = 5_000;
export const TOAST_LIMIT = 1;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface Toast extends Required<Pick<ToastInput, 'title'>> {
  id: number;
  description: string | undefined;
  variant: ToastVariant;
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
 * The toast queue as a statechart. Any machine shows a toast with one event to the system's
 * `toasts` actor: `sendTo(({ system }) => system.get('toasts'), { type: 'toasts.show', toast })`; page machines,
 * which run in their own systems, get a `showToast` action from src/app that sends the same.
 * A newer toast replaces the visible one (limit 1). While the visitor hovers or focuses the toast
 * its 5 s timer pauses, so nobody is rushed (WCAG 2.2.1).
 */
export const toastsMachine = setup({
  types: {
    context: {} as ToastsContext,
    events: {} as ToastsEvent,
  },
  delays: { toastDuration: TOAST_DURATION_MS },
  actions: {
    setToast: assign(({ context }, params: { toast: ToastInput }) => ({
      current: {
        id: context.nextId,
        title: params.toast.title,
        description: params.toast.description,
        variant: params.toast.variant ?? 'default',
      },
      nextId: context.nextId + 1,
    })),
    clearToast: assign({ current: null }),
  },
}).createMachine({
  id: 'toasts',
  context: { current: null, nextId: 1 },
  initial: 'idle',
  states: {
    idle: {
      on: { 'toasts.show': { target: 'visible', actions: { type: 'setToast', params: toastOf } } },
    },
    visible: {
      initial: 'running',
      on: {
        'toasts.show': {
          target: 'visible',
          reenter: true,
          actions: { type: 'setToast', params: toastOf },
        },
        'toasts.dismiss': { target: 'idle', actions: 'clearToast' },
      },
      states: {
        running: {
          after: { toastDuration: { target: '#toasts.idle', actions: 'clearToast' } },
          on: { 'toasts.pause': 'paused' },
        },
        paused: {
          on: { 'toasts.resume': 'running' },
        },
      },
    },
  },
});

export const selectCurrentToast = (snapshot: { context: ToastsContext }): Toast | null =>
  snapshot.context.current;
