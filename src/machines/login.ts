import { assign, fromPromise, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { signInWithGoogle } from '../services/auth';
import { codeRequestMachine, type CodeRequestReply } from './codeRequest';
import { silentAuthWatcher, type AuthSummary, type AuthUpdatedEvent } from './shared/authSync';
import { emailError } from './shared/email';
import { cooldownMessage, isRateLimited, retryAfterSeconds } from './shared/messages';
import type { Navigation } from './shared/navigation';
import { unwrap } from './shared/result';
import { sanitiseReturnUrl } from './shared/returnUrl';
import type { ToastInput } from './toasts';

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

/** The code-request failure toast of /login and the landing quiz: the cooldown, or the catalogue's. */
export function codeFailedToast(error: unknown): ToastInput {
  return isRateLimited(error)
    ? { ...LOGIN_TOASTS.codeFailed, description: cooldownMessage(retryAfterSeconds(error)) }
    : LOGIN_TOASTS.codeFailed;
}

export interface LoginInput {
  /** The raw `?returnUrl=` search parameter; kept only when it is a safe same-origin path. */
  returnUrl?: string | undefined;
}

export interface LoginContext {
  email: string;
  emailError: string | null;
  /** The sanitised return URL (null when absent or unsafe). */
  returnUrl: string | null;
  /** Counts refused submits, so the page can move focus to the field each time. */
  attempt: number;
}

export type LoginEvent =
  | { type: 'login.fieldChanged'; field: 'email'; value: string }
  | { type: 'login.submit' }
  | { type: 'login.googleSignIn' }
  | AuthUpdatedEvent
  | CodeRequestReply;

/**
 * /login: an e-mail code or Google.
 *
 * `idle` → `login.submit` with a valid address → `requestingCode` (the invoked `codeRequest`
 * actor, which also runs the 429 countdown) → toast and /verify?email=…; a failure toasts and
 * returns to `idle` with the address kept. `login.googleSignIn` → `google.starting`; once the
 * browser is on its way the state stays `google.redirecting` ('Laddar...'), a failure toasts and
 * returns to the form. On start a safe `returnUrl` is stored (`storeReturnUrl`, provided by
 * src/app, like `showToast` and `navigate`).
 *
 * The page is prerendered as a signed-out visitor sees it; a visitor who turns out to be signed
 * in (the invoked `authWatcher` reports it) goes on to /account, whatever state the form is in.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    children: {} as { codeRequest: 'codeRequest'; authWatcher: 'authWatcher' },
  },
  actors: {
    codeRequest: codeRequestMachine,
    authWatcher: silentAuthWatcher,
    googleSignIn: fromPromise<void>(async () => {
      await unwrap(signInWithGoogle());
    }),
  },
  guards: {
    isEmailInvalid: ({ context }) => emailError(context.email) !== null,
    isSignedIn: (_, params: { auth: AuthSummary }) => params.auth.email !== null,
  },
  actions: {
    setEmail: assign((_, params: { value: string }) => ({ email: params.value, emailError: null })),
    showEmailError: assign(({ context }) => ({
      emailError: emailError(context.email),
      attempt: context.attempt + 1,
    })),
    requestCode: sendTo('codeRequest', ({ context }) => ({
      type: 'codeRequest.send' as const,
      email: context.email.trim(),
    })),
    /** Provided by src/app: keeps a safe return URL (`auth_return_url`) for after sign-in. */
    storeReturnUrl: (_, _params: { returnUrl: string | null }) => {},
    /** Provided by src/app: the root system's toasts actor. */
    showToast: (_, _params: ToastInput) => {},
    /** Provided by src/app: the router. */
    navigate: (_, _params: Navigation) => {},
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    email: '',
    emailError: null,
    returnUrl: sanitiseReturnUrl(input.returnUrl),
    attempt: 0,
  }),
  entry: { type: 'storeReturnUrl', params: ({ context }) => ({ returnUrl: context.returnUrl }) },
  invoke: [
    { id: 'codeRequest', src: 'codeRequest' },
    { id: 'authWatcher', src: 'authWatcher' },
  ],
  initial: 'idle',
  on: {
    'login.fieldChanged': {
      actions: { type: 'setEmail', params: ({ event }) => ({ value: event.value }) },
    },
    'auth.updated': {
      guard: { type: 'isSignedIn', params: ({ event }) => ({ auth: event.auth }) },
      actions: { type: 'navigate', params: { to: '/account', replace: true } },
    },
  },
  states: {
    idle: {
      on: {
        'login.submit': [
          { guard: 'isEmailInvalid', actions: 'showEmailError' },
          { target: 'requestingCode', actions: 'requestCode' },
        ],
        'login.googleSignIn': 'google',
      },
    },
    requestingCode: {
      // The field is read-only while the code is on its way.
      on: {
        'login.fieldChanged': {},
        'codeRequest.sent': {
          target: 'idle',
          actions: [
            { type: 'showToast', params: LOGIN_TOASTS.codeSent },
            {
              type: 'navigate',
              params: ({ event }) => ({ to: '/verify', search: { email: event.email } }),
            },
          ],
        },
        'codeRequest.failed': {
          target: 'idle',
          actions: { type: 'showToast', params: ({ event }) => codeFailedToast(event.error) },
        },
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
            onError: {
              target: '#login.idle',
              actions: { type: 'showToast', params: LOGIN_TOASTS.googleFailed },
            },
          },
        },
        redirecting: {},
      },
    },
  },
});

export type LoginActor = ActorRefFrom<typeof loginMachine>;
export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

/** What the /login page shows, derived from a snapshot (the cooldown comes from codeRequest). */
export interface LoginView {
  email: string;
  emailError: string | null;
  attempt: number;
  isGoogleLoading: boolean;
  /** The form may be sent (not while a code or Google is on its way). */
  isIdle: boolean;
}

export function selectLoginView(snapshot: LoginSnapshot): LoginView {
  return {
    email: snapshot.context.email,
    emailError: snapshot.context.emailError,
    attempt: snapshot.context.attempt,
    isGoogleLoading: snapshot.matches('google'),
    isIdle: snapshot.matches('idle'),
  };
}

export const sameLoginView = (a: LoginView, b: LoginView): boolean =>
  (Object.keys(a) as (keyof LoginView)[]).every((key) => a[key] === b[key]);
