import type { ReactNode } from 'react';
import { Dialog as RACDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import * as s from './Dialog.css';

export interface DialogProps {
  title: ReactNode;
  isOpen: boolean;
  /** Called when the visitor dismisses the dialog (Escape, outside click when dismissable). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Whether Escape or a click outside closes it; consent dialogs set this to false. */
  isDismissable?: boolean;
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

/** A controlled modal dialog: focus trapped, restored on close, labelled by its heading. */
export function Dialog({
  title,
  isOpen,
  onOpenChange,
  isDismissable = true,
  role = 'dialog',
  children,
}: DialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className={s.overlay}
    >
      <Modal className={s.modal}>
        <RACDialog role={role} className={s.dialog}>
          <Heading slot="title" className={s.heading}>
            {title}
          </Heading>
          {children}
        </RACDialog>
      </Modal>
    </ModalOverlay>
  );
}

export function DialogActions({ children }: { children: ReactNode }) {
  return <div className={s.actions}>{children}</div>;
}
