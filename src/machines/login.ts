import { assign, fromPromise, setup, waitFor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { sendOtp, signInWithGoogle } from '../services/auth';
import { isServiceError, type Result } from '../services/result';
import type { AuthActor } from './auth';
import { writeStorage } from './lib/storage';
import { RETURN_URL_STORAGE_KEY, sanitiseReturnUrl } from './returnUrl';
import type { ToastInput } from './toasts';

// ---------------------------------------------------------------------------------------------
// Shared by the sign-in forms (/login, /register, /verify).
// ---------------------------------------------------------------------------------------------

export const EMAIL_REQUIRED_MESSAGE = 'Vänligen fyll i din e-postadress';
export const EMAIL_INVALID_MESSAGE = 'Ange en giltig e-postadress, till exempel namn@exempel.se';
export const NETWORK_MESSAGE =
  'Tjänsten kunde inte nås. Kontrollera din internetanslutning och försök igen.';

/** A deliberately simple check; the code e-mail is the real proof that the address works. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The Swedish message for an e-mail field, or null when the value is acceptable. */
export function emailError(value: string): string | null {
  const email = value.trim();
  if (email === '') return EMAIL_REQUIRED_MESSAGE;
  return EMAIL_PATTERN.test(email) ? null : EMAIL_INVALID_MESSAGE;
}

/** The auth server's "one code per 60 s" rule, when it does not say how long to wait. */
export const DEFAULT_COOLDOWN_SECONDS = 60;
/** The countdown of `Vänta {n}s...` ticks once a second (a delay of the machines). */
export const COOLDOWN_TICK_MS = 1_000;

/** True when a failed call was refused with 429 (too many codes). */
export function isRateLimited(error: unknown): boolean {
  return isServiceError(error) && error.kind === 'rate_limited';
}

/** Seconds to wait after a 429, from the backend's answer (1..3600, default 60). */
export function retryAfterSeconds(error: unknown): number {
  const seconds = isServiceError(error) ? error.retryAfterSeconds : undefined;
  if (seconds === undefined || !Number.isFinite(seconds)) return DEFAULT_COOLDOWN_SECONDS;
  return Math.min(3600, Math.max(1, Math.ceil(seconds)));
}

/** The label of a submit button during the cooldown. */
export const cooldownLabel = (seconds: number): string => `Vänta ${seconds}s...`;

/** The toast text after a 429. */
export const cooldownMessage = (seconds: number): string =>
  `En kod skickades nyss. Vänta ${seconds} sekunder innan du begär en ny.`;

/**
 * A Swedish description of a failed call for a toast: the cause when the visitor can act on it
 * (connection, too many requests), else `fallback`. Never the server's own text.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (!isServiceError(error)) return fallback;
  if (error.kind === 'network') return NETWORK_MESSAGE;
  if (error.kind === 'rate_limited') return cooldownMessage(retryAfterSeconds(error));
  return fallback;
}

/** Turns a service Result into a promise that rejects with the ServiceError (for fromPromise). */
export async function unwrap<T>(result: Promise<Result<T>>): Promise<T> {
  const settled = await result;
  if (!settled.ok) throw settled.error;
  return settled.value;
}

/** Cooldown context and actions shared by the machines that send codes. */
export interface CooldownContext {
  /** Seconds left before another code may be requested; 0 when none is running. */
  cooldownSeconds: number;
}

/**
 * For a guarded route (`beforeLoad`): resolves with the auth snapshot once the first session
 * check is done, so "signed in" is known without sleeps or polling.
 */
export function whenAuthInitialised(auth: AuthActor): Promise<SnapshotFrom<AuthActor>> {
  return waitFor(auth, (snapshot) => snapshot.context.initialised);
}

// ---------------------------------------------------------------------------------------------
// /login
// ---------------------------------------------------------------------------------------------

export const LOGIN_TOASTS = {
  codeSent: {
    title: 'Verifieringskod skickad!',
    description: 'En verifieringskod har skickats till din e-post.',
  },
  codeFailed: {
    title: 'Inloggningen misslyckades',
    description: 'Kunde inte skicka verifieringskod. Kontrollera din e-postadress och försök igen.',
    variant: 'destructive',
  },
  googleFailed: {
    title: 'Google-inloggning misslyckades',
    description: 'Kunde inte logga in med Google. Försök igen senare.',
    variant: 'destructive',
  },
} as const satisfies Record<string, ToastInput>;

export interface LoginInput {
  /** The raw `?returnUrl=` search parameter; kept only when it is a safe same-origin path. */
  returnUrl?: string | undefined;
}

export interface LoginContext extends CooldownContext {
  email: string;
  emailError: string | null;
  /** The sanitised return URL (null when absent or unsafe). */
  returnUrl: string | null;
  /** Counts refused submits, so the page can move focus to the field each time. */
  attempt: number;
}

export type LoginEvent =
  | { type: 'login.emailChanged'; value: string }
  | { type: 'login.submit' }
  | { type: 'login.google' };

export interface VerifyNavigation {
  to: '/verify';
  search: { email: string };
}

/**
 * /login: an e-mail code or Google.
 *
 * `idle` → `login.submit` with a valid address → `sending` (the `sendCode` actor) → toast and
 * navigate to /verify?email=…; a failure toasts and returns to `idle` with the address kept; a
 * 429 starts `cooldown`, which counts `cooldownSeconds` down once a second (`after`) and blocks
 * submitting. `login.google` → `google.starting`; once the browser is on its way the state stays
 * `google.redirecting` ('Laddar...'), a failure toasts and returns to the form.
 *
 * On start a safe `returnUrl` is stored under `auth_return_url` (`storeReturnUrl`). Toasts and
 * navigation are provided by the route.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
  },
  actors: {
    sendCode: fromPromise<void, { email: string }>(({ input }) => unwrap(sendOtp(input.email))),
    googleSignIn: fromPromise<void>(async () => {
      await unwrap(signInWithGoogle());
    }),
  },
  delays: { cooldownTick: COOLDOWN_TICK_MS },
  guards: {
    isEmailInvalid: ({ context }) => emailError(context.email) !== null,
    isRateLimited: ({ event }) => 'error' in event && isRateLimited(event.error),
    isLastSecond: ({ context }) => context.cooldownSeconds <= 1,
    isCoolingDown: ({ context }) => context.cooldownSeconds > 0,
  },
  actions: {
    setEmail: assign(({ context, event }) =>
      event.type === 'login.emailChanged'
        ? { email: event.value, emailError: null }
        : { email: context.email },
    ),
    showEmailError: assign(({ context }) => ({
      emailError: emailError(context.email),
      attempt: context.attempt + 1,
    })),
    startCooldown: assign((_, params: { seconds: number }) => ({
      cooldownSeconds: params.seconds,
    })),
    tickCooldown: assign(({ context }) => ({ cooldownSeconds: context.cooldownSeconds - 1 })),
    endCooldown: assign({ cooldownSeconds: 0 }),
    /** Default: localStorage `auth_return_url`, only for a safe path. */
    storeReturnUrl: (_, params: { returnUrl: string | null }) => {
      if (params.returnUrl !== null) writeStorage(RETURN_URL_STORAGE_KEY, params.returnUrl);
    },
    /** Provided by the route: the root system's toasts actor. */
    showToast: (_, _params: ToastInput) => {},
    /** Provided by the route: the router's navigate. */
    navigate: (_, _params: VerifyNavigation) => {},
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    email: '',
    emailError: null,
    returnUrl: sanitiseReturnUrl(input.returnUrl),
    attempt: 0,
    cooldownSeconds: 0,
  }),
  entry: { type: 'storeReturnUrl', params: ({ context }) => ({ returnUrl: context.returnUrl }) },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'login.emailChanged': { actions: 'setEmail' },
        'login.submit': [
          { guard: 'isEmailInvalid', actions: 'showEmailError' },
          { target: 'sending' },
        ],
        'login.google': 'google',
      },
    },
    sending: {
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'showToast', params: LOGIN_TOASTS.codeSent },
            {
              type: 'navigate',
              params: ({ context }) => ({ to: '/verify', search: { email: context.email.trim() } }),
            },
          ],
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
                  ...LOGIN_TOASTS.codeFailed,
                  description: cooldownMessage(retryAfterSeconds(event.error)),
                }),
              },
            ],
          },
          { target: 'idle', actions: { type: 'showToast', params: LOGIN_TOASTS.codeFailed } },
        ],
      },
    },
    cooldown: {
      on: {
        'login.emailChanged': { actions: 'setEmail' },
        'login.google': 'google',
      },
      after: {
        cooldownTick: [
          { guard: 'isLastSecond', target: 'idle', actions: 'endCooldown' },
          { target: 'cooldown', reenter: true, actions: 'tickCooldown' },
        ],
      },
    },
    google: {
      initial: 'starting',
      states: {
        starting: {
          invoke: {
            id: 'googleSignIn',
            src: 'googleSignIn',
            // 'Laddar...' stays while the browser leaves for Google; it clears only on failure.
            onDone: 'redirecting',
            onError: [
              {
                guard: 'isCoolingDown',
                target: '#login.cooldown',
                actions: { type: 'showToast', params: LOGIN_TOASTS.googleFailed },
              },
              {
                target: '#login.idle',
                actions: { type: 'showToast', params: LOGIN_TOASTS.googleFailed },
              },
            ],
          },
        },
        redirecting: {},
      },
    },
  },
});

export type LoginActor = ActorRefFrom<typeof loginMachine>;
export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

/** What the /login page shows, derived from a snapshot. */
export interface LoginView {
  email: string;
  emailError: string | null;
  attempt: number;
  isSending: boolean;
  isGoogleLoading: boolean;
  /** Seconds left of the cooldown, 0 when none. */
  cooldownSeconds: number;
  canSubmit: boolean;
}

export function selectLoginView(snapshot: LoginSnapshot): LoginView {
  const isSending = snapshot.matches('sending');
  const isGoogleLoading = snapshot.matches('google');
  const cooling = snapshot.matches('cooldown');
  return {
    email: snapshot.context.email,
    emailError: snapshot.context.emailError,
    attempt: snapshot.context.attempt,
    isSending,
    isGoogleLoading,
    cooldownSeconds: cooling ? snapshot.context.cooldownSeconds : 0,
    canSubmit: snapshot.matches('idle'),
  };
}

export const sameLoginView = (a: LoginView, b: LoginView): boolean =>
  a.email === b.email &&
  a.emailError === b.emailError &&
  a.attempt === b.attempt &&
  a.isSending === b.isSending &&
  a.isGoogleLoading === b.isGoogleLoading &&
  a.cooldownSeconds === b.cooldownSeconds &&
  a.canSubmit === b.canSubmit;
