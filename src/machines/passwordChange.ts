import { and, assign, fromPromise, sendTo, setup, type SnapshotFrom } from 'xstate';
import {
  checkReauthenticationCode,
  passwordChangeProof,
  updatePassword,
  type PasswordProof,
} from '../services/authFlows';
import type { CodeRequestReply } from './codeRequest';
import {
  isCodeRefused,
  isCodeVoid,
  isValidCode,
  normaliseCode,
  TOO_MANY_ATTEMPTS_MESSAGE,
} from './shared/codes';
import { errorCode, failureToast, isRateLimited } from './shared/messages';
import { codeStepReplies, reauthCodeRequest } from './shared/codeStep';
import {
  commonPasswordsOrNull,
  newPasswordErrors,
  newPasswordRefusal,
  PASSWORD_RULE_MESSAGES,
} from './shared/passwordRules';
import { unwrap } from './shared/result';
import type { ToastInput } from './shared/toast';

/**
 * The password dialog of /profile, a child of the profile machine. What it asks for proves who
 * asks (decisions.md, "a field that is asked for is used"):
 * - the current password, when this session was opened with it (so the account has one, and
 *   GoTrue checks it: `current_password`); also when the auth server says the account has one
 *   (`current_password_required`, a Google session);
 * - otherwise (no password yet, or a session from a one-time code) a fresh code: the dialog mails
 *   the reauthentication code (the invoked `reauthCode` code-request actor, with its 429
 *   countdown), checks it (`public.check_reauthentication`) and sends it along as the nonce;
 * - and, whatever the proof, the code the auth server asks for after a session's first 24 hours
 *   (`reauthentication_needed`, with `secure_password_change`), the new password kept meanwhile.
 * The new password follows src/content/passwords (at least 8 characters, not a common password;
 * the list loads with the dialog). Toasts go to the parent (`showToast`, provided by the profile
 * machine); a saved password leaves a notice on the page (`changed`).
 */

export const PASSWORD_MESSAGES = {
  ...PASSWORD_RULE_MESSAGES,
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
  /** What proves who asks (null until the dialog has looked at the session). */
  proof: PasswordProof | null;
  /** The common passwords, once loaded (null before, or if they could not be loaded). */
  commonPasswords: ReadonlySet<string> | null;
  /** A password was saved since the dialog was last opened: the page says so. */
  changed: boolean;
}

export interface ChangePasswordInput {
  password: string;
  nonce: string;
  currentPassword: string;
  /** Check the code first (a proof by code: GoTrue checks a nonce only after 24 hours). */
  checkCode: boolean;
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

/** The messages beside the fields before anything is sent (empty: it may be sent). */
function formErrors(context: PasswordChangeContext): Partial<Record<PasswordField, string>> {
  const errors = newPasswordErrors(context.password, context.commonPasswords);
  if (context.proof === 'currentPassword' && context.password.currentPassword === '')
    return { currentPassword: PASSWORD_MESSAGES.currentMissing, ...errors };
  return errors;
}

export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
    children: {} as { reauthCode: 'reauthCodeRequest' },
  },
  actors: {
    changePassword: fromPromise<void, ChangePasswordInput>(async ({ input }) => {
      if (input.checkCode) await unwrap(checkReauthenticationCode(input.nonce));
      await unwrap(updatePassword(input.password, input.nonce, input.currentPassword));
    }),
    /** What proves who asks, and the list of common passwords, as the dialog opens. */
    preparePassword: fromPromise<{
      proof: PasswordProof;
      commonPasswords: ReadonlySet<string> | null;
    }>(async () => {
      const [proof, commonPasswords] = await Promise.all([
        passwordChangeProof(),
        commonPasswordsOrNull(),
      ]);
      return { proof: proof.ok ? proof.value : 'code', commonPasswords };
    }),
    reauthCodeRequest,
  },
  guards: {
    isPreparing: ({ context }) => context.proof === null,
    hasFormErrors: ({ context }) => Object.keys(formErrors(context)).length > 0,
    provesByCode: ({ context }) => context.proof === 'code',
    needsCode: ({ event }) =>
      'error' in event && errorCode(event.error) === 'reauthentication_needed',
    isCurrentRequired: ({ event }) =>
      'error' in event && errorCode(event.error) === 'current_password_required',
    isCurrentWrong: ({ event }) =>
      'error' in event && errorCode(event.error) === 'current_password_invalid',
    isPasswordRefused: ({ event }) => 'error' in event && newPasswordRefusal(event.error) !== null,
    isCodeRefused: ({ event }) => 'error' in event && isCodeRefused(event.error),
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
    startOver: assign({ proof: null, changed: false }),
    setPrepared: assign(
      (_, params: { proof: PasswordProof; commonPasswords: ReadonlySet<string> | null }) => params,
    ),
    markChanged: assign({ changed: true }),
    askForCurrent: assign({
      proof: 'currentPassword' as const,
      passwordErrors: { currentPassword: PASSWORD_MESSAGES.currentMissing },
    }),
    setFieldError: assign((_, params: { field: PasswordField; message: string }) => ({
      passwordErrors: { [params.field]: params.message },
    })),
    showFormErrors: assign(({ context }) => ({ passwordErrors: formErrors(context) })),
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
    /** Provided by the profile machine: the toast goes to its parent, which shows it. */
    showToast: (_, _params: ToastInput) => {},
  },
}).createMachine({
  id: 'passwordChange',
  context: {
    password: EMPTY_PASSWORD,
    passwordErrors: {},
    reauthCode: '',
    reauthError: null,
    proof: null,
    commonPasswords: null,
    changed: false,
  },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'profile.openPassword': { target: 'open', actions: ['resetPassword', 'startOver'] },
      },
    },
    open: {
      initial: 'editing',
      invoke: [
        // Lives as long as the dialog: mails reauthentication codes and counts down after a 429.
        { id: 'reauthCode', src: 'reauthCodeRequest' },
        {
          id: 'preparePassword',
          src: 'preparePassword',
          onDone: { actions: { type: 'setPrepared', params: ({ event }) => event.output } },
        },
      ],
      states: {
        editing: {
          on: {
            'profile.closePassword': { target: '#passwordChange.closed', actions: 'resetPassword' },
            'profile.fieldChanged': {
              actions: { type: 'setPasswordField', params: ({ event }) => event },
            },
            'profile.submitPassword': [
              // Not yet known what to ask for (a moment after opening): the button waits too.
              { guard: 'isPreparing' },
              { guard: 'hasFormErrors', actions: 'showFormErrors' },
              // No password to prove it with: a fresh code first.
              { guard: 'provesByCode', target: 'code', actions: 'clearCode' },
              { target: 'saving' },
            ],
          },
        },
        saving: {
          invoke: {
            id: 'changePassword',
            src: 'changePassword',
            input: ({ context }): ChangePasswordInput => ({
              password: context.password.newPassword,
              nonce: normaliseCode(context.reauthCode),
              currentPassword:
                context.proof === 'currentPassword' ? context.password.currentPassword : '',
              checkCode: context.proof === 'code',
            }),
            onDone: {
              target: '#passwordChange.closed',
              actions: [
                'resetPassword',
                'markChanged',
                { type: 'showToast', params: PASSWORD_TOASTS.passwordSaved },
              ],
            },
            onError: [
              // The server wants a code: mail one and ask for it, the new password kept.
              { guard: 'needsCode', target: 'code', actions: 'clearCode' },
              // The account has a password after all (a Google session): ask for it.
              { guard: 'isCurrentRequired', target: 'editing', actions: 'askForCurrent' },
              {
                guard: 'isCurrentWrong',
                target: 'editing',
                actions: {
                  type: 'setFieldError',
                  params: { field: 'currentPassword', message: PASSWORD_MESSAGES.currentWrong },
                },
              },
              {
                guard: 'isPasswordRefused',
                target: 'editing',
                actions: {
                  type: 'setFieldError',
                  params: ({ event }) => ({
                    field: 'newPassword' as const,
                    message: newPasswordRefusal(event.error) ?? '',
                  }),
                },
              },
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
    /** Not yet known whether the current password or a code is asked for. */
    isPreparing: snapshot.matches('open') && snapshot.context.proof === null,
    proof: snapshot.context.proof,
    /** A password was saved: the page says so (and a hosted project mails the owner). */
    changed: snapshot.context.changed,
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
