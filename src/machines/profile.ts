import {
  and,
  assign,
  fromPromise,
  sendTo,
  setup,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import * as accounts from '../services/accounts';
import { requestReauthentication, updatePassword } from '../services/auth';
import * as avatars from '../services/avatars';
import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES } from '../services/avatars';
import type { KontoRow, QuizResultRow } from '../services/database.types';
import { listMine } from '../services/quizResults';
import { logServiceError, ServiceError } from '../services/result';
import {
  codeRequestMachine,
  selectCodeRequest,
  type CodeRequest,
  type CodeRequestReply,
} from './codeRequest';
import { silentAuthWatcher, type AuthSummary, type AuthUpdatedEvent } from './shared/authSync';
import { codeSendFailure, failureToast, isRateLimited, errorCode } from './shared/messages';
import {
  PERSONAL_FIELD_MESSAGES,
  USERNAME_MAX_LENGTH,
  validatePersonalFields,
} from './shared/personalFields';
import { unwrap } from './shared/result';
import { isCodeVoid, isValidCode, normaliseCode, TOO_MANY_ATTEMPTS_MESSAGE } from './shared/codes';
import type { ToastInput } from './toasts';
import type { Needs } from './shared/implementations';

export type { QuizResultRow };

/**
 * /profile ('Min Profil'): four independent parts of one page, as parallel regions.
 * - `details`: view mode and edit mode for e-mail, telefon and username.
 * - `password`: the password dialog (current, new, confirm). When the auth server wants proof that
 *   the person at the keyboard owns the account (`reauthentication_needed`: with
 *   `secure_password_change`, a session signed in more than 24 hours ago), the dialog mails a code
 *   (the invoked `reauthCode` code-request actor, with its 429 countdown) and asks for it; the
 *   new password is then sent again with the code as nonce.
 * - `avatar`: choosing and uploading a profile picture.
 * - `results`: the signed-in user's saved quiz results (beyond the spec).
 *
 * The account comes from the invoked `authWatcher` (`auth.updated`). Side effects are declared empty
 * and provided by src/app: `showToast` (the root toasts actor) and `notifyProfileChanged`
 * (`auth.profileChanged` to the root auth actor, so the navbar avatar and letter change at once).
 */

export const PASSWORD_MIN_LENGTH = 6;
export { USERNAME_MAX_LENGTH };
export { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES };

export const PROFILE_MESSAGES = {
  phoneInvalid: PERSONAL_FIELD_MESSAGES.telefonInvalid,
  usernameTooLong: PERSONAL_FIELD_MESSAGES.usernameTooLong,
  passwordsDiffer: 'Lösenorden matchar inte',
  passwordTooShort: `Lösenordet måste vara minst ${PASSWORD_MIN_LENGTH} tecken.`,
  noAvatarFile: 'Du måste välja en bild att ladda upp.',
  notAnImage: 'Filen är inte en bild. Välj en bild i JPG-, PNG-, GIF- eller WebP-format.',
  avatarTooLarge: 'Bilden är för stor. Välj en bild på högst 5 MB.',
  resultsFailed: 'Kunde inte hämta dina sparade testresultat.',
  codeMalformed: 'Ange den 6-siffriga koden från e-postmeddelandet.',
  codeRefused: 'Koden stämmer inte eller har gått ut. Kontrollera den eller skicka en ny kod.',
} as const;

export const PROFILE_TOASTS = {
  profileSaved: { title: 'Profil uppdaterad', description: 'Dina uppgifter har sparats.' },
  passwordSaved: { title: 'Lösenord uppdaterat', description: 'Ditt nya lösenord har sparats.' },
  avatarSaved: { title: 'Profilbild uppdaterad', description: 'Din nya profilbild visas nu.' },
  codeSent: {
    title: 'Kod skickad',
    description: 'Vi har skickat en kod till din e-post. Ange den för att spara lösenordet.',
  },
  noAvatarFile: {
    title: 'Fel',
    description: PROFILE_MESSAGES.noAvatarFile,
    variant: 'destructive',
  },
} as const satisfies Record<string, ToastInput>;

/** The e-mail is changed with its own dialog (emailChange machine), confirmed by codes. */
export type ProfileField = 'telefon' | 'username';
export type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';

export interface ProfileDraft {
  telefon: string;
  username: string;
}

export interface PasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The part of a File the machine needs (a File in the browser; a Blob with a name in tests). */
export type AvatarFile = Blob & { readonly name: string };

export interface ProfileContext {
  profile: KontoRow | null;
  authEmail: string | null;
  draft: ProfileDraft;
  fieldErrors: Partial<Record<ProfileField, string>>;
  password: PasswordForm;
  passwordErrors: Partial<Record<PasswordField, string>>;
  /** The reauthentication code typed in the password dialog's code step. */
  reauthCode: string;
  reauthError: string | null;
  avatarFile: AvatarFile | null;
  avatarError: string | null;
  results: QuizResultRow[];
}

export type ProfileEvent =
  | AuthUpdatedEvent
  | { type: 'profile.edit' }
  | { type: 'profile.fieldChanged'; field: ProfileField | PasswordField; value: string }
  | { type: 'profile.cancel' }
  | { type: 'profile.save' }
  | { type: 'profile.openPassword' }
  | { type: 'profile.closePassword' }
  | { type: 'profile.submitPassword' }
  | { type: 'profile.codeChanged'; value: string }
  | { type: 'profile.resendCode' }
  | CodeRequestReply
  | { type: 'profile.avatarSelected'; file: AvatarFile | null }
  | { type: 'profile.uploadAvatar' }
  | { type: 'profile.retryResults' };

export interface SaveProfileInput {
  currentEmail: string | null;
  draft: ProfileDraft;
}

export interface UploadAvatarInput {
  profile: KontoRow | null;
  file: AvatarFile | null;
}

const EMPTY_PASSWORD: PasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

function draftFrom(profile: KontoRow | null): ProfileDraft {
  return {
    telefon: profile?.telefon ?? '',
    username: profile?.username ?? '',
  };
}

/**
 * Field-level checks of the edit form; an empty object means the draft may be saved. Both fields
 * may be left empty (an account made with Google has no phone number).
 */
export function validateDraft(draft: ProfileDraft): Partial<Record<ProfileField, string>> {
  return validatePersonalFields(draft, { optional: ['telefon', 'username'] });
}

/** Why this file cannot be a profile picture, or null when it can. */
export function avatarFileProblem(file: AvatarFile | null): string | null {
  if (file === null) return PROFILE_MESSAGES.noAvatarFile;
  if (!AVATAR_MIME_TYPES.includes(file.type)) return PROFILE_MESSAGES.notAnImage;
  if (file.size > AVATAR_MAX_BYTES) return PROFILE_MESSAGES.avatarTooLarge;
  return null;
}

/** True when the auth server refused the password change for want of a (valid) code. */
const PASSWORD_FIELDS: readonly string[] = ['currentPassword', 'newPassword', 'confirmPassword'];
const isPasswordField = (field: string): field is PasswordField => PASSWORD_FIELDS.includes(field);

export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    children: {} as { authWatcher: 'authWatcher'; reauthCode: 'reauthCodeRequest' },
  },
  actors: {
    authWatcher: silentAuthWatcher,
    saveProfile: fromPromise<KontoRow, SaveProfileInput>(async ({ input }) => {
      if (!input.currentEmail) throw new ServiceError({ kind: 'not_found' });
      return unwrap(
        accounts.updateProfile(input.currentEmail, {
          telefon: input.draft.telefon.trim(),
          username: input.draft.username.trim(),
        }),
      );
    }),
    changePassword: fromPromise<void, { password: string; nonce: string }>(({ input }) =>
      unwrap(updatePassword(input.password, input.nonce === '' ? undefined : input.nonce)),
    ),
    /** The code-request machine, sending the reauthentication code instead of a sign-in code. */
    reauthCodeRequest: codeRequestMachine.provide({
      actors: {
        sendCode: fromPromise<void, CodeRequest>(() => unwrap(requestReauthentication())),
      },
    }),
    /**
     * Uploads the picture under the account's own id, points konton.avatar_url at it, then removes
     * the previous picture (a failed removal leaves a file behind but loses nothing).
     */
    uploadAvatar: fromPromise<KontoRow, UploadAvatarInput>(async ({ input }) => {
      if (!input.profile || !input.file) throw new ServiceError({ kind: 'invalid' });
      const previous = input.profile.avatar_url;
      const path = await unwrap(avatars.upload(input.profile.id, input.file));
      const row = await unwrap(accounts.updateAvatarUrl(input.profile.email, path));
      if (previous && previous !== path) {
        const removed = await avatars.remove([previous]);
        if (!removed.ok) logServiceError('removing the previous profile picture', removed.error);
      }
      return row;
    }),
    loadResults: fromPromise<QuizResultRow[], { email: string | null }>(async ({ input }) =>
      input.email ? unwrap(listMine()) : [],
    ),
  },
  guards: {
    hasProfile: ({ context }) => context.profile !== null,
    hasEmail: ({ context }) => context.authEmail !== null,
    isPasswordField: (_, params: { field: string }) => isPasswordField(params.field),
    isDetailsField: (_, params: { field: string }) => !isPasswordField(params.field),
    isDraftInvalid: ({ context }) => Object.keys(validateDraft(context.draft)).length > 0,
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
    isUsableAvatar: (_, params: { file: AvatarFile | null }) =>
      avatarFileProblem(params.file) === null,
    hasAvatarFile: ({ context }) => context.avatarFile !== null && context.profile !== null,
  },
  actions: {
    sync: assign((_, params: AuthSummary) => ({
      profile: params.profile,
      authEmail: params.email,
    })),
    startEditing: assign(({ context }) => ({
      draft: draftFrom(context.profile),
      fieldErrors: {},
    })),
    setField: assign(({ context }, params: { field: ProfileField; value: string }) => {
      const { [params.field]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { draft: { ...context.draft, [params.field]: params.value }, fieldErrors };
    }),
    showDraftErrors: assign(({ context }) => ({
      fieldErrors: validateDraft(context.draft),
    })),
    setProfile: assign((_, params: { profile: KontoRow }) => ({ profile: params.profile })),
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
    requestCode: sendTo('reauthCode', ({ context }) => ({
      type: 'codeRequest.send' as const,
      email: context.authEmail ?? '',
    })),
    setPasswordField: assign(({ context }, params: { field: PasswordField; value: string }) => {
      const { [params.field]: _cleared, ...passwordErrors } = context.passwordErrors;
      return { password: { ...context.password, [params.field]: params.value }, passwordErrors };
    }),
    setPasswordsDifferError: assign({
      passwordErrors: { confirmPassword: PROFILE_MESSAGES.passwordsDiffer },
    }),
    setPasswordTooShortError: assign({
      passwordErrors: { newPassword: PROFILE_MESSAGES.passwordTooShort },
    }),
    setAvatarFile: assign((_, params: { file: AvatarFile | null }) => ({
      avatarFile: params.file,
      avatarError: null,
    })),
    rejectAvatarFile: assign((_, params: { file: AvatarFile | null }) => ({
      avatarFile: null,
      avatarError: avatarFileProblem(params.file),
    })),
    setNoAvatarError: assign({ avatarError: PROFILE_MESSAGES.noAvatarFile }),
    clearAvatarFile: assign({ avatarFile: null, avatarError: null }),
    setResults: assign((_, params: { results: QuizResultRow[] }) => ({ results: params.results })),
    /** Provided by src/app: one `toasts.show` to the root system's toasts actor. */
    showToast: (_, _params: ToastInput) => {},
    /** Provided by src/app: `auth.profileChanged` to the root auth actor. */
    notifyProfileChanged: (_, _params: { profile: KontoRow }) => {},
  },
}).createMachine({
  id: 'profile',
  context: () => ({
    profile: null,
    authEmail: null,
    draft: draftFrom(null),
    fieldErrors: {},
    password: EMPTY_PASSWORD,
    passwordErrors: {},
    reauthCode: '',
    reauthError: null,
    avatarFile: null,
    avatarError: null,
    results: [],
  }),
  type: 'parallel',
  invoke: { id: 'authWatcher', src: 'authWatcher' },
  on: {
    'auth.updated': { actions: { type: 'sync', params: ({ event }) => event.auth } },
  },
  states: {
    details: {
      initial: 'viewing',
      states: {
        viewing: {
          on: {
            'profile.edit': { guard: 'hasProfile', target: 'editing', actions: 'startEditing' },
          },
        },
        editing: {
          on: {
            'profile.fieldChanged': {
              guard: { type: 'isDetailsField', params: ({ event }) => event },
              actions: {
                type: 'setField',
                params: ({ event }) => ({ field: event.field as ProfileField, value: event.value }),
              },
            },
            'profile.cancel': { target: 'viewing', actions: 'startEditing' },
            'profile.save': [
              { guard: 'isDraftInvalid', actions: 'showDraftErrors' },
              { target: 'saving' },
            ],
          },
        },
        saving: {
          invoke: {
            id: 'saveProfile',
            src: 'saveProfile',
            input: ({ context }) => ({
              currentEmail: context.profile?.email ?? null,
              draft: context.draft,
            }),
            onDone: {
              target: 'viewing',
              actions: [
                { type: 'setProfile', params: ({ event }) => ({ profile: event.output }) },
                {
                  type: 'notifyProfileChanged',
                  params: ({ event }) => ({ profile: event.output }),
                },
                { type: 'showToast', params: PROFILE_TOASTS.profileSaved },
              ],
            },
            // Back to the form with everything typed still in it.
            onError: {
              target: 'editing',
              actions: { type: 'showToast', params: ({ event }) => failureToast(event.error) },
            },
          },
        },
      },
    },
    password: {
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
                'profile.closePassword': {
                  target: '#profile.password.closed',
                  actions: 'resetPassword',
                },
                'profile.fieldChanged': {
                  guard: { type: 'isPasswordField', params: ({ event }) => event },
                  actions: {
                    type: 'setPasswordField',
                    params: ({ event }) => ({
                      field: event.field as PasswordField,
                      value: event.value,
                    }),
                  },
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
                  target: '#profile.password.closed',
                  actions: [
                    'resetPassword',
                    { type: 'showToast', params: PROFILE_TOASTS.passwordSaved },
                  ],
                },
                onError: [
                  // The server wants a code: mail one and ask for it, the new password kept.
                  { guard: 'needsCode', target: 'code', actions: 'clearCode' },
                  // Five wrong tries: the code is void, a new one is needed.
                  {
                    guard: and(['isCodeVoid', 'hasCode']),
                    target: 'code.entering',
                    actions: {
                      type: 'setCodeError',
                      params: { message: TOO_MANY_ATTEMPTS_MESSAGE },
                    },
                  },
                  {
                    guard: and(['isCodeRefused', 'hasCode']),
                    target: 'code.entering',
                    actions: {
                      type: 'setCodeError',
                      params: { message: PROFILE_MESSAGES.codeRefused },
                    },
                  },
                  // Anything else: back where the visitor was, with everything typed still there.
                  {
                    guard: 'hasCode',
                    target: 'code.entering',
                    actions: {
                      type: 'showToast',
                      params: ({ event }) => failureToast(event.error),
                    },
                  },
                  {
                    target: 'editing',
                    actions: {
                      type: 'showToast',
                      params: ({ event }) => failureToast(event.error),
                    },
                  },
                ],
              },
            },
            code: {
              initial: 'requesting',
              on: {
                'profile.closePassword': {
                  target: '#profile.password.closed',
                  actions: 'resetPassword',
                },
              },
              states: {
                requesting: {
                  entry: 'requestCode',
                  on: {
                    'codeRequest.sent': {
                      target: 'entering',
                      actions: { type: 'showToast', params: PROFILE_TOASTS.codeSent },
                    },
                    'codeRequest.failed': [
                      // A code went out less than a minute ago and still works: ask for it.
                      {
                        guard: 'isCodeRateLimited',
                        target: 'entering',
                        actions: {
                          type: 'showToast',
                          params: ({ event }) => codeSendFailure(event.error),
                        },
                      },
                      {
                        target: '#profile.password.open.editing',
                        actions: {
                          type: 'showToast',
                          params: ({ event }) => failureToast(event.error),
                        },
                      },
                    ],
                  },
                },
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
                          params: { message: PROFILE_MESSAGES.codeMalformed },
                        },
                      },
                      { target: '#profile.password.open.saving' },
                    ],
                    'profile.resendCode': { target: 'resending' },
                  },
                },
                resending: {
                  entry: 'requestCode',
                  on: {
                    'codeRequest.sent': {
                      target: 'entering',
                      actions: [
                        'clearCode',
                        { type: 'showToast', params: PROFILE_TOASTS.codeSent },
                      ],
                    },
                    'codeRequest.failed': {
                      target: 'entering',
                      actions: {
                        type: 'showToast',
                        params: ({ event }) => codeSendFailure(event.error),
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    avatar: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'profile.avatarSelected': [
              {
                guard: { type: 'isUsableAvatar', params: ({ event }) => event },
                actions: { type: 'setAvatarFile', params: ({ event }) => event },
              },
              { actions: { type: 'rejectAvatarFile', params: ({ event }) => event } },
            ],
            'profile.uploadAvatar': [
              { guard: 'hasAvatarFile', target: 'uploading' },
              {
                actions: [
                  'setNoAvatarError',
                  { type: 'showToast', params: PROFILE_TOASTS.noAvatarFile },
                ],
              },
            ],
          },
        },
        uploading: {
          invoke: {
            id: 'uploadAvatar',
            src: 'uploadAvatar',
            input: ({ context }) => ({ profile: context.profile, file: context.avatarFile }),
            onDone: {
              target: 'idle',
              actions: [
                'clearAvatarFile',
                { type: 'setProfile', params: ({ event }) => ({ profile: event.output }) },
                {
                  type: 'notifyProfileChanged',
                  params: ({ event }) => ({ profile: event.output }),
                },
                { type: 'showToast', params: PROFILE_TOASTS.avatarSaved },
              ],
            },
            onError: {
              target: 'idle',
              actions: { type: 'showToast', params: ({ event }) => failureToast(event.error) },
            },
          },
        },
      },
    },
    results: {
      initial: 'waiting',
      states: {
        /** Until the auth watcher has said whose results to load. */
        waiting: {
          always: { guard: 'hasEmail', target: 'loading' },
        },
        loading: {
          invoke: {
            id: 'loadResults',
            src: 'loadResults',
            input: ({ context }) => ({ email: context.authEmail }),
            onDone: {
              target: 'loaded',
              actions: { type: 'setResults', params: ({ event }) => ({ results: event.output }) },
            },
            onError: 'failed',
          },
        },
        loaded: {},
        failed: {
          on: { 'profile.retryResults': 'loading' },
        },
      },
    },
  },
});

export type ProfileActor = ActorRefFrom<typeof profileMachine>;
export type ProfileSnapshot = SnapshotFrom<typeof profileMachine>;

export const selectDetails = (snapshot: ProfileSnapshot) => ({
  mode: snapshot.matches({ details: 'viewing' }) ? ('view' as const) : ('edit' as const),
  isSaving: snapshot.matches({ details: 'saving' }),
  draft: snapshot.context.draft,
  errors: snapshot.context.fieldErrors,
});

export const selectPasswordDialog = (snapshot: ProfileSnapshot) => {
  const inCode = snapshot.matches({ password: { open: 'code' } });
  const saving = snapshot.matches({ password: { open: 'saving' } });
  const codeRequest = selectCodeRequest(snapshot.children.reauthCode?.getSnapshot());
  return {
    isOpen: snapshot.matches({ password: 'open' }),
    isSaving: saving,
    form: snapshot.context.password,
    errors: snapshot.context.passwordErrors,
    /** The code step: shown once the server asked for a code, and while it is being checked. */
    step:
      inCode || (saving && snapshot.context.reauthCode !== '')
        ? ('code' as const)
        : ('password' as const),
    isSendingCode:
      snapshot.matches({ password: { open: { code: 'requesting' } } }) ||
      snapshot.matches({ password: { open: { code: 'resending' } } }),
    code: snapshot.context.reauthCode,
    codeError: snapshot.context.reauthError,
    cooldownSeconds: codeRequest.cooldownSeconds,
  };
};

export const selectAvatar = (snapshot: ProfileSnapshot) => ({
  isUploading: snapshot.matches({ avatar: 'uploading' }),
  fileName: snapshot.context.avatarFile?.name ?? null,
  error: snapshot.context.avatarError,
});

export const selectResults = (snapshot: ProfileSnapshot) => ({
  status:
    snapshot.matches({ results: 'loading' }) || snapshot.matches({ results: 'waiting' })
      ? ('loading' as const)
      : snapshot.matches({ results: 'failed' })
        ? ('failed' as const)
        : ('loaded' as const),
  results: snapshot.context.results,
});

/** The suggested ideas of a saved quiz result (stored joined by commas). */
export function quizIdeas(businessType: string): string[] {
  return businessType
    .split(',')
    .map((idea) => idea.trim())
    .filter(Boolean);
}

/** What src/app provides for this machine (src/app/logic.ts), every part required. */
export type ProfileImplementations = Needs<
  typeof profileMachine,
  {
    actors: 'authWatcher';
    actions: 'showToast' | 'notifyProfileChanged';
  }
>;
