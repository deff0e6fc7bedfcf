import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  TOAST_DURATION_MS,
  selectCurrentToast,
  toastsMachine,
  type ToastsEvent,
} from '../../src/machines/toasts';
import { coveringPaths, expectFullCoverage, replayPaths } from '../support/machineCoverage';

const EVENTS: ToastsEvent[] = [
  { type: 'toast.show', toast: { title: 'Profil uppdaterad' } },
  {
    type: 'toast.show',
    toast: {
      title: 'Ett fel uppstod',
      description: 'Kunde inte logga ut. Försök igen.',
      variant: 'destructive',
    },
  },
  { type: 'toast.dismiss' },
  { type: 'toast.pause' },
  { type: 'toast.resume' },
];

describe('toasts machine (model-based)', () => {
  it('reaches every state and transition', () => {
    const paths = coveringPaths(toastsMachine, {
      events: EVENTS,
      // The id counter is not observable state: a toast is shown or not, and which one.
      serializeState: (snapshot) =>
        JSON.stringify([snapshot.value, snapshot.context.current?.title ?? null]),
    });
    const coverage = replayPaths(toastsMachine, paths, {
      check: (actor) => {
        const snapshot = actor.getSnapshot() as ReturnType<typeof toastsMachine.getInitialSnapshot>;
        // A toast is visible exactly when the machine says so, and never more than one.
        expect(selectCurrentToast(snapshot) !== null).toBe(snapshot.matches('visible'));
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
      type: 'toast.show',
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
    actor.send({ type: 'toast.show', toast: { title: 'Första' } });
    vi.advanceTimersByTime(4000);
    actor.send({ type: 'toast.show', toast: { title: 'Andra', variant: 'destructive' } });
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
    actor.send({ type: 'toast.show', toast: { title: 'Profil uppdaterad' } });
    actor.send({ type: 'toast.pause' });
    vi.advanceTimersByTime(60_000);
    expect(selectCurrentToast(actor.getSnapshot())?.title).toBe('Profil uppdaterad');
    actor.send({ type: 'toast.resume' });
    actor.send({ type: 'toast.dismiss' });
    expect(selectCurrentToast(actor.getSnapshot())).toBeNull();
    vi.useRealTimers();
  });
});
