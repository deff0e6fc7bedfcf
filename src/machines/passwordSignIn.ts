import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { signInWithPassword } from '../services/authFlows';
import { COOLDOWN_TICK_MS } from './shared/messages';
import type { AuthSummary, AuthUpdatedEvent } from './shared/authSync';
import { emailError } from './shared/email';
import {
  formEnd,
  refusedEmail,
  typedEmail,
  type LoginEmail,
  type LoginFormEnd,
} from './shared/loginForm';
import { errorCode, failureToast, isRateLimited, retryAfterSeconds } from './shared/messages';
import { unwrap } from './shared/result';
import type { ToastInput } from './shared/toast';
import { captchaOf, type CaptchaInput } from './shared/captcha';

export const SIGN_IN_MESSAGES = {
  passwordRequired: 'Ange ditt lösenord.',
  wrongCredentials:
    'Fel e-postadress eller lösenord. Har du inget lösenord än? Logga in med engångskod eller återställ lösenordet.',
  notConfirmed: 'E-postadressen är inte bekräftad än. Logga in med en engångskod först.',
  tooManySignIns: 'För många inloggningsförsök. Vänta en stund och försök igen.',
} as const;

export const SIGNED_IN_TOAST = {
  title: 'Inloggad',
  description: 'Välkommen tillbaka!',
} as const satisfies ToastInput;

/** The message beside the password field for a refused sign-in, or null for a fault. */
function signInRefusal(error: unknown): string | null {
  switch (errorCode(error)) {
    case 'invalid_credentials':
      return SIGN_IN_MESSAGES.wrongCredentials;
    case 'email_not_confirmed':
      return SIGN_IN_MESSAGES.notConfirmed;
    default:
      return null;
  }
}

/** What the password form hands on when it ends (and gets back when shown again). */
export interface PasswordFields extends LoginEmail {
  password: string;
  passwordError: string | null;
}

export interface PasswordSignInContext extends PasswordFields {
  /** Seconds before another password sign-in may be tried, after a 429; 0 when none. */
  signInCooldown: number;
}

export type PasswordSignInEvent =
  | { type: 'login.fieldChanged'; field: 'email'; value: string }
  | { type: 'login.passwordChanged'; value: string }
  | ({ type: 'login.submitPassword' } & CaptchaInput)
  | { type: 'login.forgotPassword' }
  | { type: 'login.useCode' }
  | AuthUpdatedEvent;

/**
 * 'Logga in med lösenord' on /login, a child of the login machine for as long as the form is
 * shown: address and password → `signingIn` (`signIn`) → done (`signedIn`), where the login
 * machine continues as after a code. A wrong password is said beside the field; after a 429 the
 * form waits (`coolingDown`, 'Vänta {n}s...'). 'Logga in med engångskod' and 'Glömt lösenordet?'
 * end it too; what is typed goes back to the login machine (the machine's output).
 */
export const passwordSignInMachine = setup({
  types: {
    context: {} as PasswordSignInContext,
    events: {} as PasswordSignInEvent,
    input: {} as PasswordFields,
    output: {} as LoginFormEnd<PasswordFields>,
  },
  actors: {
    signIn: fromPromise<void, { email: string; password: string } & CaptchaInput>(
      async ({ input }) => {
        await unwrap(signInWithPassword(input.email, input.password, input.captchaToken));
      },
    ),
  },
  delays: { cooldownTick: COOLDOWN_TICK_MS },
  guards: {
    isEmailInvalid: ({ context }) => emailError(context.email) !== null,
    isSignedIn: (_, params: { auth: AuthSummary }) => params.auth.email !== null,
    isPasswordMissing: ({ context }) => context.password === '',
    isSignInRefused: (_, params: { error: unknown }) => signInRefusal(params.error) !== null,
    isRateLimited: (_, params: { error: unknown }) => isRateLimited(params.error),
    isLastSecond: ({ context }) => context.signInCooldown <= 1,
  },
  actions: {
    setEmail: assign((_, params: { value: string }) => typedEmail(params.value)),
    showEmailError: assign(({ context }) => refusedEmail(context)),
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
      passwordError: SIGN_IN_MESSAGES.tooManySignIns,
    })),
    tickSignInCooldown: assign(({ context }) => ({ signInCooldown: context.signInCooldown - 1 })),
    endSignInCooldown: assign({ signInCooldown: 0, passwordError: null }),
    /** Provided by the login machine: the toast goes to it, which shows it. */
    showToast: (_, _params: ToastInput) => {},
    /** Provided by the login machine: a visitor signed in elsewhere goes on to /account. */
    leaveSignedIn: () => {},
  },
}).createMachine({
  id: 'passwordSignIn',
  context: ({ input }) => ({ ...input, signInCooldown: 0 }),
  output: ({ context: { signInCooldown: _, ...fields }, event }) => formEnd(fields, event),
  initial: 'editing',
  on: {
    'login.fieldChanged': {
      actions: { type: 'setEmail', params: ({ event }) => ({ value: event.value }) },
    },
    'login.passwordChanged': { actions: { type: 'setPassword', params: ({ event }) => event } },
    'login.useCode': '.toCode',
    'auth.updated': {
      guard: { type: 'isSignedIn', params: ({ event }) => ({ auth: event.auth }) },
      actions: 'leaveSignedIn',
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
              params: { message: SIGN_IN_MESSAGES.passwordRequired },
            },
          },
          { target: 'signingIn' },
        ],
        'login.forgotPassword': 'toRecovery',
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
        id: 'signIn',
        src: 'signIn',
        input: ({ context, event }) => ({
          email: context.email.trim(),
          password: context.password,
          captchaToken: captchaOf(event),
        }),
        onDone: {
          target: 'signedIn',
          actions: { type: 'showToast', params: SIGNED_IN_TOAST },
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
      on: { 'login.forgotPassword': 'toRecovery' },
      after: {
        cooldownTick: [
          { guard: 'isLastSecond', target: 'editing', actions: 'endSignInCooldown' },
          { target: 'coolingDown', reenter: true, actions: 'tickSignInCooldown' },
        ],
      },
    },
    toCode: { type: 'final', output: { next: 'code' } },
    toRecovery: { type: 'final', output: { next: 'recovery' } },
    signedIn: { type: 'final', output: { next: 'signedIn' } },
  },
});

export type PasswordSignInSnapshot = SnapshotFrom<typeof passwordSignInMachine>;

/** The password form: the child's while it runs, else what the login machine `kept`. */
export interface PasswordFormView extends PasswordFields {
  isSigningIn: boolean;
  /** Seconds before a password sign-in may be tried again (after a 429), 0 when none. */
  signInCooldown: number;
  /** 'Logga in' may be pressed now (not while signing in or counting down). */
  canSubmit: boolean;
}

export function passwordFormView(
  child: PasswordSignInSnapshot | undefined,
  kept: PasswordFields,
  continuing: boolean,
): PasswordFormView {
  const { email, emailError, attempt, password, passwordError } = child?.context ?? kept;
  return {
    email,
    emailError,
    attempt,
    password,
    passwordError,
    isSigningIn: child ? child.matches('signingIn') : continuing,
    signInCooldown: child?.matches('coolingDown') ? child.context.signInCooldown : 0,
    canSubmit: child?.can({ type: 'login.submitPassword' }) ?? false,
  };
}
