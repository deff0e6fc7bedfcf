/**
 * 'Edit' on a preview card (a post's card in a list): for those with edit rights it only says
 * 'Open the full post to edit content' (a card has no body to edit). One content-editor actor in preview mode serves
 * every card of the list: one rights check, not one per card.
 */
import { useSelector } from '@xstate/react';
import {
  CONTENT_TEXTS,
  selectContentControls,
  type ContentEditorActor,
} from '../../machines/contentEditor';
import { Button } from '../../ui/Button/Button';
import * as s from './editing.css';

export function PreviewEdit({
  actor,
  postTitle,
}: {
  actor: ContentEditorActor;
  postTitle: string;
}) {
  const controls = useSelector(actor, selectContentControls);
  if (controls !== 'edit') return null;
  return (
    <div className={s.previewEdit} data-edit-controls>
      <Button
        variant="secondary"
        size="sm"
        lang="en"
        aria-label={`${CONTENT_TEXTS.edit}: ${postTitle}`}
        onPress={() => actor.send({ type: 'contentEditor.edit' })}
      >
        {CONTENT_TEXTS.edit}
      </Button>
    </div>
  );
}
