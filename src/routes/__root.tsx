import { useCallback, type MouseEvent } from 'react';
import { HeadContent, Outlet, Scripts, createRootRouteWithContext } from '@tanstack/react-router';
import { notFoundHead } from '../content/site';
import { PRESSABLE_STYLE, PRESSABLE_STYLE_ID } from '../ui/theme/pressable';
import { palette } from '../ui/theme/theme.css';
import '../ui/theme/global.css';
import type { PageLogicProvider, RootActors } from '../machines/system';
import type { StatechartTools } from '../statecharts/inspection';
import type { DemoTools } from '../pages/demo';
import { NotFoundPage } from './-shell/NotFoundPage';
import { SiteShell } from './-shell/SiteShell';

export interface RouterContext {
  /** The long-lived actors of the root system (auth, toasts, cookie consent). */
  actors: RootActors;
  /** The page machines, each provided by src/app when a route first asks for it. */
  logic: PageLogicProvider;
  /** Demo-mode tools (the inbox of sent codes); null with a real Supabase backend. */
  demo: DemoTools | null;
  /** The statechart view's inspection bus (demo and dev builds); null when the view is off. */
  statecharts: StatechartTools | null;
  /**
   * Whether the visitor typed into this page's field named `name` before the app had started
   * (the early event contract holds it and hands it over once the page is hydrated), so that the
   * page can load what the field needs while it hydrates. Always false on the server.
   */
  typedBeforeStart: (name: string) => boolean;
}

/** What every page's head carries; each route's head() adds its title, description and links. */
const SITE_HEAD = {
  meta: [{ name: 'theme-color', content: palette.primary }],
  links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
};

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every route's head() names its page; only the not-found page has no route of its own.
  head: ({ matches }) => {
    if (matches.length > 1) return SITE_HEAD;
    const notFound = notFoundHead();
    return {
      meta: [...SITE_HEAD.meta, ...notFound.meta],
      links: [...SITE_HEAD.links, ...notFound.links],
    };
  },
  component: RootDocument,
  notFoundComponent: NotFoundPage,
});

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The whole document: prerendered to HTML at build time (src/app/entry-server.tsx) and hydrated in
 * the browser (src/app/main.tsx). HeadContent writes each page's title, description, canonical and
 * Open Graph tags plus the CSS and preloads of the matched routes; Scripts writes the hydration
 * data and the entry script. The same shape as a TanStack Start root route.
 */
function RootDocument() {
  const { actors, statecharts } = Route.useRouteContext();

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
    <html lang="sv">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <HeadContent />
        <style id={PRESSABLE_STYLE_ID} dangerouslySetInnerHTML={{ __html: PRESSABLE_STYLE }} />
      </head>
      <body>
        <SiteShell actors={actors} statecharts={statecharts} onClickCapture={onClickCapture}>
          <Outlet />
        </SiteShell>
        <Scripts />
      </body>
    </html>
  );
}
