import { useEffect } from 'react';
import { useActorRef } from '@xstate/react';
import { ContentEditorControls } from '../../components/editing/ContentEditor';
import {
  contentEditorMachine,
  type ContentEditorActor,
  type ContentEditorInput,
} from '../../machines/contentEditor';
import { useLogic } from './useLogic';

/**
 * The content editor as src/app provides it, loaded by `EditableContent` for editors only: starts
 * its actor, hands it to the text's frame and draws the editor's controls.
 */
export default function LiveContentEditor({
  input,
  onActor,
}: {
  input: ContentEditorInput;
  onActor: (actor: ContentEditorActor | null) => void;
}) {
  const actor = useActorRef(useLogic('contentEditor', contentEditorMachine), { input });
  useEffect(() => {
    onActor(actor);
    return () => onActor(null);
  }, [actor, onActor]);
  return <ContentEditorControls actor={actor} input={input} />;
}
