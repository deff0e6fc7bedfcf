import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import '../ui/theme/global.css';
import type { DemoTools } from '../machines/system';
import { createClientAfter, isDemoMode } from '../services/client';
import { startRootSystem, type Navigator } from './system';
import { createAppRouter, scrollOnNavigation } from './router';

/**
 * Demo mode (no VITE_SUPABASE_URL): the MSW worker that serves Supabase's API is imported
 * dynamically and started at once. The Supabase client is created only after the worker is
 * active (`createClientAfter`), so no backend request can escape it, while the page itself renders
 * without waiting: reading a guide page needs neither MSW nor supabase-js. With a real backend,
 * none of it is loaded.
 */
function startDemoBackend(): DemoTools | null {
  if (!isDemoMode()) return null;
  const demo = import('../mocks/browser');
  const ready = demo.then((module) => module.startDemoBackend());
  createClientAfter(ready);
  ready.catch(() => {
    console.error('[startklar] the demo backend could not start; accounts are unavailable');
  });
  return {
    inbox: {
      get: () => [],
      subscribe: (listener) => {
        let unsubscribe: (() => void) | null = null;
        let cancelled = false;
        void ready.then(() =>
          demo.then((module) => {
            if (cancelled) return;
            listener(module.getDemoInbox());
            unsubscribe = module.subscribeDemoInbox(listener);
          }),
        );
        return () => {
          cancelled = true;
          unsubscribe?.();
        };
      },
    },
  };
}

function start() {
  const demo = startDemoBackend();
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
