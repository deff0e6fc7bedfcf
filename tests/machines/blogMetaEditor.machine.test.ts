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
  selectMayEditMeta,
  selectShownPost,
  type BlogMetaEditorEvent,
  type MetaField,
  type SaveMetaInput,
  validateMeta,
} from '../../src/machines/blogMetaEditor';
import { blogMetaListMachine } from '../../src/machines/blogMetaList';
import {
  editRightsMachine,
  NO_RIGHTS,
  type EditAccess,
  type EditRights,
} from '../../src/machines/editRights';
import {
  applyStoredMeta,
  parseStoredMeta,
  type StoredMeta,
  type StoredMetaByPost,
} from '../../src/machines/shared/blogMeta';
import type { ToastInput } from '../../src/machines/toasts';
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
const STORED: StoredMetaByPost = { inlagg: { title: 'Sparad titel' } };

const rights = (r: Partial<EditRights>): EditRights => ({ ...NO_RIGHTS, accessKnown: true, ...r });
const RIGHTS = {
  editor: rights({ known: true, editUi: true, admin: true, signedIn: true }),
};

const EVENTS = [
  { type: 'xstate.done.actor.loadMeta', output: STORED },
  { type: 'xstate.error.actor.loadMeta', error: new Error('x') },
  ...Object.values(RIGHTS).map((r) => ({ type: 'editRights.changed', rights: r })),
  { type: 'blogMetaEditor.edit', field: 'title' },
  { type: 'blogMetaEditor.edit', field: 'author' },
  { type: 'blogMetaEditor.fieldChanged', field: 'title', value: 'Ny titel' },
  { type: 'blogMetaEditor.fieldChanged', field: 'authorAvatar', value: 'javascript:alert(1)' },
  { type: 'blogMetaEditor.save' },
  { type: 'blogMetaEditor.cancel' },
  { type: 'xstate.done.actor.saveMeta', output: undefined },
  { type: 'xstate.error.actor.saveMeta', error: new ServiceError({ kind: 'forbidden' }) },
] as unknown as BlogMetaEditorEvent[];

function eventsFor(snapshot: Snapshot): BlogMetaEditorEvent[] {
  const handled = new Set(
    (snapshot as unknown as { _nodes: { ownEvents: string[] }[] })._nodes.flatMap(
      (node) => node.ownEvents,
    ),
  );
  return EVENTS.filter((event) => handled.has(event.type));
}

/** An independent model: what the post shows, the open field, its values and messages. */
interface Model {
  phase: 'loading' | 'viewing' | 'editing' | 'saving';
  title: string;
  author: { name: string; title: string; avatar: string };
  field: MetaField | null;
  draftTitle: string;
  draftAvatar: string;
  errors: Record<string, string>;
  rights: EditRights;
}
const START: Model = {
  phase: 'loading',
  title: POST.title,
  author: POST.author,
  field: null,
  draftTitle: POST.title,
  draftAvatar: POST.author.avatar,
  errors: {},
  rights: NO_RIGHTS,
};
interface Effects {
  toasts: ToastInput[];
  saves: SaveMetaInput[];
}

function reduce(m: Model, event: { type: string }): [Model, Effects] {
  const fx: Effects = { toasts: [], saves: [] };
  const e = event as unknown as {
    output?: StoredMetaByPost;
    rights?: EditRights;
    field?: string;
    value?: string;
  };
  const may = (r: EditRights) => r.known && r.signedIn && r.admin;
  switch (event.type) {
    case 'editRights.changed':
      return [{ ...m, rights: e.rights as EditRights }, fx];
    case 'xstate.done.actor.loadMeta':
      return [{ ...m, phase: 'viewing', title: e.output?.inlagg?.title ?? m.title }, fx];
    case 'xstate.error.actor.loadMeta':
      return [{ ...m, phase: 'viewing' }, fx];
    case 'blogMetaEditor.edit':
      if (m.phase !== 'viewing' || !may(m.rights)) return [m, fx];
      return [
        {
          ...m,
          phase: 'editing',
          field: e.field as MetaField,
          draftTitle: m.title,
          draftAvatar: m.author.avatar,
          errors: {},
        },
        fx,
      ];
    case 'blogMetaEditor.fieldChanged': {
      if (m.phase !== 'editing') return [m, fx];
      const { [e.field as string]: _gone, ...errors } = m.errors;
      if (e.field === 'title') return [{ ...m, draftTitle: e.value ?? '', errors }, fx];
      return [{ ...m, draftAvatar: e.value ?? '', errors }, fx];
    }
    case 'blogMetaEditor.save': {
      if (m.phase !== 'editing') return [m, fx];
      if (m.field === 'title' && m.draftTitle.trim() === '')
        return [{ ...m, errors: { title: META_TEXTS.blank } }, fx];
      if (m.field === 'author' && !m.draftAvatar.startsWith('/'))
        return [{ ...m, errors: { authorAvatar: META_TEXTS.avatarPath } }, fx];
      const value =
        m.field === 'title'
          ? m.draftTitle.trim()
          : JSON.stringify({ ...m.author, avatar: m.draftAvatar });
      fx.saves.push({ postId: 'inlagg', field: m.field ?? 'title', value });
      return [{ ...m, phase: 'saving' }, fx];
    }
    case 'blogMetaEditor.cancel':
      if (m.phase !== 'editing') return [m, fx];
      return [{ ...m, phase: 'viewing', field: null, errors: {} }, fx];
    case 'xstate.done.actor.saveMeta':
      fx.toasts.push(metaSavedToast(m.field ?? 'title'));
      return [
        {
          ...m,
          phase: 'viewing',
          field: null,
          title: m.field === 'title' ? m.draftTitle.trim() : m.title,
          author: m.field === 'author' ? { ...m.author, avatar: m.draftAvatar } : m.author,
        },
        fx,
      ];
    case 'xstate.error.actor.saveMeta':
      fx.toasts.push(META_SAVE_FAILED_TOAST);
      return [{ ...m, phase: 'editing' }, fx];
  }
  return [m, fx];
}

function testMachine() {
  const spies = { showToast: vi.fn(), saveMeta: vi.fn<(input: SaveMetaInput) => void>() };
  const machine = blogMetaEditorMachine.provide({
    actors: {
      editRights: editRightsMachine.provide({
        actors: { readEditAccess: fromPromise(() => new Promise(() => {})) },
      }),
      loadMeta: fromPromise<StoredMetaByPost, { postId: string }>(() => new Promise(() => {})),
      saveMeta: fromPromise<void, SaveMetaInput>(({ input }) => {
        spies.saveMeta(input);
        return new Promise(() => {});
      }),
    },
    actions: { showToast: (_, params) => spies.showToast(params) },
  });
  return { machine, spies };
}

describe('blogMetaEditor machine (model-based)', () => {
  it('reaches every state and transition', () => {
    const { machine, spies } = testMachine();
    const input = { post: POST };
    const paths = coveringPaths(machine, { events: eventsFor, input });
    let model = START;
    const coverage = replayPaths(machine, paths, {
      input,
      spies,
      check: (actor, _expected, event) => {
        const snapshot = actor.getSnapshot() as Snapshot;
        const [next, fx] =
          (event.type as string) === 'xstate.init'
            ? [START, { toasts: [], saves: [] }]
            : reduce(model, event);
        model = next;
        const shown = selectShownPost(snapshot);
        expect(shown.title).toBe(model.title);
        // An avatar that is not a path on the site is never shown.
        expect(shown.author.avatar).toBe(
          model.author.avatar.startsWith('/') ? model.author.avatar : POST.author.avatar,
        );
        expect(selectMayEditMeta(snapshot)).toBe(
          model.rights.known && model.rights.signedIn && model.rights.admin,
        );
        expect(snapshot.context.field).toBe(model.field);
        expect(snapshot.context.errors).toEqual(model.errors);
        if (model.field !== null) {
          expect(snapshot.context.draft.title).toBe(model.draftTitle);
          expect(snapshot.context.draft.authorAvatar).toBe(model.draftAvatar);
        }
        expect(spies.showToast.mock.calls).toEqual(fx.toasts.map((t) => [t]));
        expect(spies.saveMeta.mock.calls).toEqual(fx.saves.map((s) => [s]));
      },
    });
    for (const journey of [
      ['blogMetaEditor.edit', 'blogMetaEditor.fieldChanged', 'xstate.done.actor.saveMeta'],
      ['blogMetaEditor.save', 'xstate.error.actor.saveMeta'],
      ['blogMetaEditor.edit', 'blogMetaEditor.cancel'],
    ])
      expect(hasJourney(paths, journey), journey.join(' → ')).toBe(true);
    console.log(`[model paths] blogMetaEditor: ${paths.length} paths replayed`);
    expectFullCoverage(blogMetaEditorMachine, coverage);
  });
});

describe('blogMetaList machine (model-based)', () => {
  it('reaches every state and transition', () => {
    const machine = blogMetaListMachine.provide({
      actors: { loadMeta: fromPromise(() => new Promise<StoredMetaByPost>(() => {})) },
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
      check: (actor, _expected, event) => {
        if ((event.type as string) === 'xstate.init') loaded = false;
        if (event.type === 'xstate.done.actor.loadMeta') loaded = true;
        const stored = (actor.getSnapshot() as SnapshotFrom<typeof blogMetaListMachine>).context
          .stored;
        expect(stored).toEqual(loaded ? STORED : {});
      },
    });
    expectFullCoverage(blogMetaListMachine, coverage);
  });
});

describe('stored blog metadata', () => {
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
      { content_id: 'inlagg-title', content: 'T' },
      { content_id: 'inlagg-excerpt', content: 'E' },
      { content_id: 'inlagg-author', content: '{"name":"N","title":"R","avatar":"/a.svg"}' },
      { content_id: 'annat-title', content: '   ' },
      { content_id: 'annat-author', content: '{not json' },
      { content_id: 'okand-title', content: 'X' },
    ];
    expect(parseStoredMeta(['inlagg', 'annat'], rows)).toEqual({
      inlagg: { title: 'T', excerpt: 'E', author: { name: 'N', title: 'R', avatar: '/a.svg' } },
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

    // Cards: the list machine reads the same rows.
    const list = createActor(blogMetaListMachine, { input: { postIds: [post.id] } }).start();
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
