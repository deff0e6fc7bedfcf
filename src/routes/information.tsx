import { createFileRoute } from '@tanstack/react-router';
import { described, describedHead } from '../content/site';
import { InformationPage } from './-info/InformationPage';

export const Route = createFileRoute('/information')({
  head: describedHead('/information'),
  // The description comes with the page's code (the loader), not with every page's start-up.
  loader: () =>
    described(
      'Information om företagsformer, viktiga steg, dokument och försäkringar när du startar företag i Sverige.',
    ),
  codeSplitGroupings: [['loader', 'component']],
  component: InformationPage,
});
