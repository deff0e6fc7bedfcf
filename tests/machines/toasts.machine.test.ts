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
import { passTime, replayModel, type Model } from '../support/modelReplay';

/** From the spec: one toast at a time, shown 5 s, removed 1 000 000 ms after it closed. */
const SHOWN_MS = 5_000;
const REMOVED_AFTER_MS = 1_000_000;

type ToastShown = { title: string; description?: string; variant?: ToastVariant };

/** What may happen to the toast area: a machine shows a toast, the visitor acts, time passes. */
type Happening =
  | { type: 'show'; toast: ToastShown }
  | { type: 'dismiss' }
  | { type: 'hover' }
  | { type: 'leave' }
  | { type: 'time'; ms: number };

const SAVED: ToastShown = { title: 'Profil uppdaterad' };
const FAILED: ToastShown = {
  title: 'Ett fel uppstod',
  description: 'Kunde inte logga ut. Försök igen.',
  variant: 'destructive',
};

interface ToastModel {
  toast: { title: string; description: string | undefined; variant: ToastVariant } | null;
  /** Shown; a closed toast waits in the queue until it is removed. */
  open: boolean;
  paused: boolean;
}

const EMPTY: ToastModel = { toast: null, open: false, paused: false };

/**
 * The toast area by the spec: one toast at a time (a newer one replaces it), shown for 5 s (the
 * timer waits while the visitor hovers or focuses it, WCAG 2.2.1), then closed (`open: false`)
 * and removed 1 000 000 ms later. The visitor can close a shown toast.
 */
const toastModel: Model<ToastModel, Happening> = {
  name: 'toasts',
  initial: EMPTY,
  events: (model) => [
    { type: 'show', toast: SAVED },
    { type: 'show', toast: FAILED },
    ...(model.open ? [{ type: 'dismiss' } as const] : []),
    ...(model.open && !model.paused ? [{ type: 'hover' } as const] : []),
    ...(model.paused ? [{ type: 'leave' } as const] : []),
    // The toast's own time, and the removal delay once it is closed.
    ...(model.open ? [{ type: 'time', ms: SHOWN_MS } as const] : []),
    ...(model.toast && !model.open ? [{ type: 'time', ms: REMOVED_AFTER_MS } as const] : []),
  ],
  step: (model, event) => {
    switch (event.type) {
      case 'show':
        return {
          toast: {
            title: event.toast.title,
            description: event.toast.description,
            variant: event.toast.variant ?? 'default',
          },
          open: true,
          paused: false,
        };
      case 'dismiss':
        return { ...model, open: false, paused: false };
      case 'hover':
        return { ...model, paused: true };
      case 'leave':
        return { ...model, paused: false };
      case 'time':
        if (model.open && !model.paused && event.ms >= SHOWN_MS) return { ...model, open: false };
        if (model.toast && !model.open && event.ms >= REMOVED_AFTER_MS) return EMPTY;
        return model;
    }
  },
  describe: (event) =>
    event.type === 'show'
      ? `show '${event.toast.title}'`
      : event.type === 'time'
        ? `${event.ms} ms`
        : event.type,
};

describe('toasts machine (model-based)', () => {
  it('agrees with the model of the toast area on every path', async () => {
    await replayModel(toastModel, {
      machine: toastsMachine,
      start: (reach) => createActor(toastsMachine, { inspect: reach.inspect }).start(),
      act: async (actor, event) => {
        const send = (e: ToastsEvent) => actor.send(e);
        if (event.type === 'show') send({ type: 'toasts.show', toast: event.toast });
        else if (event.type === 'dismiss') send({ type: 'toasts.dismiss' });
        else if (event.type === 'hover') send({ type: 'toasts.pause' });
        else if (event.type === 'leave') send({ type: 'toasts.resume' });
        else await passTime(event.ms);
      },
      check: (actor, model) => {
        const snapshot = actor.getSnapshot();
        const held = snapshot.context.current;
        expect(
          held && { title: held.title, description: held.description, variant: held.variant },
        ).toEqual(model.toast);
        expect(held?.open ?? false).toBe(model.open);
        expect(selectCurrentToast(snapshot)).toBe(model.open ? held : null);
      },
      stop: (actor) => actor.stop(),
    });
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
