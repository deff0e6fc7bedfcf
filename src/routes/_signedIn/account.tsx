import { createFileRoute } from '@tanstack/react-router';
import { staticPageHead } from '../../content/site';
import { AccountPage } from './-components/AccountPage';

/** 'Mitt Konto'; Google sign-in returns here. */
export const Route = createFileRoute('/_signedIn/account')({
  head: () => staticPageHead('/account'),
  component: AccountPage,
});
