import { and, assign, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import { updatePassword } from '../services/auth';
import type { CodeRequestReply } from './codeRequest';
import { isCodeVoid, isValidCode, normaliseCode, TOO_MANY_ATTEMPTS_MESSAGE } from './shared/codes';
import { errorCode, failureToast, isRateLimited } from './shared/messages';
import { codeStepReplies, reauthCodeRequest } from './shared/codeStep';
import { unwrap } from './shared/result';
import type { ToastInput } from './shared/toast';

/**
 * The password dialog of /profile (current, new, confirm), a child of the profile machine. When
 * the auth server wants proof that the person at the keyboard owns the account
 * (`reauthentication_needed`: with `secure_password_change`, a session signed in more than 24
 * hours ago), the dialog mails a code (the invoked `reauthCode` code-request actor, with its 429
 * countdown) and asks for it; the new password is then sent again with the code as nonce. Toasts
 * go to the parent (`showToast`, provided by the profile machine).
 */

export const PASSWORD_MIN_LENGTH = 6;

export const PASSWORD_MESSAGES = {
  passwordsDiffer: 'Lösenorden matchar inte',
  passwordTooShort: `Lösenordet måste vara minst ${PASSWORD_MIN_LENGTH} tecken.`,
  codeMalformed: 'Ange den 6-siffriga koden från e-postmeddelandet.',
  codeRefused: 'Koden stämmer inte eller har gått ut. Kontrollera den eller skicka en ny kod.',
} as const;

export const PASSWORD_TOASTS = {
  passwordSaved: { title: 'Lösenord uppdaterat', description: 'Ditt nya lösenord har sparats.' },
  codeSent: {
    title: 'Kod skickad',
    description: 'Vi har skickat en kod till din e-post. Ange den för att spara lösenordet.',
  },
} as const satisfies Record<string, ToastInput>;

const CODE_REPLIES = codeStepReplies({
  codeSent: PASSWORD_TOASTS.codeSent,
  back: '#passwordChange.open.editing',
});

export type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';

export interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface PasswordChangeContext {
  password: PasswordForm;
  passwordErrors: Partial<Record<PasswordField, string>>;
  /** The reauthentication code typed in the dialog's code step. */
  reauthCode: string;
  reauthError: string | null;
}

export type PasswordChangeEvent =
  | { type: 'profile.openPassword' }
  | { type: 'profile.closePassword' }
  | { type: 'profile.fieldChanged'; field: PasswordField; value: string }
  | { type: 'profile.submitPassword' }
  | { type: 'profile.codeChanged'; value: string }
  | { type: 'profile.resendCode' }
  | CodeRequestReply;

const EMPTY_PASSWORD: PasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

const PASSWORD_FIELDS: readonly string[] = ['currentPassword', 'newPassword', 'confirmPassword'];
export const isPasswordField = (field: string): field is PasswordField =>
  PASSWORD_FIELDS.includes(field);

export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
    children: {} as { reauthCode: 'reauthCodeRequest' },
  },
  actors: {
    changePassword: fromPromise<void, { password: string; nonce: string }>(({ input }) =>
      unwrap(updatePassword(input.password, input.nonce === '' ? undefined : input.nonce)),
    ),
    reauthCodeRequest,
  },
  guards: {
    passwordsDiffer: ({ context }) =>
      context.password.newPassword !== context.password.confirmPassword,
    isPasswordTooShort: ({ context }) => context.password.newPassword.length < PASSWORD_MIN_LENGTH,
    needsCode: ({ event }) =>
      'error' in event && errorCode(event.error) === 'reauthentication_needed',
    isCodeRefused: ({ event }) =>
      'error' in event && errorCode(event.error) === 'reauthentication_not_valid',
    hasCode: ({ context }) => context.reauthCode !== '',
    isCodeMalformed: ({ context }) => !isValidCode(context.reauthCode),
    isCodeRateLimited: ({ event }) => 'error' in event && isRateLimited(event.error),
    isCodeVoid: ({ event }) => 'error' in event && isCodeVoid(event.error),
  },
  actions: {
    resetPassword: assign({
      password: EMPTY_PASSWORD,
      passwordErrors: {},
      reauthCode: '',
      reauthError: null,
    }),
    setCode: assign((_, params: { value: string }) => ({
      reauthCode: params.value,
      reauthError: null,
    })),
    clearCode: assign({ reauthCode: '', reauthError: null }),
    setCodeError: assign((_, params: { message: string }) => ({ reauthError: params.message })),
    // The auth server mails the reauthentication code to the signed-in user's own address.
    requestCode: sendTo('reauthCode', { type: 'codeRequest.send' as const, email: '' }),
    setPasswordField: assign(({ context }, params: { field: PasswordField; value: string }) => {
      const { [params.field]: _cleared, ...passwordErrors } = context.passwordErrors;
      return { password: { ...context.password, [params.field]: params.value }, passwordErrors };
    }),
    setPasswordsDifferError: assign({
      passwordErrors: { confirmPassword: PASSWORD_MESSAGES.passwordsDiffer },
    }),
    setPasswordTooShortError: assign({
      passwordErrors: { newPassword: PASSWORD_MESSAGES.passwordTooShort },
    }),
    /** Provided by the profile machine: the toast goes to its parent, which shows it. */
    showToast: (_, _params: ToastInput) => {},
  },
}).createMachine({
  id: 'passwordChange',
  context: { password: EMPTY_PASSWORD, passwordErrors: {}, reauthCode: '', reauthError: null },
  initial: 'closed',
  states: {
    closed: {
      on: { 'profile.openPassword': { target: 'open', actions: 'resetPassword' } },
    },
    open: {
      initial: 'editing',
      // Lives as long as the dialog: mails reauthentication codes and counts down after a 429.
      invoke: { id: 'reauthCode', src: 'reauthCodeRequest' },
      states: {
        editing: {
          on: {
            'profile.closePassword': { target: '#passwordChange.closed', actions: 'resetPassword' },
            'profile.fieldChanged': {
              actions: { type: 'setPasswordField', params: ({ event }) => event },
            },
            'profile.submitPassword': [
              { guard: 'passwordsDiffer', actions: 'setPasswordsDifferError' },
              { guard: 'isPasswordTooShort', actions: 'setPasswordTooShortError' },
              { target: 'saving' },
            ],
          },
        },
        saving: {
          invoke: {
            id: 'changePassword',
            src: 'changePassword',
            input: ({ context }) => ({
              password: context.password.newPassword,
              nonce: normaliseCode(context.reauthCode),
            }),
            onDone: {
              target: '#passwordChange.closed',
              actions: [
                'resetPassword',
                { type: 'showToast', params: PASSWORD_TOASTS.passwordSaved },
              ],
            },
            onError: [
              // The server wants a code: mail one and ask for it, the new password kept.
              { guard: 'needsCode', target: 'code', actions: 'clearCode' },
              // Five wrong tries: the code is void, a new one is needed.
              {
                guard: and(['isCodeVoid', 'hasCode']),
                target: 'code.entering',
                actions: { type: 'setCodeError', params: { message: TOO_MANY_ATTEMPTS_MESSAGE } },
              },
              {
                guard: and(['isCodeRefused', 'hasCode']),
                target: 'code.entering',
                actions: {
                  type: 'setCodeError',
                  params: { message: PASSWORD_MESSAGES.codeRefused },
                },
              },
              // Anything else: back where the visitor was, with everything typed still there.
              {
                guard: 'hasCode',
                target: 'code.entering',
                actions: { type: 'showToast', params: ({ event }) => failureToast(event.error) },
              },
              {
                target: 'editing',
                actions: { type: 'showToast', params: ({ event }) => failureToast(event.error) },
              },
            ],
          },
        },
        code: {
          initial: 'requesting',
          on: {
            'profile.closePassword': { target: '#passwordChange.closed', actions: 'resetPassword' },
          },
          states: {
            requesting: { entry: 'requestCode', on: CODE_REPLIES.requesting },
            entering: {
              on: {
                'profile.codeChanged': {
                  actions: { type: 'setCode', params: ({ event }) => event },
                },
                'profile.submitPassword': [
                  {
                    guard: 'isCodeMalformed',
                    actions: {
                      type: 'setCodeError',
                      params: { message: PASSWORD_MESSAGES.codeMalformed },
                    },
                  },
                  { target: '#passwordChange.open.saving' },
                ],
                'profile.resendCode': { target: 'resending' },
              },
            },
            resending: { entry: 'requestCode', on: CODE_REPLIES.resending },
          },
        },
      },
    },
  },
});

export type PasswordChangeSnapshot = SnapshotFrom<typeof passwordChangeMachine>;

/** The dialog; the 429 countdown is the `reauthCode` child's (selectCodeRequest). */
export const selectPasswordDialog = (snapshot: PasswordChangeSnapshot) => {
  const inCode = snapshot.matches({ open: 'code' });
  const saving = snapshot.matches({ open: 'saving' });
  return {
    isOpen: snapshot.matches('open'),
    isSaving: saving,
    form: snapshot.context.password,
    errors: snapshot.context.passwordErrors,
    /** The code step: shown once the server asked for a code, and while it is being checked. */
    step:
      inCode || (saving && snapshot.context.reauthCode !== '')
        ? ('code' as const)
        : ('password' as const),
    isSendingCode:
      snapshot.matches({ open: { code: 'requesting' } }) ||
      snapshot.matches({ open: { code: 'resending' } }),
    code: snapshot.context.reauthCode,
    codeError: snapshot.context.reauthError,
  };
};
