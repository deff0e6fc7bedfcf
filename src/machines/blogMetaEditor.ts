import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { BlogPostMeta } from '../content/types';
import * as contentItems from '../services/contentItems';
import type { SaveOutcome } from '../services/contentItems';
import { NO_RIGHTS, type EditRights, type EditRightsChanged } from './shared/editAccess';
import {
  applyStoredMeta,
  BLOG_META_TYPE,
  loadStoredMeta,
  metaKey,
  parseAuthor,
  type MetaField,
  type StoredMeta,
  type StoredMetaByPost,
} from './shared/blogMeta';
import {
  draftOf,
  metaValue,
  parseKeptMetaDraft,
  sameDraft,
  storedWith,
  validateMeta,
  type KeptMetaDraft,
  type MetaDraft,
  type MetaDraftField,
} from './shared/blogMetaDraft';
import type { Draft } from './shared/drafts';
import {
  draftEditingStates,
  draftEditorActions,
  draftEditorActors,
  isWriting,
  watchingRights,
} from './shared/draftEditing';
import { metaSavedToast, META_SAVE_FAILED_TOAST } from './shared/editorTexts';
import type { Needs } from './shared/implementations';

export type { MetaField };
export {
  parseKeptMetaDraft,
  metaValue,
  validateMeta,
  type MetaDraft,
  type MetaDraftField,
} from './shared/blogMetaDraft';
export {
  META_SAVE_FAILED_TOAST,
  META_TEXTS,
  META_TITLE_MAX_CHARS,
  metaSavedToast,
} from './shared/editorTexts';

/**
 * The blog post metadata editor on /blog-post/{id}: title,
 * excerpt and author (name, title, avatar) are each edited in place where the post shows them, one
 * at a time, with Save and Cancel. Saved under `{id}-title`, `{id}-excerpt`, `{id}-author` (JSON)
 * as `blog-meta` rows; 'Blog {field} updated successfully!' or 'Failed to save changes' (the text
 * stays). Visitors see the published values (the build bakes stored metadata into the site, so
 * their page reads no database); an editor, once the rights say so, reads the live ones and sees
 * them (`loading`), as does the offline demo at once (`readsLiveText`, provided by src/app).
 *
 * Like the content editor it loses nothing: a save changes a field only while it is still the
 * version the edit began from (else `conflict`: keep mine, use theirs, or continue editing on top
 * of theirs); what is typed is kept in this browser as it is typed and comes back after a reload;
 * Cancel with changes asks 'Kasta ändringarna?'; losing the rights keeps the draft.
 *
 * The controls show when the `editRights` child says: a session, and admin (on local and preview
 * hosts everyone counts as admin). Only the database decides who may write.
 */

export interface BlogMetaEditorInput {
  post: BlogPostMeta;
}

export interface BlogMetaEditorContext {
  post: BlogPostMeta;
  stored: StoredMeta;
  /** The live values have been read (or tried). */
  liveRead: boolean;
  field: MetaField | null;
  draft: MetaDraft;
  /** The draft the edit began from (the draft is changed when it differs). */
  baseDraft: MetaDraft;
  /** The stored version of the field when the edit began (null: nothing stored then). */
  base: number | null;
  errors: Partial<Record<MetaDraftField, string>>;
  /** The draft was brought back from this browser after a reload. */
  restored: boolean;
  /** Somebody else's stored value that a save ran into (null: removed). */
  theirs: { value: string; version: number } | null;
  rights: EditRights;
}

export type BlogMetaEditorEvent =
  | { type: 'blogMetaEditor.edit'; field: MetaField }
  | { type: 'blogMetaEditor.fieldChanged'; field: MetaDraftField; value: string }
  | { type: 'blogMetaEditor.save' }
  | { type: 'blogMetaEditor.cancel' }
  | { type: 'blogMetaEditor.confirmDiscard' }
  | { type: 'blogMetaEditor.keepEditing' }
  | { type: 'blogMetaEditor.discardRestored' }
  | { type: 'blogMetaEditor.keepMine' }
  | { type: 'blogMetaEditor.useTheirs' }
  | { type: 'blogMetaEditor.continueEditing' }
  | EditRightsChanged;

export interface SaveMetaInput {
  postId: string;
  field: MetaField;
  value: string;
  baseVersion: number | null;
}

const EDITING = draftEditingStates<BlogMetaEditorContext, BlogMetaEditorEvent, StoredMetaByPost>()(
  'blogMetaEditor',
  {
    id: 'blogMetaEditor',
    key: ({ post, rights }) => ({ type: BLOG_META_TYPE, contentId: post.id, owner: rights.user }),
    kept: (context) => {
      const field = context.field ?? 'title';
      const kept: KeptMetaDraft = { field, values: context.draft, baseValues: context.baseDraft };
      return {
        base: context.base,
        baseText: metaValue(field, context.baseDraft),
        text: JSON.stringify(kept),
      };
    },
    load: { src: 'loadMeta', input: ({ post }) => ({ postId: post.id }) },
    afterDiscard: 'viewing',
    save: {
      src: 'saveMeta',
      input: (context): SaveMetaInput => ({
        postId: context.post.id,
        field: context.field ?? 'title',
        value: metaValue(context.field ?? 'title', context.draft),
        baseVersion: context.base,
      }),
      savedToast: (context) => metaSavedToast(context.field ?? 'title'),
      failed: { type: 'showToast' as const, params: META_SAVE_FAILED_TOAST },
    },
  },
);

export const blogMetaEditorMachine = setup({
  types: {
    context: {} as BlogMetaEditorContext,
    events: {} as BlogMetaEditorEvent,
    input: {} as BlogMetaEditorInput,
    children: {} as { editRights: 'editRights' },
  },
  actors: {
    ...draftEditorActors,
    loadMeta: fromPromise<StoredMetaByPost, { postId: string }>(({ input }) =>
      loadStoredMeta([input.postId]),
    ),
    saveMeta: fromPromise<SaveOutcome, SaveMetaInput>(({ input }) =>
      contentItems.save({
        type: BLOG_META_TYPE,
        contentId: metaKey(input.postId, input.field),
        content: input.value,
        title: null,
        baseVersion: input.baseVersion,
      }),
    ),
  },
  guards: {
    /** Provided by src/app: the offline demo with a database of its own in this browser. */
    readsLiveText: () => false,
    mayEdit: ({ context }) =>
      context.rights.known && context.rights.signedIn && context.rights.admin,
    /** An editor sees the live values, not only the published ones. */
    needsLiveText: ({ context }) =>
      !context.liveRead && context.rights.known && context.rights.signedIn && context.rights.admin,
    rightsSettled: ({ context }) => context.rights.known,
    hasLostRights: ({ context }) =>
      !(context.rights.known && context.rights.signedIn && context.rights.admin),
    isDraftInvalid: ({ context }) =>
      context.field !== null && Object.keys(validateMeta(context.field, context.draft)).length > 0,
    isChanged: ({ context }) => !sameDraft(context.draft, context.baseDraft),
    isKeptDraft: (_, params: { draft: Draft | null }) =>
      params.draft !== null && parseKeptMetaDraft(params.draft) !== null,
    isSaved: (_, params: { outcome: SaveOutcome }) => params.outcome.kind === 'saved',
  },
  actions: {
    ...draftEditorActions,
    setRights: assign((_, params: { rights: EditRights }) => ({ rights: params.rights })),
    setStored: assign(({ context }, params: { stored: StoredMetaByPost }) => ({
      stored: params.stored[context.post.id] ?? {},
    })),
    markLiveRead: assign({ liveRead: true }),
    startEditing: assign(({ context }, params: { field: MetaField }) => {
      const draft = draftOf(applyStoredMeta(context.post, context.stored));
      return {
        field: params.field,
        draft,
        baseDraft: draft,
        base: context.stored.versions?.[params.field] ?? null,
        errors: {},
      };
    }),
    restoreDraft: assign((_, params: { draft: Draft }) => {
      const kept = parseKeptMetaDraft(params.draft);
      if (kept === null) return {};
      return {
        field: kept.field,
        draft: kept.values,
        baseDraft: kept.baseValues,
        base: params.draft.base,
        restored: true,
        errors: {},
      };
    }),
    setDraft: assign(({ context }, params: { field: MetaDraftField; value: string }) => {
      const { [params.field]: _cleared, ...errors } = context.errors;
      return { draft: { ...context.draft, [params.field]: params.value }, errors };
    }),
    clearError: assign({ errors: {} }),
    showErrors: assign(({ context }) => ({
      errors: context.field === null ? {} : validateMeta(context.field, context.draft),
    })),
    keepSaved: assign(({ context }, params: { outcome: SaveOutcome }) => {
      if (params.outcome.kind !== 'saved' || context.field === null) return {};
      const { item } = params.outcome;
      return {
        stored: storedWith(context.stored, context.field, item.content, item.version),
        field: null,
        errors: {},
        restored: false,
      };
    }),
    setTheirs: assign((_, params: { outcome: SaveOutcome }) =>
      params.outcome.kind === 'conflict'
        ? {
            theirs: params.outcome.theirs && {
              value: params.outcome.theirs.content,
              version: params.outcome.theirs.version,
            },
          }
        : {},
    ),
    /** The field's stored value becomes theirs; the next save begins from their version. */
    rebaseOnTheirs: assign(({ context }) => {
      if (context.field === null) return {};
      const stored = context.theirs
        ? storedWith(context.stored, context.field, context.theirs.value, context.theirs.version)
        : storedWith(context.stored, context.field, '', null);
      return {
        stored,
        base: context.theirs?.version ?? null,
        baseDraft: draftOf(applyStoredMeta(context.post, stored)),
        theirs: null,
      };
    }),
    discardDraft: assign({ field: null, errors: {}, restored: false, theirs: null }),
  },
}).createMachine({
  id: 'blogMetaEditor',
  context: ({ input }) => ({
    post: input.post,
    stored: {},
    liveRead: false,
    field: null,
    draft: draftOf(input.post),
    baseDraft: draftOf(input.post),
    base: null,
    errors: {},
    restored: false,
    theirs: null,
    rights: NO_RIGHTS,
  }),
  ...watchingRights,
  initial: 'starting',
  states: {
    /** The published values show; only the offline demo reads its own database at once. */
    starting: {
      always: [{ guard: 'readsLiveText', target: 'loading' }, { target: 'findingDraft' }],
    },
    loading: EDITING.loading,
    findingDraft: EDITING.findingDraft,
    viewing: {
      // Signed in as an editor while reading: the live values replace the published ones.
      always: { guard: 'needsLiveText', target: 'loading' },
      on: {
        'blogMetaEditor.edit': {
          guard: 'mayEdit',
          target: 'editing',
          actions: { type: 'startEditing', params: ({ event }) => ({ field: event.field }) },
        },
      },
    },
    editing: EDITING.editing,
    saving: EDITING.saving,
    conflict: EDITING.conflict,
  },
});

export type BlogMetaEditorActor = ActorRefFrom<typeof blogMetaEditorMachine>;
export type BlogMetaEditorSnapshot = SnapshotFrom<typeof blogMetaEditorMachine>;

/** The post as every visitor sees it. */
export const selectShownPost = (snapshot: BlogMetaEditorSnapshot): BlogPostMeta =>
  applyStoredMeta(snapshot.context.post, snapshot.context.stored);

/**
 * Whether the edit controls show (a session, and admin or a local/preview host), once the live
 * values are read.
 */
export const selectMayEditMeta = (snapshot: BlogMetaEditorSnapshot): boolean => {
  const { rights } = snapshot.context;
  return (
    rights.known &&
    rights.signedIn &&
    rights.admin &&
    !snapshot.matches('starting') &&
    !snapshot.matches('loading') &&
    !snapshot.matches('findingDraft')
  );
};

/** There is typed text that is not stored (leaving the page asks first). */
export const selectHasUnsavedMeta = (snapshot: BlogMetaEditorSnapshot): boolean =>
  isWriting(snapshot) && !sameDraft(snapshot.context.draft, snapshot.context.baseDraft);

/** The field's stored value a conflict ran into, as the post would show it. */
export function selectTheirValue(snapshot: BlogMetaEditorSnapshot): string | null {
  const { theirs, field } = snapshot.context;
  if (theirs === null || field === null) return null;
  if (field !== 'author') return theirs.value;
  const author = parseAuthor(theirs.value);
  return author ? `${author.name}, ${author.title}` : theirs.value;
}

/** The field's draft as the post would show it. */
export function selectMyValue(snapshot: BlogMetaEditorSnapshot): string {
  const { draft, field } = snapshot.context;
  if (field === 'author') return `${draft.authorName.trim()}, ${draft.authorTitle.trim()}`;
  return field === null ? '' : metaValue(field, draft);
}

/** What src/app provides for this machine (src/app/logic.ts), every part required. */
export type BlogMetaEditorImplementations = Needs<
  typeof blogMetaEditorMachine,
  {
    actors: 'editRights' | 'readDraft';
    actions: 'showToast' | 'storeDraft' | 'clearDraft';
    guards: 'readsLiveText';
  }
>;
