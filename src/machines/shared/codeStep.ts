/**
 * The code step of every form that asks for a one-time code typed from an e-mail (/verify, the
 * password recovery on /login, the password dialog on /profile, the account deletion): the code
 * field (what is typed, the message beside it, the refused submits that move focus back to it),
 * the message for a code the server refused, and how the step hears its code-request child (the
 * code went out, or it did not; after a 429 the child counts down and the last code still works).
 */
import { fromPromise } from 'xstate';
import { requestReauthentication } from '../../services/authFlows';
import { codeRequestMachine, type CodeRequest } from '../codeRequest';
import { isCodeRefused, isCodeVoid, isValidCode, TOO_MANY_ATTEMPTS_MESSAGE } from './codes';
import { codeSendFailure, failureToast } from './messages';
import { unwrap } from './result';
import type { ToastInput } from './toast';

/** The code field of a code step. */
export interface CodeField {
  code: string;
  codeError: string | null;
  /** Counts refused submits, so the page can move focus to the field each time. */
  attempt: number;
}

export const EMPTY_CODE_FIELD = { code: '', codeError: null } as const;

/** The visitor typed in the field: the message beside it goes. */
export const typedCode = (value: string) => ({ code: value, codeError: null });

/** A submit refused with `message` beside the field (focus goes back to it). */
export const refusedCode = (field: Pick<CodeField, 'attempt'>, message: string | null) => ({
  codeError: message,
  attempt: field.attempt + 1,
});

/** The typed code cannot be one: anything but six digits (spaces ignored). */
export const isCodeMalformed = (field: Pick<CodeField, 'code'>): boolean =>
  !isValidCode(field.code);

/**
 * The message beside the field for a code the server refused: void after five wrong tries
 * (TOO_MANY_ATTEMPTS_MESSAGE), or wrong or expired (`refused`); null for a fault (a toast).
 */
export function codeRefusal(
  error: unknown,
  refused: string | ((error: unknown) => string),
): string | null {
  if (isCodeVoid(error)) return TOO_MANY_ATTEMPTS_MESSAGE;
  if (isCodeRefused(error)) return typeof refused === 'string' ? refused : refused(error);
  return null;
}

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

export interface CodeStepReplies {
  /** The toast when a code went out. */
  codeSent: ToastInput;
  /** Where a first request that failed (not after a 429) goes back to. */
  back: string;
  /** The step where the code is typed ('entering' unless named). */
  entering?: string;
  /** The toast of a failed request (default: 'Ett fel uppstod', with how long to wait after a 429). */
  sendFailure?: (error: unknown) => ToastInput;
  /** The toast of a first request that failed otherwise (default: the fault's toast). */
  fault?: (error: unknown) => ToastInput;
}

/**
 * How a code step hears its code-request child, the same in every form with such a step: the
 * code went out ('Kod skickad'), or it did not (after a 429 the last code still works, so the code
 * is asked for with how long to wait; any other failure goes `back`). A new code ('Skicka ny
 * kod') clears the field. The machine names the actions `showToast` and `clearCode` and the guard
 * `isCodeRateLimited`, and has the steps `requesting`, `resending` and `entering` (or as named).
 */
export function codeStepReplies({
  codeSent,
  back,
  entering = 'entering',
  sendFailure = (error) => codeSendFailure(error),
  fault = failureToast,
}: CodeStepReplies) {
  const waitToast = {
    type: 'showToast' as const,
    params: ({ event }: Failed) => sendFailure(event.error),
  };
  return {
    requesting: {
      'codeRequest.sent': {
        target: entering,
        actions: { type: 'showToast' as const, params: codeSent },
      },
      'codeRequest.failed': [
        { guard: 'isCodeRateLimited' as const, target: entering, actions: waitToast },
        {
          target: back,
          actions: {
            type: 'showToast' as const,
            params: ({ event }: Failed) => fault(event.error),
          },
        },
      ],
    },
    resending: {
      'codeRequest.sent': {
        target: entering,
        actions: ['clearCode' as const, { type: 'showToast' as const, params: codeSent }],
      },
      'codeRequest.failed': { target: entering, actions: waitToast },
    },
  };
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
  sendFailure = (error) => codeSendFailure(error),
  fault = failureToast,
}: Omit<CodeStepReplies, 'entering'>) {
  return {
    'codeEntry.sent': { actions: { type: 'showToast' as const, params: codeSent } },
    'codeEntry.notSent': {
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
