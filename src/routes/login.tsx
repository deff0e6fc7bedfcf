import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../ui/Layout/Layout';
import { optionalString } from './-lib/search';

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): { returnUrl?: string } => {
    const returnUrl = optionalString(search.returnUrl);
    return returnUrl === undefined ? {} : { returnUrl };
  },
  component: LoginPage,
});

function LoginPage() {
  return <Page title="Logga in på ditt konto" />;
}
