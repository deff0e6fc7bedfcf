/**
 * Leaving a page with unsaved changes asks first: a link, Back or another route (TanStack
 * Router's blocker, answered in this dialog), and closing or reloading the tab (the browser's own
 * question, `beforeunload`). The draft is kept in this browser either way.
 */
import { lazy, Suspense, useState } from 'react';
import { useBlocker } from '@tanstack/react-router';

export const LEAVE_TEXTS = {
  title: 'Lämna sidan?',
  body: 'Du har ändringar som inte är sparade. Utkastet finns kvar i den här webbläsaren, men det är inte publicerat.',
  stay: 'Stanna kvar',
  leave: 'Lämna sidan',
} as const;

/** The dialog loads when it is first needed: a reader never leaves with unsaved changes. */
const LeaveDialog = lazy(() =>
  import('./LeaveDialog').then(({ LeaveDialog }) => ({ default: LeaveDialog })),
);

export function LeaveGuard({ when }: { when: boolean }) {
  const blocker = useBlocker({
    shouldBlockFn: () => when,
    enableBeforeUnload: () => when,
    withResolver: true,
  });
  const blocked = blocker.status === 'blocked';
  // Once asked, the dialog stays mounted, so that it can animate out and in again.
  const [wanted, setWanted] = useState(false);
  if (blocked && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense>
      <LeaveDialog
        isOpen={blocked}
        onStay={() => blocker.reset?.()}
        onLeave={() => blocker.proceed?.()}
      />
    </Suspense>
  );
}
