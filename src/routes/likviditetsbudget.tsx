import { useState } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { hasPlanSearch, planInputOf, planSearchFrom, type PlanSearch } from '../content/planSearch';
import { described, describedHead } from '../content/site';
import { BudgetPage } from './-budget/BudgetPage';

/**
 * /likviditetsbudget, Din likviditetsbudget (issue 57). The start plan's answers and the budget's
 * live in the address (one plan, two pages), so a budget can be shared and bookmarked; an address
 * with figures is somebody's budget and is not indexed (and the Referrer-Policy never sends it to
 * another site).
 */
export const Route = createFileRoute('/likviditetsbudget')({
  validateSearch: (search: Record<string, unknown>): PlanSearch => planSearchFrom(search),
  head: ({ match, loaderData }) => {
    const head = describedHead('/likviditetsbudget')({ loaderData });
    return hasPlanSearch(match.search)
      ? { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
      : head;
  },
  loader: () =>
    described(
      'Din likviditetsbudget: varje betalning av moms, arbetsgivaravgifter och F-skatt med belopp och datum de kommande 18 månaderna, vilken månad pengarna inte räcker, och ett kalkylblad att ladda ner.',
    ),
  codeSplitGroupings: [['loader', 'component']],
  component: BudgetRoute,
});

function BudgetRoute() {
  // The address gives the plan's first answers; from then on the planner writes it (every change
  // is in the address), so the page is not drawn again for its own writes (the planner's actor
  // takes its input once).
  const search = Route.useSearch();
  const [input] = useState(() => planInputOf(search));
  return <BudgetPage {...input} />;
}
