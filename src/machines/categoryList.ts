/**
 * The list of one category (/article-category, /category): text filter, 6 items first and 6 more
 * per 'Ladda fler artiklar'. The category's bodies load when the filter is first used (or at once
 * when the page opens with a filter): the actor `loadCorpus`, provided by src/app (article bodies
 * or blog bodies, for the ids of the items). `syncUrl` keeps `?search=` in step (src/app too).
 */
import { assign, fromPromise, raise, setup } from 'xstate';
import { PAGE_SIZE, filterByText, hasMore, nextVisibleCount, paginate } from '../content/search';
import { EMPTY_CORPUS, lookupIn, type Corpus, type SearchHit } from './shared/corpus';
import type { Needs } from './shared/implementations';

export interface CategoryListInput {
  /** The items of the category, in the order they are listed. */
  items: readonly SearchHit[];
  /** The filter the page opened with (from `?search=`). */
  filter: string;
}

/** What a category screen lists: each kind has a machine of its own (src/app loads its bodies). */
export type ListedKind = 'articles' | 'blog';

export interface CategoryListContext<K extends ListedKind = ListedKind> {
  /** Which kind of item this machine lists (its type tells the two machines apart). */
  kind: K;
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
  | { type: 'categoryList.fieldChanged'; field: 'filter'; value: string }
  /** 'Ladda fler artiklar'. */
  | { type: 'categoryList.showMore' }
  /** Raised by the machine itself when the bodies have arrived. */
  | { type: 'categoryList.corpusLoaded' };

const filterItems = (items: readonly SearchHit[], corpus: Corpus, filter: string) =>
  filterByText(items, lookupIn(corpus), filter);

const MACHINE_IDS = { articles: 'articleCategory', blog: 'blogCategory' } as const;

/**
 * The list machine of one kind of item. The two are the same chart; their types differ by the
 * kind, so a route cannot wire one under the other's name (and load the wrong bodies).
 */
function categoryListMachineFor<K extends ListedKind>(kind: K) {
  return setup({
    types: {
      context: {} as CategoryListContext<K>,
      events: {} as CategoryListEvent,
      input: {} as CategoryListInput,
    },
    actors: {
      /** Provided by src/app: the bodies of these items. */
      loadCorpus: fromPromise<Corpus, { ids: readonly string[] }>(async () => EMPTY_CORPUS),
    },
    guards: {
      isFilterInUse: ({ context }) => context.filter.trim() !== '',
      hasMatches: ({ context }) => context.matches.length > 0,
      hasMoreToShow: ({ context }) => hasMore(context.visibleCount, context.matches.length),
    },
    actions: {
      setFilter: assign(({ context }, params: { filter: string }) => ({
        filter: params.filter,
        matches: filterItems(context.items, context.corpus, params.filter),
        visibleCount: PAGE_SIZE,
      })),
      showMore: assign(({ context }) => ({
        visibleCount: nextVisibleCount(context.visibleCount, context.matches.length),
      })),
      filterAgain: assign(({ context }) => ({
        matches: filterItems(context.items, context.corpus, context.filter),
      })),
      storeCorpus: assign((_, params: { corpus: Corpus }) => ({ corpus: params.corpus })),
      announceCorpus: raise({ type: 'categoryList.corpusLoaded' }),
      /** Provided by src/app: keeps `?search=` in step with the filter (replace navigation). */
      syncUrl: (_, _params: { filter: string }) => {},
    },
  }).createMachine({
    id: MACHINE_IDS[kind],
    type: 'parallel',
    context: ({ input }) => ({
      kind,
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
              input: ({ context }) => ({ ids: context.items.map((item) => item.id) }),
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
            on: { 'categoryList.showMore': { target: 'evaluating', actions: 'showMore' } },
          },
          /** All matching items shown; the button is hidden. */
          complete: {},
          /** 'Inga artiklar hittades i denna kategori'. */
          empty: {},
        },
        on: {
          'categoryList.fieldChanged': {
            target: '.evaluating',
            actions: [
              { type: 'setFilter', params: ({ event }) => ({ filter: event.value }) },
              { type: 'syncUrl', params: ({ event }) => ({ filter: event.value }) },
            ],
          },
          'categoryList.corpusLoaded': { target: '.evaluating', actions: 'filterAgain' },
        },
      },
    },
  });
}

/** /article-category/{name}: the articles of one category. */
export const articleCategoryMachine = categoryListMachineFor('articles');
/** /category/{name}: the blog posts of one category. */
export const blogCategoryMachine = categoryListMachineFor('blog');

/** The list machine of kind K (the category screen renders either). */
export type CategoryListMachine<K extends ListedKind = ListedKind> = ReturnType<
  typeof categoryListMachineFor<K>
>;

/** The items shown right now. */
export const selectVisibleItems = (snapshot: {
  context: Pick<CategoryListContext, 'matches' | 'visibleCount'>;
}): SearchHit[] => paginate(snapshot.context.matches, snapshot.context.visibleCount);

/** What src/app provides for this machine (src/app/logic.ts), every part required. */
export type CategoryListImplementations = Needs<
  CategoryListMachine,
  {
    actors: 'loadCorpus';
    actions: 'syncUrl';
  }
>;
