import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
  selectCurrentToast,
  toastsMachine,
  type ToastsEvent,
} from '../../src/machines/toasts';
import type { ToastVariant } from '../../src/machines/shared/toast';
import { coveringPaths, expectFullCoverage, replayPaths } from '../support/machineCoverage';

const EVENTS: ToastsEvent[] = [
  { type: 'toasts.show', toast: { title: 'Profil uppdaterad' } },
  {
    type: 'toasts.show',
    toast: {
      title: 'Ett fel uppstod',
      description: 'Kunde inte logga ut. Försök igen.',
      variant: 'destructive',
    },
  },
  { type: 'toasts.dismiss' },
  { type: 'toasts.pause' },
  { type: 'toasts.resume' },
];

interface ToastModel {
  toast: { title: string; description: string | undefined; variant: ToastVariant } | null;
  /** Shown; a closed toast waits in the queue until it is removed. */
  open: boolean;
  paused: boolean;
}

const EMPTY: ToastModel = { toast: null, open: false, paused: false };

/**
 * What each event does to the toast queue, from the spec: one toast at a time, shown for 5 s
 * (paused while hovered or focused), then closed (`open: false`) and removed 1 000 000 ms later.
 */
function step(model: ToastModel, event: ToastsEvent | { type: string }): ToastModel {
  switch (event.type) {
    case 'toasts.show': {
      const { toast } = event as Extract<ToastsEvent, { type: 'toasts.show' }>;
      return {
        toast: {
          title: toast.title,
          description: toast.description,
          variant: toast.variant ?? 'default',
        },
        open: true,
        paused: false,
      };
    }
    case 'toasts.dismiss':
      return model.open ? { ...model, open: false, paused: false } : model;
    case 'toasts.pause':
      return model.open ? { ...model, paused: true } : model;
    case 'toasts.resume':
      return { ...model, paused: false };
    case 'xstate.after.toastDuration.toasts.visible.running':
      return model.open && !model.paused ? { ...model, open: false } : model;
    case 'xstate.after.toastRemoveDelay.toasts.closed':
      return model.open ? model : EMPTY;
    default:
      return model;
  }
}

describe('toasts machine (model-based)', () => {
  it('reaches every state and transition', () => {
    const paths = coveringPaths(toastsMachine, {
      events: EVENTS,
      // The id counter is not observable state: a toast is shown or not, and which one.
      serializeState: (snapshot) =>
        JSON.stringify([snapshot.value, snapshot.context.current?.title ?? null]),
    });
    // An independent model, driven by the path's events alone: which toast the queue holds,
    // whether it is open and whether its timer runs. The machine's snapshot is compared with it
    // after every step.
    let model: ToastModel = EMPTY;
    const coverage = replayPaths(toastsMachine, paths, {
      check: (actor, _expected, event) => {
        const snapshot = actor.getSnapshot() as ReturnType<typeof toastsMachine.getInitialSnapshot>;
        model = (event.type as string) === 'xstate.init' ? EMPTY : step(model, event);
        const held = snapshot.context.current;
        expect(
          held && {
            title: held.title,
            description: held.description,
            variant: held.variant,
          },
        ).toEqual(model.toast);
        expect(held?.open ?? false).toBe(model.open);
        expect(selectCurrentToast(snapshot)).toBe(model.open ? held : null);
        expect(snapshot.matches({ visible: 'paused' })).toBe(model.open && model.paused);
      },
    });
    expectFullCoverage(toastsMachine, coverage);
  });
});

describe('toasts behaviour', () => {
  it('shows one toast for 5 s', () => {
    vi.useFakeTimers();
    const actor = createActor(toastsMachine).start();
    actor.send({
      type: 'toasts.show',
      toast: { title: 'Utloggad', description: 'Du har loggats ut från ditt konto.' },
    });
    expect(selectCurrentToast(actor.getSnapshot())).toMatchObject({
      title: 'Utloggad',
      description: 'Du har loggats ut från ditt konto.',
      variant: 'default',
    });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(selectCurrentToast(actor.getSnapshot())).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(selectCurrentToast(actor.getSnapshot())).toBeNull();
    vi.useRealTimers();
  });

  it('replaces the visible toast with a newer one and restarts its timer', () => {
    vi.useFakeTimers();
    const actor = createActor(toastsMachine).start();
    actor.send({ type: 'toasts.show', toast: { title: 'Första' } });
    vi.advanceTimersByTime(4000);
    actor.send({ type: 'toasts.show', toast: { title: 'Andra', variant: 'destructive' } });
    vi.advanceTimersByTime(4000);
    expect(selectCurrentToast(actor.getSnapshot())).toMatchObject({
      title: 'Andra',
      variant: 'destructive',
    });
    vi.advanceTimersByTime(1000);
    expect(selectCurrentToast(actor.getSnapshot())).toBeNull();
    vi.useRealTimers();
  });

  it('pauses while hovered or focused, and can be dismissed', () => {
    vi.useFakeTimers();
    const actor = createActor(toastsMachine).start();
    actor.send({ type: 'toasts.show', toast: { title: 'Profil uppdaterad' } });
    actor.send({ type: 'toasts.pause' });
    vi.advanceTimersByTime(60_000);
    expect(selectCurrentToast(actor.getSnapshot())?.title).toBe('Profil uppdaterad');
    actor.send({ type: 'toasts.resume' });
    actor.send({ type: 'toasts.dismiss' });
    expect(selectCurrentToast(actor.getSnapshot())).toBeNull();
    vi.useRealTimers();
  });

  it('keeps a closed toast (open: false) until the removal delay of 1 000 000 ms has passed', () => {
    vi.useFakeTimers();
    const actor = createActor(toastsMachine).start();
    actor.send({ type: 'toasts.show', toast: { title: 'Profil uppdaterad' } });
    expect(actor.getSnapshot().context.current).toMatchObject({ open: true });
    actor.send({ type: 'toasts.dismiss' });
    expect(selectCurrentToast(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().context.current).toMatchObject({
      title: 'Profil uppdaterad',
      open: false,
    });
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
    vi.advanceTimersByTime(999_999);
    expect(actor.getSnapshot().context.current).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.current).toBeNull();
    vi.useRealTimers();
  });
});
