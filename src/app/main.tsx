import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import '../ui/theme/global.css';
import { startRootSystem } from './system';
import { createAppRouter, scrollOnNavigation } from './router';

async function start() {
  const { actors } = startRootSystem();
  const router = createAppRouter(actors);
  scrollOnNavigation(router);

  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

void start();
