/**
 * The content editor's machine and views, loaded by `useContentEditor` for editors only: the page
 * starts the actor (as src/app provides it), hands it to the text's frame and draws the controls.
 */
export { contentEditorMachine as machine } from '../machines/contentEditor';
export { ContentEditorControls, contentEditorView } from '../components/editing/ContentEditor';
