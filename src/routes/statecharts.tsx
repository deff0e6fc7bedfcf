import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageTitle } from '../content/site';
import StatechartsPage from './-statecharts/StatechartsPage';

/**
 * /statecharts, the QA view of every machine (issue 13). Only when src/app turned the view on
 * (demo and dev builds, or VITE_ENABLE_STATECHARTS=true); never prerendered (`ssr: false`, and not
 * in the prerender list), never in the sitemap or the navigation, `noindex`. The page's code is
 * split from the route (autoCodeSplitting), so no content page loads it.
 */
export const Route = createFileRoute('/statecharts')({
  ssr: false,
  beforeLoad: ({ context }) => {
    if (!context.statecharts) throw notFound();
  },
  head: () => ({
    meta: [{ title: pageTitle('/statecharts') }, { name: 'robots', content: 'noindex, nofollow' }],
  }),
  component: StatechartsRoute,
});

function StatechartsRoute() {
  const { statecharts } = Route.useRouteContext();
  return <StatechartsPage bus={statecharts?.bus ?? null} />;
}
