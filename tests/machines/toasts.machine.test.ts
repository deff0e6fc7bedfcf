import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  TOAST_DURATION_MS,
  selectCurrentToast,
  toastsMachine,
  type ToastVariant,
  type ToastsEvent,
} from '../../src/machines/toasts';
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
  shown: { title: string; description: string | undefined; variant: ToastVariant } | null;
  paused: boolean;
}

/** What each event does to the toast area (from the spec: one toast, 5 s, pause on hover/focus). */
function step(model: ToastModel, event: ToastsEvent | { type: string }): ToastModel {
  switch (event.type) {
    case 'toasts.show': {
      const { toast } = event as Extract<ToastsEvent, { type: 'toasts.show' }>;
      const shown = {
        title: toast.title,
        description: toast.description,
        variant: toast.variant ?? 'default',
      };
      return { shown, paused: false };
    }
    case 'toasts.dismiss':
      return { shown: null, paused: false };
    case 'toasts.pause':
      return model.shown ? { ...model, paused: true } : model;
    case 'toasts.resume':
      return { ...model, paused: false };
    case 'xstate.after.toastDuration.toasts.visible.running':
      return model.paused ? model : { shown: null, paused: false };
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
    // An independent model, driven by the path's events alone: which toast the visitor sees and
    // whether its timer runs. The machine's snapshot is compared with it after every step.
    let model: ToastModel = { shown: null, paused: false };
    const coverage = replayPaths(toastsMachine, paths, {
      check: (actor, _expected, event) => {
        const snapshot = actor.getSnapshot() as ReturnType<typeof toastsMachine.getInitialSnapshot>;
        model =
          (event.type as string) === 'xstate.init'
            ? { shown: null, paused: false }
            : step(model, event);
        const current = selectCurrentToast(snapshot);
        expect(
          current && {
            title: current.title,
            description: current.description,
            variant: current.variant,
          },
        ).toEqual(model.shown);
        expect(snapshot.matches({ visible: 'paused' })).toBe(model.shown !== null && model.paused);
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
});
