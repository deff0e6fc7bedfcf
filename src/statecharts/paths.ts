/**
 * Model-based test paths for XState v5 machines (the successor of @xstate/test), for the
 * /statecharts page (which lists them beside each diagram and plays them step by step) and the
 * test helpers that plan walks over a model (tests/support).
 *
 * `coveringPaths` traverses the real machine (`getShortestPaths` / `getAdjacencyMap` from
 * `xstate/graph`) and returns the shortest path to every reachable state plus, for every edge of
 * the state graph, that path extended by the edge, so every transition is exercised. Pure: no
 * actor is started, no implementation runs beyond guards and `assign`.
 */
import type { AnyStateMachine, EventFromLogic, InputFrom } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getStateNodes, type StatePath } from 'xstate/graph';
import { transitionKey, type Transitionish } from './keys';

export { transitionKey, type Transitionish } from './keys';

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
  /** Stop (throw) after this many traversal steps instead of walking an endless context. */
  limit?: number;
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
    ...(setup.limit === undefined ? {} : { limit: setup.limit }),
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

export function describePath(path: { steps: readonly { event: { type: string } }[] }): string {
  return (
    path.steps
      .map((step) => step.event.type)
      .filter((type) => type !== 'xstate.init')
      .join(' → ') || '(initial)'
  );
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
 * The events a machine's own definition names, each as `{ type }` (payloads unknown), plus the
 * `xstate.after.*` events of its delays. The /statecharts page walks machines with these; the
 * Vitest suites pass richer, hand-written events (payloads, actor outputs) to `coveringPaths`.
 */
export function definitionEvents(machine: Machine): { type: string }[] {
  const types = new Set<string>();
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    for (const type of node.transitions.keys()) types.add(type);
  }
  return [...types].sort().map((type) => ({ type }));
}

/** Two snapshots are the same diagram state when their values are equal (context ignored). */
export const serializeValue = (snapshot: { value: unknown }): string =>
  JSON.stringify(snapshot.value);
