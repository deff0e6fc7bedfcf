/**
 * The search box of /articles and /blog. Two parallel regions:
 * `corpus` loads the site search's index on the first focus or keystroke (idle → loading → ready
 * | failed), and `query` decides what the page shows (empty: nothing; waiting: the index is on its
 * way; results: the panel with the hits; noResults: the no-hit message, with 'Menade du …?' when a
 * near word answers; unavailable: the index could not be loaded). A query typed before the index
 * has arrived is searched when it arrives; a failed load is tried again at the next focus or
 * keystroke.
 *
 * The loader is the actor `loadCorpus`, provided by src/app (the index both pages share, built at
 * build time); the search function (which texts a page searches) comes with the input.
 */
import { assign, fromPromise, raise, setup, stateIn } from 'xstate';
import type { SearchHit } from './shared/corpus';
import type { Needs } from './shared/implementations';

export type { SearchHit };

/** What one query finds: the hits, best first, and a near query when there are none. */
export interface SearchOutcome {
  hits: readonly SearchHit[];
  suggestion: string | null;
}

/** The loaded index of the site search (src/content/siteSearch.ts, `loadSearchIndex`). */
export interface SearchIndex {
  search(query: string, kind: 'article' | 'blog'): SearchOutcome;
}

/** Runs one query over the texts the page searches. */
export type SearchFunction = (query: string, index: SearchIndex) => SearchOutcome;

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
  /** 'Menade du …?': a near query that has hits, when `query` has none. */
  suggestion: string | null;
  /** The site search's index, once loaded. */
  index: SearchIndex | null;
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
  /** Raised by the machine itself when the index has arrived. */
  | { type: 'contentSearch.corpusLoaded' }
  /** Raised by the machine itself when the index could not be loaded. */
  | { type: 'contentSearch.corpusFailed' };

const NOTHING: SearchOutcome = { hits: [], suggestion: null };

const runSearch = (
  context: Pick<ContentSearchContext, 'search' | 'index'>,
  query: string,
): SearchOutcome =>
  query.trim() === '' || context.index === null ? NOTHING : context.search(query, context.index);

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
      /** Provided by src/app: the site search's index. */
      loadCorpus: fromPromise<SearchIndex>(async () => ({ search: () => NOTHING })),
    },
    guards: {
      isQueryBlank: ({ context }) => context.query.trim() === '',
      hasHits: ({ context }) => context.hits.length > 0,
      isIndexMissing: ({ context }) => context.index === null,
      hasLoadFailed: stateIn({ corpus: 'failed' }),
    },
    actions: {
      setQuery: assign(({ context }, params: { query: string }) => ({
        query: params.query,
        ...runSearch(context, params.query),
      })),
      clearQuery: assign({ query: '', ...NOTHING }),
      searchAgain: assign(({ context }) => runSearch(context, context.query)),
      storeIndex: assign((_, params: { index: SearchIndex }) => ({ index: params.index })),
      announceCorpus: raise({ type: 'contentSearch.corpusLoaded' }),
      announceFailure: raise({ type: 'contentSearch.corpusFailed' }),
    },
  }).createMachine({
    id: MACHINE_IDS[corpusName],
    type: 'parallel',
    context: ({ input }) => ({
      corpusName,
      query: '',
      hits: [],
      suggestion: null,
      index: null,
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
                  { type: 'storeIndex', params: ({ event }) => ({ index: event.output }) },
                  'announceCorpus',
                ],
              },
              onError: { target: 'failed', actions: 'announceFailure' },
            },
          },
          ready: {},
          /** The next focus or keystroke tries to load again. */
          failed: {
            on: { 'contentSearch.focus': 'loading', 'contentSearch.fieldChanged': 'loading' },
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
              { guard: 'hasLoadFailed', target: 'unavailable' },
              { guard: 'isIndexMissing', target: 'waiting' },
              { guard: 'hasHits', target: 'results' },
              { target: 'noResults' },
            ],
          },
          /** A query, and the index on its way: searched when it arrives. */
          waiting: {},
          /** The panel shows the hits. */
          results: {},
          /**
           * A non-empty query without hits: 'Inga resultat hittades. Försök med andra söktermer.',
           * and 'Menade du …?' when a near query has hits.
           */
          noResults: {},
          /** The index could not be loaded: said so; the next focus or keystroke tries again. */
          unavailable: {
            on: { 'contentSearch.focus': 'evaluating' },
          },
        },
        on: {
          'contentSearch.fieldChanged': {
            target: '.evaluating',
            actions: { type: 'setQuery', params: ({ event }) => ({ query: event.value }) },
          },
          'contentSearch.corpusLoaded': { target: '.evaluating', actions: 'searchAgain' },
          'contentSearch.corpusFailed': { target: '.evaluating' },
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
