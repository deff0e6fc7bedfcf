import { useEffect, useRef } from 'react';
import { Button } from '../../../ui/Button/Button';
import { TextField } from '../../../ui/TextField/TextField';
import { CooldownNotice, codeButtonLabel } from '../../../components/auth/CooldownNotice';

/**
 * The code step of the account dialogs ('Byt lösenord', 'Radera mitt konto', 'Byt e-postadress'):
 * the field for the code mailed to the account's address, and 'Skicka ny kod' with the 429
 * countdown.
 */

export interface CodeFieldProps {
  code: string;
  codeError: string | null;
  onChange: (value: string) => void;
  /** While the code is checked. */
  isReadOnly: boolean;
}

/** The field for the mailed code; it takes the focus when the step appears (not the page behind). */
export function CodeField(props: CodeFieldProps) {
  const step = useRef<HTMLDivElement>(null);
  useEffect(() => {
    step.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);
  return (
    <div ref={step}>
      <TextField
        label="Kod från e-postmeddelandet"
        hint="Sex siffror. Koden gäller i 10 minuter."
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        isRequired
        value={props.code}
        onChange={props.onChange}
        errorMessage={props.codeError ?? undefined}
        isReadOnly={props.isReadOnly}
      />
    </div>
  );
}

export interface ResendCodeProps {
  isSending: boolean;
  /** While the code is checked, no new one. */
  isBusy: boolean;
  cooldownSeconds: number;
  onResend: () => void;
  /** 'Skicka ny kod' unless named. */
  label?: string;
}

/** 'Skicka ny kod': 'Vänta {n}s...' after a 429, with the note on why. */
export function ResendCode({ label = 'Skicka ny kod', ...props }: ResendCodeProps) {
  return (
    <div>
      <Button
        variant="ghost"
        size="sm"
        onPress={props.onResend}
        isPending={props.isSending}
        isDisabled={!props.isSending && (props.isBusy || props.cooldownSeconds > 0)}
      >
        {codeButtonLabel({
          isSending: props.isSending,
          cooldownSeconds: props.cooldownSeconds,
          idle: label,
        })}
      </Button>
      <CooldownNotice active={props.cooldownSeconds > 0} />
    </div>
  );
}
