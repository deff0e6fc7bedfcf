/**
 * The foot of an editing form, shared by the content editor and the blog metadata editor: Save and
 * Cancel, or, when Cancel met unsaved changes, the question "Kasta ändringarna?" with its two
 * answers. The editor's machine decides which; this only draws it and sends its events.
 */
import { CONTENT_TEXTS } from '../../machines/contentEditor';
import { Button } from '../../ui/Button/Button';
import * as s from './editing.css';

export function EditorActions({
  confirming,
  questionId,
  isSaving,
  rightsLost,
  texts,
  onCancel,
  onConfirmDiscard,
  onKeepEditing,
}: {
  confirming: boolean;
  /** The id of the question, unique on the page. */
  questionId: string;
  isSaving: boolean;
  rightsLost: boolean;
  texts: { save: string; saving: string; cancel: string };
  onCancel: () => void;
  onConfirmDiscard: () => void;
  onKeepEditing: () => void;
}) {
  if (confirming)
    return (
      <div className={s.confirm} role="alertdialog" aria-labelledby={questionId}>
        <p id={questionId} className={s.noticeText}>
          {CONTENT_TEXTS.confirmCancel}
        </p>
        <div className={s.actions}>
          <Button variant="danger" autoFocus onPress={onConfirmDiscard}>
            {CONTENT_TEXTS.confirmDiscard}
          </Button>
          <Button variant="secondary" onPress={onKeepEditing}>
            {CONTENT_TEXTS.keepEditing}
          </Button>
        </div>
      </div>
    );
  return (
    <div className={s.actions}>
      <Button type="submit" lang="en" isDisabled={isSaving || rightsLost}>
        {isSaving ? texts.saving : texts.save}
      </Button>
      <Button variant="ghost" lang="en" isDisabled={isSaving} onPress={onCancel}>
        {texts.cancel}
      </Button>
    </div>
  );
}
