/**
 * The /statecharts test-path player: model-based coverage of every state and transition, each
 * step checked against an independent model of what the player shows; then the timing with a
 * simulated clock (no real time passes).
 */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  PLAYBACK_STEP_MS,
  playbackMachine,
  selectPlayback,
  type PlaybackEvent,
} from '../../src/statecharts/playbackMachine';
import { coveringPaths, expectFullCoverage, replayPaths } from '../support/machineCoverage';

const EVENTS: PlaybackEvent[] = [
  { type: 'playback.choose', path: 0, steps: 3 },
  { type: 'playback.choose', path: 1, steps: 1 },
  { type: 'playback.previous' },
  { type: 'playback.next' },
  { type: 'playback.toggle' },
  { type: 'playback.close' },
];

interface Model {
  open: { path: number; step: number; steps: number } | null;
  playing: boolean;
}
const CLOSED: Model = { open: null, playing: false };

/** What the player shows after each event, from its description (not from the machine). */
function step(model: Model, event: { type: string }): Model {
  const { open } = model;
  const atEnd = (m: Model) => (m.open ? m.open.step >= m.open.steps - 1 : true);
  const settle = (m: Model): Model => (m.playing && atEnd(m) ? { ...m, playing: false } : m);
  switch (event.type) {
    case 'playback.choose': {
      const { path, steps } = event as Extract<PlaybackEvent, { type: 'playback.choose' }>;
      return { open: { path, step: 0, steps }, playing: false };
    }
    case 'playback.previous':
      return open && open.step > 0
        ? { open: { ...open, step: open.step - 1 }, playing: false }
        : model;
    case 'playback.next':
      return open && !atEnd(model)
        ? { open: { ...open, step: open.step + 1 }, playing: false }
        : model;
    case 'playback.toggle':
      if (!open) return model;
      if (model.playing) return { ...model, playing: false };
      return settle({ open: atEnd(model) ? { ...open, step: 0 } : open, playing: true });
    case 'playback.close':
      return CLOSED;
    case 'xstate.after.stepDelay.playback.open.playing':
      return open && model.playing
        ? settle({ ...model, open: { ...open, step: open.step + 1 } })
        : model;
    default:
      return model;
  }
}

describe('playback machine (model-based)', () => {
  it('reaches every state and transition', () => {
    const paths = coveringPaths(playbackMachine, { events: EVENTS });
    let model = CLOSED;
    const coverage = replayPaths(playbackMachine, paths, {
      check: (actor, _expected, event) => {
        const snapshot = actor.getSnapshot() as ReturnType<
          typeof playbackMachine.getInitialSnapshot
        >;
        model = (event.type as string) === 'xstate.init' ? CLOSED : step(model, event);
        expect(selectPlayback(snapshot)).toEqual(
          model.open && { path: model.open.path, step: model.open.step },
        );
        expect(snapshot.matches({ open: 'playing' })).toBe(model.playing);
      },
    });
    expectFullCoverage(playbackMachine, coverage);
  });
});

describe('playback timing', () => {
  it('plays a step every 900 ms, pauses at the last, and starts again from the first', () => {
    const clock = new SimulatedClock();
    const player = createActor(playbackMachine, { clock }).start();
    player.send({ type: 'playback.choose', path: 2, steps: 3 });
    player.send({ type: 'playback.toggle' });
    clock.increment(PLAYBACK_STEP_MS - 1);
    expect(selectPlayback(player.getSnapshot())).toEqual({ path: 2, step: 0 });
    clock.increment(1);
    expect(selectPlayback(player.getSnapshot())).toEqual({ path: 2, step: 1 });
    clock.increment(PLAYBACK_STEP_MS);
    expect(selectPlayback(player.getSnapshot())).toEqual({ path: 2, step: 2 });
    expect(player.getSnapshot().matches({ open: 'paused' })).toBe(true);
    player.send({ type: 'playback.toggle' });
    expect(selectPlayback(player.getSnapshot())).toEqual({ path: 2, step: 0 });
    expect(player.getSnapshot().matches({ open: 'playing' })).toBe(true);
  });
});
