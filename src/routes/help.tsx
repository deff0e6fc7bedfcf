import { createFileRoute } from '@tanstack/react-router';
import { described, describedHead } from '../content/site';
import { HelpPage } from './-info/HelpPage';

export const Route = createFileRoute('/help')({
  head: describedHead('/help'),
  // The description comes with the page's code (the loader), not with every page's start-up.
  loader: () =>
    described(
      'Hjälp och kontakt: kom igång med Startklar, gör företagstestet eller kontakta oss vardagar 09:00-17:00.',
    ),
  codeSplitGroupings: [['loader', 'component']],
  component: HelpPage,
});
