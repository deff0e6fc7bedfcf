import { createFileRoute } from '@tanstack/react-router';
import { described, describedHead } from '../content/site';
import { ChecklistPage } from './-info/ChecklistPage';

export const Route = createFileRoute('/foretagslistan')({
  head: describedHead('/foretagslistan'),
  // The description comes with the page's code (the loader), not with every page's start-up.
  loader: () =>
    described(
      'Företagslistan: tio steg från idé till registrerat företag, med en bock för varje steg du är klar med.',
    ),
  codeSplitGroupings: [['loader', 'component']],
  component: ChecklistPage,
});
