/**
 * The content editor: paths generated from an independent model (for a full page, the offline
 * demo and a preview card: the rights the `editRights` child reports, the editor's buttons and
 * field where the page shows them, and what the database and the kept draft answer), replayed on
 * real actors whose service calls wait for the model's answers, checked after every step against
 * the model's view of what the editor shows and does (the text, the controls, the draft and what
 * is kept in the browser); then its behaviour with the real service actors against
 * the demo backend: an admin saves, a stale draft meets the newer text, a non-admin is refused.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import {
  CONTENT_TEXTS,
  CONTENT_TOASTS,
  contentEditorMachine,
  selectContentControls,
  selectContentText,
  selectHasUnsavedChanges,
  tooLongMessage,
  type ContentControls,
  type ContentEditorEvent,
  type ContentEditorInput,
  type History,
  type LoadContentInput,
  type SaveContentInput,
} from '../../src/machines/contentEditor';
import { editRightsMachine } from '../../src/machines/editRights';
import { NO_RIGHTS, type EditRights } from '../../src/machines/shared/editAccess';
import { type EditAccess } from '../../src/machines/shared/editAccess';
import type { Draft, DraftQuery, DraftRelease, DraftWrite } from '../../src/machines/shared/drafts';
import type { ToastInput } from '../../src/machines/shared/toast';
import * as contentItems from '../../src/services/contentItems';
import type { Revision, SaveOutcome, StoredItem } from '../../src/services/contentItems';
import { ServiceError } from '../../src/services/result';
import { setupDemoBackend, signIn } from '../services/helpers';
import {
  Calls,
  MachineReach,
  replayModel,
  walksJourney,
  type Model as Model_,
} from '../support/modelReplay';

const SHIPPED = 'Den levererade texten.';
const STORED = 'Den sparade texten.';
const TYPED = 'Ny **text** <script>alert(1)</script>';
const TOO_LONG = 'x'.repeat(100_001);
const USER = 'anna@example.se';
const INPUT: ContentEditorInput = {
  type: 'article',
  contentId: 'aktiebolag',
  title: 'Aktiebolag',
  shipped: SHIPPED,
};
const KEY: LoadContentInput = { type: 'article', contentId: 'aktiebolag' };
const AT = '2026-11-25T10:00:00+00:00';

const item = (version: number, content: string): StoredItem => ({
  id: 7,
  content,
  title: 'Aktiebolag',
  version,
  updatedAt: AT,
});
const ITEM = item(1, STORED);
const SAVED: SaveOutcome = { kind: 'saved', item: item(2, TYPED) };
const THEIRS = item(3, 'Deras text.');
const CONFLICT: SaveOutcome = { kind: 'conflict', theirs: THEIRS };
const REMOVED: SaveOutcome = { kind: 'conflict', theirs: null };
const DRAFT: Draft = { owner: USER, base: 1, baseText: STORED, text: 'Mitt utkast.' };
const REVISIONS: Revision[] = [
  { version: 2, content: 'Version två.', title: null, authorEmail: USER, createdAt: AT },
  { version: 1, content: 'Version ett.', title: null, authorEmail: null, createdAt: AT },
];

const rights = (r: Partial<EditRights>): EditRights => ({
  ...NO_RIGHTS,
  accessKnown: true,
  ...r,
});
const RIGHTS = {
  checking: rights({ editUi: true, user: USER }),
  editor: rights({ editUi: true, known: true, admin: true, signedIn: true, user: USER }),
  globalAdmin: rights({
    editUi: true,
    known: true,
    globalEdit: true,
    admin: true,
    signedIn: true,
    user: USER,
  }),
  /** Known, and no editing: a visitor, or an editor who signed out in another tab. */
  visitor: rights({ known: true }),
};

/**
 * What can happen: the rights the `editRights` child reports (who the visitor is, and whether the
 * host, the session flag and the database let them edit), what the editor's own buttons and field
 * do (only where the page shows them), and what the database and the browser's kept draft answer.
 */
type Happening =
  | { type: 'editRights.changed'; rights: EditRights }
  | Extract<ContentEditorEvent, { type: `contentEditor.${string}` }>
  | { type: 'live.answers'; item: StoredItem | null }
  | { type: 'live.fails' }
  | { type: 'draft.found'; draft: Draft | null }
  | { type: 'draft.fails' }
  | { type: 'save.answers'; outcome: SaveOutcome }
  | { type: 'save.fails' }
  | { type: 'history.answers'; history: History }
  | { type: 'history.fails' };

const FORBIDDEN = new ServiceError({ kind: 'forbidden' });

const RIGHTS_NAMES = new Map<EditRights, string>([
  [NO_RIGHTS, 'none'],
  ...Object.entries(RIGHTS).map(([name, r]) => [r, name] as const),
]);

// ---------------------------------------------------------------------------------------------
// The independent model
// ---------------------------------------------------------------------------------------------

type Phase =
  | 'loading'
  | 'findingDraft'
  | 'readingDraft'
  | 'viewing'
  | 'writing'
  | 'rightsLost'
  | 'confirmingCancel'
  | 'saving'
  | 'conflict'
  | 'historyLoading'
  | 'historyListing'
  | 'historyFailed'
  | 'restoring'
  | 'reloading';

interface Model {
  phase: Phase;
  /** What the last happening caused beyond the state (no part of the state itself). */
  fx: Effects;
  preview: boolean;
  stored: StoredItem | null;
  /** The live text has been read (or tried). */
  liveRead: boolean;
  draft: string;
  base: number | null;
  baseText: string;
  error: string | null;
  restored: boolean;
  theirs: StoredItem | null;
  revisions: readonly Revision[];
  rights: EditRights;
  autoOpened: boolean;
}

interface Effects {
  toasts: ToastInput[];
  loads: LoadContentInput[];
  saves: SaveContentInput[];
  draftReads: DraftQuery[];
  kept: DraftWrite[];
  forgotten: DraftRelease[];
  revisionReads: LoadContentInput[];
}

/**
 * Where the editor is: a full page of the published site, a full page of the offline demo (whose
 * texts live in the browser's own database, read at once), or a preview card.
 */
type Setting = 'page' | 'demo' | 'preview';

const noEffects = (): Effects => ({
  toasts: [],
  loads: [],
  saves: [],
  draftReads: [],
  kept: [],
  forgotten: [],
  revisionReads: [],
});

const start = (setting: Setting): Model => ({
  phase: setting === 'preview' ? 'viewing' : setting === 'demo' ? 'loading' : 'findingDraft',
  // The offline demo reads its own database's text at once.
  fx: { ...noEffects(), loads: setting === 'demo' ? [KEY] : [] },
  preview: setting === 'preview',
  stored: null,
  liveRead: setting === 'demo',
  draft: '',
  base: null,
  baseText: '',
  error: null,
  restored: false,
  theirs: null,
  revisions: [],
  rights: NO_RIGHTS,
  autoOpened: false,
});

const EDITING: Phase[] = ['writing', 'rightsLost', 'confirmingCancel'];
const HISTORY: Phase[] = ['historyLoading', 'historyListing', 'historyFailed', 'restoring'];
const mayEdit = (r: EditRights) => r.known && r.editUi;
/** An editor's page shows the live text: it is read once the rights say editor. */
const needsLive = (m: Model) => !m.preview && !m.liveRead && mayEdit(m.rights);

function reduce(model: Model, event: Happening): [Model, Effects] {
  const fx = noEffects();
  let m: Model = { ...model };
  const key = (): DraftQuery => ({ ...KEY, owner: m.rights.user });
  const discard = () => {
    // Forgotten only while the kept draft is still this one (another tab may have its own).
    fx.forgotten.push({ ...key(), text: m.draft });
    m = { ...m, draft: '', baseText: '', base: null, error: null, restored: false };
  };
  const keep = () =>
    fx.kept.push({
      ...key(),
      draft: { owner: m.rights.user, base: m.base, baseText: m.baseText, text: m.draft },
    });
  const reload = () => {
    discard();
    fx.loads.push(KEY);
    m.phase = 'reloading';
  };
  const save = (content: string, baseVersion: number | null) =>
    fx.saves.push({ ...KEY, content, title: 'Aktiebolag', baseVersion });
  const loadHistory = () => {
    fx.revisionReads.push(KEY);
    m.phase = 'historyLoading';
  };
  const loadLive = () => {
    fx.loads.push(KEY);
    m = { ...m, phase: 'loading', liveRead: true };
  };
  const rebase = () => {
    m = {
      ...m,
      stored: m.theirs,
      base: m.theirs?.version ?? null,
      baseText: m.theirs?.content ?? SHIPPED,
      theirs: null,
    };
  };

  switch (event.type) {
    case 'editRights.changed':
      m.rights = event.rights;
      break;
    case 'live.answers':
      // The first read finds the draft next; a reload (after Cancel) shows the text.
      m = {
        ...m,
        stored: event.item,
        phase: m.phase === 'reloading' ? 'viewing' : 'findingDraft',
      };
      break;
    case 'live.fails':
      m.phase = m.phase === 'reloading' ? 'viewing' : 'findingDraft';
      break;
    case 'draft.found': {
      const draft = event.draft;
      if (draft === null) m.phase = 'viewing';
      else
        m = {
          ...m,
          phase: 'writing',
          draft: draft.text,
          baseText: draft.baseText,
          base: draft.base,
          restored: true,
          error: null,
        };
      break;
    }
    case 'draft.fails':
      m.phase = 'viewing';
      break;
    case 'contentEditor.edit':
      if (m.phase !== 'viewing') break;
      if (m.preview) fx.toasts.push(CONTENT_TOASTS.openFullPost);
      else if (mayEdit(m.rights)) {
        const text = m.stored?.content ?? SHIPPED;
        m = {
          ...m,
          phase: 'writing',
          draft: text,
          baseText: text,
          base: m.stored?.version ?? null,
        };
        m.error = null;
      }
      break;
    case 'contentEditor.fieldChanged':
      if (!EDITING.includes(m.phase)) break;
      m.draft = event.value;
      keep();
      break;
    case 'contentEditor.discardRestored':
      if (EDITING.includes(m.phase)) reload();
      break;
    case 'contentEditor.save':
      if (m.phase !== 'writing') break;
      if ([...m.draft].length > 100_000) m.error = tooLongMessage([...m.draft].length);
      else {
        m = { ...m, phase: 'saving', error: null };
        save(m.draft, m.base);
      }
      break;
    case 'contentEditor.cancel':
      if (m.phase !== 'writing') break;
      if (m.draft !== m.baseText) m.phase = 'confirmingCancel';
      else reload();
      break;
    case 'contentEditor.confirmDiscard':
      if (m.phase === 'confirmingCancel') reload();
      break;
    case 'contentEditor.keepEditing':
      if (m.phase === 'confirmingCancel') m.phase = 'writing';
      break;
    case 'save.answers': {
      const outcome = event.outcome;
      if (m.phase === 'restoring') {
        if (outcome.kind === 'saved') {
          m = { ...m, stored: outcome.item, restored: false };
          fx.toasts.push(CONTENT_TOASTS.restored);
        } else {
          m = { ...m, stored: outcome.theirs, theirs: null };
          fx.toasts.push(CONTENT_TOASTS.restoreConflict);
        }
        m = { ...m, draft: '', baseText: '', base: null, error: null, restored: false };
        loadHistory();
      } else if (outcome.kind === 'saved') {
        m = { ...m, stored: outcome.item, phase: 'viewing', error: null, restored: false };
        discard();
        fx.toasts.push(CONTENT_TOASTS.saved);
      } else m = { ...m, phase: 'conflict', theirs: outcome.theirs };
      break;
    }
    case 'save.fails':
      if (m.phase === 'restoring') {
        m = { ...m, phase: 'historyListing', draft: '', baseText: '', base: null, error: null };
        m.restored = false;
        fx.toasts.push(CONTENT_TOASTS.restoreFailed);
      } else {
        // The typed text stays (and stays kept); the editor says so and a toast too.
        m = { ...m, phase: 'writing', error: CONTENT_TEXTS.saveFailed };
        fx.toasts.push(CONTENT_TOASTS.saveFailed);
      }
      break;
    case 'contentEditor.keepMine':
      if (m.phase !== 'conflict') break;
      rebase();
      m.phase = 'saving';
      save(m.draft, m.base);
      break;
    case 'contentEditor.useTheirs':
      if (m.phase !== 'conflict') break;
      m = { ...m, stored: m.theirs, theirs: null, phase: 'viewing' };
      discard();
      break;
    case 'contentEditor.continueEditing':
      if (m.phase !== 'conflict') break;
      rebase();
      m.phase = 'writing';
      keep();
      break;
    case 'contentEditor.showHistory':
      if (m.phase === 'viewing' && mayEdit(m.rights)) loadHistory();
      break;
    case 'history.answers': {
      // The history brings the live item too: a restore begins from its version.
      const history = event.history;
      m = { ...m, phase: 'historyListing', stored: history.item, revisions: history.revisions };
      break;
    }
    case 'history.fails':
      m.phase = 'historyFailed';
      break;
    case 'contentEditor.retryHistory':
      if (m.phase === 'historyFailed') loadHistory();
      break;
    case 'contentEditor.restore': {
      if (m.phase !== 'historyListing') break;
      const restored = m.revisions.find((r) => r.version === event.version)?.content ?? '';
      m = { ...m, phase: 'restoring', draft: restored };
      save(restored, m.stored?.version ?? null);
      break;
    }
    case 'contentEditor.closeHistory':
      if (HISTORY.includes(m.phase)) m.phase = 'viewing';
      break;
  }

  // What follows by itself once rights or phases change (the machine's eventless transitions).
  for (let settled = false; !settled;) {
    settled = true;
    const r = m.rights;
    if ((m.phase === 'findingDraft' || m.phase === 'viewing') && needsLive(m)) {
      loadLive();
      settled = false;
    } else if (m.phase === 'findingDraft' && mayEdit(r)) {
      m.phase = 'readingDraft';
      fx.draftReads.push(key());
      settled = false;
    } else if (m.phase === 'findingDraft' && r.known) {
      m.phase = 'viewing';
      settled = false;
    } else if (m.phase === 'writing' && !mayEdit(r)) {
      m.phase = 'rightsLost';
    } else if (m.phase === 'rightsLost' && mayEdit(r)) {
      m.phase = 'writing';
    } else if (
      // Global edit mode opens the editor by itself, once, for those who count as admin.
      m.phase === 'viewing' &&
      !m.preview &&
      !m.autoOpened &&
      r.known &&
      r.editUi &&
      r.globalEdit &&
      r.admin
    ) {
      const text = m.stored?.content ?? SHIPPED;
      m = { ...m, phase: 'writing', autoOpened: true, draft: text, baseText: text };
      m = { ...m, base: m.stored?.version ?? null, error: null };
      settled = false;
    }
  }
  return [m, fx];
}

function controlsOf(m: Model): ContentControls {
  if (EDITING.includes(m.phase)) return 'editing';
  if (m.phase === 'saving') return 'saving';
  if (m.phase === 'conflict') return 'conflict';
  if (HISTORY.includes(m.phase)) return 'history';
  if (!m.rights.editUi) return 'none';
  if (!m.rights.known || ['loading', 'findingDraft', 'readingDraft', 'reloading'].includes(m.phase))
    return 'loading';
  return 'edit';
}

const press = (type: string) => ({ type }) as Happening;

/** What the page offers in each state of the model, and what may answer. */
function offered(m: Model): Happening[] {
  const report = (...list: EditRights[]) =>
    list.map((r) => ({ type: 'editRights.changed', rights: r }) as const);
  /**
   * The rights as the child reports them: first what the host and flag say (the admin check
   * still running, or known), then the check's answer; later only a change the visitor makes in
   * another tab: signing out (rights lost) and back in.
   */
  const rights =
    m.rights === NO_RIGHTS
      ? report(RIGHTS.checking, RIGHTS.editor, RIGHTS.globalAdmin, RIGHTS.visitor)
      : m.rights === RIGHTS.checking
        ? report(RIGHTS.editor, RIGHTS.globalAdmin, RIGHTS.visitor)
        : ['viewing', 'writing', 'rightsLost'].includes(m.phase)
          ? mayEdit(m.rights)
            ? report(RIGHTS.visitor)
            : report(RIGHTS.editor)
          : [];
  const type = (value: string) =>
    ({ type: 'contentEditor.fieldChanged', field: 'content', value }) as const;
  switch (m.phase) {
    case 'loading':
    case 'reloading':
      return [
        ...rights,
        { type: 'live.answers', item: null },
        { type: 'live.answers', item: ITEM },
        { type: 'live.fails' },
      ];
    case 'findingDraft':
      return rights;
    case 'readingDraft':
      return [
        ...rights,
        { type: 'draft.found', draft: null },
        { type: 'draft.found', draft: DRAFT },
        { type: 'draft.fails' },
      ];
    case 'viewing': {
      const controls = controlsOf(m);
      return [
        ...rights,
        ...(m.preview || controls === 'edit' ? [press('contentEditor.edit')] : []),
        ...(!m.preview && controls === 'edit' ? [press('contentEditor.showHistory')] : []),
      ];
    }
    case 'writing':
    case 'rightsLost':
      return [
        ...rights,
        type(TYPED),
        ...(m.phase === 'writing' ? [type(TOO_LONG), press('contentEditor.save')] : []),
        press('contentEditor.cancel'),
        ...(m.restored ? [press('contentEditor.discardRestored')] : []),
      ];
    case 'confirmingCancel':
      return [...rights, press('contentEditor.confirmDiscard'), press('contentEditor.keepEditing')];
    case 'saving':
      return [
        ...rights,
        { type: 'save.answers', outcome: SAVED },
        { type: 'save.answers', outcome: CONFLICT },
        { type: 'save.answers', outcome: REMOVED },
        { type: 'save.fails' },
      ];
    case 'conflict':
      return [
        ...rights,
        press('contentEditor.keepMine'),
        press('contentEditor.useTheirs'),
        press('contentEditor.continueEditing'),
      ];
    case 'historyLoading':
      return [
        ...rights,
        press('contentEditor.closeHistory'),
        { type: 'history.answers', history: { item: ITEM, revisions: REVISIONS } },
        { type: 'history.answers', history: { item: null, revisions: [] } },
        { type: 'history.fails' },
      ];
    case 'historyListing':
      return [
        ...rights,
        press('contentEditor.closeHistory'),
        // 'Återställ' on an earlier version (the list brings version 1 and the current 2).
        ...(m.revisions.length > 0 ? [{ type: 'contentEditor.restore', version: 1 } as const] : []),
      ];
    case 'historyFailed':
      return [...rights, press('contentEditor.closeHistory'), press('contentEditor.retryHistory')];
    case 'restoring':
      return [
        ...rights,
        press('contentEditor.closeHistory'),
        { type: 'save.answers', outcome: { kind: 'saved', item: item(2, 'Version ett.') } },
        { type: 'save.answers', outcome: CONFLICT },
        { type: 'save.fails' },
      ];
  }
}

function editorModel(setting: Setting): Model_<Model, Happening> {
  return {
    name: `contentEditor (${setting})`,
    initial: start(setting),
    events: offered,
    step: (model, event) => {
      const [next, fx] = reduce(model, event);
      return { ...next, fx };
    },
    /**
     * What tells states apart for the traversal: the phase, and of the rest only what changes what
     * the visitor can do next (whether anything is stored, whether the draft is changed or too
     * long, a restored draft, the rights, ...). The states along a path are worked out exactly.
     */
    serialize: (m) =>
      JSON.stringify([
        m.phase,
        m.stored === null,
        m.draft === m.baseText,
        m.draft === TOO_LONG,
        m.restored,
        RIGHTS_NAMES.get(m.rights) ?? 'other',
        m.rights === RIGHTS.globalAdmin && m.autoOpened,
        m.liveRead,
        m.phase === 'historyListing' && m.revisions.length > 0,
      ]),
    describe: (event) =>
      event.type === 'editRights.changed'
        ? `rights ${RIGHTS_NAMES.get(event.rights) ?? '?'}`
        : event.type === 'save.answers'
          ? `save ${event.outcome.kind}`
          : event.type === 'contentEditor.fieldChanged'
            ? `type ${event.value.length} characters`
            : event.type.replace('contentEditor.', ''),
  };
}

function testMachine(setting: Setting, reach: MachineReach) {
  const spies = { showToast: vi.fn(), storeDraft: vi.fn(), clearDraft: vi.fn() };
  const calls = {
    load: new Calls<LoadContentInput, StoredItem | null>('loadContent'),
    save: new Calls<SaveContentInput, SaveOutcome>('saveContent'),
    draft: new Calls<DraftQuery, Draft | null>('readDraft'),
    revisions: new Calls<LoadContentInput, History>('loadRevisions'),
  };
  const never = () => new Promise<never>(() => {});
  const machine = contentEditorMachine.provide({
    guards: { readsLiveText: () => setting === 'demo' },
    actors: {
      // The child reads nothing and reports nothing: the model's happenings are its reports.
      editRights: editRightsMachine.provide({
        actors: { readEditAccess: fromPromise<EditAccess>(() => never()) },
      }),
      loadContent: fromPromise<StoredItem | null, LoadContentInput>(({ input, signal }) =>
        calls.load.call(input, signal),
      ),
      saveContent: fromPromise<SaveOutcome, SaveContentInput>(({ input, signal }) =>
        calls.save.call(input, signal),
      ),
      readDraft: fromPromise<Draft | null, DraftQuery>(({ input, signal }) =>
        calls.draft.call(input, signal),
      ),
      loadRevisions: fromPromise<History, LoadContentInput>(({ input, signal }) =>
        calls.revisions.call(input, signal),
      ),
    },
    actions: {
      showToast: (_, params) => spies.showToast(params),
      storeDraft: (_, params) => spies.storeDraft(params),
      clearDraft: (_, params) => spies.clearDraft(params),
    },
  });
  const actor = createActor(machine, {
    input: { ...INPUT, preview: setting === 'preview' },
    inspect: reach.inspect,
  }).start();
  return { actor, spies, calls };
}

describe('contentEditor machine (model-based)', () => {
  it(
    'agrees with the model on every path (a published page, the demo and a preview card)',
    { timeout: 180_000 },
    async () => {
      const reach = new MachineReach();
      for (const setting of ['page', 'demo', 'preview'] as const) {
        const plan = await replayModel(editorModel(setting), {
          reach,
          start: (r) => testMachine(setting, r),
          beforeStep: ({ spies, calls }) => {
            for (const spy of Object.values(spies)) spy.mockClear();
            for (const call of Object.values(calls)) call.clear();
          },
          act: ({ actor, calls }, event) => {
            switch (event.type) {
              case 'live.answers':
                return calls.load.resolve(event.item);
              case 'live.fails':
                return calls.load.reject(FORBIDDEN);
              case 'draft.found':
                return calls.draft.resolve(event.draft);
              case 'draft.fails':
                return calls.draft.reject(FORBIDDEN);
              case 'save.answers':
                return calls.save.resolve(event.outcome);
              case 'save.fails':
                return calls.save.reject(FORBIDDEN);
              case 'history.answers':
                return calls.revisions.resolve(event.history);
              case 'history.fails':
                return calls.revisions.reject(FORBIDDEN);
              default:
                actor.send(event);
            }
          },
          check: ({ actor, spies, calls }, model) => {
            const snapshot = actor.getSnapshot();
            const { fx } = model;
            // What the visitor sees.
            expect(selectContentText(snapshot)).toBe(model.stored?.content ?? SHIPPED);
            expect(selectContentControls(snapshot)).toBe(controlsOf(model));
            expect(snapshot.context.error).toBe(model.error);
            expect(snapshot.context.restored).toBe(model.restored);
            expect(snapshot.matches({ editing: 'rightsLost' })).toBe(model.phase === 'rightsLost');
            expect(snapshot.matches({ editing: 'confirmingCancel' })).toBe(
              model.phase === 'confirmingCancel',
            );
            if (
              ['writing', 'rightsLost', 'confirmingCancel', 'saving', 'conflict'].includes(
                model.phase,
              )
            ) {
              expect(snapshot.context.draft).toBe(model.draft);
              expect(snapshot.context.base).toBe(model.base);
              expect(selectHasUnsavedChanges(snapshot)).toBe(model.draft !== model.baseText);
            }
            if (model.phase === 'conflict') expect(snapshot.context.theirs).toEqual(model.theirs);
            if (model.phase === 'historyListing')
              expect(snapshot.context.revisions).toEqual(model.revisions);
            // What this step did, and nothing else.
            expect(spies.showToast.mock.calls).toEqual(fx.toasts.map((t) => [t]));
            expect(calls.load.inputs).toEqual(fx.loads);
            expect(calls.save.inputs).toEqual(fx.saves);
            expect(calls.draft.inputs).toEqual(fx.draftReads);
            expect(spies.storeDraft.mock.calls).toEqual(fx.kept.map((d) => [d]));
            expect(spies.clearDraft.mock.calls).toEqual(fx.forgotten.map((d) => [d]));
            expect(calls.revisions.inputs).toEqual(fx.revisionReads);
          },
          stop: ({ actor }) => actor.stop(),
        });
        const journeys =
          setting === 'preview'
            ? [['editRights.changed', 'contentEditor.edit']]
            : [
                // An editor's page reads the live text once the rights are known (the demo at once).
                setting === 'page'
                  ? ['editRights.changed', 'live.answers', 'contentEditor.edit']
                  : ['live.answers', 'contentEditor.edit'],
                ['contentEditor.edit', 'contentEditor.fieldChanged', 'contentEditor.save'],
                ['contentEditor.save', 'save.fails'],
                // Somebody else saved first: each way on.
                ['contentEditor.save', 'save.answers', 'contentEditor.keepMine'],
                ['contentEditor.save', 'save.answers', 'contentEditor.useTheirs'],
                ['contentEditor.save', 'save.answers', 'contentEditor.continueEditing'],
                // A kept draft comes back after a reload.
                ['editRights.changed', 'draft.found'],
                // Cancel with changes asks first.
                ['contentEditor.cancel', 'contentEditor.confirmDiscard'],
                ['contentEditor.cancel', 'contentEditor.keepEditing'],
                // Rights lost while writing, and back.
                ['contentEditor.fieldChanged', 'editRights.changed', 'editRights.changed'],
                // The history, and a restore.
                [
                  'contentEditor.showHistory',
                  'history.answers',
                  'contentEditor.restore',
                  'save.answers',
                ],
              ];
        for (const journey of journeys)
          expect(walksJourney(plan, journey), `${setting}: ${journey.join(' → ')}`).toBe(true);
      }
      reach.expectAll(contentEditorMachine);
    },
  );
});

describe('contentEditor against the demo backend', () => {
  const { server } = setupDemoBackend();

  /**
   * A live editor whose rights say `r` (real services, drafts in a map); `readsLive`: in the
   * offline demo, whose texts live in the browser's own database.
   */
  function live(
    r: EditRights,
    toasts: ToastInput[],
    drafts = new Map<string, Draft>(),
    { readsLive = false } = {},
  ) {
    const machine = contentEditorMachine.provide({
      guards: { readsLiveText: () => readsLive },
      actors: {
        editRights: editRightsMachine.provide({
          actors: {
            readEditAccess: fromPromise<EditAccess>(async () => ({
              host: false,
              flag: r.globalEdit,
            })),
            authWatcher: fromCallback(({ sendBack }) => {
              sendBack({
                type: 'auth.updated',
                auth: { initialised: true, email: null, profile: null, addressIncomplete: false },
              });
            }),
          },
        }),
        readDraft: fromPromise<Draft | null, DraftQuery>(
          async ({ input }) => drafts.get(input.contentId) ?? null,
        ),
      },
      actions: {
        showToast: (_, params) => toasts.push(params),
        storeDraft: (_, { contentId, draft }) => void drafts.set(contentId, draft),
        clearDraft: (_, { contentId }) => void drafts.delete(contentId),
      },
    });
    return createActor(machine, { input: INPUT }).start();
  }

  const saveText = async (content: string, baseVersion: number | null) =>
    contentItems.save({ ...KEY, content, title: 'Aktiebolag', baseVersion });

  it('a visitor reads the published text and no database; an editor and the demo read the live one; PGRST116 is empty', async () => {
    const requests: string[] = [];
    const count = ({ request }: { request: Request }) => void requests.push(request.url);
    server.events.on('request:start', count);
    const nothing = live(NO_RIGHTS, [], new Map(), { readsLive: true });
    await waitFor(nothing, (s) => s.matches('viewing'));
    expect(selectContentText(nothing.getSnapshot())).toBe(SHIPPED);
    expect(selectContentControls(nothing.getSnapshot())).toBe('none');

    await signIn('admin@example.com');
    await saveText(STORED, null);
    requests.length = 0;
    const visitor = live(NO_RIGHTS, []);
    await waitFor(visitor, (s) => s.matches('viewing'));
    expect(selectContentText(visitor.getSnapshot())).toBe(SHIPPED);
    expect(requests.filter((url) => url.includes('/rest/v1/content_items'))).toEqual([]);

    const demoVisitor = live(NO_RIGHTS, [], new Map(), { readsLive: true });
    await waitFor(demoVisitor, (s) => s.matches('viewing'));
    expect(selectContentText(demoVisitor.getSnapshot())).toBe(STORED);

    const editor = live(rights({ globalEdit: true }), []);
    await waitFor(editor, (s) => selectContentControls(s) === 'edit');
    expect(selectContentText(editor.getSnapshot())).toBe(STORED);
    server.events.removeListener('request:start', count);
  });

  it('the admin saves; a stale draft meets the newer text; a non-admin is refused', async () => {
    await signIn('admin@example.com');
    const toasts: ToastInput[] = [];
    const drafts = new Map<string, Draft>();
    const admin = live(rights({ globalEdit: true }), toasts, drafts);
    // The watcher reports no session: the flag shows the UI but nobody counts as admin, so the
    // editor waits for 'Edit'. The database sees the client's real session.
    await waitFor(admin, (s) => selectContentControls(s) === 'edit');
    admin.send({ type: 'contentEditor.edit' });
    admin.send({ type: 'contentEditor.fieldChanged', field: 'content', value: TYPED });
    expect(drafts.get('aktiebolag')?.text).toBe(TYPED);
    admin.send({ type: 'contentEditor.save' });
    expect(selectContentControls(admin.getSnapshot())).toBe('saving');
    await waitFor(admin, (s) => s.matches('viewing'));
    expect(toasts).toEqual([CONTENT_TOASTS.saved]);
    expect(drafts.size).toBe(0);
    expect(await contentItems.get('article', 'aktiebolag')).toMatchObject({
      content: TYPED,
      version: 1,
    });

    // A second editor began from version 1 too; the first saves again before it does.
    const other = live(rights({ globalEdit: true }), []);
    await waitFor(other, (s) => selectContentControls(s) === 'edit');
    other.send({ type: 'contentEditor.edit' });
    other.send({ type: 'contentEditor.fieldChanged', field: 'content', value: 'Den andras text' });
    admin.send({ type: 'contentEditor.edit' });
    admin.send({ type: 'contentEditor.fieldChanged', field: 'content', value: 'Först sparad' });
    admin.send({ type: 'contentEditor.save' });
    await waitFor(admin, (s) => s.matches('viewing'));
    other.send({ type: 'contentEditor.save' });
    await waitFor(other, (s) => s.matches('conflict'));
    expect(other.getSnapshot().context.theirs).toMatchObject({
      content: 'Först sparad',
      version: 2,
    });
    expect((await contentItems.get('article', 'aktiebolag'))?.content).toBe('Först sparad');
    other.send({ type: 'contentEditor.keepMine' });
    await waitFor(other, (s) => s.matches('viewing'));
    expect(await contentItems.get('article', 'aktiebolag')).toMatchObject({
      content: 'Den andras text',
      version: 3,
    });

    await signIn('vanlig@example.com');
    const refused: ToastInput[] = [];
    const user = live(rights({ globalEdit: true }), refused);
    await waitFor(user, (s) => selectContentControls(s) === 'edit');
    user.send({ type: 'contentEditor.edit' });
    user.send({ type: 'contentEditor.fieldChanged', field: 'content', value: 'Intrång' });
    user.send({ type: 'contentEditor.save' });
    await waitFor(user, (s) => s.matches('editing') && s.context.error !== null);
    expect(user.getSnapshot().context).toMatchObject({
      draft: 'Intrång',
      error: 'Failed to save content.',
    });
    expect(refused).toEqual([CONTENT_TOASTS.saveFailed]);
    expect((await contentItems.get('article', 'aktiebolag'))?.content).toBe('Den andras text');
  });

  it('a kept draft reopens the editor; discarding it shows the stored text', async () => {
    const drafts = new Map<string, Draft>([
      ['aktiebolag', { owner: null, base: null, baseText: SHIPPED, text: 'Kvar sedan igår' }],
    ]);
    const editor = live(rights({ globalEdit: true }), [], drafts);
    await waitFor(editor, (s) => s.matches('editing'));
    expect(editor.getSnapshot().context).toMatchObject({
      draft: 'Kvar sedan igår',
      restored: true,
    });
    editor.send({ type: 'contentEditor.discardRestored' });
    await waitFor(editor, (s) => s.matches('viewing'));
    expect(drafts.size).toBe(0);
    expect(selectContentText(editor.getSnapshot())).toBe(SHIPPED);
  });
});
