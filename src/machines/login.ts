import { assign, fromPromise, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  sendPasswordRecovery,
  signInWithGoogle,
  signInWithPassword,
  updatePassword,
  verifyRecoveryCode,
} from '../services/auth';
import {
  codeRequestMachine,
  COOLDOWN_TICK_MS,
  type CodeRequest,
  type CodeRequestReply,
} from './codeRequest';
import {
  isCodeRefused,
  isCodeVoid,
  isValidCode,
  normaliseCode,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from './shared/codes';
import { silentAuthWatcher, type AuthSummary, type AuthUpdatedEvent } from './shared/authSync';
import { emailError } from './shared/email';
import {
  codeSendFailure,
  describeServiceError,
  failureToast,
  isRateLimited,
  retryAfterSeconds,
  errorCode,
} from './shared/messages';
import type { Navigation } from './shared/navigation';
import { unwrap } from './shared/result';
import { returnTarget, sanitiseReturnUrl, type SignInContinuation } from './shared/returnUrl';
import { LOGIN_TOASTS, codeFailedToast } from './shared/signInToasts';
import type { ToastInput } from './toasts';
import type { Needs } from './shared/implementations';

export { LOGIN_TOASTS, codeFailedToast };

/** Password sign-in and recovery (a password nobody could use would be pointless). */
export const PASSWORD_MIN_LENGTH = 6;

export const PASSWORD_MESSAGES = {
  passwordRequired: 'Ange ditt lösenord.',
  wrongCredentials:
    'Fel e-postadress eller lösenord. Har du inget lösenord än? Logga in med engångskod eller återställ lösenordet.',
  notConfirmed: 'E-postadressen är inte bekräftad än. Logga in med en engångskod först.',
  tooManySignIns: 'För många inloggningsförsök. Vänta en stund och försök igen.',
  codeMalformed: 'Ange den 6-siffriga koden från e-postmeddelandet.',
  codeRefused: 'Koden stämmer inte eller har gått ut. Kontrollera den eller skicka en ny kod.',
  tooManyAttempts: TOO_MANY_ATTEMPTS_MESSAGE,
  passwordsDiffer: 'Lösenorden matchar inte',
  passwordTooShort: `Lösenordet måste vara minst ${PASSWORD_MIN_LENGTH} tecken.`,
} as const;

export const PASSWORD_TOASTS = {
  recoverySent: {
    title: 'Kod skickad',
    description:
      'Om det finns ett konto med den adressen har vi skickat en kod dit. Den gäller i 10 minuter.',
  },
  passwordSaved: {
    title: 'Lösenord uppdaterat',
    description: 'Ditt nya lösenord är sparat och du är inloggad.',
  },
  signedIn: { title: 'Inloggad', description: 'Välkommen tillbaka!' },
} as const satisfies Record<string, ToastInput>;

/** The message beside the password field for a refused sign-in, or null for a fault. */
function signInRefusal(error: unknown): string | null {
  switch (errorCode(error)) {
    case 'invalid_credentials':
      return PASSWORD_MESSAGES.wrongCredentials;
    case 'email_not_confirmed':
      return PASSWORD_MESSAGES.notConfirmed;
    default:
      return null;
  }
}

/** The message beside a new password the auth server refused, or null for a fault. */
function newPasswordRefusal(error: unknown): string | null {
  const code = errorCode(error);
  return code === 'weak_password' || code === 'same_password' ? describeServiceError(error) : null;
}

export interface LoginInput {
  /** The raw `?returnUrl=` search parameter; kept only when it is a safe same-origin path. */
  returnUrl?: string | undefined;
}

export type NewPasswordField = 'newPassword' | 'confirmPassword';

export interface LoginContext {
  email: string;
  emailError: string | null;
  /** The sanitised return URL (null when absent or unsafe). */
  returnUrl: string | null;
  /** Counts refused submits, so the page can move focus to the field each time. */
  attempt: number;
  password: string;
  passwordError: string | null;
  /** Seconds before another password sign-in may be tried, after a 429; 0 when none. */
  signInCooldown: number;
  recoveryCode: string;
  recoveryCodeError: string | null;
  newPassword: string;
  confirmPassword: string;
  newPasswordErrors: Partial<Record<NewPasswordField, string>>;
}

export type LoginEvent =
  | { type: 'login.fieldChanged'; field: 'email'; value: string }
  | { type: 'login.submit' }
  | { type: 'login.googleSignIn' }
  | { type: 'login.usePassword' }
  | { type: 'login.useCode' }
  | { type: 'login.passwordChanged'; value: string }
  | { type: 'login.submitPassword' }
  | { type: 'login.forgotPassword' }
  | { type: 'login.cancelRecovery' }
  | { type: 'login.submitRecoveryEmail' }
  | { type: 'login.recoveryCodeChanged'; value: string }
  | { type: 'login.submitRecoveryCode' }
  | { type: 'login.resendRecoveryCode' }
  | { type: 'login.newPasswordChanged'; field: NewPasswordField; value: string }
  | { type: 'login.submitNewPassword' }
  | AuthUpdatedEvent
  | CodeRequestReply;

/**
 * /login: an e-mail code, Google, or a password; and 'Glömt lösenordet?'.
 *
 * `idle` → `login.submit` with a valid address → `requestingCode` (the invoked `codeRequest`
 * actor, which also runs the 429 countdown) → toast and /verify?email=…; a failure toasts and
 * returns to `idle` with the address kept. `login.googleSignIn` → `google.starting`; once the
 * browser is on its way the state stays `google.redirecting` ('Laddar...'), a failure toasts and
 * returns to the form. On start a safe `returnUrl` is stored (`storeReturnUrl`, provided by
 * src/app, like `showToast` and `navigate`).
 *
 * 'Logga in med lösenord' (`password`): address and password → `signingIn`
 * (`signInWithPassword`) → `continuing`, where the sign-in continues as after a code (the landing
 * quiz's answers or the return URL). A wrong password is said beside the field; after a 429 the
 * form waits (`coolingDown`, 'Vänta {n}s...').
 *
 * 'Glömt lösenordet?' (`recovery`): the address → a recovery code (the invoked `recoveryCode`
 * code-request actor, with its 429 countdown) → the code (`verifying`). The auth actor hears
 * PASSWORD_RECOVERY and says so (`auth.updated` with `passwordRecovery`): then, and only then,
 * the new password is asked for (`newPassword` → `saving`), and the sign-in continues.
 *
 * The page is prerendered as a signed-out visitor sees it; a visitor who turns out to be signed
 * in (the invoked `authWatcher` reports it) goes on to /account, unless this page is signing them
 * in itself.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    children: {} as {
      codeRequest: 'codeRequest';
      authWatcher: 'authWatcher';
      recoveryCode: 'recoveryCodeRequest';
    },
  },
  actors: {
    codeRequest: codeRequestMachine,
    authWatcher: silentAuthWatcher,
    googleSignIn: fromPromise<void>(async () => {
      await unwrap(signInWithGoogle());
    }),
    passwordSignIn: fromPromise<void, { email: string; password: string }>(async ({ input }) => {
      await unwrap(signInWithPassword(input.email, input.password));
    }),
    /** The code-request machine, sending a recovery code instead of a sign-in code. */
    recoveryCodeRequest: codeRequestMachine.provide({
      actors: {
        sendCode: fromPromise<void, CodeRequest>(({ input }) =>
          unwrap(sendPasswordRecovery(input.email)),
        ),
      },
    }),
    verifyRecovery: fromPromise<void, { email: string; code: string }>(async ({ input }) => {
      await unwrap(verifyRecoveryCode(input.email, input.code));
    }),
    saveNewPassword: fromPromise<void, { password: string }>(({ input }) =>
      unwrap(updatePassword(input.password)),
    ),
    /** Provided by src/app: reads the pending quiz and the return URL from storage. */
    readContinuation: fromPromise<SignInContinuation>(async () => ({
      pendingQuiz: false,
      returnUrl: null,
    })),
  },
  delays: { cooldownTick: COOLDOWN_TICK_MS },
  guards: {
    isEmailInvalid: ({ context }) => emailError(context.email) !== null,
    isSignedIn: (_, params: { auth: AuthSummary }) => params.auth.email !== null,
    isRecovering: (_, params: { auth: AuthSummary }) =>
      params.auth.email !== null && params.auth.passwordRecovery === true,
    isPasswordMissing: ({ context }) => context.password === '',
    isSignInRefused: (_, params: { error: unknown }) => signInRefusal(params.error) !== null,
    isRateLimited: (_, params: { error: unknown }) => isRateLimited(params.error),
    isCodeMalformed: ({ context }) => !isValidCode(context.recoveryCode),
    isCodeRateLimited: ({ event }) => 'error' in event && isRateLimited(event.error),
    isCodeRefusal: (_, params: { error: unknown }) =>
      isCodeVoid(params.error) || isCodeRefused(params.error),
    passwordsDiffer: ({ context }) => context.newPassword !== context.confirmPassword,
    isPasswordTooShort: ({ context }) => context.newPassword.length < PASSWORD_MIN_LENGTH,
    isNewPasswordRefused: (_, params: { error: unknown }) =>
      newPasswordRefusal(params.error) !== null,
    isLastSecond: ({ context }) => context.signInCooldown <= 1,
    hasPendingQuiz: (_, params: { continuation: SignInContinuation }) =>
      params.continuation.pendingQuiz,
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
    setPassword: assign((_, params: { value: string }) => ({
      password: params.value,
      passwordError: null,
    })),
    setPasswordError: assign(({ context }, params: { message: string | null }) => ({
      passwordError: params.message,
      attempt: context.attempt + 1,
    })),
    startSignInCooldown: assign((_, params: { seconds: number }) => ({
      signInCooldown: params.seconds,
      passwordError: PASSWORD_MESSAGES.tooManySignIns,
    })),
    tickSignInCooldown: assign(({ context }) => ({ signInCooldown: context.signInCooldown - 1 })),
    endSignInCooldown: assign({ signInCooldown: 0, passwordError: null }),
    requestRecoveryCode: sendTo('recoveryCode', ({ context }) => ({
      type: 'codeRequest.send' as const,
      email: context.email.trim(),
    })),
    setRecoveryCode: assign((_, params: { value: string }) => ({
      recoveryCode: params.value,
      recoveryCodeError: null,
    })),
    clearRecovery: assign({
      recoveryCode: '',
      recoveryCodeError: null,
      newPassword: '',
      confirmPassword: '',
      newPasswordErrors: {},
    }),
    clearRecoveryCode: assign({ recoveryCode: '', recoveryCodeError: null }),
    setRecoveryCodeError: assign(({ context }, params: { message: string }) => ({
      recoveryCodeError: params.message,
      attempt: context.attempt + 1,
    })),
    setNewPassword: assign(({ context }, params: { field: NewPasswordField; value: string }) => {
      const { [params.field]: _cleared, ...newPasswordErrors } = context.newPasswordErrors;
      return { [params.field]: params.value, newPasswordErrors };
    }),
    setNewPasswordErrors: assign(
      (_, params: { errors: Partial<Record<NewPasswordField, string>> }) => ({
        newPasswordErrors: params.errors,
      }),
    ),
    /** Provided by src/app: keeps a safe return URL (`auth_return_url`) for after sign-in. */
    storeReturnUrl: (_, _params: { returnUrl: string | null }) => {},
    /** Provided by src/app: removes `auth_return_url`. */
    forgetReturnUrl: () => {},
    /** Provided by src/app: removes a leftover `quiz_completed` flag (no answers wait for it). */
    forgetQuizFlag: () => {},
    /** Provided by src/app: `auth.recoveryFinished` to the root auth actor. */
    finishRecovery: () => {},
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
    password: '',
    passwordError: null,
    signInCooldown: 0,
    recoveryCode: '',
    recoveryCodeError: null,
    newPassword: '',
    confirmPassword: '',
    newPasswordErrors: {},
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
        'login.usePassword': 'password',
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
    /** 'Logga in med lösenord'. */
    password: {
      initial: 'editing',
      on: {
        'login.useCode': '#login.idle',
        'login.passwordChanged': {
          actions: { type: 'setPassword', params: ({ event }) => event },
        },
      },
      states: {
        editing: {
          on: {
            'login.submitPassword': [
              { guard: 'isEmailInvalid', actions: 'showEmailError' },
              {
                guard: 'isPasswordMissing',
                actions: {
                  type: 'setPasswordError',
                  params: { message: PASSWORD_MESSAGES.passwordRequired },
                },
              },
              { target: 'signingIn' },
            ],
            'login.forgotPassword': { target: '#login.recovery', actions: 'clearRecovery' },
          },
        },
        signingIn: {
          // The fields are read-only, and this page signs the visitor in itself.
          on: {
            'login.fieldChanged': {},
            'login.passwordChanged': {},
            'login.useCode': {},
            'auth.updated': {},
          },
          invoke: {
            id: 'passwordSignIn',
            src: 'passwordSignIn',
            input: ({ context }) => ({ email: context.email.trim(), password: context.password }),
            onDone: {
              target: '#login.continuing',
              actions: { type: 'showToast', params: PASSWORD_TOASTS.signedIn },
            },
            onError: [
              {
                guard: { type: 'isSignInRefused', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: {
                  type: 'setPasswordError',
                  params: ({ event }) => ({ message: signInRefusal(event.error) }),
                },
              },
              {
                guard: { type: 'isRateLimited', params: ({ event }) => ({ error: event.error }) },
                target: 'coolingDown',
                actions: {
                  type: 'startSignInCooldown',
                  params: ({ event }) => ({ seconds: retryAfterSeconds(event.error) }),
                },
              },
              {
                target: 'editing',
                actions: { type: 'showToast', params: ({ event }) => failureToast(event.error) },
              },
            ],
          },
        },
        /** After a 429: 'Vänta {n}s...' on the button; what is typed stays. */
        coolingDown: {
          on: {
            'login.forgotPassword': { target: '#login.recovery', actions: 'clearRecovery' },
          },
          after: {
            cooldownTick: [
              { guard: 'isLastSecond', target: 'editing', actions: 'endSignInCooldown' },
              { target: 'coolingDown', reenter: true, actions: 'tickSignInCooldown' },
            ],
          },
        },
      },
    },
    /** 'Glömt lösenordet?'. */
    recovery: {
      initial: 'email',
      // Lives as long as the recovery: sends the codes and counts down after a 429.
      invoke: { id: 'recoveryCode', src: 'recoveryCodeRequest' },
      on: {
        'login.cancelRecovery': { target: '#login.password', actions: 'clearRecovery' },
      },
      states: {
        email: {
          on: {
            'login.submitRecoveryEmail': [
              { guard: 'isEmailInvalid', actions: 'showEmailError' },
              { target: 'requesting', actions: 'requestRecoveryCode' },
            ],
          },
        },
        requesting: {
          on: {
            'login.fieldChanged': {},
            'codeRequest.sent': {
              target: 'code',
              actions: { type: 'showToast', params: PASSWORD_TOASTS.recoverySent },
            },
            'codeRequest.failed': [
              // A code went out less than a minute ago and still works: ask for it.
              {
                guard: 'isCodeRateLimited',
                target: 'code',
                actions: {
                  type: 'showToast',
                  params: ({ event }) => codeSendFailure(event.error, 'Kunde inte skicka koden'),
                },
              },
              {
                target: 'email',
                actions: {
                  type: 'showToast',
                  params: ({ event }) => codeSendFailure(event.error, 'Kunde inte skicka koden'),
                },
              },
            ],
          },
        },
        code: {
          on: {
            'login.fieldChanged': {},
            'login.recoveryCodeChanged': {
              actions: { type: 'setRecoveryCode', params: ({ event }) => event },
            },
            'login.submitRecoveryCode': [
              {
                guard: 'isCodeMalformed',
                actions: {
                  type: 'setRecoveryCodeError',
                  params: { message: PASSWORD_MESSAGES.codeMalformed },
                },
              },
              { target: 'verifying' },
            ],
            'login.resendRecoveryCode': { target: 'resending', actions: 'requestRecoveryCode' },
          },
        },
        resending: {
          on: {
            'login.fieldChanged': {},
            'codeRequest.sent': {
              target: 'code',
              actions: [
                'clearRecoveryCode',
                { type: 'showToast', params: PASSWORD_TOASTS.recoverySent },
              ],
            },
            'codeRequest.failed': {
              target: 'code',
              actions: {
                type: 'showToast',
                params: ({ event }) => codeSendFailure(event.error, 'Kunde inte skicka koden'),
              },
            },
          },
        },
        verifying: {
          on: {
            'login.fieldChanged': {},
            // supabase-js emits PASSWORD_RECOVERY before the check's promise settles; any other
            // news of the session is this page's own doing and leads nowhere else.
            'auth.updated': [
              {
                guard: { type: 'isRecovering', params: ({ event }) => ({ auth: event.auth }) },
                target: 'newPassword',
              },
              {},
            ],
          },
          invoke: {
            id: 'verifyRecovery',
            src: 'verifyRecovery',
            input: ({ context }) => ({
              email: context.email.trim(),
              code: normaliseCode(context.recoveryCode),
            }),
            onDone: 'awaitingRecovery',
            onError: [
              {
                guard: { type: 'isCodeRefusal', params: ({ event }) => ({ error: event.error }) },
                target: 'code',
                actions: {
                  type: 'setRecoveryCodeError',
                  params: ({ event }) => ({
                    message: isCodeVoid(event.error)
                      ? PASSWORD_MESSAGES.tooManyAttempts
                      : PASSWORD_MESSAGES.codeRefused,
                  }),
                },
              },
              {
                target: 'code',
                actions: { type: 'showToast', params: ({ event }) => failureToast(event.error) },
              },
            ],
          },
        },
        /** The code was right; the new password is asked for on PASSWORD_RECOVERY. */
        awaitingRecovery: {
          on: {
            'auth.updated': [
              {
                guard: { type: 'isRecovering', params: ({ event }) => ({ auth: event.auth }) },
                target: 'newPassword',
              },
              {},
            ],
          },
        },
        newPassword: {
          on: {
            'auth.updated': {},
            'login.cancelRecovery': {},
            'login.newPasswordChanged': {
              actions: { type: 'setNewPassword', params: ({ event }) => event },
            },
            'login.submitNewPassword': [
              {
                guard: 'passwordsDiffer',
                actions: {
                  type: 'setNewPasswordErrors',
                  params: { errors: { confirmPassword: PASSWORD_MESSAGES.passwordsDiffer } },
                },
              },
              {
                guard: 'isPasswordTooShort',
                actions: {
                  type: 'setNewPasswordErrors',
                  params: { errors: { newPassword: PASSWORD_MESSAGES.passwordTooShort } },
                },
              },
              { target: 'saving' },
            ],
          },
        },
        saving: {
          on: { 'auth.updated': {}, 'login.cancelRecovery': {} },
          invoke: {
            id: 'saveNewPassword',
            src: 'saveNewPassword',
            input: ({ context }) => ({ password: context.newPassword }),
            onDone: {
              target: '#login.continuing',
              actions: [
                'finishRecovery',
                { type: 'showToast', params: PASSWORD_TOASTS.passwordSaved },
              ],
            },
            onError: [
              {
                guard: {
                  type: 'isNewPasswordRefused',
                  params: ({ event }) => ({ error: event.error }),
                },
                target: 'newPassword',
                actions: {
                  type: 'setNewPasswordErrors',
                  params: ({ event }) => ({
                    errors: { newPassword: newPasswordRefusal(event.error) ?? undefined },
                  }),
                },
              },
              {
                target: 'newPassword',
                actions: { type: 'showToast', params: ({ event }) => failureToast(event.error) },
              },
            ],
          },
        },
      },
    },
    /** Signed in by this page: on to where the sign-in was meant to lead. */
    continuing: {
      on: { 'auth.updated': {} },
      invoke: {
        id: 'readContinuation',
        src: 'readContinuation',
        onDone: [
          {
            // The landing quiz shows and saves the waiting answers on `/`.
            guard: {
              type: 'hasPendingQuiz',
              params: ({ event }) => ({ continuation: event.output }),
            },
            target: 'continued',
            actions: ['forgetReturnUrl', { type: 'navigate', params: { to: '/' } }],
          },
          {
            target: 'continued',
            actions: [
              'forgetReturnUrl',
              'forgetQuizFlag',
              {
                type: 'navigate',
                params: ({ event }) => ({ to: returnTarget(event.output.returnUrl) }),
              },
            ],
          },
        ],
        onError: { target: 'continued', actions: { type: 'navigate', params: { to: '/' } } },
      },
    },
    continued: { type: 'final' },
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
  /** Which form the page shows. */
  mode: 'code' | 'password' | 'recovery';
  password: string;
  passwordError: string | null;
  isSigningIn: boolean;
  /** Seconds before a password sign-in may be tried again (after a 429), 0 when none. */
  signInCooldown: number;
  recoveryStep: 'email' | 'code' | 'newPassword';
  recoveryCode: string;
  recoveryCodeError: string | null;
  isSendingRecovery: boolean;
  isVerifyingRecovery: boolean;
  newPassword: string;
  confirmPassword: string;
  newPasswordErrors: Partial<Record<NewPasswordField, string>>;
  isSavingPassword: boolean;
  /** The page is signing the visitor in and moving on. */
  isContinuing: boolean;
}

export function selectLoginView(snapshot: LoginSnapshot): LoginView {
  const { context } = snapshot;
  const recovering = snapshot.matches('recovery');
  const inNewPassword =
    snapshot.matches({ recovery: 'newPassword' }) || snapshot.matches({ recovery: 'saving' });
  const inEmail =
    snapshot.matches({ recovery: 'email' }) || snapshot.matches({ recovery: 'requesting' });
  const continuing = snapshot.matches('continuing') || snapshot.matches('continued');
  return {
    email: context.email,
    emailError: context.emailError,
    attempt: context.attempt,
    isGoogleLoading: snapshot.matches('google'),
    isIdle: snapshot.matches('idle'),
    mode: recovering
      ? 'recovery'
      : snapshot.matches('password') || continuing
        ? 'password'
        : 'code',
    password: context.password,
    passwordError: context.passwordError,
    isSigningIn: snapshot.matches({ password: 'signingIn' }) || continuing,
    signInCooldown: snapshot.matches({ password: 'coolingDown' }) ? context.signInCooldown : 0,
    recoveryStep: inNewPassword ? 'newPassword' : inEmail ? 'email' : 'code',
    recoveryCode: context.recoveryCode,
    recoveryCodeError: context.recoveryCodeError,
    isSendingRecovery:
      snapshot.matches({ recovery: 'requesting' }) || snapshot.matches({ recovery: 'resending' }),
    isVerifyingRecovery:
      snapshot.matches({ recovery: 'verifying' }) ||
      snapshot.matches({ recovery: 'awaitingRecovery' }),
    newPassword: context.newPassword,
    confirmPassword: context.confirmPassword,
    newPasswordErrors: context.newPasswordErrors,
    isSavingPassword: snapshot.matches({ recovery: 'saving' }),
    isContinuing: continuing,
  };
}

export const sameLoginView = (a: LoginView, b: LoginView): boolean =>
  (Object.keys(a) as (keyof LoginView)[]).every((key) => a[key] === b[key]);

/** What src/app provides for this machine (src/app/logic.ts), every part required. */
export type LoginImplementations = Needs<
  typeof loginMachine,
  {
    actors: 'authWatcher' | 'readContinuation';
    actions:
      | 'showToast'
      | 'navigate'
      | 'storeReturnUrl'
      | 'forgetReturnUrl'
      | 'forgetQuizFlag'
      | 'finishRecovery';
  }
>;
