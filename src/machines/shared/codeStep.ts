/**
 * What the parents of a code step (codeEntry: /verify, the password recovery on /login, the
 * password dialog, the e-mail change and the account deletion on /profile) share: the
 * reauthentication code request, and how a parent hears its code step.
 */
import { fromPromise } from 'xstate';
import { requestReauthentication } from '../../services/authFlows';
import { codeRequestMachine, type CodeRequest } from '../codeRequest';
import { codeSendFailure, failureToast } from './messages';
import { unwrap } from './result';
import type { ToastInput } from './toast';

/**
 * Reauthentication codes: the code-request machine, mailing the auth server's reauthentication
 * code (proof that the person at the keyboard owns the account) instead of a sign-in code. The
 * password dialog on /profile and the account deletion invoke it for as long as they are open.
 */
export const reauthCodeRequest = codeRequestMachine.provide({
  actors: {
    sendCode: fromPromise<void, CodeRequest>(() => unwrap(requestReauthentication())),
  },
});

type Failed = { event: { error: unknown } };

export interface CodeEntryReplies {
  /** The toast when a code went out. */
  codeSent: ToastInput;
  /** Where the parent goes back to when the first code did not go out (not after a 429). */
  back: string;
  /** Where the parent goes once a code went out or did not (the step stays); nowhere unless named. */
  entering?: string;
  /** The toast of a failed request (default: 'Ett fel uppstod', with how long to wait after a 429). */
  sendFailure?: (error: unknown) => ToastInput;
  /** The toast of a first request that failed otherwise (default: the fault's toast). */
  fault?: (error: unknown) => ToastInput;
}

/**
 * How a parent hears its code step (codeEntry), the same in every form with one: the code went
 * out ('Kod skickad'), or it did not (the step stays: after a 429 the last code still works, so
 * the toast says how long to wait), or the first code did not go out (the step has ended: back to
 * `back`, with the fault's toast). The machine names its toast action `showToast`.
 */
export function codeEntryReplies({
  codeSent,
  back,
  entering,
  sendFailure = (error) => codeSendFailure(error),
  fault = failureToast,
}: CodeEntryReplies) {
  const to = entering === undefined ? {} : { target: entering };
  return {
    'codeEntry.sent': { ...to, actions: { type: 'showToast' as const, params: codeSent } },
    'codeEntry.notSent': {
      ...to,
      actions: {
        type: 'showToast' as const,
        params: ({ event }: Failed) => sendFailure(event.error),
      },
    },
    'codeEntry.unsent': {
      target: back,
      actions: { type: 'showToast' as const, params: ({ event }: Failed) => fault(event.error) },
    },
  };
}
