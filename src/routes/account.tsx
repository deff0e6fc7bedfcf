import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from './-components/account/AccountPage';
import { requireSignedIn } from './-components/account/guard';

/** 'Mitt Konto'; Google sign-in returns here. Without a user: /login. */
export const Route = createFileRoute('/account')({
  beforeLoad: ({ context }) => requireSignedIn(context.actors, '/account'),
  component: AccountPage,
});
