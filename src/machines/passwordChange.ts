import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  checkReauthenticationCode,
  passwordChangeProof,
  updatePassword,
  type PasswordProof,
} from '../services/authFlows';
import {
  CODE_ENTRY,
  codeEntryMachine,
  refusalMessage,
  type CheckCodeInput,
  type CodeEntryReply,
} from './codeEntry';
import { CODE_MESSAGES, CODE_WRONG_MESSAGE, type CodeMessages } from './shared/codes';
import { errorCode, failureToast } from './shared/messages';
import { reauthCodeRequest } from './shared/codeStep';
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
 * - otherwise (no password yet, or a session from a one-time code) a fresh code;
 * - and, whatever the proof, the code the auth server asks for after a session's first 24 hours
 *   (`reauthentication_needed`, with `secure_password_change`), the new password kept meanwhile.
 * The code step is the invoked `CODE_ENTRY` child (codeEntry): it mails the reauthentication code
 * (with its 429 countdown) and checks it (`public.check_reauthentication`, which uses nothing up);
 * once accepted the password is saved with the code as the nonce (GoTrue checks it again after
 * 24 hours and uses it up then). A save that fails after that shows the step again with the code
 * kept. The new password follows src/content/passwords (at least 8 characters, not a common
 * password; the list loads with the dialog). Toasts go to the parent (`showToast`, provided by the
 * profile machine); a saved password leaves a notice on the page (`changed`).
 */

export const PASSWORD_MESSAGES = PASSWORD_RULE_MESSAGES;

/** The dialog's code messages: an expired code reads as a wrong one (the one set otherwise). */
const PASSWORD_CODE_MESSAGES: CodeMessages = { ...CODE_MESSAGES, expired: CODE_WRONG_MESSAGE };

export const PASSWORD_TOASTS = {
  passwordSaved: { title: 'Lösenord uppdaterat', description: 'Ditt nya lösenord har sparats.' },
  codeSent: {
    title: 'Kod skickad',
    description: 'Vi har skickat en kod till din e-post. Ange den för att spara lösenordet.',
  },
} as const satisfies Record<string, ToastInput>;

export type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';

export interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface PasswordChangeContext {
  password: PasswordForm;
  passwordErrors: Partial<Record<PasswordField, string>>;
  /** The code the code step accepted ('' before): sent along as the nonce, kept after a fault. */
  nonce: string;
  /** Why a save refused that code: said beside the field when the step shows again. */
  nonceError: string | null;
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
}

export type PasswordChangeEvent =
  | { type: 'profile.openPassword' }
  | { type: 'profile.closePassword' }
  | { type: 'profile.fieldChanged'; field: PasswordField; value: string }
  | { type: 'profile.submitPassword' }
  | CodeEntryReply;

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

type Failed = { event: { error: unknown } };
const toast = {
  type: 'showToast' as const,
  params: ({ event }: Failed) => failureToast(event.error),
};
/** The password is saved: the dialog closes, the page says so. */
const saved = [
  'resetPassword' as const,
  'markChanged' as const,
  { type: 'showToast' as const, params: PASSWORD_TOASTS.passwordSaved },
];

/**
 * What a refused save says beside the password fields (it goes back to them): the auth server
 * wants the current password, finds it wrong, or refuses the new one.
 */
const passwordRefused = [
  // The account has a password after all (a Google session): ask for it.
  {
    guard: 'isCurrentRequired' as const,
    target: '#passwordChange.open.editing',
    actions: 'askForCurrent' as const,
  },
  {
    guard: 'isCurrentWrong' as const,
    target: '#passwordChange.open.editing',
    actions: {
      type: 'setFieldError' as const,
      params: { field: 'currentPassword' as const, message: PASSWORD_MESSAGES.currentWrong },
    },
  },
  {
    guard: 'isPasswordRefused' as const,
    target: '#passwordChange.open.editing',
    actions: {
      type: 'setFieldError' as const,
      params: ({ event }: Failed) => ({
        field: 'newPassword' as const,
        message: newPasswordRefusal(event.error) ?? '',
      }),
    },
  },
];

/** The code was accepted, then refused with the save (it expired or went void meanwhile). */
const nonceRefused = {
  guard: 'isNonceRefused' as const,
  target: '#passwordChange.open.code',
  reenter: true,
  actions: { type: 'refuseCode' as const, params: ({ event }: Failed) => event },
};

/** Saves the new password, with the code accepted before as the nonce ('' for none). */
const savePassword = <T>(onError: T) => ({
  id: 'changePassword',
  src: 'changePassword' as const,
  input: ({ context }: { context: PasswordChangeContext }): ChangePasswordInput => ({
    password: context.password.newPassword,
    nonce: context.nonce,
    currentPassword: context.proof === 'currentPassword' ? context.password.currentPassword : '',
  }),
  onDone: { target: '#passwordChange.closed', actions: saved },
  onError,
});

export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
    children: {} as { [CODE_ENTRY]: 'codeEntry' },
  },
  actors: {
    changePassword: fromPromise<void, ChangePasswordInput>(({ input }) =>
      unwrap(updatePassword(input.password, input.nonce, input.currentPassword)),
    ),
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
    /**
     * The code step: reauthentication codes (mailed to the signed-in user's own address),
     * checked without being used up; the password is saved with it afterwards.
     */
    codeEntry: codeEntryMachine.provide({
      actors: {
        codeRequest: reauthCodeRequest,
        checkCode: fromPromise<unknown, CheckCodeInput>(({ input }) =>
          unwrap(checkReauthenticationCode(input.code)),
        ),
      },
    }),
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
    /** A code went along and the server refused it (it expired or went void meanwhile). */
    isNonceRefused: ({ context, event }) =>
      context.nonce !== '' &&
      'error' in event &&
      refusalMessage(event.error, PASSWORD_CODE_MESSAGES) !== null,
  },
  actions: {
    resetPassword: assign({
      password: EMPTY_PASSWORD,
      passwordErrors: {},
      nonce: '',
      nonceError: null,
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
    /** A new code step: nothing typed before counts as a code. */
    forgetCode: assign({ nonce: '', nonceError: null }),
    keepCode: assign((_, params: { code: string }) => ({ nonce: params.code, nonceError: null })),
    refuseCode: assign((_, params: { error: unknown }) => ({
      nonceError: refusalMessage(params.error, PASSWORD_CODE_MESSAGES),
    })),
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
    nonce: '',
    nonceError: null,
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
      invoke: {
        id: 'preparePassword',
        src: 'preparePassword',
        onDone: { actions: { type: 'setPrepared', params: ({ event }) => event.output } },
      },
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
              { guard: 'provesByCode', target: 'code', actions: 'forgetCode' },
              { target: 'saving' },
            ],
          },
        },
        /**
         * Saved from the password step (with the code accepted before, if any): the server may
         * still want a code.
         */
        saving: {
          invoke: savePassword([
            // The server wants a code: mail one and ask for it, the new password kept.
            { guard: 'needsCode', target: 'code', actions: 'forgetCode' },
            ...passwordRefused,
            nonceRefused,
            // Anything else: back where the visitor was, with everything typed still there.
            { target: 'editing', actions: toast },
          ]),
        },
        /**
         * The code step (the `CODE_ENTRY` child: its field, 'Skicka ny kod' and the 429
         * countdown); shown again with the code kept when the save after it failed.
         */
        code: {
          initial: 'entering',
          invoke: {
            id: CODE_ENTRY,
            src: 'codeEntry',
            input: ({ context }) => ({
              sendFirst: context.nonce === '',
              code: context.nonce,
              codeError: context.nonceError,
              messages: PASSWORD_CODE_MESSAGES,
              // A fault in the check (network, server): the code is kept to try again.
              toasts: { codeSent: PASSWORD_TOASTS.codeSent },
            }),
          },
          states: {
            entering: {
              on: {
                'profile.closePassword': {
                  target: '#passwordChange.closed',
                  actions: 'resetPassword',
                },
                'codeEntry.toast': {
                  actions: { type: 'showToast', params: ({ event }) => event.toast },
                },
                // The first code did not go out: back to the form.
                'codeEntry.unsent': '#passwordChange.open.editing',
                'codeEntry.accepted': {
                  target: 'saving',
                  actions: { type: 'keepCode', params: ({ event }) => event },
                },
              },
            },
            /** The accepted code goes along as the nonce; the step shows it meanwhile. */
            saving: {
              invoke: savePassword([
                ...passwordRefused,
                nonceRefused,
                // A fault: the step again, with the code kept, to try again.
                { target: '#passwordChange.open.code', reenter: true, actions: toast },
              ]),
            },
          },
        },
      },
    },
  },
});

export type PasswordChangeActor = ActorRefFrom<typeof passwordChangeMachine>;
export type PasswordChangeSnapshot = SnapshotFrom<typeof passwordChangeMachine>;

/** The dialog; the code step is the `CODE_ENTRY` child's (useCodeEntry). */
export const selectPasswordDialog = (snapshot: PasswordChangeSnapshot) => ({
  isOpen: snapshot.matches('open'),
  /** The password is being saved (after the code step too). */
  isSaving: snapshot.matches({ open: 'saving' }) || snapshot.matches({ open: { code: 'saving' } }),
  /** Not yet known whether the current password or a code is asked for. */
  isPreparing: snapshot.matches('open') && snapshot.context.proof === null,
  proof: snapshot.context.proof,
  /** A password was saved: the page says so (and a hosted project mails the owner). */
  changed: snapshot.context.changed,
  form: snapshot.context.password,
  errors: snapshot.context.passwordErrors,
  /** The code step: shown once a code is asked for, until the password is saved. */
  step: snapshot.matches({ open: 'code' }) ? ('code' as const) : ('password' as const),
});
