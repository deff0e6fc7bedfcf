import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import * as contentItems from '../services/contentItems';
import {
  editRightsMachine,
  NO_RIGHTS,
  type EditRights,
  type EditRightsChanged,
} from './editRights';
import type { ToastInput } from './toasts';

/**
 * In-place editing of one body text: an article's or a blog post's (spec §4 "Content editor").
 *
 * The shipped text renders first (also in the prerendered page); after mount the stored text
 * (`content_items`, keyed by type and content id) is read for every visitor and shown over it.
 * The `editRights` child says whether the editing UI shows. Modes: viewing → editing on
 * `contentEditor.edit`, or by itself once when global edit mode is on and the user may edit
 * (counts as admin) → saving ('Saving...', both buttons disabled) → viewing with 'Content saved
 * successfully!'; a failure goes back to editing with the text kept, 'Failed to save content.
 * Please try again.' as a toast and 'Failed to save content.' in the editor. Cancel drops the
 * draft and reads the stored text again. On a preview card Edit only says 'Open the full post to
 * edit content'. Only the database decides who may write.
 */

export type ContentType = 'article' | 'blog-post';

export const CONTENT_TEXTS = {
  edit: 'Edit',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  /** Shown in the editor after a failed save. */
  saveFailed: 'Failed to save content.',
} as const;

export const CONTENT_TOASTS = {
  saved: { title: 'Content saved successfully!' },
  saveFailed: { title: 'Failed to save content. Please try again.', variant: 'destructive' },
  openFullPost: { title: 'Open the full post to edit content' },
} as const satisfies Record<string, ToastInput>;

export interface ContentEditorInput {
  type: ContentType;
  contentId: string;
  /** Stored with the text (the article's or post's title). */
  title: string | null;
  /** The text that ships with the site. */
  shipped: string;
  /** A preview card: Edit only points to the full post. */
  preview?: boolean;
}

export interface ContentEditorContext {
  type: ContentType;
  contentId: string;
  title: string | null;
  shipped: string;
  preview: boolean;
  /** The stored text, or null when there is none (or it could not be read). */
  stored: string | null;
  draft: string;
  /** 'Failed to save content.' after a failed save, else null. */
  error: string | null;
  rights: EditRights;
  /** Global edit mode has opened the editor once already (Cancel must not reopen it). */
  autoOpened: boolean;
}

export type ContentEditorEvent =
  | { type: 'contentEditor.edit' }
  | { type: 'contentEditor.fieldChanged'; field: 'content'; value: string }
  | { type: 'contentEditor.save' }
  | { type: 'contentEditor.cancel' }
  | EditRightsChanged;

export interface LoadContentInput {
  type: ContentType;
  contentId: string;
}

export interface SaveContentInput extends LoadContentInput {
  content: string;
  title: string | null;
}

export const contentEditorMachine = setup({
  types: {
    context: {} as ContentEditorContext,
    events: {} as ContentEditorEvent,
    input: {} as ContentEditorInput,
    children: {} as { editRights: 'editRights' },
  },
  actors: {
    editRights: editRightsMachine,
    /** PGRST116 (nothing stored) and read failures give null; the service logs the failures. */
    loadContent: fromPromise<string | null, LoadContentInput>(async ({ input }) => {
      const item = await contentItems.get(input.type, input.contentId);
      return item?.content ?? null;
    }),
    saveContent: fromPromise<void, SaveContentInput>(({ input }) =>
      contentItems.save(input.type, input.contentId, input.content, input.title),
    ),
  },
  guards: {
    isPreview: ({ context }) => context.preview,
    mayEdit: ({ context }) => context.rights.known && context.rights.editUi,
    opensByItself: ({ context }) =>
      !context.preview &&
      !context.autoOpened &&
      context.rights.known &&
      context.rights.editUi &&
      context.rights.globalEdit &&
      context.rights.admin,
  },
  actions: {
    setRights: assign((_, params: { rights: EditRights }) => ({ rights: params.rights })),
    setStored: assign((_, params: { stored: string | null }) => ({ stored: params.stored })),
    startDraft: assign(({ context }) => ({
      draft: context.stored ?? context.shipped,
      error: null,
    })),
    markAutoOpened: assign({ autoOpened: true }),
    setDraft: assign((_, params: { value: string }) => ({ draft: params.value })),
    clearError: assign({ error: null }),
    keepSaved: assign(({ context }) => ({ stored: context.draft, error: null })),
    setSaveError: assign({ error: CONTENT_TEXTS.saveFailed }),
    discardDraft: assign({ draft: '', error: null }),
    /** Provided by src/app: one `toasts.show` to the root system's toasts actor. */
    showToast: (_, _params: ToastInput) => {},
  },
}).createMachine({
  id: 'contentEditor',
  context: ({ input }) => ({
    type: input.type,
    contentId: input.contentId,
    title: input.title,
    shipped: input.shipped,
    preview: input.preview ?? false,
    stored: null,
    draft: '',
    error: null,
    rights: NO_RIGHTS,
    autoOpened: false,
  }),
  invoke: { id: 'editRights', src: 'editRights' },
  on: {
    'editRights.changed': {
      actions: { type: 'setRights', params: ({ event }) => ({ rights: event.rights }) },
    },
  },
  initial: 'loading',
  states: {
    /** The stored text is read for every visitor; the shipped one shows meanwhile. */
    loading: {
      invoke: {
        id: 'loadContent',
        src: 'loadContent',
        input: ({ context }) => ({ type: context.type, contentId: context.contentId }),
        onDone: {
          target: 'viewing',
          actions: { type: 'setStored', params: ({ event }) => ({ stored: event.output }) },
        },
        onError: 'viewing',
      },
    },
    viewing: {
      always: {
        guard: 'opensByItself',
        target: 'editing',
        actions: ['markAutoOpened', 'startDraft'],
      },
      on: {
        'contentEditor.edit': [
          {
            guard: 'isPreview',
            actions: { type: 'showToast', params: CONTENT_TOASTS.openFullPost },
          },
          { guard: 'mayEdit', target: 'editing', actions: 'startDraft' },
        ],
      },
    },
    editing: {
      on: {
        'contentEditor.fieldChanged': {
          actions: { type: 'setDraft', params: ({ event }) => ({ value: event.value }) },
        },
        'contentEditor.save': { target: 'saving', actions: 'clearError' },
        // Cancel resets: the draft goes and the stored text is read again.
        'contentEditor.cancel': { target: 'reloading', actions: 'discardDraft' },
      },
    },
    saving: {
      invoke: {
        id: 'saveContent',
        src: 'saveContent',
        input: ({ context }) => ({
          type: context.type,
          contentId: context.contentId,
          content: context.draft,
          title: context.title,
        }),
        onDone: {
          target: 'viewing',
          actions: ['keepSaved', { type: 'showToast', params: CONTENT_TOASTS.saved }],
        },
        // The edited text stays for another try.
        onError: {
          target: 'editing',
          actions: ['setSaveError', { type: 'showToast', params: CONTENT_TOASTS.saveFailed }],
        },
      },
    },
    reloading: {
      invoke: {
        id: 'reloadContent',
        src: 'loadContent',
        input: ({ context }) => ({ type: context.type, contentId: context.contentId }),
        onDone: {
          target: 'viewing',
          actions: { type: 'setStored', params: ({ event }) => ({ stored: event.output }) },
        },
        onError: 'viewing',
      },
    },
  },
});

export type ContentEditorActor = ActorRefFrom<typeof contentEditorMachine>;
export type ContentEditorSnapshot = SnapshotFrom<typeof contentEditorMachine>;

/** What the editor's controls show. */
export type ContentControls = 'none' | 'loading' | 'edit' | 'editing' | 'saving';

/** The text to show: the stored one over the shipped one. */
export const selectContentText = (snapshot: ContentEditorSnapshot): string =>
  snapshot.context.stored ?? snapshot.context.shipped;

export function selectContentControls(snapshot: ContentEditorSnapshot): ContentControls {
  const { rights } = snapshot.context;
  if (snapshot.matches('editing')) return 'editing';
  if (snapshot.matches('saving')) return 'saving';
  if (!rights.editUi) return 'none';
  // A placeholder while the admin check runs or the stored text is being read.
  if (!rights.known || snapshot.matches('loading') || snapshot.matches('reloading'))
    return 'loading';
  return 'edit';
}
