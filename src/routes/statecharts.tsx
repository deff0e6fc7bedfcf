import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageTitle } from '../content/site';
import { STATECHARTS_IN_BUILD } from '../statecharts/build';
import StatechartsPage from './-statecharts/StatechartsPage';
import { StatechartsPending } from './-statecharts/StatechartsPending';

/**
 * /statecharts, the QA view of every machine. Only when src/app turned the view on (demo and dev
 * builds, or VITE_ENABLE_STATECHARTS=true); then its page is prerendered as the site's frame with
 * a loading state (`ssr: false`: the view is drawn in the browser), `noindex`, never in the
 * sitemap or the navigation. The page's code is split from the route (autoCodeSplitting), so no
 * content page loads it.
 */
export const Route = createFileRoute('/statecharts')({
  ssr: false,
  beforeLoad: ({ context }) => {
    if (!context.statecharts) throw notFound();
  },
  head: () => ({
    meta: [{ title: pageTitle('/statecharts') }, { name: 'robots', content: 'noindex, nofollow' }],
  }),
  // Builds without the view answer 404 here and need no loading state.
  pendingComponent: STATECHARTS_IN_BUILD ? StatechartsLoading : undefined,
  component: StatechartsRoute,
});

/** What the prerendered page shows until the app draws the view. */
function StatechartsLoading() {
  return <StatechartsPending />;
}

function StatechartsRoute() {
  const { statecharts } = Route.useRouteContext();
  return <StatechartsPage bus={statecharts?.bus ?? null} />;
}
