import { assign, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import { sendPasswordRecovery, updatePassword, verifyRecoveryCode } from '../services/authFlows';
import { codeRequestMachine, type CodeRequest, type CodeRequestReply } from './codeRequest';
import type { AuthSummary, AuthUpdatedEvent } from './shared/authSync';
import { normaliseCode, TOO_MANY_ATTEMPTS_MESSAGE } from './shared/codes';
import {
  codeRefusal,
  codeStepReplies,
  EMPTY_CODE_FIELD,
  isCodeMalformed,
  refusedCode,
  typedCode,
} from './shared/codeStep';
import { emailError } from './shared/email';
import {
  formEnd,
  refusedEmail,
  typedEmail,
  type LoginEmail,
  type LoginFormEnd,
} from './shared/loginForm';
import { codeSendFailure, failureToast, isRateLimited } from './shared/messages';
import {
  commonPasswordsLoader,
  newPasswordErrors,
  newPasswordRefusal,
  PASSWORD_RULE_MESSAGES,
} from './shared/passwordRules';
import { unwrap } from './shared/result';
import type { ToastInput } from './shared/toast';

export const RECOVERY_MESSAGES = {
  codeMalformed: 'Ange den 6-siffriga koden från e-postmeddelandet.',
  codeRefused: 'Koden stämmer inte eller har gått ut. Kontrollera den eller skicka en ny kod.',
  tooManyAttempts: TOO_MANY_ATTEMPTS_MESSAGE,
  passwordsDiffer: PASSWORD_RULE_MESSAGES.passwordsDiffer,
  passwordTooShort: PASSWORD_RULE_MESSAGES.length,
  passwordCommon: PASSWORD_RULE_MESSAGES.pwned,
} as const;

export const RECOVERY_TOASTS = {
  recoverySent: {
    title: 'Kod skickad',
    description:
      'Om det finns ett konto med den adressen har vi skickat en kod dit. Den gäller i 10 minuter.',
  },
  passwordSaved: {
    title: 'Lösenord uppdaterat',
    description: 'Ditt nya lösenord är sparat och du är inloggad.',
  },
} as const satisfies Record<string, ToastInput>;

const sendFailure = (error: unknown) => codeSendFailure(error, 'Kunde inte skicka koden');
const CODE_REPLIES = codeStepReplies({
  codeSent: RECOVERY_TOASTS.recoverySent,
  back: 'email',
  entering: 'code',
  sendFailure,
  fault: sendFailure,
});

export type NewPasswordField = 'newPassword' | 'confirmPassword';

export interface PasswordRecoveryContext extends LoginEmail {
  /** The recovery code typed. */
  code: string;
  codeError: string | null;
  newPassword: string;
  confirmPassword: string;
  newPasswordErrors: Partial<Record<NewPasswordField, string>>;
  /** The common passwords, once loaded (null before, or if they could not be loaded). */
  commonPasswords: ReadonlySet<string> | null;
}

export type PasswordRecoveryEvent =
  | { type: 'login.fieldChanged'; field: 'email'; value: string }
  | { type: 'login.cancelRecovery' }
  | { type: 'login.submitRecoveryEmail' }
  | { type: 'login.recoveryCodeChanged'; value: string }
  | { type: 'login.submitRecoveryCode' }
  | { type: 'login.resendRecoveryCode' }
  | { type: 'login.newPasswordChanged'; field: NewPasswordField; value: string }
  | { type: 'login.submitNewPassword' }
  | AuthUpdatedEvent
  | CodeRequestReply;

const recovering = {
  guard: {
    type: 'isRecovering' as const,
    params: ({ event }: { event: AuthUpdatedEvent }) => ({ auth: event.auth }),
  },
  target: 'newPassword',
};

/**
 * 'Glömt lösenordet?' on /login, a child of the login machine for as long as the form is shown:
 * the address → a recovery code (the invoked `recoveryCode` code-request actor, with its 429
 * countdown) → the code (`verifying`). The auth actor hears PASSWORD_RECOVERY and says so
 * (`auth.updated` with `passwordRecovery`): then, and only then, the new password is asked for
 * (`newPassword` → `saving`), and the machine ends signed in. 'Avbryt' ends it back at the
 * password form; the address goes back to the login machine (the machine's output).
 */
export const passwordRecoveryMachine = setup({
  types: {
    context: {} as PasswordRecoveryContext,
    events: {} as PasswordRecoveryEvent,
    input: {} as LoginEmail,
    output: {} as LoginFormEnd,
    children: {} as { recoveryCode: 'recoveryCodeRequest'; commonPasswords: 'commonPasswords' },
  },
  actors: {
    /** The code-request machine, sending a recovery code instead of a sign-in code. */
    recoveryCodeRequest: codeRequestMachine.provide({
      actors: {
        sendCode: fromPromise<void, CodeRequest>(({ input }) =>
          unwrap(sendPasswordRecovery(input.email)),
        ),
      },
    }),
    commonPasswords: commonPasswordsLoader,
    verifyRecovery: fromPromise<void, { email: string; code: string }>(async ({ input }) => {
      await unwrap(verifyRecoveryCode(input.email, input.code));
    }),
    saveNewPassword: fromPromise<void, { password: string }>(({ input }) =>
      unwrap(updatePassword(input.password)),
    ),
  },
  guards: {
    isEmailInvalid: ({ context }) => emailError(context.email) !== null,
    isSignedIn: (_, params: { auth: AuthSummary }) => params.auth.email !== null,
    isRecovering: (_, params: { auth: AuthSummary }) =>
      params.auth.email !== null && params.auth.passwordRecovery === true,
    isCodeMalformed: ({ context }) => isCodeMalformed(context),
    isCodeRateLimited: ({ event }) => 'error' in event && isRateLimited(event.error),
    isCodeRefusal: (_, params: { error: unknown }) =>
      codeRefusal(params.error, RECOVERY_MESSAGES.codeRefused) !== null,
    hasNewPasswordErrors: ({ context }) =>
      Object.keys(newPasswordErrors(context, context.commonPasswords)).length > 0,
    isNewPasswordRefused: (_, params: { error: unknown }) =>
      newPasswordRefusal(params.error) !== null,
  },
  actions: {
    setEmail: assign((_, params: { value: string }) => typedEmail(params.value)),
    showEmailError: assign(({ context }) => refusedEmail(context)),
    requestCode: sendTo('recoveryCode', ({ context }) => ({
      type: 'codeRequest.send' as const,
      email: context.email.trim(),
    })),
    setCode: assign((_, params: { value: string }) => typedCode(params.value)),
    clearCode: assign(EMPTY_CODE_FIELD),
    setCodeError: assign(({ context }, params: { message: string | null }) =>
      refusedCode(context, params.message),
    ),
    setNewPassword: assign(({ context }, params: { field: NewPasswordField; value: string }) => {
      const { [params.field]: _cleared, ...newPasswordErrors } = context.newPasswordErrors;
      return { [params.field]: params.value, newPasswordErrors };
    }),
    setNewPasswordErrors: assign(
      (_, params: { errors: Partial<Record<NewPasswordField, string>> }) => ({
        newPasswordErrors: params.errors,
      }),
    ),
    showNewPasswordErrors: assign(({ context }) => ({
      newPasswordErrors: newPasswordErrors(context, context.commonPasswords),
    })),
    setCommonPasswords: assign((_, params: { list: ReadonlySet<string> | null }) => ({
      commonPasswords: params.list,
    })),
    /** Provided by the login machine: the toast goes to it, which shows it. */
    showToast: (_, _params: ToastInput) => {},
    /** Provided by the login machine: a visitor signed in elsewhere goes on to /account. */
    leaveSignedIn: () => {},
  },
}).createMachine({
  id: 'passwordRecovery',
  context: ({ input }) => ({
    ...input,
    ...EMPTY_CODE_FIELD,
    newPassword: '',
    confirmPassword: '',
    newPasswordErrors: {},
    commonPasswords: null,
  }),
  output: ({ context: { email, emailError, attempt }, event }) =>
    formEnd({ email, emailError, attempt }, event),
  invoke: [
    // Lives as long as the recovery: sends the codes and counts down after a 429.
    { id: 'recoveryCode', src: 'recoveryCodeRequest' },
    // The list the new password is checked against (a chunk of its own, loaded with the form).
    {
      id: 'commonPasswords',
      src: 'commonPasswords',
      onDone: {
        actions: { type: 'setCommonPasswords', params: ({ event }) => ({ list: event.output }) },
      },
    },
  ],
  on: {
    'login.fieldChanged': {
      actions: { type: 'setEmail', params: ({ event }) => ({ value: event.value }) },
    },
    'login.cancelRecovery': '.cancelled',
    'auth.updated': {
      guard: { type: 'isSignedIn', params: ({ event }) => ({ auth: event.auth }) },
      actions: 'leaveSignedIn',
    },
  },
  initial: 'email',
  states: {
    email: {
      on: {
        'login.submitRecoveryEmail': [
          { guard: 'isEmailInvalid', actions: 'showEmailError' },
          { target: 'requesting' },
        ],
      },
    },
    requesting: {
      entry: 'requestCode',
      on: { 'login.fieldChanged': {}, ...CODE_REPLIES.requesting },
    },
    code: {
      on: {
        'login.fieldChanged': {},
        'login.recoveryCodeChanged': { actions: { type: 'setCode', params: ({ event }) => event } },
        'login.submitRecoveryCode': [
          {
            guard: 'isCodeMalformed',
            actions: { type: 'setCodeError', params: { message: RECOVERY_MESSAGES.codeMalformed } },
          },
          { target: 'verifying' },
        ],
        'login.resendRecoveryCode': 'resending',
      },
    },
    resending: {
      entry: 'requestCode',
      on: { 'login.fieldChanged': {}, ...CODE_REPLIES.resending },
    },
    verifying: {
      // supabase-js emits PASSWORD_RECOVERY before the check's promise settles; any other
      // news of the session is this page's own doing and leads nowhere else.
      on: { 'login.fieldChanged': {}, 'auth.updated': [recovering, {}] },
      invoke: {
        id: 'verifyRecovery',
        src: 'verifyRecovery',
        input: ({ context }) => ({
          email: context.email.trim(),
          code: normaliseCode(context.code),
        }),
        onDone: 'awaitingRecovery',
        onError: [
          {
            guard: { type: 'isCodeRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'code',
            actions: {
              type: 'setCodeError',
              params: ({ event }) => ({
                message: codeRefusal(event.error, RECOVERY_MESSAGES.codeRefused),
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
    awaitingRecovery: { on: { 'auth.updated': [recovering, {}] } },
    newPassword: {
      on: {
        'auth.updated': {},
        'login.cancelRecovery': {},
        'login.newPasswordChanged': {
          actions: { type: 'setNewPassword', params: ({ event }) => event },
        },
        'login.submitNewPassword': [
          { guard: 'hasNewPasswordErrors', actions: 'showNewPasswordErrors' },
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
        // The login machine says 'Lösenord uppdaterat' and continues the sign-in.
        onDone: 'saved',
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
    cancelled: { type: 'final', output: { next: 'password' } },
    saved: { type: 'final', output: { next: 'signedIn' } },
  },
});

export type PasswordRecoverySnapshot = SnapshotFrom<typeof passwordRecoveryMachine>;

/** The 'Glömt lösenordet?' form, from the `recovery` child. */
export interface RecoveryFormView {
  step: 'email' | 'code' | 'newPassword';
  email: string;
  emailError: string | null;
  attempt: number;
  code: string;
  codeError: string | null;
  isSending: boolean;
  isVerifying: boolean;
  newPassword: string;
  confirmPassword: string;
  newPasswordErrors: Partial<Record<NewPasswordField, string>>;
  isSaving: boolean;
}

export function selectRecoveryForm(
  snapshot: PasswordRecoverySnapshot | undefined,
): RecoveryFormView | null {
  if (!snapshot) return null;
  const { context } = snapshot;
  const at = (...states: PasswordRecoverySnapshot['value'][]) =>
    states.some((state) => snapshot.matches(state));
  return {
    step: at('newPassword', 'saving', 'saved')
      ? 'newPassword'
      : at('email', 'requesting')
        ? 'email'
        : 'code',
    email: context.email,
    emailError: context.emailError,
    attempt: context.attempt,
    code: context.code,
    codeError: context.codeError,
    isSending: at('requesting', 'resending'),
    isVerifying: at('verifying', 'awaitingRecovery'),
    newPassword: context.newPassword,
    confirmPassword: context.confirmPassword,
    newPasswordErrors: context.newPasswordErrors,
    isSaving: at('saving', 'saved'),
  };
}
