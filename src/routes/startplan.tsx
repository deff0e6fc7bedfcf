import { useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { hasPlanSearch, planInputOf, planSearchFrom, type PlanSearch } from '../content/planSearch';
import { described, describedHead } from '../content/site';
import { StartplanPage } from './-startplan/StartplanPage';

/**
 * /startplan, Din startplan och skattekalender. The answers live in the address (the budget's
 * too: one plan, two pages), so a plan can be shared and bookmarked; an address with answers is
 * somebody's plan and is not indexed.
 */
export const Route = createFileRoute('/startplan')({
  validateSearch: (search: Record<string, unknown>): PlanSearch => planSearchFrom(search),
  head: ({ match, loaderData }) => {
    const head = describedHead('/startplan')({ loaderData });
    return hasPlanSearch(match.search)
      ? { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
      : head;
  },
  loader: () =>
    described(
      'Din startplan och skattekalender: stegen för att registrera ditt företag och varje datum för moms, arbetsgivardeklaration, F-skatt, inkomstdeklaration och årsredovisning de kommande 18 månaderna, i din egen kalender.',
    ),
  codeSplitGroupings: [['loader', 'component']],
  component: StartplanRoute,
});

function StartplanRoute() {
  // The address gives the plan's first answers; from then on the planner writes it (every change
  // is in the address), so the page is not drawn again for its own writes (the planner's actor
  // takes its input once).
  const search = Route.useSearch();
  const [input] = useState(() => planInputOf(search));
  return <StartplanPage {...input} />;
}
