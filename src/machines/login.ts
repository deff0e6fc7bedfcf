import {
  and,
  assign,
  forwardTo,
  fromPromise,
  sendParent,
  sendTo,
  setup,
  type ActorRefFrom,
  type EventObject,
  type MachineContext,
  type SnapshotFrom,
} from 'xstate';
import { CODE_REQUEST, codeRequestMachine, type CodeRequestReply } from './codeRequest';
import { GOOGLE_SIGN_IN, googleSignInMachine, type GoogleSignInReply } from './googleSignIn';
import { passwordSignInMachine, type PasswordFields } from './passwordSignIn';
import {
  passwordRecoveryMachine,
  RECOVERY_TOASTS,
  type NewPasswordField,
} from './passwordRecovery';
import { silentAuthWatcher, type AuthSummary, type AuthUpdatedEvent } from './shared/authSync';
import { emailError } from './shared/email';
import { refusedEmail, typedEmail, type LoginFormEnd } from './shared/loginForm';
import type { Navigation } from './shared/navigation';
import { continuingState, sanitiseReturnUrl, type SignInContinuation } from './shared/returnUrl';
import { LOGIN_TOASTS, codeFailedToast } from './shared/signInToasts';
import type { ToastInput } from './shared/toast';
import type { Needs } from './shared/implementations';
import { captchaOf, type CaptchaInput } from './shared/captcha';
import { isRateLimited } from './shared/messages';

export { LOGIN_TOASTS, codeFailedToast };
export type { NewPasswordField };

export interface LoginInput {
  /** The raw `?returnUrl=` search parameter; kept only when it is a safe same-origin path. */
  returnUrl?: string | undefined;
}

/** The login machine holds the address (and what the password form had) between the forms. */
export interface LoginContext extends PasswordFields {
  /** The sanitised return URL (null when absent or unsafe). */
  returnUrl: string | null;
  /** After a 429, until the code request's wait is over: no code may be asked for. */
  waiting: boolean;
}

/** What a child form tells the login machine: a toast to show, a visitor already signed in. */
export type LoginChildReport =
  { type: 'loginForm.toast'; toast: ToastInput } | { type: 'loginForm.signedInElsewhere' };

export type LoginEvent =
  | { type: 'login.fieldChanged'; field: 'email'; value: string }
  | ({ type: 'login.submit' } & CaptchaInput)
  | { type: 'login.googleSignIn' }
  | { type: 'login.usePassword' }
  | { type: 'login.useCode' }
  | { type: 'login.passwordChanged'; value: string }
  | ({ type: 'login.submitPassword' } & CaptchaInput)
  | { type: 'login.forgotPassword' }
  | { type: 'login.cancelRecovery' }
  | ({ type: 'login.submitRecoveryEmail' } & CaptchaInput)
  | { type: 'login.newPasswordChanged'; field: NewPasswordField; value: string }
  | { type: 'login.submitNewPassword' }
  | LoginChildReport
  | AuthUpdatedEvent
  | CodeRequestReply
  | GoogleSignInReply;

/** A child's `showToast`: the toast goes to the login machine, which shows it. */
const toastParent = <C extends MachineContext, E extends EventObject>() =>
  sendParent<C, E, ToastInput, LoginChildReport, E>((_, toast) => ({
    type: 'loginForm.toast',
    toast,
  }));
/** A child's `leaveSignedIn`: the login machine goes on to /account. */
const leaveParent = <C extends MachineContext, E extends EventObject>() =>
  sendParent<C, E, unknown, LoginChildReport, E>({ type: 'loginForm.signedInElsewhere' });

type Ended = { event: { output: LoginFormEnd<Partial<PasswordFields>> } };
/** A child form ended, on to `next`. */
const endedAt = (next: LoginFormEnd['next']) => ({
  type: 'endedAt' as const,
  params: ({ event }: Ended) => ({ next, end: event.output }),
});
/** What an ended form hands on (the address; the password form also its password). */
const keepFields = {
  type: 'keepFields' as const,
  params: ({ event: { output } }: Ended) => {
    const { next: _next, ...fields } = output;
    return fields;
  },
};

/** The ids of /login's form children: 'Logga in med lösenord' and 'Glömt lösenordet?'. */
export const PASSWORD_FORM = 'password' as const;
export const RECOVERY_FORM = 'recovery' as const;

/**
 * /login: an e-mail code, Google, or a password; and 'Glömt lösenordet?'.
 *
 * `idle` → `login.submit` with a valid address → `requestingCode` (the invoked `codeRequest`
 * actor, which also runs the 429 countdown) → toast and /verify?email=…; a failure toasts and
 * returns to `idle` with the address kept. `login.googleSignIn` → `google`, which invokes the
 * Google sign-in child `GOOGLE_SIGN_IN` (googleSignIn.ts: 'Laddar...' until the browser has left);
 * when it reports `googleSignIn.failed` the page toasts and returns to the form. On start a safe `returnUrl` is stored (`storeReturnUrl`, provided by
 * src/app, like `showToast` and `navigate`).
 *
 * 'Logga in med lösenord' (`password`) and 'Glömt lösenordet?' (`recovery`) are child machines,
 * invoked while their form is shown and read through `snapshot.children` (`password`:
 * passwordSignIn, `recovery`: passwordRecovery); the page's `login.*` events go on to them. Each hands the
 * address back when it ends; signed in, the sign-in continues (`continuing`) as after a code: the
 * landing quiz's answers or the return URL.
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
      [CODE_REQUEST]: 'codeRequest';
      authWatcher: 'authWatcher';
      [PASSWORD_FORM]: 'passwordSignIn';
      [RECOVERY_FORM]: 'passwordRecovery';
      [GOOGLE_SIGN_IN]: 'googleSignIn';
    },
  },
  actors: {
    codeRequest: codeRequestMachine,
    authWatcher: silentAuthWatcher,
    googleSignIn: googleSignInMachine,
    passwordSignIn: passwordSignInMachine.provide({
      actions: { showToast: toastParent(), leaveSignedIn: leaveParent() },
    }),
    passwordRecovery: passwordRecoveryMachine.provide({
      actions: { showToast: toastParent(), leaveSignedIn: leaveParent() },
    }),
    /** Provided by src/app: reads the pending quiz and the return URL from storage. */
    readContinuation: fromPromise<SignInContinuation>(async () => ({
      pendingQuiz: false,
      returnUrl: null,
    })),
  },
  guards: {
    isEmailInvalid: ({ context }) => emailError(context.email) !== null,
    mayAskForCode: ({ context }) => !context.waiting,
    isRateLimited: (_, params: { error: unknown }) => isRateLimited(params.error),
    isSignedIn: (_, params: { auth: AuthSummary }) => params.auth.email !== null,
    endedAt: (_, params: { next: string; end: { next: string } }) =>
      params.end.next === params.next,
    hasPendingQuiz: (_, params: { continuation: SignInContinuation }) =>
      params.continuation.pendingQuiz,
  },
  actions: {
    setEmail: assign((_, params: { value: string }) => typedEmail(params.value)),
    showEmailError: assign(({ context }) => refusedEmail(context)),
    requestCode: sendTo(CODE_REQUEST, ({ context, event }) => ({
      type: 'codeRequest.send' as const,
      email: context.email.trim(),
      captchaToken: captchaOf(event),
    })),
    keepFields: assign((_, params: Partial<PasswordFields>) => params),
    wait: assign({ waiting: true }),
    endWait: assign({ waiting: false }),
    toPassword: forwardTo(PASSWORD_FORM),
    toRecovery: forwardTo(RECOVERY_FORM),
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
    waiting: false,
  }),
  entry: { type: 'storeReturnUrl', params: ({ context }) => ({ returnUrl: context.returnUrl }) },
  invoke: [
    { id: CODE_REQUEST, src: 'codeRequest' },
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
    'loginForm.toast': { actions: { type: 'showToast', params: ({ event }) => event.toast } },
    'loginForm.signedInElsewhere': {
      actions: { type: 'navigate', params: { to: '/account', replace: true } },
    },
    // The wait after a 429 is over: a code may be asked for again.
    'codeRequest.ready': { actions: 'endWait' },
  },
  states: {
    idle: {
      on: {
        // Refused while a 429's wait runs (the button counts down; the machine says so: can()).
        'login.submit': [
          { guard: and(['mayAskForCode', 'isEmailInvalid']), actions: 'showEmailError' },
          { guard: 'mayAskForCode', target: 'requestingCode', actions: 'requestCode' },
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
        'codeRequest.failed': [
          {
            guard: { type: 'isRateLimited', params: ({ event }) => event },
            target: 'idle',
            actions: [
              { type: 'showToast', params: ({ event }) => codeFailedToast(event.error) },
              'wait',
            ],
          },
          {
            target: 'idle',
            actions: { type: 'showToast', params: ({ event }) => codeFailedToast(event.error) },
          },
        ],
      },
    },
    /** Google: the `GOOGLE_SIGN_IN` child ('Laddar...' while the browser leaves). */
    google: {
      invoke: { id: GOOGLE_SIGN_IN, src: 'googleSignIn' },
      on: {
        'googleSignIn.failed': {
          target: 'idle',
          actions: { type: 'showToast', params: LOGIN_TOASTS.googleFailed },
        },
      },
    },
    /** 'Logga in med lösenord': the `password` child has the form. */
    password: {
      invoke: {
        id: PASSWORD_FORM,
        src: 'passwordSignIn',
        input: ({ context: { returnUrl: _, waiting: _waiting, ...fields } }) => fields,
        onDone: [
          { guard: endedAt('signedIn'), target: 'continuing', actions: keepFields },
          { guard: endedAt('recovery'), target: 'recovery', actions: keepFields },
          { target: 'idle', actions: keepFields },
        ],
      },
      on: { 'login.*': { actions: 'toPassword' }, 'auth.updated': { actions: 'toPassword' } },
    },
    /** 'Glömt lösenordet?': the `recovery` child has the form. */
    recovery: {
      invoke: {
        id: RECOVERY_FORM,
        src: 'passwordRecovery',
        input: ({ context: { email, emailError, attempt } }) => ({ email, emailError, attempt }),
        onDone: [
          {
            guard: endedAt('signedIn'),
            target: 'continuing',
            actions: [
              keepFields,
              'finishRecovery',
              { type: 'showToast', params: RECOVERY_TOASTS.passwordSaved },
            ],
          },
          { target: 'password', actions: keepFields },
        ],
      },
      on: { 'login.*': { actions: 'toRecovery' }, 'auth.updated': { actions: 'toRecovery' } },
    },
    /** Signed in by this page: on to where the sign-in was meant to lead. */
    continuing: { on: { 'auth.updated': {} }, ...continuingState },
    continued: { type: 'final' },
  },
});

export type LoginActor = ActorRefFrom<typeof loginMachine>;
export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

/**
 * What the /login page shows of the login machine (the cooldown comes from codeRequest; the
 * password and recovery forms from the children while they run: passwordFormView,
 * selectRecoveryForm).
 */
export interface LoginView extends PasswordFields {
  isGoogleLoading: boolean;
  /** The form may be sent (not while a code or Google is on its way). */
  isIdle: boolean;
  /** 'Skicka kod' does something now: the machine accepts `login.submit` (not during a 429's wait). */
  canSubmit: boolean;
  /** Which form the page shows. */
  mode: 'code' | 'password' | 'recovery';
  /** The page is signing the visitor in and moving on. */
  isContinuing: boolean;
}

const isContinuing = (snapshot: LoginSnapshot) =>
  snapshot.matches('continuing') || snapshot.matches('continued');

export function selectLoginView(snapshot: LoginSnapshot): LoginView {
  const { context } = snapshot;
  const continuing = isContinuing(snapshot);
  return {
    email: context.email,
    emailError: context.emailError,
    attempt: context.attempt,
    password: context.password,
    passwordError: context.passwordError,
    isGoogleLoading: snapshot.matches('google'),
    isIdle: snapshot.matches('idle'),
    canSubmit: snapshot.can({ type: 'login.submit' }),
    mode: snapshot.matches('recovery')
      ? 'recovery'
      : snapshot.matches('password') || continuing
        ? 'password'
        : 'code',
    isContinuing: continuing,
  };
}

export { sameView } from './shared/views';

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
