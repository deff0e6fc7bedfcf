import { createFileRoute } from '@tanstack/react-router';
import { described, describedHead } from '../content/site';
import { TermsPage } from './-info/TermsPage';

export const Route = createFileRoute('/terms')({
  head: describedHead('/terms'),
  // The description comes with the page's code (the loader), not with every page's start-up.
  loader: () =>
    described(
      'Användarvillkor för Startklar: användning av tjänsten, personuppgifter, ansvarsbegränsning och cookies.',
    ),
  codeSplitGroupings: [['loader', 'component']],
  component: TermsPage,
});
