import type { ReactNode } from 'react';
import { cooldownLabel } from '../../machines/shared/messages';
import { Button, type ButtonProps } from '../../ui/Button/Button';
import * as s from './auth.css';
import type { CodeEntryHandle } from './useCodeEntry';

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

/**
 * The actions of a form whose submit sends a code (/login's 'Skicka kod', /register's 'Skapa
 * konto'): the wide submit as a CodeButton, and the note on why it waits during a cooldown.
 */
export function SendCodeActions({
  idle,
  isSending,
  cooldownSeconds,
  canSubmit,
}: {
  idle: string;
  isSending: boolean;
  cooldownSeconds: number;
  canSubmit: boolean;
}) {
  return (
    <>
      <div className={s.actions}>
        <CodeButton
          type="submit"
          className={s.wide}
          isSending={isSending}
          cooldownSeconds={cooldownSeconds}
          isDisabled={!canSubmit}
          idle={idle}
        />
      </div>
      <CooldownNotice active={cooldownSeconds > 0} />
    </>
  );
}

/**
 * The actions of a code step's form (/verify, the recovery's code): its submit (`children`),
 * 'Skicka ny kod' as the code step allows it, and the note on why it waits during a cooldown.
 */
export function CodeStepActions({
  code,
  children,
}: {
  code: CodeEntryHandle;
  children: ReactNode;
}) {
  return (
    <>
      <div className={s.actions}>
        {children}
        <CodeButton
          variant="ghost"
          onPress={code.onResend}
          isSending={code.isSending}
          cooldownSeconds={code.cooldownSeconds}
          isDisabled={!code.canResend}
          idle="Skicka ny kod"
        />
      </div>
      <CooldownNotice active={code.cooldownSeconds > 0} />
    </>
  );
}
