import { lazy, Suspense } from 'react';
import type { AccountView } from '../../machines/auth';
import { Link } from '../../ui/Link/Link';
import { button } from '../../ui/Button/Button.css';

/**
 * The signed-in controls (avatar and the account menu: react-aria's menu, popover and selection)
 * load once a visitor is signed in, which is never the case in a page's first render.
 */
const SignedInAccount = lazy(() =>
  import('./SignedInAccount').then(({ SignedInAccount }) => ({ default: SignedInAccount })),
);

export interface AccountAreaProps {
  account: AccountView;
  onSignOut: () => void;
  onNavigate?: () => void;
}

/** 'Mitt Konto' to /login when signed out; 'Inloggad' + avatar + a 200 px menu when signed in. */
export function AccountArea({ account, onSignOut, onNavigate }: AccountAreaProps) {
  const signedOut = (
    <Link
      to="/login"
      unstyled
      className={button({ variant: 'primary', size: 'sm' })}
      onClick={onNavigate}
    >
      Mitt Konto
    </Link>
  );
  if (account.status !== 'signedIn') return signedOut;
  return (
    <Suspense fallback={signedOut}>
      <SignedInAccount account={account} onSignOut={onSignOut} onNavigate={onNavigate} />
    </Suspense>
  );
}
