import { useRouteContext } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { ToastInput } from '../../machines/toasts';

/** A page machine's `showToast`: one event to the root system's toasts actor. */
export function useShowToast(): (_: unknown, toast: ToastInput) => void {
  const toasts = useRouteContext({ from: '__root__', select: (context) => context.actors.toasts });
  return useCallback(
    (_: unknown, toast: ToastInput) => toasts.send({ type: 'toast.show', toast }),
    [toasts],
  );
}
