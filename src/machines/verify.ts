import { fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { verifyOtp } from '../services/authFlows';
import {
  CODE_ENTRY,
  codeEntryMachine,
  type CheckCodeInput,
  type CodeEntryReply,
} from './codeEntry';
import { failureMessage } from './shared/messages';
import { isCodeVoid, TOO_MANY_ATTEMPTS_MESSAGE } from './shared/codes';
import type { Navigation } from './shared/navigation';
import { unwrap } from './shared/result';
import { continuingState, type SignInContinuation } from './shared/returnUrl';
import type { ToastInput } from './shared/toast';
import type { Needs } from './shared/implementations';
import { sameView } from './shared/views';

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

/** The spec quotes /verify's wording: the code step's messages on this page. */
export const VERIFY_CODE_MESSAGES = {
  malformed: INVALID_CODE_MESSAGE,
  wrong: VERIFY_FAILED_DEFAULT,
  expired: VERIFY_FAILED_DEFAULT,
} as const;

export type { SignInContinuation } from './shared/returnUrl';

export interface VerifyInput {
  /** The `?email=` search parameter; without it the visitor is sent to /login. */
  email: string | null | undefined;
}

export interface VerifyContext {
  email: string;
}

export type VerifyEvent = CodeEntryReply;

const verifyFailedToast = (error: unknown): ToastInput => ({
  title: VERIFY_TOASTS.verifyFailedTitle,
  description: verifyFailureMessage(error),
  variant: 'destructive',
});

/**
 * /verify?email=…
 *
 * `checking` sends a visitor without the e-mail parameter to /login ('Saknad information').
 * Otherwise `code` invokes the code step `CODE_ENTRY` (codeEntry: the field, 'Skicka ny kod' with
 * its 429 countdown) with the spec's wording for this page; the code is checked by signing in with
 * it (`verifyOtp`). Accepted → `verified`: toast, then where the sign-in continues
 * (`readContinuation`): back to `/` when the landing quiz's answers are waiting (the quiz shows
 * and saves them there), else to the stored return URL or `/`. Anything but six digits shows
 * 'Ogiltig kod' inline and as a toast; a refused code or a fault toasts 'Verifiering misslyckades'
 * and keeps the code in the field.
 */
export const verifyMachine = setup({
  types: {
    context: {} as VerifyContext,
    events: {} as VerifyEvent,
    input: {} as VerifyInput,
    children: {} as { [CODE_ENTRY]: 'codeEntry' },
  },
  actors: {
    /** The code step: sign-in codes (the page's default code request), checked by signing in. */
    codeEntry: codeEntryMachine.provide({
      actors: {
        checkCode: fromPromise<unknown, CheckCodeInput>(({ input }) =>
          unwrap(verifyOtp(input.email, input.code)),
        ),
      },
    }),
    /** Provided by src/app: reads the pending quiz and the return URL from storage. */
    readContinuation: fromPromise<SignInContinuation>(async () => ({
      pendingQuiz: false,
      returnUrl: null,
    })),
  },
  guards: {
    hasEmail: ({ context }) => context.email !== '',
    /** The step refused the code itself (not six digits): its refusal carries no error. */
    isMalformedCode: (_, params: { error: unknown }) => params.error === null,
    hasPendingQuiz: (_, params: { continuation: SignInContinuation }) =>
      params.continuation.pendingQuiz,
  },
  actions: {
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
  context: ({ input }) => ({ email: (input.email ?? '').trim() }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasEmail', target: 'code' }, { target: 'missingEmail' }],
    },
    missingEmail: {
      entry: [
        { type: 'showToast', params: VERIFY_TOASTS.missingEmail },
        { type: 'navigate', params: { to: '/login', replace: true } },
      ],
    },
    /** The code step (its field, 'Skicka ny kod' and the 429 countdown). */
    code: {
      invoke: {
        id: CODE_ENTRY,
        src: 'codeEntry',
        input: ({ context }) => ({
          email: context.email,
          messages: VERIFY_CODE_MESSAGES,
          toasts: {
            codeSent: VERIFY_TOASTS.resent,
            sendFailure: (error: unknown) => ({
              title: VERIFY_TOASTS.resendFailedTitle,
              description: failureMessage(error, RESEND_FAILED_DEFAULT),
              variant: 'destructive' as const,
            }),
            // A fault (network, server): the code stays in the field, to try again.
            checkFailure: verifyFailedToast,
          },
        }),
      },
      on: {
        'codeEntry.accepted': {
          target: 'verified',
          actions: { type: 'showToast', params: VERIFY_TOASTS.verified },
        },
        'codeEntry.refused': [
          {
            guard: { type: 'isMalformedCode', params: ({ event }) => event },
            actions: { type: 'showToast', params: VERIFY_TOASTS.invalidCode },
          },
          { actions: { type: 'showToast', params: ({ event }) => verifyFailedToast(event.error) } },
        ],
        'codeEntry.toast': { actions: { type: 'showToast', params: ({ event }) => event.toast } },
      },
    },
    verified: continuingState,
    continued: { type: 'final' },
  },
});

export type VerifyActor = ActorRefFrom<typeof verifyMachine>;
export type VerifySnapshot = SnapshotFrom<typeof verifyMachine>;

/** The page; the code step is the `CODE_ENTRY` child's (useCodeEntry). */
export interface VerifyView {
  email: string;
  missingEmail: boolean;
  /** Signed in: on the way to where the sign-in continues. */
  isVerified: boolean;
}

export const selectVerifyView = (snapshot: VerifySnapshot): VerifyView => ({
  email: snapshot.context.email,
  missingEmail: snapshot.matches('missingEmail'),
  isVerified: snapshot.matches('verified') || snapshot.matches('continued'),
});

export const sameVerifyView: (a: VerifyView, b: VerifyView) => boolean = sameView;

/** What src/app provides for this machine (src/app/logic.ts), every part required. */
export type VerifyImplementations = Needs<
  typeof verifyMachine,
  {
    actors: 'readContinuation';
    actions: 'showToast' | 'navigate' | 'forgetReturnUrl' | 'forgetQuizFlag';
  }
>;
