import { Button } from '../../../ui/Button/Button';
import { CooldownNotice, codeButtonLabel } from '../../../components/auth/CooldownNotice';

/**
 * The code step of the account dialogs ('Byt lösenord', 'Radera mitt konto', 'Byt e-postadress'):
 * 'Skicka ny kod' with the 429 countdown (the field is the one CodeField, components/auth/fields).
 */

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
