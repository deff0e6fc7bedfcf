import type { FormEvent } from 'react';
import type { PasswordField, PasswordForm } from '../../../machines/profile';
import { Button } from '../../../ui/Button/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog/Dialog';
import { TextField } from '../../../ui/TextField/TextField';
import * as s from './account.css';

export interface PasswordDialogProps {
  /** The account's e-mail: tells password managers which account the new password belongs to. */
  email: string | null;
  isOpen: boolean;
  isSaving: boolean;
  form: PasswordForm;
  errors: Partial<Record<PasswordField, string>>;
  onChange: (field: PasswordField, value: string) => void;
  onClose: () => void;
  onSubmit: () => void;
}

/** 'Byt lösenord': current, new and confirmed password. */
export function PasswordDialog({
  email,
  isOpen,
  isSaving,
  form,
  errors,
  onChange,
  onClose,
  onSubmit,
}: PasswordDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      title="Byt lösenord"
      isOpen={isOpen}
      isDismissable={!isSaving}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <form onSubmit={submit} className={s.form} noValidate>
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={email ?? ''}
          readOnly
          hidden
        />
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
        <DialogActions>
          <Button variant="secondary" onPress={onClose} isDisabled={isSaving}>
            Avbryt
          </Button>
          <Button type="submit" variant="primary" isPending={isSaving}>
            {isSaving ? 'Sparar...' : 'Spara lösenord'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
