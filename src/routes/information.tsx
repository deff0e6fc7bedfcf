import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '../content/site';
import { InformationPage } from './-pages/InformationPage';

export const Route = createFileRoute('/information')({
  head: () => staticPageHead('/information'),
  component: InformationPage,
});
