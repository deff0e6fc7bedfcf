import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import * as contentItems from '../services/contentItems';
import type { Revision, SaveInput, SaveOutcome, StoredItem } from '../services/contentItems';
import { NO_RIGHTS, type EditRights, type EditRightsChanged } from './shared/editAccess';
import type { Draft } from './shared/drafts';
import {
  draftEditingStates,
  draftEditorActions,
  draftEditorActors,
  isWriting,
  watchingRights,
} from './shared/draftEditing';
import {
  CONTENT_MAX_CHARS,
  CONTENT_TEXTS,
  CONTENT_TOASTS,
  tooLongMessage,
} from './shared/editorTexts';
import { isServiceError } from '../services/result';
import {
  loadRevisions,
  versionHistoryState,
  type History,
  type ItemKey,
} from './shared/versionHistory';
import type { Needs } from './shared/implementations';

/**
 * In-place editing of one body text: an article's or a blog post's,
 * built so that no sequence of saves, tabs, reloads, navigation or sign-outs loses the editor's
 * text unless the editor chose to drop it.
 *
 * The text on the page is the published one: the build bakes stored edits into the site, so a
 * visitor's page never reads the database. The `editRights` child says whether the editing UI
 * shows; an editor (and only an editor) then reads the live text and its version (`loading`).
 * Then an editor's draft kept in this browser (`readDraft`, provided by src/app) reopens the
 * editor: 'Ditt osparade utkast har återställts.', with a way to discard it.
 *
 * - viewing → editing on Edit (or by itself once in global edit mode). Every change is kept as
 *   the editor types (`storeDraft`). Cancel with changes asks 'Kasta ändringarna?'.
 * - Save stores the draft only while the stored text is still the version the draft began from.
 *   If somebody else saved meanwhile, `conflict` shows their text beside the draft: 'Behåll min
 *   version' saves over theirs knowingly, 'Använd deras version' drops the draft, 'Fortsätt
 *   redigera' keeps the draft open on top of their version.
 * - Losing the rights while editing (signed out in another tab, no longer admin) keeps the draft
 *   and says why; Save waits until they are back.
 * - `history` lists every saved version (admins) and restores one as a new version.
 *
 * On a preview card Edit only says 'Open the full post to edit content'. Only the database decides
 * who may write; texts are limited to 100 000 characters there and here.
 */

export type ContentType = 'article' | 'blog-post';

export {
  CONTENT_MAX_CHARS,
  CONTENT_TEXTS,
  CONTENT_TOASTS,
  tooLongMessage,
} from './shared/editorTexts';

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
  /** The stored text and its version, or null when there is none (or it could not be read). */
  stored: StoredItem | null;
  /** The live text has been read (or tried): an editor's page shows what is stored now. */
  liveRead: boolean;
  draft: string;
  /** The stored version the draft began from (null: nothing was stored then). */
  base: number | null;
  /** The text the draft began from: the draft is changed when it differs. */
  baseText: string;
  /** A failed save or a refused draft, shown in the editor; else null. */
  error: string | null;
  /** The draft was brought back from this browser after a reload. */
  restored: boolean;
  /** Somebody else's text that a save ran into (null inside: it was removed). */
  theirs: StoredItem | null;
  revisions: readonly Revision[];
  rights: EditRights;
  /** Global edit mode has opened the editor once already (Cancel must not reopen it). */
  autoOpened: boolean;
}

export type ContentEditorEvent =
  | { type: 'contentEditor.edit' }
  | { type: 'contentEditor.fieldChanged'; field: 'content'; value: string }
  | { type: 'contentEditor.save' }
  | { type: 'contentEditor.cancel' }
  | { type: 'contentEditor.confirmDiscard' }
  | { type: 'contentEditor.keepEditing' }
  | { type: 'contentEditor.discardRestored' }
  | { type: 'contentEditor.keepMine' }
  | { type: 'contentEditor.useTheirs' }
  | { type: 'contentEditor.continueEditing' }
  | { type: 'contentEditor.showHistory' }
  | { type: 'contentEditor.closeHistory' }
  | { type: 'contentEditor.retryHistory' }
  | { type: 'contentEditor.restore'; version: number }
  | EditRightsChanged;

export type LoadContentInput = ItemKey;
export type { History };

export type SaveContentInput = SaveInput;

const baseOf = (stored: StoredItem | null) => stored?.version ?? null;

const EDITING = draftEditingStates<ContentEditorContext, ContentEditorEvent, StoredItem | null>()(
  'contentEditor',
  {
    id: 'contentEditor',
    key: ({ type, contentId, rights }) => ({ type, contentId, owner: rights.user }),
    kept: ({ base, baseText, draft }) => ({ base, baseText, text: draft }),
    load: { src: 'loadContent', input: ({ type, contentId }): ItemKey => ({ type, contentId }) },
    afterDiscard: 'reloading',
    save: {
      src: 'saveContent',
      input: (context): SaveContentInput => ({
        type: context.type,
        contentId: context.contentId,
        content: context.draft,
        title: context.title,
        baseVersion: context.base,
      }),
      savedToast: () => CONTENT_TOASTS.saved,
      failed: [
        'setSaveError' as const,
        { type: 'showToast' as const, params: CONTENT_TOASTS.saveFailed },
      ],
    },
  },
);

export const contentEditorMachine = setup({
  types: {
    context: {} as ContentEditorContext,
    events: {} as ContentEditorEvent,
    input: {} as ContentEditorInput,
    children: {} as { editRights: 'editRights' },
  },
  actors: {
    ...draftEditorActors,
    /** Nothing stored and read failures give null; the service logs the failures. */
    loadContent: fromPromise<StoredItem | null, LoadContentInput>(({ input }) =>
      contentItems.get(input.type, input.contentId),
    ),
    saveContent: fromPromise<SaveOutcome, SaveContentInput>(({ input }) =>
      contentItems.save(input),
    ),
    loadRevisions,
  },
  guards: {
    /** Provided by src/app: the offline demo with a database of its own in this browser. */
    readsLiveText: () => false,
    rightsSettled: ({ context }) => context.rights.known,
    isSaved: (_, params: { outcome: SaveOutcome }) => params.outcome.kind === 'saved',
    isPreview: ({ context }) => context.preview,
    mayEdit: ({ context }) => context.rights.known && context.rights.editUi,
    /** An editor sees the live text, not only the published one. */
    needsLiveText: ({ context }) =>
      !context.preview && !context.liveRead && context.rights.known && context.rights.editUi,
    hasLostRights: ({ context }) => !context.rights.known || !context.rights.editUi,
    opensByItself: ({ context }) =>
      !context.preview &&
      !context.autoOpened &&
      context.rights.known &&
      context.rights.editUi &&
      context.rights.globalEdit &&
      context.rights.admin,
    isChanged: ({ context }) => context.draft !== context.baseText,
    isDraftInvalid: ({ context }) => [...context.draft].length > CONTENT_MAX_CHARS,
    isKeptDraft: (_, params: { draft: Draft | null }) => params.draft !== null,
    isRefused: (_, params: { error: unknown }) =>
      isServiceError(params.error) && params.error.kind === 'forbidden',
  },
  actions: {
    ...draftEditorActions,
    setRights: assign((_, params: { rights: EditRights }) => ({ rights: params.rights })),
    markLiveRead: assign({ liveRead: true }),
    setStored: assign((_, params: { stored: StoredItem | null }) => ({ stored: params.stored })),
    startDraft: assign(({ context }) => {
      const text = context.stored?.content ?? context.shipped;
      return { draft: text, baseText: text, base: baseOf(context.stored), error: null };
    }),
    restoreDraft: assign((_, params: { draft: Draft }) => ({
      draft: params.draft.text,
      baseText: params.draft.baseText,
      base: params.draft.base,
      restored: true,
      error: null,
    })),
    markAutoOpened: assign({ autoOpened: true }),
    setDraft: assign((_, params: { value: string }) => ({ draft: params.value })),
    clearError: assign({ error: null }),
    showErrors: assign(({ context }) => ({ error: tooLongMessage([...context.draft].length) })),
    keepSaved: assign((_, params: { outcome: SaveOutcome }) =>
      params.outcome.kind === 'saved'
        ? { stored: params.outcome.item, error: null, restored: false }
        : {},
    ),
    setTheirs: assign((_, params: { outcome: SaveOutcome }) =>
      params.outcome.kind === 'conflict' ? { theirs: params.outcome.theirs } : {},
    ),
    /** 'Behåll min version': the next save begins from their version. */
    rebaseOnTheirs: assign(({ context }) => ({
      stored: context.theirs,
      base: baseOf(context.theirs),
      baseText: context.theirs?.content ?? context.shipped,
      theirs: null,
    })),
    takeTheirs: assign(({ context }) => ({ stored: context.theirs, theirs: null })),
    setSaveError: assign({ error: CONTENT_TEXTS.saveFailed }),
    discardDraft: assign({ draft: '', baseText: '', base: null, error: null, restored: false }),
    setHistory: assign((_, params: { history: History }) => ({
      stored: params.history.item,
      revisions: params.history.revisions,
    })),
    /** The version to restore becomes what is saved. */
    pickRevision: assign(({ context }, params: { version: number }) => ({
      draft: context.revisions.find((r) => r.version === params.version)?.content ?? '',
    })),
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
    liveRead: false,
    draft: '',
    base: null,
    baseText: '',
    error: null,
    restored: false,
    theirs: null,
    revisions: [],
    rights: NO_RIGHTS,
    autoOpened: false,
  }),
  ...watchingRights,
  initial: 'starting',
  states: {
    /**
     * The text on the page is the published one (the build bakes edits into the site): a
     * visitor's page never reads the database to show it. The offline demo, whose edits live in
     * the browser's own database, reads it at once (`readsLiveText`, provided by src/app). A
     * preview card only offers Edit (which points to the full post).
     */
    starting: {
      always: [
        { guard: 'isPreview', target: 'viewing' },
        { guard: 'readsLiveText', target: 'loading' },
        { target: 'findingDraft' },
      ],
    },
    loading: EDITING.loading,
    findingDraft: EDITING.findingDraft,
    viewing: {
      always: [
        // Signed in as an editor while reading: the live text replaces the published one.
        { guard: 'needsLiveText', target: 'loading' },
        {
          guard: 'opensByItself',
          target: 'editing',
          actions: ['markAutoOpened', 'startDraft'],
        },
      ],
      on: {
        'contentEditor.edit': [
          {
            guard: 'isPreview',
            actions: { type: 'showToast', params: CONTENT_TOASTS.openFullPost },
          },
          { guard: 'mayEdit', target: 'editing', actions: 'startDraft' },
        ],
        'contentEditor.showHistory': { guard: 'mayEdit', target: 'history' },
      },
    },
    editing: EDITING.editing,
    saving: EDITING.saving,
    conflict: EDITING.conflict,
    /** 'Versionshistorik': every saved version; 'Återställ' makes one the current text again. */
    history: versionHistoryState<ContentEditorContext, 'contentEditor'>(
      'contentEditor',
      CONTENT_TOASTS,
    ),
    /** After Cancel the stored text is read again (Cancel resets and reloads the text). */
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
export type ContentControls =
  'none' | 'loading' | 'edit' | 'editing' | 'saving' | 'conflict' | 'history';

/** The text to show: the stored one over the shipped one. */
export const selectContentText = (snapshot: ContentEditorSnapshot): string =>
  snapshot.context.stored?.content ?? snapshot.context.shipped;

export function selectContentControls(snapshot: ContentEditorSnapshot): ContentControls {
  const { rights } = snapshot.context;
  if (snapshot.matches('editing')) return 'editing';
  if (snapshot.matches('saving')) return 'saving';
  if (snapshot.matches('conflict')) return 'conflict';
  if (snapshot.matches('history')) return 'history';
  if (!rights.editUi) return 'none';
  // A placeholder while the admin check runs or the stored text is being read.
  if (
    !rights.known ||
    snapshot.matches('starting') ||
    snapshot.matches('loading') ||
    snapshot.matches('findingDraft') ||
    snapshot.matches('reloading')
  )
    return 'loading';
  return 'edit';
}

/** There is written text that is not stored (leaving the page asks first). */
export const selectHasUnsavedChanges = (snapshot: ContentEditorSnapshot): boolean =>
  isWriting(snapshot) &&
  (snapshot.matches('editing') || snapshot.matches('saving') || snapshot.matches('conflict')) &&
  snapshot.context.draft !== snapshot.context.baseText;

/** What the history shows. */
export type HistoryView = 'loading' | 'listing' | 'failed' | 'restoring';

export function selectHistoryView(snapshot: ContentEditorSnapshot): HistoryView | null {
  for (const view of ['loading', 'listing', 'failed', 'restoring'] as const)
    if (snapshot.matches({ history: view })) return view;
  return null;
}

/** What src/app provides for this machine (src/app/logic.ts), every part required. */
export type ContentEditorImplementations = Needs<
  typeof contentEditorMachine,
  {
    actors: 'editRights' | 'readDraft';
    actions: 'showToast' | 'storeDraft' | 'clearDraft';
    guards: 'readsLiveText';
  }
>;
