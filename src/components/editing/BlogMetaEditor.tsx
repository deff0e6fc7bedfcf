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
import { Button } from '../../ui/Button/Button';
import { TextField } from '../../ui/TextField/TextField';
import { sameDraftRun, selectDraftRun } from '../../machines/shared/draftEditing';
import { ConflictView } from './ConflictView';
import { DraftRunForm } from './DraftRunForm';
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
  const run = useSelector(actor, selectDraftRun, sameDraftRun);
  return (
    <DraftRunForm
      run={run}
      send={(verb) => actor.send({ type: `blogMetaEditor.${verb}` })}
      label={`Redigera ${FIELD_NAMES[field]}`}
      className={s.metaForm}
      questionId={`kasta-${field}`}
      texts={META_TEXTS}
    >
      {FIELDS_OF[field].map((draftField, index) => (
        <TextField
          key={draftField}
          label={DRAFT_LABELS[draftField]}
          value={draft[draftField]}
          multiline={draftField === 'excerpt'}
          isReadOnly={run.saving}
          autoFocus={index === 0 && !run.restored}
          errorMessage={errors[draftField]}
          onChange={(value) =>
            actor.send({ type: 'blogMetaEditor.fieldChanged', field: draftField, value })
          }
        />
      ))}
    </DraftRunForm>
  );
}

function MetaConflict({ actor }: { actor: BlogMetaEditorActor }) {
  const theirs = useSelector(actor, selectTheirValue);
  const mine = useSelector(actor, selectMyValue);
  return (
    <ConflictView
      theirs={theirs}
      mine={mine}
      send={(verb) => actor.send({ type: `blogMetaEditor.${verb}` })}
    />
  );
}
