import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '../content/site';
import { HomePage, loadHomeSections } from './-home/HomePage';

export const Route = createFileRoute('/')({
  head: () => staticPageHead('/'),
  loader: () => loadHomeSections(),
  // The loader comes with the page's code, not with every page's start-up.
  codeSplitGroupings: [['loader', 'component']],
  component: HomePage,
});
