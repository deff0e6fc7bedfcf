import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import type { RouterContext } from '../routes/__root';
import { NotFoundPage } from '../routes/-shell/NotFoundPage';

export function createAppRouter(context: RouterContext) {
  const router = createRouter({
    routeTree,
    context,
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundPage,
    notFoundMode: 'root',
    // Pages cross-fade over 0.5 s where the browser supports view transitions (CSS honours
    // prefers-reduced-motion).
    defaultViewTransition: true,
    // Every route change starts at the top (or at the link's anchor); back and forward return
    // to where the visitor was. Not the first render: that is the page the visitor is already
    // reading (hydrated, or drawn at start-up), and its scroll position stays as they left it.
    scrollRestoration: exceptFirstRender(),
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** The router asks this before it scrolls after a render: not after the first one. */
function exceptFirstRender(): () => boolean {
  let rendered = false;
  return () => {
    const scroll = rendered;
    rendered = true;
    return scroll;
  };
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

/** A path with its query, for `router.navigate({ href })`. */
export function hrefOf(to: string, search?: Readonly<Record<string, string>>): string {
  const query = new URLSearchParams(search ?? {}).toString();
  if (query === '') return to;
  return `${to}${to.includes('?') ? '&' : '?'}${query}`;
}
