/**
 * The search box of /articles and /blog. Two parallel regions:
 * `corpus` loads the bodies on the first focus or keystroke (idle → loading → ready | failed), and
 * `query` decides what the results panel shows (empty: hidden; results: panel with hits;
 * noResults: the no-hit message). Until the bodies have arrived the search runs on the metadata
 * alone (titles, authors ...), and is run again when they arrive.
 *
 * The loader is the actor `loadCorpus`, provided by src/app for each page (article bodies, blog
 * bodies); the search function comes with the input.
 */
import { assign, fromPromise, raise, setup } from 'xstate';
import type { BodyLookup } from '../content/search';
import { EMPTY_CORPUS, lookupIn, type Corpus, type SearchHit } from './shared/corpus';
import type { Needs } from './shared/implementations';

export type { Corpus, SearchHit };

/** Runs one query over the items the page searches; `bodies` answers undefined until loaded. */
export type SearchFunction = (query: string, bodies: BodyLookup) => readonly SearchHit[];

export interface ContentSearchInput {
  search: SearchFunction;
}

/** The corpora a search box searches: each has a machine of its own (src/app loads its bodies). */
export type SearchCorpus = 'articles' | 'blog';

export interface ContentSearchContext<C extends SearchCorpus = SearchCorpus> {
  /** Which corpus this machine searches (its type tells the two machines apart). */
  corpusName: C;
  /** The text in the search box, as typed. */
  query: string;
  /** The hits of `query`, best first; empty for a blank query. */
  hits: readonly SearchHit[];
  corpus: Corpus;
  search: SearchFunction;
}

export type ContentSearchEvent =
  /** The search box got focus: start loading the bodies. */
  | { type: 'contentSearch.focus' }
  /** The visitor typed. */
  | { type: 'contentSearch.fieldChanged'; field: 'query'; value: string }
  /** Escape: clears the query and closes the panel. */
  | { type: 'contentSearch.clear' }
  /** 'Visa alla kategorier': closes the panel and clears the query. */
  | { type: 'contentSearch.showAll' }
  /** Raised by the machine itself when the bodies have arrived. */
  | { type: 'contentSearch.corpusLoaded' };

const runSearch = (context: Pick<ContentSearchContext, 'search' | 'corpus'>, query: string) =>
  query.trim() === '' ? [] : context.search(query, lookupIn(context.corpus));

const MACHINE_IDS = { articles: 'articleSearch', blog: 'blogSearch' } as const;

/**
 * The search machine of one corpus. The two are the same chart; their types differ by the
 * corpus, so a route cannot wire one under the other's name (and load the wrong bodies).
 */
function contentSearchMachineFor<C extends SearchCorpus>(corpusName: C) {
  return setup({
    types: {
      context: {} as ContentSearchContext<C>,
      events: {} as ContentSearchEvent,
      input: {} as ContentSearchInput,
    },
    actors: {
      /** Provided by src/app: the bodies of the page's items. */
      loadCorpus: fromPromise<Corpus>(async () => EMPTY_CORPUS),
    },
    guards: {
      isQueryBlank: ({ context }) => context.query.trim() === '',
      hasHits: ({ context }) => context.hits.length > 0,
    },
    actions: {
      setQuery: assign(({ context }, params: { query: string }) => ({
        query: params.query,
        hits: runSearch(context, params.query),
      })),
      clearQuery: assign({ query: '', hits: [] }),
      searchAgain: assign(({ context }) => ({ hits: runSearch(context, context.query) })),
      storeCorpus: assign((_, params: { corpus: Corpus }) => ({ corpus: params.corpus })),
      announceCorpus: raise({ type: 'contentSearch.corpusLoaded' }),
    },
  }).createMachine({
    id: MACHINE_IDS[corpusName],
    type: 'parallel',
    context: ({ input }) => ({
      corpusName,
      query: '',
      hits: [],
      corpus: EMPTY_CORPUS,
      search: input.search,
    }),
    states: {
      corpus: {
        initial: 'idle',
        states: {
          idle: {
            on: { 'contentSearch.focus': 'loading', 'contentSearch.fieldChanged': 'loading' },
          },
          loading: {
            invoke: {
              id: 'loadCorpus',
              src: 'loadCorpus',
              onDone: {
                target: 'ready',
                actions: [
                  { type: 'storeCorpus', params: ({ event }) => ({ corpus: event.output }) },
                  'announceCorpus',
                ],
              },
              onError: 'failed',
            },
          },
          ready: {},
          /** Searching goes on over the metadata; the next focus tries to load again. */
          failed: {
            on: { 'contentSearch.focus': 'loading' },
          },
        },
      },
      query: {
        initial: 'empty',
        states: {
          /** No query: the panel is hidden. */
          empty: {},
          /** A choice state: where the new query leads. */
          evaluating: {
            always: [
              { guard: 'isQueryBlank', target: 'empty' },
              { guard: 'hasHits', target: 'results' },
              { target: 'noResults' },
            ],
          },
          /** The panel shows the hits. */
          results: {},
          /** A non-empty query without hits: 'Inga resultat hittades. Försök med andra söktermer.' */
          noResults: {},
        },
        on: {
          'contentSearch.fieldChanged': {
            target: '.evaluating',
            actions: { type: 'setQuery', params: ({ event }) => ({ query: event.value }) },
          },
          'contentSearch.corpusLoaded': { target: '.evaluating', actions: 'searchAgain' },
          'contentSearch.clear': { target: '.empty', actions: 'clearQuery' },
          'contentSearch.showAll': { target: '.empty', actions: 'clearQuery' },
        },
      },
    },
  });
}

/** The search box of /articles: article titles, categories and bodies. */
export const articleSearchMachine = contentSearchMachineFor('articles');
/** The search box of /blog: post titles, authors, categories, excerpts and bodies. */
export const blogSearchMachine = contentSearchMachineFor('blog');

/** The search machine of corpus C (the search box components render either). */
export type ContentSearchMachine<C extends SearchCorpus = SearchCorpus> = ReturnType<
  typeof contentSearchMachineFor<C>
>;

/** What src/app provides for this machine (src/app/logic.ts), every part required. */
export type ContentSearchImplementations = Needs<
  ContentSearchMachine,
  {
    actors: 'loadCorpus';
  }
>;
