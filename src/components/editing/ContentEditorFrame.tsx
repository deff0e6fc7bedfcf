/**
 * The body of an editable text: the text (the stored one over the shipped one, through the
 * mini-markup renderer only), or, for an editor, the form, the conflict view or the history. It
 * needs none of the editor machine's code: with no actor yet it is the published text, and the
 * text keeps its place in the tree when an editor's actor arrives, so it is not drawn again.
 */
import { lazy, Suspense, useCallback, useSyncExternalStore, type ReactNode } from 'react';
import type { ContentEditorActor, ContentEditorInput } from '../../machines/contentEditor';
import {
  selectContentControls,
  selectContentText,
  type ContentControls,
} from '../../machines/shared/contentView';
import { MiniMarkup, type MiniMarkupAffiliate } from '../MiniMarkup';

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
  /** Classes of the rendered text (the reading view's prose). */
  className?: string;
}

/** What the editor shows, followed without the machine's code (none before an actor exists). */
function useContentView(actor: ContentEditorActor | null): {
  text: string | null;
  controls: ContentControls;
} {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => {};
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const text = useSyncExternalStore(
    subscribe,
    () => (actor ? selectContentText(actor.getSnapshot()) : null),
    () => null,
  );
  const controls = useSyncExternalStore(
    subscribe,
    () => (actor ? selectContentControls(actor.getSnapshot()) : 'none'),
    () => 'none' as const,
  );
  return { text, controls };
}

/**
 * The body: the text (the stored one over the shipped one), or, for an editor, the form, the
 * conflict view or the history; `controls` above it. With no actor yet it is the shipped text.
 */
export function ContentEditorFrame({
  actor,
  input,
  affiliate,
  className,
  controls,
}: ContentEditorFrameProps & {
  actor: ContentEditorActor | null;
  /** 'Edit' and its placeholder (an editor's), or nothing. */
  controls: ReactNode;
}) {
  const view = useContentView(actor);
  const reading = (
    <MiniMarkup source={view.text ?? input.shipped} affiliate={affiliate} className={className} />
  );
  let body = reading;
  if (actor && view.controls === 'conflict') body = <EditorConflict actor={actor} />;
  else if (actor && view.controls === 'history') body = <History actor={actor} />;
  else if (actor && (view.controls === 'editing' || view.controls === 'saving'))
    body = <EditorForm actor={actor} />;

  return (
    <div data-content-editor={input.type}>
      {controls}
      {/* Until an editor's view has loaded, the text stays where it was. */}
      <Suspense fallback={reading}>{body}</Suspense>
    </div>
  );
}
