/**
 * The search box of /articles and /blog. Model-based: paths generated from an independent model
 * of what the visitor does and what the index's loader answers, replayed on a real actor; after
 * every step what the visitor sees (the query, the hits, the panel, the no-hit message with its
 * 'Menade du …?', or that the search could not be loaded) and whether the index is loading are
 * compared with the model. Then the same with a loader that really resolves.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  selectNoResults,
  selectPanelOpen,
  selectUnavailable,
} from '../../src/machines/shared/searchPanel';
import {
  articleSearchMachine,
  type ContentSearchEvent,
  type SearchFunction,
  type SearchIndex,
  type SearchOutcome,
} from '../../src/machines/contentSearch';
import { Calls, replayModel, type Model } from '../support/modelReplay';

/** A stand-in for the site search's index: what each query finds. */
const FOUND: Readonly<Record<string, SearchOutcome>> = {
  moms: { hits: [{ id: 'moms', title: 'Moms för nya företag' }], suggestion: null },
  kvitto: { hits: [{ id: 'bokforing', title: 'Bokföring utan krångel' }], suggestion: null },
  mons: { hits: [], suggestion: 'moms' },
};
const NOTHING: SearchOutcome = { hits: [], suggestion: null };
const INDEX: SearchIndex = { search: (query) => FOUND[query.trim()] ?? NOTHING };
const search: SearchFunction = (query, index) => index.search(query, 'article');
const input = { search };

const typed = (value: string): ContentSearchEvent => ({
  type: 'contentSearch.fieldChanged',
  field: 'query',
  value,
});

/**
 * What can happen: the visitor focuses the field, types, presses Escape or 'Visa alla kategorier'
 * (in the results panel, so only while it shows), and the articles' texts arrive or fail to.
 */
type Happening =
  | { type: 'focus' }
  | { type: 'type'; value: string }
  | { type: 'escape' }
  | { type: 'showAll' }
  | { type: 'bodies.arrive' }
  | { type: 'bodies.fail' };

const TYPED = ['moms', 'kvitto', 'mons', 'xyzzy', '   '];

// ---------------------------------------------------------------------------------------------
// The independent model of the search box.
// ---------------------------------------------------------------------------------------------

interface SearchModel {
  bodies: 'none' | 'loading' | 'here' | 'failed';
  query: string;
}

const START: SearchModel = { bodies: 'none', query: '' };

/** What the model's query finds once the index is here (the stand-in index above). */
const foundOf = (model: SearchModel): SearchOutcome =>
  model.query.trim() === '' || model.bodies !== 'here'
    ? NOTHING
    : (FOUND[model.query.trim()] ?? NOTHING);
const hitsOf = (model: SearchModel): string[] => foundOf(model).hits.map((hit) => hit.id);

const panelOpen = (model: SearchModel) => hitsOf(model).length > 0;
/** A query, and the index could not be loaded: said so beside the field. */
const unavailable = (model: SearchModel) => model.query.trim() !== '' && model.bodies === 'failed';
/** A query, the index here, nothing found: the no-hit message. */
const noHits = (model: SearchModel) =>
  model.query.trim() !== '' && model.bodies === 'here' && hitsOf(model).length === 0;

/**
 * By the spec: a blank query clears the hits and hides the panel, a query with hits shows it,
 * Escape and 'Visa alla kategorier' clear the query and close it; decisions.md: a query without
 * hits says so. The texts load on the first focus or keystroke (a failure is tried again on the
 * next focus); until they are here the titles are searched.
 */
const searchModel: Model<SearchModel, Happening> = {
  name: 'contentSearch',
  initial: START,
  events: (model) => [
    { type: 'focus' },
    ...TYPED.map((value) => ({ type: 'type', value }) as const),
    { type: 'escape' },
    ...(panelOpen(model) ? [{ type: 'showAll' } as const] : []),
    ...(model.bodies === 'loading'
      ? ([{ type: 'bodies.arrive' }, { type: 'bodies.fail' }] as const)
      : []),
  ],
  step: (model, event) => {
    switch (event.type) {
      case 'focus':
        return model.bodies === 'none' || model.bodies === 'failed'
          ? { ...model, bodies: 'loading' }
          : model;
      case 'type':
        return {
          bodies: model.bodies === 'none' || model.bodies === 'failed' ? 'loading' : model.bodies,
          query: event.value,
        };
      case 'escape':
      case 'showAll':
        return { ...model, query: '' };
      case 'bodies.arrive':
        return { ...model, bodies: 'here' };
      case 'bodies.fail':
        return { ...model, bodies: 'failed' };
    }
  },
  describe: (event) => (event.type === 'type' ? `type ${JSON.stringify(event.value)}` : event.type),
};

const CORPUS_STATE = { none: 'idle', loading: 'loading', here: 'ready', failed: 'failed' } as const;

const SENT: Record<'focus' | 'escape' | 'showAll', ContentSearchEvent> = {
  focus: { type: 'contentSearch.focus' },
  escape: { type: 'contentSearch.clear' },
  showAll: { type: 'contentSearch.showAll' },
};

describe('contentSearch machine (model-based)', () => {
  it('agrees with the model of the search box: panel, hits and the texts', async () => {
    await replayModel(searchModel, {
      machine: articleSearchMachine,
      start: (reach) => {
        const bodies = new Calls<void, SearchIndex>('loadCorpus');
        const actor = createActor(
          articleSearchMachine.provide({
            actors: { loadCorpus: fromPromise<SearchIndex>(() => bodies.call()) },
          }),
          { input, inspect: reach.inspect },
        ).start();
        return { actor, bodies };
      },
      beforeStep: ({ bodies }) => bodies.clear(),
      act: ({ actor, bodies }, event) => {
        if (event.type === 'type') actor.send(typed(event.value));
        else if (event.type === 'bodies.arrive') bodies.resolve(INDEX);
        else if (event.type === 'bodies.fail') bodies.reject(new Error('Nätverksfel'));
        else actor.send(SENT[event.type]);
      },
      check: ({ actor, bodies }, model, _event, before) => {
        const snapshot = actor.getSnapshot();
        // The texts are asked for exactly when loading starts.
        const starts = model.bodies === 'loading' && before?.bodies !== 'loading';
        expect(bodies.inputs).toHaveLength(starts ? 1 : 0);

        const hits = hitsOf(model);
        const blank = model.query.trim() === '';
        expect(snapshot.context.query).toBe(model.query);
        expect(snapshot.context.hits.map((hit) => hit.id)).toEqual(hits);
        expect(snapshot.matches({ corpus: CORPUS_STATE[model.bodies] })).toBe(true);
        expect(selectPanelOpen(snapshot)).toBe(panelOpen(model));
        expect(selectNoResults(snapshot)).toBe(noHits(model));
        expect(snapshot.context.suggestion).toBe(foundOf(model).suggestion);
        expect(selectUnavailable(snapshot)).toBe(unavailable(model));
        expect(snapshot.matches({ query: 'empty' })).toBe(blank);
        // A query while the index is on its way: nothing shown yet, searched when it arrives.
        expect(snapshot.matches({ query: 'waiting' })).toBe(
          !blank && (model.bodies === 'none' || model.bodies === 'loading'),
        );
      },
      stop: ({ actor }) => actor.stop(),
    });
  });
});

describe('contentSearch behaviour', () => {
  it('searches a query typed before the index arrived once it is here', async () => {
    let resolve: (index: SearchIndex) => void = () => {};
    const actor = createActor(
      articleSearchMachine.provide({
        actors: {
          loadCorpus: fromPromise<SearchIndex>(() => new Promise((r) => (resolve = r))),
        },
      }),
      { input },
    ).start();
    actor.send(typed('kvitto'));
    expect(actor.getSnapshot().matches({ query: 'waiting', corpus: 'loading' })).toBe(true);
    expect(selectNoResults(actor.getSnapshot())).toBe(false);
    resolve(INDEX);
    await waitFor(actor, (s) => s.matches({ corpus: 'ready' }));
    expect(selectPanelOpen(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.hits.map((hit) => hit.id)).toEqual(['bokforing']);
    actor.send({ type: 'contentSearch.clear' });
    expect(actor.getSnapshot().context.query).toBe('');
    expect(actor.getSnapshot().matches({ query: 'empty' })).toBe(true);
    actor.stop();
  });

  it('says so when the index fails to load, and tries again on the next keystroke', async () => {
    const loadCorpus = vi
      .fn<() => Promise<SearchIndex>>()
      .mockRejectedValueOnce(new Error('Nätverksfel'))
      .mockResolvedValueOnce(INDEX);
    const actor = createActor(
      articleSearchMachine.provide({ actors: { loadCorpus: fromPromise(() => loadCorpus()) } }),
      { input },
    ).start();
    actor.send(typed('moms'));
    await waitFor(actor, (s) => s.matches({ corpus: 'failed' }));
    expect(selectUnavailable(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.hits).toEqual([]);
    actor.send(typed('moms '));
    await waitFor(actor, (s) => s.matches({ corpus: 'ready' }));
    expect(actor.getSnapshot().context.hits.map((hit) => hit.id)).toEqual(['moms']);
    expect(loadCorpus).toHaveBeenCalledTimes(2);
    actor.stop();
  });
});
