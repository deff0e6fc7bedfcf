/**
 * The content editor: model-based coverage of every state and transition (paths generated from
 * the real machine, for a full page and for a preview card, replayed on real actors whose invoked
 * actors never settle; the paths carry the stored-text reads, the rights the `editRights` child
 * reports, the kept draft, the saves' outcomes and the history's reads), checked after every step
 * against an independent model of what the editor shows and does (the text, the controls, the
 * draft and what is kept in the browser); then its behaviour with the real service actors against
 * the demo backend: an admin saves, a stale draft meets the newer text, a non-admin is refused.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
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
  coveringPaths,
  expectFullCoverage,
  hasJourney,
  replayPaths,
} from '../support/machineCoverage';

type Snapshot = SnapshotFrom<typeof contentEditorMachine>;

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

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string) => ({
  type: `xstate.error.actor.${id}`,
  error: new ServiceError({ kind: 'forbidden' }),
});

const EVENTS = [
  done('loadContent', null),
  done('loadContent', ITEM),
  failed('loadContent'),
  done('reloadContent', ITEM),
  failed('reloadContent'),
  done('readDraft', null),
  done('readDraft', DRAFT),
  failed('readDraft'),
  ...Object.values(RIGHTS).map((r) => ({ type: 'editRights.changed', rights: r })),
  { type: 'contentEditor.edit' },
  { type: 'contentEditor.fieldChanged', field: 'content', value: TYPED },
  { type: 'contentEditor.fieldChanged', field: 'content', value: TOO_LONG },
  { type: 'contentEditor.save' },
  { type: 'contentEditor.cancel' },
  { type: 'contentEditor.confirmDiscard' },
  { type: 'contentEditor.keepEditing' },
  { type: 'contentEditor.discardRestored' },
  done('saveContent', SAVED),
  done('saveContent', CONFLICT),
  done('saveContent', REMOVED),
  failed('saveContent'),
  { type: 'contentEditor.keepMine' },
  { type: 'contentEditor.useTheirs' },
  { type: 'contentEditor.continueEditing' },
  { type: 'contentEditor.showHistory' },
  done('loadRevisions', { item: ITEM, revisions: REVISIONS }),
  done('loadRevisions', { item: null, revisions: [] }),
  failed('loadRevisions'),
  { type: 'contentEditor.retryHistory' },
  { type: 'contentEditor.restore', version: 1 },
  done('restoreVersion', { kind: 'saved', item: item(2, 'Version ett.') }),
  done('restoreVersion', CONFLICT),
  failed('restoreVersion'),
  { type: 'contentEditor.closeHistory' },
] as unknown as ContentEditorEvent[];

function eventsFor(snapshot: Snapshot): ContentEditorEvent[] {
  const handled = new Set(
    (snapshot as unknown as { _nodes: { ownEvents: string[] }[] })._nodes.flatMap(
      (node) => node.ownEvents,
    ),
  );
  return EVENTS.filter((event) => handled.has(event.type));
}

const RIGHTS_NAMES = new Map<EditRights, string>([
  [NO_RIGHTS, 'none'],
  ...Object.entries(RIGHTS).map(([name, r]) => [r, name] as const),
]);

/**
 * What tells states apart for the traversal: the state, and of the context only what changes
 * what happens next (whether anything is stored, whether the draft is changed or too long, ...).
 */
function serializeState(snapshot: Snapshot): string {
  const c = snapshot.context;
  return JSON.stringify([
    snapshot.value,
    c.stored === null,
    c.draft === c.baseText,
    c.draft === TOO_LONG,
    c.error === null,
    c.restored,
    RIGHTS_NAMES.get(c.rights) ?? 'other',
    c.autoOpened,
    c.liveRead,
  ]);
}

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

const start = (setting: Setting): Model => ({
  phase: setting === 'preview' ? 'viewing' : setting === 'demo' ? 'loading' : 'findingDraft',
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
const noEffects = (): Effects => ({
  toasts: [],
  loads: [],
  saves: [],
  draftReads: [],
  kept: [],
  forgotten: [],
  revisionReads: [],
});

const EDITING: Phase[] = ['writing', 'rightsLost', 'confirmingCancel'];
const HISTORY: Phase[] = ['historyLoading', 'historyListing', 'historyFailed', 'restoring'];
const mayEdit = (r: EditRights) => r.known && r.editUi;
/** An editor's page shows the live text: it is read once the rights say editor. */
const needsLive = (m: Model) => !m.preview && !m.liveRead && mayEdit(m.rights);

function reduce(model: Model, event: { type: string }): [Model, Effects] {
  const fx = noEffects();
  let m: Model = { ...model };
  const e = event as unknown as {
    output?: unknown;
    rights?: EditRights;
    value?: string;
    version?: number;
  };
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
      m.rights = e.rights as EditRights;
      break;
    case 'xstate.done.actor.loadContent':
      m = { ...m, stored: e.output as StoredItem | null, phase: 'findingDraft' };
      break;
    case 'xstate.error.actor.loadContent':
      m.phase = 'findingDraft';
      break;
    case 'xstate.done.actor.readDraft': {
      const draft = e.output as Draft | null;
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
    case 'xstate.error.actor.readDraft':
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
      m.draft = e.value ?? '';
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
    case 'xstate.done.actor.saveContent': {
      const outcome = e.output as SaveOutcome;
      if (outcome.kind === 'saved') {
        m = { ...m, stored: outcome.item, phase: 'viewing', error: null, restored: false };
        discard();
        fx.toasts.push(CONTENT_TOASTS.saved);
      } else m = { ...m, phase: 'conflict', theirs: outcome.theirs };
      break;
    }
    case 'xstate.error.actor.saveContent':
      // The typed text stays (and stays kept); the editor says so and a toast too.
      m = { ...m, phase: 'writing', error: CONTENT_TEXTS.saveFailed };
      fx.toasts.push(CONTENT_TOASTS.saveFailed);
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
    case 'xstate.done.actor.loadRevisions': {
      // The history brings the live item too: a restore begins from its version.
      const history = e.output as { item: StoredItem | null; revisions: Revision[] };
      m = { ...m, phase: 'historyListing', stored: history.item, revisions: history.revisions };
      break;
    }
    case 'xstate.error.actor.loadRevisions':
      m.phase = 'historyFailed';
      break;
    case 'contentEditor.retryHistory':
      if (m.phase === 'historyFailed') loadHistory();
      break;
    case 'contentEditor.restore': {
      if (m.phase !== 'historyListing') break;
      const restored = m.revisions.find((r) => r.version === e.version)?.content ?? '';
      m = { ...m, phase: 'restoring', draft: restored };
      save(restored, m.stored?.version ?? null);
      break;
    }
    case 'xstate.done.actor.restoreVersion': {
      const outcome = e.output as SaveOutcome;
      if (outcome.kind === 'saved') {
        m = { ...m, stored: outcome.item, restored: false };
        fx.toasts.push(CONTENT_TOASTS.restored);
      } else {
        m = { ...m, stored: outcome.theirs, theirs: null };
        fx.toasts.push(CONTENT_TOASTS.restoreConflict);
      }
      m = { ...m, draft: '', baseText: '', base: null, error: null, restored: false };
      loadHistory();
      break;
    }
    case 'xstate.error.actor.restoreVersion':
      m = { ...m, phase: 'historyListing', draft: '', baseText: '', base: null, error: null };
      m.restored = false;
      fx.toasts.push(CONTENT_TOASTS.restoreFailed);
      break;
    case 'contentEditor.closeHistory':
      if (HISTORY.includes(m.phase)) m.phase = 'viewing';
      break;
    case 'xstate.done.actor.reloadContent':
      m = { ...m, phase: 'viewing', stored: e.output as StoredItem | null };
      break;
    case 'xstate.error.actor.reloadContent':
      m.phase = 'viewing';
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

function testMachine(setting: Setting) {
  const spies = {
    showToast: vi.fn(),
    storeDraft: vi.fn(),
    clearDraft: vi.fn(),
    loadContent: vi.fn<(input: LoadContentInput) => void>(),
    saveContent: vi.fn<(input: SaveContentInput) => void>(),
    readDraft: vi.fn<(input: DraftQuery) => void>(),
    loadRevisions: vi.fn<(input: LoadContentInput) => void>(),
  };
  const never = () => new Promise<never>(() => {});
  const machine = contentEditorMachine.provide({
    guards: { readsLiveText: () => setting === 'demo' },
    actors: {
      // The child reads nothing and reports nothing: the paths carry its reports.
      editRights: editRightsMachine.provide({
        actors: { readEditAccess: fromPromise<EditAccess>(() => never()) },
      }),
      loadContent: fromPromise<StoredItem | null, LoadContentInput>(({ input }) => {
        spies.loadContent(input);
        return never();
      }),
      saveContent: fromPromise<SaveOutcome, SaveContentInput>(({ input }) => {
        spies.saveContent(input);
        return never();
      }),
      readDraft: fromPromise<Draft | null, DraftQuery>(({ input }) => {
        spies.readDraft(input);
        return never();
      }),
      loadRevisions: fromPromise<History, LoadContentInput>(({ input }) => {
        spies.loadRevisions(input);
        return never();
      }),
    },
    actions: {
      showToast: (_, params) => spies.showToast(params),
      storeDraft: (_, params) => spies.storeDraft(params),
      clearDraft: (_, params) => spies.clearDraft(params),
    },
  });
  return { machine, spies };
}

describe('contentEditor machine (model-based)', () => {
  it(
    'reaches every state and transition (a published page, the demo and a preview card)',
    { timeout: 180_000 },
    () => {
      const covered = { states: new Set<string>(), transitions: new Set<string>() };
      for (const setting of ['page', 'demo', 'preview'] as const) {
        const preview = setting === 'preview';
        const { machine, spies } = testMachine(setting);
        const input = { ...INPUT, preview };
        const paths = coveringPaths(machine, { events: eventsFor, input, serializeState });
        let model = start(setting);
        const coverage = replayPaths(machine, paths, {
          input,
          spies,
          check: (actor, _expected, event) => {
            const snapshot = actor.getSnapshot() as Snapshot;
            const [next, fx]: [Model, Effects] =
              (event.type as string) === 'xstate.init'
                ? [start(setting), { ...noEffects(), loads: setting === 'demo' ? [KEY] : [] }]
                : reduce(model, event);
            model = next;
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
            expect(spies.loadContent.mock.calls).toEqual(fx.loads.map((l) => [l]));
            expect(spies.saveContent.mock.calls).toEqual(fx.saves.map((s) => [s]));
            expect(spies.readDraft.mock.calls).toEqual(fx.draftReads.map((d) => [d]));
            expect(spies.storeDraft.mock.calls).toEqual(fx.kept.map((d) => [d]));
            expect(spies.clearDraft.mock.calls).toEqual(fx.forgotten.map((d) => [d]));
            expect(spies.loadRevisions.mock.calls).toEqual(fx.revisionReads.map((r) => [r]));
          },
        });
        for (const state of coverage.states) covered.states.add(state);
        for (const transition of coverage.transitions) covered.transitions.add(transition);
        const journeys = preview
          ? [['editRights.changed', 'contentEditor.edit']]
          : [
              // An editor's page reads the live text once the rights are known (the demo at once).
              setting === 'page'
                ? ['editRights.changed', 'xstate.done.actor.loadContent', 'contentEditor.edit']
                : ['xstate.done.actor.loadContent', 'editRights.changed', 'contentEditor.edit'],
              ['contentEditor.edit', 'contentEditor.fieldChanged', 'contentEditor.save'],
              ['contentEditor.save', 'xstate.error.actor.saveContent'],
              // Somebody else saved first: each way on.
              ['contentEditor.save', 'xstate.done.actor.saveContent', 'contentEditor.keepMine'],
              ['contentEditor.save', 'xstate.done.actor.saveContent', 'contentEditor.useTheirs'],
              [
                'contentEditor.save',
                'xstate.done.actor.saveContent',
                'contentEditor.continueEditing',
              ],
              // A kept draft comes back after a reload.
              ['editRights.changed', 'xstate.done.actor.readDraft'],
              // Cancel with changes asks first.
              ['contentEditor.cancel', 'contentEditor.confirmDiscard'],
              ['contentEditor.cancel', 'contentEditor.keepEditing'],
              // Rights lost while writing, and back.
              ['contentEditor.fieldChanged', 'editRights.changed', 'editRights.changed'],
              // The history, and a restore.
              [
                'contentEditor.showHistory',
                'xstate.done.actor.loadRevisions',
                'contentEditor.restore',
                'xstate.done.actor.restoreVersion',
              ],
            ];
        for (const journey of journeys)
          expect(hasJourney(paths, journey), journey.join(' → ')).toBe(true);
        console.log(`[model paths] contentEditor (${setting}): ${paths.length} paths replayed`);
      }
      expectFullCoverage(contentEditorMachine, covered);
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
