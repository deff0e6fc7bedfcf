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
  | { type: 'toast.show'; toast: ToastInput }
  | { type: 'toast.dismiss' }
  | { type: 'toast.pause' }
  | { type: 'toast.resume' };

/**
 * The toast queue as a statechart. Any machine shows a toast with one event to the system's
 * `toasts` actor: `sendTo(({ system }) => system.get('toasts'), { type: 'toast.show', toast })`.
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
    setToast: assign(({ context, event }) => {
      if (event.type !== 'toast.show') return {};
      return {
        current: {
          id: context.nextId,
          title: event.toast.title,
          description: event.toast.description,
          variant: event.toast.variant ?? 'default',
        },
        nextId: context.nextId + 1,
      };
    }),
    clearToast: assign({ current: null }),
  },
}).createMachine({
  id: 'toasts',
  context: { current: null, nextId: 1 },
  initial: 'idle',
  states: {
    idle: {
      on: { 'toast.show': { target: 'visible', actions: 'setToast' } },
    },
    visible: {
      initial: 'running',
      on: {
        'toast.show': { target: 'visible', reenter: true, actions: 'setToast' },
        'toast.dismiss': { target: 'idle', actions: 'clearToast' },
      },
      states: {
        running: {
          after: { toastDuration: { target: '#toasts.idle', actions: 'clearToast' } },
          on: { 'toast.pause': 'paused' },
        },
        paused: {
          on: { 'toast.resume': 'running' },
        },
      },
    },
  },
});

export const selectCurrentToast = (snapshot: { context: ToastsContext }): Toast | null =>
  snapshot.context.current;
