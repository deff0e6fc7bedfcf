/**
 * The list of one category (/article-category, /category). Model-based: paths generated from an
 * independent model of the rule (6 items first, 6 more per click, filter on title or text; the
 * texts arrive or fail to) for a category opened without and with `?search=`, replayed on a real
 * actor; after every step the items shown, 'Ladda fler artiklar', the empty message, `?search=`
 * and the request for the texts are compared with the model.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  articleCategoryMachine,
  selectVisibleItems,
  type CategoryListEvent,
  type CategoryListInput,
} from '../../src/machines/categoryList';
import type { Corpus, SearchHit } from '../../src/machines/shared/corpus';
import { Calls, MachineReach, replayModel, type Model } from '../support/modelReplay';

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

/**
 * What can happen on the page: the visitor types into the filter (as typed, spaces and all: the
 * field and ?search= keep what the visitor wrote) or presses 'Ladda fler artiklar', and the
 * category's texts arrive or fail to.
 */
type Happening =
  | { type: 'type'; value: string }
  | { type: 'showMore' }
  | { type: 'bodies.arrive' }
  | { type: 'bodies.fail' };

const TYPED = ['moms', 'befrielse', 'finns-inte', ' skatt ', '   ', ''];

// ---------------------------------------------------------------------------------------------
// The independent model.
// ---------------------------------------------------------------------------------------------

interface ListModel {
  bodies: 'none' | 'loading' | 'here' | 'failed';
  filter: string;
  /** How many matching items are on screen. */
  shown: number;
}

/** Items whose title or (loaded) text contains the filter, ignoring case; blank keeps all. */
function matching(model: ListModel): string[] {
  const needle = model.filter.trim().toLowerCase();
  return ITEMS.filter((item) => {
    if (needle === '') return true;
    const text = model.bodies === 'here' ? (CORPUS.get(item.id) ?? '') : '';
    return `${item.title}\n${text}`.toLowerCase().includes(needle);
  }).map((item) => item.id);
}

const PAGE = 6;

/** The page opened with `?search=initial`: a filter in use asks for the texts at once. */
function listModel(initial: string): Model<ListModel, Happening> {
  return {
    name: `categoryList (?search=${JSON.stringify(initial)})`,
    initial: { bodies: initial.trim() === '' ? 'none' : 'loading', filter: initial, shown: PAGE },
    events: (model) => [
      { type: 'showMore' },
      ...TYPED.map((value) => ({ type: 'type', value }) as const),
      ...(model.bodies === 'loading'
        ? ([{ type: 'bodies.arrive' }, { type: 'bodies.fail' }] as const)
        : []),
    ],
    step: (model, event) => {
      switch (event.type) {
        case 'type': {
          const bodies =
            model.bodies === 'none' && event.value.trim() !== '' ? 'loading' : model.bodies;
          return { bodies, filter: event.value, shown: PAGE };
        }
        case 'showMore': {
          // Six more, never past the matches at the time of the click: a text-only match that
          // arrives with the bodies afterwards waits behind 'Ladda fler artiklar'.
          const total = matching(model).length;
          return { ...model, shown: Math.min(model.shown + PAGE, Math.max(model.shown, total)) };
        }
        case 'bodies.arrive':
          return { ...model, bodies: 'here' };
        case 'bodies.fail':
          return { ...model, bodies: 'failed' };
      }
    },
    describe: (event) =>
      event.type === 'type' ? `type ${JSON.stringify(event.value)}` : event.type,
  };
}

const CORPUS_STATE = { none: 'idle', loading: 'loading', here: 'ready', failed: 'failed' } as const;

describe('categoryList machine (model-based)', () => {
  it('agrees with the model of the list, opened without and with ?search=', async () => {
    const reach = new MachineReach();
    for (const initial of ['', 'skatt']) {
      await replayModel(listModel(initial), {
        reach,
        start: () => {
          const bodies = new Calls<readonly string[], Corpus>('loadCorpus');
          const syncUrl = vi.fn();
          const input: CategoryListInput = { items: ITEMS, filter: initial };
          const actor = createActor(
            articleCategoryMachine.provide({
              actors: {
                loadCorpus: fromPromise<Corpus, { ids: readonly string[] }>(({ input }) =>
                  bodies.call(input.ids),
                ),
              },
              actions: { syncUrl: (_, params) => syncUrl(params.filter) },
            }),
            { input, inspect: reach.inspect },
          ).start();
          return { actor, bodies, syncUrl };
        },
        beforeStep: ({ bodies, syncUrl }) => {
          bodies.clear();
          syncUrl.mockClear();
        },
        act: ({ actor, bodies }, event) => {
          if (event.type === 'type') actor.send(filter(event.value));
          else if (event.type === 'showMore') actor.send({ type: 'categoryList.showMore' });
          else if (event.type === 'bodies.arrive') bodies.resolve(CORPUS);
          else bodies.reject(new Error('Nätverksfel'));
        },
        check: ({ actor, bodies, syncUrl }, model, event, before) => {
          const snapshot = actor.getSnapshot();
          // ?search= follows every change of the filter, and nothing else.
          if (event?.type === 'type') expect(syncUrl).toHaveBeenCalledExactlyOnceWith(model.filter);
          else expect(syncUrl).not.toHaveBeenCalled();
          // The category's bodies are asked for once, when the filter is first used.
          if (model.bodies === 'loading' && before?.bodies !== 'loading')
            expect(bodies.inputs).toEqual([ITEMS.map((i) => i.id)]);
          else expect(bodies.inputs).toEqual([]);

          const ids = matching(model);
          const visible = ids.slice(0, model.shown);
          expect(selectVisibleItems(snapshot).map((item) => item.id)).toEqual(visible);
          expect(snapshot.matches({ list: 'partial' })).toBe(visible.length < ids.length);
          expect(snapshot.matches({ list: 'empty' })).toBe(ids.length === 0);
          expect(snapshot.matches({ corpus: CORPUS_STATE[model.bodies] })).toBe(true);
          expect(snapshot.context.filter).toBe(model.filter);
        },
        stop: ({ actor }) => actor.stop(),
      });
    }
    reach.expectAll(articleCategoryMachine);
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
