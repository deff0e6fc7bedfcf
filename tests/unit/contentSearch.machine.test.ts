/**
 * The search box of /articles and /blog. Model-based: paths generated from an independent model
 * of what the visitor does and what the texts' loader answers, replayed on a real actor; after
 * every step what the visitor sees (the query, the hits, the panel or the no-hit message) and
 * whether the texts are loading are compared with the model. Then the same with a loader that
 * really resolves.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { searchArticles } from '../../src/content/search';
import { selectNoResults, selectPanelOpen } from '../../src/machines/shared/searchPanel';
import {
  articleSearchMachine,
  type ContentSearchEvent,
  type Corpus,
  type SearchFunction,
  type SearchHit,
} from '../../src/machines/contentSearch';
import { Calls, replayModel, type Model } from '../support/modelReplay';

const ITEMS: SearchHit[] = [
  { id: 'moms', title: 'Moms för nya företag' },
  { id: 'f-skatt', title: 'F-skatt steg för steg' },
  { id: 'bokforing', title: 'Bokföring utan krångel' },
];
/** 'kvitto' occurs only in a body: it hits once the bodies are there. */
const CORPUS: Corpus = new Map([
  ['moms', 'Du lägger på moms när du säljer.'],
  ['f-skatt', 'Ansök om F-skatt hos Skatteverket.'],
  ['bokforing', 'Spara varje kvitto i sju år.'],
]);
const search: SearchFunction = (query, bodies) => searchArticles(ITEMS, bodies, query);
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

const TYPED = ['moms', 'kvitto', 'xyzzy', '   '];

// ---------------------------------------------------------------------------------------------
// The independent model of the search box.
// ---------------------------------------------------------------------------------------------

interface SearchModel {
  bodies: 'none' | 'loading' | 'here' | 'failed';
  query: string;
}

const START: SearchModel = { bodies: 'none', query: '' };

/** The hits for the model's query: the page's search over the bodies when they are here. */
function hitsOf(model: SearchModel): string[] {
  if (model.query.trim() === '') return [];
  const bodies = (id: string) => (model.bodies === 'here' ? CORPUS.get(id) : undefined);
  return searchArticles(ITEMS, bodies, model.query).map((hit) => hit.id);
}

const panelOpen = (model: SearchModel) => model.query.trim() !== '' && hitsOf(model).length > 0;

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
        return { bodies: model.bodies === 'none' ? 'loading' : model.bodies, query: event.value };
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
        const bodies = new Calls<void, Corpus>('loadCorpus');
        const actor = createActor(
          articleSearchMachine.provide({
            actors: { loadCorpus: fromPromise<Corpus>(() => bodies.call()) },
          }),
          { input, inspect: reach.inspect },
        ).start();
        return { actor, bodies };
      },
      beforeStep: ({ bodies }) => bodies.clear(),
      act: ({ actor, bodies }, event) => {
        if (event.type === 'type') actor.send(typed(event.value));
        else if (event.type === 'bodies.arrive') bodies.resolve(CORPUS);
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
        expect(selectNoResults(snapshot)).toBe(!blank && hits.length === 0);
        expect(snapshot.matches({ query: 'empty' })).toBe(blank);
      },
      stop: ({ actor }) => actor.stop(),
    });
  });
});

describe('contentSearch behaviour', () => {
  it('searches the titles at once and finds body-only words once the bodies arrive', async () => {
    let resolve: (corpus: Corpus) => void = () => {};
    const actor = createActor(
      articleSearchMachine.provide({
        actors: { loadCorpus: fromPromise<Corpus>(() => new Promise((r) => (resolve = r))) },
      }),
      { input },
    ).start();
    actor.send(typed('kvitto'));
    expect(actor.getSnapshot().matches({ query: 'noResults', corpus: 'loading' })).toBe(true);
    resolve(CORPUS);
    await waitFor(actor, (s) => s.matches({ corpus: 'ready' }));
    expect(selectPanelOpen(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.hits.map((hit) => hit.id)).toEqual(['bokforing']);
    actor.send({ type: 'contentSearch.clear' });
    expect(actor.getSnapshot().context.query).toBe('');
    expect(actor.getSnapshot().matches({ query: 'empty' })).toBe(true);
    actor.stop();
  });

  it('keeps searching the titles when the bodies fail, and tries again on the next focus', async () => {
    const loadCorpus = vi
      .fn<() => Promise<Corpus>>()
      .mockRejectedValueOnce(new Error('Nätverksfel'))
      .mockResolvedValueOnce(CORPUS);
    const actor = createActor(
      articleSearchMachine.provide({ actors: { loadCorpus: fromPromise(() => loadCorpus()) } }),
      { input },
    ).start();
    actor.send({ type: 'contentSearch.focus' });
    await waitFor(actor, (s) => s.matches({ corpus: 'failed' }));
    actor.send(typed('moms'));
    expect(actor.getSnapshot().context.hits.map((hit) => hit.id)).toEqual(['moms']);
    actor.send({ type: 'contentSearch.focus' });
    await waitFor(actor, (s) => s.matches({ corpus: 'ready' }));
    expect(loadCorpus).toHaveBeenCalledTimes(2);
  });
});
