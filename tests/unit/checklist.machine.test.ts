/**
 * Företagslistan's machine. Model-based: paths generated from the real machine over a three-step
 * list (tests/support/machineCoverage.ts: the shortest path to every state and every edge from
 * it; the stored value arrives as the `readStored` actor's done/error event), replayed on a real
 * actor; after every step the ticks, the progress state and what is stored are compared with an
 * independent model. Then the ten real steps, and the storage adapter wiring of src/app.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { createPageLogic } from '../../src/app/logic';
import { STORAGE_KEYS, memoryStorage } from '../../src/app/storage';
import { CHECKLIST_STEPS } from '../../src/content/pages/checklist';
import {
  CHECKLIST_STEP_IDS,
  checklistMachine,
  parseStoredChecklist,
  selectDone,
  selectDoneCount,
  type ChecklistEvent,
} from '../../src/machines/checklist';
import type { RootActors } from '../../src/machines/system';
import {
  coveringPaths,
  expectFullCoverage,
  hasJourney,
  replayPaths,
} from '../support/machineCoverage';

type Snapshot = SnapshotFrom<typeof checklistMachine>;

const STEPS = ['affarside', 'f-skatt', 'moms'] as const;
const input = { stepIds: STEPS };

const restored = (output: string | null) =>
  ({ type: 'xstate.done.actor.readStored', output }) as unknown as ChecklistEvent;
const unreadable = { type: 'xstate.error.actor.readStored', error: new Error('SecurityError') };

/** What may be stored from an earlier visit: nothing, some ticks, all, junk, garbage. */
const STORED = [
  null,
  '["moms"]',
  JSON.stringify([...STEPS].reverse()),
  '["moms","gammalt-steg","moms",3]',
  '{inte json',
  '{"moms":true}',
];

const EVENTS: ChecklistEvent[] = [
  ...STEPS.map((id) => ({ type: 'checklist.toggle' as const, id })),
  { type: 'checklist.toggle', id: 'okant-steg' },
  { type: 'checklist.reset' },
];

function eventsFor(snapshot: Snapshot): ChecklistEvent[] {
  if (!snapshot.matches('restoring')) return EVENTS;
  // While the stored ticks are read, the visitor's clicks are offered too (they must wait).
  return [...EVENTS, ...STORED.map(restored), unreadable as unknown as ChecklistEvent];
}

// ---------------------------------------------------------------------------------------------
// The independent model: the ticks the visitor sees and what storage holds.
// ---------------------------------------------------------------------------------------------

interface Model {
  restored: boolean;
  ticked: Set<string>;
  /** The stored value, as the page would find it on the next visit (null: never written). */
  stored: string[] | null;
}

/** Known step ids from a stored value, in list order; anything else counts as nothing ticked. */
function readBack(raw: string | null): Set<string> {
  let value: unknown = null;
  try {
    value = raw === null ? null : JSON.parse(raw);
  } catch {
    value = null;
  }
  const ids = Array.isArray(value) ? value : [];
  return new Set(STEPS.filter((id) => ids.includes(id)));
}

const inOrder = (ticked: Set<string>) => STEPS.filter((id) => ticked.has(id));

function step(model: Model, event: { type: string; id?: string; output?: string | null }): Model {
  if (!model.restored) {
    if (event.type === 'xstate.done.actor.readStored')
      return { ...model, restored: true, ticked: readBack(event.output ?? null) };
    if (event.type === 'xstate.error.actor.readStored') return { ...model, restored: true };
    return model; // clicks wait for the stored ticks
  }
  if (event.type === 'checklist.reset') return { ...model, ticked: new Set(), stored: [] };
  if (event.type === 'checklist.toggle' && STEPS.some((id) => id === event.id)) {
    const ticked = new Set(model.ticked);
    if (ticked.has(event.id!)) ticked.delete(event.id!);
    else ticked.add(event.id!);
    return { ...model, ticked, stored: inOrder(ticked) };
  }
  return model;
}

function progress(model: Model): string {
  if (!model.restored) return 'restoring';
  if (model.ticked.size === STEPS.length) return 'complete';
  return model.ticked.size > 0 ? 'inProgress' : 'notStarted';
}

describe('checklist machine (model-based)', () => {
  it('reaches every state and transition; ticks and storage follow the model', () => {
    const storage = new Map<string, string>();
    const spies = {
      persist: vi.fn((done: readonly string[]) => storage.set('ticks', JSON.stringify(done))),
    };
    const machine = checklistMachine.provide({
      actors: { readStored: fromPromise<string | null>(() => new Promise(() => {})) },
      actions: { persist: (_, params) => spies.persist(params.done) },
    });
    const paths = coveringPaths(machine, { events: eventsFor, input });
    for (const journey of [
      ['xstate.done.actor.readStored', 'checklist.toggle', 'checklist.toggle'],
      ['xstate.error.actor.readStored'],
      ['xstate.done.actor.readStored', 'checklist.reset'],
    ])
      expect(hasJourney(paths, journey), journey.join(' → ')).toBe(true);
    // Every stored value was tried, and the machine's own parser agrees with the model's.
    for (const raw of STORED) {
      expect(
        paths.some((path) => path.steps.some((s) => 'output' in s.event && s.event.output === raw)),
      ).toBe(true);
      expect(parseStoredChecklist(raw, STEPS)).toEqual(inOrder(readBack(raw)));
    }

    let model: Model = { restored: false, ticked: new Set(), stored: null };
    const coverage = replayPaths(machine, paths, {
      input,
      spies,
      check: (actor, _expected, event) => {
        const snapshot = actor.getSnapshot() as Snapshot;
        if ((event.type as string) === 'xstate.init') {
          storage.clear();
          model = { restored: false, ticked: new Set(), stored: null };
        } else {
          const before = model.stored;
          model = step(model, event);
          // Exactly one write per change the visitor made, none for reading or ignored clicks.
          if (model.stored !== before) expect(spies.persist).toHaveBeenCalledTimes(1);
          else expect(spies.persist).not.toHaveBeenCalled();
        }
        expect(snapshot.value).toBe(progress(model));
        expect(selectDone(snapshot)).toEqual(inOrder(model.ticked));
        expect(selectDoneCount(snapshot)).toBe(model.ticked.size);
        expect(storage.get('ticks') ?? null).toBe(
          model.stored === null ? null : JSON.stringify(model.stored),
        );
      },
    });
    expectFullCoverage(checklistMachine, coverage);
  });
});

// ---------------------------------------------------------------------------------------------
// The ten steps of Företagslistan, and the storage wiring of src/app.
// ---------------------------------------------------------------------------------------------

/** src/app's checklist (the only page machine that needs no root actor) over memory storage. */
function appChecklist() {
  const storage = memoryStorage();
  const logic = createPageLogic({
    actors: {} as RootActors,
    storage,
    navigate: () => {},
    replaceSearch: () => {},
    loadPage: () => {},
  });
  return { machine: logic.provide('checklist', checklistMachine), storage };
}

const stored = (storage: ReturnType<typeof memoryStorage>) =>
  storage.read('local', STORAGE_KEYS.checklist);

describe('checklist machine: Företagslistan through the storage adapter', () => {
  it('has the ten steps of the page by default', () => {
    expect(CHECKLIST_STEP_IDS).toEqual(CHECKLIST_STEPS.map((s) => s.id));
    expect(CHECKLIST_STEP_IDS).toHaveLength(10);
  });

  it('starts with nothing ticked (as prerendered), then shows the stored ticks', async () => {
    const { machine, storage } = appChecklist();
    storage.write('local', STORAGE_KEYS.checklist, '["moms","affarside"]');
    const actor = createActor(machine, { input: {} });
    expect(actor.getSnapshot().context.done).toEqual([]);
    actor.start();
    await waitFor(actor, (s) => !s.matches('restoring'));
    expect(actor.getSnapshot().value).toBe('inProgress');
    expect(selectDone(actor.getSnapshot())).toEqual(['affarside', 'moms']);
    // Opening the page writes nothing.
    expect(stored(storage)).toBe('["moms","affarside"]');
  });

  it('ticks all ten in any order to complete, keeps them for the next visit, resets', async () => {
    const { machine, storage } = appChecklist();
    const first = createActor(machine, { input: {} }).start();
    await waitFor(first, (s) => !s.matches('restoring'));
    for (const id of [...CHECKLIST_STEP_IDS].reverse())
      first.send({ type: 'checklist.toggle', id });
    expect(first.getSnapshot().value).toBe('complete');
    expect(JSON.parse(stored(storage) ?? 'null')).toEqual(CHECKLIST_STEP_IDS);
    first.stop();

    const second = createActor(machine, { input: {} }).start();
    await waitFor(second, (s) => !s.matches('restoring'));
    expect(second.getSnapshot().value).toBe('complete');
    second.send({ type: 'checklist.toggle', id: 'moms' });
    expect(second.getSnapshot().value).toBe('inProgress');
    second.send({ type: 'checklist.reset' });
    expect(second.getSnapshot().value).toBe('notStarted');
    expect(stored(storage)).toBe('[]');
  });

  it.each([
    ['not JSON', '{inte json'],
    ['a string', '"moms"'],
    ['an object', '{"moms":true}'],
    ['null', 'null'],
    ['wrong item types', '[1, null, {"id":"moms"}]'],
    ['empty', ''],
  ])('treats a corrupt stored value (%s) as nothing ticked', async (_, raw) => {
    const { machine, storage } = appChecklist();
    storage.write('local', STORAGE_KEYS.checklist, raw);
    const actor = createActor(machine, { input: {} }).start();
    await waitFor(actor, (s) => !s.matches('restoring'));
    expect(actor.getSnapshot().value).toBe('notStarted');
    actor.send({ type: 'checklist.toggle', id: 'moms' });
    expect(stored(storage)).toBe('["moms"]');
  });

  it('drops unknown and duplicate ids and keeps checklist order', () => {
    expect(parseStoredChecklist('["bokforing","gammalt-steg","moms","moms"]')).toEqual([
      'moms',
      'bokforing',
    ]);
  });

  it('keeps working when the stored ticks cannot be read', async () => {
    const actor = createActor(
      checklistMachine.provide({
        actors: { readStored: fromPromise<string | null>(() => Promise.reject(new Error('x'))) },
      }),
      { input: {} },
    ).start();
    await waitFor(actor, (s) => !s.matches('restoring'));
    actor.send({ type: 'checklist.toggle', id: 'f-skatt' });
    expect(actor.getSnapshot().context.done).toEqual(['f-skatt']);
  });
});
