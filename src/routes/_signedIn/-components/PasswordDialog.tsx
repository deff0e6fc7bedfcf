import type { PasswordField, PasswordForm } from '../../../machines/passwordChange';
import { Button } from '../../../ui/Button/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog/Dialog';
import { TextField } from '../../../ui/TextField/TextField';
import { CodeField, ResendCode } from './CodeStep';
import type { DemoTools } from '../../-lib/demo';
import { DemoInbox } from '../../-auth/DemoInbox';
import * as s from './account.css';
import { Form } from '../../../ui/Form/Form';

export interface PasswordDialogProps {
  /** The account's e-mail: tells password managers which account the new password belongs to. */
  email: string | null;
  isOpen: boolean;
  isSaving: boolean;
  form: PasswordForm;
  errors: Partial<Record<PasswordField, string>>;
  /** 'code' once the auth server asked for a reauthentication code. */
  step: 'password' | 'code';
  code: string;
  codeError: string | null;
  isSendingCode: boolean;
  cooldownSeconds: number;
  /** The offline demo's inbox (null with a real backend). */
  demo: DemoTools | null;
  onChange: (field: PasswordField, value: string) => void;
  onCodeChange: (value: string) => void;
  onResend: () => void;
  onClose: () => void;
  onSubmit: () => void;
}

/**
 * 'Byt lösenord': current, new and confirmed password; then, when the auth server wants it, the
 * one-time code it mailed (the new password is kept meanwhile).
 */
export function PasswordDialog(props: PasswordDialogProps) {
  const { email, isOpen, isSaving, form, errors, step, onChange, onClose } = props;
  const submit = () => {
    props.onSubmit();
  };
  const busy = isSaving || props.isSendingCode;
  return (
    <Dialog
      title="Byt lösenord"
      isOpen={isOpen}
      isDismissable={!busy}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Form onSubmit={submit} className={s.form}>
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={email ?? ''}
          readOnly
          hidden
        />
        {step === 'password' ? (
          <>
            <TextField
              label="Nuvarande lösenord"
              hint="Lämna tomt om du hittills har loggat in med engångskod."
              type="password"
              name="currentPassword"
              autoComplete="current-password"
              value={form.currentPassword}
              onChange={(value) => onChange('currentPassword', value)}
              errorMessage={errors.currentPassword}
              isDisabled={isSaving}
              autoFocus
            />
            <TextField
              label="Nytt lösenord"
              hint="Minst 6 tecken."
              type="password"
              name="newPassword"
              autoComplete="new-password"
              value={form.newPassword}
              onChange={(value) => onChange('newPassword', value)}
              errorMessage={errors.newPassword}
              isDisabled={isSaving}
            />
            <TextField
              label="Bekräfta nytt lösenord"
              type="password"
              name="confirmPassword"
              autoComplete="new-password"
              value={form.confirmPassword}
              onChange={(value) => onChange('confirmPassword', value)}
              errorMessage={errors.confirmPassword}
              isDisabled={isSaving}
            />
          </>
        ) : (
          <>
            <p className={s.muted}>
              Det är ett tag sedan du loggade in, så vi vill vara säkra på att det är du.{' '}
              {props.isSendingCode
                ? 'Vi skickar en kod till din e-post...'
                : 'Vi har skickat en sexsiffrig kod till din e-post.'}{' '}
              Ditt nya lösenord sparas när du har angett koden.
            </p>
            <CodeField
              code={props.code}
              codeError={props.codeError}
              onChange={props.onCodeChange}
              isReadOnly={isSaving}
            />
            <ResendCode
              isSending={props.isSendingCode}
              isBusy={isSaving}
              cooldownSeconds={props.cooldownSeconds}
              onResend={props.onResend}
            />
            {props.demo && email ? (
              <DemoInbox
                inbox={props.demo.inbox}
                email={email}
                onUseCode={props.onCodeChange}
                latestOnly
              />
            ) : null}
          </>
        )}
        <DialogActions>
          <Button variant="secondary" onPress={onClose} isDisabled={busy}>
            Avbryt
          </Button>
          <Button
            type="submit"
            variant="primary"
            isPending={isSaving}
            isDisabled={props.isSendingCode}
          >
            {isSaving ? 'Sparar...' : 'Spara lösenord'}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
