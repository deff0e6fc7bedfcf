import type { DetailErrors, DetailField } from '../../../machines/account';
import type { AccountDetails } from '../../../machines/account';
import { personalFieldProps } from '../../../machines/shared/personalFields';
import { Button } from '../../../ui/Button/Button';
import { TextField } from '../../../ui/TextField/TextField';
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
        <TextField
          {...personalFieldProps('fornamn')}
          isRequired
          value={draft.fornamn}
          onChange={(value) => onChange('fornamn', value)}
          errorMessage={errors.fornamn}
          isDisabled={isSaving}
          autoFocus
        />
        <TextField
          {...personalFieldProps('efternamn')}
          isRequired
          value={draft.efternamn}
          onChange={(value) => onChange('efternamn', value)}
          errorMessage={errors.efternamn}
          isDisabled={isSaving}
        />
        <TextField
          {...personalFieldProps('telefon')}
          isRequired
          value={draft.telefon}
          onChange={(value) => onChange('telefon', value)}
          errorMessage={errors.telefon}
          isDisabled={isSaving}
        />
        <TextField
          {...personalFieldProps('adress')}
          isRequired
          value={draft.adress}
          onChange={(value) => onChange('adress', value)}
          errorMessage={errors.adress}
          isDisabled={isSaving}
        />
      </DialogForm>
    </AccountDialog>
  );
}
