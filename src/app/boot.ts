/**
 * The browser's first script on a prerendered page: it fetches the app once the page is complete
 * and painted. The page is readable (and its links work) from its HTML alone; the app must not
 * compete with it. On a slow connection its ≈ 250 KB would share the bandwidth the stylesheet,
 * the font and the images need, and on a slow phone its start-up would hold the first paint back.
 * So it waits for the load event (stylesheet, font, images), the fonts in use, and a painted frame.
 * The dev server loads ./main.tsx directly (index.html).
 */
const loaded = new Promise<void>((resolve) => {
  if (document.readyState === 'complete') resolve();
  else window.addEventListener('load', () => resolve(), { once: true });
});

/** Resolves in a new task, after a painted frame. */
const nextTask = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

// The libraries first, then the app, each in its own task: two shorter tasks instead of one long.
void loaded
  .then(() => document.fonts.ready)
  .then(nextTask)
  .then(() => import('./vendor'))
  .then(nextTask)
  .then(() => import('./main'));
