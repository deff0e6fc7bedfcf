import {
  assign,
  fromPromise,
  not,
  sendTo,
  setup,
  stateIn,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import { verifyOtp } from '../services/authFlows';
import { codeRequestMachine, type CodeRequestReply } from './codeRequest';
import { failureMessage } from './shared/messages';
import { isCodeVoid, normaliseCode, TOO_MANY_ATTEMPTS_MESSAGE } from './shared/codes';
import type { Navigation } from './shared/navigation';
import { unwrap } from './shared/result';
import { continuingState, type SignInContinuation } from './shared/returnUrl';
import { codeRefusal, isCodeMalformed, refusedCode, typedCode } from './shared/codeStep';
import type { ToastInput } from './shared/toast';
import type { Needs } from './shared/implementations';

export { isValidCode, normaliseCode } from './shared/codes';

export const INVALID_CODE_MESSAGE = 'Vänligen ange en giltig 6-siffrig verifieringskod.';
export const VERIFY_FAILED_DEFAULT = 'Ogiltig eller utgången kod.';
const RESEND_FAILED_DEFAULT = 'Försök igen om en stund.';

/** Why a code was not accepted, in Swedish: void after 5 wrong tries, wrong, or the cause. */
export function verifyFailureMessage(error: unknown): string {
  if (isCodeVoid(error)) return TOO_MANY_ATTEMPTS_MESSAGE;
  return failureMessage(error, VERIFY_FAILED_DEFAULT);
}

export const VERIFY_TOASTS = {
  missingEmail: {
    title: 'Saknad information',
    description: 'E-postadress saknas.',
    variant: 'destructive',
  },
  invalidCode: { title: 'Ogiltig kod', description: INVALID_CODE_MESSAGE, variant: 'destructive' },
  verified: { title: 'Verifiering lyckades!', description: 'Du är nu inloggad.' },
  verifyFailedTitle: 'Verifiering misslyckades',
  resent: {
    title: 'Ny kod skickad',
    description: 'En ny verifieringskod har skickats till din e-post.',
  },
  resendFailedTitle: 'Kunde inte skicka ny kod',
} as const;

export type { SignInContinuation } from './shared/returnUrl';

export interface VerifyInput {
  /** The `?email=` search parameter; without it the visitor is sent to /login. */
  email: string | null | undefined;
}

export interface VerifyContext {
  email: string;
  code: string;
  codeError: string | null;
  /** Counts refused submits, so the page can move focus to the field each time. */
  attempt: number;
}

export type VerifyEvent =
  | { type: 'verify.fieldChanged'; field: 'code'; value: string }
  | { type: 'verify.submit' }
  | { type: 'verify.resend' }
  | CodeRequestReply;

/**
 * /verify?email=…
 *
 * `checking` sends a visitor without the e-mail parameter to /login ('Saknad information').
 * Otherwise `ready` runs two regions side by side:
 * - `code`: `verify.submit` with exactly six digits → `verifying` (the `verifyCode` actor) →
 *   `verified`: toast, then where the sign-in continues (`readContinuation`): back to `/` when the
 *   landing quiz's answers are waiting (the quiz shows and saves them there), else to the stored
 *   return URL or `/`. Anything but six digits shows 'Ogiltig kod' inline and as a toast; a failed
 *   verification toasts and keeps the code in the field.
 * - `resend`: 'Skicka ny kod' → the invoked `codeRequest` actor (with its 429 countdown) → toast.
 * Verifying and sending a new code exclude each other (the new code would replace the one being
 * checked).
 */
export const verifyMachine = setup({
  types: {
    context: {} as VerifyContext,
    events: {} as VerifyEvent,
    input: {} as VerifyInput,
    children: {} as { codeRequest: 'codeRequest' },
  },
  actors: {
    codeRequest: codeRequestMachine,
    verifyCode: fromPromise<void, { email: string; code: string }>(async ({ input }) => {
      await unwrap(verifyOtp(input.email, input.code));
    }),
    /** Provided by src/app: reads the pending quiz and the return URL from storage. */
    readContinuation: fromPromise<SignInContinuation>(async () => ({
      pendingQuiz: false,
      returnUrl: null,
    })),
  },
  guards: {
    hasEmail: ({ context }) => context.email !== '',
    isCodeInvalid: ({ context }) => isCodeMalformed(context),
    isResending: stateIn({ ready: { resend: 'requesting' } }),
    isVerifying: stateIn({ ready: { code: 'verifying' } }),
    hasPendingQuiz: (_, params: { continuation: SignInContinuation }) =>
      params.continuation.pendingQuiz,
  },
  actions: {
    setCode: assign((_, params: { value: string }) => typedCode(params.value)),
    showCodeError: assign(({ context }) => refusedCode(context, INVALID_CODE_MESSAGE)),
    clearCodeError: assign({ codeError: null }),
    /** A refused code: the reason next to the field too (it stays there, to be corrected). */
    showRefusal: assign(({ context }, params: { error: unknown }) =>
      refusedCode(context, codeRefusal(params.error, verifyFailureMessage)),
    ),
    requestCode: sendTo('codeRequest', ({ context }) => ({
      type: 'codeRequest.send' as const,
      email: context.email,
    })),
    /** Provided by src/app: removes `auth_return_url`. */
    forgetReturnUrl: () => {},
    /** Provided by src/app: removes a leftover `quiz_completed` flag (no answers wait for it). */
    forgetQuizFlag: () => {},
    /** Provided by src/app: the root system's toasts actor. */
    showToast: (_, _params: ToastInput) => {},
    /** Provided by src/app: the router. */
    navigate: (_, _params: Navigation) => {},
  },
}).createMachine({
  id: 'verify',
  context: ({ input }) => ({
    email: (input.email ?? '').trim(),
    code: '',
    codeError: null,
    attempt: 0,
  }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasEmail', target: 'ready' }, { target: 'missingEmail' }],
    },
    missingEmail: {
      entry: [
        { type: 'showToast', params: VERIFY_TOASTS.missingEmail },
        { type: 'navigate', params: { to: '/login', replace: true } },
      ],
    },
    ready: {
      type: 'parallel',
      invoke: { id: 'codeRequest', src: 'codeRequest' },
      on: {
        'verify.fieldChanged': {
          actions: { type: 'setCode', params: ({ event }) => ({ value: event.value }) },
        },
      },
      states: {
        code: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'verify.submit': [
                  {
                    guard: 'isCodeInvalid',
                    actions: [
                      'showCodeError',
                      { type: 'showToast', params: VERIFY_TOASTS.invalidCode },
                    ],
                  },
                  { guard: not('isResending'), target: 'verifying', actions: 'clearCodeError' },
                ],
              },
            },
            verifying: {
              // The field is read-only while the code is checked.
              on: { 'verify.fieldChanged': {} },
              invoke: {
                id: 'verifyCode',
                src: 'verifyCode',
                input: ({ context }) => ({
                  email: context.email,
                  code: normaliseCode(context.code),
                }),
                onDone: {
                  target: '#verify.verified',
                  actions: { type: 'showToast', params: VERIFY_TOASTS.verified },
                },
                onError: {
                  target: 'idle',
                  actions: [
                    { type: 'showRefusal', params: ({ event }) => ({ error: event.error }) },
                    {
                      type: 'showToast',
                      params: ({ event }) => ({
                        title: VERIFY_TOASTS.verifyFailedTitle,
                        description: verifyFailureMessage(event.error),
                        variant: 'destructive',
                      }),
                    },
                  ],
                },
              },
            },
          },
        },
        resend: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'verify.resend': {
                  guard: not('isVerifying'),
                  target: 'requesting',
                  actions: 'requestCode',
                },
              },
            },
            requesting: {
              on: {
                'codeRequest.sent': {
                  target: 'idle',
                  actions: { type: 'showToast', params: VERIFY_TOASTS.resent },
                },
                'codeRequest.failed': {
                  target: 'idle',
                  actions: {
                    type: 'showToast',
                    params: ({ event }) => ({
                      title: VERIFY_TOASTS.resendFailedTitle,
                      description: failureMessage(event.error, RESEND_FAILED_DEFAULT),
                      variant: 'destructive',
                    }),
                  },
                },
              },
            },
          },
        },
      },
    },
    verified: continuingState,
    continued: { type: 'final' },
  },
});

export type VerifyActor = ActorRefFrom<typeof verifyMachine>;
export type VerifySnapshot = SnapshotFrom<typeof verifyMachine>;

export interface VerifyView {
  email: string;
  code: string;
  codeError: string | null;
  attempt: number;
  missingEmail: boolean;
  isVerifying: boolean;
  isVerified: boolean;
  isResending: boolean;
  /** A code may be checked now. */
  canSubmit: boolean;
  /** A new code may be asked for now (the cooldown is the codeRequest actor's). */
  canResend: boolean;
}

export function selectVerifyView(snapshot: VerifySnapshot): VerifyView {
  const isVerifying = snapshot.matches({ ready: { code: 'verifying' } });
  const isResending = snapshot.matches({ ready: { resend: 'requesting' } });
  return {
    email: snapshot.context.email,
    code: snapshot.context.code,
    codeError: snapshot.context.codeError,
    attempt: snapshot.context.attempt,
    missingEmail: snapshot.matches('missingEmail'),
    isVerifying,
    isVerified: snapshot.matches('verified') || snapshot.matches('continued'),
    isResending,
    canSubmit: snapshot.matches({ ready: { code: 'idle' } }) && !isResending,
    canResend: snapshot.matches({ ready: { resend: 'idle' } }) && !isVerifying,
  };
}

export const sameVerifyView = (a: VerifyView, b: VerifyView): boolean =>
  (Object.keys(a) as (keyof VerifyView)[]).every((key) => a[key] === b[key]);

/** What src/app provides for this machine (src/app/logic.ts), every part required. */
export type VerifyImplementations = Needs<
  typeof verifyMachine,
  {
    actors: 'readContinuation';
    actions: 'showToast' | 'navigate' | 'forgetReturnUrl' | 'forgetQuizFlag';
  }
>;
