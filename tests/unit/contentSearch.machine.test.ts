/**
 * Model-based tests of the reading side's search machines. Paths come from `getShortestPaths`
 * over the real machines (the invoked loader's done and error events are supplied as events);
 * each path is replayed on a real actor whose loader is a provided, controllable promise. The
 * suite asserts and prints that every state and every transition was reached.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  createActor,
  fromPromise,
  waitFor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  type InspectionEvent,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, serializeSnapshot } from 'xstate/graph';
import {
  categoryListMachine,
  contentSearchMachine,
  selectNoResults,
  selectPanelOpen,
  selectVisibleItems,
  type Corpus,
  type SearchFunction,
  type SearchHit,
} from '../../src/machines/contentSearch';
import { searchArticles } from '../../src/content/search';

// ---------------------------------------------------------------------------------------------
// Fixtures
// ---------------------------------------------------------------------------------------------

const ITEMS: SearchHit[] = [
  { id: 'moms', title: 'Moms för nya företag' },
  { id: 'f-skatt', title: 'F-skatt steg för steg' },
  { id: 'bokforing', title: 'Bokföring utan krångel' },
];
/** 'kvitto' occurs only in a body: it hits once the corpus is there. */
const CORPUS: Corpus = new Map([
  ['moms', 'Du lägger på moms när du säljer.'],
  ['f-skatt', 'Ansök om F-skatt hos Skatteverket.'],
  ['bokforing', 'Spara varje kvitto i sju år.'],
]);
const search: SearchFunction = (query, bodies) => searchArticles(ITEMS, bodies, query);

const LOADER_ID = 'loadCorpus';
const DONE = `xstate.done.actor.${LOADER_ID}`;
const ERROR = `xstate.error.actor.${LOADER_ID}`;

// ---------------------------------------------------------------------------------------------
// Coverage: every state node and every transition definition of a machine
// ---------------------------------------------------------------------------------------------

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states as Record<string, AnyStateNode>).flatMap((child) => [
    child,
    ...allStateNodes(child),
  ]);
}

function transitionKey(t: AnyTransitionDefinition): string {
  const targets = t.target?.map((target) => target.id).join(',') ?? '(self)';
  const guard =
    typeof t.guard === 'object' && t.guard !== null && 'type' in t.guard
      ? ` [${String(t.guard.type)}]`
      : typeof t.guard === 'string'
        ? ` [${t.guard}]`
        : '';
  return `${t.source.id} --${t.eventType || '(always)'}${guard}--> ${targets}`;
}

function allTransitions(machine: AnyStateMachine): string[] {
  const keys = new Set<string>();
  for (const node of [machine.root, ...allStateNodes(machine.root)]) {
    for (const list of node.transitions.values()) for (const t of list) keys.add(transitionKey(t));
    for (const t of node.always ?? []) keys.add(transitionKey(t));
  }
  return [...keys];
}

/** Leaf and ancestor ids of a state value, e.g. 'contentSearch.corpus.idle'. */
function stateIds(machineId: string, value: unknown, prefix = machineId): string[] {
  if (typeof value === 'string') return [`${prefix}.${value}`];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => [
    `${prefix}.${key}`,
    ...stateIds(machineId, child, `${prefix}.${key}`),
  ]);
}

class Coverage {
  readonly states = new Set<string>();
  readonly transitions = new Set<string>();
  constructor(readonly machine: AnyStateMachine) {}

  inspect = (event: InspectionEvent): void => {
    if (event.type !== '@xstate.microstep' && event.type !== '@xstate.snapshot') return;
    const snapshot = event.snapshot as { value?: unknown };
    if (snapshot.value !== undefined) {
      for (const id of stateIds(this.machine.id, snapshot.value)) this.states.add(id);
    }
    if (event.type === '@xstate.microstep') {
      for (const t of event._transitions) this.transitions.add(transitionKey(t));
    }
  };

  report(name: string): { missingStates: string[]; missingTransitions: string[] } {
    const states = allStateNodes(this.machine.root).map((node) => node.id);
    const transitions = allTransitions(this.machine);
    const missingStates = states.filter((id) => !this.states.has(id));
    const missingTransitions = transitions.filter((key) => !this.transitions.has(key));
    console.log(
      [
        `${name}: states ${states.length - missingStates.length}/${states.length}, ` +
          `transitions ${transitions.length - missingTransitions.length}/${transitions.length}`,
        ...transitions.map((key) => `  ${this.transitions.has(key) ? '✓' : '✗'} ${key}`),
      ].join('\n'),
    );
    return { missingStates, missingTransitions };
  }
}

// ---------------------------------------------------------------------------------------------
// Replay: a path's events on a real actor whose loader is resolved or rejected on demand
// ---------------------------------------------------------------------------------------------

interface Deferred {
  resolve: (corpus: Corpus) => void;
  reject: (error: Error) => void;
}

function controllableLoader() {
  const pending: Deferred[] = [];
  const logic = fromPromise<Corpus>(
    () => new Promise<Corpus>((resolve, reject) => pending.push({ resolve, reject })),
  );
  return { logic, pending };
}

interface Snap {
  value: unknown;
  context: Record<string, unknown>;
}

/** What a step must match: the state value and the context without functions and bodies. */
function observable(snapshot: Snap): unknown {
  const { value, context } = snapshot;
  const rest = Object.fromEntries(
    Object.entries(context).filter(([key]) => key !== 'corpus' && key !== 'search'),
  );
  return { value, context: rest, corpusSize: (context.corpus as Corpus).size };
}

async function replay(
  machine: AnyStateMachine,
  input: unknown,
  steps: readonly { event: EventObject; state: unknown }[],
  coverage: Coverage,
): Promise<Snap> {
  const loader = controllableLoader();
  const provided = machine.provide({ actors: { [LOADER_ID]: loader.logic } });
  const actor = createActor(provided, { input, inspect: coverage.inspect });
  actor.start();
  for (const step of steps) {
    const { event } = step;
    if (event.type === DONE || event.type === ERROR) {
      const deferred = loader.pending.shift();
      expect(deferred, `a loader is running before ${event.type}`).toBeDefined();
      if (event.type === DONE)
        deferred?.resolve((event as { output: Corpus } & EventObject).output);
      else deferred?.reject(new Error('Nätverksfel'));
      await waitFor(actor, (s: Snap & { matches: (v: unknown) => boolean }) =>
        s.matches({ corpus: event.type === DONE ? 'ready' : 'failed' }),
      );
    } else {
      actor.send(event);
    }
    expect(observable(actor.getSnapshot() as Snap)).toEqual(observable(step.state as Snap));
  }
  const last = actor.getSnapshot() as Snap;
  actor.stop();
  return last;
}

type Step = { event: EventObject; state: unknown };

/**
 * Transition coverage: the shortest path to every state, and from every state one more step per
 * event of the model (every edge of the adjacency map), so each transition is taken at least once.
 */
type ModelEvent = EventObject & Record<string, unknown>;
type Traversal = NonNullable<Parameters<typeof getShortestPaths<AnyStateMachine>>[1]>;

function edgePaths(
  machine: AnyStateMachine,
  options: { input: unknown; events: readonly ModelEvent[] },
): Step[][] {
  const traversal: Traversal = {
    input: options.input,
    events: options.events,
    // Only events the state handles: a loader's done event exists only while it is loading.
    filterEvents: (snapshot, event) => (snapshot as AnyMachineSnapshot).can(event),
  };
  const paths = getShortestPaths(machine, traversal);
  const adjacency = getAdjacencyMap(machine, traversal);
  const result: Step[][] = [];
  for (const path of paths) {
    const steps = path.steps as Step[];
    result.push(steps);
    const edges = adjacency[serializeSnapshot(path.state) as keyof typeof adjacency];
    for (const edge of Object.values(edges?.transitions ?? {})) {
      result.push([...steps, { event: edge.event as EventObject, state: edge.state }]);
    }
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// contentSearchMachine
// ---------------------------------------------------------------------------------------------

describe('contentSearchMachine (model-based)', () => {
  const input = { search };
  const coverage = new Coverage(contentSearchMachine);
  const paths = edgePaths(contentSearchMachine, {
    input,
    events: [
      { type: 'search.focus' },
      { type: 'search.input', query: 'moms' },
      { type: 'search.input', query: 'kvitto' },
      { type: 'search.input', query: 'xyzzy' },
      { type: 'search.input', query: '   ' },
      { type: 'search.clear' },
      { type: 'search.showAll' },
      { type: DONE, output: CORPUS },
      { type: ERROR, error: new Error('Nätverksfel') },
    ],
  });

  it('generates paths to every reachable state', () => {
    expect(paths.length).toBeGreaterThan(10);
  });

  it.each(paths.map((steps) => [describePath(steps), steps] as const))(
    'replays %s',
    async (_name, steps) => {
      const last = await replay(contentSearchMachine, input, steps, coverage);
      // The panel rules of spec section 4 hold in every reachable state.
      const matcher = {
        matches: (v: { query: string }) => (last.value as { query: string }).query === v.query,
      };
      const { query, hits } = last.context as { query: string; hits: SearchHit[] };
      expect(selectPanelOpen(matcher)).toBe(query.trim() !== '' && hits.length > 0);
      expect(selectNoResults(matcher)).toBe(query.trim() !== '' && hits.length === 0);
    },
  );

  it('finds body-only words once the corpus has arrived', async () => {
    const loader = controllableLoader();
    const actor = createActor(
      contentSearchMachine.provide({ actors: { loadCorpus: loader.logic } }),
      {
        input,
      },
    ).start();
    actor.send({ type: 'search.input', query: 'kvitto' });
    expect(actor.getSnapshot().matches({ query: 'noResults', corpus: 'loading' })).toBe(true);
    loader.pending[0]?.resolve(CORPUS);
    await waitFor(actor, (s) => s.matches({ corpus: 'ready' }));
    expect(actor.getSnapshot().matches({ query: 'results' })).toBe(true);
    expect(actor.getSnapshot().context.hits.map((hit) => hit.id)).toEqual(['bokforing']);
    actor.send({ type: 'search.clear' });
    expect(actor.getSnapshot().context.query).toBe('');
    expect(actor.getSnapshot().matches({ query: 'empty' })).toBe(true);
    actor.stop();
  });

  afterAll(() => {
    const { missingStates, missingTransitions } = coverage.report('contentSearchMachine');
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// categoryListMachine
// ---------------------------------------------------------------------------------------------

const CATEGORY_ITEMS: SearchHit[] = Array.from({ length: 14 }, (_, i) => ({
  id: `artikel-${i + 1}`,
  title: i < 8 ? `Moms del ${i + 1}` : `Skatt del ${i + 1}`,
}));
const CATEGORY_CORPUS: Corpus = new Map([['artikel-14', 'Om momsbefrielse och moms.']]);

describe('categoryListMachine (model-based)', () => {
  const coverage = new Coverage(categoryListMachine);
  const inputs = [
    { items: CATEGORY_ITEMS, filter: '' },
    { items: CATEGORY_ITEMS, filter: 'skatt' },
  ];
  const events = [
    { type: 'category.showMore' },
    { type: 'category.filter', filter: 'moms' },
    { type: 'category.filter', filter: 'finns-inte' },
    { type: 'category.filter', filter: '' },
    { type: DONE, output: CATEGORY_CORPUS },
    { type: ERROR, error: new Error('Nätverksfel') },
  ];
  const cases = inputs.flatMap((input) =>
    edgePaths(categoryListMachine, { input, events: [...events] }).map(
      (steps) => [`${JSON.stringify(input.filter)}: ${describePath(steps)}`, input, steps] as const,
    ),
  );

  it.each(cases)('replays %s', async (_name, input, steps) => {
    const last = await replay(categoryListMachine, input, steps, coverage);
    const context = last.context as { matches: SearchHit[]; visibleCount: number };
    const visible = selectVisibleItems({ context });
    const list = (last.value as { list: string }).list;
    // Category list rules of spec section 4: 6 first, 6 more per click, button only while more.
    expect(visible.length).toBe(Math.min(context.visibleCount, context.matches.length));
    expect(list === 'partial').toBe(visible.length < context.matches.length);
    expect(list === 'empty').toBe(context.matches.length === 0);
  });

  it('shows 6, then 12, then all 14 and keeps ?search= in step with the filter', async () => {
    const synced: string[] = [];
    const actor = createActor(
      categoryListMachine.provide({
        actions: { syncUrl: (_, params: { filter: string }) => void synced.push(params.filter) },
      }),
      { input: { items: CATEGORY_ITEMS, filter: '' } },
    ).start();
    const count = () => selectVisibleItems(actor.getSnapshot()).length;
    expect(count()).toBe(6);
    actor.send({ type: 'category.showMore' });
    expect(count()).toBe(12);
    actor.send({ type: 'category.showMore' });
    expect(count()).toBe(14);
    expect(actor.getSnapshot().matches({ list: 'complete' })).toBe(true);
    actor.send({ type: 'category.filter', filter: 'Skatt' });
    expect(count()).toBe(6);
    expect(synced).toEqual(['Skatt']);
    actor.stop();
  });

  afterAll(() => {
    const { missingStates, missingTransitions } = coverage.report('categoryListMachine');
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});

function describePath(steps: readonly { event: EventObject }[]): string {
  if (steps.length === 0) return '(start)';
  return steps
    .map(({ event }) => {
      const e = event as EventObject & { query?: string; filter?: string };
      const arg = e.query ?? e.filter;
      const type = e.type.replace(`.actor.${LOADER_ID}`, '');
      return arg === undefined ? type : `${type}(${JSON.stringify(arg)})`;
    })
    .join(' → ');
}
