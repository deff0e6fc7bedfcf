import type { DetailErrors, DetailField } from '../../../machines/account';
import type { AccountDetails } from '../../../machines/account';
import { Button } from '../../../ui/Button/Button';
import { PersonalTextField } from '../../../components/auth/fields';
import { AccountDialog, DialogForm } from './AccountDialog';

export interface DetailsDialogProps {
  isOpen: boolean;
  isSaving: boolean;
  draft: AccountDetails;
  errors: DetailErrors;
  onChange: (field: DetailField, value: string) => void;
  onCancel: () => void;
  onSave: () => void;
}

/** 'Ändra uppgifter': name, phone and address; saving them also confirms them. */
export function DetailsDialog({
  isOpen,
  isSaving,
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
    <AccountDialog title="Ändra dina uppgifter" isOpen={isOpen} busy={isSaving} onClose={onCancel}>
      <DialogForm
        onSubmit={onSave}
        submit={
          <Button type="submit" variant="primary" isPending={isSaving}>
            {isSaving ? 'Sparar...' : 'Spara uppgifter'}
          </Button>
        }
      >
        <PersonalTextField name="fornamn" {...field} autoFocus />
        <PersonalTextField name="efternamn" {...field} />
        <PersonalTextField name="telefon" {...field} />
        <PersonalTextField name="adress" {...field} />
      </DialogForm>
    </AccountDialog>
  );
}
