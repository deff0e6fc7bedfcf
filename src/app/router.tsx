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
    // prefers-reduced-motion); every route change starts at the top (see scrollOnNavigation).
    defaultViewTransition: true,
    scrollRestoration: false,
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

/** Every route change scrolls to the top; a link to an anchor lands on the anchor instead. */
export function scrollOnNavigation(router: AppRouter): () => void {
  return router.subscribe('onResolved', ({ pathChanged, toLocation }) => {
    if (!pathChanged) return;
    const hash = toLocation.hash;
    const target = hash ? document.getElementById(decodeURIComponent(hash)) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  });
}

/** A path with its query, for `router.navigate({ href })`. */
export function hrefOf(to: string, search?: Readonly<Record<string, string>>): string {
  const query = new URLSearchParams(search ?? {}).toString();
  if (query === '') return to;
  return `${to}${to.includes('?') ? '&' : '?'}${query}`;
}
