/**
 * The offline demo's service worker: MSW's worker (mockServiceWorker.js, which `msw init` writes
 * on every install) with one change. MSW's worker unregisters itself when its last page closes,
 * and a tab that goes to another page of the site by a full load is such a moment: the next page
 * then starts uncontrolled while the registration is being removed, its demo requests miss the
 * backend (or MSW reloads the page), and MSW's update of the dying registration throws. Here the
 * registration stays, so every page of the demo is controlled from its first request.
 */
/* global importScripts */
Object.defineProperty(self.registration, 'unregister', {
  value: () => Promise.resolve(false),
});
importScripts('/mockServiceWorker.js');

// A page that loaded while this worker was still being installed (its first page went on to the
// next by a full load), or by a reload that bypassed it, is not controlled; MSW's start would
// then reload it, losing what the visitor had done. The page asks to be claimed instead
// (src/mocks/browser.ts, `takeControl`).
addEventListener('message', (event) => {
  if (event.data === 'STARTKLAR_CLAIM') event.waitUntil(self.clients.claim());
});
