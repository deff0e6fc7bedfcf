/**
 * The browser's first script on a prerendered page. It starts the app once the page has
 * painted its content, so that the first paint never waits for the app's code: until
 * then the page's own HTML works (links, the menu's popover), and the early event contract inlined
 * in the head (./early/contract.ts) holds what the visitor clicks, types or submits. Start-up is
 * split into tasks so that the page answers input in between: the libraries (./vendor.ts: React,
 * the router, xstate) are evaluated in one task, the app in the next, and the app wires itself
 * and hydrates in a transition, which React runs in slices of a few milliseconds (./main.tsx).
 *
 * It is not a file of its own: scripts/boot-script.mjs builds it into an inline module script in
 * every prerendered page's head (one request fewer before start-up, and none that can race the
 * first paint), with the hashed addresses of the two chunks in place of VENDOR_URL and MAIN_URL.
 * The dev server loads ./main.tsx directly (index.html).
 */

/** The addresses of the built ./vendor.ts and ./main.tsx, written in by scripts/boot-script.mjs. */
declare const VENDOR_URL: string;
declare const MAIN_URL: string;

/** Resolves in a new task: input and rendering may run in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Resolves in a new task once the page's first contentful paint is done: the browser paints what
 * it has before the app's code is even requested. A frame alone is not enough: the paint of that
 * frame may be presented after a task queued from its requestAnimationFrame, and the libraries'
 * request would then race the first paint. Where paints are not reported, after the next frame.
 */
const painted = () =>
  new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => setTimeout(resolve));
      return;
    }
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(resolve);
    }).observe({ type: 'paint', buffered: true });
  });

void painted()
  .then(() => import(/* @vite-ignore */ VENDOR_URL))
  .then(nextTask)
  .then(() => import(/* @vite-ignore */ MAIN_URL));

export {};
