import {
  assign,
  forwardTo,
  fromPromise,
  enqueueActions,
  sendParent,
  setup,
  type EventObject,
  type MachineContext,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import type { KontoRow, QuizResultRow } from '../services/database.types';
import { listMine } from '../services/quizResults';
import { accountDataMachine } from './accountData';
import { avatarUploadMachine, type AvatarFile } from './avatarUpload';
import { emailChangeMachine } from './emailChange';
import { isPasswordField, passwordChangeMachine, type PasswordField } from './passwordChange';
import { profileDetailsMachine, type ProfileField } from './profileDetails';
import { silentAuthWatcher, type AuthSummary, type AuthUpdatedEvent } from './shared/authSync';
import { unwrap } from './shared/result';
import type { ToastInput } from './shared/toast';
import type { Needs } from './shared/implementations';

export type { QuizResultRow };

/**
 * /profile ('Min Profil'): one machine tree for the page. The account, the saved quiz results, and
 * child machines for the page's independent parts, invoked for as long as the page lives and read
 * through `snapshot.children`:
 * - `details` (profileDetails): view and edit mode for telefon and username;
 * - `password` (passwordChange): the password dialog, with its reauthentication code step (the
 *   page sends that step's events to its own `CODE_ENTRY` child);
 * - `avatar` (avatarUpload): choosing and uploading a profile picture;
 * - `emailChange` (EMAIL_CHANGE): 'Byt e-postadress' with its two code steps;
 * - `accountData` (ACCOUNT_DATA): 'Ladda ner mina uppgifter' and 'Radera mitt konto'.
 * The page sends its events here; each goes on to the child it is for (the e-mail change and the
 * account's data take theirs directly: they are whole flows of their own, provided by src/app
 * with their toasts, navigation and download when the profile is). The account comes from the
 * invoked `authWatcher` (`auth.updated`) and goes on to the children (`profile.synced`); a row a
 * child saved comes back (`profile.changed`) and goes on to the others. Side effects are declared
 * empty and provided by src/app: `showToast` (the root toasts actor, for the children's toasts
 * too) and `notifyProfileChanged` (`auth.profileChanged` to the root auth actor, so the navbar
 * avatar and letter change at once).
 */

/** The ids the profile invokes its two whole flows with (the page reads them by these). */
export const EMAIL_CHANGE = 'emailChange' as const;
export const ACCOUNT_DATA = 'accountData' as const;

export const PROFILE_MESSAGES = {
  resultsFailed: 'Kunde inte hämta dina sparade testresultat.',
} as const;

export interface ProfileContext {
  profile: KontoRow | null;
  authEmail: string | null;
  results: QuizResultRow[];
}

/** What a child tells the profile machine: a toast to show, a konton row it saved. */
export type ProfileChildReport =
  { type: 'profile.toast'; toast: ToastInput } | { type: 'profile.changed'; profile: KontoRow };

export type ProfileEvent =
  | AuthUpdatedEvent
  | ProfileChildReport
  | { type: 'profile.edit' }
  | { type: 'profile.fieldChanged'; field: ProfileField | PasswordField; value: string }
  | { type: 'profile.cancel' }
  | { type: 'profile.save' }
  | { type: 'profile.openPassword' }
  | { type: 'profile.closePassword' }
  | { type: 'profile.submitPassword' }
  | { type: 'profile.avatarSelected'; file: AvatarFile | null }
  | { type: 'profile.uploadAvatar' }
  | { type: 'profile.retryResults' };

/** A child's `showToast`: the toast goes to this machine, which shows it. */
const toastParent = <C extends MachineContext, E extends EventObject>() =>
  sendParent<C, E, ToastInput, ProfileChildReport, E>((_, toast) => ({
    type: 'profile.toast',
    toast,
  }));
/** A child's `reportChanged`: the saved row goes to this machine, which keeps it. */
const reportToParent = <C extends MachineContext, E extends EventObject>() =>
  sendParent<C, E, { profile: KontoRow }, ProfileChildReport, E>((_, { profile }) => ({
    type: 'profile.changed',
    profile,
  }));

export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    children: {} as {
      authWatcher: 'authWatcher';
      details: 'profileDetails';
      password: 'passwordChange';
      avatar: 'avatarUpload';
      [EMAIL_CHANGE]: 'emailChange';
      [ACCOUNT_DATA]: 'accountData';
    },
  },
  actors: {
    authWatcher: silentAuthWatcher,
    profileDetails: profileDetailsMachine.provide({
      actions: { showToast: toastParent(), reportChanged: reportToParent() },
    }),
    passwordChange: passwordChangeMachine.provide({ actions: { showToast: toastParent() } }),
    avatarUpload: avatarUploadMachine.provide({
      actions: { showToast: toastParent(), reportChanged: reportToParent() },
    }),
    /** Provided by src/app (with its toasts, its auth watcher and the account's row). */
    emailChange: emailChangeMachine,
    /** Provided by src/app (with its toasts, navigation and the download). */
    accountData: accountDataMachine,
    loadResults: fromPromise<QuizResultRow[], { email: string | null }>(async ({ input }) =>
      input.email ? unwrap(listMine()) : [],
    ),
  },
  guards: {
    hasEmail: ({ context }) => context.authEmail !== null,
    isPasswordField: (_, params: { field: string }) => isPasswordField(params.field),
  },
  actions: {
    sync: assign((_, params: AuthSummary) => ({
      profile: params.profile,
      authEmail: params.email,
    })),
    setProfile: assign((_, params: { profile: KontoRow }) => ({ profile: params.profile })),
    /** The account as this machine now knows it, to the children that show it. */
    syncChildren: enqueueActions(({ context, enqueue }) => {
      for (const child of ['details', 'avatar'] as const)
        enqueue.sendTo(child, { type: 'profile.synced', profile: context.profile });
    }),
    toDetails: forwardTo('details'),
    toPassword: forwardTo('password'),
    toAvatar: forwardTo('avatar'),
    setResults: assign((_, params: { results: QuizResultRow[] }) => ({ results: params.results })),
    /** Provided by src/app: one `toasts.show` to the root system's toasts actor. */
    showToast: (_, _params: ToastInput) => {},
    /** Provided by src/app: `auth.profileChanged` to the root auth actor. */
    notifyProfileChanged: (_, _params: { profile: KontoRow }) => {},
  },
}).createMachine({
  id: 'profile',
  context: { profile: null, authEmail: null, results: [] },
  invoke: [
    { id: 'authWatcher', src: 'authWatcher' },
    { id: 'details', src: 'profileDetails' },
    { id: 'password', src: 'passwordChange' },
    { id: 'avatar', src: 'avatarUpload' },
    { id: EMAIL_CHANGE, src: 'emailChange' },
    { id: ACCOUNT_DATA, src: 'accountData' },
  ],
  on: {
    'auth.updated': {
      actions: [{ type: 'sync', params: ({ event }) => event.auth }, 'syncChildren'],
    },
    'profile.changed': {
      actions: [
        { type: 'setProfile', params: ({ event }) => ({ profile: event.profile }) },
        { type: 'notifyProfileChanged', params: ({ event }) => ({ profile: event.profile }) },
        'syncChildren',
      ],
    },
    'profile.toast': { actions: { type: 'showToast', params: ({ event }) => event.toast } },
    'profile.fieldChanged': [
      { guard: { type: 'isPasswordField', params: ({ event }) => event }, actions: 'toPassword' },
      { actions: 'toDetails' },
    ],
    'profile.edit': { actions: 'toDetails' },
    'profile.cancel': { actions: 'toDetails' },
    'profile.save': { actions: 'toDetails' },
    'profile.openPassword': { actions: 'toPassword' },
    'profile.closePassword': { actions: 'toPassword' },
    'profile.submitPassword': { actions: 'toPassword' },
    'profile.avatarSelected': { actions: 'toAvatar' },
    'profile.uploadAvatar': { actions: 'toAvatar' },
  },
  // The saved quiz results (beyond the spec).
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
});

export type ProfileActor = ActorRefFrom<typeof profileMachine>;
export type ProfileSnapshot = SnapshotFrom<typeof profileMachine>;

/**
 * The children, each with its part of the page. They are invoked when the actor is made and live
 * as long as it does, so a component subscribes to each once (`useSelector(parts.details, ...)`).
 */
export function profileParts(actor: ProfileActor) {
  const { details, password, avatar, emailChange, accountData } = actor.getSnapshot().children;
  if (!details || !password || !avatar || !emailChange || !accountData)
    throw new Error('The profile machine has no children.');
  return { details, password, avatar, emailChange, accountData };
}

export const selectResults = (snapshot: ProfileSnapshot) => ({
  status:
    snapshot.matches('loading') || snapshot.matches('waiting')
      ? ('loading' as const)
      : snapshot.matches('failed')
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
    actors: 'authWatcher' | 'emailChange' | 'accountData';
    actions: 'showToast' | 'notifyProfileChanged';
  }
>;
