import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '../content/site';
import { HomePage } from './-home/HomePage';

export const Route = createFileRoute('/')({
  head: () => staticPageHead('/'),
  component: HomePage,
});
