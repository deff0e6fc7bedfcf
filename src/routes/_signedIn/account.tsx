import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from './-components/AccountPage';

/** 'Mitt Konto'; Google sign-in returns here. */
export const Route = createFileRoute('/_signedIn/account')({ component: AccountPage });
