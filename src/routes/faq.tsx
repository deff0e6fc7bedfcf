import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '../content/site';
import { FaqPage } from './-pages/FaqPage';

export const Route = createFileRoute('/faq')({
  head: () => staticPageHead('/faq'),
  component: FaqPage,
});
