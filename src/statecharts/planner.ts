/**
 * The one path planner (issue 56 item 4): the test paths of a model, shared by the machine suites
 * (tests/support/modelReplay.ts replays them on a real actor), the end-to-end suites
 * (tests/e2e/helpers/modelPaths.ts plays them on the rendered pages) and the /statecharts page
 * (./paths.ts plans a machine's own paths with it: `machineModel` makes a machine a model).
 *
 * A model is written from the spec, decisions.md and the README, never from `src/machines`: its
 * state is what the user (or the caller of a machine) can observe, `events(state)` is what the
 * user or the backend can do there (a click, a keystroke, a reload, time passing, the backend
 * answering or failing), and `step` is what the spec says each of those does. So a handler the
 * machine lacks is still tried (the model offers the event), and a check can fail: the paths and
 * the expectations come from the model, the machine only has to agree with it.
 *
 * The paths come from `xstate/graph` run on the model (a `fromTransition` logic): the shortest
 * path to every model state, and for every transition of the model (every event offered in every
 * reachable state) that path extended by it; paths that are a prefix of another are dropped. With
 * `merge` (browser suites, where every path costs a page load) the transitions are covered by few,
 * long walks over the same graph instead.
 */
import {
  createEmptyActor,
  fromTransition,
  getInitialSnapshot,
  type AnyActorScope,
  type AnyStateMachine,
  type EventFromLogic,
  type InputFrom,
} from 'xstate';
import { getAdjacencyMap, getStateNodes } from 'xstate/graph';

export interface ModelEvent {
  type: string;
}

export interface Model<S, E extends ModelEvent> {
  /** Printed with the coverage, and the name of the generated tests. */
  name: string;
  initial: S;
  /** What the user or the backend can do in this state (concrete events, payloads included). */
  events: (state: S) => readonly E[];
  /** What the event does, by the spec. */
  step: (state: S, event: E) => S;
  /**
   * What makes two model states the same (default: the state as JSON). Leave out what only says
   * what the last event did (a call made, a message sent): it changes no later step.
   */
  serialize?: (state: S) => string;
  /** How an event is told apart from another (default: the event as JSON). */
  serializeEvent?: (event: E) => string;
  /** How a step is named in a path's description (default: its type). */
  describe?: (event: E) => string;
}

export interface ModelStep<S, E> {
  event: E;
  /** The model's state after the event. */
  state: S;
}

export interface ModelPath<S, E> {
  steps: ModelStep<S, E>[];
}

export interface ModelPlan<S, E extends ModelEvent> {
  model: Model<S, E>;
  paths: ModelPath<S, E>[];
  /** Reachable model states. */
  states: number;
  /** Every (state, event) pair of the model, and how many of them the paths take. */
  transitions: { total: number; covered: number };
}

export interface PlanOptions<S = unknown, E extends ModelEvent = ModelEvent> {
  /** Cover the transitions with walks of at most this many steps (browser suites). */
  merge?: { maxSteps: number };
  /** Stop with an error past this many transitions explored (a model that never ends). */
  limit?: number;
  /**
   * Which transitions count as the same to cover (default: each state and event is its own). A
   * suite where every path costs a page load may cover the kinds of step a user can tell apart
   * (a class of state, an event type, the class it leads to) instead of every state.
   */
  edgeKind?: (from: S, event: E, to: S) => string;
  /**
   * The model's serialized state is the whole state (a machine's value and context): the states
   * the graph kept are each path's own, and the paths need not be walked again.
   */
  keyIsWholeState?: boolean;
}

interface Snap<S> {
  context: S;
}

const json = (value: unknown): string => JSON.stringify(value);

/** `serialize`, remembered per state object (a walk asks for the same states' keys many times). */
function keptFor<S>(serialize: (state: S) => string): (state: S) => string {
  const kept = new WeakMap<object, string>();
  return (state) => {
    if (typeof state !== 'object' || state === null) return serialize(state);
    let key = kept.get(state);
    if (key === undefined) {
      key = serialize(state);
      kept.set(state, key);
    }
    return key;
  };
}

/** The paths of `model`: every transition taken, and how many paths and transitions that is. */
export function planModel<S, E extends ModelEvent>(
  model: Model<S, E>,
  options: PlanOptions<S, E> = {},
): ModelPlan<S, E> {
  const serialize = keptFor(model.serialize ?? json);
  const serializeEvent = model.serializeEvent ?? json;
  const logic = fromTransition((state: S, event: E) => model.step(state, event), model.initial);
  const traversal = {
    events: (snapshot: Snap<S>) => model.events(snapshot.context),
    serializeState: (snapshot: Snap<S>) => serialize(snapshot.context),
    serializeEvent: (event: E) => serializeEvent(event),
    limit: options.limit ?? 200_000,
  };
  // xstate/graph types its options per logic; a transition logic's snapshot is `{ context }`.
  const adjacency = getAdjacencyMap(logic, traversal as never) as unknown as Record<
    string,
    { state: Snap<S>; transitions: Record<string, { event: E; state: Snap<S> }> }
  >;

  // The shortest path to every state: breadth first over the adjacency map (every step costs
  // one), in the order the model offers its events.
  const headOf = new Map<string, ModelPath<S, E>>([[serialize(model.initial), { steps: [] }]]);
  const queue = [serialize(model.initial)];
  for (let at = 0; at < queue.length; at += 1) {
    const key = queue[at] as string;
    const head = headOf.get(key) as ModelPath<S, E>;
    for (const { event, state } of Object.values(adjacency[key]?.transitions ?? {})) {
      const next = serialize(state.context);
      if (headOf.has(next)) continue;
      headOf.set(next, { steps: [...head.steps, { event, state: state.context }] });
      queue.push(next);
    }
  }

  const edgeKey =
    options.edgeKind ?? ((from: S, event: E) => `${serialize(from)} | ${serializeEvent(event)}`);
  const edges = new Set<string>();
  // One candidate per kind of transition: the shortest way to take it.
  const byKind = new Map<string, ModelPath<S, E>>();
  for (const [key, entry] of Object.entries(adjacency)) {
    const head = headOf.get(key);
    if (!head) continue;
    for (const { event, state } of Object.values(entry.transitions)) {
      const kind = edgeKey(entry.state.context, event, state.context);
      edges.add(kind);
      const kept = byKind.get(kind);
      if (kept === undefined || kept.steps.length > head.steps.length + 1)
        byKind.set(kind, { steps: [...head.steps, { event, state: state.context }] });
    }
  }
  let candidates = [...byKind.values()];
  // Merged walks do not need the one-path-per-transition set (dropping prefixes is quadratic).
  if (!options.merge) candidates = withoutPrefixes(candidates, serializeEvent);
  const taken = (paths: readonly ModelPath<S, E>[]) => {
    const set = new Set<string>();
    for (const path of paths) {
      let from = model.initial;
      for (const step of path.steps) {
        set.add(edgeKey(from, step.event, step.state));
        from = step.state;
      }
    }
    return set;
  };
  const planned = options.merge
    ? walksCovering(adjacency, byKind, serialize, edgeKey, model.initial, options.merge.maxSteps)
    : candidates;
  // The graph keeps one state per serialized key: the states along each path are worked out
  // again from its events, so what a step did (left out of the key) is this path's own.
  const paths = options.keyIsWholeState
    ? planned
    : planned.map((path) =>
        walk(
          model,
          path.steps.map((step) => step.event),
        ),
      );
  const covered = taken(paths);
  return {
    model,
    paths,
    states: Object.keys(adjacency).length,
    transitions: { total: edges.size, covered: [...covered].filter((e) => edges.has(e)).length },
  };
}

/** The path `events` walk from the model's initial state. */
function walk<S, E extends ModelEvent>(model: Model<S, E>, events: readonly E[]): ModelPath<S, E> {
  let state = model.initial;
  return {
    steps: events.map((event) => {
      state = model.step(state, event);
      return { event, state };
    }),
  };
}

/**
 * Drops every path whose events are a prefix of another path's (or repeat it). Sorted, the paths
 * that extend a path follow it at once: one look at the next key says whether it is a prefix.
 */
function withoutPrefixes<S, E extends ModelEvent>(
  paths: ModelPath<S, E>[],
  serializeEvent: (event: E) => string,
): ModelPath<S, E>[] {
  const keyOf = (path: ModelPath<S, E>) =>
    path.steps.map((step) => serializeEvent(step.event)).join('\n') + '\n';
  const keyed = paths.map((path, index) => ({ path, index, key: keyOf(path) }));
  const sorted = [...keyed].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const dropped = new Set<number>();
  sorted.forEach((entry, at) => {
    const next = sorted[at + 1];
    if (next !== undefined && next.key.startsWith(entry.key)) dropped.add(entry.index);
  });
  return keyed.filter((entry) => !dropped.has(entry.index)).map((entry) => entry.path);
}

/**
 * Few, long paths for a browser, where every path costs a page load: from the start, take an
 * untaken transition of the state reached; where there is none, walk the shortest way (in the
 * model's graph) to the nearest state that has one; end the path at `maxSteps` or when nothing
 * untaken is left, and begin the next from the start. A transition too far from the start for
 * `maxSteps` gets the shortest path to it, whatever its length.
 */
function walksCovering<S, E extends ModelEvent>(
  adjacency: Record<
    string,
    { state: { context: S }; transitions: Record<string, { event: E; state: { context: S } }> }
  >,
  shortestOf: Map<string, ModelPath<S, E>>,
  serialize: (state: S) => string,
  edgeKey: (from: S, event: E, to: S) => string,
  initial: S,
  maxSteps: number,
): ModelPath<S, E>[] {
  const out = new Map<string, { key: string; event: E; to: string; state: S }[]>();
  for (const [key, entry] of Object.entries(adjacency))
    out.set(
      key,
      Object.values(entry.transitions).map(({ event, state }) => ({
        key: edgeKey(entry.state.context, event, state.context),
        event,
        to: serialize(state.context),
        state: state.context,
      })),
    );
  const untaken = new Set([...out.values()].flat().map((edge) => edge.key));
  /** The shortest way from `from` to a state with an untaken transition (null: none). */
  const route = (from: string) => {
    const back = new Map<string, { prev: string; edge: { event: E; state: S } } | null>([
      [from, null],
    ]);
    const queue = [from];
    while (queue.length > 0) {
      const at = queue.shift() as string;
      if ((out.get(at) ?? []).some((edge) => untaken.has(edge.key))) {
        const steps: ModelStep<S, E>[] = [];
        for (let cur = at; back.get(cur); cur = (back.get(cur) as { prev: string }).prev) {
          const link = back.get(cur) as { prev: string; edge: { event: E; state: S } };
          steps.unshift({ event: link.edge.event, state: link.edge.state });
        }
        return { to: at, steps };
      }
      for (const edge of out.get(at) ?? [])
        if (!back.has(edge.to)) {
          back.set(edge.to, { prev: at, edge });
          queue.push(edge.to);
        }
    }
    return null;
  };
  const start = serialize(initial);
  const paths: ModelPath<S, E>[] = [];
  while (untaken.size > 0) {
    const steps: ModelStep<S, E>[] = [];
    let at = start;
    for (;;) {
      // An untaken transition after which more are within reach first (a dead end ends the path).
      const open = (out.get(at) ?? []).filter((edge) => untaken.has(edge.key));
      const next =
        open.find((edge) => {
          untaken.delete(edge.key);
          const onward = route(edge.to) !== null;
          untaken.add(edge.key);
          return onward;
        }) ?? open[0];
      if (next && steps.length < maxSteps) {
        untaken.delete(next.key);
        steps.push({ event: next.event, state: next.state });
        at = next.to;
        continue;
      }
      const way = next ? null : route(at);
      if (!way || steps.length + way.steps.length + 1 > maxSteps) break;
      steps.push(...way.steps);
      at = way.to;
    }
    if (steps.length === 0) {
      // Out of reach within maxSteps from the start: the shortest path to one such transition.
      const key = untaken.values().next().value as string;
      untaken.delete(key);
      const shortest = shortestOf.get(key);
      if (shortest) paths.push(shortest);
      continue;
    }
    paths.push({ steps });
  }
  return paths;
}

/** `a → b → c`, for a path's test name and for failure messages. */
export function describeModelPath<S, E extends ModelEvent>(
  model: Model<S, E>,
  path: { steps: readonly { event: E }[] },
  upTo = path.steps.length,
): string {
  const name = model.describe ?? ((event: E) => event.type);
  return (
    path.steps
      .slice(0, upTo)
      .map((step) => name(step.event))
      .join(' → ') || '(start)'
  );
}

/** `name: N paths, transitions a/b (p %), S states`, the line every model suite prints. */
export function planSummary<S, E extends ModelEvent>(plan: ModelPlan<S, E>): string {
  const { total, covered } = plan.transitions;
  const share = total === 0 ? 100 : Math.round((covered / total) * 1000) / 10;
  return (
    `${plan.model.name}: ${plan.paths.length} paths, ` +
    `model transitions ${covered}/${total} (${share} %), ${plan.states} states`
  );
}

/** Whether some path walks these event types in this order (other events may come between). */
export function walksJourney(
  plan: { paths: readonly { steps: readonly { event: ModelEvent }[] }[] },
  journey: readonly string[],
): boolean {
  return plan.paths.some((path) => {
    let next = 0;
    for (const step of path.steps) if (step.event.type === journey[next]) next += 1;
    return next >= journey.length;
  });
}

type Machine = AnyStateMachine;
type MachineSnapshot<M extends Machine> = ReturnType<M['transition']>;
type MachineEvent<M extends Machine> = EventFromLogic<M>;

export interface MachineTraversal<M extends Machine> {
  /**
   * Concrete events to try in every state (payloads included); the `xstate.after.*` events of the
   * machine's delays are tried as well.
   */
  events:
    readonly MachineEvent<M>[] | ((snapshot: MachineSnapshot<M>) => readonly MachineEvent<M>[]);
  input?: InputFrom<M>;
  /** What makes two snapshots the same model state (default: value + context as JSON). */
  serializeState?: (snapshot: MachineSnapshot<M>) => string;
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

/** The event types the active state nodes of a snapshot handle themselves. */
function ownEventTypes(snapshot: unknown): string[] {
  const nodes = (snapshot as { _nodes?: { ownEvents: string[] }[] })._nodes ?? [];
  return [...new Set(nodes.flatMap((node) => node.ownEvents))];
}

/**
 * A machine as a model to plan over: its snapshots are the states, its own transition function
 * the step (pure: no actor is started, no implementation runs beyond guards and `assign`; one inert
 * scope for the whole walk, as xstate/graph walks a machine). In each state the events tried are
 * those its active states handle: the given ones of each such type, or `{ type }` where none is
 * given (xstate/graph's own rule for machines).
 */
export function machineModel<M extends Machine>(
  machine: M,
  traversal: MachineTraversal<M>,
): Model<MachineSnapshot<M>, MachineEvent<M>> {
  const delayed = delayedEvents(machine) as MachineEvent<M>[];
  const given = traversal.events;
  const empty = createEmptyActor();
  const scope = {
    self: empty,
    logger: () => {},
    id: '',
    sessionId: 'planner',
    defer: () => {},
    system: empty.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as AnyActorScope;
  return {
    name: machine.id,
    // xstate types these per logic; a machine's own snapshots and events fit at run time.
    initial: getInitialSnapshot(machine as Machine, traversal.input as never) as MachineSnapshot<M>,
    events: (snapshot) => {
      const offered = [...(typeof given === 'function' ? given(snapshot) : given), ...delayed];
      return ownEventTypes(snapshot).flatMap((type) => {
        const matching = offered.filter((event) => event.type === type);
        return matching.length > 0 ? matching : [{ type } as MachineEvent<M>];
      });
    },
    step: (snapshot, event) =>
      (machine as Machine).transition(snapshot as never, event, scope) as MachineSnapshot<M>,
    serialize:
      traversal.serializeState ??
      ((snapshot) => JSON.stringify({ value: snapshot.value, context: snapshot.context })),
  };
}
