/**
 * Model-based testing for XState v5 machines, the successor of @xstate/test:
 *
 * 1. `coveringPaths` (in src/statecharts/paths.ts, shared with the /statecharts page) traverses
 *    the real machine (`getShortestPaths` / `getAdjacencyMap` from `xstate/graph`) and returns the shortest path to every reachable state plus, for every edge of
 *    the state graph, that path extended by the edge, so every transition is exercised.
 * 2. `replayPaths` runs each path against a real actor (with test actors/actions provided),
 *    asserts after every step that the actor is in the state the model predicted, and records which
 *    state nodes were entered and which transition definitions were taken (inspection microsteps).
 * 3. `expectFullCoverage` prints the coverage and fails on any state or transition never reached.
 *
 * Invoked actors are provided as never-settling promises in the replay; the paths themselves carry
 * their `xstate.done.actor.*` / `xstate.error.actor.*` events, so both outcomes are walked.
 */
import { expect } from 'vitest';
import {
  createActor,
  type AnyActorRef,
  type AnyStateMachine,
  type EventFromLogic,
  type InputFrom,
} from 'xstate';
import {
  describePath,
  machineInventory,
  transitionKey,
  type ModelPath,
  type Transitionish,
} from '../../src/statecharts/paths';

export {
  coveringPaths,
  delayedEvents,
  describePath,
  hasJourney,
  machineInventory,
  type ModelPath,
  type TraversalSetup,
} from '../../src/statecharts/paths';

type Machine = AnyStateMachine;
type Snap<M extends Machine> = ReturnType<M['transition']>;
type Ev<M extends Machine> = EventFromLogic<M>;

export interface Coverage {
  states: Set<string>;
  transitions: Set<string>;
}

/** A recording test double (vi.fn()); only clearing is needed here. */
interface Spy {
  mockClear: () => unknown;
}

/**
 * Replays the paths on real actors of `machine` (already `.provide`d with test implementations)
 * and returns what was covered. `check` runs after every step with the live actor.
 *
 * `spies` (the test doubles the machine was provided with) are cleared before every path and
 * before every step, so a check sees exactly the calls that this step's event caused: a call made
 * on an earlier path or step can never satisfy `toHaveBeenCalled()`, and `not.toHaveBeenCalled()`
 * means "not because of this event".
 */
export function replayPaths<M extends Machine>(
  machine: M,
  paths: readonly ModelPath<M>[],
  options: {
    input?: InputFrom<M>;
    spies?: Readonly<Record<string, Spy>>;
    check?: (actor: AnyActorRef, expected: Snap<M>, event: Ev<M>) => void;
  } = {},
): Coverage {
  const coverage: Coverage = { states: new Set(), transitions: new Set() };
  const clearSpies = () => {
    for (const spy of Object.values(options.spies ?? {})) spy.mockClear();
  };
  for (const path of paths) {
    clearSpies();
    const actor = createActor(machine, {
      ...(options.input === undefined ? {} : { input: options.input }),
      inspect: (inspection) => {
        if (inspection.type === '@xstate.microstep') {
          const microstep = inspection as unknown as { _transitions: Transitionish[] };
          for (const t of microstep._transitions) {
            coverage.transitions.add(transitionKey(t));
            // A transition is taken from a state the actor was in, transient states included.
            coverage.states.add(t.source.id);
            // A history pseudo-state is never active: it is reached by a transition into it.
            for (const target of t.target ?? [])
              if (target.type === 'history') coverage.states.add(target.id);
          }
        }
        if (inspection.type === '@xstate.snapshot' && inspection.actorRef === actorRef) {
          const snapshot = inspection.snapshot as unknown as { _nodes?: { id: string }[] };
          for (const node of snapshot._nodes ?? []) coverage.states.add(node.id);
        }
      },
    });
    const actorRef: AnyActorRef = actor;
    actor.start();
    // Each step is an event and the state the model says it leads to; the first is xstate.init.
    path.steps.forEach((step, index) => {
      if (step.event.type !== 'xstate.init') {
        clearSpies();
        actor.send(step.event);
      }
      expect(
        (actor.getSnapshot() as Snap<M>).value,
        `after ${describePath({ steps: path.steps.slice(0, index + 1) })}`,
      ).toEqual(step.state.value);
      options.check?.(actor, step.state, step.event);
    });
    actor.stop();
  }
  return coverage;
}

/** Prints `states x/y, transitions a/b` for the machine and fails on anything not reached. */
export function expectFullCoverage(machine: Machine, coverage: Coverage): void {
  const inventory = machineInventory(machine);
  const missingStates = inventory.states.filter((id) => !coverage.states.has(id));
  const missingTransitions = inventory.transitions.filter((key) => !coverage.transitions.has(key));
  console.log(
    `[model coverage] ${machine.id}: states ${inventory.states.length - missingStates.length}/${inventory.states.length}, ` +
      `transitions ${inventory.transitions.length - missingTransitions.length}/${inventory.transitions.length}`,
  );
  expect(missingStates, 'states never reached').toEqual([]);
  expect(missingTransitions, 'transitions never taken').toEqual([]);
}
