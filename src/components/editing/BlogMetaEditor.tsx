/**
 * The blog post metadata controls under the post header: title, excerpt and author, each edited
 * with Save and Cancel. Shown only to those the `editRights` child allows (a session, and admin
 * or a local/preview host). All behaviour lives in `blogMetaEditorMachine`.
 */
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import {
  META_TEXTS,
  selectMayEditMeta,
  selectShownPost,
  type BlogMetaEditorActor,
  type MetaDraftField,
  type MetaField,
} from '../../machines/blogMetaEditor';
import { Button } from '../../ui/Button/Button';
import { TextField } from '../../ui/TextField/TextField';
import * as s from './editing.css';
import { Form } from '../../ui/Form/Form';

const FIELD_NAMES: Record<MetaField, string> = {
  title: 'Titel',
  excerpt: 'Ingress',
  author: 'Författare',
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

export function BlogMetaEditor({ actor }: { actor: BlogMetaEditorActor }) {
  const headingId = useId();
  const mayEdit = useSelector(actor, selectMayEditMeta);
  const field = useSelector(actor, (snapshot) => snapshot.context.field);
  const draft = useSelector(actor, (snapshot) => snapshot.context.draft);
  const errors = useSelector(actor, (snapshot) => snapshot.context.errors);
  const isSaving = useSelector(actor, (snapshot) => snapshot.matches('saving'));
  const shown = useSelector(
    actor,
    selectShownPost,
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  if (!mayEdit) return null;

  const current: Record<MetaField, string> = {
    title: shown.title,
    excerpt: shown.excerpt,
    author: `${shown.author.name}, ${shown.author.title}`,
  };

  return (
    <section className={s.metaPanel} aria-labelledby={headingId}>
      <h2 id={headingId} className={s.metaHeading}>
        Redigera inläggets uppgifter
      </h2>
      <ul className={s.metaRows}>
        {(['title', 'excerpt', 'author'] as const).map((name) => (
          <li key={name} className={s.metaRow}>
            <span className={s.metaLabel}>{FIELD_NAMES[name]}</span>
            {field === name ? (
              <Form
                className={s.metaForm}
                aria-label={`Redigera ${FIELD_NAMES[name].toLowerCase()}`}
                onSubmit={() => {
                  actor.send({ type: 'blogMetaEditor.save' });
                }}
              >
                {FIELDS_OF[name].map((draftField, index) => (
                  <TextField
                    key={draftField}
                    label={DRAFT_LABELS[draftField]}
                    value={draft[draftField]}
                    multiline={draftField === 'excerpt'}
                    isReadOnly={isSaving}
                    autoFocus={index === 0}
                    errorMessage={errors[draftField]}
                    onChange={(value) =>
                      actor.send({ type: 'blogMetaEditor.fieldChanged', field: draftField, value })
                    }
                  />
                ))}
                <div className={s.actions}>
                  <Button type="submit" lang="en" isDisabled={isSaving}>
                    {isSaving ? META_TEXTS.saving : META_TEXTS.save}
                  </Button>
                  <Button
                    variant="ghost"
                    lang="en"
                    isDisabled={isSaving}
                    onPress={() => actor.send({ type: 'blogMetaEditor.cancel' })}
                  >
                    {META_TEXTS.cancel}
                  </Button>
                </div>
              </Form>
            ) : (
              <>
                <span className={s.metaValue}>{current[name]}</span>
                <Button
                  variant="secondary"
                  size="sm"
                  lang="en"
                  aria-label={`${META_TEXTS.edit} ${name}`}
                  isDisabled={field !== null}
                  onPress={() => actor.send({ type: 'blogMetaEditor.edit', field: name })}
                >
                  {META_TEXTS.edit}
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
