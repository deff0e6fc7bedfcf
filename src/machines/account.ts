import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import * as accounts from '../services/accounts';
import type { AccountDetails } from '../services/accounts';
import type { KontoRow } from '../services/database.types';
import { ServiceError } from '../services/result';
import { silentAuthWatcher, type AuthSummary, type AuthUpdatedEvent } from './shared/authSync';
import type { Navigation } from './shared/navigation';
import { unwrap } from './shared/result';
import { failureToast } from './shared/messages';
import { trimPersonalFields, validatePersonalFields } from './shared/personalFields';
import type { ToastInput } from './shared/toast';
import type { Needs } from './shared/implementations';

export type { AccountDetails, KontoRow };

/**
 * /account ('Mitt Konto'): the account details, the address dialog, and "Stämmer dina uppgifter?"
 * for a row whose details came with a code request rather than from its owner (see
 * `newRowDetails` in ./shared/authUser): 'Ja, de stämmer' confirms them, 'Ändra uppgifter' opens a
 * form for name, phone and address whose save confirms them too. A row without a name (the code
 * was used in another browser than the one that kept the registration form's details, or
 * somebody signed in by code without registering) opens the same form at once, 'Fyll i dina
 * uppgifter', checked as the registration form checks them; 'Senare' closes it for this visit.
 *
 * The account comes from the invoked `authWatcher` (`auth.updated`). Side effects the machine does
 * not own are declared empty and provided by src/app: `showToast` (the root toasts actor),
 * `notifyProfileChanged` (`auth.profileChanged` to the root auth actor), `navigate`, and
 * `readPendingQuiz`: a visitor who signed in with Google from the landing quiz lands here and goes
 * on to `/`, where the quiz shows and saves the waiting answers.
 */

export const ADDRESS_REQUIRED_MESSAGE = 'Vänligen ange en giltig adress';
export const ADDRESS_SAVE_FAILED_MESSAGE = 'Kunde inte spara adressen. Försök igen.';

export const ACCOUNT_TOASTS = {
  addressRequired: { title: 'Fel', description: ADDRESS_REQUIRED_MESSAGE, variant: 'destructive' },
  addressSaveFailed: {
    title: 'Ett fel uppstod',
    description: ADDRESS_SAVE_FAILED_MESSAGE,
    variant: 'destructive',
  },
  addressSaved: { title: 'Adress sparad', description: 'Din adress har sparats på ditt konto.' },
  detailsConfirmed: {
    title: 'Uppgifter bekräftade',
    description: 'Tack! Dina uppgifter är sparade som de är.',
  },
  detailsSaved: { title: 'Uppgifter sparade', description: 'Dina ändrade uppgifter har sparats.' },
} as const satisfies Record<string, ToastInput>;

export type DetailField = keyof AccountDetails;
export type DetailErrors = Partial<Record<DetailField, string>>;

const EMPTY_DETAILS: AccountDetails = { fornamn: '', efternamn: '', telefon: '', adress: '' };

/** Name, phone and address, all needed (as on /register). */
export const validateDetails = (details: AccountDetails): DetailErrors =>
  validatePersonalFields(details);

/** The address dialog's message next to the field, or null when the address may be saved. */
export const addressError = (address: string): string | null =>
  validatePersonalFields({ adress: address }).adress ?? null;

const detailsOf = (profile: KontoRow | null): AccountDetails => ({
  fornamn: profile?.fornamn ?? '',
  efternamn: profile?.efternamn ?? '',
  telefon: profile?.telefon ?? '',
  adress: profile?.adress ?? '',
});

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
  /** The row's details came with a code request and await their owner's word. */
  detailsUnconfirmed: boolean;
  /** The row has no name: nobody gave the details (registered in another browser): ask for them. */
  detailsMissing: boolean;
  /** The stored name, phone and address. */
  details: AccountDetails;
  /** What the visitor is typing in the details form, and what is wrong with it. */
  detailsDraft: AccountDetails;
  detailsErrors: DetailErrors;
}

export type AccountEvent =
  | { type: 'account.editAddress' }
  | { type: 'account.fieldChanged'; field: 'address'; value: string }
  | { type: 'account.later' }
  | { type: 'account.saveAddress' }
  | { type: 'account.confirmDetails' }
  | { type: 'account.editDetails' }
  | { type: 'account.detailChanged'; field: DetailField; value: string }
  | { type: 'account.cancelDetails' }
  | { type: 'account.saveDetails' }
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
  detailsUnconfirmed: auth.profile !== null && auth.profile.details_confirmed_at === null,
  detailsMissing: lacksDetails(auth.profile),
  details: detailsOf(auth.profile),
});

/**
 * A confirmed row without a name holds nothing its owner gave (`newRowDetails`: no details in this
 * browser, no Google name). A Google row has its name and only lacks the address (the spec's
 * address dialog).
 */
function lacksDetails(profile: KontoRow | null): boolean {
  return profile !== null && profile.details_confirmed_at !== null && !profile.fornamn?.trim();
}

type Saved = { event: { output: KontoRow } };
/** A row the server saved: kept here (`keep`), told to the root auth actor, and a toast. */
const rowSaved = <K extends 'setSaved' | 'setSavedDetails'>(keep: K, toast: ToastInput) => [
  { type: keep, params: ({ event }: Saved) => ({ profile: event.output }) },
  {
    type: 'notifyProfileChanged' as const,
    params: ({ event }: Saved) => ({ profile: event.output }),
  },
  { type: 'showToast' as const, params: toast },
];

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
    confirmDetails: fromPromise<KontoRow, { email: string | null }>(async ({ input }) => {
      if (!input.email) throw new ServiceError({ kind: 'forbidden' });
      return unwrap(accounts.confirmDetails(input.email));
    }),
    saveDetails: fromPromise<KontoRow, { email: string | null; details: AccountDetails }>(
      async ({ input }) => {
        if (!input.email) throw new ServiceError({ kind: 'forbidden' });
        return unwrap(accounts.updateDetails(input.email, input.details));
      },
    ),
    /** Provided by src/app: whether landing-quiz answers wait for this sign-in. */
    readPendingQuiz: fromPromise<boolean>(async () => false),
  },
  guards: {
    isPending: (_, params: { pending: boolean }) => params.pending,
    hasAccount: ({ context }) => context.hasAccount,
    // Missing details are asked for as a whole (address included) in the details form.
    needsDetails: ({ context }) => context.detailsMissing && !context.dismissed,
    // Unconfirmed details are checked as a whole (address included) in the details form.
    needsAddress: ({ context }) =>
      context.addressIncomplete &&
      !context.dismissed &&
      !context.detailsUnconfirmed &&
      !context.detailsMissing,
    areDetailsUnconfirmed: ({ context }) => context.detailsUnconfirmed,
    areDetailsInvalid: ({ context }) =>
      Object.keys(validateDetails(context.detailsDraft)).length > 0,
    isAddressInvalid: ({ context }) => addressError(context.draft) !== null,
  },
  actions: {
    sync: assign((_, params: AuthSummary) => fromAuth(params)),
    startDraft: assign(({ context }) => ({ draft: context.address, error: null })),
    setDraft: assign((_, params: { value: string }) => ({ draft: params.value, error: null })),
    dismiss: assign({ dismissed: true, error: null }),
    startDetailsDraft: assign(({ context }) => ({
      detailsDraft: context.details,
      detailsErrors: {},
    })),
    setDetail: assign(({ context }, params: { field: DetailField; value: string }) => {
      const { [params.field]: _cleared, ...detailsErrors } = context.detailsErrors;
      return {
        detailsDraft: { ...context.detailsDraft, [params.field]: params.value },
        detailsErrors,
      };
    }),
    showDetailsErrors: assign(({ context }) => ({
      detailsErrors: validateDetails(context.detailsDraft),
    })),
    setSavedDetails: assign((_, params: { profile: KontoRow }) => ({
      details: detailsOf(params.profile),
      detailsUnconfirmed: params.profile.details_confirmed_at === null,
      detailsMissing: lacksDetails(params.profile),
      address: params.profile.adress?.trim() ?? '',
      addressIncomplete: !params.profile.adress?.trim(),
    })),
    // Nothing typed: the spec's 'Vänligen ange en giltig adress'; else what the address lacks.
    setAddressError: assign(({ context }) => ({
      error: context.draft.trim() === '' ? ADDRESS_REQUIRED_MESSAGE : addressError(context.draft),
    })),
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
    detailsUnconfirmed: false,
    detailsMissing: false,
    details: EMPTY_DETAILS,
    detailsDraft: EMPTY_DETAILS,
    detailsErrors: {},
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
    /** Details nobody gave, or a Google user's missing address: ask for them at once. */
    checking: {
      always: [
        { guard: 'needsDetails', target: 'detailsDialog' },
        { guard: 'needsAddress', target: 'addressDialog' },
        { target: 'closed' },
      ],
    },
    closed: {
      on: {
        'auth.updated': {
          target: 'checking',
          actions: { type: 'sync', params: ({ event }) => event.auth },
        },
        'account.editAddress': 'addressDialog',
        'account.confirmDetails': { guard: 'areDetailsUnconfirmed', target: 'confirmingDetails' },
        'account.editDetails': 'detailsDialog',
      },
    },
    /** 'Ja, de stämmer'. */
    confirmingDetails: {
      invoke: {
        id: 'confirmDetails',
        src: 'confirmDetails',
        input: ({ context }) => ({ email: context.email }),
        onDone: {
          target: 'closed',
          actions: rowSaved('setSavedDetails', ACCOUNT_TOASTS.detailsConfirmed),
        },
        onError: {
          target: 'closed',
          actions: { type: 'showToast', params: ({ event }) => failureToast(event.error) },
        },
      },
    },
    /**
     * 'Ändra uppgifter' (or, for details nobody gave, 'Fyll i dina uppgifter'): name, phone and
     * address, checked as in the registration form. Closing it ('Avbryt', 'Senare') keeps it
     * closed for the rest of the visit.
     */
    detailsDialog: {
      entry: 'startDetailsDraft',
      initial: 'editing',
      states: {
        editing: {
          on: {
            'account.detailChanged': {
              actions: { type: 'setDetail', params: ({ event }) => event },
            },
            'account.cancelDetails': { target: '#account.closed', actions: 'dismiss' },
            'account.saveDetails': [
              { guard: 'areDetailsInvalid', actions: 'showDetailsErrors' },
              { target: 'saving' },
            ],
          },
        },
        saving: {
          invoke: {
            id: 'saveDetails',
            src: 'saveDetails',
            input: ({ context }) => ({
              email: context.email,
              details: trimPersonalFields(context.detailsDraft),
            }),
            onDone: {
              target: '#account.closed',
              actions: rowSaved('setSavedDetails', ACCOUNT_TOASTS.detailsSaved),
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
                guard: 'isAddressInvalid',
                actions: [
                  'setAddressError',
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
              actions: rowSaved('setSaved', ACCOUNT_TOASTS.addressSaved),
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

/**
 * "Stämmer dina uppgifter?": shown while the row's details await their owner's word; and the
 * details form, which asks for details nobody gave (`isMissing`).
 */
export const selectDetailsCheck = (snapshot: AccountSnapshot) => ({
  isShown: snapshot.context.detailsUnconfirmed,
  isMissing: snapshot.context.detailsMissing,
  isConfirming: snapshot.matches('confirmingDetails'),
  isDialogOpen: snapshot.matches('detailsDialog'),
  isSaving: snapshot.matches({ detailsDialog: 'saving' }),
  draft: snapshot.context.detailsDraft,
  errors: snapshot.context.detailsErrors,
});

export const selectAddressDialog = (snapshot: AccountSnapshot) => ({
  isOpen: snapshot.matches('addressDialog'),
  isSaving: snapshot.matches({ addressDialog: 'saving' }),
  draft: snapshot.context.draft,
  error: snapshot.context.error,
});

/** What src/app provides for this machine (src/app/logic.ts), every part required. */
export type AccountImplementations = Needs<
  typeof accountMachine,
  {
    actors: 'authWatcher' | 'readPendingQuiz';
    actions: 'showToast' | 'navigate' | 'notifyProfileChanged';
  }
>;
