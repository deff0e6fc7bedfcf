import { createFileRoute } from '@tanstack/react-router';
import { described, describedHead } from '../content/site';
import { FaqPage } from './-info/FaqPage';

export const Route = createFileRoute('/faq')({
  head: describedHead('/faq'),
  // The description comes with the page's code (the loader), not with every page's start-up.
  loader: () =>
    described(
      'Vanliga frågor om att starta företag: företagsformer, affärsidéer, F-skatt, moms och bokföring.',
    ),
  codeSplitGroupings: [['loader', 'component']],
  component: FaqPage,
});
