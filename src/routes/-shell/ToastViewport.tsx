import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectCurrentToast, type toastsMachine } from '../../machines/toasts';
import { PlainButton } from '../../ui/Button/PlainButton';
import * as s from './overlays.css';

type ToastsActor = ActorRefFrom<typeof toastsMachine>;

/**
 * The toast area present on every page. The live regions stay in the DOM so screen readers
 * announce each new toast: polite for information, assertive for destructive ones.
 */
export function ToastViewport({ actor }: { actor: ToastsActor }) {
  const toast = useSelector(actor, selectCurrentToast);
  const destructive = toast?.variant === 'destructive';
  const content = toast ? (
    <div
      key={toast.id}
      className={s.toast}
      data-variant={toast.variant}
      data-testid="toast"
      onMouseEnter={() => actor.send({ type: 'toasts.pause' })}
      onMouseLeave={() => actor.send({ type: 'toasts.resume' })}
      onFocus={() => actor.send({ type: 'toasts.pause' })}
      onBlur={() => actor.send({ type: 'toasts.resume' })}
    >
      <svg className={s.toastIcon} viewBox="0 0 24 24" aria-hidden="true">
        {destructive ? (
          <path d="M12 3l10 18H2zM12 10v5M12 17.5v.5" />
        ) : (
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        )}
      </svg>
      <div className={s.toastBody}>
        <p className={s.toastTitle}>{toast.title}</p>
        {toast.description ? <p className={s.toastDescription}>{toast.description}</p> : null}
      </div>
      <PlainButton
        variant="ghost"
        size="sm"
        aria-label="Stäng meddelandet"
        onClick={() => actor.send({ type: 'toasts.dismiss' })}
      >
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
        </svg>
      </PlainButton>
    </div>
  ) : null;

  return (
    <div className={s.toastViewport}>
      <div role="status" aria-live="polite" aria-atomic="true" className={s.toastLive}>
        {destructive ? null : content}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" className={s.toastLive}>
        {destructive ? content : null}
      </div>
    </div>
  );
}
