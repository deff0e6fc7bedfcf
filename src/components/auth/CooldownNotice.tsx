import { cooldownLabel } from '../../machines/shared/messages';
import * as s from './auth.css';

/** The label of a button that sends a code: sending, counting down, or its idle text. */
export function codeButtonLabel({
  isSending,
  cooldownSeconds,
  idle,
}: {
  isSending: boolean;
  cooldownSeconds: number;
  idle: string;
}): string {
  if (isSending) return 'Skickar...';
  if (cooldownSeconds > 0) return cooldownLabel(cooldownSeconds);
  return idle;
}

/**
 * Why the button is blocked during a cooldown. The live region holds a fixed sentence, so it is
 * announced once and not every second of the countdown.
 */
export function CooldownNotice({ active }: { active: boolean }) {
  return (
    <div role="status">
      {active ? (
        <p className={s.status}>
          En kod skickades nyss. Av säkerhetsskäl kan du begära en ny först när nedräkningen på
          knappen är klar.
        </p>
      ) : null}
    </div>
  );
}
