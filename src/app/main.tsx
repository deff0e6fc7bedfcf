import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import '../ui/theme/global.css';
import type { DemoTools } from '../machines/system';
import { createClientAfter, isDemoMode } from '../services/client';
import { startRootSystem, type Navigator } from './system';
import { createAppRouter, scrollOnNavigation } from './router';

/**
 * Demo mode (no VITE_SUPABASE_URL): MSW serves Supabase's API. The worker module is imported
 * dynamically and started before the Supabase client is created (`createClientAfter`), so no
 * backend request can escape it; and only when the backend is first needed, so reading a guide
 * page loads neither MSW nor supabase-js. With a real backend, none of it is loaded.
 */
function demoBackend(): DemoTools | null {
  if (!isDemoMode()) return null;
  let ready: Promise<typeof import('../mocks/browser')> | null = null;
  const start = () => {
    ready ??= import('../mocks/browser').then(async (module) => {
      await module.startDemoBackend();
      return module;
    });
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

function start() {
  // Tests measure app-relative delays (the cookie banner's 1 s) from here.
  performance.mark('startklar:app-start');
  const demo = demoBackend();
  const navigator: Navigator = { navigate: () => {} };
  const { actors } = startRootSystem(navigator);
  const router = createAppRouter(actors, demo);
  navigator.navigate = (to) => void router.navigate({ to });
  scrollOnNavigation(router);

  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

start();
