/**
 * The search box of /articles and /blog. Model-based: paths generated from the real machine
 * (tests/support/machineCoverage.ts; the bodies arrive as the `loadCorpus` actor's done/error
 * event), replayed on a real actor; after every step what the visitor sees (the query, the hits,
 * the panel or the no-hit message) and whether the bodies are loading are compared with an
 * independent model. Then the same with a loader that really resolves.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { searchArticles } from '../../src/content/search';
import { selectNoResults, selectPanelOpen } from '../../src/machines/shared/searchPanel';
import {
  articleSearchMachine,
  type ContentSearchEvent,
  type Corpus,
  type SearchFunction,
  type SearchHit,
} from '../../src/machines/contentSearch';
import {
  coveringPaths,
  expectFullCoverage,
  hasJourney,
  replayPaths,
} from '../support/machineCoverage';

type Snapshot = SnapshotFrom<typeof articleSearchMachine>;

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
const loaded = { type: 'xstate.done.actor.loadCorpus', output: CORPUS };
const loadFailed = { type: 'xstate.error.actor.loadCorpus', error: new Error('Nätverksfel') };

const EVENTS: ContentSearchEvent[] = [
  { type: 'contentSearch.focus' },
  typed('moms'),
  typed('kvitto'),
  typed('xyzzy'),
  typed('   '),
  { type: 'contentSearch.clear' },
  { type: 'contentSearch.showAll' },
];

function eventsFor(snapshot: Snapshot): ContentSearchEvent[] {
  if (!snapshot.matches({ corpus: 'loading' })) return EVENTS;
  return [...EVENTS, loaded, loadFailed] as ContentSearchEvent[];
}

// ---------------------------------------------------------------------------------------------
// The independent model of the blog search.
// ---------------------------------------------------------------------------------------------

interface Model {
  bodies: 'none' | 'loading' | 'here' | 'failed';
  query: string;
}

const START: Model = { bodies: 'none', query: '' };

function step(model: Model, event: { type: string; value?: string }): Model {
  switch (event.type) {
    case 'contentSearch.focus':
      // The first focus loads the bodies; after a failure the next focus tries again.
      return model.bodies === 'none' || model.bodies === 'failed'
        ? { ...model, bodies: 'loading' }
        : model;
    case 'contentSearch.fieldChanged':
      return { bodies: model.bodies === 'none' ? 'loading' : model.bodies, query: event.value! };
    case 'contentSearch.clear':
    case 'contentSearch.showAll':
      return { ...model, query: '' };
    case 'xstate.done.actor.loadCorpus':
      return { ...model, bodies: 'here' };
    case 'xstate.error.actor.loadCorpus':
      return { ...model, bodies: 'failed' };
    default:
      return model;
  }
}

/** The hits for the model's query: the page's search over the bodies when they are here. */
function hitsOf(model: Model): string[] {
  if (model.query.trim() === '') return [];
  const bodies = (id: string) => (model.bodies === 'here' ? CORPUS.get(id) : undefined);
  return searchArticles(ITEMS, bodies, model.query).map((hit) => hit.id);
}

const CORPUS_STATE = { none: 'idle', loading: 'loading', here: 'ready', failed: 'failed' } as const;

describe('contentSearch machine (model-based)', () => {
  it('reaches every state and transition; panel and hits follow the model', () => {
    const loadCorpus = vi.fn();
    const machine = articleSearchMachine.provide({
      actors: {
        loadCorpus: fromPromise<Corpus>(() => {
          loadCorpus();
          return new Promise(() => {});
        }),
      },
    });
    const paths = coveringPaths(machine, { events: eventsFor, input });
    for (const journey of [
      ['contentSearch.fieldChanged', 'xstate.done.actor.loadCorpus'],
      ['contentSearch.focus', 'xstate.error.actor.loadCorpus', 'contentSearch.focus'],
      ['contentSearch.fieldChanged', 'contentSearch.clear'],
      ['contentSearch.fieldChanged', 'contentSearch.showAll'],
    ])
      expect(hasJourney(paths, journey), journey.join(' → ')).toBe(true);

    let model = START;
    const coverage = replayPaths(machine, paths, {
      input,
      spies: { loadCorpus },
      check: (actor, _expected, event) => {
        const snapshot = actor.getSnapshot() as Snapshot;
        const before = model;
        model = (event.type as string) === 'xstate.init' ? START : step(model, event);
        // The bodies are asked for exactly when loading starts.
        if (model.bodies === 'loading' && before.bodies !== 'loading')
          expect(loadCorpus).toHaveBeenCalledTimes(1);
        else expect(loadCorpus).not.toHaveBeenCalled();

        const hits = hitsOf(model);
        const blank = model.query.trim() === '';
        expect(snapshot.context.query).toBe(model.query);
        expect(snapshot.context.hits.map((hit) => hit.id)).toEqual(hits);
        expect(snapshot.matches({ corpus: CORPUS_STATE[model.bodies] })).toBe(true);
        expect(selectPanelOpen(snapshot)).toBe(!blank && hits.length > 0);
        expect(selectNoResults(snapshot)).toBe(!blank && hits.length === 0);
        expect(snapshot.matches({ query: 'empty' })).toBe(blank);
      },
    });
    expectFullCoverage(articleSearchMachine, coverage);
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
