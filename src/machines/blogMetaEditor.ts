import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { BlogAuthor, BlogPostMeta } from '../content/types';
import * as contentItems from '../services/contentItems';
import {
  editRightsMachine,
  NO_RIGHTS,
  type EditRights,
  type EditRightsChanged,
} from './editRights';
import {
  applyStoredMeta,
  BLOG_META_TYPE,
  isSiteImagePath,
  loadStoredMeta,
  metaKey,
  serialiseAuthor,
  type MetaField,
  type StoredMeta,
  type StoredMetaByPost,
} from './shared/blogMeta';
import type { ToastInput } from './toasts';

export type { MetaField };

/**
 * The blog post metadata editor on /blog-post/{id} (spec §4 "Blog post metadata edit"): title,
 * excerpt and author (name, title, avatar) are each edited in place, one at a time, with Save and
 * Cancel (Cancel resets). Saved under `{id}-title`, `{id}-excerpt`, `{id}-author` (JSON) as
 * `blog-meta` rows; 'Blog {field} updated successfully!' or 'Failed to save changes' (the text
 * stays). The stored values are read after mount for every visitor and shown over the shipped ones.
 *
 * The controls show when the `editRights` child says: a session, and admin (on local and preview
 * hosts everyone counts as admin). Only the database decides who may write.
 */

export const META_TEXTS = {
  edit: 'Edit',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  blank: 'Fältet får inte vara tomt.',
  avatarPath: 'Ange en bild på webbplatsen, till exempel /images/authors/karin-lindqvist.svg.',
} as const;

export const metaSavedToast = (field: MetaField): ToastInput => ({
  title: `Blog ${field} updated successfully!`,
});
export const META_SAVE_FAILED_TOAST: ToastInput = {
  title: 'Failed to save changes',
  variant: 'destructive',
};

export type MetaDraftField = 'title' | 'excerpt' | 'authorName' | 'authorTitle' | 'authorAvatar';

export interface MetaDraft {
  title: string;
  excerpt: string;
  authorName: string;
  authorTitle: string;
  authorAvatar: string;
}

export interface BlogMetaEditorInput {
  post: BlogPostMeta;
}

export interface BlogMetaEditorContext {
  post: BlogPostMeta;
  stored: StoredMeta;
  field: MetaField | null;
  draft: MetaDraft;
  errors: Partial<Record<MetaDraftField, string>>;
  rights: EditRights;
}

export type BlogMetaEditorEvent =
  | { type: 'blogMetaEditor.edit'; field: MetaField }
  | { type: 'blogMetaEditor.fieldChanged'; field: MetaDraftField; value: string }
  | { type: 'blogMetaEditor.save' }
  | { type: 'blogMetaEditor.cancel' }
  | EditRightsChanged;

export interface SaveMetaInput {
  postId: string;
  field: MetaField;
  value: string;
}

const draftOf = (post: BlogPostMeta): MetaDraft => ({
  title: post.title,
  excerpt: post.excerpt,
  authorName: post.author.name,
  authorTitle: post.author.title,
  authorAvatar: post.author.avatar,
});

const authorOf = (draft: MetaDraft): BlogAuthor => ({
  name: draft.authorName.trim(),
  title: draft.authorTitle.trim(),
  avatar: draft.authorAvatar.trim(),
});

/** Field messages for the field being edited; empty when it may be saved. */
export function validateMeta(
  field: MetaField,
  draft: MetaDraft,
): Partial<Record<MetaDraftField, string>> {
  if (field === 'title') return draft.title.trim() === '' ? { title: META_TEXTS.blank } : {};
  if (field === 'excerpt') return {};
  const errors: Partial<Record<MetaDraftField, string>> = {};
  if (draft.authorName.trim() === '') errors.authorName = META_TEXTS.blank;
  if (!isSiteImagePath(draft.authorAvatar.trim())) errors.authorAvatar = META_TEXTS.avatarPath;
  return errors;
}

/** What is stored under `{id}-{field}`: the text, or the author as a JSON string. */
export function metaValue(field: MetaField, draft: MetaDraft): string {
  if (field === 'title') return draft.title.trim();
  if (field === 'excerpt') return draft.excerpt.trim();
  return serialiseAuthor(authorOf(draft));
}

function storedAfterSave(stored: StoredMeta, field: MetaField, draft: MetaDraft): StoredMeta {
  if (field === 'author') return { ...stored, author: authorOf(draft) };
  return { ...stored, [field]: metaValue(field, draft) };
}

export const blogMetaEditorMachine = setup({
  types: {
    context: {} as BlogMetaEditorContext,
    events: {} as BlogMetaEditorEvent,
    input: {} as BlogMetaEditorInput,
    children: {} as { editRights: 'editRights' },
  },
  actors: {
    editRights: editRightsMachine,
    loadMeta: fromPromise<StoredMetaByPost, { postId: string }>(({ input }) =>
      loadStoredMeta([input.postId]),
    ),
    saveMeta: fromPromise<void, SaveMetaInput>(({ input }) =>
      contentItems.save(BLOG_META_TYPE, metaKey(input.postId, input.field), input.value, null),
    ),
  },
  guards: {
    mayEdit: ({ context }) =>
      context.rights.known && context.rights.signedIn && context.rights.admin,
    isDraftInvalid: ({ context }) =>
      context.field !== null && Object.keys(validateMeta(context.field, context.draft)).length > 0,
  },
  actions: {
    setRights: assign((_, params: { rights: EditRights }) => ({ rights: params.rights })),
    setStored: assign(({ context }, params: { stored: StoredMetaByPost }) => ({
      stored: params.stored[context.post.id] ?? {},
    })),
    startEditing: assign(({ context }, params: { field: MetaField }) => ({
      field: params.field,
      draft: draftOf(applyStoredMeta(context.post, context.stored)),
      errors: {},
    })),
    setDraft: assign(({ context }, params: { field: MetaDraftField; value: string }) => {
      const { [params.field]: _cleared, ...errors } = context.errors;
      return { draft: { ...context.draft, [params.field]: params.value }, errors };
    }),
    showErrors: assign(({ context }) => ({
      errors: context.field === null ? {} : validateMeta(context.field, context.draft),
    })),
    keepSaved: assign(({ context }) => ({
      stored:
        context.field === null
          ? context.stored
          : storedAfterSave(context.stored, context.field, context.draft),
      field: null,
      errors: {},
    })),
    stopEditing: assign({ field: null, errors: {} }),
    /** Provided by src/app: one `toasts.show` to the root system's toasts actor. */
    showToast: (_, _params: ToastInput) => {},
  },
}).createMachine({
  id: 'blogMetaEditor',
  context: ({ input }) => ({
    post: input.post,
    stored: {},
    field: null,
    draft: draftOf(input.post),
    errors: {},
    rights: NO_RIGHTS,
  }),
  invoke: { id: 'editRights', src: 'editRights' },
  on: {
    'editRights.changed': {
      actions: { type: 'setRights', params: ({ event }) => ({ rights: event.rights }) },
    },
  },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadMeta',
        src: 'loadMeta',
        input: ({ context }) => ({ postId: context.post.id }),
        onDone: {
          target: 'viewing',
          actions: { type: 'setStored', params: ({ event }) => ({ stored: event.output }) },
        },
        onError: 'viewing',
      },
    },
    viewing: {
      on: {
        'blogMetaEditor.edit': {
          guard: 'mayEdit',
          target: 'editing',
          actions: { type: 'startEditing', params: ({ event }) => ({ field: event.field }) },
        },
      },
    },
    editing: {
      on: {
        'blogMetaEditor.fieldChanged': {
          actions: { type: 'setDraft', params: ({ event }) => event },
        },
        'blogMetaEditor.save': [
          { guard: 'isDraftInvalid', actions: 'showErrors' },
          { target: 'saving' },
        ],
        // Cancel resets: the draft goes, the shown values stay.
        'blogMetaEditor.cancel': { target: 'viewing', actions: 'stopEditing' },
      },
    },
    saving: {
      invoke: {
        id: 'saveMeta',
        src: 'saveMeta',
        input: ({ context }) => ({
          postId: context.post.id,
          field: context.field ?? 'title',
          value: metaValue(context.field ?? 'title', context.draft),
        }),
        onDone: {
          target: 'viewing',
          actions: [
            {
              type: 'showToast',
              params: ({ context }) => metaSavedToast(context.field ?? 'title'),
            },
            'keepSaved',
          ],
        },
        // The typed values stay for another try.
        onError: {
          target: 'editing',
          actions: { type: 'showToast', params: META_SAVE_FAILED_TOAST },
        },
      },
    },
  },
});

export type BlogMetaEditorActor = ActorRefFrom<typeof blogMetaEditorMachine>;
export type BlogMetaEditorSnapshot = SnapshotFrom<typeof blogMetaEditorMachine>;

/** The post as every visitor sees it. */
export const selectShownPost = (snapshot: BlogMetaEditorSnapshot): BlogPostMeta =>
  applyStoredMeta(snapshot.context.post, snapshot.context.stored);

/** Whether the edit controls show (a session, and admin or a local/preview host). */
export const selectMayEditMeta = (snapshot: BlogMetaEditorSnapshot): boolean => {
  const { rights } = snapshot.context;
  return rights.known && rights.signedIn && rights.admin;
};
