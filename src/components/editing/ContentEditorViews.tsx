/**
 * The content editor's views for those with edit rights (the 'Edit' and 'Historik' buttons, the
 * form, the conflict view, the version history): loaded once the visitor turns out to be an
 * editor, never by a reader's page (./ContentEditor.tsx).
 */
import type { Ref } from 'react';
import { useSelector } from '@xstate/react';
import { formatSwedishDateTime } from '../../content/dates';
import {
  CONTENT_TEXTS,
  selectHistoryView,
  type ContentEditorActor,
} from '../../machines/contentEditor';
import { Button } from '../../ui/Button/Button';
import { TextField } from '../../ui/TextField/TextField';
import { sameDraftRun, selectDraftRun } from '../../machines/shared/draftEditing';
import { ConflictView } from './ConflictView';
import { DraftRunForm } from './DraftRunForm';
import * as s from './editing.css';

export const CONTENT_FIELD_LABEL = 'Innehåll';
const FIELD_HINT =
  'Tom rad mellan stycken. ## rubrik, **fetstil**, *kursiv*, rader som börjar med - blir en punktlista.';

/** 'Edit', and 'Historik' where the text has a stored history an admin may see. */
export function EditToolbar({
  actor,
  history,
  toolbarRef,
}: {
  actor: ContentEditorActor;
  history: boolean;
  /** Where the keyboard focus returns to 'Edit' from the editor or the history. */
  toolbarRef: Ref<HTMLDivElement>;
}) {
  return (
    <div className={s.toolbar} ref={toolbarRef} data-edit-controls>
      <Button
        variant="secondary"
        size="sm"
        lang="en"
        onPress={() => actor.send({ type: 'contentEditor.edit' })}
      >
        {CONTENT_TEXTS.edit}
      </Button>
      {history ? (
        <Button
          variant="ghost"
          size="sm"
          onPress={() => actor.send({ type: 'contentEditor.showHistory' })}
        >
          {CONTENT_TEXTS.history}
        </Button>
      ) : null}
    </div>
  );
}

export function EditorForm({ actor }: { actor: ContentEditorActor }) {
  const draft = useSelector(actor, (snapshot) => snapshot.context.draft);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const openedByItself = useSelector(actor, (snapshot) => snapshot.context.autoOpened);
  const run = useSelector(actor, selectDraftRun, sameDraftRun);

  return (
    <DraftRunForm
      run={run}
      send={(verb) => actor.send({ type: `contentEditor.${verb}` })}
      label="Redigera texten"
      className={s.editor}
      questionId="kasta-andringarna"
      texts={CONTENT_TEXTS}
    >
      <TextField
        multiline
        label={CONTENT_FIELD_LABEL}
        hint={FIELD_HINT}
        value={draft}
        isReadOnly={run.saving}
        autoFocus={!openedByItself && !run.restored}
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
    </DraftRunForm>
  );
}

export function EditorConflict({ actor }: { actor: ContentEditorActor }) {
  const theirs = useSelector(actor, (snapshot) => snapshot.context.theirs?.content ?? null);
  const mine = useSelector(actor, (snapshot) => snapshot.context.draft);
  return (
    <ConflictView
      theirs={theirs}
      mine={mine}
      send={(verb) => actor.send({ type: `contentEditor.${verb}` })}
    />
  );
}

const characters = (text: string) =>
  `${[...text].length.toLocaleString('sv-SE').replace(/\s/g, '\u00a0')} tecken`;

export function History({ actor }: { actor: ContentEditorActor }) {
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
