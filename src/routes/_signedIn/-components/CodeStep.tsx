import { CodeButton, CooldownNotice } from '../../../components/auth/CooldownNotice';
import { CodeField } from '../../../components/auth/fields';
import type { CodeEntryHandle } from '../../../components/auth/useCodeEntry';
import type { DemoTools } from '../../../pages/demo';
import { DemoInbox } from '../../-auth/DemoInbox';

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

/**
 * The code step of 'Byt lösenord' and 'Radera mitt konto': the code mailed to the account's
 * address (focused when it appears), 'Skicka ny kod', and in the offline demo the latest mail.
 */
export function MailedCode({
  code,
  isBusy,
  email,
  demo,
}: {
  code: CodeEntryHandle;
  /** The code is being used (checked, or what it allows is being done). */
  isBusy: boolean;
  email: string | null;
  demo: DemoTools | null;
}) {
  return (
    <>
      <CodeField entry={code} isReadOnly={isBusy} focusOnMount />
      <ResendCode
        isSending={code.isSending}
        isBusy={isBusy}
        cooldownSeconds={code.cooldownSeconds}
        onResend={code.onResend}
      />
      {demo && email ? (
        <DemoInbox inbox={demo.inbox} email={email} onUseCode={code.onCodeChange} latestOnly />
      ) : null}
    </>
  );
}
