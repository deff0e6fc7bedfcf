/**
 * The content editor's save, conflict and kept draft, as an editor sees them on an article
 * (spec §4 'Content editor', §8 'Content saved successfully!'; decisions.md: optimistic
 * concurrency, a stale save shows a conflict and never overwrites silently, drafts survive
 * reloads; README 'Editing that never loses work': the conflict's three ways, 'Ditt osparade
 * utkast har återställts.' with 'Kasta utkastet', Cancel with changes asks 'Kasta ändringarna?').
 *
 * Two tabs of one browser are two editors of one project (the demo database is shared): the other
 * tab, open on the same article from the start, saves its own text once.
 */
import type { Model } from '../../../src/statecharts/planner';

/** The texts: the shipped one, the editor's own, the other tab's. */
export type Text = 'shipped' | 'mine' | 'theirs';

export interface EditorView {
  mode: 'view' | 'edit' | 'confirmCancel' | 'conflict';
  /** The text the database holds (what a reader sees once it is saved). */
  stored: Text;
  /** The text this tab shows when not editing. */
  shown: Text;
  /** The stored text this tab's edit began from. */
  base: Text;
  /** What the field holds while editing: the text it began from, or the editor's own. */
  draft: Text;
  /** A kept draft came back after a reload. */
  restored: boolean;
  /** The other tab has saved its text. */
  otherSaved: boolean;
  /** The last step saved this tab's text ('Content saved successfully!'). */
  saved: boolean;
  /** The edit session is over (back to reading). */
  done: boolean;
}

export type EditorEvent =
  | { type: 'edit' }
  | { type: 'type' }
  | { type: 'save' }
  | { type: 'cancel' }
  | { type: 'confirmDiscard' }
  | { type: 'keepEditing' }
  | { type: 'reload' }
  | { type: 'discardDraft' }
  | { type: 'otherTabSaves' }
  | { type: 'keepMine' }
  | { type: 'useTheirs' }
  | { type: 'continueEditing' };

const START: EditorView = {
  mode: 'view',
  stored: 'shipped',
  shown: 'shipped',
  base: 'shipped',
  draft: 'shipped',
  restored: false,
  otherSaved: false,
  saved: false,
  done: false,
};

/**
 * What the editor does, kept to what tells the rules apart: one edit session per path, which ends
 * with a save or with the text dropped; in it the editor types, saves, cancels, reloads (once)
 * with a draft, drops a restored draft, and the other tab saves (once) before this one does.
 */
function offered(view: EditorView): EditorEvent[] {
  switch (view.mode) {
    case 'view':
      return view.done ? [] : [{ type: 'edit' }];
    case 'edit':
      if (view.draft === view.base) return [{ type: 'type' }, { type: 'cancel' }];
      return [
        { type: 'save' },
        { type: 'cancel' },
        ...(view.restored ? [{ type: 'discardDraft' } as const] : []),
        // Either a reload or the other tab's save (a kept draft meeting newer text is for the
        // machine suites and the demo backend's tests).
        ...(view.restored || view.otherSaved
          ? []
          : [{ type: 'reload' } as const, { type: 'otherTabSaves' } as const]),
      ];
    case 'confirmCancel':
      return [{ type: 'confirmDiscard' }, { type: 'keepEditing' }];
    case 'conflict':
      return [{ type: 'keepMine' }, { type: 'useTheirs' }, { type: 'continueEditing' }];
  }
}

function step(previous: EditorView, event: EditorEvent): EditorView {
  const view = { ...previous, saved: false };
  /** Back to reading: the stored text shows, the kept draft is gone. */
  const read = (): EditorView => ({
    ...view,
    mode: 'view',
    shown: view.stored,
    base: view.stored,
    draft: view.stored,
    restored: false,
    done: true,
  });
  switch (event.type) {
    case 'edit':
      return { ...view, mode: 'edit', base: view.shown, draft: view.shown };
    case 'type':
      return { ...view, draft: 'mine' };
    case 'save':
      // Saved over the text it began from; someone else's newer text is a conflict.
      if (view.base !== view.stored) return { ...view, mode: 'conflict' };
      return { ...read(), stored: view.draft, shown: view.draft, base: view.draft, saved: true };
    case 'cancel':
      return view.draft !== view.base ? { ...view, mode: 'confirmCancel' } : read();
    case 'confirmDiscard':
      return read();
    case 'keepEditing':
      return { ...view, mode: 'edit' };
    case 'reload':
      // The draft comes back, with the version it began from.
      return { ...view, restored: true };
    case 'discardDraft':
      return read();
    case 'otherTabSaves':
      return { ...view, stored: 'theirs', otherSaved: true };
    case 'keepMine':
      return {
        ...read(),
        stored: view.draft,
        shown: view.draft,
        base: view.draft,
        draft: view.draft,
        saved: true,
      };
    case 'useTheirs':
      return read();
    case 'continueEditing':
      // The draft stays open, now on top of their version.
      return { ...view, mode: 'edit', base: view.stored };
  }
}

export const contentEditor: Model<EditorView, EditorEvent> = {
  name: 'content editor',
  initial: START,
  events: offered,
  step,
  serialize: ({ saved: _, ...state }) => JSON.stringify(state),
};

/** Paths are walked up to this many steps (fewer page loads, and fewer sign-ins). */
export const EDITOR_STEPS = 16;
