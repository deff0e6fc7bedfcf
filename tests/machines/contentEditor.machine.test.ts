/**
 * The content editor: model-based coverage of every state and transition (paths generated from
 * the real machine, for a full page and for a preview card, replayed on real actors whose invoked
 * actors never settle; the paths carry the stored-text reads, the rights the `editRights` child
 * reports and the save's done/error events), checked after every step against an independent model
 * of what the visitor sees and what the editor does; then its behaviour with the real service
 * actors against the demo backend (real supabase-js, RLS): an admin saves, a non-admin is refused.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import {
  CONTENT_TEXTS,
  CONTENT_TOASTS,
  contentEditorMachine,
  selectContentControls,
  selectContentText,
  type ContentControls,
  type ContentEditorEvent,
  type ContentEditorInput,
  type LoadContentInput,
  type SaveContentInput,
} from '../../src/machines/contentEditor';
import {
  editRightsMachine,
  NO_RIGHTS,
  type EditAccess,
  type EditRights,
} from '../../src/machines/editRights';
import type { ToastInput } from '../../src/machines/toasts';
import * as contentItems from '../../src/services/contentItems';
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
const INPUT: ContentEditorInput = {
  type: 'article',
  contentId: 'aktiebolag',
  title: 'Aktiebolag',
  shipped: SHIPPED,
};
const KEY: LoadContentInput = { type: 'article', contentId: 'aktiebolag' };

const rights = (r: Partial<EditRights>): EditRights => ({
  ...NO_RIGHTS,
  accessKnown: true,
  ...r,
});
const RIGHTS = {
  checking: rights({ editUi: true }),
  editor: rights({ editUi: true, known: true }),
  globalAdmin: rights({ editUi: true, known: true, globalEdit: true, admin: true }),
};

const EVENTS = [
  { type: 'xstate.done.actor.loadContent', output: null },
  { type: 'xstate.done.actor.loadContent', output: STORED },
  { type: 'xstate.error.actor.loadContent', error: new Error('x') },
  { type: 'xstate.done.actor.reloadContent', output: STORED },
  { type: 'xstate.error.actor.reloadContent', error: new Error('x') },
  ...Object.values(RIGHTS).map((r) => ({ type: 'editRights.changed', rights: r })),
  { type: 'contentEditor.edit' },
  { type: 'contentEditor.fieldChanged', field: 'content', value: TYPED },
  { type: 'contentEditor.save' },
  { type: 'contentEditor.cancel' },
  { type: 'xstate.done.actor.saveContent', output: undefined },
  { type: 'xstate.error.actor.saveContent', error: new ServiceError({ kind: 'forbidden' }) },
] as unknown as ContentEditorEvent[];

function eventsFor(snapshot: Snapshot): ContentEditorEvent[] {
  const handled = new Set(
    (snapshot as unknown as { _nodes: { ownEvents: string[] }[] })._nodes.flatMap(
      (node) => node.ownEvents,
    ),
  );
  return EVENTS.filter((event) => handled.has(event.type));
}

/** An independent model of the editable text and its controls. */
interface Model {
  phase: 'loading' | 'viewing' | 'editing' | 'saving' | 'reloading';
  preview: boolean;
  stored: string | null;
  draft: string;
  error: string | null;
  rights: EditRights;
  autoOpened: boolean;
}
interface Effects {
  toasts: ToastInput[];
  loads: LoadContentInput[];
  saves: SaveContentInput[];
}
const start = (preview: boolean): Model => ({
  phase: 'loading',
  preview,
  stored: null,
  draft: '',
  error: null,
  rights: NO_RIGHTS,
  autoOpened: false,
});
const noEffects = (): Effects => ({ toasts: [], loads: [], saves: [] });

function reduce(model: Model, event: { type: string }): [Model, Effects] {
  const fx = noEffects();
  let m = model;
  const e = event as unknown as { output?: string | null; rights?: EditRights; value?: string };
  const open = (next: Model): Model => ({
    ...next,
    phase: 'editing',
    draft: next.stored ?? SHIPPED,
    error: null,
  });
  switch (event.type) {
    case 'editRights.changed':
      m = { ...m, rights: e.rights as EditRights };
      break;
    case 'xstate.done.actor.loadContent':
    case 'xstate.done.actor.reloadContent':
      m = { ...m, phase: 'viewing', stored: e.output ?? null };
      break;
    case 'xstate.error.actor.loadContent':
    case 'xstate.error.actor.reloadContent':
      m = { ...m, phase: 'viewing' };
      break;
    case 'contentEditor.edit':
      if (m.phase !== 'viewing') break;
      if (m.preview) fx.toasts.push(CONTENT_TOASTS.openFullPost);
      else if (m.rights.known && m.rights.editUi) m = open(m);
      break;
    case 'contentEditor.fieldChanged':
      if (m.phase === 'editing') m = { ...m, draft: e.value ?? '' };
      break;
    case 'contentEditor.save':
      if (m.phase !== 'editing') break;
      fx.saves.push({ ...KEY, content: m.draft, title: 'Aktiebolag' });
      m = { ...m, phase: 'saving', error: null };
      break;
    case 'contentEditor.cancel':
      if (m.phase !== 'editing') break;
      fx.loads.push(KEY);
      m = { ...m, phase: 'reloading', draft: '', error: null };
      break;
    case 'xstate.done.actor.saveContent':
      fx.toasts.push(CONTENT_TOASTS.saved);
      m = { ...m, phase: 'viewing', stored: m.draft, error: null };
      break;
    case 'xstate.error.actor.saveContent':
      // The typed text stays; the editor says so and a toast too.
      fx.toasts.push(CONTENT_TOASTS.saveFailed);
      m = { ...m, phase: 'editing', error: CONTENT_TEXTS.saveFailed };
      break;
  }
  // Global edit mode opens the editor by itself, once, for those who count as admin.
  const r = m.rights;
  if (
    m.phase === 'viewing' &&
    !m.preview &&
    !m.autoOpened &&
    r.known &&
    r.editUi &&
    r.globalEdit &&
    r.admin
  )
    m = { ...open(m), autoOpened: true };
  return [m, fx];
}

function controlsOf(m: Model): ContentControls {
  if (m.phase === 'editing' || m.phase === 'saving') return m.phase;
  if (!m.rights.editUi) return 'none';
  if (!m.rights.known || m.phase === 'loading' || m.phase === 'reloading') return 'loading';
  return 'edit';
}

function testMachine() {
  const spies = {
    showToast: vi.fn(),
    loadContent: vi.fn<(input: LoadContentInput) => void>(),
    saveContent: vi.fn<(input: SaveContentInput) => void>(),
  };
  const machine = contentEditorMachine.provide({
    actors: {
      // The child reads nothing and reports nothing: the paths carry its reports.
      editRights: editRightsMachine.provide({
        actors: { readEditAccess: fromPromise(() => new Promise(() => {})) },
      }),
      loadContent: fromPromise<string | null, LoadContentInput>(({ input }) => {
        spies.loadContent(input);
        return new Promise(() => {});
      }),
      saveContent: fromPromise<void, SaveContentInput>(({ input }) => {
        spies.saveContent(input);
        return new Promise(() => {});
      }),
    },
    actions: { showToast: (_, params) => spies.showToast(params) },
  });
  return { machine, spies };
}

describe('contentEditor machine (model-based)', () => {
  it('reaches every state and transition (a full page and a preview card)', () => {
    const covered = { states: new Set<string>(), transitions: new Set<string>() };
    for (const preview of [false, true]) {
      const { machine, spies } = testMachine();
      const input = { ...INPUT, preview };
      const paths = coveringPaths(machine, { events: eventsFor, input });
      let model = start(preview);
      const coverage = replayPaths(machine, paths, {
        input,
        spies,
        check: (actor, _expected, event) => {
          const snapshot = actor.getSnapshot() as Snapshot;
          const [next, fx]: [Model, Effects] =
            (event.type as string) === 'xstate.init'
              ? [start(preview), { ...noEffects(), loads: [KEY] }]
              : reduce(model, event);
          model = next;
          expect(selectContentText(snapshot)).toBe(model.stored ?? SHIPPED);
          expect(selectContentControls(snapshot)).toBe(controlsOf(model));
          expect(snapshot.context.error).toBe(model.error);
          if (model.phase === 'editing' || model.phase === 'saving')
            expect(snapshot.context.draft).toBe(model.draft);
          expect(spies.showToast.mock.calls).toEqual(fx.toasts.map((t) => [t]));
          expect(spies.loadContent.mock.calls).toEqual(fx.loads.map((l) => [l]));
          expect(spies.saveContent.mock.calls).toEqual(fx.saves.map((s) => [s]));
        },
      });
      for (const state of coverage.states) covered.states.add(state);
      for (const transition of coverage.transitions) covered.transitions.add(transition);
      const journeys = preview
        ? [['editRights.changed', 'contentEditor.edit']]
        : [
            ['contentEditor.edit', 'contentEditor.fieldChanged', 'contentEditor.save'],
            ['contentEditor.save', 'xstate.error.actor.saveContent'],
            ['contentEditor.cancel', 'xstate.done.actor.reloadContent'],
          ];
      for (const journey of journeys)
        expect(hasJourney(paths, journey), journey.join(' → ')).toBe(true);
      console.log(
        `[model paths] contentEditor${preview ? ' (preview card)' : ''}: ${paths.length} paths replayed`,
      );
    }
    expectFullCoverage(contentEditorMachine, covered);
  });
});

describe('contentEditor against the demo backend', () => {
  setupDemoBackend();

  /** A live editor whose rights say `r` and whose auth is `email` (real services). */
  function live(r: EditRights, toasts: ToastInput[]) {
    const machine = contentEditorMachine.provide({
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
      },
      actions: { showToast: (_, params) => toasts.push(params) },
    });
    return createActor(machine, { input: INPUT }).start();
  }

  it('shows the stored text over the shipped one, for a visitor; PGRST116 is empty', async () => {
    const nothing = live(NO_RIGHTS, []);
    await waitFor(nothing, (s) => s.matches('viewing'));
    expect(selectContentText(nothing.getSnapshot())).toBe(SHIPPED);
    expect(selectContentControls(nothing.getSnapshot())).toBe('none');

    await signIn('admin@example.com');
    await contentItems.save('article', 'aktiebolag', STORED, 'Aktiebolag');
    const visitor = live(NO_RIGHTS, []);
    await waitFor(visitor, (s) => s.matches('viewing'));
    expect(selectContentText(visitor.getSnapshot())).toBe(STORED);
  });

  it('the admin saves; a signed-in non-admin is refused and keeps the text', async () => {
    await signIn('admin@example.com');
    const toasts: ToastInput[] = [];
    const admin = live(rights({ globalEdit: true }), toasts);
    // The watcher reports no session: the flag shows the UI but nobody counts as admin, so the
    // editor waits for 'Edit'. The database sees the client's real session.
    await waitFor(admin, (s) => selectContentControls(s) === 'edit');
    admin.send({ type: 'contentEditor.edit' });
    admin.send({ type: 'contentEditor.fieldChanged', field: 'content', value: TYPED });
    admin.send({ type: 'contentEditor.save' });
    expect(selectContentControls(admin.getSnapshot())).toBe('saving');
    await waitFor(admin, (s) => s.matches('viewing'));
    expect(toasts).toEqual([CONTENT_TOASTS.saved]);
    expect((await contentItems.get('article', 'aktiebolag'))?.content).toBe(TYPED);

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
    expect((await contentItems.get('article', 'aktiebolag'))?.content).toBe(TYPED);

    // Cancel drops the draft and reads the stored text again.
    user.send({ type: 'contentEditor.cancel' });
    await waitFor(user, (s) => s.matches('viewing'));
    expect(selectContentText(user.getSnapshot())).toBe(TYPED);
  });
});
