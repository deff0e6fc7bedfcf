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
  CONTENT_TEXTS,
  selectContentControls,
  selectContentText,
  selectHasUnsavedChanges,
  type ContentEditorInput,
  type contentEditorMachine,
} from '../../machines/contentEditor';
import { Button } from '../../ui/Button/Button';
import { MiniMarkup, type MiniMarkupAffiliate } from '../MiniMarkup';
import { LeaveGuard } from './LeaveGuard';
import * as s from './editing.css';

/**
 * The form, the conflict view and the history (react-aria's text field and form validation) load
 * when an editor opens one: a reader's page hydrates the text alone.
 */
const views = () => import('./ContentEditorViews');
const EditorForm = lazy(() => views().then(({ EditorForm }) => ({ default: EditorForm })));
const EditorConflict = lazy(() =>
  views().then(({ EditorConflict }) => ({ default: EditorConflict })),
);
const History = lazy(() => views().then(({ History }) => ({ default: History })));

export function ContentEditor({
  logic,
  input,
  affiliate,
  className,
}: {
  /** The content-editor machine as src/app provided it. */
  logic: typeof contentEditorMachine;
  input: ContentEditorInput;
  affiliate?: MiniMarkupAffiliate;
  /** Classes of the rendered text (the reading view's prose). */
  className?: string;
}) {
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

  const reading = <MiniMarkup source={text} affiliate={affiliate} className={className} />;
  let body;
  if (controls === 'conflict') body = <EditorConflict actor={actor} />;
  else if (controls === 'history') body = <History actor={actor} />;
  else if (isEditing) body = <EditorForm actor={actor} />;
  else body = reading;

  return (
    <div data-content-editor={input.type}>
      <LeaveGuard when={unsaved} />
      {controls === 'loading' ? (
        <div className={s.toolbar} aria-busy="true">
          <span className={s.placeholder} role="img" aria-label="Redigering laddas" />
        </div>
      ) : null}
      {controls === 'edit' ? (
        <div className={s.toolbar} ref={editToolbar} data-edit-controls>
          <Button
            variant="secondary"
            size="sm"
            lang="en"
            onPress={() => actor.send({ type: 'contentEditor.edit' })}
          >
            {CONTENT_TEXTS.edit}
          </Button>
          {admin && hasStored && !input.preview ? (
            <Button
              variant="ghost"
              size="sm"
              onPress={() => actor.send({ type: 'contentEditor.showHistory' })}
            >
              {CONTENT_TEXTS.history}
            </Button>
          ) : null}
        </div>
      ) : null}
      {/* Until an editor's view has loaded, the text stays where it was. */}
      <Suspense fallback={reading}>{body}</Suspense>
    </div>
  );
}
