/**
 * Playing a model-based test path on /statecharts, step by step or on its own: choose a path,
 * 'Föregående' / 'Nästa' (which pause), 'Spela upp' (a step every 900 ms until the last, then it
 * pauses; from the last step it starts again at the first), 'Pausa', 'Stäng'. The chart highlights the
 * current step's states and transitions.
 */
import { assign, setup, type SnapshotFrom } from 'xstate';

export const PLAYBACK_STEP_MS = 900;

export interface PlaybackContext {
  /** The chosen path's index, or null when none is open. */
  path: number | null;
  step: number;
  /** The chosen path's last step. */
  last: number;
}

export type PlaybackEvent =
  | { type: 'playback.choose'; path: number; steps: number }
  | { type: 'playback.previous' }
  | { type: 'playback.next' }
  | { type: 'playback.toggle' }
  | { type: 'playback.close' };

export const playbackMachine = setup({
  types: { context: {} as PlaybackContext, events: {} as PlaybackEvent },
  delays: { stepDelay: PLAYBACK_STEP_MS },
  guards: {
    hasNext: ({ context }) => context.step < context.last,
    hasPrevious: ({ context }) => context.step > 0,
    isAtEnd: ({ context }) => context.step >= context.last,
  },
  actions: {
    choose: assign((_, params: { path: number; steps: number }) => ({
      path: params.path,
      step: 0,
      last: Math.max(0, params.steps - 1),
    })),
    forward: assign(({ context }) => ({ step: context.step + 1 })),
    back: assign(({ context }) => ({ step: context.step - 1 })),
    rewind: assign({ step: 0 }),
    forget: assign({ path: null, step: 0, last: 0 }),
  },
}).createMachine({
  id: 'playback',
  context: { path: null, step: 0, last: 0 },
  initial: 'closed',
  on: {
    'playback.choose': {
      target: '.open.paused',
      actions: {
        type: 'choose',
        params: ({ event }) => ({ path: event.path, steps: event.steps }),
      },
    },
  },
  states: {
    closed: {},
    open: {
      initial: 'paused',
      on: {
        'playback.previous': { guard: 'hasPrevious', target: '.paused', actions: 'back' },
        'playback.next': { guard: 'hasNext', target: '.paused', actions: 'forward' },
        'playback.close': { target: 'closed', actions: 'forget' },
      },
      states: {
        paused: {
          on: {
            'playback.toggle': [
              { guard: 'hasNext', target: 'playing' },
              { target: 'playing', actions: 'rewind' },
            ],
          },
        },
        /** A step every 900 ms; at the last step it pauses. */
        playing: {
          always: { guard: 'isAtEnd', target: 'paused' },
          after: { stepDelay: { target: 'playing', reenter: true, actions: 'forward' } },
          on: { 'playback.toggle': 'paused' },
        },
      },
    },
  },
});

/** The open path and step, or null. */
export function selectPlayback(
  snapshot: SnapshotFrom<typeof playbackMachine>,
): { path: number; step: number } | null {
  const { path, step } = snapshot.context;
  return path === null ? null : { path, step };
}

export const samePlayback = (
  a: { path: number; step: number } | null,
  b: { path: number; step: number } | null,
): boolean => a === b || (a !== null && b !== null && a.path === b.path && a.step === b.step);
