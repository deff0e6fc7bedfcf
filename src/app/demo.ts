import type { DemoTools } from '../pages/demo';
import { createClientAfter, isDemoMode } from '../services/client';
import { unregisterDemoWorkers } from './leftoverDemoWorker';

/**
 * Demo mode (no VITE_SUPABASE_URL): MSW serves Supabase's API. The worker module is imported
 * dynamically and started before the Supabase client is created (`createClientAfter`), so no
 * backend request can escape it; and only when the backend is first needed, so reading a guide
 * page loads neither MSW nor supabase-js. With a real backend, none of it is loaded.
 */
export function startDemoBackendOnDemand(): DemoTools | null {
  // Written on the variables themselves, which Vite writes as constants: a build for a project
  // sees `if (true) { ... return null }` and leaves the rest out of every page's start-up. It
  // ships no demo, and a demo worker this browser kept from the address's past goes.
  if (import.meta.env.VITE_SUPABASE_URL && import.meta.env.VITE_SUPABASE_ANON_KEY) {
    if (typeof navigator !== 'undefined') void unregisterDemoWorkers(navigator.serviceWorker);
    return null;
  }
  if (!isDemoMode()) return null;
  let ready: Promise<typeof import('../mocks/browser')> | null = null;
  const start = () => {
    ready ??= Promise.all([import('../mocks/browser'), import('./demoFunctions')]).then(
      async ([module, { DEMO_FUNCTIONS }]) => {
        await module.startDemoBackend({ functions: DEMO_FUNCTIONS });
        return module;
      },
    );
    ready.catch(() => {
      ready = null;
      console.error('[startklar] the demo backend could not start; accounts are unavailable');
    });
    return ready;
  };
  createClientAfter(start);
  return {
    inbox: {
      get: () => [],
      subscribe: (listener) => {
        let unsubscribe: (() => void) | null = null;
        let cancelled = false;
        void start().then((module) => {
          if (cancelled) return;
          listener(module.getDemoInbox());
          unsubscribe = module.subscribeDemoInbox(listener);
        });
        return () => {
          cancelled = true;
          unsubscribe?.();
        };
      },
    },
  };
}
