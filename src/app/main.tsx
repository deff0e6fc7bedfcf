import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { startDemoBackendOnDemand } from './demo';
import { giveUp, handOver, typedBeforeStart } from './early/replay';
import { createApp } from './createApp';
import { PRERENDER_FALLBACK_ATTRIBUTE } from './prerender';
import { browserStorage } from './storage';
import { handleSkippedViewTransitions } from './viewTransitions';
import { STATECHARTS_IN_BUILD } from '../statecharts/build';
import type { StatechartTools } from '../statecharts/inspection';
import { makeWidgetsSwedish } from '../ui/locale';

/** Starts the long-lived actors once the first render is on screen. */
function StartAfterMount({ start, children }: { start: () => void; children: ReactNode }) {
  useEffect(() => start(), [start]);
  return children;
}

/** Loads a same-origin URL as a full page (anything else goes to /account). */
function loadPage(url: string): void {
  const target = new URL(url, window.location.href);
  window.location.assign(target.origin === window.location.origin ? target.href : '/account');
}

/**
 * True when this document was prerendered for this address: its HTML is hydrated. The 404 page
 * (served for every unknown path), the dev server's index.html and an address with a query (a
 * shared calculator, a filtered category: the HTML was rendered without it, so the text differs)
 * are drawn afresh instead.
 */
function isPrerenderedHere(): boolean {
  return (
    window.$_TSR !== undefined &&
    !document.documentElement.hasAttribute(PRERENDER_FALLBACK_ATTRIBUTE) &&
    window.location.search === ''
  );
}

/** Marks the moment the page is the app: hydrated, and what the visitor did before carried out. */
const APP_READY_MARK = 'startklar:app-ready';

/** `statecharts`: the statechart view's tools (demo and dev builds), or null. */
function start(statecharts: StatechartTools | null) {
  const contract = window.__startklarEarly;
  handleSkippedViewTransitions();
  const demo = startDemoBackendOnDemand();
  // One inspection bus for the root system and page actors, where the view is on.
  const { router, system } = createApp({
    storage: browserStorage,
    interactive: true,
    loadPage,
    demo,
    statecharts,
    typedBeforeStart: (name) => typedBeforeStart(contract, name),
  });

  // The long-lived actors start once the frame is on screen; then what the visitor did before
  // the start is handed over, once the page's content is hydrated too.
  const onMounted = () => {
    system.start();
    void handOver(contract).then(() => {
      performance.mark(APP_READY_MARK);
      window.__startklarReady = true;
    });
  };

  // The root route renders the whole document (<html lang="sv">), so React owns `document`.
  // Hydration runs as a transition: React renders in slices and answers input in between.
  startTransition(() => {
    if (isPrerenderedHere()) {
      hydrateRoot(
        document,
        <StrictMode>
          <StartAfterMount start={onMounted}>
            <RouterClient router={router} />
          </StartAfterMount>
        </StrictMode>,
      );
    } else {
      createRoot(document).render(
        <StrictMode>
          <StartAfterMount start={onMounted}>
            <RouterProvider router={router} />
          </StartAfterMount>
        </StrictMode>,
      );
    }
  });
}

// The modules' own code has just run in one task; wiring the app and hydrating go in the next, so
// that neither holds a slow phone's main thread for long (input is answered in between).
const startWith = (statecharts: StatechartTools | null) => {
  try {
    start(statecharts);
  } catch (error) {
    // The page stays what its HTML is; held clicks act natively (the menu opens as a popover).
    giveUp(window.__startklarEarly);
    throw error;
  }
};

// Before any widget module is loaded: react-aria reads its locale once, when it loads.
makeWidgetsSwedish(window);

// Where the build cannot have the statechart view (src/statecharts/build.ts) none of its code is
// part of the start-up; where it can, its wiring loads first (the root system reports to it from
// its first event).
setTimeout(() => {
  if (!STATECHARTS_IN_BUILD) {
    startWith(null);
    return;
  }
  import('./statecharts').then(
    ({ createStatechartTools }) => startWith(createStatechartTools()),
    (error: unknown) => {
      giveUp(window.__startklarEarly);
      throw error;
    },
  );
});
