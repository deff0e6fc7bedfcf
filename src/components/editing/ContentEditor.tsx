/**
 * An editable body text (article or blog post): the stored text over the shipped one, rendered by
 * the mini-markup renderer only (stored text is never HTML), and for those with edit rights the
 * 'Edit' button, the editor with Save / Cancel, the conflict view when somebody else saved first,
 * the version history, and a placeholder while the admin check runs. Leaving the page with
 * unsaved changes asks first. All behaviour lives in `contentEditorMachine`.
 */
import { useEffect, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { formatSwedishDateTime } from '../../content/dates';
import {
  CONTENT_TEXTS,
  selectContentControls,
  selectContentText,
  selectHasUnsavedChanges,
  selectHistoryView,
  type ContentEditorActor,
  type ContentEditorInput,
  type contentEditorMachine,
} from '../../machines/contentEditor';
import { Button } from '../../ui/Button/Button';
import { Form } from '../../ui/Form/Form';
import { TextField } from '../../ui/TextField/TextField';
import { MiniMarkup, type MiniMarkupAffiliate } from '../MiniMarkup';
import { ConflictView } from './ConflictView';
import { LeaveGuard } from './LeaveGuard';
import * as s from './editing.css';

export const CONTENT_FIELD_LABEL = 'Innehåll';
const FIELD_HINT =
  'Tom rad mellan stycken. ## rubrik, **fetstil**, *kursiv*, rader som börjar med - blir en punktlista.';

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

  let body;
  if (controls === 'conflict') body = <EditorConflict actor={actor} />;
  else if (controls === 'history') body = <History actor={actor} />;
  else if (isEditing) body = <EditorForm actor={actor} />;
  else body = <MiniMarkup source={text} affiliate={affiliate} className={className} />;

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
      {body}
    </div>
  );
}

function EditorForm({ actor }: { actor: ContentEditorActor }) {
  const draft = useSelector(actor, (snapshot) => snapshot.context.draft);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const restored = useSelector(actor, (snapshot) => snapshot.context.restored);
  const openedByItself = useSelector(actor, (snapshot) => snapshot.context.autoOpened);
  const isSaving = useSelector(actor, (snapshot) => snapshot.matches('saving'));
  const rightsLost = useSelector(actor, (snapshot) => snapshot.matches({ editing: 'rightsLost' }));
  const confirming = useSelector(actor, (snapshot) =>
    snapshot.matches({ editing: 'confirmingCancel' }),
  );

  return (
    <Form
      className={s.editor}
      aria-label="Redigera texten"
      onSubmit={() => actor.send({ type: 'contentEditor.save' })}
    >
      {restored ? (
        <div className={s.notice} role="status">
          <p className={s.noticeText}>{CONTENT_TEXTS.restored}</p>
          <Button
            variant="ghost"
            size="sm"
            isDisabled={isSaving}
            onPress={() => actor.send({ type: 'contentEditor.discardRestored' })}
          >
            {CONTENT_TEXTS.discardRestored}
          </Button>
        </div>
      ) : null}
      {rightsLost ? (
        <p className={s.error} role="alert">
          {CONTENT_TEXTS.rightsLost}
        </p>
      ) : null}
      <TextField
        multiline
        label={CONTENT_FIELD_LABEL}
        hint={FIELD_HINT}
        value={draft}
        isReadOnly={isSaving}
        autoFocus={!openedByItself && !restored}
        className={s.editorField}
        onChange={(value) =>
          actor.send({ type: 'contentEditor.fieldChanged', field: 'content', value })
        }
      />
      {error !== null ? (
        <p className={s.error} role="alert" lang={error.startsWith('Failed') ? 'en' : undefined}>
          {error}
        </p>
      ) : null}
      {confirming ? (
        <div className={s.confirm} role="alertdialog" aria-labelledby="kasta-andringarna">
          <p id="kasta-andringarna" className={s.noticeText}>
            {CONTENT_TEXTS.confirmCancel}
          </p>
          <div className={s.actions}>
            <Button
              variant="danger"
              autoFocus
              onPress={() => actor.send({ type: 'contentEditor.confirmDiscard' })}
            >
              {CONTENT_TEXTS.confirmDiscard}
            </Button>
            <Button
              variant="secondary"
              onPress={() => actor.send({ type: 'contentEditor.keepEditing' })}
            >
              {CONTENT_TEXTS.keepEditing}
            </Button>
          </div>
        </div>
      ) : (
        <div className={s.actions}>
          <Button type="submit" lang="en" isDisabled={isSaving || rightsLost}>
            {isSaving ? CONTENT_TEXTS.saving : CONTENT_TEXTS.save}
          </Button>
          <Button
            variant="ghost"
            lang="en"
            isDisabled={isSaving}
            onPress={() => actor.send({ type: 'contentEditor.cancel' })}
          >
            {CONTENT_TEXTS.cancel}
          </Button>
        </div>
      )}
    </Form>
  );
}

function EditorConflict({ actor }: { actor: ContentEditorActor }) {
  const theirs = useSelector(actor, (snapshot) => snapshot.context.theirs?.content ?? null);
  const mine = useSelector(actor, (snapshot) => snapshot.context.draft);
  return (
    <ConflictView
      message={CONTENT_TEXTS.conflict}
      theirs={theirs}
      mine={mine}
      texts={CONTENT_TEXTS}
      onKeepMine={() => actor.send({ type: 'contentEditor.keepMine' })}
      onUseTheirs={() => actor.send({ type: 'contentEditor.useTheirs' })}
      onContinueEditing={() => actor.send({ type: 'contentEditor.continueEditing' })}
    />
  );
}

const characters = (text: string) =>
  `${[...text].length.toLocaleString('sv-SE').replace(/\s/g, '\u00a0')} tecken`;

function History({ actor }: { actor: ContentEditorActor }) {
  const view = useSelector(actor, selectHistoryView);
  const revisions = useSelector(actor, (snapshot) => snapshot.context.revisions);
  const current = useSelector(actor, (snapshot) => snapshot.context.stored?.version ?? null);
  return (
    <section
      className={s.history}
      aria-labelledby="versionshistorik"
      aria-busy={view !== 'listing'}
    >
      <div className={s.historyHeader}>
        <h2 id="versionshistorik" className={s.historyHeading}>
          {CONTENT_TEXTS.history}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          onPress={() => actor.send({ type: 'contentEditor.closeHistory' })}
        >
          {CONTENT_TEXTS.closeHistory}
        </Button>
      </div>
      {view === 'failed' ? (
        <div className={s.notice} role="alert">
          <p className={s.noticeText}>{CONTENT_TEXTS.historyFailed}</p>
          <Button
            variant="secondary"
            size="sm"
            onPress={() => actor.send({ type: 'contentEditor.retryHistory' })}
          >
            {CONTENT_TEXTS.retry}
          </Button>
        </div>
      ) : view === 'loading' ? (
        <p role="status">Hämtar versionerna…</p>
      ) : (
        <ol className={s.historyList}>
          {revisions.map((revision) => (
            <li key={revision.version} className={s.historyItem}>
              <div>
                <p className={s.historyTitle}>
                  Version {revision.version}
                  {revision.version === current ? ' (nuvarande)' : ''}
                </p>
                <p className={s.historyMeta}>
                  {revision.authorEmail ?? 'Okänd redaktör'} ·{' '}
                  <time dateTime={revision.createdAt}>
                    {formatSwedishDateTime(revision.createdAt)}
                  </time>{' '}
                  · {characters(revision.content)}
                </p>
              </div>
              {revision.version === current ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  isPending={view === 'restoring'}
                  aria-label={`${CONTENT_TEXTS.restore} version ${revision.version}`}
                  onPress={() =>
                    actor.send({ type: 'contentEditor.restore', version: revision.version })
                  }
                >
                  {CONTENT_TEXTS.restore}
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
