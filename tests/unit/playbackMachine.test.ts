/**
 * The /statecharts test-path player: paths generated from an independent model of what the
 * player shows (its description, not the machine) are replayed on the real machine, every step
 * checked against the model; then the timing with a simulated clock (no real time passes).
 */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import {
  PLAYBACK_STEP_MS,
  playbackMachine,
  selectPlayback,
  type PlaybackEvent,
} from '../../src/statecharts/playbackMachine';
import { passTime, replayModel, type Model } from '../support/modelReplay';

/** From the player's description: a step every 900 ms while it plays. */
const STEP_MS = 900;

/** What the QA visitor can do with the player, and time passing while it plays. */
type Happening = PlaybackEvent | { type: 'time'; ms: number };

interface PlayerModel {
  open: { path: number; step: number; steps: number } | null;
  playing: boolean;
  /** Time spent playing since the last step (0 or 899 ms: the model waits 899 ms, then 1 ms). */
  elapsed: number;
}
const CLOSED: PlayerModel = { open: null, playing: false, elapsed: 0 };

const atEnd = (m: PlayerModel) => (m.open ? m.open.step >= m.open.steps - 1 : true);
/** Playing stops at the last step. */
const settled = (m: PlayerModel): PlayerModel =>
  m.playing && atEnd(m) ? { ...m, playing: false } : m;

/**
 * The player by its description: choosing a path opens it at its first step, paused; 'Föregående'
 * and 'Nästa' move one step and pause; 'Spela upp' plays a step every 900 ms until the last, where
 * it pauses, and from the last step starts again at the first; 'Pausa' pauses; 'Stäng' closes.
 * Every press starts the step's 900 ms afresh.
 */
function press(model: PlayerModel, event: PlaybackEvent): PlayerModel {
  const { open } = model;
  switch (event.type) {
    case 'playback.choose':
      return {
        open: { path: event.path, step: 0, steps: event.steps },
        playing: false,
        elapsed: 0,
      };
    case 'playback.previous':
      return open && open.step > 0
        ? { open: { ...open, step: open.step - 1 }, playing: false, elapsed: 0 }
        : model;
    case 'playback.next':
      return open && !atEnd(model)
        ? { open: { ...open, step: open.step + 1 }, playing: false, elapsed: 0 }
        : model;
    case 'playback.toggle':
      if (!open) return model;
      if (model.playing) return { ...model, playing: false, elapsed: 0 };
      return settled({
        open: atEnd(model) ? { ...open, step: 0 } : open,
        playing: true,
        elapsed: 0,
      });
    case 'playback.close':
      return CLOSED;
  }
}

const playerModel: Model<PlayerModel, Happening> = {
  name: 'playback',
  initial: CLOSED,
  events: (model) => [
    { type: 'playback.choose', path: 0, steps: 3 },
    { type: 'playback.choose', path: 1, steps: 1 },
    ...(model.open
      ? ([
          { type: 'playback.previous' },
          { type: 'playback.next' },
          { type: 'playback.toggle' },
          { type: 'playback.close' },
        ] as const)
      : []),
    // Just before and at the step's 900 ms.
    ...(model.playing
      ? [{ type: 'time', ms: model.elapsed === 0 ? STEP_MS - 1 : 1 } as const]
      : []),
  ],
  step: (model, event) => {
    if (event.type !== 'time') return press(model, event);
    const elapsed = model.elapsed + event.ms;
    if (!model.open || elapsed < STEP_MS) return { ...model, elapsed };
    return settled({ ...model, open: { ...model.open, step: model.open.step + 1 }, elapsed: 0 });
  },
  describe: (event) => (event.type === 'time' ? `${event.ms} ms` : event.type),
};

describe('playback machine (model-based)', () => {
  it('agrees with the model of the player on every path', async () => {
    await replayModel(playerModel, {
      machine: playbackMachine,
      start: (reach) => createActor(playbackMachine, { inspect: reach.inspect }).start(),
      act: async (actor, event) => {
        if (event.type === 'time') await passTime(event.ms);
        else actor.send(event);
      },
      check: (actor, model) => {
        const snapshot = actor.getSnapshot();
        expect(selectPlayback(snapshot)).toEqual(
          model.open && { path: model.open.path, step: model.open.step },
        );
        expect(snapshot.matches({ open: 'playing' })).toBe(model.playing);
      },
      stop: (actor) => actor.stop(),
    });
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
