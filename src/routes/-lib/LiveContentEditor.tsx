import { ContentEditor } from '../../components/editing/ContentEditor';
import { contentEditorMachine } from '../../machines/contentEditor';
import type { EditableContentProps } from './EditableContent';
import { useLogic } from './useLogic';

/** The content editor as src/app provides it (loaded by `EditableContent` for editors only). */
export default function LiveContentEditor(props: EditableContentProps) {
  return <ContentEditor logic={useLogic('contentEditor', contentEditorMachine)} {...props} />;
}
