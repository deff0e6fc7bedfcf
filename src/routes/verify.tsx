import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../ui/Layout/Layout';
import { optionalString } from './-lib/search';

export const Route = createFileRoute('/verify')({
  validateSearch: (search: Record<string, unknown>): { email?: string } => {
    const email = optionalString(search.email);
    return email === undefined ? {} : { email };
  },
  component: VerifyPage,
});

function VerifyPage() {
  return <Page title="Verifiera din e-post" />;
}
