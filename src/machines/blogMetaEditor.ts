import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { BlogAuthor, BlogPostMeta } from '../content/types';
import * as contentItems from '../services/contentItems';
import type { SaveOutcome } from '../services/contentItems';
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
  parseAuthor,
  serialiseAuthor,
  type MetaField,
  type StoredMeta,
  type StoredMetaByPost,
} from './shared/blogMeta';
import type { Draft, DraftQuery, DraftRelease, DraftWrite } from './shared/drafts';
import type { ToastInput } from './toasts';
import type { Needs } from './shared/implementations';

export type { MetaField };

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

export const META_TEXTS = {
  edit: 'Edit',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  blank: 'Fältet får inte vara tomt.',
  titleTooLong: 'Titeln får vara högst 200 tecken.',
  avatarPath: 'Ange en bild på webbplatsen, till exempel /images/authors/karin-lindqvist.svg.',
} as const;

/** The longest title a post may get. */
export const META_TITLE_MAX_CHARS = 200;

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
  if (field === 'title') {
    if (draft.title.trim() === '') return { title: META_TEXTS.blank };
    return [...draft.title.trim()].length > META_TITLE_MAX_CHARS
      ? { title: META_TEXTS.titleTooLong }
      : {};
  }
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

/** What is stored after `value` became the field's version `version`. */
function storedWith(
  stored: StoredMeta,
  field: MetaField,
  value: string,
  version: number | null,
): StoredMeta {
  const versions = { ...stored.versions };
  if (version === null) delete versions[field];
  else versions[field] = version;
  if (field === 'author') {
    const author = parseAuthor(value);
    const { author: _old, ...rest } = stored;
    return author ? { ...rest, author, versions } : { ...rest, versions };
  }
  return { ...stored, [field]: value, versions };
}

/** A field's draft as it is kept in this browser (one record per post: the field being edited). */
interface KeptMetaDraft {
  field: MetaField;
  values: MetaDraft;
  baseValues: MetaDraft;
}

const FIELDS = new Set<string>(['title', 'excerpt', 'author']);
const DRAFT_FIELDS: readonly MetaDraftField[] = [
  'title',
  'excerpt',
  'authorName',
  'authorTitle',
  'authorAvatar',
];

function isMetaDraft(value: unknown): value is MetaDraft {
  return (
    typeof value === 'object' &&
    value !== null &&
    DRAFT_FIELDS.every((key) => typeof (value as Record<string, unknown>)[key] === 'string')
  );
}

/** The kept draft of a post's field, or null when unreadable. */
export function parseKeptMetaDraft(draft: Draft): KeptMetaDraft | null {
  try {
    const value: unknown = JSON.parse(draft.text);
    if (typeof value !== 'object' || value === null) return null;
    const { field, values, baseValues } = value as Record<string, unknown>;
    if (typeof field !== 'string' || !FIELDS.has(field)) return null;
    if (!isMetaDraft(values) || !isMetaDraft(baseValues)) return null;
    return { field: field as MetaField, values, baseValues };
  } catch {
    return null;
  }
}

const sameDraft = (a: MetaDraft, b: MetaDraft): boolean =>
  DRAFT_FIELDS.every((key) => a[key] === b[key]);

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
    saveMeta: fromPromise<SaveOutcome, SaveMetaInput>(({ input }) =>
      contentItems.save({
        type: BLOG_META_TYPE,
        contentId: metaKey(input.postId, input.field),
        content: input.value,
        title: null,
        baseVersion: input.baseVersion,
      }),
    ),
    /** Provided by src/app: this user's kept draft of the post's metadata, or null. */
    readDraft: fromPromise<Draft | null, DraftQuery>(async () => null),
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
    stopEditing: assign({ field: null, errors: {}, restored: false, theirs: null }),
    /** Provided by src/app: keeps the draft in this browser (storage adapter). */
    storeDraft: (_, _params: DraftWrite) => {},
    /** Provided by src/app: forgets the kept draft. */
    clearDraft: (_, _params: DraftRelease) => {},
    /** Provided by src/app: one `toasts.show` to the root system's toasts actor. */
    showToast: (_, _params: ToastInput) => {},
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
  invoke: { id: 'editRights', src: 'editRights' },
  on: {
    'editRights.changed': {
      actions: { type: 'setRights', params: ({ event }) => ({ rights: event.rights }) },
    },
  },
  initial: 'starting',
  states: {
    /** The published values show; only the offline demo reads its own database at once. */
    starting: {
      always: [{ guard: 'readsLiveText', target: 'loading' }, { target: 'findingDraft' }],
    },
    /** The live values and their versions are read; the published ones show meanwhile. */
    loading: {
      entry: 'markLiveRead',
      invoke: {
        id: 'loadMeta',
        src: 'loadMeta',
        input: ({ context }) => ({ postId: context.post.id }),
        onDone: {
          target: 'findingDraft',
          actions: { type: 'setStored', params: ({ event }) => ({ stored: event.output }) },
        },
        onError: 'findingDraft',
      },
    },
    /**
     * Once the rights are known, an editor reads the live values, and a draft kept in this
     * browser reopens its field.
     */
    findingDraft: {
      initial: 'waitingForRights',
      states: {
        waitingForRights: {
          always: [
            { guard: 'needsLiveText', target: '#blogMetaEditor.loading' },
            { guard: 'mayEdit', target: 'reading' },
            { guard: 'rightsSettled', target: '#blogMetaEditor.viewing' },
          ],
        },
        reading: {
          invoke: {
            id: 'readDraft',
            src: 'readDraft',
            input: ({ context }) => metaDraftKey(context),
            onDone: [
              {
                guard: { type: 'isKeptDraft', params: ({ event }) => ({ draft: event.output }) },
                target: '#blogMetaEditor.editing',
                actions: {
                  type: 'restoreDraft',
                  params: ({ event }) => ({ draft: event.output as Draft }),
                },
              },
              { target: '#blogMetaEditor.viewing' },
            ],
            onError: '#blogMetaEditor.viewing',
          },
        },
      },
    },
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
    editing: {
      initial: 'writing',
      on: {
        'blogMetaEditor.fieldChanged': {
          actions: [
            { type: 'setDraft', params: ({ event }) => event },
            { type: 'storeDraft', params: ({ context }) => metaDraftWrite(context) },
          ],
        },
        'blogMetaEditor.discardRestored': {
          target: 'viewing',
          actions: [
            { type: 'clearDraft', params: ({ context }) => metaDraftRelease(context) },
            'stopEditing',
          ],
        },
      },
      states: {
        writing: {
          always: { guard: 'hasLostRights', target: 'rightsLost' },
          on: {
            'blogMetaEditor.save': [
              { guard: 'isDraftInvalid', actions: 'showErrors' },
              { target: '#blogMetaEditor.saving' },
            ],
            'blogMetaEditor.cancel': [
              { guard: 'isChanged', target: 'confirmingCancel' },
              {
                target: '#blogMetaEditor.viewing',
                actions: [
                  { type: 'clearDraft', params: ({ context }) => metaDraftRelease(context) },
                  'stopEditing',
                ],
              },
            ],
          },
        },
        /** 'Kasta ändringarna?' */
        confirmingCancel: {
          on: {
            'blogMetaEditor.confirmDiscard': {
              target: '#blogMetaEditor.viewing',
              actions: [
                { type: 'clearDraft', params: ({ context }) => metaDraftRelease(context) },
                'stopEditing',
              ],
            },
            'blogMetaEditor.keepEditing': 'writing',
          },
        },
        /** Signed out or no longer admin: the draft stays (kept in this browser), Save waits. */
        rightsLost: { always: { guard: 'mayEdit', target: 'writing' } },
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
          baseVersion: context.base,
        }),
        onDone: [
          {
            guard: { type: 'isSaved', params: ({ event }) => ({ outcome: event.output }) },
            target: 'viewing',
            actions: [
              {
                type: 'showToast',
                params: ({ context }) => metaSavedToast(context.field ?? 'title'),
              },
              { type: 'clearDraft', params: ({ context }) => metaDraftRelease(context) },
              { type: 'keepSaved', params: ({ event }) => ({ outcome: event.output }) },
            ],
          },
          {
            target: 'conflict',
            actions: { type: 'setTheirs', params: ({ event }) => ({ outcome: event.output }) },
          },
        ],
        // The typed values stay (and stay kept) for another try.
        onError: {
          target: 'editing',
          actions: { type: 'showToast', params: META_SAVE_FAILED_TOAST },
        },
      },
    },
    /** 'Texten har ändrats av någon annan sedan du började redigera.' */
    conflict: {
      on: {
        'blogMetaEditor.keepMine': { target: 'saving', actions: 'rebaseOnTheirs' },
        'blogMetaEditor.useTheirs': {
          target: 'viewing',
          actions: [
            { type: 'clearDraft', params: ({ context }) => metaDraftRelease(context) },
            'rebaseOnTheirs',
            'stopEditing',
          ],
        },
        'blogMetaEditor.continueEditing': {
          target: 'editing',
          actions: [
            'rebaseOnTheirs',
            { type: 'storeDraft', params: ({ context }) => metaDraftWrite(context) },
          ],
        },
      },
    },
  },
});

function metaDraftKey(context: BlogMetaEditorContext): DraftQuery {
  return { type: BLOG_META_TYPE, contentId: context.post.id, owner: context.rights.user };
}

function metaDraftRelease(context: BlogMetaEditorContext): DraftRelease {
  return { ...metaDraftKey(context), text: metaDraftWrite(context).draft.text };
}

function metaDraftWrite(context: BlogMetaEditorContext): DraftWrite {
  const field = context.field ?? 'title';
  const kept: KeptMetaDraft = { field, values: context.draft, baseValues: context.baseDraft };
  return {
    ...metaDraftKey(context),
    draft: {
      owner: context.rights.user,
      base: context.base,
      baseText: metaValue(field, context.baseDraft),
      text: JSON.stringify(kept),
    },
  };
}

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
  (snapshot.matches('editing') || snapshot.matches('saving') || snapshot.matches('conflict')) &&
  !sameDraft(snapshot.context.draft, snapshot.context.baseDraft);

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
