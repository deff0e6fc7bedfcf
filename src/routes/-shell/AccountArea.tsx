import type { AccountView } from '../../machines/auth';
import { Avatar } from '../../ui/Avatar/Avatar';
import { Button } from '../../ui/Button/Button';
import { Link } from '../../ui/Link/Link';
import { Menu } from '../../ui/Menu/Menu';
import { button } from '../../ui/Button/Button.css';
import * as s from './shell.css';

export interface AccountAreaProps {
  account: AccountView;
  onSignOut: () => void;
  onNavigate?: () => void;
}

/** 'Mitt Konto' to /login when signed out; 'Inloggad' + avatar + a 200 px menu when signed in. */
export function AccountArea({ account, onSignOut, onNavigate }: AccountAreaProps) {
  if (account.status !== 'signedIn') {
    return (
      <Link
        to="/login"
        unstyled
        className={button({ variant: 'primary', size: 'sm' })}
        onClick={onNavigate}
      >
        Mitt Konto
      </Link>
    );
  }
  return (
    <div className={s.account}>
      <Avatar src={account.avatarUrl} username={account.username} email={account.email} size={32} />
      <Menu
        label="Kontomeny"
        trigger={
          <Button variant="secondary" size="sm">
            Inloggad
          </Button>
        }
        items={[
          { id: 'profile', label: 'Min Profil', href: '/profile' },
          { id: 'account', label: 'Mitt Konto', href: '/login' },
          { id: 'logout', label: 'Logga ut' },
        ]}
        onAction={(id) => {
          if (id === 'logout') onSignOut();
          else onNavigate?.();
        }}
      />
    </div>
  );
}
