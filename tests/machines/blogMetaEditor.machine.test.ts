/**
 * The blog metadata editor and the card lists' stored metadata: model-based coverage of every
 * state and transition (paths generated from the real machines, replayed on real actors whose
 * invoked actors never settle; the paths carry the stored-metadata read, the rights the
 * `editRights` child reports and the save's done/error events), checked after every step against
 * an independent model of what the post shows and what is saved; then the real services against
 * the demo backend: `{id}-title` / `{id}-excerpt` / `{id}-author` (JSON) rows of type `blog-meta`.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { getBlogPost } from '../../src/content/blog';
import type { BlogPostMeta } from '../../src/content/types';
import {
  META_SAVE_FAILED_TOAST,
  META_TEXTS,
  blogMetaEditorMachine,
  metaSavedToast,
  selectHasUnsavedMeta,
  selectMayEditMeta,
  selectShownPost,
  selectTheirValue,
  type BlogMetaEditorEvent,
  type MetaDraft,
  type MetaField,
  type SaveMetaInput,
  validateMeta,
} from '../../src/machines/blogMetaEditor';
import { blogMetaListMachine } from '../../src/machines/blogMetaList';
import { editRightsMachine } from '../../src/machines/editRights';
import { NO_RIGHTS, type EditRights } from '../../src/machines/shared/editAccess';
import { type EditAccess } from '../../src/machines/shared/editAccess';
import {
  applyStoredMeta,
  parseStoredMeta,
  type StoredMeta,
  type StoredMetaByPost,
} from '../../src/machines/shared/blogMeta';
import type { Draft, DraftQuery, DraftRelease, DraftWrite } from '../../src/machines/shared/drafts';
import type { ToastInput } from '../../src/machines/shared/toast';
import type { SaveOutcome } from '../../src/services/contentItems';
import { getDb } from '../../src/mocks/db';
import { ServiceError } from '../../src/services/result';
import { setupDemoBackend, signIn } from '../services/helpers';
import {
  coveringPaths,
  expectFullCoverage,
  hasJourney,
  replayPaths,
} from '../support/machineCoverage';

type Snapshot = SnapshotFrom<typeof blogMetaEditorMachine>;

const POST: BlogPostMeta = {
  id: 'inlagg',
  title: 'Levererad titel',
  date: '2026-01-01',
  excerpt: 'Levererad ingress.',
  image: { src: '/images/x.webp', alt: '', width: 1, height: 1 },
  category: 'Tech',
  author: { name: 'Karin', title: 'Konsult', avatar: '/images/authors/karin.svg' },
  sources: [],
};
const STORED: StoredMetaByPost = { inlagg: { title: 'Sparad titel', versions: { title: 4 } } };
const USER = 'redaktor@example.se';
const AT = '2026-11-25T10:00:00+00:00';
const KEY: DraftQuery = { type: 'blog-meta', contentId: 'inlagg', owner: USER };

const rights = (r: Partial<EditRights>): EditRights => ({ ...NO_RIGHTS, accessKnown: true, ...r });
const RIGHTS = {
  editor: rights({ known: true, editUi: true, admin: true, signedIn: true, user: USER }),
  /** Signed out in another tab: known, no rights. */
  visitor: rights({ known: true, editUi: true, user: null }),
};
const RIGHTS_NAMES = new Map<EditRights, string>([
  [NO_RIGHTS, 'none'],
  [RIGHTS.editor, 'editor'],
  [RIGHTS.visitor, 'visitor'],
]);

const SAVED: SaveOutcome = {
  kind: 'saved',
  item: { id: 9, content: 'Ny titel', title: null, version: 5, updatedAt: AT },
};
const CONFLICT: SaveOutcome = {
  kind: 'conflict',
  theirs: { id: 9, content: 'Deras titel', title: null, version: 6, updatedAt: AT },
};
const KEPT: Draft = {
  owner: USER,
  base: 4,
  baseText: 'Sparad titel',
  text: JSON.stringify({
    field: 'title',
    values: { ...draftOf(POST), title: 'Utkast till titel' },
    baseValues: { ...draftOf(POST), title: 'Sparad titel' },
  }),
};

function draftOf(post: BlogPostMeta): MetaDraft {
  return {
    title: post.title,
    excerpt: post.excerpt,
    authorName: post.author.name,
    authorTitle: post.author.title,
    authorAvatar: post.author.avatar,
  };
}

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });

const EVENTS = [
  done('loadMeta', STORED),
  { type: 'xstate.error.actor.loadMeta', error: new Error('x') },
  done('readDraft', null),
  done('readDraft', KEPT),
  { type: 'xstate.error.actor.readDraft', error: new Error('x') },
  ...Object.values(RIGHTS).map((r) => ({ type: 'editRights.changed', rights: r })),
  { type: 'blogMetaEditor.edit', field: 'title' },
  { type: 'blogMetaEditor.edit', field: 'author' },
  { type: 'blogMetaEditor.fieldChanged', field: 'title', value: 'Ny titel' },
  { type: 'blogMetaEditor.fieldChanged', field: 'authorAvatar', value: 'javascript:alert(1)' },
  { type: 'blogMetaEditor.save' },
  { type: 'blogMetaEditor.cancel' },
  { type: 'blogMetaEditor.confirmDiscard' },
  { type: 'blogMetaEditor.keepEditing' },
  { type: 'blogMetaEditor.discardRestored' },
  done('saveMeta', SAVED),
  done('saveMeta', CONFLICT),
  { type: 'xstate.error.actor.saveMeta', error: new ServiceError({ kind: 'forbidden' }) },
  { type: 'blogMetaEditor.keepMine' },
  { type: 'blogMetaEditor.useTheirs' },
  { type: 'blogMetaEditor.continueEditing' },
] as unknown as BlogMetaEditorEvent[];

function eventsFor(snapshot: Snapshot): BlogMetaEditorEvent[] {
  const handled = new Set(
    (snapshot as unknown as { _nodes: { ownEvents: string[] }[] })._nodes.flatMap(
      (node) => node.ownEvents,
    ),
  );
  return EVENTS.filter((event) => handled.has(event.type));
}

/** The state, and of the context only what changes what happens next. */
function serializeState(snapshot: Snapshot): string {
  const c = snapshot.context;
  return JSON.stringify([
    snapshot.value,
    c.field,
    c.stored.title ?? null,
    c.stored.versions?.title ?? null,
    JSON.stringify(c.draft) === JSON.stringify(c.baseDraft),
    Object.keys(c.errors),
    c.restored,
    c.theirs?.version ?? null,
    RIGHTS_NAMES.get(c.rights) ?? 'other',
    c.liveRead,
  ]);
}

/** An independent model: what the post shows, the open field, its values and messages. */
type Phase =
  | 'loading'
  | 'findingDraft'
  | 'readingDraft'
  | 'viewing'
  | 'writing'
  | 'rightsLost'
  | 'confirmingCancel'
  | 'saving'
  | 'conflict';
interface Model {
  phase: Phase;
  /** The live values have been read (or tried). */
  liveRead: boolean;
  title: string;
  titleVersion: number | null;
  author: { name: string; title: string; avatar: string };
  field: MetaField | null;
  draft: MetaDraft;
  baseDraft: MetaDraft;
  base: number | null;
  errors: Record<string, string>;
  restored: boolean;
  theirs: { value: string; version: number } | null;
  rights: EditRights;
}
/** A post page of the published site, or of the offline demo (its own database, read at once). */
type Setting = 'page' | 'demo';
const start = (setting: Setting): Model => ({
  phase: setting === 'demo' ? 'loading' : 'findingDraft',
  liveRead: setting === 'demo',
  title: POST.title,
  titleVersion: null,
  author: POST.author,
  field: null,
  draft: draftOf(POST),
  baseDraft: draftOf(POST),
  base: null,
  errors: {},
  restored: false,
  theirs: null,
  rights: NO_RIGHTS,
});
interface Effects {
  loads: { postId: string }[];
  toasts: ToastInput[];
  saves: SaveMetaInput[];
  draftReads: DraftQuery[];
  kept: DraftWrite[];
  forgotten: DraftRelease[];
}
const noEffects = (): Effects => ({
  loads: [],
  toasts: [],
  saves: [],
  draftReads: [],
  kept: [],
  forgotten: [],
});
const EDITING: Phase[] = ['writing', 'rightsLost', 'confirmingCancel'];
const may = (r: EditRights) => r.known && r.signedIn && r.admin;
/** An editor's page shows the live values: they are read once the rights say editor. */
const needsLive = (m: Model) => !m.liveRead && may(m.rights);

const shownDraft = (m: Model): MetaDraft => ({
  title: m.title,
  excerpt: POST.excerpt,
  authorName: m.author.name,
  authorTitle: m.author.title,
  authorAvatar: m.author.avatar,
});

/** What the field's save sends. */
function valueOf(m: Model): string {
  if (m.field === 'title') return m.draft.title.trim();
  if (m.field === 'excerpt') return m.draft.excerpt.trim();
  return JSON.stringify({
    name: m.draft.authorName.trim(),
    title: m.draft.authorTitle.trim(),
    avatar: m.draft.authorAvatar.trim(),
  });
}

function reduce(model: Model, event: { type: string }): [Model, Effects] {
  const fx = noEffects();
  let m: Model = { ...model };
  const e = event as unknown as {
    output?: unknown;
    rights?: EditRights;
    field?: string;
    value?: string;
  };
  const key = (): DraftQuery => ({ ...KEY, owner: m.rights.user });
  const keptText = () =>
    JSON.stringify({ field: m.field ?? 'title', values: m.draft, baseValues: m.baseDraft });
  const forget = () => fx.forgotten.push({ ...key(), text: keptText() });
  const keep = () => {
    const field = m.field ?? 'title';
    fx.kept.push({
      ...key(),
      draft: {
        owner: m.rights.user,
        base: m.base,
        baseText:
          field === 'title'
            ? m.baseDraft.title.trim()
            : field === 'excerpt'
              ? m.baseDraft.excerpt.trim()
              : JSON.stringify({
                  name: m.baseDraft.authorName.trim(),
                  title: m.baseDraft.authorTitle.trim(),
                  avatar: m.baseDraft.authorAvatar.trim(),
                }),
        text: keptText(),
      },
    });
  };
  const stop = () => {
    m = { ...m, field: null, errors: {}, restored: false, theirs: null };
  };
  const setStored = (value: string | null, version: number | null) => {
    if (m.field === 'title') m = { ...m, title: value ?? '', titleVersion: version };
    if (m.field === 'author') {
      let author = POST.author;
      try {
        author = JSON.parse(value ?? '') as Model['author'];
      } catch {
        // Not an author: the shipped one shows.
      }
      m = { ...m, author };
    }
  };
  const rebase = () => {
    setStored(m.theirs?.value ?? null, m.theirs?.version ?? null);
    m = { ...m, base: m.theirs?.version ?? null, baseDraft: shownDraft(m), theirs: null };
  };

  switch (event.type) {
    case 'editRights.changed':
      m.rights = e.rights as EditRights;
      break;
    case 'xstate.done.actor.loadMeta':
      m = { ...m, phase: 'findingDraft', title: 'Sparad titel', titleVersion: 4 };
      break;
    case 'xstate.error.actor.loadMeta':
      m.phase = 'findingDraft';
      break;
    case 'xstate.done.actor.readDraft':
      if (e.output === null) m.phase = 'viewing';
      else
        m = {
          ...m,
          phase: 'writing',
          field: 'title',
          draft: { ...draftOf(POST), title: 'Utkast till titel' },
          baseDraft: { ...draftOf(POST), title: 'Sparad titel' },
          base: 4,
          restored: true,
          errors: {},
        };
      break;
    case 'xstate.error.actor.readDraft':
      m.phase = 'viewing';
      break;
    case 'blogMetaEditor.edit':
      if (m.phase !== 'viewing' || !may(m.rights)) break;
      m = {
        ...m,
        phase: 'writing',
        field: e.field as MetaField,
        draft: shownDraft(m),
        baseDraft: shownDraft(m),
        base: e.field === 'title' ? m.titleVersion : null,
        errors: {},
      };
      break;
    case 'blogMetaEditor.fieldChanged': {
      if (!EDITING.includes(m.phase)) break;
      const { [e.field as string]: _gone, ...errors } = m.errors;
      m = { ...m, draft: { ...m.draft, [e.field as string]: e.value ?? '' }, errors };
      keep();
      break;
    }
    case 'blogMetaEditor.save':
      if (m.phase !== 'writing') break;
      if (m.field === 'title' && m.draft.title.trim() === '') {
        m.errors = { title: META_TEXTS.blank };
        break;
      }
      if (m.field === 'author' && !m.draft.authorAvatar.startsWith('/')) {
        m.errors = { authorAvatar: META_TEXTS.avatarPath };
        break;
      }
      fx.saves.push({
        postId: 'inlagg',
        field: m.field ?? 'title',
        value: valueOf(m),
        baseVersion: m.base,
      });
      m.phase = 'saving';
      break;
    case 'blogMetaEditor.cancel':
      if (m.phase !== 'writing') break;
      if (JSON.stringify(m.draft) !== JSON.stringify(m.baseDraft)) {
        m.phase = 'confirmingCancel';
        break;
      }
      forget();
      stop();
      m.phase = 'viewing';
      break;
    case 'blogMetaEditor.confirmDiscard':
      if (m.phase !== 'confirmingCancel') break;
      forget();
      stop();
      m.phase = 'viewing';
      break;
    case 'blogMetaEditor.keepEditing':
      if (m.phase === 'confirmingCancel') m.phase = 'writing';
      break;
    case 'blogMetaEditor.discardRestored':
      if (!EDITING.includes(m.phase)) break;
      forget();
      stop();
      m.phase = 'viewing';
      break;
    case 'xstate.done.actor.saveMeta': {
      const outcome = e.output as SaveOutcome;
      if (outcome.kind === 'saved') {
        fx.toasts.push(metaSavedToast(m.field ?? 'title'));
        forget();
        setStored(outcome.item.content, outcome.item.version);
        stop();
        m.phase = 'viewing';
      } else {
        m = {
          ...m,
          phase: 'conflict',
          theirs: outcome.theirs && {
            value: outcome.theirs.content,
            version: outcome.theirs.version,
          },
        };
      }
      break;
    }
    case 'xstate.error.actor.saveMeta':
      fx.toasts.push(META_SAVE_FAILED_TOAST);
      m.phase = 'writing';
      break;
    case 'blogMetaEditor.keepMine':
      if (m.phase !== 'conflict') break;
      rebase();
      fx.saves.push({
        postId: 'inlagg',
        field: m.field ?? 'title',
        value: valueOf(m),
        baseVersion: m.base,
      });
      m.phase = 'saving';
      break;
    case 'blogMetaEditor.useTheirs':
      if (m.phase !== 'conflict') break;
      forget();
      rebase();
      stop();
      m.phase = 'viewing';
      break;
    case 'blogMetaEditor.continueEditing':
      if (m.phase !== 'conflict') break;
      rebase();
      keep();
      m.phase = 'writing';
      break;
  }
  for (let settled = false; !settled;) {
    settled = true;
    if ((m.phase === 'findingDraft' || m.phase === 'viewing') && needsLive(m)) {
      m = { ...m, phase: 'loading', liveRead: true };
      fx.loads.push({ postId: 'inlagg' });
      settled = false;
    } else if (m.phase === 'findingDraft' && may(m.rights)) {
      m.phase = 'readingDraft';
      fx.draftReads.push(key());
    } else if (m.phase === 'findingDraft' && m.rights.known) m.phase = 'viewing';
    else if (m.phase === 'writing' && !may(m.rights)) m.phase = 'rightsLost';
    else if (m.phase === 'rightsLost' && may(m.rights)) {
      m.phase = 'writing';
      settled = false;
    }
  }
  return [m, fx];
}

function testMachine(setting: Setting) {
  const spies = {
    loadMeta: vi.fn<(input: { postId: string }) => void>(),
    showToast: vi.fn(),
    storeDraft: vi.fn(),
    clearDraft: vi.fn(),
    saveMeta: vi.fn<(input: SaveMetaInput) => void>(),
    readDraft: vi.fn<(input: DraftQuery) => void>(),
  };
  const never = <T>() => new Promise<T>(() => {});
  const machine = blogMetaEditorMachine.provide({
    guards: { readsLiveText: () => setting === 'demo' },
    actors: {
      editRights: editRightsMachine.provide({
        actors: { readEditAccess: fromPromise<EditAccess>(() => never()) },
      }),
      loadMeta: fromPromise<StoredMetaByPost, { postId: string }>(({ input }) => {
        spies.loadMeta(input);
        return never();
      }),
      saveMeta: fromPromise<SaveOutcome, SaveMetaInput>(({ input }) => {
        spies.saveMeta(input);
        return never();
      }),
      readDraft: fromPromise<Draft | null, DraftQuery>(({ input }) => {
        spies.readDraft(input);
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

describe('blogMetaEditor machine (model-based)', () => {
  it(
    'reaches every state and transition (a published page and the demo)',
    { timeout: 120_000 },
    () => {
      const covered = { states: new Set<string>(), transitions: new Set<string>() };
      for (const setting of ['page', 'demo'] as const) {
        const { machine, spies } = testMachine(setting);
        const input = { post: POST };
        const paths = coveringPaths(machine, { events: eventsFor, input, serializeState });
        let model = start(setting);
        const coverage = replayPaths(machine, paths, {
          input,
          spies,
          check: (actor, _expected, event) => {
            const snapshot = actor.getSnapshot() as Snapshot;
            const [next, fx]: [Model, Effects] =
              (event.type as string) === 'xstate.init'
                ? [
                    start(setting),
                    { ...noEffects(), loads: setting === 'demo' ? [{ postId: 'inlagg' }] : [] },
                  ]
                : reduce(model, event);
            model = next;
            const shown = selectShownPost(snapshot);
            expect(shown.title).toBe(model.title);
            // An avatar that is not a path on the site is never shown.
            expect(shown.author.avatar).toBe(
              model.author.avatar.startsWith('/') ? model.author.avatar : POST.author.avatar,
            );
            // Edit shows to an editor once the live values are read.
            expect(selectMayEditMeta(snapshot)).toBe(
              may(model.rights) &&
                !['loading', 'findingDraft', 'readingDraft'].includes(model.phase),
            );
            expect(snapshot.context.field).toBe(model.field);
            expect(snapshot.context.errors).toEqual(model.errors);
            expect(snapshot.context.restored).toBe(model.restored);
            expect(snapshot.matches({ editing: 'rightsLost' })).toBe(model.phase === 'rightsLost');
            expect(snapshot.matches({ editing: 'confirmingCancel' })).toBe(
              model.phase === 'confirmingCancel',
            );
            expect(snapshot.matches('conflict')).toBe(model.phase === 'conflict');
            if (model.field !== null) {
              expect(snapshot.context.draft).toEqual(model.draft);
              expect(snapshot.context.base).toBe(model.base);
              expect(selectHasUnsavedMeta(snapshot)).toBe(
                model.phase !== 'viewing' &&
                  JSON.stringify(model.draft) !== JSON.stringify(model.baseDraft),
              );
            }
            if (model.phase === 'conflict')
              expect(selectTheirValue(snapshot)).toBe(
                model.field === 'author' ? 'Deras titel' : (model.theirs?.value ?? null),
              );
            expect(spies.loadMeta.mock.calls).toEqual(fx.loads.map((x) => [x]));
            expect(spies.showToast.mock.calls).toEqual(fx.toasts.map((t) => [t]));
            expect(spies.saveMeta.mock.calls).toEqual(fx.saves.map((x) => [x]));
            expect(spies.readDraft.mock.calls).toEqual(fx.draftReads.map((x) => [x]));
            expect(spies.storeDraft.mock.calls).toEqual(fx.kept.map((x) => [x]));
            expect(spies.clearDraft.mock.calls).toEqual(fx.forgotten.map((x) => [x]));
          },
        });
        for (const journey of [
          ['blogMetaEditor.edit', 'blogMetaEditor.fieldChanged', 'xstate.done.actor.saveMeta'],
          ['blogMetaEditor.save', 'xstate.error.actor.saveMeta'],
          ['blogMetaEditor.edit', 'blogMetaEditor.cancel'],
          ['blogMetaEditor.cancel', 'blogMetaEditor.confirmDiscard'],
          ['xstate.done.actor.saveMeta', 'blogMetaEditor.keepMine'],
          ['xstate.done.actor.saveMeta', 'blogMetaEditor.useTheirs'],
          ['xstate.done.actor.saveMeta', 'blogMetaEditor.continueEditing'],
          ['editRights.changed', 'xstate.done.actor.readDraft', 'blogMetaEditor.discardRestored'],
        ])
          expect(hasJourney(paths, journey), journey.join(' → ')).toBe(true);
        console.log(`[model paths] blogMetaEditor (${setting}): ${paths.length} paths replayed`);
        for (const state of coverage.states) covered.states.add(state);
        for (const transition of coverage.transitions) covered.transitions.add(transition);
      }
      expectFullCoverage(blogMetaEditorMachine, covered);
    },
  );
});

describe('blogMetaList machine (model-based)', () => {
  it('reaches every state and transition; only the demo reads the database', () => {
    const covered = { states: new Set<string>(), transitions: new Set<string>() };
    for (const demo of [false, true]) {
      const loads = vi.fn();
      const machine = blogMetaListMachine.provide({
        guards: { readsLiveText: () => demo },
        actors: {
          loadMeta: fromPromise(() => {
            loads();
            return new Promise<StoredMetaByPost>(() => {});
          }),
        },
      });
      const input = { postIds: ['inlagg'] };
      const paths = coveringPaths(machine, {
        input,
        // Only while loading: an unhandled actor error would stop the machine.
        events: (snapshot) =>
          snapshot.matches('loading')
            ? ([
                { type: 'xstate.done.actor.loadMeta', output: STORED },
                { type: 'xstate.error.actor.loadMeta', error: new Error('x') },
              ] as never)
            : [],
      });
      let loaded = false;
      const coverage = replayPaths(machine, paths, {
        input,
        spies: { loads },
        check: (actor, _expected, event) => {
          if ((event.type as string) === 'xstate.init') loaded = false;
          if (event.type === 'xstate.done.actor.loadMeta') loaded = true;
          const stored = (actor.getSnapshot() as SnapshotFrom<typeof blogMetaListMachine>).context
            .stored;
          expect(stored).toEqual(loaded ? STORED : {});
          expect(loads).toHaveBeenCalledTimes(
            demo && (event.type as string) === 'xstate.init' ? 1 : 0,
          );
        },
      });
      for (const state of coverage.states) covered.states.add(state);
      for (const transition of coverage.transitions) covered.transitions.add(transition);
    }
    expectFullCoverage(blogMetaListMachine, covered);
  });
});

describe('stored blog metadata', () => {
  it('a title over 200 characters is not saved', () => {
    const draft = { ...draftOf(POST), title: 'å'.repeat(201) };
    expect(validateMeta('title', draft)).toEqual({ title: META_TEXTS.titleTooLong });
    expect(validateMeta('title', { ...draft, title: 'å'.repeat(200) })).toEqual({});
  });

  it('a blank title or author name is not saved', () => {
    const draft = {
      title: '  ',
      excerpt: '',
      authorName: ' ',
      authorTitle: '',
      authorAvatar: '/a.svg',
    };
    expect(validateMeta('title', draft)).toEqual({ title: META_TEXTS.blank });
    expect(validateMeta('excerpt', draft)).toEqual({});
    expect(validateMeta('author', draft)).toEqual({ authorName: META_TEXTS.blank });
  });

  it('parses rows by post; corrupt author JSON and blank titles read as absent', () => {
    const rows = [
      { content_id: 'inlagg-title', content: 'T', version: 2 },
      { content_id: 'inlagg-excerpt', content: 'E', version: 1 },
      {
        content_id: 'inlagg-author',
        content: '{"name":"N","title":"R","avatar":"/a.svg"}',
        version: 3,
      },
      { content_id: 'annat-title', content: '   ', version: 1 },
      { content_id: 'annat-author', content: '{not json', version: 1 },
      { content_id: 'okand-title', content: 'X', version: 1 },
    ];
    expect(parseStoredMeta(['inlagg', 'annat'], rows)).toEqual({
      inlagg: {
        title: 'T',
        excerpt: 'E',
        author: { name: 'N', title: 'R', avatar: '/a.svg' },
        versions: { title: 2, excerpt: 1, author: 3 },
      },
      // Unreadable values show the shipped ones; their versions are still what a save names.
      annat: { versions: { title: 1, author: 1 } },
    });
  });

  it.each(['javascript:alert(1)', 'https://evil.example/x.png', '//evil.example/x', '/../x'])(
    'never shows the avatar %s',
    (avatar) => {
      const stored: StoredMeta = { author: { name: 'N', title: 'R', avatar } };
      expect(applyStoredMeta(POST, stored).author.avatar).toBe(POST.author.avatar);
    },
  );
});

describe('blogMetaEditor against the demo backend', () => {
  setupDemoBackend();

  function live(post: BlogPostMeta, toasts: ToastInput[]) {
    const machine = blogMetaEditorMachine.provide({
      actors: {
        editRights: editRightsMachine.provide({
          actors: {
            readEditAccess: fromPromise<EditAccess>(async () => ({ host: true, flag: false })),
            authWatcher: fromCallback(({ sendBack }) => {
              sendBack({
                type: 'auth.updated',
                auth: {
                  initialised: true,
                  email: 'x@example.se',
                  profile: null,
                  addressIncomplete: false,
                },
              });
            }),
          },
        }),
      },
      actions: { showToast: (_, params) => toasts.push(params) },
    });
    return createActor(machine, { input: { post } }).start();
  }

  it('the admin saves title and author as blog-meta rows; every visitor then sees them; a non-admin is refused', async () => {
    const post = getBlogPost('satt-granser-ledighet-eget-foretag');
    if (!post) throw new Error('missing post');
    await signIn('admin@example.com');
    const toasts: ToastInput[] = [];
    const admin = live(post, toasts);
    await waitFor(admin, (s) => s.matches('viewing') && selectMayEditMeta(s));
    admin.send({ type: 'blogMetaEditor.edit', field: 'title' });
    admin.send({ type: 'blogMetaEditor.fieldChanged', field: 'title', value: ' Ny titel ' });
    admin.send({ type: 'blogMetaEditor.save' });
    await waitFor(admin, (s) => s.matches('viewing'));
    admin.send({ type: 'blogMetaEditor.edit', field: 'author' });
    admin.send({ type: 'blogMetaEditor.fieldChanged', field: 'authorName', value: 'Ny Person' });
    admin.send({ type: 'blogMetaEditor.save' });
    await waitFor(admin, (s) => s.matches('viewing'));
    expect(toasts).toEqual([
      { title: 'Blog title updated successfully!' },
      { title: 'Blog author updated successfully!' },
    ]);
    const rows = getDb().content_items.filter((row) => row.type === 'blog-meta');
    expect(rows.map((row) => [row.content_id, row.content])).toEqual([
      [`${post.id}-title`, 'Ny titel'],
      [
        `${post.id}-author`,
        JSON.stringify({ name: 'Ny Person', title: post.author.title, avatar: post.author.avatar }),
      ],
    ]);

    // Cards: the published site's list reads nothing (the build bakes the rows in); the demo's
    // list reads the same rows.
    const published = createActor(blogMetaListMachine, { input: { postIds: [post.id] } }).start();
    expect(published.getSnapshot().matches('ready')).toBe(true);
    expect(published.getSnapshot().context.stored).toEqual({});
    const list = createActor(
      blogMetaListMachine.provide({ guards: { readsLiveText: () => true } }),
      { input: { postIds: [post.id] } },
    ).start();
    await waitFor(list, (s) => s.matches('ready'));
    expect(applyStoredMeta(post, list.getSnapshot().context.stored[post.id])).toMatchObject({
      title: 'Ny titel',
      author: { name: 'Ny Person' },
    });

    await signIn('vanlig@example.com');
    const refused: ToastInput[] = [];
    const user = live(post, refused);
    await waitFor(user, (s) => s.matches('viewing') && selectMayEditMeta(s));
    expect(selectShownPost(user.getSnapshot()).title).toBe('Ny titel');
    user.send({ type: 'blogMetaEditor.edit', field: 'excerpt' });
    user.send({ type: 'blogMetaEditor.fieldChanged', field: 'excerpt', value: 'Intrång' });
    user.send({ type: 'blogMetaEditor.save' });
    await waitFor(user, (s) => s.matches('editing') && refused.length > 0);
    expect(refused).toEqual([{ title: 'Failed to save changes', variant: 'destructive' }]);
    expect(user.getSnapshot().context.draft.excerpt).toBe('Intrång');
    expect(getDb().content_items.some((row) => row.content_id === `${post.id}-excerpt`)).toBe(
      false,
    );
  });
});
