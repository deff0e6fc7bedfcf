import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '../content/site';
import { ChecklistPage } from './-pages/ChecklistPage';

export const Route = createFileRoute('/foretagslistan')({
  head: () => staticPageHead('/foretagslistan'),
  component: ChecklistPage,
});
