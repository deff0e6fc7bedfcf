/**
 * The app, wired once for both entries: the root system (auth, toasts, cookie consent), the page
 * logic (every page machine provided by ./logic.ts) and the router that carries both. The browser
 * (./main.tsx) and the server entry (./entry-server.tsx, prerendering) differ only in what they
 * pass: the browser's storage, navigation and inspection, or storage that holds nothing and no
 * navigation, so that the HTML is the page as a signed-out visitor first sees it.
 */
import type { DemoTools } from '../pages/demo';
import { createPageLogic } from './logic';
import { createAppRouter, hrefOf, type AppRouter } from './router';
import type { StorageAdapter } from './storage';
import type { StatechartTools } from '../statecharts/inspection';
import { createRootSystem, type Navigator, type RootSystem } from './system';

export interface AppEnvironment {
  storage: StorageAdapter;
  /** True in the browser: machines navigate with the router and report to the statechart view. */
  interactive: boolean;
  /** A full page load of a same-origin URL (the demo Google chooser's return). */
  loadPage: (url: string) => void;
  demo: DemoTools | null;
  statecharts: StatechartTools | null;
  /** See RouterContext; the server and a page without the early contract leave it out. */
  typedBeforeStart?: (name: string) => boolean;
}

export interface App {
  router: AppRouter;
  system: RootSystem;
}

export function createApp(env: AppEnvironment): App {
  let router: AppRouter | null = null;
  const addressSync = createAddressSync();
  const navigator: Navigator = env.interactive
    ? {
        navigate: ({ to, search, replace }) =>
          void router?.navigate({ href: hrefOf(to, search), replace }),
      }
    : { navigate: () => {} };
  const statecharts = env.interactive ? env.statecharts : null;
  const system = createRootSystem(navigator, env.storage, statecharts?.bus.inspect);
  const logic = createPageLogic({
    actors: system.actors,
    storage: env.storage,
    navigate: navigator.navigate,
    replaceSearch: (search) => {
      if (env.interactive && router) addressSync.write(router, search);
    },
    loadPage: env.loadPage,
    observe: statecharts?.observe,
  });
  router = createAppRouter({
    actors: system.actors,
    logic,
    demo: env.demo,
    statecharts: env.statecharts,
    typedBeforeStart: env.typedBeforeStart ?? (() => false),
  });
  return { router, system };
}

/** How long typing may pause before the router hears of the address the typing wrote. */
const ROUTER_SYNC_DELAY_MS = 250;

/**
 * The address a page's machine keeps in step with what was typed (`syncUrl`: a plan's answers, a
 * search, a form's fields). The browser's address is written at once, so a reload or a copied
 * link always has the last keystroke; the router, whose navigation re-matches the route and
 * redraws what reads it (≈ 35 ms a keystroke on a slow phone, issue 57), hears of it once the
 * typing pauses, and only if the visitor is still on that page.
 */
function createAddressSync() {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    write(router: AppRouter, search: Readonly<Record<string, string>>) {
      const { pathname } = router.state.location;
      const href = hrefOf(pathname, search);
      window.history.replaceState(window.history.state, '', href);
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = null;
        if (router.state.location.pathname !== pathname) return;
        const { pathname: now, search: query } = window.location;
        if (`${now}${query}` !== href) return;
        void router.navigate({ href, replace: true, viewTransition: false });
      }, ROUTER_SYNC_DELAY_MS);
    },
  };
}
