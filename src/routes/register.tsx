import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../ui/Layout/Layout';

export const Route = createFileRoute('/register')({ component: RoutePage });

function RoutePage() {
  return <Page title="Skapa ett nytt konto" />;
}
