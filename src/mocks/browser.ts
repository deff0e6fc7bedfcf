/**
 * The demo backend in the browser: an MSW service worker serving Supabase's API at
 * `${location.origin}/supabase-demo`, with the database persisted to localStorage.
 *
 * The app's start-up, in demo mode only:
 *   const { startDemoBackend } = await import('../mocks/browser');
 *   await startDemoBackend();
 */
import { setupWorker } from 'msw/browser';
import { localStoragePersistence, setPersistence } from './db';
import { browserFaultApi, type BrowserFaultApi } from './faults';
import type { DemoFunction } from './functionsApi';
import { createHandlers } from './handlers';

/** Same value as DEMO_BASE_PATH in src/services/client.ts. */
export const DEMO_BASE_PATH = '/supabase-demo';

declare global {
  interface Window {
    /** Demo mode only: fault injection for Playwright (see src/mocks/README.md). */
    __startklarFaults?: BrowserFaultApi;
  }
}

let started: Promise<void> | null = null;

/** How long a page waits to be claimed by the demo's worker before MSW is left to reload it. */
const CLAIM_TIMEOUT_MS = 5_000;

/**
 * Makes this page controlled by the demo's worker when it is registered but does not control the
 * page: the page loaded while the worker was still being installed (the first page of the demo
 * went on to the next by a full load) or by a reload that bypassed it. MSW's start would reload
 * such a page, and what the visitor did on it since it appeared would be lost.
 */
async function takeControl(): Promise<void> {
  const container = navigator.serviceWorker;
  if (container.controller) return;
  const registration = await container.getRegistration('/');
  const worker = registration?.active ?? registration?.waiting ?? registration?.installing;
  if (!worker || new URL(worker.scriptURL).pathname !== '/demo-worker.js') return;
  const controlled = new Promise<void>((resolve) =>
    container.addEventListener('controllerchange', () => resolve(), { once: true }),
  );
  // An activating worker claims the open pages by itself; an active one does when asked.
  void container.ready.then((ready) => ready.active?.postMessage('STARTKLAR_CLAIM'));
  await Promise.race([
    controlled,
    new Promise<void>((resolve) => setTimeout(resolve, CLAIM_TIMEOUT_MS)),
  ]);
}

export interface DemoBackendOptions {
  /** The Edge Functions the demo serves at /functions/v1/<name> (the app hands them in). */
  functions?: Readonly<Record<string, DemoFunction>>;
}

async function start(options: DemoBackendOptions): Promise<void> {
  setPersistence(localStoragePersistence());
  await takeControl();
  const worker = setupWorker(
    ...createHandlers(`${window.location.origin}${DEMO_BASE_PATH}`, {
      ...(options.functions ? { functions: options.functions } : {}),
    }),
  );
  await worker.start({
    // MSW's worker without its self-unregistration (public/demo-worker.js says why).
    serviceWorker: { url: '/demo-worker.js' },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  window.__startklarFaults = browserFaultApi;
}

/** Starts the demo backend once; later calls return the same promise. */
export function startDemoBackend(options: DemoBackendOptions = {}): Promise<void> {
  if (started === null) {
    const attempt = start(options);
    started = attempt;
    attempt.catch(() => {
      if (started === attempt) started = null;
    });
  }
  return started;
}

export { getDemoInbox, getDemoInboxFor, subscribeDemoInbox } from './demoMail';
export { resetDb } from './db';
export type { DemoFunction } from './functionsApi';
