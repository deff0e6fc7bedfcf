import { createContext, useContext, type ReactNode } from 'react';
import { Button } from '../../../ui/Button/Button';
import { Dialog, DialogActions, type DialogProps } from '../../../ui/Dialog/Dialog';
import { Form } from '../../../ui/Form/Form';
import * as s from './account.css';

interface Closing {
  /** Something is on its way: the dialog stays open until it is done. */
  busy: boolean;
  onClose: () => void;
}

const DialogClosing = createContext<Closing>({ busy: false, onClose: () => {} });

export interface AccountDialogProps extends Omit<DialogProps, 'onOpenChange' | 'isDismissable'> {
  /** Something is on its way: neither Escape, a click outside nor its cancel button closes it. */
  busy: boolean;
  onClose: () => void;
}

/**
 * A dialog of /account and /profile: Escape, a click outside and the cancel button of its form
 * (DialogForm) close it, except while it is busy.
 */
export function AccountDialog({ busy, onClose, ...props }: AccountDialogProps) {
  return (
    <DialogClosing.Provider value={{ busy, onClose }}>
      <Dialog
        {...props}
        isDismissable={!busy}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
      />
    </DialogClosing.Provider>
  );
}

export interface DialogFormProps {
  onSubmit: () => void;
  /** 'Avbryt' unless named. */
  cancelLabel?: string;
  /** The submit button, after the cancel button. */
  submit: ReactNode;
  children: ReactNode;
}

/** The form of an AccountDialog: its fields, then the button that closes the dialog, and its submit. */
export function DialogForm({
  onSubmit,
  cancelLabel = 'Avbryt',
  submit,
  children,
}: DialogFormProps) {
  const { busy, onClose } = useContext(DialogClosing);
  return (
    <Form onSubmit={() => onSubmit()} className={s.form}>
      {children}
      <DialogActions>
        <Button variant="secondary" onPress={onClose} isDisabled={busy}>
          {cancelLabel}
        </Button>
        {submit}
      </DialogActions>
    </Form>
  );
}
