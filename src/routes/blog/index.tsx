import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../ui/Layout/Layout';

export const Route = createFileRoute('/blog/')({ component: RoutePage });

function RoutePage() {
  return <Page title="Företagsbloggen" />;
}
