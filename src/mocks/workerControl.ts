/**
 * Makes a page controlled by the demo's worker when the worker is registered but does not control
 * the page: the page loaded while the worker was still being installed (the first page of the
 * demo went on to the next by a full load) or by a reload that bypassed it. MSW's start reloads
 * such a page (`location.reload()` when a registration of its worker exists and nothing controls
 * the page), and what the visitor had done on it since it appeared would be lost.
 *
 * A worker still installing or activating claims the open pages once it is active (MSW's worker
 * does `clients.claim()` on activation): the page waits for that however long it takes, since on
 * a busy machine installing can take longer than any fixed wait, and a page that stopped waiting
 * was reloaded under the visitor (and under the sitemap test's `page.evaluate`: "Execution context
 * was destroyed"). It stops waiting only when that worker fails (becomes redundant). An active
 * worker is asked to claim the page (demo-worker.js answers STARTKLAR_CLAIM), which takes a message:
 * after CLAIM_TIMEOUT_MS without an answer (a worker from before that message existed) the page is
 * left to MSW.
 */

/** How long an active worker has to answer STARTKLAR_CLAIM. */
export const CLAIM_TIMEOUT_MS = 5_000;

const DEMO_WORKER_PATH = '/demo-worker.js';

export async function takeControl(container: ServiceWorkerContainer): Promise<void> {
  if (container.controller) return;
  const registration = await container.getRegistration('/');
  const worker = registration?.active ?? registration?.waiting ?? registration?.installing;
  if (!registration || !worker || new URL(worker.scriptURL).pathname !== DEMO_WORKER_PATH) return;
  const settling =
    registration.installing !== null ||
    registration.waiting !== null ||
    registration.active?.state === 'activating';
  await new Promise<void>((resolve) => {
    container.addEventListener('controllerchange', () => resolve(), { once: true });
    // Claimed while the registration was being looked up: nothing to wait for.
    if (container.controller) return resolve();
    if (settling) {
      for (const candidate of [registration.installing, registration.waiting, registration.active])
        candidate?.addEventListener('statechange', () => {
          if (candidate.state === 'redundant') resolve();
        });
      return;
    }
    registration.active?.postMessage('STARTKLAR_CLAIM');
    setTimeout(resolve, CLAIM_TIMEOUT_MS);
  });
}
