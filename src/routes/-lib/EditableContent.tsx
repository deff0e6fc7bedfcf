import { lazy, Suspense, useState } from 'react';
import {
  ContentEditorFrame,
  type ContentEditorFrameProps,
  type ContentEditorView,
} from '../../components/editing/ContentEditorFrame';
import { useEditorWanted } from './useEditorWanted';

// The content editor's machine, services and controls: only for a visitor who may edit.
const LiveContentEditor = lazy(() => import('./LiveContentEditor'));

export type EditableContentProps = ContentEditorFrameProps;

/**
 * A body text (article or blog post) as a reader gets it: the published text, which the build has
 * baked into the site. Once the page is the app, a visitor who may see the editing UI (or the
 * offline demo, whose edits live in this browser) gets the content editor over it: the live text,
 * 'Edit', the history. A reader's page loads none of the editor's code, and the text is not drawn
 * again when the editor arrives.
 */
export function EditableContent(props: EditableContentProps) {
  const editor = useEditorWanted();
  const [view, setView] = useState<ContentEditorView | null>(null);

  return (
    <ContentEditorFrame
      {...props}
      editor={view}
      controls={
        editor ? (
          <Suspense fallback={null}>
            <LiveContentEditor input={props.input} onView={setView} />
          </Suspense>
        ) : null
      }
    />
  );
}
