import type { DetailErrors, DetailField } from '../../../machines/account';
import type { AccountDetails } from '../../../machines/account';
import { personalFieldProps } from '../../../machines/shared/personalFields';
import { Button } from '../../../ui/Button/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog/Dialog';
import { TextField } from '../../../ui/TextField/TextField';
import * as s from './account.css';
import { Form } from '../../../ui/Form/Form';

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
  const submit = () => {
    onSave();
  };
  return (
    <Dialog
      title="Ändra dina uppgifter"
      isOpen={isOpen}
      isDismissable={!isSaving}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <Form onSubmit={submit} className={s.form}>
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
        <DialogActions>
          <Button variant="secondary" onPress={onCancel} isDisabled={isSaving}>
            Avbryt
          </Button>
          <Button type="submit" variant="primary" isPending={isSaving}>
            {isSaving ? 'Sparar...' : 'Spara uppgifter'}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
