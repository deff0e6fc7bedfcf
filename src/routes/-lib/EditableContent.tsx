import { lazy, Suspense, useEffect, useState } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { MiniMarkup } from '../../components/MiniMarkup';
import type { ContentEditorProps } from '../../components/editing/ContentEditor';
import type { PageLogicProvider } from '../../machines/system';

// The content editor with its machine, services and views: only for a visitor who may edit.
const LiveContentEditor = lazy(() => import('./LiveContentEditor'));

export type EditableContentProps = Omit<ContentEditorProps, 'logic'>;

/** The published body text as the content editor shows it to a reader (the same markup). */
export function ContentReading({ input, affiliate, className }: EditableContentProps) {
  return (
    <div data-content-editor={input.type}>
      <MiniMarkup source={input.shipped} affiliate={affiliate} className={className} />
    </div>
  );
}

/**
 * A body text (article or blog post) as a reader gets it: the published text, which the build has
 * baked into the site. Once the page is the app, a visitor who may see the editing UI (or the
 * offline demo, whose edits live in this browser) gets the content editor over it: the live text,
 * 'Edit', the history. A reader's page loads none of the editor's code.
 */
export function EditableContent(props: EditableContentProps) {
  const logic: PageLogicProvider = useRouteContext({
    from: '__root__',
    select: (context) => context.logic,
  });
  // Decided after hydration: the HTML is the reader's page, whoever gets it.
  const [editor, setEditor] = useState(false);
  useEffect(() => setEditor(logic.editorWanted()), [logic]);

  const reading = <ContentReading {...props} />;
  if (!editor) return reading;
  return (
    <Suspense fallback={reading}>
      <LiveContentEditor {...props} />
    </Suspense>
  );
}
