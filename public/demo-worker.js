/**
 * The offline demo's service worker: MSW's worker (mockServiceWorker.js, which `msw init` writes
 * on every install) with one change. MSW's worker unregisters itself when its last page closes,
 * and a tab that goes to another page of the site by a full load is such a moment: the next page
 * then starts uncontrolled while the registration is being removed, its demo requests miss the
 * backend (or MSW reloads the page), and MSW's update of the dying registration throws. Here the
 * registration stays, so every page of the demo is controlled from its first request.
 */
/* global importScripts, activeClientIds */
Object.defineProperty(self.registration, 'unregister', {
  value: () => Promise.resolve(false),
});

// MSW's worker serves only the pages in its `activeClientIds`, a set kept in memory: a page is
// taken off it when it says it is closing (MSW's page script says so at `beforeunload`, before the
// visitor has answered the browser's 'leave this page?' or while its last requests are still on
// their way), and the whole set is lost when the browser stops the worker (idle for 30 s, or
// whenever it likes). Its requests then went past the demo to the host (a 404). A page that asks
// the demo backend has started MSW (src/app/demo.ts creates the Supabase client only after it), so
// its requests there put it back on the set. This listener runs before MSW's, added below.
const DEMO_BACKEND_PATH = '/supabase-demo/';
addEventListener('fetch', (event) => {
  if (!event.clientId) return;
  const url = new URL(event.request.url);
  if (url.origin === self.location.origin && url.pathname.startsWith(DEMO_BACKEND_PATH))
    activeClientIds.add(event.clientId);
});

importScripts('/mockServiceWorker.js');

// A page that loaded while this worker was still being installed (its first page went on to the
// next by a full load), or by a reload that bypassed it, is not controlled; MSW's start would
// then reload it, losing what the visitor had done. The page asks to be claimed instead
// (src/mocks/browser.ts, `takeControl`).
addEventListener('message', (event) => {
  if (event.data === 'STARTKLAR_CLAIM') event.waitUntil(self.clients.claim());
});
