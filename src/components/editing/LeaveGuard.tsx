/**
 * Leaving a page with unsaved changes asks first: a link, Back or another route (TanStack
 * Router's blocker, answered in this dialog), and closing or reloading the tab (the browser's own
 * question, `beforeunload`). The draft is kept in this browser either way.
 */
import { useBlocker } from '@tanstack/react-router';
import { Button } from '../../ui/Button/Button';
import { Dialog, DialogActions } from '../../ui/Dialog/Dialog';

export const LEAVE_TEXTS = {
  title: 'Lämna sidan?',
  body: 'Du har ändringar som inte är sparade. Utkastet finns kvar i den här webbläsaren, men det är inte publicerat.',
  stay: 'Stanna kvar',
  leave: 'Lämna sidan',
} as const;

export function LeaveGuard({ when }: { when: boolean }) {
  const blocker = useBlocker({
    shouldBlockFn: () => when,
    enableBeforeUnload: () => when,
    withResolver: true,
  });
  return (
    <Dialog
      title={LEAVE_TEXTS.title}
      role="alertdialog"
      isOpen={blocker.status === 'blocked'}
      onOpenChange={(open) => {
        if (!open) blocker.reset?.();
      }}
    >
      <p>{LEAVE_TEXTS.body}</p>
      <DialogActions>
        <Button variant="secondary" onPress={() => blocker.reset?.()}>
          {LEAVE_TEXTS.stay}
        </Button>
        <Button onPress={() => blocker.proceed?.()}>{LEAVE_TEXTS.leave}</Button>
      </DialogActions>
    </Dialog>
  );
}
