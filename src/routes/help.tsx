import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '../content/site';
import { HelpPage } from './-pages/HelpPage';

export const Route = createFileRoute('/help')({
  head: () => staticPageHead('/help'),
  component: HelpPage,
});
