import { personalFieldProps } from '../../../machines/shared/personalFields';
import { Button } from '../../../ui/Button/Button';
import { TextField } from '../../../ui/TextField/TextField';
import * as s from './account.css';
import { AccountDialog, DialogForm } from './AccountDialog';

export interface AddressDialogProps {
  isOpen: boolean;
  isSaving: boolean;
  /** True when the account has no address yet (the first-visit prompt). */
  isMissing: boolean;
  draft: string;
  error: string | null;
  onChange: (value: string) => void;
  onLater: () => void;
  onSave: () => void;
}

/** Asks for the postal address: 'Senare' closes it for now, 'Spara adress' saves it. */
export function AddressDialog({
  isOpen,
  isSaving,
  isMissing,
  draft,
  error,
  onChange,
  onLater,
  onSave,
}: AddressDialogProps) {
  return (
    <AccountDialog
      title={isMissing ? 'Lägg till din adress' : 'Ändra adress'}
      isOpen={isOpen}
      busy={isSaving}
      onClose={onLater}
    >
      <DialogForm
        onSubmit={onSave}
        cancelLabel="Senare"
        submit={
          <Button type="submit" variant="primary" isPending={isSaving}>
            {isSaving ? 'Sparar...' : 'Spara adress'}
          </Button>
        }
      >
        {isMissing ? (
          <p className={s.muted}>
            Ditt konto saknar adress. Fyll i den nu så slipper du göra det senare.
          </p>
        ) : null}
        <TextField
          {...personalFieldProps('adress')}
          value={draft}
          onChange={onChange}
          errorMessage={error ?? undefined}
          isDisabled={isSaving}
          autoFocus
        />
      </DialogForm>
    </AccountDialog>
  );
}
