/**
 * The question LeaveGuard asks (react-aria's modal, focus scope and overlays): loaded when a
 * visitor with unsaved changes first tries to leave, never by a reader's page.
 */
import { Button } from '../../ui/Button/Button';
import { Dialog, DialogActions } from '../../ui/Dialog/Dialog';
import { LEAVE_TEXTS } from './LeaveGuard';

export function LeaveDialog({
  isOpen,
  onStay,
  onLeave,
}: {
  isOpen: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <Dialog
      title={LEAVE_TEXTS.title}
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onStay();
      }}
    >
      <p>{LEAVE_TEXTS.body}</p>
      <DialogActions>
        <Button variant="secondary" onPress={onStay}>
          {LEAVE_TEXTS.stay}
        </Button>
        <Button onPress={onLeave}>{LEAVE_TEXTS.leave}</Button>
      </DialogActions>
    </Dialog>
  );
}
