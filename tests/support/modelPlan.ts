/**
 * Independent models and the test paths generated from them, shared by the machine suites
 * (tests/support/modelReplay.ts replays the paths on a real actor) and the end-to-end suites
 * (tests/e2e/helpers/modelPaths.ts plays them on the rendered pages).
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
import { fromTransition } from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';

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

export interface PlanOptions {
  /** Cover the transitions with walks of at most this many steps (browser suites). */
  merge?: { maxSteps: number };
  /** Stop with an error past this many transitions explored (a model that never ends). */
  limit?: number;
}

interface Snap<S> {
  context: S;
}

const json = (value: unknown): string => JSON.stringify(value);

/** The paths of `model`: every transition taken, and how many paths and transitions that is. */
export function planModel<S, E extends ModelEvent>(
  model: Model<S, E>,
  options: PlanOptions = {},
): ModelPlan<S, E> {
  const serialize = model.serialize ?? json;
  const serializeEvent = model.serializeEvent ?? json;
  const logic = fromTransition((state: S, event: E) => model.step(state, event), model.initial);
  const traversal = {
    events: (snapshot: Snap<S>) => model.events(snapshot.context),
    serializeState: (snapshot: Snap<S>) => serialize(snapshot.context),
    serializeEvent: (event: E) => serializeEvent(event),
    limit: options.limit ?? 200_000,
  };
  // xstate/graph types its options per logic; a transition logic's snapshot is `{ context }`.
  const shortest = getShortestPaths(logic, traversal as never) as unknown as {
    steps: { event: E; state: Snap<S> }[];
    state: Snap<S>;
  }[];
  const adjacency = getAdjacencyMap(logic, traversal as never) as unknown as Record<
    string,
    { state: Snap<S>; transitions: Record<string, { event: E; state: Snap<S> }> }
  >;

  const toPath = (steps: { event: E; state: Snap<S> }[]): ModelPath<S, E> => ({
    steps: steps
      .filter((step) => step.event.type !== 'xstate.init')
      .map((step) => ({ event: step.event, state: step.state.context })),
  });
  const headOf = new Map<string, ModelPath<S, E>>();
  for (const path of shortest) headOf.set(serialize(path.state.context), toPath(path.steps));

  const edgeKey = (from: S, event: E) => `${serialize(from)} | ${serializeEvent(event)}`;
  const edges = new Set<string>();
  let candidates: ModelPath<S, E>[] = [];
  for (const [key, entry] of Object.entries(adjacency)) {
    const head = headOf.get(key);
    if (!head) continue;
    for (const { event, state } of Object.values(entry.transitions)) {
      edges.add(edgeKey(entry.state.context, event));
      candidates.push({ steps: [...head.steps, { event, state: state.context }] });
    }
  }
  // Merged walks do not need the one-path-per-transition set (dropping prefixes is quadratic).
  if (!options.merge) candidates = withoutPrefixes(candidates, serializeEvent);
  const taken = (paths: readonly ModelPath<S, E>[]) => {
    const set = new Set<string>();
    for (const path of paths) {
      let from = model.initial;
      for (const step of path.steps) {
        set.add(edgeKey(from, step.event));
        from = step.state;
      }
    }
    return set;
  };
  const planned = options.merge
    ? walksCovering(
        adjacency,
        headOf,
        serialize,
        serializeEvent,
        model.initial,
        options.merge.maxSteps,
      )
    : candidates;
  // The graph keeps one state per serialized key: the states along each path are worked out
  // again from its events, so what a step did (left out of the key) is this path's own.
  const paths = planned.map((path) =>
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

/** Drops every path whose events are a prefix of another path's (or repeat it). */
function withoutPrefixes<S, E extends ModelEvent>(
  paths: ModelPath<S, E>[],
  serializeEvent: (event: E) => string,
): ModelPath<S, E>[] {
  const keyOf = (path: ModelPath<S, E>) =>
    path.steps.map((step) => serializeEvent(step.event)).join('\n') + '\n';
  const keys = paths.map(keyOf);
  const kept: ModelPath<S, E>[] = [];
  const seen = new Set<string>();
  paths.forEach((path, index) => {
    const key = keys[index] as string;
    if (seen.has(key)) return;
    const isPrefix = keys.some(
      (other, at) => at !== index && other !== key && other.startsWith(key),
    );
    if (isPrefix) return;
    seen.add(key);
    kept.push(path);
  });
  return kept;
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
  headOf: Map<string, ModelPath<S, E>>,
  serialize: (state: S) => string,
  serializeEvent: (event: E) => string,
  initial: S,
  maxSteps: number,
): ModelPath<S, E>[] {
  const out = new Map<string, { key: string; event: E; to: string; state: S }[]>();
  for (const [key, entry] of Object.entries(adjacency))
    out.set(
      key,
      Object.values(entry.transitions).map(({ event, state }) => ({
        key: `${key} | ${serializeEvent(event)}`,
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
      const [from] = key.split(' | ');
      const edge = (out.get(from as string) ?? []).find((e) => e.key === key);
      const head = headOf.get(from as string);
      untaken.delete(key);
      if (edge && head)
        paths.push({ steps: [...head.steps, { event: edge.event, state: edge.state }] });
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
