/**
 * An editable body text (article or blog post): the stored text over the shipped one, rendered by
 * the mini-markup renderer only (stored text is never HTML), and for those with edit rights the
 * 'Edit' button, the editor with Save / Cancel, and a placeholder while the admin check runs.
 * All behaviour lives in `contentEditorMachine`.
 */
import { useEffect, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import {
  CONTENT_TEXTS,
  selectContentControls,
  selectContentText,
  type ContentEditorInput,
  type contentEditorMachine,
} from '../../machines/contentEditor';
import { Button } from '../../ui/Button/Button';
import { TextField } from '../../ui/TextField/TextField';
import { MiniMarkup, type MiniMarkupAffiliate } from '../MiniMarkup';
import * as s from './editing.css';
import { Form } from '../../ui/Form/Form';

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
  const draft = useSelector(actor, (snapshot) => snapshot.context.draft);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const openedByItself = useSelector(actor, (snapshot) => snapshot.context.autoOpened);
  const isSaving = controls === 'saving';
  const isEditing = controls === 'editing' || isSaving;

  // Back from the editor, the keyboard focus returns to 'Edit'.
  const editToolbar = useRef<HTMLDivElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (isEditing) wasEditing.current = true;
    else if (controls === 'edit' && wasEditing.current) {
      wasEditing.current = false;
      editToolbar.current?.querySelector('button')?.focus();
    }
  }, [controls, isEditing]);

  return (
    <div data-content-editor={input.type}>
      {controls === 'loading' ? (
        <div className={s.toolbar} aria-busy="true">
          <span className={s.placeholder} role="img" aria-label="Redigering laddas" />
        </div>
      ) : null}
      {controls === 'edit' ? (
        <div className={s.toolbar} ref={editToolbar}>
          <Button
            variant="secondary"
            size="sm"
            lang="en"
            onPress={() => actor.send({ type: 'contentEditor.edit' })}
          >
            {CONTENT_TEXTS.edit}
          </Button>
        </div>
      ) : null}
      {isEditing ? (
        <Form
          className={s.editor}
          aria-label="Redigera texten"
          onSubmit={() => {
            actor.send({ type: 'contentEditor.save' });
          }}
        >
          <TextField
            multiline
            label={CONTENT_FIELD_LABEL}
            hint={FIELD_HINT}
            value={draft}
            isReadOnly={isSaving}
            autoFocus={!openedByItself}
            className={s.editorField}
            onChange={(value) =>
              actor.send({ type: 'contentEditor.fieldChanged', field: 'content', value })
            }
          />
          {error !== null ? (
            <p className={s.error} role="alert" lang="en">
              {error}
            </p>
          ) : null}
          <div className={s.actions}>
            <Button type="submit" lang="en" isDisabled={isSaving}>
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
        </Form>
      ) : (
        <MiniMarkup source={text} affiliate={affiliate} className={className} />
      )}
    </div>
  );
}
