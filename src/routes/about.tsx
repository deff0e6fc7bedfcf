import { createFileRoute } from '@tanstack/react-router';
import { described, describedHead } from '../content/site';
import { AboutPage } from './-info/AboutPage';

export const Route = createFileRoute('/about')({
  head: describedHead('/about'),
  // The description comes with the page's code (the loader), not with every page's start-up.
  loader: () =>
    described(
      'Om Startklar: varför vi startade en svensk guide för nya företagare och vad vi vill hjälpa dig med.',
    ),
  codeSplitGroupings: [['loader', 'component']],
  component: AboutPage,
});
