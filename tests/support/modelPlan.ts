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
 * reachable state) that path extended by it; paths that are a prefix of another are dropped, and
 * `merge` chains paths whose start is the end of another (fewer, longer paths: fewer page loads
 * in a browser).
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
  /** Chain paths end to start when the result has at most this many steps (browser suites). */
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
  candidates = withoutPrefixes(candidates, serializeEvent);
  // The graph keeps one state per serialized key: the states along each path are worked out
  // again from its events, so what a step did (left out of the key) is this path's own.
  const paths = (
    options.merge
      ? chained(candidates, serialize, options.merge.maxSteps, model.initial)
      : candidates
  ).map((path) =>
    walk(
      model,
      path.steps.map((step) => step.event),
    ),
  );

  const covered = new Set<string>();
  for (const path of paths) {
    let from = model.initial;
    for (const step of path.steps) {
      covered.add(edgeKey(from, step.event));
      from = step.state;
    }
  }
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
 * Greedy chaining: a path that starts by walking to state X continues another path that ended in
 * X (the model is deterministic, so the joined path is a path of the model), as long as the result
 * stays within `maxSteps`. Longest paths are extended first.
 */
function chained<S, E extends ModelEvent>(
  paths: ModelPath<S, E>[],
  serialize: (state: S) => string,
  maxSteps: number,
  initial: S,
): ModelPath<S, E>[] {
  const pool = [...paths].sort((a, b) => b.steps.length - a.steps.length);
  const result: ModelPath<S, E>[] = [];
  while (pool.length > 0) {
    let current = pool.shift() as ModelPath<S, E>;
    for (;;) {
      const end = serialize(current.steps.at(-1)?.state ?? initial);
      let best: { index: number; rest: ModelStep<S, E>[] } | null = null;
      pool.forEach((candidate, index) => {
        // The latest point where the candidate passes through this path's end state.
        for (let at = candidate.steps.length - 2; at >= -1; at -= 1) {
          const passed = at === -1 ? initial : (candidate.steps[at] as ModelStep<S, E>).state;
          if (serialize(passed) !== end) continue;
          const rest = candidate.steps.slice(at + 1);
          if (current.steps.length + rest.length > maxSteps) return;
          if (!best || rest.length > best.rest.length) best = { index, rest };
          return;
        }
      });
      if (!best) break;
      const { index, rest } = best as { index: number; rest: ModelStep<S, E>[] };
      pool.splice(index, 1);
      current = { steps: [...current.steps, ...rest] };
    }
    result.push(current);
  }
  return result;
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
