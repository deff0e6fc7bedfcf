import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../ui/Layout/Layout';

export const Route = createFileRoute('/quiz')({ component: RoutePage });

function RoutePage() {
  return <Page title="Företagstestet" />;
}
