import { startTransition, useEffect } from 'react';
import { useActorRef } from '@xstate/react';
import { ContentEditorControls, contentEditorView } from '../../components/editing/ContentEditor';
import type { ContentEditorView } from '../../components/editing/ContentEditorFrame';
import { contentEditorMachine, type ContentEditorInput } from '../../machines/contentEditor';
import { useLogic } from './useLogic';

/**
 * The content editor as src/app provides it, loaded by `EditableContent` for editors only: starts
 * its actor, hands it to the text's frame and draws the editor's controls. The frame takes it in
 * a transition: React follows the actor there in slices, not in one long task.
 */
export default function LiveContentEditor({
  input,
  onView,
}: {
  input: ContentEditorInput;
  onView: (view: ContentEditorView | null) => void;
}) {
  const actor = useActorRef(useLogic('contentEditor', contentEditorMachine), { input });
  useEffect(() => {
    startTransition(() => onView(contentEditorView(actor)));
    return () => startTransition(() => onView(null));
  }, [actor, onView]);
  return <ContentEditorControls actor={actor} input={input} />;
}
