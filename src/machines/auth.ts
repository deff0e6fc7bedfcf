import {
  assertEvent,
  assign,
  fromCallback,
  fromPromise,
  sendParent,
  setup,
  waitFor,
  type ActorRefFrom,
} from 'xstate';
import type { KontoRow } from '../services/database.types';
import type { AuthChangeEvent, Session } from '../services/auth';
import * as authService from '../services/auth';
import { publicUrl } from '../services/avatarUrl';
import type { AuthSummary } from './shared/authSync';
import { findOrCreateProfile, toAuthUser, type AuthUser } from './shared/authUser';
import type { Navigation } from './shared/navigation';
import type { ToastInput } from './shared/toast';
import { signOutMachine, type SignOutEnd } from './signOut';

export { SIGNED_OUT_HERE_ONLY, type SignOutReach } from './signOut';

/**
 * What the navigation's account area shows. 'unknown' while auth is initialising: the visitor
 * counts as signed in only after the first check has finished.
 */
export type AccountView =
  | { status: 'unknown' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; email: string; username: string | null; avatarUrl: string | null };

export interface AuthContext {
  user: AuthUser | null;
  profile: KontoRow | null;
  /** Set after the first session check: only then does the visitor count as signed in. */
  initialised: boolean;
  /** A konton row without an address (Google users): /account asks for it. */
  addressIncomplete: boolean;
  /**
   * Signed in by a recovery code (PASSWORD_RECOVERY): /login asks for a new password until
   * `auth.recoveryFinished`.
   */
  passwordRecovery: boolean;
}

export type AuthEvent =
  | { type: 'auth.changed'; event: AuthChangeEvent; user: AuthUser | null }
  | { type: 'auth.signOut' }
  | { type: 'auth.reloadProfile' }
  | { type: 'auth.profileChanged'; profile: KontoRow }
  | { type: 'auth.recoveryFinished' }
  /** The account was deleted (/profile): everything personal goes, the editors' drafts too. */
  | { type: 'auth.accountDeleted' }
  | SignOutToast;

/** The sign-out's toast, to the auth machine, which shows it. */
type SignOutToast = { type: 'signOut.toast'; toast: ToastInput };

/** The sign-out as the auth machine runs it (an object: /statecharts draws the machine once). */
export const AUTH_CHILDREN = {
  signOut: signOutMachine.provide({
    actions: {
      showToast: sendParent((_, toast: ToastInput): SignOutToast => ({
        type: 'signOut.toast',
        toast,
      })),
    },
  }),
};

/**
 * What a sign-out forgets in this browser. The editors' drafts go only when the founder chose to
 * leave (their own sign-out) or deleted the account; a session that ended by itself (expired,
 * ended elsewhere) keeps them, and the editor asks to sign in again.
 */
export interface Forgetting {
  drafts: boolean;
}

const CHOSEN: Forgetting = { drafts: true };
const INVOLUNTARY: Forgetting = { drafts: false };

const hasAddress = (profile: KontoRow | null): boolean => Boolean(profile?.adress?.trim());

/**
 * The auth lifecycle. Reads the session at start; with a user, finds or creates the `konton`
 * profile; follows Supabase's auth events (the subscription only forwards them as events, it never
 * awaits a Supabase call); logs out with the spec's toasts and then goes to `/`.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
  },
  actors: {
    authEvents: fromCallback<AuthEvent>(({ sendBack }) =>
      authService.onAuthChange((event: AuthChangeEvent, session: Session | null) => {
        sendBack({ type: 'auth.changed', event, user: toAuthUser(session?.user) });
      }),
    ),
    readSession: fromPromise<AuthUser | null>(async () => {
      const result = await authService.getSession();
      if (!result.ok) throw result.error;
      return toAuthUser(result.value?.user);
    }),
    loadProfile: fromPromise<KontoRow, AuthUser>(({ input }) => findOrCreateProfile(input)),
    ...AUTH_CHILDREN,
  },
  guards: {
    isSignedInEvent: ({ event }) => {
      assertEvent(event, 'auth.changed');
      return event.user !== null && event.event !== 'SIGNED_OUT';
    },
    isSignedOutEvent: ({ event }) => {
      assertEvent(event, 'auth.changed');
      return event.event === 'SIGNED_OUT' || event.user === null;
    },
    isOtherUser: ({ context, event }) => {
      assertEvent(event, 'auth.changed');
      return event.user !== null && event.user.id !== context.user?.id;
    },
    isUserUpdate: ({ event }) => {
      assertEvent(event, 'auth.changed');
      return event.event === 'USER_UPDATED';
    },
    hasUser: ({ event }) =>
      'output' in event && event.output !== null && typeof event.output === 'object',
    isGoogleUser: ({ context }) => context.user?.provider === 'google',
    hasSignedOut: (_, params: SignOutEnd) => params.reach !== null,
  },
  actions: {
    setUserFromEvent: assign(({ context, event }) => {
      assertEvent(event, 'auth.changed');
      // Another user's konton row and recovery state are not this user's.
      const sameUser = event.user?.id === context.user?.id;
      return {
        user: event.user,
        ...(sameUser ? {} : { profile: null, addressIncomplete: false }),
        passwordRecovery:
          event.event === 'PASSWORD_RECOVERY' || (sameUser && context.passwordRecovery),
      };
    }),
    clearUser: assign({
      user: null,
      profile: null,
      addressIncomplete: false,
      passwordRecovery: false,
    }),
    finishRecovery: assign({ passwordRecovery: false }),
    /**
     * Provided by src/app: removes every personal value the app keeps in this browser (pending
     * registration, quiz answers, return URL, start plan) when a signed-in visitor signs out, and
     * the content drafts when `drafts` says so.
     */
    forgetPersonalData: (_, _params: Forgetting) => {},
    markInitialised: assign({ initialised: true }),
    setProfile: assign((_, params: { profile: KontoRow }) => ({
      profile: params.profile,
      addressIncomplete: !hasAddress(params.profile),
    })),
    /** Provided by src/app: shows a toast through the system's `toasts` actor. */
    showToast: (_, _params: ToastInput) => {},
    /** Provided by src/app: the router. */
    navigate: (_, _params: Navigation) => {},
  },
}).createMachine({
  id: 'auth',
  context: {
    user: null,
    profile: null,
    initialised: false,
    addressIncomplete: false,
    passwordRecovery: false,
  },
  invoke: { id: 'authEvents', src: 'authEvents' },
  on: {
    'signOut.toast': { actions: { type: 'showToast', params: ({ event }) => event.toast } },
    'auth.recoveryFinished': { actions: 'finishRecovery' },
    'auth.accountDeleted': { actions: { type: 'forgetPersonalData', params: CHOSEN } },
  },
  initial: 'initialising',
  states: {
    initialising: {
      invoke: {
        id: 'readSession',
        src: 'readSession',
        onDone: [
          {
            guard: 'hasUser',
            target: 'loadingProfile',
            actions: assign(({ event }) => ({ user: event.output })),
          },
          { target: 'signedOut', actions: ['clearUser', 'markInitialised'] },
        ],
        onError: {
          target: 'signedOut',
          actions: [
            'clearUser',
            'markInitialised',
            {
              type: 'showToast',
              params: {
                title: 'Authentication Error',
                description: 'Could not retrieve your session. Please try again.',
                variant: 'destructive',
              },
            },
          ],
        },
      },
    },
    signedOut: {
      on: {
        'auth.changed': {
          guard: 'isSignedInEvent',
          target: 'loadingProfile',
          actions: 'setUserFromEvent',
        },
      },
    },
    loadingProfile: {
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        input: ({ context }) => context.user as AuthUser,
        onDone: {
          target: 'signedIn',
          actions: [
            { type: 'setProfile', params: ({ event }) => ({ profile: event.output }) },
            'markInitialised',
          ],
        },
        onError: [
          {
            guard: 'isGoogleUser',
            target: 'signedIn',
            actions: [
              'markInitialised',
              {
                type: 'showToast',
                params: {
                  title: 'Google-registrering misslyckades',
                  description: 'Kunde inte registrera med Google. Försök igen senare.',
                  variant: 'destructive',
                },
              },
            ],
          },
          {
            target: 'signedIn',
            actions: [
              'markInitialised',
              {
                type: 'showToast',
                params: {
                  title: 'Profile Error',
                  description: 'Could not load your profile data. Please try again.',
                  variant: 'destructive',
                },
              },
            ],
          },
        ],
      },
      on: {
        'auth.changed': [
          {
            guard: 'isSignedOutEvent',
            target: 'signedOut',
            actions: [
              'clearUser',
              'markInitialised',
              { type: 'forgetPersonalData', params: INVOLUNTARY },
            ],
          },
          {
            guard: 'isOtherUser',
            target: 'loadingProfile',
            reenter: true,
            actions: 'setUserFromEvent',
          },
        ],
      },
    },
    signedIn: {
      on: {
        'auth.changed': [
          {
            guard: 'isSignedOutEvent',
            target: 'signedOut',
            actions: ['clearUser', { type: 'forgetPersonalData', params: INVOLUNTARY }],
          },
          { guard: 'isOtherUser', target: 'loadingProfile', actions: 'setUserFromEvent' },
          { guard: 'isUserUpdate', target: 'reloadingProfile', actions: 'setUserFromEvent' },
          // INITIAL_SESSION, SIGNED_IN, TOKEN_REFRESHED, PASSWORD_RECOVERY, MFA_CHALLENGE_VERIFIED
          { actions: 'setUserFromEvent' },
        ],
        'auth.reloadProfile': 'reloadingProfile',
        'auth.profileChanged': {
          actions: { type: 'setProfile', params: ({ event }) => ({ profile: event.profile }) },
        },
        'auth.signOut': 'signingOut',
      },
    },
    reloadingProfile: {
      invoke: {
        id: 'reloadProfile',
        src: 'loadProfile',
        input: ({ context }) => context.user as AuthUser,
        onDone: {
          target: 'signedIn',
          actions: { type: 'setProfile', params: ({ event }) => ({ profile: event.output }) },
        },
        onError: {
          target: 'signedIn',
          actions: {
            type: 'showToast',
            params: {
              title: 'Data Error',
              description: 'Could not fetch your profile data. Please try again.',
              variant: 'destructive',
            },
          },
        },
      },
      on: {
        'auth.changed': {
          guard: 'isSignedOutEvent',
          target: 'signedOut',
          actions: ['clearUser', { type: 'forgetPersonalData', params: INVOLUNTARY }],
        },
      },
    },
    /** The sign-out (./signOut.ts), with its toasts; then on to `/`, or signed in still. */
    signingOut: {
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: [
          {
            guard: { type: 'hasSignedOut', params: ({ event }) => event.output },
            target: 'signedOut',
            actions: [
              'clearUser',
              { type: 'forgetPersonalData', params: CHOSEN },
              { type: 'navigate', params: { to: '/' } },
            ],
          },
          { target: 'signedIn' },
        ],
      },
    },
  },
});

export type AuthActor = ActorRefFrom<typeof authMachine>;
type AuthSnapshot = ReturnType<AuthActor['getSnapshot']>;

/** What the account area shows; signed in only after initialisation has finished. */
export function selectAccountView(snapshot: AuthSnapshot): AccountView {
  const { context } = snapshot;
  if (!context.initialised) return { status: 'unknown' };
  if (!context.user) return { status: 'signedOut' };
  return {
    status: 'signedIn',
    email: context.profile?.email ?? context.user.email ?? '',
    username: context.profile?.username ?? null,
    avatarUrl: context.profile?.avatar_url ? publicUrl(context.profile.avatar_url) : null,
  };
}

export const selectSignedInEmail = (snapshot: AuthSnapshot): string | null =>
  snapshot.context.initialised ? (snapshot.context.user?.email ?? null) : null;

/** What page machines hear about the user (through their auth watcher). */
export function selectAuthSummary(snapshot: AuthSnapshot): AuthSummary {
  const { context } = snapshot;
  return {
    initialised: context.initialised,
    email: context.initialised ? (context.user?.email ?? null) : null,
    profile: context.user ? context.profile : null,
    addressIncomplete: context.addressIncomplete,
    passwordRecovery: context.user !== null && context.passwordRecovery,
  };
}

/**
 * For a guarded route (`beforeLoad`): resolves with the auth snapshot once the first session
 * check is done, so "signed in" is known without sleeps or polling.
 */
export function whenAuthInitialised(auth: AuthActor): Promise<AuthSnapshot> {
  return waitFor(auth, (snapshot) => snapshot.context.initialised);
}

export const selectIsInitialising = (snapshot: AuthSnapshot): boolean =>
  !snapshot.context.initialised;
