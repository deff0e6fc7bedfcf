import { createFileRoute } from '@tanstack/react-router';
import { browserPageHead } from '../../content/site';
import { AccountPage } from './-components/AccountPage';

/** 'Mitt Konto'; Google sign-in returns here. */
export const Route = createFileRoute('/_signedIn/account')({
  head: () => browserPageHead('/account'),
  component: AccountPage,
});
