import type { PasswordField, PasswordForm } from '../../../machines/passwordChange';
import type { CodeEntryHandle } from '../../../components/auth/useCodeEntry';
import { Button } from '../../../ui/Button/Button';
import { TextField } from '../../../ui/TextField/TextField';
import { MailedCode } from './CodeStep';
import { AccountDialog, DialogForm } from './AccountDialog';
import { NewPasswordFields } from '../../../components/auth/fields';
import type { DemoTools } from '../../../pages/demo';
import * as s from './account.css';

export interface PasswordDialogProps {
  /** The account's e-mail: tells password managers which account the new password belongs to. */
  email: string | null;
  isOpen: boolean;
  isSaving: boolean;
  form: PasswordForm;
  errors: Partial<Record<PasswordField, string>>;
  /** 'code' once a code is asked for (no password to prove it with, or the auth server asked). */
  step: 'password' | 'code';
  /** What proves who asks: the current password, or a code (null: not known yet). */
  proof: 'currentPassword' | 'code' | null;
  /** Not yet known what is asked for: the save button waits. */
  isPreparing: boolean;
  /** The code step (the dialog machine's `CODE_ENTRY` child; idle when none is shown). */
  code: CodeEntryHandle;
  /** The offline demo's inbox (null with a real backend). */
  demo: DemoTools | null;
  onChange: (field: PasswordField, value: string) => void;
  onClose: () => void;
  onSubmit: () => void;
}

/**
 * 'Byt lösenord': the new password twice, and the current one where the account has one (this
 * session signed in with it); without one, a one-time code mailed when saving. Also the code the
 * auth server asks for after a day (the new password is kept meanwhile).
 */
export function PasswordDialog(props: PasswordDialogProps) {
  const { email, isOpen, form, errors, step, code, onChange, onClose } = props;
  // In the code step 'Spara lösenord' checks the code; the password is saved once it is right.
  const submit = step === 'code' ? code.onSubmit : props.onSubmit;
  const isSaving = props.isSaving || code.isChecking;
  const busy = isSaving || code.isSending;
  return (
    <AccountDialog title="Byt lösenord" isOpen={isOpen} busy={busy} onClose={onClose}>
      <DialogForm
        onSubmit={submit}
        submit={
          <Button
            type="submit"
            variant="primary"
            isPending={isSaving}
            isDisabled={code.isSending || props.isPreparing}
          >
            {isSaving ? 'Sparar...' : 'Spara lösenord'}
          </Button>
        }
      >
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
            {props.proof === 'currentPassword' ? (
              <TextField
                label="Nuvarande lösenord"
                type="password"
                name="currentPassword"
                autoComplete="current-password"
                value={form.currentPassword}
                onChange={(value) => onChange('currentPassword', value)}
                errorMessage={errors.currentPassword}
                isDisabled={isSaving}
                autoFocus
              />
            ) : props.proof === 'code' ? (
              <p className={s.muted}>
                När du sparar skickar vi en engångskod till din e-post. Ange den, så vet vi att det
                är du.
              </p>
            ) : null}
            <NewPasswordFields
              values={form}
              errors={errors}
              onChange={onChange}
              isReadOnly={isSaving}
              autoFocus={props.proof !== 'currentPassword'}
            />
          </>
        ) : (
          <>
            <p className={s.muted}>
              {props.proof === 'code'
                ? 'Vi vill vara säkra på att det är du.'
                : 'Det är ett tag sedan du loggade in, så vi vill vara säkra på att det är du.'}{' '}
              {code.isSending
                ? 'Vi skickar en kod till din e-post...'
                : 'Vi har skickat en sexsiffrig kod till din e-post.'}{' '}
              Ditt nya lösenord sparas när du har angett koden.
            </p>
            <MailedCode code={code} isBusy={isSaving} email={email} demo={props.demo} />
          </>
        )}
      </DialogForm>
    </AccountDialog>
  );
}
