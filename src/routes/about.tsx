import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '../content/site';
import { AboutPage } from './-pages/AboutPage';

export const Route = createFileRoute('/about')({
  head: () => staticPageHead('/about'),
  component: AboutPage,
});
