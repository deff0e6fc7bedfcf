/**
 * Företagslistan's machine. Model-based: paths generated from an independent model of a three-step
 * list (what the visitor sees ticked, what storage holds, what the stored value from an earlier
 * visit can be) are replayed on a real actor; after every step the ticks, the progress and what is
 * stored are compared with the model. Then the ten real steps, and the storage adapter wiring of
 * src/app.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createPageLogic } from '../../src/app/logic';
import { STORAGE_KEYS, memoryStorage } from '../../src/app/storage';
import { CHECKLIST_STEPS } from '../../src/content/pages/checklist';
import {
  CHECKLIST_STEP_IDS,
  checklistMachine,
  parseStoredChecklist,
  selectDone,
  selectDoneCount,
} from '../../src/machines/checklist';
import type { RootActors } from '../../src/machines/system';
import { Calls, replayModel, type Model } from '../support/modelReplay';

const STEPS = ['affarside', 'f-skatt', 'moms'] as const;
const input = { stepIds: STEPS };

/** What may be stored from an earlier visit: nothing, some ticks, all, junk, garbage. */
const STORED = [
  null,
  '["moms"]',
  JSON.stringify([...STEPS].reverse()),
  '["moms","gammalt-steg","moms",3]',
  '{inte json',
  '{"moms":true}',
];

/**
 * What can happen: the stored ticks are read (a value or an unreadable storage), the visitor
 * ticks a box or presses 'Börja om', and a click replayed from an older page names a step the
 * list no longer has.
 */
type Happening =
  | { type: 'storage.holds'; raw: string | null }
  | { type: 'storage.fails' }
  | { type: 'tick'; id: string }
  | { type: 'reset' };

// ---------------------------------------------------------------------------------------------
// The independent model: the ticks the visitor sees and what storage holds.
// ---------------------------------------------------------------------------------------------

interface ListModel {
  restored: boolean;
  /** Ticked steps, in list order. */
  ticked: string[];
  /** The stored value, as the page would find it on the next visit (null: never written). */
  stored: string[] | null;
  /** The last happening wrote to storage. */
  wrote: boolean;
}

const START: ListModel = { restored: false, ticked: [], stored: null, wrote: false };

/** Known step ids from a stored value, in list order; anything else counts as nothing ticked. */
function readBack(raw: string | null): string[] {
  let value: unknown = null;
  try {
    value = raw === null ? null : JSON.parse(raw);
  } catch {
    value = null;
  }
  const ids: unknown[] = Array.isArray(value) ? value : [];
  return STEPS.filter((id) => ids.includes(id));
}

const listModel: Model<ListModel, Happening> = {
  name: 'checklist',
  initial: START,
  events: (model) => [
    // While the stored ticks are read, the visitor's clicks are offered too (they must wait).
    ...(model.restored
      ? []
      : [
          ...STORED.map((raw) => ({ type: 'storage.holds', raw }) as const),
          { type: 'storage.fails' } as const,
        ]),
    ...STEPS.map((id) => ({ type: 'tick', id }) as const),
    { type: 'tick', id: 'okant-steg' },
    { type: 'reset' },
  ],
  step: (previous, event) => {
    const model = { ...previous, wrote: false };
    if (!model.restored) {
      if (event.type === 'storage.holds')
        return { ...model, restored: true, ticked: readBack(event.raw) };
      if (event.type === 'storage.fails') return { ...model, restored: true };
      return model; // clicks wait for the stored ticks
    }
    if (event.type === 'reset') return { ...model, ticked: [], stored: [], wrote: true };
    if (event.type === 'tick' && STEPS.some((id) => id === event.id)) {
      const ticked = model.ticked.includes(event.id)
        ? model.ticked.filter((id) => id !== event.id)
        : STEPS.filter((id) => id === event.id || model.ticked.includes(id));
      return { ...model, ticked, stored: ticked, wrote: true };
    }
    return model;
  },
  serialize: ({ wrote: _, ...state }) => JSON.stringify(state),
  describe: (event) =>
    event.type === 'storage.holds'
      ? `stored ${String(event.raw)}`
      : event.type === 'tick'
        ? `tick ${event.id}`
        : event.type,
};

function progress(model: ListModel): string {
  if (!model.restored) return 'restoring';
  if (model.ticked.length === STEPS.length) return 'complete';
  return model.ticked.length > 0 ? 'inProgress' : 'notStarted';
}

describe('checklist machine (model-based)', () => {
  it('agrees with the model: ticks and storage', async () => {
    // The machine's own parser agrees with the model's reading of every stored value.
    for (const raw of STORED) expect(parseStoredChecklist(raw, STEPS)).toEqual(readBack(raw));
    await replayModel(listModel, {
      machine: checklistMachine,
      start: (reach) => {
        const storage = new Map<string, string>();
        const writes: string[][] = [];
        const read = new Calls<void, string | null>('readStored');
        const actor = createActor(
          checklistMachine.provide({
            actors: { readStored: fromPromise(() => read.call()) },
            actions: {
              persist: (_, params) => {
                writes.push([...params.done]);
                storage.set('ticks', JSON.stringify(params.done));
              },
            },
          }),
          { input, inspect: reach.inspect },
        ).start();
        return { actor, storage, writes, read };
      },
      beforeStep: ({ writes }) => void (writes.length = 0),
      act: ({ actor, read }, event) => {
        if (event.type === 'storage.holds') read.resolve(event.raw);
        else if (event.type === 'storage.fails') read.reject(new Error('SecurityError'));
        else if (event.type === 'tick') actor.send({ type: 'checklist.toggle', id: event.id });
        else actor.send({ type: 'checklist.reset' });
      },
      check: ({ actor, storage, writes, read }, model) => {
        const snapshot = actor.getSnapshot();
        expect(read.inputs, 'the stored ticks are read once').toHaveLength(1);
        // Exactly one write per change the visitor made, none for reading or ignored clicks.
        expect(writes).toEqual(model.wrote ? [model.stored] : []);
        expect(snapshot.value).toBe(progress(model));
        expect(selectDone(snapshot)).toEqual(model.ticked);
        expect(selectDoneCount(snapshot)).toBe(model.ticked.length);
        expect(storage.get('ticks') ?? null).toBe(
          model.stored === null ? null : JSON.stringify(model.stored),
        );
      },
      stop: ({ actor }) => actor.stop(),
    });
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
