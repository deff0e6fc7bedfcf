import { useSelector } from '@xstate/react';
import {
  IDLE_CODE_ENTRY,
  sameCodeEntry,
  selectCodeEntry,
  type CodeEntryActor,
  type CodeEntryView,
} from '../../machines/codeEntry';
import {
  IDLE_CODE_REQUEST,
  sameCodeRequest,
  selectCodeRequest,
  CODE_REQUEST,
} from '../../machines/codeRequest';

export interface CodeEntryHandle extends CodeEntryView {
  /** Seconds left of the 429 cooldown, 0 when none. */
  cooldownSeconds: number;
  onCodeChange: (value: string) => void;
  onSubmit: () => void;
  onResend: () => void;
  /** 'Skicka ny kod' with the form's CAPTCHA token (Captcha.tsx), where the form has one. */
  resendWith: (captchaToken: string | undefined) => void;
}

/**
 * A code step as a view reads it: the `codeEntry` child a page machine invokes (read by the
 * machine's typed child id, e.g. `snapshot.children[CODE_ENTRY]`), its code-request child's 429
 * countdown to show (whether a new code may be asked for is the step's: `canResend`), and the one set of events (`code.type`, `code.submit`, `code.resend`).
 */
export function useCodeEntry(entry: CodeEntryActor | undefined): CodeEntryHandle {
  const view = useSelector(entry, selectCodeEntry, sameCodeEntry);
  const request = useSelector(entry, (snapshot) => snapshot?.children[CODE_REQUEST]);
  const cooldown = useSelector(request, selectCodeRequest, sameCodeRequest);
  const sending = request ? cooldown : IDLE_CODE_REQUEST;
  const step = entry ? view : IDLE_CODE_ENTRY;
  return {
    ...step,
    cooldownSeconds: sending.cooldownSeconds,
    onCodeChange: (value) => entry?.send({ type: 'code.type', value }),
    onSubmit: () => entry?.send({ type: 'code.submit' }),
    onResend: () => entry?.send({ type: 'code.resend' }),
    resendWith: (captchaToken) => entry?.send({ type: 'code.resend', captchaToken }),
  };
}
