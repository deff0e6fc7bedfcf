import { startTransition, useEffect, useState } from 'react';
import { useRouteContext } from '@tanstack/react-router';

/**
 * Whether this visitor's page loads the editors (src/app decides: `editorWanted`), known after
 * hydration: until then, and on the server, the page is the reader's, as its HTML is. The editor
 * arrives in a transition, so that React draws it in slices with room for input in between.
 */
export function useEditorWanted(): boolean {
  const logic = useRouteContext({ from: '__root__', select: (context) => context.logic });
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const wanted = logic.editorWanted();
    startTransition(() => setWanted(wanted));
  }, [logic]);
  return wanted;
}
