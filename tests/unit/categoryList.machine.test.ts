/**
 * The list of one category (/article-category, /category). Model-based: paths generated from the
 * real machine for a category opened without and with `?search=` (tests/support/machineCoverage.ts;
 * the bodies arrive as the `loadCorpus` actor's done/error event), replayed on a real actor; after
 * every step the items shown, 'Ladda fler artiklar', the empty message and `?search=` are compared
 * with an independent model of the rule: 6 items first, 6 more per click, filter on title or text.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import {
  articleCategoryMachine,
  selectVisibleItems,
  type CategoryListEvent,
  type CategoryListInput,
} from '../../src/machines/categoryList';
import type { Corpus, SearchHit } from '../../src/machines/shared/corpus';
import {
  coveringPaths,
  expectFullCoverage,
  hasJourney,
  replayPaths,
  type Coverage,
} from '../support/machineCoverage';

type Snapshot = SnapshotFrom<typeof articleCategoryMachine>;

/** 14 items: 8 about moms, 6 about skatt; only the last one's text mentions momsbefrielse. */
const ITEMS: SearchHit[] = Array.from({ length: 14 }, (_, i) => ({
  id: `artikel-${i + 1}`,
  title: i < 8 ? `Moms del ${i + 1}` : `Skatt del ${i + 1}`,
}));
const CORPUS: Corpus = new Map([['artikel-14', 'Om momsbefrielse och moms.']]);

const filter = (value: string): CategoryListEvent => ({
  type: 'categoryList.fieldChanged',
  field: 'filter',
  value,
});
const loaded = { type: 'xstate.done.actor.loadCorpus', output: CORPUS };
const loadFailed = { type: 'xstate.error.actor.loadCorpus', error: new Error('Nätverksfel') };

const EVENTS: CategoryListEvent[] = [
  { type: 'categoryList.showMore' },
  filter('moms'),
  filter('befrielse'),
  filter('finns-inte'),
  // As typed, spaces and all: the field and ?search= keep what the visitor wrote.
  filter(' skatt '),
  filter(''),
];

function eventsFor(snapshot: Snapshot): CategoryListEvent[] {
  if (!snapshot.matches({ corpus: 'loading' })) return EVENTS;
  return [...EVENTS, loaded, loadFailed] as CategoryListEvent[];
}

// ---------------------------------------------------------------------------------------------
// The independent model.
// ---------------------------------------------------------------------------------------------

interface Model {
  bodies: 'none' | 'loading' | 'here' | 'failed';
  filter: string;
  /** How many matching items are on screen. */
  shown: number;
}

/** Items whose title or (loaded) text contains the filter, ignoring case; blank keeps all. */
function matching(model: Model): string[] {
  const needle = model.filter.trim().toLowerCase();
  return ITEMS.filter((item) => {
    if (needle === '') return true;
    const text = model.bodies === 'here' ? (CORPUS.get(item.id) ?? '') : '';
    return `${item.title}\n${text}`.toLowerCase().includes(needle);
  }).map((item) => item.id);
}

const PAGE = 6;

function start(initial: string): Model {
  return { bodies: initial.trim() === '' ? 'none' : 'loading', filter: initial, shown: PAGE };
}

function step(model: Model, event: { type: string; value?: string }): Model {
  switch (event.type) {
    case 'categoryList.fieldChanged': {
      const bodies =
        model.bodies === 'none' && event.value!.trim() !== '' ? 'loading' : model.bodies;
      return { bodies, filter: event.value!, shown: PAGE };
    }
    case 'categoryList.showMore': {
      // Six more, never past the matches at the time of the click: a text-only match that
      // arrives with the bodies afterwards waits behind 'Ladda fler artiklar'.
      const total = matching(model).length;
      return { ...model, shown: Math.min(model.shown + PAGE, Math.max(model.shown, total)) };
    }
    case 'xstate.done.actor.loadCorpus':
      return { ...model, bodies: 'here' };
    case 'xstate.error.actor.loadCorpus':
      return { ...model, bodies: 'failed' };
    default:
      return model;
  }
}

const CORPUS_STATE = { none: 'idle', loading: 'loading', here: 'ready', failed: 'failed' } as const;

describe('categoryList machine (model-based)', () => {
  it('reaches every state and transition; the list follows the model', () => {
    const coverage: Coverage = { states: new Set(), transitions: new Set() };
    for (const initial of ['', 'skatt']) {
      const spies = { syncUrl: vi.fn(), loadCorpus: vi.fn() };
      const machine = articleCategoryMachine.provide({
        actors: {
          loadCorpus: fromPromise<Corpus, { ids: readonly string[] }>(({ input }) => {
            spies.loadCorpus(input.ids);
            return new Promise(() => {});
          }),
        },
        actions: { syncUrl: (_, params) => spies.syncUrl(params.filter) },
      });
      const input: CategoryListInput = { items: ITEMS, filter: initial };
      const paths = coveringPaths(machine, { events: eventsFor, input });
      for (const journey of [
        ['categoryList.showMore', 'categoryList.showMore'],
        ['categoryList.fieldChanged', 'xstate.done.actor.loadCorpus'],
        ['categoryList.fieldChanged', 'xstate.error.actor.loadCorpus'],
      ])
        expect(hasJourney(paths, journey), `${initial}: ${journey.join(' → ')}`).toBe(true);

      let model = start(initial);
      const run = replayPaths(machine, paths, {
        input,
        spies,
        check: (actor, _expected, event) => {
          const snapshot = actor.getSnapshot() as Snapshot;
          const type = event.type as string;
          const before = type === 'xstate.init' ? null : model;
          model = before === null ? start(initial) : step(before, event);
          // ?search= follows every change of the filter, and nothing else.
          if (type === 'categoryList.fieldChanged')
            expect(spies.syncUrl).toHaveBeenCalledExactlyOnceWith(model.filter);
          else expect(spies.syncUrl).not.toHaveBeenCalled();
          // The category's bodies are asked for once, when the filter is first used.
          if (model.bodies === 'loading' && before?.bodies !== 'loading')
            expect(spies.loadCorpus).toHaveBeenCalledExactlyOnceWith(ITEMS.map((i) => i.id));
          else expect(spies.loadCorpus).not.toHaveBeenCalled();

          const ids = matching(model);
          const visible = ids.slice(0, model.shown);
          expect(selectVisibleItems(snapshot).map((item) => item.id)).toEqual(visible);
          expect(snapshot.matches({ list: 'partial' })).toBe(visible.length < ids.length);
          expect(snapshot.matches({ list: 'empty' })).toBe(ids.length === 0);
          expect(snapshot.matches({ corpus: CORPUS_STATE[model.bodies] })).toBe(true);
          expect(snapshot.context.filter).toBe(model.filter);
        },
      });
      run.states.forEach((id) => coverage.states.add(id));
      run.transitions.forEach((key) => coverage.transitions.add(key));
    }
    expectFullCoverage(articleCategoryMachine, coverage);
  });
});

describe('categoryList behaviour', () => {
  it('shows 6, then 12, then all 14, and keeps ?search= in step with the filter', () => {
    const synced: string[] = [];
    const actor = createActor(
      articleCategoryMachine.provide({
        actions: { syncUrl: (_, params) => void synced.push(params.filter) },
      }),
      { input: { items: ITEMS, filter: '' } },
    ).start();
    const count = () => selectVisibleItems(actor.getSnapshot()).length;
    expect(count()).toBe(6);
    actor.send({ type: 'categoryList.showMore' });
    expect(count()).toBe(12);
    actor.send({ type: 'categoryList.showMore' });
    expect(count()).toBe(14);
    expect(actor.getSnapshot().matches({ list: 'complete' })).toBe(true);
    actor.send(filter('Skatt'));
    expect(count()).toBe(6);
    expect(synced).toEqual(['Skatt']);
    actor.stop();
  });

  it('opened with ?search=, loads the bodies at once and adds text-only matches', async () => {
    const actor = createActor(
      articleCategoryMachine.provide({
        actors: { loadCorpus: fromPromise(async () => CORPUS) },
      }),
      { input: { items: ITEMS, filter: 'befrielse' } },
    ).start();
    expect(actor.getSnapshot().matches({ list: 'empty', corpus: 'loading' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ corpus: 'ready' }));
    expect(selectVisibleItems(actor.getSnapshot()).map((item) => item.id)).toEqual(['artikel-14']);
    expect(actor.getSnapshot().matches({ list: 'complete' })).toBe(true);
  });
});
