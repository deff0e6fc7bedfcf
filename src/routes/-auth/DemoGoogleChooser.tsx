import { Button as RACButton } from 'react-aria-components';
import type { DemoGoogleAccount } from '../../machines/demoGoogle';
import * as s from '../../components/auth/auth.css';

export interface DemoGoogleChooserProps {
  accounts: readonly DemoGoogleAccount[];
  /** The account being signed in, if any. */
  chosen: DemoGoogleAccount | null;
  busy: boolean;
  failed: boolean;
  onChoose: (account: DemoGoogleAccount) => void;
}

const initial = (name: string) => name.trim().charAt(0).toUpperCase() || 'G';

/** Looks like an account chooser: the demo stand-in for Google's. */
export function DemoGoogleChooser({
  accounts,
  chosen,
  busy,
  failed,
  onChoose,
}: DemoGoogleChooserProps) {
  return (
    <div className={s.chooser}>
      <span className={s.chooserMark} aria-hidden="true">
        G
      </span>
      <h1 className={s.chooserTitle}>Välj ett Google-konto</h1>
      <p className={s.lead}>för att fortsätta till Startklar</p>
      <ul className={s.accountList} aria-label="Google-konton">
        {accounts.map((account) => {
          const isChosen = chosen?.email === account.email;
          return (
            <li key={account.email} className={s.accountItem}>
              <RACButton
                className={s.accountButton}
                onPress={() => onChoose(account)}
                isDisabled={busy && !isChosen}
                isPending={busy && isChosen}
              >
                <span className={s.accountAvatar} aria-hidden="true">
                  {initial(account.fullName)}
                </span>
                <span className={s.accountText}>
                  <span className={s.accountName}>{account.fullName}</span>
                  <span className={s.accountEmail}>{account.email}</span>
                </span>
                {isChosen && busy ? <span className={s.accountState}>Loggar in...</span> : null}
              </RACButton>
            </li>
          );
        })}
      </ul>
      <div role="status">
        {failed ? (
          <p className={s.status}>
            Inloggningen misslyckades. Välj ett konto för att försöka igen.
          </p>
        ) : null}
      </div>
      <p className={s.demoNotice}>
        Det här är inte Google. I demon står sidan i för Googles kontoväljare: kontona är påhittade
        och inga uppgifter lämnar din webbläsare. Efter valet kommer du till Mitt Konto, precis som
        efter en riktig Google-inloggning.
      </p>
    </div>
  );
}
