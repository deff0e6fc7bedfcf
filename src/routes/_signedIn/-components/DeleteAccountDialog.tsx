import { Button } from '../../../ui/Button/Button';
import { CodeButton } from '../../../components/auth/CooldownNotice';
import { MailedCode } from './CodeStep';
import { AccountDialog, DialogForm } from './AccountDialog';
import type { DemoTools } from '../../../pages/demo';
import * as s from './account.css';
import type { CodeEntryHandle } from '../../../components/auth/useCodeEntry';

export interface DeleteAccountDialogProps {
  isOpen: boolean;
  /** 'confirm': what will be deleted; 'code': the code mailed to the account's address. */
  step: 'confirm' | 'code';
  email: string | null;
  /** The code step (the account-data machine's `CODE_ENTRY` child, useCodeEntry). */
  code: CodeEntryHandle;
  isDeleting: boolean;
  isDeleted: boolean;
  demo: DemoTools | null;
  onRequestCode: () => void;
  onClose: () => void;
}

/** What deleting the account removes, as the dialog and /terms say it. */
export const DELETED_DATA = [
  'ditt konto och din inloggning (e-postadress, lösenord och Google-koppling)',
  'dina kontouppgifter: namn, telefonnummer, adress och användarnamn',
  'alla dina sparade resultat från företagstestet',
  'din profilbild',
  'utkast och andra uppgifter som sajten har sparat i den här webbläsaren',
] as const;

/**
 * 'Radera mitt konto': says what will be deleted, mails a code to the account's address and asks
 * for it; with the right code the account is deleted at once, for good.
 */
export function DeleteAccountDialog(props: DeleteAccountDialogProps) {
  const { step, code, isDeleting } = props;
  const isSendingCode = code.isSending;
  const busy = isSendingCode || isDeleting;
  return (
    <AccountDialog
      title="Radera mitt konto"
      role="alertdialog"
      isOpen={props.isOpen && !props.isDeleted}
      busy={busy}
      onClose={props.onClose}
    >
      {step === 'confirm' ? (
        <DialogForm
          onSubmit={props.onRequestCode}
          submit={
            <CodeButton
              type="submit"
              variant="danger"
              isSending={isSendingCode}
              cooldownSeconds={code.cooldownSeconds}
              idle="Skicka kod"
            />
          }
        >
          <p className={s.muted}>Det här raderas, och det går inte att ångra:</p>
          <ul className={s.plainList}>
            {DELETED_DATA.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <p className={s.warning}>
            Vill du ha kvar en kopia? Ladda ner dina uppgifter först. För att vara säkra på att det
            är du skickar vi en kod till <span className={s.strong}>{props.email}</span>.
          </p>
        </DialogForm>
      ) : (
        <DialogForm
          onSubmit={code.onSubmit}
          submit={
            <Button
              type="submit"
              variant="danger"
              isPending={isDeleting}
              isDisabled={isSendingCode}
            >
              {isDeleting ? 'Raderar...' : 'Radera kontot'}
            </Button>
          }
        >
          <p className={s.muted}>
            {isSendingCode
              ? 'Vi skickar en kod till din e-post...'
              : 'Vi har skickat en sexsiffrig kod till din e-post.'}{' '}
            När du anger den raderas kontot direkt.
          </p>
          <MailedCode code={code} isBusy={isDeleting} email={props.email} demo={props.demo} />
        </DialogForm>
      )}
    </AccountDialog>
  );
}
