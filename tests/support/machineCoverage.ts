/**
 * Model-based testing for XState v5 machines, the successor of @xstate/test:
 *
 * 1. `coveringPaths` traverses the real machine (`getShortestPaths` / `getAdjacencyMap` from
 *    `xstate/graph`) and returns the shortest path to every reachable state plus, for every edge of
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
import { getAdjacencyMap, getShortestPaths, getStateNodes, type StatePath } from 'xstate/graph';

type Machine = AnyStateMachine;
type Snap<M extends Machine> = ReturnType<M['transition']>;
type Ev<M extends Machine> = EventFromLogic<M>;
export type ModelPath<M extends Machine> = StatePath<Snap<M>, Ev<M>>;

export interface TraversalSetup<M extends Machine> {
  /** Concrete events to try in every state (payloads included). Own event types without an entry
   *  here are tried as `{ type }`. */
  events: readonly Ev<M>[] | ((snapshot: Snap<M>) => readonly Ev<M>[]);
  input?: InputFrom<M>;
  /** What makes two snapshots the same model state (default: value + context as JSON). */
  serializeState?: (snapshot: Snap<M>) => string;
}

interface Transitionish {
  eventType: string;
  source: { id: string; transitions: Map<string, unknown[]>; always?: unknown[] };
  target?: readonly { id: string; type: string }[];
}

function transitionKey(t: Transitionish): string {
  const list =
    t.eventType === '' ? (t.source.always ?? []) : (t.source.transitions.get(t.eventType) ?? []);
  const index = list.indexOf(t);
  return `${t.source.id} --${t.eventType || 'always'}[${index}]-->`;
}

/** Every state node id and every transition definition of the machine. */
export function machineInventory(machine: Machine): { states: string[]; transitions: string[] } {
  const nodes = getStateNodes(machine.root);
  const states = nodes.map((node) => node.id);
  const transitions: string[] = [];
  for (const node of [machine.root, ...nodes]) {
    for (const [, list] of node.transitions) {
      for (const t of list) transitions.push(transitionKey(t as unknown as Transitionish));
    }
    for (const t of node.always ?? [])
      transitions.push(transitionKey(t as unknown as Transitionish));
  }
  return { states, transitions: [...new Set(transitions)] };
}

/** The `xstate.after.*` events of every delayed transition in the machine. */
export function delayedEvents(machine: Machine): { type: string }[] {
  const types = new Set<string>();
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    for (const type of node.transitions.keys())
      if (type.startsWith('xstate.after.')) types.add(type);
  }
  return [...types].map((type) => ({ type }));
}

/** Shortest path to every state, and every edge appended to the shortest path of its source. */
export function coveringPaths<M extends Machine>(
  machine: M,
  setup: TraversalSetup<M>,
): ModelPath<M>[] {
  // Delayed transitions are walked by sending their `xstate.after.*` events, like any other event.
  const delayed = delayedEvents(machine) as Ev<M>[];
  const events =
    typeof setup.events === 'function'
      ? (snapshot: Snap<M>) => [
          ...(setup.events as (s: Snap<M>) => readonly Ev<M>[])(snapshot),
          ...delayed,
        ]
      : [...setup.events, ...delayed];
  const options = {
    events,
    ...(setup.input === undefined ? {} : { input: setup.input }),
    ...(setup.serializeState ? { serializeState: setup.serializeState } : {}),
  };
  const shortest = getShortestPaths(machine, options) as ModelPath<M>[];
  const serialize =
    setup.serializeState ??
    ((s: Snap<M>) => JSON.stringify({ value: s.value, context: s.context }));
  const byState = new Map<string, ModelPath<M>>();
  for (const path of shortest) byState.set(serialize(path.state), path);

  // xstate/graph types its options per logic; the machine's own options fit at run time.
  const adjacency = getAdjacencyMap(machine as AnyStateMachine, options as never) as Record<
    string,
    { state: Snap<M>; transitions: Record<string, { event: Ev<M>; state: Snap<M> }> }
  >;
  const paths: ModelPath<M>[] = [...shortest];
  for (const entry of Object.values(adjacency)) {
    const head = byState.get(serialize(entry.state));
    if (!head) continue;
    for (const { event, state } of Object.values(entry.transitions)) {
      paths.push({
        state: state as Snap<M>,
        weight: head.weight + 1,
        steps: [...head.steps, { event, state }],
      });
    }
  }
  return paths;
}

export interface Coverage {
  states: Set<string>;
  transitions: Set<string>;
}

export function describePath(path: { steps: readonly { event: { type: string } }[] }): string {
  return (
    path.steps
      .map((step) => step.event.type)
      .filter((type) => type !== 'xstate.init')
      .join(' → ') || '(initial)'
  );
}

/** A recording test double (vi.fn()); only clearing is needed here. */
interface Spy {
  mockClear: () => unknown;
}

/**
 * Whether some path walks `journey`: its events, in this order (other events may come between).
 * Tests name the journeys a user cares about, so a generator that stops producing them fails.
 */
export function hasJourney(
  paths: readonly { steps: readonly { event: { type: string } }[] }[],
  journey: readonly string[],
): boolean {
  return paths.some((path) => {
    let next = 0;
    for (const step of path.steps) if (step.event.type === journey[next]) next += 1;
    return next === journey.length;
  });
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
