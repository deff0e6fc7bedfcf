import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { loadStoredMeta, type StoredMetaByPost } from './shared/blogMeta';

/**
 * The saved blog metadata of the posts a card list shows (/blog, /category/{name}): the cards
 * render the shipped titles, excerpts and authors first (also when prerendered) and the stored
 * ones once they are read after mount. A failed read leaves the shipped values (logged by the
 * service).
 */
export interface BlogMetaListContext {
  postIds: readonly string[];
  stored: StoredMetaByPost;
}

export const blogMetaListMachine = setup({
  types: {
    context: {} as BlogMetaListContext,
    input: {} as { postIds: readonly string[] },
  },
  actors: {
    loadMeta: fromPromise<StoredMetaByPost, { postIds: readonly string[] }>(({ input }) =>
      loadStoredMeta(input.postIds),
    ),
  },
  actions: {
    setStored: assign((_, params: { stored: StoredMetaByPost }) => ({ stored: params.stored })),
  },
}).createMachine({
  id: 'blogMetaList',
  context: ({ input }) => ({ postIds: input.postIds, stored: {} }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadMeta',
        src: 'loadMeta',
        input: ({ context }) => ({ postIds: context.postIds }),
        onDone: {
          target: 'ready',
          actions: { type: 'setStored', params: ({ event }) => ({ stored: event.output }) },
        },
        onError: 'ready',
      },
    },
    ready: {},
  },
});

export type BlogMetaListActor = ActorRefFrom<typeof blogMetaListMachine>;
export type BlogMetaListSnapshot = SnapshotFrom<typeof blogMetaListMachine>;
