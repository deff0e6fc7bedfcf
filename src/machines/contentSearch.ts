/**
 * The reading side's search machines (no React, no router):
 *
 * - `contentSearchMachine`: the search box of /articles and /blog (spec section 4 "Blog search").
 *   Two parallel regions: `corpus` loads the bodies on the first focus or keystroke
 *   (idle → loading → ready | failed), and `query` decides what the results panel shows
 *   (empty: hidden; results: panel with hits; noResults: the no-hit message).
 *   Until the bodies have arrived the search runs on the metadata alone (titles, authors ...),
 *   and is run again when they arrive.
 * - `categoryListMachine`: the list of one category (/article-category, /category): text filter,
 *   6 items first and 6 more per 'Ladda fler artiklar'. The category's bodies load when the filter
 *   is first used (or at once when the page opens with a filter).
 *
 * Both declare the loader as the actor `loadCorpus`; each use provides it with
 * `.provide({ actors: { loadCorpus: fromPromise(...) } })`. The search function comes with the input.
 */
import { assign, fromPromise, raise, setup } from 'xstate';
import {
  PAGE_SIZE,
  filterByText,
  hasMore,
  nextVisibleCount,
  paginate,
  type BodyLookup,
} from '../content/search';

/** What a result needs to be listed: an id to link to and a title. */
export interface SearchHit {
  id: string;
  title: string;
}

/** Bodies by id. */
export type Corpus = ReadonlyMap<string, string>;

/** Runs one query over the items the page searches; `bodies` answers undefined until loaded. */
export type SearchFunction = (query: string, bodies: BodyLookup) => readonly SearchHit[];

const EMPTY_CORPUS: Corpus = new Map();
const lookupIn =
  (corpus: Corpus): BodyLookup =>
  (id) =>
    corpus.get(id);

/** The default loader: nothing. Every use provides its own. */
const noCorpus = fromPromise<Corpus>(async () => EMPTY_CORPUS);

// ---------------------------------------------------------------------------------------------
// Search box
// ---------------------------------------------------------------------------------------------

export interface ContentSearchInput {
  search: SearchFunction;
}

export interface ContentSearchContext {
  /** The text in the search box, as typed. */
  query: string;
  /** The hits of `query`, best first; empty for a blank query. */
  hits: readonly SearchHit[];
  corpus: Corpus;
  search: SearchFunction;
}

export type ContentSearchEvent =
  /** The search box got focus: start loading the bodies. */
  | { type: 'search.focus' }
  /** The visitor typed. */
  | { type: 'search.input'; query: string }
  /** Escape: clears the query and closes the panel. */
  | { type: 'search.clear' }
  /** 'Visa alla kategorier': closes the panel and clears the query. */
  | { type: 'search.showAll' }
  /** Raised by the machine itself when the bodies have arrived. */
  | { type: 'search.corpusLoaded' };

const runSearch = (context: Pick<ContentSearchContext, 'search' | 'corpus'>, query: string) =>
  query.trim() === '' ? [] : context.search(query, lookupIn(context.corpus));

export const contentSearchMachine = setup({
  types: {
    context: {} as ContentSearchContext,
    events: {} as ContentSearchEvent,
    input: {} as ContentSearchInput,
  },
  actors: { loadCorpus: noCorpus },
  guards: {
    isQueryBlank: ({ context }) => context.query.trim() === '',
    hasHits: ({ context }) => context.hits.length > 0,
  },
  actions: {
    setQuery: assign(({ context, event }) => {
      if (event.type !== 'search.input') return {};
      return { query: event.query, hits: runSearch(context, event.query) };
    }),
    clearQuery: assign({ query: '', hits: [] }),
    searchAgain: assign(({ context }) => ({ hits: runSearch(context, context.query) })),
    storeCorpus: assign((_, params: { corpus: Corpus }) => ({ corpus: params.corpus })),
    announceCorpus: raise({ type: 'search.corpusLoaded' }),
  },
}).createMachine({
  id: 'contentSearch',
  type: 'parallel',
  context: ({ input }) => ({ query: '', hits: [], corpus: EMPTY_CORPUS, search: input.search }),
  states: {
    corpus: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'search.focus': 'loading', 'search.input': 'loading' },
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
          on: { 'search.focus': 'loading' },
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
        'search.input': { target: '.evaluating', actions: 'setQuery' },
        'search.corpusLoaded': { target: '.evaluating', actions: 'searchAgain' },
        'search.clear': { target: '.empty', actions: 'clearQuery' },
        'search.showAll': { target: '.empty', actions: 'clearQuery' },
      },
    },
  },
});

type Matcher = { matches: (value: { query: 'results' | 'noResults' }) => boolean };

/** Whether the results panel is open (a non-blank query with at least one hit). */
export const selectPanelOpen = (snapshot: Matcher): boolean =>
  snapshot.matches({ query: 'results' });
/** Whether the no-hit message is shown. */
export const selectNoResults = (snapshot: Matcher): boolean =>
  snapshot.matches({ query: 'noResults' });

// ---------------------------------------------------------------------------------------------
// Category list
// ---------------------------------------------------------------------------------------------

export interface CategoryListInput {
  /** The items of the category, in the order they are listed. */
  items: readonly SearchHit[];
  /** The filter the page opened with (from `?search=`). */
  filter: string;
}

export interface CategoryListContext {
  items: readonly SearchHit[];
  filter: string;
  /** The items that pass the filter. */
  matches: readonly SearchHit[];
  /** How many of `matches` are shown. */
  visibleCount: number;
  corpus: Corpus;
}

export type CategoryListEvent =
  /** The visitor typed in the filter field. */
  | { type: 'category.filter'; filter: string }
  /** 'Ladda fler artiklar'. */
  | { type: 'category.showMore' }
  /** Raised by the machine itself when the bodies have arrived. */
  | { type: 'category.corpusLoaded' };

const filterItems = (items: readonly SearchHit[], corpus: Corpus, filter: string) =>
  filterByText(items, lookupIn(corpus), filter);

export const categoryListMachine = setup({
  types: {
    context: {} as CategoryListContext,
    events: {} as CategoryListEvent,
    input: {} as CategoryListInput,
  },
  actors: { loadCorpus: noCorpus },
  guards: {
    isFilterInUse: ({ context }) => context.filter.trim() !== '',
    hasMatches: ({ context }) => context.matches.length > 0,
    hasMoreToShow: ({ context }) => hasMore(context.visibleCount, context.matches.length),
  },
  actions: {
    setFilter: assign(({ context, event }) => {
      if (event.type !== 'category.filter') return {};
      return {
        filter: event.filter,
        matches: filterItems(context.items, context.corpus, event.filter),
        visibleCount: PAGE_SIZE,
      };
    }),
    showMore: assign(({ context }) => ({
      visibleCount: nextVisibleCount(context.visibleCount, context.matches.length),
    })),
    filterAgain: assign(({ context }) => ({
      matches: filterItems(context.items, context.corpus, context.filter),
    })),
    storeCorpus: assign((_, params: { corpus: Corpus }) => ({ corpus: params.corpus })),
    announceCorpus: raise({ type: 'category.corpusLoaded' }),
    /** Provided by the route: keeps `?search=` in step with the filter (replace navigation). */
    syncUrl: (_, _params: { filter: string }) => {},
  },
}).createMachine({
  id: 'categoryList',
  type: 'parallel',
  context: ({ input }) => ({
    items: input.items,
    filter: input.filter,
    matches: filterItems(input.items, EMPTY_CORPUS, input.filter),
    visibleCount: PAGE_SIZE,
    corpus: EMPTY_CORPUS,
  }),
  states: {
    corpus: {
      initial: 'idle',
      states: {
        /** The bodies are needed only once the filter is used. */
        idle: {
          always: { guard: 'isFilterInUse', target: 'loading' },
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
        /** Filtering goes on over the titles. */
        failed: {},
      },
    },
    list: {
      initial: 'evaluating',
      states: {
        /** A choice state: what the list shows after a change. */
        evaluating: {
          always: [
            { guard: 'hasMoreToShow', target: 'partial' },
            { guard: 'hasMatches', target: 'complete' },
            { target: 'empty' },
          ],
        },
        /** Some items shown; 'Ladda fler artiklar' is visible. */
        partial: {
          on: { 'category.showMore': { target: 'evaluating', actions: 'showMore' } },
        },
        /** All matching items shown; the button is hidden. */
        complete: {},
        /** 'Inga artiklar hittades i denna kategori'. */
        empty: {},
      },
      on: {
        'category.filter': {
          target: '.evaluating',
          actions: [
            'setFilter',
            { type: 'syncUrl', params: ({ event }) => ({ filter: event.filter }) },
          ],
        },
        'category.corpusLoaded': { target: '.evaluating', actions: 'filterAgain' },
      },
    },
  },
});

/** The items shown right now. */
export const selectVisibleItems = (snapshot: {
  context: Pick<CategoryListContext, 'matches' | 'visibleCount'>;
}): SearchHit[] => paginate(snapshot.context.matches, snapshot.context.visibleCount);

// ---------------------------------------------------------------------------------------------
// Per-use wiring: the loader each page provides
// ---------------------------------------------------------------------------------------------

/** The search-box machine with this page's corpus loader. */
export function contentSearchWith(loadCorpus: () => Promise<Corpus>) {
  return contentSearchMachine.provide({ actors: { loadCorpus: fromPromise(loadCorpus) } });
}

/** The category-list machine with this page's body loader and URL sync. */
export function categoryListWith(
  loadCorpus: () => Promise<Corpus>,
  syncUrl: (filter: string) => void,
) {
  return categoryListMachine.provide({
    actors: { loadCorpus: fromPromise(loadCorpus) },
    actions: { syncUrl: (_, params: { filter: string }) => syncUrl(params.filter) },
  });
}
