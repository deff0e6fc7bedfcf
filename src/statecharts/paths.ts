/**
 * A machine's own test paths, for the /statecharts page (which lists them beside each diagram and
 * plays them step by step) and for suites that walk a small model machine (tests/support). They
 * come from the one planner the model-based suites use (./planner.ts): the machine made a model
 * (`machineModel`: its snapshots are the states, its transition function the step), every
 * transition (or every kind of transition, `edgeKind`) taken by the shortest path to it, or by few
 * long walks (`merge`). Pure: no actor is started, no implementation runs beyond guards and
 * `assign`.
 */
import type { AnyStateMachine, EventFromLogic, InputFrom } from 'xstate';
import { getStateNodes, type StatePath } from 'xstate/graph';
import { transitionKey, type Transitionish } from './keys';
import { machineModel, planModel } from './planner';

export { transitionKey, type Transitionish } from './keys';
export { delayedEvents } from './planner';

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
  /** Which transitions count as the same to cover (default: each state and event). */
  edgeKind?: (from: Snap<M>, event: Ev<M>, to: Snap<M>) => string;
  /** Few walks of at most this many steps instead of a path per transition. */
  merge?: { maxSteps: number };
  /** What `serializeState` keeps is all the paths need (default: only without one). */
  keyIsWholeState?: boolean;
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

/**
 * Paths that take every transition of the machine (or every kind of transition), each starting
 * with the initial snapshot (`xstate.init`) as xstate/graph's paths do.
 */
export function coveringPaths<M extends Machine>(
  machine: M,
  setup: TraversalSetup<M>,
): ModelPath<M>[] {
  const model = machineModel(machine, setup);
  const plan = planModel(model, {
    keyIsWholeState: setup.keyIsWholeState ?? setup.serializeState === undefined,
    ...(setup.limit === undefined ? {} : { limit: setup.limit }),
    ...(setup.edgeKind ? { edgeKind: setup.edgeKind } : {}),
    ...(setup.merge ? { merge: setup.merge } : {}),
  });
  const init = { type: 'xstate.init' } as Ev<M>;
  // A machine where nothing can happen still has its start.
  if (plan.paths.length === 0)
    return [{ state: model.initial, weight: 0, steps: [{ event: init, state: model.initial }] }];
  return plan.paths.map((path) => ({
    state: path.steps.at(-1)?.state ?? model.initial,
    weight: path.steps.length,
    steps: [{ event: init, state: model.initial }, ...path.steps],
  }));
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
