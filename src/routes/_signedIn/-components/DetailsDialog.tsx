import type { DetailErrors, DetailField } from '../../../machines/account';
import type { AccountDetails } from '../../../machines/account';
import { Button } from '../../../ui/Button/Button';
import { PersonalTextField } from '../../../components/auth/fields';
import * as s from './account.css';
import { AccountDialog, DialogForm } from './AccountDialog';

export interface DetailsDialogProps {
  isOpen: boolean;
  isSaving: boolean;
  /** Nobody has given the details yet (registered in another browser): ask for them. */
  isMissing: boolean;
  draft: AccountDetails;
  errors: DetailErrors;
  onChange: (field: DetailField, value: string) => void;
  onCancel: () => void;
  onSave: () => void;
}

/**
 * 'Ändra uppgifter': name, phone and address; saving them also confirms them. For an account
 * without them, 'Fyll i dina uppgifter' with 'Senare'.
 */
export function DetailsDialog({
  isOpen,
  isSaving,
  isMissing,
  draft,
  errors,
  onChange,
  onCancel,
  onSave,
}: DetailsDialogProps) {
  // Every field is needed, and none can be changed while the details are saved.
  const field = {
    formState: { values: draft, errors, onChange },
    isRequired: true,
    isDisabled: isSaving,
  };
  return (
    <AccountDialog
      title={isMissing ? 'Fyll i dina uppgifter' : 'Ändra dina uppgifter'}
      isOpen={isOpen}
      busy={isSaving}
      onClose={onCancel}
    >
      <DialogForm
        onSubmit={onSave}
        {...(isMissing ? { cancelLabel: 'Senare' } : {})}
        submit={
          <Button type="submit" variant="primary" isPending={isSaving}>
            {isSaving ? 'Sparar...' : 'Spara uppgifter'}
          </Button>
        }
      >
        {isMissing ? (
          <p className={s.muted}>
            Ditt konto saknar namn, telefonnummer och adress. Fyllde du i dem i en annan webbläsare
            stannade de där: uppgifterna skickas först när e-postadressen är bekräftad med koden.
          </p>
        ) : null}
        <PersonalTextField name="fornamn" {...field} autoFocus />
        <PersonalTextField name="efternamn" {...field} />
        <PersonalTextField name="telefon" {...field} />
        <PersonalTextField name="adress" {...field} />
      </DialogForm>
    </AccountDialog>
  );
}
