/**
 * The frame of both editors' forms (the content editor's text, a blog post's title, excerpt or
 * author): the notice of a draft reopened from this browser with its 'discard' button, the alert
 * when the edit rights are lost, the fields, and Save and Cancel or Cancel's question. What it
 * shows is the shared draft run (`selectDraftRun`); each answer is the editor's own event of
 * that verb.
 */
import type { ReactNode } from 'react';
import { useLocation } from '@tanstack/react-router';
import { CONTENT_TEXTS } from '../../machines/contentEditor';
import type { DraftRunView } from '../../machines/shared/draftEditing';
import { Button } from '../../ui/Button/Button';
import { Form } from '../../ui/Form/Form';
import { Link } from '../../ui/Link/Link';
import { EditorActions } from './EditorActions';
import * as s from './editing.css';

/** The verbs of the draft run a form sends, as `{editor}.{verb}`. */
export type DraftRunVerb = 'save' | 'discardRestored' | 'cancel' | 'confirmDiscard' | 'keepEditing';

/**
 * The session ended by itself (expired, or ended elsewhere): /login, and back to this page, where
 * the draft kept in this browser reopens once the rights are back.
 */
function SignInAgain() {
  const location = useLocation();
  return (
    <Link to="/login" search={{ returnUrl: `${location.pathname}${location.searchStr}` }}>
      {CONTENT_TEXTS.signInAgain}
    </Link>
  );
}

export function DraftRunForm({
  run,
  send,
  label,
  className,
  questionId,
  texts,
  children,
}: {
  /** The draft run as the editor's machine is in it. */
  run: DraftRunView;
  /** Sends the editor's event of that verb. */
  send: (verb: DraftRunVerb) => void;
  /** The form's accessible name. */
  label: string;
  className: string;
  /** The id of Cancel's question, unique on the page. */
  questionId: string;
  texts: { save: string; saving: string; cancel: string };
  /** The fields (and the editor's own messages). */
  children: ReactNode;
}) {
  return (
    <Form className={className} aria-label={label} onSubmit={() => send('save')}>
      {run.restored ? (
        <div className={s.notice} role="status">
          <p className={s.noticeText}>{CONTENT_TEXTS.restored}</p>
          <Button
            variant="ghost"
            size="sm"
            isDisabled={run.saving}
            onPress={() => send('discardRestored')}
          >
            {CONTENT_TEXTS.discardRestored}
          </Button>
        </div>
      ) : null}
      {run.rightsLost ? (
        <p className={s.error} role="alert">
          {CONTENT_TEXTS.rightsLost}
          {run.signedOut ? (
            <>
              {' '}
              <SignInAgain />
            </>
          ) : null}
        </p>
      ) : null}
      {children}
      <EditorActions
        confirming={run.confirming}
        questionId={questionId}
        isSaving={run.saving}
        rightsLost={run.rightsLost}
        texts={texts}
        onCancel={() => send('cancel')}
        onConfirmDiscard={() => send('confirmDiscard')}
        onKeepEditing={() => send('keepEditing')}
      />
    </Form>
  );
}
