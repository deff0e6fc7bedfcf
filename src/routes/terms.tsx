import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '../content/site';
import { TermsPage } from './-pages/TermsPage';

export const Route = createFileRoute('/terms')({
  head: () => staticPageHead('/terms'),
  component: TermsPage,
});
