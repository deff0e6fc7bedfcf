import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import * as accounts from '../services/accounts';
import type { KontoRow } from '../services/database.types';
import { ServiceError } from '../services/result';
import { failureToast } from './shared/messages';
import {
  PERSONAL_FIELD_MESSAGES,
  USERNAME_MAX_LENGTH,
  validatePersonalFields,
} from './shared/personalFields';
import { unwrap } from './shared/result';
import type { ToastInput } from './shared/toast';

/**
 * The details card of /profile ('Min Profil'), a child of the profile machine: view mode and
 * edit mode for telefon and username (the e-mail has its own dialog, the emailChange machine).
 * The parent sends the account (`profile.synced`) whenever it changes; a saved row and the toasts
 * go back to the parent (`reportChanged`, `showToast`, provided by the profile machine).
 */

export { USERNAME_MAX_LENGTH };

export const PROFILE_DETAILS_MESSAGES = {
  phoneInvalid: PERSONAL_FIELD_MESSAGES.telefonInvalid,
  usernameTooLong: PERSONAL_FIELD_MESSAGES.usernameTooLong,
} as const;

export const PROFILE_SAVED_TOAST = {
  title: 'Profil uppdaterad',
  description: 'Dina uppgifter har sparats.',
} as const satisfies ToastInput;

export type ProfileField = 'telefon' | 'username';

export interface ProfileDraft {
  telefon: string;
  username: string;
}

export interface ProfileDetailsContext {
  profile: KontoRow | null;
  draft: ProfileDraft;
  fieldErrors: Partial<Record<ProfileField, string>>;
}

/** The account as the parent knows it, sent at once and on every change. */
export type ProfileSynced = { type: 'profile.synced'; profile: KontoRow | null };

export type ProfileDetailsEvent =
  | ProfileSynced
  | { type: 'profile.edit' }
  | { type: 'profile.fieldChanged'; field: ProfileField; value: string }
  | { type: 'profile.cancel' }
  | { type: 'profile.save' };

export interface SaveProfileInput {
  currentEmail: string | null;
  draft: ProfileDraft;
}

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

export const profileDetailsMachine = setup({
  types: {
    context: {} as ProfileDetailsContext,
    events: {} as ProfileDetailsEvent,
  },
  actors: {
    saveProfile: fromPromise<KontoRow, SaveProfileInput>(async ({ input }) => {
      if (!input.currentEmail) throw new ServiceError({ kind: 'not_found' });
      return unwrap(
        accounts.updateProfile(input.currentEmail, {
          telefon: input.draft.telefon.trim(),
          username: input.draft.username.trim(),
        }),
      );
    }),
  },
  guards: {
    hasProfile: ({ context }) => context.profile !== null,
    isDraftInvalid: ({ context }) => Object.keys(validateDraft(context.draft)).length > 0,
  },
  actions: {
    setProfile: assign((_, params: { profile: KontoRow | null }) => ({
      profile: params.profile,
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
    /** Provided by the profile machine: the toast goes to its parent, which shows it. */
    showToast: (_, _params: ToastInput) => {},
    /** Provided by the profile machine: the saved row goes to its parent, which keeps it. */
    reportChanged: (_, _params: { profile: KontoRow }) => {},
  },
}).createMachine({
  id: 'profileDetails',
  context: { profile: null, draft: draftFrom(null), fieldErrors: {} },
  initial: 'viewing',
  on: {
    'profile.synced': { actions: { type: 'setProfile', params: ({ event }) => event } },
  },
  states: {
    viewing: {
      on: {
        'profile.edit': { guard: 'hasProfile', target: 'editing', actions: 'startEditing' },
      },
    },
    editing: {
      on: {
        'profile.fieldChanged': { actions: { type: 'setField', params: ({ event }) => event } },
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
            { type: 'reportChanged', params: ({ event }) => ({ profile: event.output }) },
            { type: 'showToast', params: PROFILE_SAVED_TOAST },
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
});

export type ProfileDetailsSnapshot = SnapshotFrom<typeof profileDetailsMachine>;

export const selectDetails = (snapshot: ProfileDetailsSnapshot) => ({
  mode: snapshot.matches('viewing') ? ('view' as const) : ('edit' as const),
  isSaving: snapshot.matches('saving'),
  draft: snapshot.context.draft,
  errors: snapshot.context.fieldErrors,
});
