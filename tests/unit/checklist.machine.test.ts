import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type InspectionEvent, type SnapshotFrom } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { CHECKLIST_STEPS } from '../../src/content/pages/checklist';
import {
  CHECKLIST_STORAGE_KEY,
  checklistMachine,
  parseStoredChecklist,
  type ChecklistEvent,
} from '../../src/machines/checklist';

type Snapshot = SnapshotFrom<typeof checklistMachine>;

const IDS = CHECKLIST_STEPS.map((step) => step.id);

/** The events a visitor can cause: tick/untick each step, reset, and a stale or forged id. */
const EVENTS: ChecklistEvent[] = [
  ...IDS.map((id) => ({ type: 'checklist.toggle' as const, id })),
  { type: 'checklist.toggle', id: 'okant-steg' },
  { type: 'checklist.reset' },
];

/* ------------------------------------------------------------------ inventory and coverage --- */

interface TransitionLike {
  eventType: string;
  source: { id: string; transitions: Map<string, unknown[]>; always?: unknown[] };
}

function transitionKey(transition: TransitionLike): string {
  const list =
    transition.eventType === ''
      ? (transition.source.always ?? [])
      : (transition.source.transitions.get(transition.eventType) ?? []);
  return `${transition.source.id} --${transition.eventType || 'always'}[${list.indexOf(transition)}]-->`;
}

/** Every state node and every transition definition of the machine. */
function inventory() {
  const nodes = [checklistMachine.root, ...getStateNodes(checklistMachine.root)];
  const states = [...new Set(nodes.map((node) => node.id))];
  const transitions: string[] = [];
  for (const node of new Set(nodes)) {
    for (const [, list] of node.transitions) {
      for (const t of list) transitions.push(transitionKey(t as unknown as TransitionLike));
    }
    for (const t of node.always ?? []) {
      transitions.push(transitionKey(t as unknown as TransitionLike));
    }
  }
  return { states, transitions };
}

const covered = { states: new Set<string>(), transitions: new Set<string>() };

function record(event: InspectionEvent) {
  if (event.type !== '@xstate.microstep') return;
  const { _transitions } = event as unknown as { _transitions: TransitionLike[] };
  for (const transition of _transitions) covered.transitions.add(transitionKey(transition));
  const snapshot = event.snapshot as Snapshot;
  for (const node of snapshot._nodes) covered.states.add(node.id);
}

/* ------------------------------------------------------------------ fake localStorage -------- */

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, String(value)),
    removeItem: (key: string) => void data.delete(key),
    clear: () => data.clear(),
    key: (index: number) => [...data.keys()][index] ?? null,
    get length() {
      return data.size;
    },
  };
}

function stubStorage(storage: unknown) {
  vi.stubGlobal('window', { localStorage: storage });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/* ------------------------------------------------------------------ model-based -------------- */

describe('checklist machine: every path of the model on a real actor', () => {
  const paths = getShortestPaths(checklistMachine, {
    input: { stored: null },
    events: EVENTS,
  });

  it('reaches all 1024 combinations of ticks', () => {
    // One model state per subset of the ten steps.
    expect(paths).toHaveLength(2 ** IDS.length);
    expect(paths.some((path) => path.state.matches('complete'))).toBe(true);
  });

  it('replays each path: state, ticks and persisted value agree with the model', () => {
    // Extend every shortest path with each event once more, so every transition from every
    // reachable state is taken (including the guarded toggle that must do nothing).
    const sample = paths.filter(
      (_, index) => index % 37 === 0 || paths[index]!.state.matches('complete'),
    );
    const extended = [
      ...paths.map((path) => path.steps.map((step) => step.event)),
      ...sample.flatMap((path) =>
        EVENTS.map((event) => [...path.steps.map((step) => step.event), event]),
      ),
    ];
    for (const events of extended) {
      const persisted: (readonly string[])[] = [];
      const actor = createActor(
        checklistMachine.provide({
          actions: {
            persist: (_, params: { done: readonly string[] }) => void persisted.push(params.done),
          },
        }),
        { input: { stored: null }, inspect: record },
      ).start();
      const model = new Set<string>();
      let writes = 0;
      for (const event of events) {
        actor.send(event);
        if (event.type === 'checklist.reset') {
          model.clear();
          writes += 1;
        } else if (IDS.includes(event.id)) {
          if (model.has(event.id)) model.delete(event.id);
          else model.add(event.id);
          writes += 1;
        }
        const snapshot = actor.getSnapshot();
        const expected = IDS.filter((id) => model.has(id));
        expect(snapshot.context.done).toEqual(expected);
        const value =
          expected.length === IDS.length
            ? 'complete'
            : expected.length > 0
              ? 'inProgress'
              : 'notStarted';
        expect(snapshot.value).toBe(value);
        expect(persisted).toHaveLength(writes);
        if (writes > 0) expect(persisted.at(-1)).toEqual(expected);
      }
      actor.stop();
    }
  });

  it('covers every state and every transition of the machine', () => {
    const all = inventory();
    const missingStates = all.states.filter((id) => !covered.states.has(id));
    const missingTransitions = all.transitions.filter((key) => !covered.transitions.has(key));
    console.log(
      [
        `checklist machine coverage:`,
        `  states ${all.states.length - missingStates.length}/${all.states.length}: ${all.states.join(', ')}`,
        `  transitions ${all.transitions.length - missingTransitions.length}/${all.transitions.length}:`,
        ...all.transitions.map((key) => `    ${covered.transitions.has(key) ? '✓' : '✗'} ${key}`),
      ].join('\n'),
    );
    expect(missingStates).toEqual([]);
    expect(missingTransitions).toEqual([]);
  });
});

/* ------------------------------------------------------------------ persistence -------------- */

describe('checklist machine: persistence', () => {
  let storage: ReturnType<typeof memoryStorage>;
  beforeEach(() => {
    storage = memoryStorage();
    stubStorage(storage);
  });

  it('writes the ticks to localStorage by default and reads them back on the next visit', () => {
    const first = createActor(checklistMachine, { input: {} }).start();
    first.send({ type: 'checklist.toggle', id: 'moms' });
    first.send({ type: 'checklist.toggle', id: 'affarside' });
    first.stop();
    expect(JSON.parse(storage.getItem(CHECKLIST_STORAGE_KEY) ?? 'null')).toEqual([
      'affarside',
      'moms',
    ]);

    const second = createActor(checklistMachine, { input: {} }).start();
    expect(second.getSnapshot().context.done).toEqual(['affarside', 'moms']);
    expect(second.getSnapshot().value).toBe('inProgress');
    second.send({ type: 'checklist.reset' });
    expect(storage.getItem(CHECKLIST_STORAGE_KEY)).toBe('[]');
    expect(second.getSnapshot().value).toBe('notStarted');
  });

  it('starts complete when all ten steps are stored', () => {
    storage.setItem(CHECKLIST_STORAGE_KEY, JSON.stringify([...IDS].reverse()));
    const actor = createActor(checklistMachine, { input: {} }).start();
    expect(actor.getSnapshot().value).toBe('complete');
    expect(actor.getSnapshot().context.done).toEqual(IDS);
  });

  it('does not write anything just by opening the page', () => {
    const setItem = vi.spyOn(storage, 'setItem');
    createActor(checklistMachine, { input: {} }).start();
    expect(setItem).not.toHaveBeenCalled();
  });

  it.each([
    ['not JSON', '{inte json'],
    ['a string', '"moms"'],
    ['an object', '{"moms":true}'],
    ['null', 'null'],
    ['a number', '42'],
    ['wrong item types', '[1, null, {"id":"moms"}]'],
    ['empty', ''],
  ])('treats a corrupt stored value (%s) as nothing ticked', (_, raw) => {
    storage.setItem(CHECKLIST_STORAGE_KEY, raw);
    const actor = createActor(checklistMachine, { input: {} }).start();
    expect(actor.getSnapshot().value).toBe('notStarted');
    expect(actor.getSnapshot().context.done).toEqual([]);
    actor.send({ type: 'checklist.toggle', id: 'moms' });
    expect(JSON.parse(storage.getItem(CHECKLIST_STORAGE_KEY) ?? 'null')).toEqual(['moms']);
  });

  it('drops unknown and duplicate ids and keeps checklist order', () => {
    expect(parseStoredChecklist('["bokforing","gammalt-steg","moms","moms"]')).toEqual([
      'moms',
      'bokforing',
    ]);
  });

  it('keeps working when localStorage throws', () => {
    stubStorage({
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    const actor = createActor(checklistMachine, { input: {} }).start();
    expect(actor.getSnapshot().context.done).toEqual([]);
    actor.send({ type: 'checklist.toggle', id: 'f-skatt' });
    expect(actor.getSnapshot().context.done).toEqual(['f-skatt']);
  });

  it('keeps working when localStorage is not available at all', () => {
    vi.stubGlobal('window', {
      get localStorage() {
        throw new Error('disabled');
      },
    });
    const actor = createActor(checklistMachine, { input: {} }).start();
    actor.send({ type: 'checklist.toggle', id: 'moms' });
    expect(actor.getSnapshot().value).toBe('inProgress');
  });
});
