import { CodeButton, CooldownNotice } from '../../../components/auth/CooldownNotice';

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
      <CodeButton
        variant="ghost"
        size="sm"
        onPress={props.onResend}
        isSending={props.isSending}
        cooldownSeconds={props.cooldownSeconds}
        isDisabled={props.isBusy}
        idle={label}
      />
      <CooldownNotice active={props.cooldownSeconds > 0} />
    </div>
  );
}
