import { useCallback, useEffect, type MouseEvent } from 'react';
import {
  HeadContent,
  Outlet,
  createRootRouteWithContext,
  useRouter,
  useRouterState,
} from '@tanstack/react-router';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import type { DemoTools, RootActors } from '../machines/system';
import { pageTitle } from '../content/site';
import { NotFoundPage } from './-shell/NotFoundPage';
import { SiteShell } from './-shell/SiteShell';

export interface RouterContext {
  actors: RootActors;
  /** Demo-mode tools (the inbox of sent codes); null with a real Supabase backend. */
  demo: DemoTools | null;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

/** Absolute URLs (https:, mailto:, //host) are not router paths. */
function isExternal(href: string): boolean {
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href);
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function RootLayout() {
  const router = useRouter();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { actors } = Route.useRouteContext();

  useEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname]);

  // Following a link to the page you are on scrolls smoothly to the top instead of navigating.
  const onClickCapture = useCallback((event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank') return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || url.hash) return;
    if (url.pathname !== window.location.pathname || url.search !== window.location.search) return;
    event.preventDefault();
    event.stopPropagation();
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, []);

  return (
    <AriaRouterProvider
      navigate={(href) => void router.navigate({ to: href })}
      useHref={(href) => (isExternal(href) ? href : router.buildLocation({ to: href }).href)}
    >
      <HeadContent />
      <SiteShell actors={actors} onClickCapture={onClickCapture}>
        <Outlet />
      </SiteShell>
    </AriaRouterProvider>
  );
}
