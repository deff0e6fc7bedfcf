import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import * as accounts from '../services/accounts';
import type { KontoRow } from '../services/database.types';
import { ServiceError } from '../services/result';
import { silentAuthWatcher, type AuthSummary, type AuthUpdatedEvent } from './shared/authSync';
import type { Navigation } from './shared/navigation';
import { unwrap } from './shared/result';
import type { ToastInput } from './toasts';

export type { KontoRow };

/**
 * /account ('Mitt Konto'): the account details and the address dialog.
 *
 * The account comes from the invoked `authWatcher` (`auth.updated`). Side effects the machine does
 * not own are declared empty and provided by src/app: `showToast` (the root toasts actor),
 * `notifyProfileChanged` (`auth.profileChanged` to the root auth actor), `navigate`, and
 * `readPendingQuiz`: a visitor who signed in with Google from the landing quiz lands here and goes
 * on to `/`, where the quiz shows and saves the waiting answers.
 */

export const ADDRESS_REQUIRED_MESSAGE = 'Vänligen ange en giltig adress';
export const ADDRESS_SAVE_FAILED_MESSAGE = 'Kunde inte spara adressen. Försök igen.';
export const ADDRESS_MAX_LENGTH = 200;

export const ACCOUNT_TOASTS = {
  addressRequired: { title: 'Fel', description: ADDRESS_REQUIRED_MESSAGE, variant: 'destructive' },
  addressSaveFailed: {
    title: 'Ett fel uppstod',
    description: ADDRESS_SAVE_FAILED_MESSAGE,
    variant: 'destructive',
  },
  addressSaved: { title: 'Adress sparad', description: 'Din adress har sparats på ditt konto.' },
} as const satisfies Record<string, ToastInput>;

export interface AccountContext {
  email: string | null;
  /** The saved address ('' when there is none). */
  address: string;
  /** What the visitor is typing in the address dialog. */
  draft: string;
  /** The Swedish message next to the address field, or null. */
  error: string | null;
  /** The account row has no address: the dialog asks for it (Google users). */
  addressIncomplete: boolean;
  /** 'Senare' was chosen: the dialog stays closed for the rest of this visit. */
  dismissed: boolean;
  /** A konton row has been reported by the auth watcher. */
  hasAccount: boolean;
}

export type AccountEvent =
  | { type: 'account.editAddress' }
  | { type: 'account.fieldChanged'; field: 'address'; value: string }
  | { type: 'account.later' }
  | { type: 'account.saveAddress' }
  | AuthUpdatedEvent;

export interface SaveAddressInput {
  email: string | null;
  address: string;
}

const fromAuth = (auth: AuthSummary) => ({
  email: auth.profile?.email ?? auth.email,
  address: auth.profile?.adress?.trim() ?? '',
  addressIncomplete: auth.addressIncomplete,
  hasAccount: auth.profile !== null,
});

export const accountMachine = setup({
  types: {
    context: {} as AccountContext,
    events: {} as AccountEvent,
    children: {} as { authWatcher: 'authWatcher' },
  },
  actors: {
    authWatcher: silentAuthWatcher,
    saveAddress: fromPromise<KontoRow, SaveAddressInput>(async ({ input }) => {
      if (!input.email) throw new ServiceError({ kind: 'forbidden' });
      return unwrap(accounts.updateAddress(input.email, input.address));
    }),
    /** Provided by src/app: whether landing-quiz answers wait for this sign-in. */
    readPendingQuiz: fromPromise<boolean>(async () => false),
  },
  guards: {
    isPending: (_, params: { pending: boolean }) => params.pending,
    hasAccount: ({ context }) => context.hasAccount,
    needsAddress: ({ context }) => context.addressIncomplete && !context.dismissed,
    isDraftBlank: ({ context }) => context.draft.trim() === '',
  },
  actions: {
    sync: assign((_, params: AuthSummary) => fromAuth(params)),
    startDraft: assign(({ context }) => ({ draft: context.address, error: null })),
    setDraft: assign((_, params: { value: string }) => ({ draft: params.value, error: null })),
    dismiss: assign({ dismissed: true, error: null }),
    setRequiredError: assign({ error: ADDRESS_REQUIRED_MESSAGE }),
    setSaveError: assign({ error: ADDRESS_SAVE_FAILED_MESSAGE }),
    setSaved: assign((_, params: { profile: KontoRow }) => ({
      email: params.profile.email,
      address: params.profile.adress?.trim() ?? '',
      addressIncomplete: !params.profile.adress?.trim(),
      error: null,
    })),
    /** Provided by src/app: one `toasts.show` to the root system's toasts actor. */
    showToast: (_, _params: ToastInput) => {},
    /** Provided by src/app: `auth.profileChanged` to the root auth actor. */
    notifyProfileChanged: (_, _params: { profile: KontoRow }) => {},
    /** Provided by src/app: the router. */
    navigate: (_, _params: Navigation) => {},
  },
}).createMachine({
  id: 'account',
  context: {
    email: null,
    address: '',
    addressIncomplete: false,
    draft: '',
    error: null,
    dismissed: false,
    hasAccount: false,
  },
  invoke: { id: 'authWatcher', src: 'authWatcher' },
  on: {
    'auth.updated': { actions: { type: 'sync', params: ({ event }) => event.auth } },
  },
  initial: 'continuing',
  states: {
    /** First: does a sign-in from the landing quiz continue on `/`? */
    continuing: {
      invoke: {
        id: 'readPendingQuiz',
        src: 'readPendingQuiz',
        onDone: [
          {
            guard: { type: 'isPending', params: ({ event }) => ({ pending: event.output }) },
            target: 'leaving',
            actions: { type: 'navigate', params: { to: '/', replace: true } },
          },
          { target: 'waiting' },
        ],
        onError: 'waiting',
      },
    },
    leaving: {},
    /** Until the account row is known. */
    waiting: {
      always: { guard: 'hasAccount', target: 'checking' },
    },
    /** A Google user arrives without an address: ask for it at once. */
    checking: {
      always: [{ guard: 'needsAddress', target: 'addressDialog' }, { target: 'closed' }],
    },
    closed: {
      on: {
        'auth.updated': {
          target: 'checking',
          actions: { type: 'sync', params: ({ event }) => event.auth },
        },
        'account.editAddress': 'addressDialog',
      },
    },
    addressDialog: {
      entry: 'startDraft',
      initial: 'editing',
      states: {
        editing: {
          on: {
            'account.fieldChanged': {
              actions: { type: 'setDraft', params: ({ event }) => ({ value: event.value }) },
            },
            'account.later': { target: '#account.closed', actions: 'dismiss' },
            'account.saveAddress': [
              {
                guard: 'isDraftBlank',
                actions: [
                  'setRequiredError',
                  { type: 'showToast', params: ACCOUNT_TOASTS.addressRequired },
                ],
              },
              { target: 'saving' },
            ],
          },
        },
        saving: {
          invoke: {
            id: 'saveAddress',
            src: 'saveAddress',
            input: ({ context }) => ({ email: context.email, address: context.draft.trim() }),
            onDone: {
              target: '#account.closed',
              // The spec reloads the whole page after saving so that it shows the new address.
              // The update returns the stored row, and `auth.profileChanged` puts it into the auth
              // actor that this page, the navbar and /profile all render from: every view shows the
              // fresh data at once, without a reload that would drop the toast, the scroll position
              // and the downloaded app state, and without a second request.
              actions: [
                { type: 'setSaved', params: ({ event }) => ({ profile: event.output }) },
                {
                  type: 'notifyProfileChanged',
                  params: ({ event }) => ({ profile: event.output }),
                },
                { type: 'showToast', params: ACCOUNT_TOASTS.addressSaved },
              ],
            },
            onError: {
              // The typed address stays in the field so the visitor can try again.
              target: 'editing',
              actions: [
                'setSaveError',
                { type: 'showToast', params: ACCOUNT_TOASTS.addressSaveFailed },
              ],
            },
          },
        },
      },
    },
  },
});

export type AccountActor = ActorRefFrom<typeof accountMachine>;
export type AccountSnapshot = SnapshotFrom<typeof accountMachine>;

export const selectAddressDialog = (snapshot: AccountSnapshot) => ({
  isOpen: snapshot.matches('addressDialog'),
  isSaving: snapshot.matches({ addressDialog: 'saving' }),
  draft: snapshot.context.draft,
  error: snapshot.context.error,
});
