import { Button } from '../../../ui/Button/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog/Dialog';
import { Form } from '../../../ui/Form/Form';
import { CodeButton } from '../../../components/auth/CooldownNotice';
import { ResendCode } from './CodeStep';
import { CodeField } from '../../../components/auth/fields';
import type { DemoTools } from '../../-lib/demo';
import { DemoInbox } from '../../-auth/DemoInbox';
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
    <Dialog
      title="Radera mitt konto"
      role="alertdialog"
      isOpen={props.isOpen && !props.isDeleted}
      isDismissable={!busy}
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
    >
      {step === 'confirm' ? (
        <Form onSubmit={props.onRequestCode} className={s.form}>
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
          <DialogActions>
            <Button variant="secondary" onPress={props.onClose} isDisabled={busy}>
              Avbryt
            </Button>
            <CodeButton
              type="submit"
              variant="danger"
              isSending={isSendingCode}
              cooldownSeconds={code.cooldownSeconds}
              idle="Skicka kod"
            />
          </DialogActions>
        </Form>
      ) : (
        <Form onSubmit={code.onSubmit} className={s.form}>
          <p className={s.muted}>
            {isSendingCode
              ? 'Vi skickar en kod till din e-post...'
              : 'Vi har skickat en sexsiffrig kod till din e-post.'}{' '}
            När du anger den raderas kontot direkt.
          </p>
          <CodeField
            code={code.code}
            codeError={code.codeError}
            onChange={code.onCodeChange}
            isReadOnly={isDeleting}
            focusOnMount
          />
          <ResendCode
            isSending={isSendingCode}
            isBusy={isDeleting}
            cooldownSeconds={code.cooldownSeconds}
            onResend={code.onResend}
          />
          {props.demo && props.email ? (
            <DemoInbox
              inbox={props.demo.inbox}
              email={props.email}
              onUseCode={code.onCodeChange}
              latestOnly
            />
          ) : null}
          <DialogActions>
            <Button variant="secondary" onPress={props.onClose} isDisabled={busy}>
              Avbryt
            </Button>
            <Button
              type="submit"
              variant="danger"
              isPending={isDeleting}
              isDisabled={isSendingCode}
            >
              {isDeleting ? 'Raderar...' : 'Radera kontot'}
            </Button>
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
