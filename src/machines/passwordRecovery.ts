import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { sendPasswordRecovery, updatePassword, verifyRecoveryCode } from '../services/authFlows';
import {
  CODE_ENTRY,
  codeEntryMachine,
  type CheckCodeInput,
  type CodeEntryReply,
} from './codeEntry';
import { codeRequestMachine, type CodeRequest } from './codeRequest';
import type { AuthSummary, AuthUpdatedEvent } from './shared/authSync';
import { emailError } from './shared/email';
import {
  formEnd,
  refusedEmail,
  typedEmail,
  type LoginEmail,
  type LoginFormEnd,
} from './shared/loginForm';
import { codeSendFailure, failureToast } from './shared/messages';
import {
  commonPasswordsLoader,
  newPasswordErrors,
  newPasswordRefusal,
  PASSWORD_RULE_MESSAGES,
} from './shared/passwordRules';
import { unwrap } from './shared/result';
import type { ToastInput } from './shared/toast';
import { captchaOf, type CaptchaInput } from './shared/captcha';

export const RECOVERY_MESSAGES = {
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

export type NewPasswordField = 'newPassword' | 'confirmPassword';

export interface PasswordRecoveryContext extends LoginEmail {
  newPassword: string;
  confirmPassword: string;
  newPasswordErrors: Partial<Record<NewPasswordField, string>>;
  /** The common passwords, once loaded (null before, or if they could not be loaded). */
  commonPasswords: ReadonlySet<string> | null;
}

export type PasswordRecoveryEvent =
  | { type: 'login.fieldChanged'; field: 'email'; value: string }
  | { type: 'login.cancelRecovery' }
  | ({ type: 'login.submitRecoveryEmail' } & CaptchaInput)
  | { type: 'login.newPasswordChanged'; field: NewPasswordField; value: string }
  | { type: 'login.submitNewPassword' }
  | AuthUpdatedEvent
  | CodeEntryReply;

const recovering = {
  guard: {
    type: 'isRecovering' as const,
    params: ({ event }: { event: AuthUpdatedEvent }) => ({ auth: event.auth }),
  },
  target: '#passwordRecovery.newPassword',
};

/**
 * 'Glömt lösenordet?' on /login, a child of the login machine for as long as the form is shown:
 * the address → the code step (the invoked `CODE_ENTRY` child, codeEntry: it mails the recovery
 * code, then the field, 'Skicka ny kod' and the 429 countdown; the code is checked by signing in
 * with it). The auth actor hears PASSWORD_RECOVERY and says so (`auth.updated` with
 * `passwordRecovery`): then, and only then, the new password is asked for (`newPassword` →
 * `saving`), and the machine ends signed in. 'Avbryt' ends it back at the password form; the
 * address goes back to the login machine (the machine's output).
 */
export const passwordRecoveryMachine = setup({
  types: {
    context: {} as PasswordRecoveryContext,
    events: {} as PasswordRecoveryEvent,
    input: {} as LoginEmail,
    output: {} as LoginFormEnd,
    children: {} as { [CODE_ENTRY]: 'codeEntry'; commonPasswords: 'commonPasswords' },
  },
  actors: {
    /** The code step: recovery codes, checked by signing in with them (PASSWORD_RECOVERY). */
    codeEntry: codeEntryMachine.provide({
      actors: {
        codeRequest: codeRequestMachine.provide({
          actors: {
            sendCode: fromPromise<void, CodeRequest>(({ input }) =>
              unwrap(sendPasswordRecovery(input.email, input.captchaToken)),
            ),
          },
        }),
        checkCode: fromPromise<unknown, CheckCodeInput>(({ input }) =>
          unwrap(verifyRecoveryCode(input.email, input.code)),
        ),
      },
    }),
    commonPasswords: commonPasswordsLoader,
    saveNewPassword: fromPromise<void, { password: string }>(({ input }) =>
      unwrap(updatePassword(input.password)),
    ),
  },
  guards: {
    isEmailInvalid: ({ context }) => emailError(context.email) !== null,
    isSignedIn: (_, params: { auth: AuthSummary }) => params.auth.email !== null,
    isRecovering: (_, params: { auth: AuthSummary }) =>
      params.auth.email !== null && params.auth.passwordRecovery === true,
    hasNewPasswordErrors: ({ context }) =>
      Object.keys(newPasswordErrors(context, context.commonPasswords)).length > 0,
    isNewPasswordRefused: (_, params: { error: unknown }) =>
      newPasswordRefusal(params.error) !== null,
  },
  actions: {
    setEmail: assign((_, params: { value: string }) => typedEmail(params.value)),
    showEmailError: assign(({ context }) => refusedEmail(context)),
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
    newPassword: '',
    confirmPassword: '',
    newPasswordErrors: {},
    commonPasswords: null,
  }),
  output: ({ context: { email, emailError, attempt }, event }) =>
    formEnd({ email, emailError, attempt }, event),
  // The list the new password is checked against (a chunk of its own, loaded with the form).
  invoke: {
    id: 'commonPasswords',
    src: 'commonPasswords',
    onDone: {
      actions: { type: 'setCommonPasswords', params: ({ event }) => ({ list: event.output }) },
    },
  },
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
          { target: 'code' },
        ],
      },
    },
    /**
     * The code step (the `CODE_ENTRY` child: it mails the first code, then its field, 'Skicka ny
     * kod' and the 429 countdown). The address is read-only from here on.
     */
    code: {
      invoke: {
        id: CODE_ENTRY,
        src: 'codeEntry',
        input: ({ context, event }) => ({
          email: context.email.trim(),
          sendFirst: true,
          captchaToken: captchaOf(event),
          toasts: {
            codeSent: RECOVERY_TOASTS.recoverySent,
            sendFailure,
            fault: sendFailure,
          },
        }),
      },
      initial: 'sending',
      on: {
        'login.fieldChanged': {},
        // supabase-js emits PASSWORD_RECOVERY before the check's promise settles; only a
        // recovery code checked here signs in that way. Any other sign-in leaves for /account.
        'auth.updated': recovering,
        'codeEntry.toast': { actions: { type: 'showToast', params: ({ event }) => event.toast } },
        // The code went out, or did not (the step stays): its field shows.
        'codeEntry.sent': '.entering',
        'codeEntry.notSent': '.entering',
        // The first code did not go out: back to the address.
        'codeEntry.unsent': '#passwordRecovery.email',
        // A fault in the check (network, server) leaves the code in the field, to try again;
        // the step says so.
        'codeEntry.accepted': '.awaitingRecovery',
      },
      states: {
        /** The first code is on its way: the address form shows 'Skickar...'. */
        sending: {},
        entering: {},
        /** The code was right; the new password is asked for on PASSWORD_RECOVERY. */
        awaitingRecovery: { on: { 'auth.updated': [recovering, {}] } },
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

/**
 * The 'Glömt lösenordet?' form, from the `recovery` child; the code step is its `CODE_ENTRY`
 * child's (useCodeEntry).
 */
export interface RecoveryFormView {
  step: 'email' | 'code' | 'newPassword';
  email: string;
  emailError: string | null;
  attempt: number;
  /** The first code is on its way ('Skicka kod'). */
  isSending: boolean;
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
      : at('email', { code: 'sending' })
        ? 'email'
        : 'code',
    email: context.email,
    emailError: context.emailError,
    attempt: context.attempt,
    isSending: at({ code: 'sending' }),
    newPassword: context.newPassword,
    confirmPassword: context.confirmPassword,
    newPasswordErrors: context.newPasswordErrors,
    isSaving: at('saving', 'saved'),
  };
}
