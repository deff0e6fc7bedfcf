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
import { takeControl } from './workerControl';

/** Same value as DEMO_BASE_PATH in src/services/client.ts. */
export const DEMO_BASE_PATH = '/supabase-demo';

declare global {
  interface Window {
    /** Demo mode only: fault injection for Playwright (see src/mocks/README.md). */
    __startklarFaults?: BrowserFaultApi;
  }
}

let started: Promise<void> | null = null;

export interface DemoBackendOptions {
  /** The Edge Functions the demo serves at /functions/v1/<name> (the app hands them in). */
  functions?: Readonly<Record<string, DemoFunction>>;
}

async function start(options: DemoBackendOptions): Promise<void> {
  setPersistence(localStoragePersistence());
  await takeControl(navigator.serviceWorker);
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
