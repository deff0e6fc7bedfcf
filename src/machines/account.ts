import {
  assign,
  forwardTo,
  fromPromise,
  sendParent,
  setup,
  type ActorRefFrom,
  type EventObject,
  type MachineContext,
  type SnapshotFrom,
} from 'xstate';
import * as accounts from '../services/accounts';
import type { AccountDetails } from '../services/accounts';
import type { KontoRow } from '../services/database.types';
import { ServiceError } from '../services/result';
import {
  addressFormMachine,
  detailsFormMachine,
  type AddressFormEvent,
  type AddressFormSnapshot,
  type DetailErrors,
  type DetailsFormEvent,
  type DetailsFormSnapshot,
  type FormEnd,
} from './accountForms';
import { silentAuthWatcher, type AuthSummary, type AuthUpdatedEvent } from './shared/authSync';
import type { Navigation } from './shared/navigation';
import { unwrap } from './shared/result';
import { failureToast } from './shared/messages';
import type { ToastInput } from './shared/toast';
import type { Needs } from './shared/implementations';

export type { AccountDetails, KontoRow };
export {
  ADDRESS_REQUIRED_MESSAGE,
  ADDRESS_SAVE_FAILED_MESSAGE,
  addressError,
  validateDetails,
  type DetailErrors,
  type DetailField,
  type SaveAddressInput,
} from './accountForms';

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

export const ACCOUNT_TOASTS = {
  addressSaved: { title: 'Adress sparad', description: 'Din adress har sparats på ditt konto.' },
  detailsConfirmed: {
    title: 'Uppgifter bekräftade',
    description: 'Tack! Dina uppgifter är sparade som de är.',
  },
  detailsSaved: { title: 'Uppgifter sparade', description: 'Dina ändrade uppgifter har sparats.' },
} as const satisfies Record<string, ToastInput>;

const EMPTY_DETAILS: AccountDetails = { fornamn: '', efternamn: '', telefon: '', adress: '' };
const NO_ERRORS: DetailErrors = {};

/** The children that are the page's two forms, while their dialog is open. */
export const ADDRESS_FORM = 'addressForm' as const;
export const DETAILS_FORM = 'detailsForm' as const;

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
}

/** A form's toast, to the account machine, which shows it. */
type FormToast = { type: 'accountForm.toast'; toast: ToastInput };

export type AccountEvent =
  | { type: 'account.editAddress' }
  | { type: 'account.confirmDetails' }
  | { type: 'account.editDetails' }
  | AddressFormEvent
  | DetailsFormEvent
  | FormToast
  | AuthUpdatedEvent;

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

/** A child form's `showToast`: the toast goes to the account machine, which shows it. */
const toastParent = <C extends MachineContext, E extends EventObject>() =>
  sendParent<C, E, ToastInput, FormToast, E>((_, toast) => ({ type: 'accountForm.toast', toast }));

/** The forms as the account machine runs them: their toasts go to it. */
export const ACCOUNT_FORMS = {
  addressForm: addressFormMachine.provide({ actions: { showToast: toastParent() } }),
  detailsForm: detailsFormMachine.provide({ actions: { showToast: toastParent() } }),
};

type Saved = { event: { output: KontoRow } };
type Ended = { event: { output: FormEnd } };
/** The row the server stored, as a service's output. */
const storedRow = ({ event }: Saved): { profile: KontoRow } => ({ profile: event.output });
/** The row a form saved (only read where `isSaved` holds). */
const savedRow = ({ event }: Ended): { profile: KontoRow } => {
  if (event.output.saved === null) throw new Error('The form saved nothing.');
  return { profile: event.output.saved };
};
/** A row the server saved (read by `row`): kept here (`keep`), told to the root auth actor, a toast. */
const rowSaved = <K extends 'setSaved' | 'setSavedDetails', A>(
  keep: K,
  toast: ToastInput,
  row: (args: A) => { profile: KontoRow },
) => [
  { type: keep, params: row },
  { type: 'notifyProfileChanged' as const, params: row },
  { type: 'showToast' as const, params: toast },
];
/** A form that ended: with the row it saved, as `rowSaved`; closed unsaved, closed for this visit. */
const formEnded = <K extends 'setSaved' | 'setSavedDetails'>(keep: K, toast: ToastInput) => [
  {
    guard: { type: 'isSaved' as const, params: ({ event }: Ended) => event.output },
    target: 'closed' as const,
    actions: rowSaved(keep, toast, savedRow),
  },
  { target: 'closed' as const, actions: 'dismiss' as const },
];

export const accountMachine = setup({
  types: {
    context: {} as AccountContext,
    events: {} as AccountEvent,
    children: {} as {
      authWatcher: 'authWatcher';
      [ADDRESS_FORM]: 'addressForm';
      [DETAILS_FORM]: 'detailsForm';
    },
  },
  actors: {
    authWatcher: silentAuthWatcher,
    ...ACCOUNT_FORMS,
    confirmDetails: fromPromise<KontoRow, { email: string | null }>(async ({ input }) => {
      if (!input.email) throw new ServiceError({ kind: 'forbidden' });
      return unwrap(accounts.confirmDetails(input.email));
    }),
    /** Provided by src/app: whether landing-quiz answers wait for this sign-in. */
    readPendingQuiz: fromPromise<boolean>(async () => false),
  },
  guards: {
    isPending: (_, params: { pending: boolean }) => params.pending,
    isSaved: (_, params: FormEnd) => params.saved !== null,
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
  },
  actions: {
    sync: assign((_, params: AuthSummary) => fromAuth(params)),
    dismiss: assign({ dismissed: true }),
    setSavedDetails: assign((_, params: { profile: KontoRow }) => ({
      details: detailsOf(params.profile),
      detailsUnconfirmed: params.profile.details_confirmed_at === null,
      detailsMissing: lacksDetails(params.profile),
      address: params.profile.adress?.trim() ?? '',
      addressIncomplete: !params.profile.adress?.trim(),
    })),
    setSaved: assign((_, params: { profile: KontoRow }) => ({
      email: params.profile.email,
      address: params.profile.adress?.trim() ?? '',
      addressIncomplete: !params.profile.adress?.trim(),
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
    dismissed: false,
    hasAccount: false,
    detailsUnconfirmed: false,
    detailsMissing: false,
    details: EMPTY_DETAILS,
  },
  invoke: { id: 'authWatcher', src: 'authWatcher' },
  on: {
    'auth.updated': { actions: { type: 'sync', params: ({ event }) => event.auth } },
    'accountForm.toast': { actions: { type: 'showToast', params: ({ event }) => event.toast } },
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
          actions: rowSaved('setSavedDetails', ACCOUNT_TOASTS.detailsConfirmed, storedRow),
        },
        onError: {
          target: 'closed',
          actions: { type: 'showToast', params: ({ event }) => failureToast(event.error) },
        },
      },
    },
    /**
     * 'Ändra uppgifter' (or, for details nobody gave, 'Fyll i dina uppgifter'): the details form
     * (./accountForms.ts), starting from the stored details. Closing it ('Avbryt', 'Senare')
     * keeps it closed for the rest of the visit.
     */
    detailsDialog: {
      invoke: {
        id: DETAILS_FORM,
        src: 'detailsForm',
        input: ({ context }) => ({ email: context.email, details: context.details }),
        onDone: formEnded('setSavedDetails', ACCOUNT_TOASTS.detailsSaved),
      },
      on: {
        'account.detailChanged': { actions: forwardTo(DETAILS_FORM) },
        'account.cancelDetails': { actions: forwardTo(DETAILS_FORM) },
        'account.saveDetails': { actions: forwardTo(DETAILS_FORM) },
      },
    },
    /** The address dialog (./accountForms.ts), starting from the saved address. */
    addressDialog: {
      invoke: {
        id: ADDRESS_FORM,
        src: 'addressForm',
        input: ({ context }) => ({ email: context.email, address: context.address }),
        // The spec reloads the whole page after saving so that it shows the new address. The
        // update returns the stored row, and `auth.profileChanged` puts it into the auth actor
        // that this page, the navbar and /profile all render from: every view shows the fresh
        // data at once, without a reload that would drop the toast, the scroll position and the
        // downloaded app state, and without a second request.
        onDone: formEnded('setSaved', ACCOUNT_TOASTS.addressSaved),
      },
      on: {
        'account.fieldChanged': { actions: forwardTo(ADDRESS_FORM) },
        'account.later': { actions: forwardTo(ADDRESS_FORM) },
        'account.saveAddress': { actions: forwardTo(ADDRESS_FORM) },
      },
    },
  },
});

export type AccountActor = ActorRefFrom<typeof accountMachine>;
export type AccountSnapshot = SnapshotFrom<typeof accountMachine>;

/**
 * "Stämmer dina uppgifter?": shown while the row's details await their owner's word; and whether
 * the details form asks for details nobody gave (`isMissing`). The form itself is the
 * `DETAILS_FORM` child (`selectDetailsForm`).
 */
export const selectDetailsCheck = (snapshot: AccountSnapshot) => ({
  isShown: snapshot.context.detailsUnconfirmed,
  isMissing: snapshot.context.detailsMissing,
  isConfirming: snapshot.matches('confirmingDetails'),
});

/** The details form while it is open (its child's snapshot), else closed. */
export const selectDetailsForm = (form: DetailsFormSnapshot | undefined) => ({
  isOpen: form?.status === 'active',
  isSaving: form?.matches('saving') ?? false,
  draft: form?.context.draft ?? EMPTY_DETAILS,
  errors: form?.context.errors ?? NO_ERRORS,
});

/** The address dialog while it is open (its child's snapshot), else closed. */
export const selectAddressForm = (form: AddressFormSnapshot | undefined) => ({
  isOpen: form?.status === 'active',
  isSaving: form?.matches('saving') ?? false,
  draft: form?.context.draft ?? '',
  error: form?.context.error ?? null,
});

/** What src/app provides for this machine (src/app/logic.ts), every part required. */
export type AccountImplementations = Needs<
  typeof accountMachine,
  {
    actors: 'authWatcher' | 'readPendingQuiz';
    actions: 'showToast' | 'navigate' | 'notifyProfileChanged';
  }
>;
