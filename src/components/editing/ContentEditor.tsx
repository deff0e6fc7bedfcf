/**
 * An editable body text (article or blog post): the stored text over the shipped one, rendered by
 * the mini-markup renderer only (stored text is never HTML), and for those with edit rights the
 * 'Edit' button, the editor with Save / Cancel, the conflict view when somebody else saved first,
 * the version history, and a placeholder while the admin check runs. Leaving the page with
 * unsaved changes asks first. All behaviour lives in `contentEditorMachine`.
 *
 * Two parts, so that a reader's page can show the text before (and without) the editor's code:
 * `ContentEditorFrame` draws the text or the editor's view and needs no machine (with no actor it
 * is the published text); `ContentEditorControls` is the part that only an editor gets. The text
 * keeps its place in the tree when the editor arrives, so it is not drawn again.
 */
import { lazy, Suspense, useDeferredValue, useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import {
  selectContentControls,
  selectContentText,
  selectHasUnsavedChanges,
  type ContentEditorActor,
  type ContentEditorInput,
} from '../../machines/contentEditor';
import { contentEditorViews, type ContentEditorView } from './ContentEditorFrame';
import { LeaveGuard } from './LeaveGuard';
import * as s from './editing.css';

const EditToolbar = lazy(() =>
  contentEditorViews().then(({ EditToolbar }) => ({ default: EditToolbar })),
);

/** An editor's actor as the text's frame follows it. */
export const contentEditorView = (actor: ContentEditorActor): ContentEditorView => ({
  actor,
  text: selectContentText,
  controls: selectContentControls,
});

/** An editor's part: 'Edit' (and 'Historik'), its placeholder, and the question on leaving. */
export function ContentEditorControls({
  actor,
  input,
}: {
  actor: ContentEditorActor;
  input: ContentEditorInput;
}) {
  // 'Edit' comes in a transition (a store's update would draw react-aria's buttons in one long
  // task; React draws a transition in slices); leaving it for the form or the history is at once.
  const shown = useSelector(actor, selectContentControls);
  const deferred = useDeferredValue(shown);
  const controls = shown === 'edit' ? deferred : shown;
  const unsaved = useSelector(actor, selectHasUnsavedChanges);
  const admin = useDeferredValue(useSelector(actor, (snapshot) => snapshot.context.rights.admin));
  const hasStored = useDeferredValue(
    useSelector(actor, (snapshot) => snapshot.context.stored !== null),
  );

  // Back from the editor or the history, the keyboard focus returns to 'Edit'.
  const editToolbar = useRef<HTMLDivElement>(null);
  const wasAway = useRef(false);
  useEffect(() => {
    if (controls !== 'edit') {
      if (controls !== 'none' && controls !== 'loading') wasAway.current = true;
    } else if (wasAway.current) {
      wasAway.current = false;
      editToolbar.current?.querySelector('button')?.focus();
    }
  }, [controls]);

  const loadingToolbar = (
    <div className={s.toolbar} aria-busy="true">
      <span className={s.placeholder} role="img" aria-label="Redigering laddas" />
    </div>
  );
  return (
    <>
      <LeaveGuard when={unsaved} />
      {controls === 'loading' ? loadingToolbar : null}
      {controls === 'edit' ? (
        <Suspense fallback={loadingToolbar}>
          <EditToolbar
            actor={actor}
            history={admin && hasStored && !input.preview}
            toolbarRef={editToolbar}
          />
        </Suspense>
      ) : null}
    </>
  );
}
