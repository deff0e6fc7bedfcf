import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { loadStoredMeta, type StoredMetaByPost } from './shared/blogMeta';
import type { Needs } from './shared/implementations';

/**
 * The blog metadata of the posts a card list shows (/blog, /category/{name}). The cards show the
 * published titles, excerpts and authors: the build bakes stored metadata into the site, so the
 * list reads no database. Only the offline demo, whose edits live in the browser's own database,
 * reads them after mount (`readsLiveText`, provided by src/app); a failed read leaves the
 * published values (logged by the service).
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
  guards: {
    /** Provided by src/app: the offline demo with a database of its own in this browser. */
    readsLiveText: () => false,
  },
  actions: {
    setStored: assign((_, params: { stored: StoredMetaByPost }) => ({ stored: params.stored })),
  },
}).createMachine({
  id: 'blogMetaList',
  context: ({ input }) => ({ postIds: input.postIds, stored: {} }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'readsLiveText', target: 'loading' }, { target: 'ready' }],
    },
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

/** What src/app provides for this machine (src/app/logic.ts), every part required. */
export type BlogMetaListImplementations = Needs<
  typeof blogMetaListMachine,
  {
    guards: 'readsLiveText';
  }
>;
