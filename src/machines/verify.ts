import {
  assign,
  fromPromise,
  not,
  setup,
  stateIn,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import { resendOtp, verifyOtp } from '../services/auth';
import { readStorage, removeStorage } from './lib/storage';
import {
  COOLDOWN_TICK_MS,
  cooldownMessage,
  failureMessage,
  isRateLimited,
  retryAfterSeconds,
  unwrap,
  type CooldownContext,
} from './login';
import { RETURN_URL_STORAGE_KEY, returnTarget, sanitiseReturnUrl } from './returnUrl';
import type { ToastInput } from './toasts';

/** The landing quiz's "completed, waiting for login" flag (same key as landingQuiz.ts). */
export const QUIZ_COMPLETED_STORAGE_KEY = 'quiz_completed';

/** The code is exactly six digits (spec §5, §9). Spaces a visitor types or pastes are ignored. */
export const CODE_LENGTH = 6;
const CODE_PATTERN = /^\d{6}$/;
export const normaliseCode = (value: string): string => value.replace(/\s+/g, '');
export const isValidCode = (value: string): boolean => CODE_PATTERN.test(normaliseCode(value));

export const INVALID_CODE_MESSAGE = 'Vänligen ange en giltig 6-siffrig verifieringskod.';
export const VERIFY_FAILED_DEFAULT = 'Ogiltig eller utgången kod.';

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

const RESEND_FAILED_DEFAULT = 'Försök igen om en stund.';

export interface VerifyInput {
  /** The `?email=` search parameter; without it the visitor is sent to /login. */
  email: string | null | undefined;
  /** Whether the landing quiz's `quiz_completed` flag is set (then the user goes to /quiz). */
  pendingQuiz?: boolean;
  /** The stored `auth_return_url` (sanitised again here). */
  returnUrl?: string | null;
}

export interface VerifyContext extends CooldownContext {
  email: string;
  code: string;
  codeError: string | null;
  pendingQuiz: boolean;
  returnUrl: string | null;
  /** Counts refused submits, so the page can move focus to the field each time. */
  attempt: number;
}

export type VerifyEvent =
  | { type: 'verify.codeChanged'; value: string }
  | { type: 'verify.submit' }
  | { type: 'verify.resend' };

export interface VerifyNavigationTarget {
  /** A same-origin path, possibly with search and hash. */
  to: string;
  replace?: boolean;
}

/**
 * Reads what decides where a verified user goes (the route passes it as input): the quiz flag
 * and the stored return URL. Corrupt or unreadable storage reads as absent.
 */
export function readSignInContinuation(): Pick<VerifyInput, 'pendingQuiz' | 'returnUrl'> {
  return {
    pendingQuiz: readStorage(QUIZ_COMPLETED_STORAGE_KEY) !== null,
    returnUrl: sanitiseReturnUrl(readStorage(RETURN_URL_STORAGE_KEY)),
  };
}

/**
 * /verify?email=…
 *
 * `checking` sends a visitor without the e-mail parameter to /login ('Saknad information').
 * Otherwise `ready` runs two regions side by side:
 * - `code`: `verify.submit` with exactly six digits → `verifying` (the `verifyCode` actor) →
 *   `verified`: toast, then to /quiz when the quiz flag is set (the flag is removed), else to the
 *   stored return URL (removed) or `/`. Anything but six digits shows 'Ogiltig kod' inline and as
 *   a toast; a failed verification toasts and keeps the code in the field.
 * - `resend`: 'Skicka ny kod' → `sending` → toast; a 429 starts the `cooldown` countdown.
 * Verifying and sending a new code exclude each other (the new code would replace the one being
 * checked).
 */
export const verifyMachine = setup({
  types: {
    context: {} as VerifyContext,
    events: {} as VerifyEvent,
    input: {} as VerifyInput,
  },
  actors: {
    verifyCode: fromPromise<void, { email: string; code: string }>(async ({ input }) => {
      await unwrap(verifyOtp(input.email, input.code));
    }),
    resendCode: fromPromise<void, { email: string }>(({ input }) => unwrap(resendOtp(input.email))),
  },
  delays: { cooldownTick: COOLDOWN_TICK_MS },
  guards: {
    hasEmail: ({ context }) => context.email !== '',
    isCodeInvalid: ({ context }) => !isValidCode(context.code),
    hasPendingQuiz: ({ context }) => context.pendingQuiz,
    isRateLimited: ({ event }) => 'error' in event && isRateLimited(event.error),
    isLastSecond: ({ context }) => context.cooldownSeconds <= 1,
    isResending: stateIn({ ready: { resend: 'sending' } }),
    isVerifying: stateIn({ ready: { code: 'verifying' } }),
  },
  actions: {
    setCode: assign(({ context, event }) =>
      event.type === 'verify.codeChanged'
        ? { code: event.value, codeError: null }
        : { code: context.code },
    ),
    showCodeError: assign(({ context }) => ({
      codeError: INVALID_CODE_MESSAGE,
      attempt: context.attempt + 1,
    })),
    clearCodeError: assign({ codeError: null }),
    startCooldown: assign((_, params: { seconds: number }) => ({
      cooldownSeconds: params.seconds,
    })),
    tickCooldown: assign(({ context }) => ({ cooldownSeconds: context.cooldownSeconds - 1 })),
    endCooldown: assign({ cooldownSeconds: 0 }),
    /** Default: removes `quiz_completed` from localStorage. */
    clearPendingQuiz: () => removeStorage(QUIZ_COMPLETED_STORAGE_KEY),
    /** Default: removes `auth_return_url` from localStorage. */
    clearReturnUrl: () => removeStorage(RETURN_URL_STORAGE_KEY),
    /** Provided by the route: the root system's toasts actor. */
    showToast: (_, _params: ToastInput) => {},
    /** Provided by the route: the router's navigate (a same-origin path). */
    navigate: (_, _params: VerifyNavigationTarget) => {},
  },
}).createMachine({
  id: 'verify',
  context: ({ input }) => ({
    email: (input.email ?? '').trim(),
    code: '',
    codeError: null,
    pendingQuiz: input.pendingQuiz ?? false,
    returnUrl: sanitiseReturnUrl(input.returnUrl),
    attempt: 0,
    cooldownSeconds: 0,
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
      on: { 'verify.codeChanged': { actions: 'setCode' } },
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
              on: { 'verify.codeChanged': {} },
              invoke: {
                id: 'verifyCode',
                src: 'verifyCode',
                input: ({ context }) => ({
                  email: context.email,
                  code: normaliseCode(context.code),
                }),
                onDone: [
                  {
                    guard: 'hasPendingQuiz',
                    target: '#verify.verified',
                    actions: [
                      { type: 'showToast', params: VERIFY_TOASTS.verified },
                      'clearPendingQuiz',
                      'clearReturnUrl',
                      { type: 'navigate', params: { to: '/quiz' } },
                    ],
                  },
                  {
                    target: '#verify.verified',
                    actions: [
                      { type: 'showToast', params: VERIFY_TOASTS.verified },
                      'clearReturnUrl',
                      {
                        type: 'navigate',
                        params: ({ context }) => ({ to: returnTarget(context.returnUrl) }),
                      },
                    ],
                  },
                ],
                onError: {
                  target: 'idle',
                  actions: {
                    type: 'showToast',
                    params: ({ event }) => ({
                      title: VERIFY_TOASTS.verifyFailedTitle,
                      description: failureMessage(event.error, VERIFY_FAILED_DEFAULT),
                      variant: 'destructive',
                    }),
                  },
                },
              },
            },
          },
        },
        resend: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'verify.resend': { guard: not('isVerifying'), target: 'sending' } },
            },
            sending: {
              invoke: {
                id: 'resendCode',
                src: 'resendCode',
                input: ({ context }) => ({ email: context.email }),
                onDone: {
                  target: 'idle',
                  actions: { type: 'showToast', params: VERIFY_TOASTS.resent },
                },
                onError: [
                  {
                    guard: 'isRateLimited',
                    target: 'cooldown',
                    actions: [
                      {
                        type: 'startCooldown',
                        params: ({ event }) => ({ seconds: retryAfterSeconds(event.error) }),
                      },
                      {
                        type: 'showToast',
                        params: ({ event }) => ({
                          title: VERIFY_TOASTS.resendFailedTitle,
                          description: cooldownMessage(retryAfterSeconds(event.error)),
                          variant: 'destructive',
                        }),
                      },
                    ],
                  },
                  {
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
                ],
              },
            },
            cooldown: {
              after: {
                cooldownTick: [
                  { guard: 'isLastSecond', target: 'idle', actions: 'endCooldown' },
                  { target: 'cooldown', reenter: true, actions: 'tickCooldown' },
                ],
              },
            },
          },
        },
      },
    },
    verified: {},
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
  cooldownSeconds: number;
  canSubmit: boolean;
  canResend: boolean;
}

export function selectVerifyView(snapshot: VerifySnapshot): VerifyView {
  const isVerifying = snapshot.matches({ ready: { code: 'verifying' } });
  const isResending = snapshot.matches({ ready: { resend: 'sending' } });
  const cooling = snapshot.matches({ ready: { resend: 'cooldown' } });
  return {
    email: snapshot.context.email,
    code: snapshot.context.code,
    codeError: snapshot.context.codeError,
    attempt: snapshot.context.attempt,
    missingEmail: snapshot.matches('missingEmail'),
    isVerifying,
    isVerified: snapshot.matches('verified'),
    isResending,
    cooldownSeconds: cooling ? snapshot.context.cooldownSeconds : 0,
    canSubmit: snapshot.matches({ ready: { code: 'idle' } }) && !isResending,
    canResend: snapshot.matches({ ready: { resend: 'idle' } }) && !isVerifying,
  };
}

export const sameVerifyView = (a: VerifyView, b: VerifyView): boolean =>
  (Object.keys(a) as (keyof VerifyView)[]).every((key) => a[key] === b[key]);
