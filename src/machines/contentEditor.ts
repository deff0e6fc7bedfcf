import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import * as contentItems from '../services/contentItems';
import type { Revision, SaveInput, SaveOutcome, StoredItem } from '../services/contentItems';
import {
  editRightsMachine,
  NO_RIGHTS,
  type EditRights,
  type EditRightsChanged,
} from './editRights';
import type { Draft, DraftQuery, DraftRelease, DraftWrite } from './shared/drafts';
import { isServiceError } from '../services/result';
import type { ToastInput } from './toasts';
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

/** The database's limit (content_items_content_length). */
export const CONTENT_MAX_CHARS = 100_000;

export const CONTENT_TEXTS = {
  edit: 'Edit',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  /** Shown in the editor after a failed save. */
  saveFailed: 'Failed to save content.',
  restored: 'Ditt osparade utkast har återställts.',
  discardRestored: 'Kasta utkastet',
  confirmCancel: 'Kasta ändringarna?',
  confirmDiscard: 'Ja, kasta ändringarna',
  keepEditing: 'Nej, fortsätt redigera',
  conflict: 'Texten har ändrats av någon annan sedan du började redigera.',
  keepMine: 'Behåll min version',
  useTheirs: 'Använd deras version',
  continueEditing: 'Fortsätt redigera',
  rightsLost:
    'Du kan inte spara just nu: du är inte längre inloggad med rätt att redigera. Ditt utkast finns kvar i den här webbläsaren och sparas när du kan igen.',
  history: 'Versionshistorik',
  closeHistory: 'Stäng historiken',
  restore: 'Återställ',
  historyFailed: 'Versionshistoriken kunde inte hämtas.',
  retry: 'Försök igen',
} as const;

/** 'Texten är för lång ...' with the count, Swedish digit groups. */
export function tooLongMessage(length: number): string {
  const count = (n: number) => n.toLocaleString('sv-SE').replace(/\s/g, '\u00a0');
  return `Texten är för lång: högst ${count(CONTENT_MAX_CHARS)} tecken (nu ${count(length)}).`;
}

export const CONTENT_TOASTS = {
  saved: { title: 'Content saved successfully!' },
  saveFailed: { title: 'Failed to save content. Please try again.', variant: 'destructive' },
  openFullPost: { title: 'Open the full post to edit content' },
  restored: { title: 'Versionen är återställd', description: 'Den är nu den aktuella texten.' },
  restoreConflict: {
    title: 'Texten ändrades under tiden',
    description: 'Någon sparade en ny version. Historiken visar den nu; försök igen.',
    variant: 'destructive',
  },
  restoreFailed: {
    title: 'Versionen kunde inte återställas',
    description: 'Försök igen om en stund.',
    variant: 'destructive',
  },
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

export interface LoadContentInput {
  type: ContentType;
  contentId: string;
}

export type SaveContentInput = SaveInput;

/** What the history shows: the live text and every saved version of it. */
export interface History {
  item: StoredItem | null;
  revisions: Revision[];
}

const baseOf = (stored: StoredItem | null) => stored?.version ?? null;

export const contentEditorMachine = setup({
  types: {
    context: {} as ContentEditorContext,
    events: {} as ContentEditorEvent,
    input: {} as ContentEditorInput,
    children: {} as { editRights: 'editRights' },
  },
  actors: {
    editRights: editRightsMachine,
    /** Nothing stored and read failures give null; the service logs the failures. */
    loadContent: fromPromise<StoredItem | null, LoadContentInput>(({ input }) =>
      contentItems.get(input.type, input.contentId),
    ),
    saveContent: fromPromise<SaveOutcome, SaveContentInput>(({ input }) =>
      contentItems.save(input),
    ),
    /** The history, with the live item (its current version is what a restore begins from). */
    loadRevisions: fromPromise<History, LoadContentInput>(async ({ input }) => {
      const item = await contentItems.get(input.type, input.contentId);
      return { item, revisions: item ? await contentItems.revisions(item.id) : [] };
    }),
    /** Provided by src/app: this user's kept draft of the item, or null. */
    readDraft: fromPromise<Draft | null, DraftQuery>(async () => null),
  },
  guards: {
    isPreview: ({ context }) => context.preview,
    /** Provided by src/app: the offline demo with a database of its own in this browser. */
    readsLiveText: () => false,
    mayEdit: ({ context }) => context.rights.known && context.rights.editUi,
    /** An editor sees the live text, not only the published one. */
    needsLiveText: ({ context }) =>
      !context.preview && !context.liveRead && context.rights.known && context.rights.editUi,
    rightsSettled: ({ context }) => context.rights.known,
    hasLostRights: ({ context }) => !context.rights.known || !context.rights.editUi,
    opensByItself: ({ context }) =>
      !context.preview &&
      !context.autoOpened &&
      context.rights.known &&
      context.rights.editUi &&
      context.rights.globalEdit &&
      context.rights.admin,
    isChanged: ({ context }) => context.draft !== context.baseText,
    isTooLong: ({ context }) => [...context.draft].length > CONTENT_MAX_CHARS,
    isKeptDraft: (_, params: { draft: Draft | null }) => params.draft !== null,
    isSaved: (_, params: { outcome: SaveOutcome }) => params.outcome.kind === 'saved',
    isRefused: (_, params: { error: unknown }) =>
      isServiceError(params.error) && params.error.kind === 'forbidden',
  },
  actions: {
    setRights: assign((_, params: { rights: EditRights }) => ({ rights: params.rights })),
    setStored: assign((_, params: { stored: StoredItem | null }) => ({ stored: params.stored })),
    markLiveRead: assign({ liveRead: true }),
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
    showTooLong: assign(({ context }) => ({ error: tooLongMessage([...context.draft].length) })),
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
    })),
    takeTheirs: assign(({ context }) => ({ stored: context.theirs, theirs: null })),
    forgetTheirs: assign({ theirs: null }),
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
    /** Provided by src/app: keeps the draft in this browser (storage adapter). */
    storeDraft: (_, _params: DraftWrite) => {},
    /** Provided by src/app: forgets the kept draft. */
    clearDraft: (_, _params: DraftRelease) => {},
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
  invoke: { id: 'editRights', src: 'editRights' },
  on: {
    'editRights.changed': {
      actions: { type: 'setRights', params: ({ event }) => ({ rights: event.rights }) },
    },
  },
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
    /** The live text and its version are read; the published one shows meanwhile. */
    loading: {
      entry: 'markLiveRead',
      invoke: {
        id: 'loadContent',
        src: 'loadContent',
        input: ({ context }) => ({ type: context.type, contentId: context.contentId }),
        onDone: {
          target: 'findingDraft',
          actions: { type: 'setStored', params: ({ event }) => ({ stored: event.output }) },
        },
        onError: 'findingDraft',
      },
    },
    /**
     * Once the rights are known, an editor reads the live text, and a draft kept in this browser
     * reopens the editor.
     */
    findingDraft: {
      initial: 'waitingForRights',
      states: {
        waitingForRights: {
          always: [
            { guard: 'needsLiveText', target: '#contentEditor.loading' },
            { guard: 'mayEdit', target: 'reading' },
            { guard: 'rightsSettled', target: '#contentEditor.viewing' },
          ],
        },
        reading: {
          invoke: {
            id: 'readDraft',
            src: 'readDraft',
            input: ({ context }) => ({
              type: context.type,
              contentId: context.contentId,
              owner: context.rights.user,
            }),
            onDone: [
              {
                guard: { type: 'isKeptDraft', params: ({ event }) => ({ draft: event.output }) },
                target: '#contentEditor.editing',
                actions: {
                  type: 'restoreDraft',
                  params: ({ event }) => ({ draft: event.output as Draft }),
                },
              },
              { target: '#contentEditor.viewing' },
            ],
            onError: '#contentEditor.viewing',
          },
        },
      },
    },
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
    editing: {
      initial: 'writing',
      on: {
        // Every change is kept in this browser at once, whatever else is going on.
        'contentEditor.fieldChanged': {
          actions: [
            { type: 'setDraft', params: ({ event }) => ({ value: event.value }) },
            { type: 'storeDraft', params: ({ context }) => draftWrite(context) },
          ],
        },
        'contentEditor.discardRestored': {
          target: 'reloading',
          actions: [
            { type: 'clearDraft', params: ({ context }) => releaseOf(context) },
            'discardDraft',
          ],
        },
      },
      states: {
        writing: {
          always: { guard: 'hasLostRights', target: 'rightsLost' },
          on: {
            'contentEditor.save': [
              { guard: 'isTooLong', actions: 'showTooLong' },
              { target: '#contentEditor.saving', actions: 'clearError' },
            ],
            'contentEditor.cancel': [
              { guard: 'isChanged', target: 'confirmingCancel' },
              {
                target: '#contentEditor.reloading',
                actions: [
                  { type: 'clearDraft', params: ({ context }) => releaseOf(context) },
                  'discardDraft',
                ],
              },
            ],
          },
        },
        /** 'Kasta ändringarna?' */
        confirmingCancel: {
          on: {
            'contentEditor.confirmDiscard': {
              target: '#contentEditor.reloading',
              actions: [
                { type: 'clearDraft', params: ({ context }) => releaseOf(context) },
                'discardDraft',
              ],
            },
            'contentEditor.keepEditing': 'writing',
          },
        },
        /** Signed out or no longer admin: the draft stays (kept in this browser), Save waits. */
        rightsLost: {
          always: { guard: 'mayEdit', target: 'writing' },
        },
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
          baseVersion: context.base,
        }),
        onDone: [
          {
            guard: { type: 'isSaved', params: ({ event }) => ({ outcome: event.output }) },
            target: 'viewing',
            actions: [
              { type: 'keepSaved', params: ({ event }) => ({ outcome: event.output }) },
              { type: 'clearDraft', params: ({ context }) => releaseOf(context) },
              'discardDraft',
              { type: 'showToast', params: CONTENT_TOASTS.saved },
            ],
          },
          {
            target: 'conflict',
            actions: { type: 'setTheirs', params: ({ event }) => ({ outcome: event.output }) },
          },
        ],
        // The edited text stays (and stays kept) for another try.
        onError: {
          target: 'editing',
          actions: ['setSaveError', { type: 'showToast', params: CONTENT_TOASTS.saveFailed }],
        },
      },
    },
    /** 'Texten har ändrats av någon annan sedan du började redigera.' */
    conflict: {
      on: {
        'contentEditor.keepMine': { target: 'saving', actions: ['rebaseOnTheirs', 'forgetTheirs'] },
        'contentEditor.useTheirs': {
          target: 'viewing',
          actions: [
            'takeTheirs',
            { type: 'clearDraft', params: ({ context }) => releaseOf(context) },
            'discardDraft',
          ],
        },
        'contentEditor.continueEditing': {
          target: 'editing',
          actions: [
            'rebaseOnTheirs',
            'forgetTheirs',
            { type: 'storeDraft', params: ({ context }) => draftWrite(context) },
          ],
        },
      },
    },
    /** 'Versionshistorik': every saved version; 'Återställ' makes one the current text again. */
    history: {
      initial: 'loading',
      on: { 'contentEditor.closeHistory': 'viewing' },
      states: {
        loading: {
          invoke: {
            id: 'loadRevisions',
            src: 'loadRevisions',
            input: ({ context }) => ({ type: context.type, contentId: context.contentId }),
            onDone: {
              target: 'listing',
              actions: { type: 'setHistory', params: ({ event }) => ({ history: event.output }) },
            },
            onError: 'failed',
          },
        },
        listing: {
          on: {
            'contentEditor.restore': {
              target: 'restoring',
              actions: {
                type: 'pickRevision',
                params: ({ event }) => ({ version: event.version }),
              },
            },
          },
        },
        failed: { on: { 'contentEditor.retryHistory': 'loading' } },
        restoring: {
          invoke: {
            id: 'restoreVersion',
            src: 'saveContent',
            input: ({ context }) => ({
              type: context.type,
              contentId: context.contentId,
              content: context.draft,
              title: context.title,
              baseVersion: baseOf(context.stored),
            }),
            onDone: [
              {
                guard: { type: 'isSaved', params: ({ event }) => ({ outcome: event.output }) },
                target: 'loading',
                actions: [
                  { type: 'keepSaved', params: ({ event }) => ({ outcome: event.output }) },
                  'discardDraft',
                  { type: 'showToast', params: CONTENT_TOASTS.restored },
                ],
              },
              {
                target: 'loading',
                actions: [
                  { type: 'setTheirs', params: ({ event }) => ({ outcome: event.output }) },
                  'takeTheirs',
                  'discardDraft',
                  { type: 'showToast', params: CONTENT_TOASTS.restoreConflict },
                ],
              },
            ],
            onError: {
              target: 'listing',
              actions: [
                'discardDraft',
                { type: 'showToast', params: CONTENT_TOASTS.restoreFailed },
              ],
            },
          },
        },
      },
    },
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

function keyOf(context: ContentEditorContext): DraftQuery {
  return { type: context.type, contentId: context.contentId, owner: context.rights.user };
}

function releaseOf(context: ContentEditorContext): DraftRelease {
  return { ...keyOf(context), text: context.draft };
}

function draftWrite(context: ContentEditorContext): DraftWrite {
  return {
    ...keyOf(context),
    draft: {
      owner: context.rights.user,
      base: context.base,
      baseText: context.baseText,
      text: context.draft,
    },
  };
}

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
