import { createFileRoute } from '@tanstack/react-router';
import { described, describedHead } from '../content/site';
import { HomePage, loadHomeSections } from './-home/HomePage';

export const Route = createFileRoute('/')({
  head: describedHead('/'),
  loader: async () => {
    await loadHomeSections();
    return described(
      'Startklar är din guide till att starta och driva företag i Sverige: artiklar om företagsformer, skatter, bokföring och anställning, ett företagstest och en checklista.',
    );
  },
  // The loader (and with it the description) comes with the page's code, not with every page's
  // start-up.
  codeSplitGroupings: [['loader', 'component']],
  component: HomePage,
});
