/**
 * What a content editor shows (the text, and which of its views), read from its snapshot: a
 * module of its own, without the machine, so that the reading view of a page can follow an editor
 * that loads after it (src/routes/-lib/EditableContent.tsx).
 */
import type { ContentEditorSnapshot } from '../contentEditor';

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
