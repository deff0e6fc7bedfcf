import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button/Button';
import * as s from './Drawer.css';
import { CloseIcon } from './PopoverDrawer';

export interface DrawerProps {
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  closeLabel: string;
  children: ReactNode;
}

/** A side panel from the right: focus trapped, closed by Escape, outside press or its close button. */
export function Drawer({ title, isOpen, onOpenChange, closeLabel, children }: DrawerProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={s.overlay}>
      <Modal className={s.panel}>
        <Dialog className={s.dialog}>
          <div className={s.header}>
            <Heading slot="title" className={s.title}>
              {title}
            </Heading>
            <Button
              variant="ghost"
              size="sm"
              aria-label={closeLabel}
              onPress={() => onOpenChange(false)}
            >
              <CloseIcon />
            </Button>
          </div>
          <div className={s.body}>{children}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
