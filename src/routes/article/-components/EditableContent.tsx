import {
  ContentEditorFrame,
  type ContentEditorFrameProps,
} from '../../../components/editing/ContentEditorFrame';
import { useContentEditor } from '../../../pages/useContentEditor';
import { useEditorWanted } from '../../../pages/useEditorWanted';

export type EditableContentProps = ContentEditorFrameProps;

/**
 * A body text (article or blog post) as a reader gets it: the published text, which the build has
 * baked into the site. Once the page is the app, a visitor who may see the editing UI (or the
 * offline demo, whose edits live in this browser) gets the content editor over it: the live text,
 * 'Edit', the history. A reader's page loads none of the editor's code, and the text is not drawn
 * again when the editor arrives.
 */
export function EditableContent(props: EditableContentProps) {
  const editor = useContentEditor(props.input, useEditorWanted());
  return <ContentEditorFrame {...props} editor={editor.view} controls={editor.controls} />;
}
