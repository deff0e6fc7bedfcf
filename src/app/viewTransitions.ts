/** The names under which a browser drops a view transition that it did not need to draw. */
const EXPECTED_ABORTS = new Set(['AbortError', 'InvalidStateError']);

/**
 * Page changes cross-fade with view transitions (`defaultViewTransition` in ./router.tsx), which
 * TanStack Router starts and then lets go of (TanStack/router#7906). When the browser skips one
 * (the next navigation comes before the first has been drawn, as with a quick Back; or the tab is
 * hidden), its `ready` rejects, and with nobody to handle it that is an uncaught error for a
 * navigation that worked. Every transition's `ready` and `finished` get a handler here: a skip is
 * dropped, any other failure of `ready` is still reported. (`finished` fails only when the page
 * change itself fails, which the router hears through `updateCallbackDone`.)
 */
export function handleSkippedViewTransitions(doc: Document = document): void {
  if (typeof doc.startViewTransition !== 'function') return;
  const start = doc.startViewTransition.bind(doc);
  doc.startViewTransition = (update) => {
    const transition = start(update);
    transition.ready.catch((error: unknown) => {
      if (error instanceof DOMException && EXPECTED_ABORTS.has(error.name)) return;
      reportError(error);
    });
    transition.finished.catch(() => {});
    return transition;
  };
}
