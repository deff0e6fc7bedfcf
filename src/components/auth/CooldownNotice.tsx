import { cooldownLabel } from '../../machines/shared/messages';
import { Button, type ButtonProps } from '../../ui/Button/Button';
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

export interface CodeButtonProps extends Omit<ButtonProps, 'children'> {
  /** A code is on its way. */
  isSending: boolean;
  /** Seconds left of the 429 countdown, 0 when none. */
  cooldownSeconds: number;
  /** The label when a code may be asked for ('Skicka kod', 'Skicka ny kod'). */
  idle: string;
}

/**
 * A button that asks for a code: 'Skickar...' (pending) while one is on its way, 'Vänta {n}s...'
 * (disabled) during the 429 countdown, else its label; `isDisabled` for the form's own reasons.
 */
export function CodeButton({
  isSending,
  cooldownSeconds,
  idle,
  isDisabled = false,
  ...props
}: CodeButtonProps) {
  return (
    <Button
      {...props}
      isPending={isSending}
      isDisabled={!isSending && (isDisabled || cooldownSeconds > 0)}
    >
      {codeButtonLabel({ isSending, cooldownSeconds, idle })}
    </Button>
  );
}
