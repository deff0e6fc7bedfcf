/**
 * An editable body text (article or blog post): the stored text over the shipped one, rendered by
 * the mini-markup renderer only (stored text is never HTML), and for those with edit rights the
 * 'Edit' button, the editor with Save / Cancel, the conflict view when somebody else saved first,
 * the version history, and a placeholder while the admin check runs. Leaving the page with
 * unsaved changes asks first. All behaviour lives in `contentEditorMachine`.
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import {
  selectContentControls,
  selectContentText,
  selectHasUnsavedChanges,
  type ContentEditorInput,
  type contentEditorMachine,
} from '../../machines/contentEditor';
import { MiniMarkup, type MiniMarkupAffiliate } from '../MiniMarkup';
import { LeaveGuard } from './LeaveGuard';
import * as s from './editing.css';

/**
 * The 'Edit' and 'Historik' buttons, the form, the conflict view and the history (react-aria's
 * button, text field and form validation) load once the visitor turns out to be an editor: a
 * reader's page hydrates the text alone.
 */
const views = () => import('./ContentEditorViews');
const EditorForm = lazy(() => views().then(({ EditorForm }) => ({ default: EditorForm })));
const EditorConflict = lazy(() =>
  views().then(({ EditorConflict }) => ({ default: EditorConflict })),
);
const History = lazy(() => views().then(({ History }) => ({ default: History })));
const EditToolbar = lazy(() => views().then(({ EditToolbar }) => ({ default: EditToolbar })));

export interface ContentEditorProps {
  /** The content-editor machine as src/app provided it. */
  logic: typeof contentEditorMachine;
  input: ContentEditorInput;
  affiliate?: MiniMarkupAffiliate;
  /** Classes of the rendered text (the reading view's prose). */
  className?: string;
}

export function ContentEditor({ logic, input, affiliate, className }: ContentEditorProps) {
  const actor = useActorRef(logic, { input });
  const text = useSelector(actor, selectContentText);
  const controls = useSelector(actor, selectContentControls);
  const unsaved = useSelector(actor, selectHasUnsavedChanges);
  const admin = useSelector(actor, (snapshot) => snapshot.context.rights.admin);
  const hasStored = useSelector(actor, (snapshot) => snapshot.context.stored !== null);
  const isEditing = controls === 'editing' || controls === 'saving';

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
  const reading = <MiniMarkup source={text} affiliate={affiliate} className={className} />;
  let body;
  if (controls === 'conflict') body = <EditorConflict actor={actor} />;
  else if (controls === 'history') body = <History actor={actor} />;
  else if (isEditing) body = <EditorForm actor={actor} />;
  else body = reading;

  return (
    <div data-content-editor={input.type}>
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
      {/* Until an editor's view has loaded, the text stays where it was. */}
      <Suspense fallback={reading}>{body}</Suspense>
    </div>
  );
}
