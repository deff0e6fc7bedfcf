/**
 * The body of an editable text: the text (the stored one over the shipped one, through the
 * mini-markup renderer only), or, for an editor, the form, the conflict view or the history. It
 * needs none of the editor machine's code: with no actor yet it is the published text, and the
 * text keeps its place in the tree when an editor's actor arrives, so it is not drawn again.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type {
  ContentControls,
  ContentEditorActor,
  ContentEditorInput,
  ContentEditorSnapshot,
} from '../../machines/contentEditor';
import { MiniMarkup, type MiniMarkupAffiliate, type MiniMarkupFacts } from '../MiniMarkup';

/**
 * The 'Edit' and 'Historik' buttons, the form, the conflict view and the history (react-aria's
 * button, text field and form validation) load once the visitor turns out to be an editor: a
 * reader's page hydrates the text alone.
 */
const views = () => import('./ContentEditorViews');
const EditorForm = lazy(() => views().then(({ EditorForm }) => ({ default: EditorForm })));
const EditorConflict = lazy(() =>
  views().then(({ EditorConflict }) => ({ default: EditorConflict })),
);
const History = lazy(() => views().then(({ History }) => ({ default: History })));

export { views as contentEditorViews };

export interface ContentEditorFrameProps {
  input: ContentEditorInput;
  affiliate?: MiniMarkupAffiliate;
  /** The dated figures of the text and today's date (MiniMarkup's `facts`). */
  facts?: MiniMarkupFacts;
  /** Classes of the rendered text (the reading view's prose). */
  className?: string;
}

/**
 * An editor's actor with the selectors that read what it shows (they come with the machine's
 * code, which the frame does not import: a reader's page never loads it).
 */
export interface ContentEditorView {
  actor: ContentEditorActor;
  text: (snapshot: ContentEditorSnapshot) => string;
  controls: (snapshot: ContentEditorSnapshot) => ContentControls;
}

/**
 * The body: the text (the stored one over the shipped one), or, for an editor, the form, the
 * conflict view or the history; `controls` above it. With no actor yet it is the shipped text.
 */
export function ContentEditorFrame({
  editor,
  input,
  affiliate,
  facts,
  className,
  controls,
}: ContentEditorFrameProps & {
  /** The editor, once there is one (a reader's page: none). */
  editor: ContentEditorView | null;
  /** 'Edit' and its placeholder (an editor's), or nothing. */
  controls: ReactNode;
}) {
  // What the editor shows (nothing before an editor exists).
  const actor = editor?.actor ?? null;
  const text = useSelector(actor ?? undefined, (snapshot) =>
    snapshot && editor ? editor.text(snapshot) : null,
  );
  const shows = useSelector(actor ?? undefined, (snapshot) =>
    snapshot && editor ? editor.controls(snapshot) : 'none',
  );
  const reading = (
    <MiniMarkup
      source={text ?? input.shipped}
      facts={facts}
      affiliate={affiliate}
      className={className}
    />
  );
  let body = reading;
  if (actor && shows === 'conflict') body = <EditorConflict actor={actor} />;
  else if (actor && shows === 'history') body = <History actor={actor} />;
  else if (actor && (shows === 'editing' || shows === 'saving'))
    body = <EditorForm actor={actor} />;

  return (
    <div data-content-editor={input.type}>
      {controls}
      {/* Until an editor's view has loaded, the text stays where it was. */}
      <Suspense fallback={reading}>{body}</Suspense>
    </div>
  );
}
