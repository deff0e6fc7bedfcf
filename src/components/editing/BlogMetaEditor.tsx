/**
 * The blog post's title, excerpt and author, each edited in place where the post shows it: an
 * 'Edit' button beside the value, and in its place the form with Save and Cancel, the question
 * 'Kasta ändringarna?', or the conflict view when somebody else saved first. Shown only to those
 * the `editRights` child allows (a session, and admin or a local/preview host). All behaviour
 * lives in `blogMetaEditorMachine`.
 */
import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import {
  META_TEXTS,
  selectMayEditMeta,
  selectMyValue,
  selectTheirValue,
  type BlogMetaEditorActor,
  type MetaDraftField,
  type MetaField,
} from '../../machines/blogMetaEditor';
import { CONTENT_TEXTS } from '../../machines/contentEditor';
import { Button } from '../../ui/Button/Button';
import { Form } from '../../ui/Form/Form';
import { TextField } from '../../ui/TextField/TextField';
import { sameDraftRun, selectDraftRun } from '../../machines/shared/draftEditing';
import { ConflictView } from './ConflictView';
import { EditorActions } from './EditorActions';
import * as s from './editing.css';

const FIELD_NAMES: Record<MetaField, string> = {
  title: 'titel',
  excerpt: 'ingress',
  author: 'författare',
};

const DRAFT_LABELS: Record<MetaDraftField, string> = {
  title: 'Titel',
  excerpt: 'Ingress',
  authorName: 'Namn',
  authorTitle: 'Yrkestitel',
  authorAvatar: 'Profilbild (sökväg på webbplatsen)',
};

const FIELDS_OF: Record<MetaField, readonly MetaDraftField[]> = {
  title: ['title'],
  excerpt: ['excerpt'],
  author: ['authorName', 'authorTitle', 'authorAvatar'],
};

/** One field of the post as shown, with its editor for those who may edit. */
export function MetaFieldEditor({
  actor,
  field,
  children,
}: {
  actor: BlogMetaEditorActor;
  field: MetaField;
  /** The field as the post shows it. */
  children: ReactNode;
}) {
  const mayEdit = useSelector(actor, selectMayEditMeta);
  const editing = useSelector(actor, (snapshot) => snapshot.context.field);
  const inConflict = useSelector(actor, (snapshot) => snapshot.matches('conflict'));
  if (!mayEdit && editing !== field) return children;
  if (editing !== field) {
    return (
      <div className={s.metaField}>
        {children}
        <Button
          variant="secondary"
          size="sm"
          lang="en"
          className={s.metaEdit}
          aria-label={`${META_TEXTS.edit} ${field}`}
          isDisabled={editing !== null}
          onPress={() => actor.send({ type: 'blogMetaEditor.edit', field })}
        >
          {META_TEXTS.edit}
        </Button>
      </div>
    );
  }
  return (
    <div className={s.metaField}>
      {children}
      {inConflict ? <MetaConflict actor={actor} /> : <MetaForm actor={actor} field={field} />}
    </div>
  );
}

function MetaForm({ actor, field }: { actor: BlogMetaEditorActor; field: MetaField }) {
  const draft = useSelector(actor, (snapshot) => snapshot.context.draft);
  const errors = useSelector(actor, (snapshot) => snapshot.context.errors);
  const {
    restored,
    saving: isSaving,
    rightsLost,
    confirming,
  } = useSelector(actor, selectDraftRun, sameDraftRun);
  return (
    <Form
      className={s.metaForm}
      aria-label={`Redigera ${FIELD_NAMES[field]}`}
      onSubmit={() => actor.send({ type: 'blogMetaEditor.save' })}
    >
      {restored ? (
        <div className={s.notice} role="status">
          <p className={s.noticeText}>{CONTENT_TEXTS.restored}</p>
          <Button
            variant="ghost"
            size="sm"
            onPress={() => actor.send({ type: 'blogMetaEditor.discardRestored' })}
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
      {FIELDS_OF[field].map((draftField, index) => (
        <TextField
          key={draftField}
          label={DRAFT_LABELS[draftField]}
          value={draft[draftField]}
          multiline={draftField === 'excerpt'}
          isReadOnly={isSaving}
          autoFocus={index === 0 && !restored}
          errorMessage={errors[draftField]}
          onChange={(value) =>
            actor.send({ type: 'blogMetaEditor.fieldChanged', field: draftField, value })
          }
        />
      ))}
      <EditorActions
        confirming={confirming}
        questionId={`kasta-${field}`}
        isSaving={isSaving}
        rightsLost={rightsLost}
        texts={META_TEXTS}
        onCancel={() => actor.send({ type: 'blogMetaEditor.cancel' })}
        onConfirmDiscard={() => actor.send({ type: 'blogMetaEditor.confirmDiscard' })}
        onKeepEditing={() => actor.send({ type: 'blogMetaEditor.keepEditing' })}
      />
    </Form>
  );
}

function MetaConflict({ actor }: { actor: BlogMetaEditorActor }) {
  const theirs = useSelector(actor, selectTheirValue);
  const mine = useSelector(actor, selectMyValue);
  return (
    <ConflictView
      message={CONTENT_TEXTS.conflict}
      theirs={theirs}
      mine={mine}
      texts={CONTENT_TEXTS}
      onKeepMine={() => actor.send({ type: 'blogMetaEditor.keepMine' })}
      onUseTheirs={() => actor.send({ type: 'blogMetaEditor.useTheirs' })}
      onContinueEditing={() => actor.send({ type: 'blogMetaEditor.continueEditing' })}
    />
  );
}
