/**
 * Reauthentication codes: the code-request machine, mailing the auth server's reauthentication
 * code (proof that the person at the keyboard owns the account) instead of a sign-in code. The
 * password dialog on /profile and the account deletion invoke it for as long as they are open.
 */
import { fromPromise } from 'xstate';
import { requestReauthentication } from '../../services/auth';
import { codeRequestMachine, type CodeRequest } from '../codeRequest';
import { codeSendFailure, failureToast } from './messages';
import { unwrap } from './result';
import type { ToastInput } from '../toasts';

export const reauthCodeRequest = codeRequestMachine.provide({
  actors: {
    sendCode: fromPromise<void, CodeRequest>(() => unwrap(requestReauthentication())),
  },
});

type Failed = { event: { error: unknown } };

/**
 * How a dialog's code step hears its `reauthCode` child, the same in every dialog that asks for a
 * reauthentication code: the code went out ('Kod skickad'), or it did not (after a 429 the last
 * code still works, so the code is asked for with how long to wait; any other failure goes
 * `back`). A new code ('Skicka ny kod') clears the field. The machine names the actions
 * `showToast` and `clearCode` and the guard `isCodeRateLimited`, and has an `entering` step.
 */
export function reauthCodeReplies(codeSent: ToastInput, back: string) {
  const waitToast = {
    type: 'showToast' as const,
    params: ({ event }: Failed) => codeSendFailure(event.error),
  };
  return {
    requesting: {
      'codeRequest.sent': {
        target: 'entering',
        actions: { type: 'showToast' as const, params: codeSent },
      },
      'codeRequest.failed': [
        { guard: 'isCodeRateLimited' as const, target: 'entering', actions: waitToast },
        {
          target: back,
          actions: {
            type: 'showToast' as const,
            params: ({ event }: Failed) => failureToast(event.error),
          },
        },
      ],
    },
    resending: {
      'codeRequest.sent': {
        target: 'entering',
        actions: ['clearCode' as const, { type: 'showToast' as const, params: codeSent }],
      },
      'codeRequest.failed': { target: 'entering', actions: waitToast },
    },
  };
}
