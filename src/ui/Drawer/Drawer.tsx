import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button/Button';
import * as s from './Drawer.css';

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
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" />
              </svg>
            </Button>
          </div>
          <div className={s.body}>{children}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
