import { assign, fromPromise, sendParent, setup, type SnapshotFrom } from 'xstate';
import { isAdmin } from '../services/admin';
import { silentAuthWatcher, type AuthSummary, type AuthUpdatedEvent } from './shared/authSync';
import type { EditAccess, EditRights, EditRightsChanged } from './shared/editAccess';

/**
 * Who may see the editing UI (the UI only; the database decides who may write), as a child of the content editor
 * and the blog metadata editor. It only decides what UI shows: the database refuses writes from
 * non-admins whatever the client believes.
 *
 * - `editUi`: the host is local, development or preview, or the session flag `enable_edit_mode`
 *   is `true`. A session alone does not grant it.
 * - `admin`: on such a host everyone counts as admin; elsewhere the database's `is_admin()` says
 *   so for a session. A failed check means no.
 * - `signedIn`: the blog metadata controls need a session.
 *
 * `readEditAccess` (host and flag) is provided by src/app, which reads `location.hostname` and
 * session storage after the page is on screen; the default grants nothing (server, tests). The
 * auth watcher is provided there too. The parent hears `editRights.changed` whenever the summary
 * changes: once host and flag are known (admin still unknown) and whenever the admin check ends.
 */

export interface EditRightsContext {
  access: EditAccess;
  authInitialised: boolean;
  email: string | null;
  admin: boolean;
}

/** The summary the parent hears; `known` once the admin question has an answer. */
export function rightsSummary(context: EditRightsContext, known: boolean): EditRights {
  return {
    accessKnown: true,
    known,
    editUi: context.access.host || context.access.flag,
    globalEdit: context.access.flag,
    admin: known && context.admin,
    signedIn: context.email !== null,
    user: context.email,
  };
}

export const editRightsMachine = setup({
  types: {
    context: {} as EditRightsContext,
    events: {} as AuthUpdatedEvent,
    children: {} as { authWatcher: 'authWatcher' },
  },
  actors: {
    authWatcher: silentAuthWatcher,
    /** Provided by src/app: the host rule and the session flag. */
    readEditAccess: fromPromise<EditAccess>(async () => ({ host: false, flag: false })),
    checkAdmin: fromPromise<boolean>(() => isAdmin()),
  },
  guards: {
    isAuthInitialised: ({ context }) => context.authInitialised,
    isSignedOut: ({ context }) => context.email === null,
    isPrivilegedHost: ({ context }) => context.access.host,
    isOtherUser: ({ context }, params: AuthSummary) =>
      params.initialised && params.email !== context.email,
  },
  actions: {
    sync: assign((_, params: AuthSummary) => ({
      authInitialised: params.initialised,
      email: params.email,
    })),
    setAccess: assign((_, params: EditAccess) => ({ access: params })),
    setAdmin: assign((_, params: { admin: boolean }) => ({ admin: params.admin })),
    report: sendParent(({ context }, params: { known: boolean }): EditRightsChanged => ({
      type: 'editRights.changed',
      rights: rightsSummary(context, params.known),
    })),
  },
}).createMachine({
  id: 'editRights',
  context: {
    access: { host: false, flag: false },
    authInitialised: false,
    email: null,
    admin: false,
  },
  invoke: { id: 'authWatcher', src: 'authWatcher' },
  on: {
    'auth.updated': { actions: { type: 'sync', params: ({ event }) => event.auth } },
  },
  initial: 'reading',
  states: {
    reading: {
      invoke: {
        id: 'readEditAccess',
        src: 'readEditAccess',
        onDone: {
          target: 'waitingForAuth',
          actions: { type: 'setAccess', params: ({ event }) => event.output },
        },
        // Unreadable storage or host: no rights.
        onError: 'waitingForAuth',
      },
    },
    /** Whether somebody is signed in is known only once the auth actor has initialised. */
    waitingForAuth: {
      entry: { type: 'report', params: { known: false } },
      always: { guard: 'isAuthInitialised', target: 'deciding' },
    },
    deciding: {
      always: [
        {
          guard: 'isPrivilegedHost',
          target: 'forThisUser.known',
          actions: { type: 'setAdmin', params: { admin: true } },
        },
        {
          guard: 'isSignedOut',
          target: 'forThisUser.known',
          actions: { type: 'setAdmin', params: { admin: false } },
        },
        { target: 'forThisUser.checkingAdmin' },
      ],
    },
    /** Signing in or out (or as someone else) asks again, whether or not the check has ended. */
    forThisUser: {
      on: {
        'auth.updated': [
          {
            guard: { type: 'isOtherUser', params: ({ event }) => event.auth },
            target: 'deciding',
            actions: { type: 'sync', params: ({ event }) => event.auth },
          },
          { actions: { type: 'sync', params: ({ event }) => event.auth } },
        ],
      },
      initial: 'checkingAdmin',
      states: {
        checkingAdmin: {
          invoke: {
            id: 'checkAdmin',
            src: 'checkAdmin',
            onDone: {
              target: 'known',
              actions: { type: 'setAdmin', params: ({ event }) => ({ admin: event.output }) },
            },
            // An admin-check failure means no rights (the service has logged it).
            onError: { target: 'known', actions: { type: 'setAdmin', params: { admin: false } } },
          },
        },
        known: {
          entry: { type: 'report', params: { known: true } },
        },
      },
    },
  },
});

export type EditRightsMachine = typeof editRightsMachine;
export type EditRightsSnapshot = SnapshotFrom<typeof editRightsMachine>;
