/**
 * The blog metadata editor and the card lists' stored metadata: paths generated from independent
 * models (the rights the `editRights` child reports, the post's buttons and fields where the page
 * shows them, what the database and the kept draft answer), replayed on real actors whose service
 * calls wait for the model's answers, checked after every step against what the model says the
 * post shows and what is saved; then the real services against
 * the demo backend: `{id}-title` / `{id}-excerpt` / `{id}-author` (JSON) rows of type `blog-meta`.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
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
  Calls,
  MachineReach,
  replayModel,
  walksJourney,
  type Model as Model_,
} from '../support/modelReplay';

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

/**
 * What can happen: the rights the `editRights` child reports (an editor, or signed out in another
 * tab), what the post's own buttons and fields do (only where the page shows them: 'Edit title' and
 * 'Edit author' in view, the open field's inputs, Save, Cancel, the conflict's three ways), and
 * what the database and the kept draft answer.
 */
type Happening =
  | { type: 'editRights.changed'; rights: EditRights }
  | Extract<BlogMetaEditorEvent, { type: `blogMetaEditor.${string}` }>
  | { type: 'meta.answers' }
  | { type: 'meta.fails' }
  | { type: 'draft.found'; draft: Draft | null }
  | { type: 'draft.fails' }
  | { type: 'save.answers'; outcome: SaveOutcome }
  | { type: 'save.fails' };

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
  /** What the last happening caused beyond the state (no part of the state itself). */
  fx: Effects;
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
/** A post page of the published site, or of the offline demo (its own database, read at once). */
type Setting = 'page' | 'demo';
const start = (setting: Setting): Model => ({
  phase: setting === 'demo' ? 'loading' : 'findingDraft',
  fx: { ...noEffects(), loads: setting === 'demo' ? [{ postId: 'inlagg' }] : [] },
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

function reduce(model: Model, event: Happening): [Model, Effects] {
  const fx = noEffects();
  let m: Model = { ...model };
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
      m.rights = event.rights;
      break;
    case 'meta.answers':
      m = { ...m, phase: 'findingDraft', title: 'Sparad titel', titleVersion: 4 };
      break;
    case 'meta.fails':
      m.phase = 'findingDraft';
      break;
    case 'draft.found':
      if (event.draft === null) m.phase = 'viewing';
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
    case 'draft.fails':
      m.phase = 'viewing';
      break;
    case 'blogMetaEditor.edit':
      if (m.phase !== 'viewing' || !may(m.rights)) break;
      m = {
        ...m,
        phase: 'writing',
        field: event.field,
        draft: shownDraft(m),
        baseDraft: shownDraft(m),
        base: event.field === 'title' ? m.titleVersion : null,
        errors: {},
      };
      break;
    case 'blogMetaEditor.fieldChanged': {
      if (!EDITING.includes(m.phase)) break;
      const { [event.field]: _gone, ...errors } = m.errors;
      m = { ...m, draft: { ...m.draft, [event.field]: event.value }, errors };
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
    case 'save.answers': {
      const outcome = event.outcome;
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
    case 'save.fails':
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

const press = (type: string) => ({ type }) as Happening;
const type = (field: MetaField | 'authorAvatar', value: string): Happening =>
  ({ type: 'blogMetaEditor.fieldChanged', field, value }) as Happening;

/** What the post page offers in each state of the model, and what may answer. */
function offered(m: Model): Happening[] {
  const report = (...list: EditRights[]) =>
    list.map((r) => ({ type: 'editRights.changed', rights: r }) as const);
  // First the child's report, later signing out in another tab and back in.
  const rights =
    m.rights === NO_RIGHTS
      ? report(RIGHTS.editor, RIGHTS.visitor)
      : ['viewing', 'writing', 'rightsLost'].includes(m.phase)
        ? report(may(m.rights) ? RIGHTS.visitor : RIGHTS.editor)
        : [];
  switch (m.phase) {
    case 'loading':
      return [...rights, { type: 'meta.answers' }, { type: 'meta.fails' }];
    case 'findingDraft':
      return rights;
    case 'readingDraft':
      return [
        ...rights,
        { type: 'draft.found', draft: null },
        { type: 'draft.found', draft: KEPT },
        { type: 'draft.fails' },
      ];
    case 'viewing':
      return [
        ...rights,
        ...(may(m.rights)
          ? ([
              { type: 'blogMetaEditor.edit', field: 'title' },
              { type: 'blogMetaEditor.edit', field: 'author' },
            ] as const)
          : []),
      ];
    case 'writing':
    case 'rightsLost':
      return [
        ...rights,
        ...(m.field === 'title'
          ? [type('title', 'Ny titel'), type('title', '  ')]
          : [type('authorAvatar', 'javascript:alert(1)')]),
        ...(m.phase === 'writing' ? [press('blogMetaEditor.save')] : []),
        press('blogMetaEditor.cancel'),
        ...(m.restored ? [press('blogMetaEditor.discardRestored')] : []),
      ];
    case 'confirmingCancel':
      return [press('blogMetaEditor.confirmDiscard'), press('blogMetaEditor.keepEditing')];
    case 'saving':
      return [
        { type: 'save.answers', outcome: SAVED },
        { type: 'save.answers', outcome: CONFLICT },
        { type: 'save.fails' },
      ];
    case 'conflict':
      return [
        press('blogMetaEditor.keepMine'),
        press('blogMetaEditor.useTheirs'),
        press('blogMetaEditor.continueEditing'),
      ];
  }
}

function editorModel(setting: Setting): Model_<Model, Happening> {
  return {
    name: `blogMetaEditor (${setting})`,
    initial: start(setting),
    events: offered,
    step: (model, event) => {
      const [next, fx] = reduce(model, event);
      return { ...next, fx };
    },
    /** The phase, and of the rest only what changes what the editor can do next. */
    serialize: (m) =>
      JSON.stringify([
        m.phase,
        m.field,
        m.title,
        m.titleVersion,
        JSON.stringify(m.draft) === JSON.stringify(m.baseDraft),
        Object.keys(m.errors),
        m.restored,
        m.theirs?.version ?? null,
        RIGHTS_NAMES.get(m.rights) ?? 'other',
        m.liveRead,
      ]),
    describe: (event) =>
      event.type === 'editRights.changed'
        ? `rights ${RIGHTS_NAMES.get(event.rights) ?? '?'}`
        : event.type === 'save.answers'
          ? `save ${event.outcome.kind}`
          : event.type === 'blogMetaEditor.edit'
            ? `edit ${event.field}`
            : event.type === 'blogMetaEditor.fieldChanged'
              ? `type ${event.field} ${JSON.stringify(event.value)}`
              : event.type.replace('blogMetaEditor.', ''),
  };
}

function testMachine(setting: Setting, reach: MachineReach) {
  const spies = { showToast: vi.fn(), storeDraft: vi.fn(), clearDraft: vi.fn() };
  const calls = {
    meta: new Calls<{ postId: string }, StoredMetaByPost>('loadMeta'),
    save: new Calls<SaveMetaInput, SaveOutcome>('saveMeta'),
    draft: new Calls<DraftQuery, Draft | null>('readDraft'),
  };
  const never = <T>() => new Promise<T>(() => {});
  const machine = blogMetaEditorMachine.provide({
    guards: { readsLiveText: () => setting === 'demo' },
    actors: {
      editRights: editRightsMachine.provide({
        actors: { readEditAccess: fromPromise<EditAccess>(() => never()) },
      }),
      loadMeta: fromPromise<StoredMetaByPost, { postId: string }>(({ input, signal }) =>
        calls.meta.call(input, signal),
      ),
      saveMeta: fromPromise<SaveOutcome, SaveMetaInput>(({ input, signal }) =>
        calls.save.call(input, signal),
      ),
      readDraft: fromPromise<Draft | null, DraftQuery>(({ input, signal }) =>
        calls.draft.call(input, signal),
      ),
    },
    actions: {
      showToast: (_, params) => spies.showToast(params),
      storeDraft: (_, params) => spies.storeDraft(params),
      clearDraft: (_, params) => spies.clearDraft(params),
    },
  });
  const actor = createActor(machine, { input: { post: POST }, inspect: reach.inspect }).start();
  return { actor, spies, calls };
}

describe('blogMetaEditor machine (model-based)', () => {
  it(
    'agrees with the model on every path (a published page and the demo)',
    { timeout: 120_000 },
    async () => {
      const reach = new MachineReach();
      for (const setting of ['page', 'demo'] as const) {
        const plan = await replayModel(editorModel(setting), {
          reach,
          start: (r) => testMachine(setting, r),
          beforeStep: ({ spies, calls }) => {
            for (const spy of Object.values(spies)) spy.mockClear();
            for (const call of Object.values(calls)) call.clear();
          },
          act: ({ actor, calls }, event) => {
            switch (event.type) {
              case 'meta.answers':
                return calls.meta.resolve(STORED);
              case 'meta.fails':
                return calls.meta.reject(new Error('x'));
              case 'draft.found':
                return calls.draft.resolve(event.draft);
              case 'draft.fails':
                return calls.draft.reject(new Error('x'));
              case 'save.answers':
                return calls.save.resolve(event.outcome);
              case 'save.fails':
                return calls.save.reject(new ServiceError({ kind: 'forbidden' }));
              default:
                actor.send(event);
            }
          },
          check: ({ actor, spies, calls }, model) => {
            const snapshot = actor.getSnapshot();
            const { fx } = model;
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
            expect(calls.meta.inputs).toEqual(fx.loads);
            expect(spies.showToast.mock.calls).toEqual(fx.toasts.map((t) => [t]));
            expect(calls.save.inputs).toEqual(fx.saves);
            expect(calls.draft.inputs).toEqual(fx.draftReads);
            expect(spies.storeDraft.mock.calls).toEqual(fx.kept.map((x) => [x]));
            expect(spies.clearDraft.mock.calls).toEqual(fx.forgotten.map((x) => [x]));
          },
          stop: ({ actor }) => actor.stop(),
        });
        for (const journey of [
          ['blogMetaEditor.edit', 'blogMetaEditor.fieldChanged', 'save.answers'],
          ['blogMetaEditor.save', 'save.fails'],
          ['blogMetaEditor.edit', 'blogMetaEditor.cancel'],
          ['blogMetaEditor.cancel', 'blogMetaEditor.confirmDiscard'],
          ['save.answers', 'blogMetaEditor.keepMine'],
          ['save.answers', 'blogMetaEditor.useTheirs'],
          ['save.answers', 'blogMetaEditor.continueEditing'],
          ['editRights.changed', 'draft.found', 'blogMetaEditor.discardRestored'],
        ])
          expect(walksJourney(plan, journey), `${setting}: ${journey.join(' → ')}`).toBe(true);
      }
      reach.expectAll(blogMetaEditorMachine);
    },
  );
});

/** The card lists' stored metadata: read once, only in the offline demo (its own database). */
type ListHappening = { type: 'meta.answers' } | { type: 'meta.fails' };
interface ListModel {
  phase: 'loading' | 'done';
  loaded: boolean;
  /** The last happening asked the database. */
  asked: boolean;
}

describe('blogMetaList machine (model-based)', () => {
  it('agrees with the model: only the demo reads the database', async () => {
    const reach = new MachineReach();
    for (const demo of [false, true]) {
      const listModel: Model_<ListModel, ListHappening> = {
        name: `blogMetaList (${demo ? 'demo' : 'page'})`,
        initial: { phase: demo ? 'loading' : 'done', loaded: false, asked: demo },
        events: (m) =>
          m.phase === 'loading' ? [{ type: 'meta.answers' }, { type: 'meta.fails' }] : [],
        step: (m, event) => ({
          phase: 'done',
          loaded: event.type === 'meta.answers',
          asked: false,
        }),
      };
      await replayModel(listModel, {
        reach,
        start: (r) => {
          const meta = new Calls<void, StoredMetaByPost>('loadMeta');
          const actor = createActor(
            blogMetaListMachine.provide({
              guards: { readsLiveText: () => demo },
              actors: { loadMeta: fromPromise(() => meta.call()) },
            }),
            { input: { postIds: ['inlagg'] }, inspect: r.inspect },
          ).start();
          return { actor, meta };
        },
        beforeStep: ({ meta }) => meta.clear(),
        act: ({ meta }, event) =>
          event.type === 'meta.answers' ? meta.resolve(STORED) : meta.reject(new Error('x')),
        check: ({ actor, meta }, model) => {
          expect(actor.getSnapshot().context.stored).toEqual(model.loaded ? STORED : {});
          expect(meta.inputs).toHaveLength(model.asked ? 1 : 0);
        },
        stop: ({ actor }) => actor.stop(),
      });
    }
    reach.expectAll(blogMetaListMachine);
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
