import type { AccountView } from '../../machines/auth';
import { Avatar } from '../../ui/Avatar/Avatar';
import { Button } from '../../ui/Button/Button';
import { Menu } from '../../ui/Menu/Menu';
import * as s from './shell.css';

export interface SignedInAccountProps {
  account: Extract<AccountView, { status: 'signedIn' }>;
  onSignOut: () => void;
  onNavigate?: () => void;
}

/** 'Inloggad' + avatar + a 200 px menu (Min Profil, Mitt Konto, Logga ut). */
export function SignedInAccount({ account, onSignOut, onNavigate }: SignedInAccountProps) {
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
