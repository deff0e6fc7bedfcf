import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { cookieConsentMachine, type CookiePreferences } from '../../src/machines/cookieConsent';
import { actorsOf, createInspectionBus } from '../../src/statecharts/inspection';
import { machineInventory } from '../../src/statecharts/paths';
import { machinePaths } from '../../src/statecharts/playback';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('inspection bus', () => {
  it('follows a machine actor: current value, the transitions of its last step, its events', async () => {
    const bus = createInspectionBus();
    const actor = createActor(
      cookieConsentMachine.provide({
        actors: { readStored: fromPromise(async (): Promise<CookiePreferences | null> => null) },
      }),
      { inspect: bus.inspect },
    );
    actor.start();
    await settle();
    actor.send({ type: 'cookieConsent.open' }); // ignored while waiting
    await settle();
    const [live] = actorsOf(bus.getSnapshot(), 'cookieConsent');
    expect(live?.value).toBe('waiting');
    expect(live?.log.map((entry) => entry.type)).toEqual([
      'xstate.init',
      'xstate.done.actor.readStored',
      'cookieConsent.open',
    ]);
    expect(live?.lastStep?.keys).toEqual([
      'cookieConsent.restoring --xstate.done.actor.readStored[1]-->',
    ]);
    actor.stop();
  });

  it('notifies subscribers once per burst of inspection events', async () => {
    const bus = createInspectionBus();
    let calls = 0;
    bus.subscribe(() => (calls += 1));
    const actor = createActor(cookieConsentMachine, { inspect: bus.inspect }).start();
    await settle();
    expect(calls).toBeGreaterThan(0);
    expect(calls).toBeLessThan(4);
    actor.stop();
  });
});

describe('test paths on the page', () => {
  it('walks cookie consent to every state and transition, step by step', () => {
    const result = machinePaths(cookieConsentMachine);
    const inventory = machineInventory(cookieConsentMachine);
    expect(result.statesReached).toBe(inventory.states.length);
    expect(result.transitionsTaken).toBe(inventory.transitions.length);
    for (const path of result.paths) {
      expect(path.steps[0]?.event).toBe('xstate.init');
      for (const step of path.steps.slice(1)) {
        for (const key of step.keys) expect(inventory.transitions).toContain(key);
      }
    }
  });
});
