import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import * as accounts from '../services/accounts';
import type { AccountDetails } from '../services/accounts';
import type { KontoRow } from '../services/database.types';
import { ServiceError } from '../services/result';
import { failureToast } from './shared/messages';
import { trimPersonalFields, validatePersonalFields } from './shared/personalFields';
import { unwrap } from './shared/result';
import type { ToastInput } from './shared/toast';

/**
 * The two forms of /account, each a child machine of the account machine (./account.ts) for as
 * long as its dialog is open: the address dialog, and the details form ('Ändra uppgifter', or
 * 'Fyll i dina uppgifter' for details nobody gave). Each keeps what is typed and its messages,
 * saves through its service, and ends with the row the server stored, or with none when the
 * visitor closed it ('Senare', 'Avbryt'). Their toasts go to the account machine, which provides
 * `showToast` and shows them.
 */

export const ADDRESS_REQUIRED_MESSAGE = 'Vänligen ange en giltig adress';
export const ADDRESS_SAVE_FAILED_MESSAGE = 'Kunde inte spara adressen. Försök igen.';

export const ADDRESS_TOASTS = {
  addressRequired: { title: 'Fel', description: ADDRESS_REQUIRED_MESSAGE, variant: 'destructive' },
  addressSaveFailed: {
    title: 'Ett fel uppstod',
    description: ADDRESS_SAVE_FAILED_MESSAGE,
    variant: 'destructive',
  },
} as const satisfies Record<string, ToastInput>;

export type DetailField = keyof AccountDetails;
export type DetailErrors = Partial<Record<DetailField, string>>;

/** Name, phone and address, all needed (as on /register). */
export const validateDetails = (details: AccountDetails): DetailErrors =>
  validatePersonalFields(details);

/** The address dialog's message next to the field, or null when the address may be saved. */
export const addressError = (address: string): string | null =>
  validatePersonalFields({ adress: address }).adress ?? null;

/** How a form ended: the row the server stored, or null when it was closed unsaved. */
export interface FormEnd {
  saved: KontoRow | null;
}

export interface SaveAddressInput {
  email: string | null;
  address: string;
}

/** The signed-in user's address; a form without one may not save. */
const saveAddress = fromPromise<KontoRow, SaveAddressInput>(async ({ input }) => {
  if (!input.email) throw new ServiceError({ kind: 'forbidden' });
  return unwrap(accounts.updateAddress(input.email, input.address));
});

const saveDetails = fromPromise<KontoRow, { email: string | null; details: AccountDetails }>(
  async ({ input }) => {
    if (!input.email) throw new ServiceError({ kind: 'forbidden' });
    return unwrap(accounts.updateDetails(input.email, input.details));
  },
);

export type AddressFormEvent =
  | { type: 'account.fieldChanged'; field: 'address'; value: string }
  | { type: 'account.later' }
  | { type: 'account.saveAddress' };

interface AddressFormContext {
  email: string | null;
  /** What the visitor is typing. */
  draft: string;
  /** The Swedish message next to the field, or null. */
  error: string | null;
  saved: KontoRow | null;
}

/** The address dialog: one field, pre-filled with the saved address. */
export const addressFormMachine = setup({
  types: {
    input: {} as SaveAddressInput,
    context: {} as AddressFormContext,
    events: {} as AddressFormEvent,
    output: {} as FormEnd,
  },
  actors: { saveAddress },
  guards: {
    isAddressInvalid: ({ context }) => addressError(context.draft) !== null,
  },
  actions: {
    setDraft: assign((_, params: { value: string }) => ({ draft: params.value, error: null })),
    // Nothing typed: the spec's 'Vänligen ange en giltig adress'; else what the address lacks.
    setAddressError: assign(({ context }) => ({
      error: context.draft.trim() === '' ? ADDRESS_REQUIRED_MESSAGE : addressError(context.draft),
    })),
    setSaveError: assign({ error: ADDRESS_SAVE_FAILED_MESSAGE }),
    keepSaved: assign((_, params: { row: KontoRow }) => ({ saved: params.row })),
    /** Provided by the account machine: the toast goes to it, which shows it. */
    showToast: (_, _params: ToastInput) => {},
  },
}).createMachine({
  id: 'addressForm',
  context: ({ input }) => ({ email: input.email, draft: input.address, error: null, saved: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'account.fieldChanged': {
          actions: { type: 'setDraft', params: ({ event }) => ({ value: event.value }) },
        },
        'account.later': 'closed',
        'account.saveAddress': [
          {
            guard: 'isAddressInvalid',
            actions: [
              'setAddressError',
              { type: 'showToast', params: ADDRESS_TOASTS.addressRequired },
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
          target: 'closed',
          actions: { type: 'keepSaved', params: ({ event }) => ({ row: event.output }) },
        },
        onError: {
          // The typed address stays in the field so the visitor can try again.
          target: 'editing',
          actions: [
            'setSaveError',
            { type: 'showToast', params: ADDRESS_TOASTS.addressSaveFailed },
          ],
        },
      },
    },
    closed: { type: 'final' },
  },
  output: ({ context }) => ({ saved: context.saved }),
});

export type DetailsFormEvent =
  | { type: 'account.detailChanged'; field: DetailField; value: string }
  | { type: 'account.cancelDetails' }
  | { type: 'account.saveDetails' };

interface DetailsFormContext {
  email: string | null;
  /** What the visitor is typing, and what is wrong with it. */
  draft: AccountDetails;
  errors: DetailErrors;
  saved: KontoRow | null;
}

/** Name, phone and address, checked as in the registration form. */
export const detailsFormMachine = setup({
  types: {
    input: {} as { email: string | null; details: AccountDetails },
    context: {} as DetailsFormContext,
    events: {} as DetailsFormEvent,
    output: {} as FormEnd,
  },
  actors: { saveDetails },
  guards: {
    areDetailsInvalid: ({ context }) => Object.keys(validateDetails(context.draft)).length > 0,
  },
  actions: {
    setDetail: assign(({ context }, params: { field: DetailField; value: string }) => {
      const { [params.field]: _cleared, ...errors } = context.errors;
      return { draft: { ...context.draft, [params.field]: params.value }, errors };
    }),
    showErrors: assign(({ context }) => ({ errors: validateDetails(context.draft) })),
    keepSaved: assign((_, params: { row: KontoRow }) => ({ saved: params.row })),
    /** Provided by the account machine: the toast goes to it, which shows it. */
    showToast: (_, _params: ToastInput) => {},
  },
}).createMachine({
  id: 'detailsForm',
  context: ({ input }) => ({ email: input.email, draft: input.details, errors: {}, saved: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'account.detailChanged': { actions: { type: 'setDetail', params: ({ event }) => event } },
        'account.cancelDetails': 'closed',
        'account.saveDetails': [
          { guard: 'areDetailsInvalid', actions: 'showErrors' },
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
          details: trimPersonalFields(context.draft),
        }),
        onDone: {
          target: 'closed',
          actions: { type: 'keepSaved', params: ({ event }) => ({ row: event.output }) },
        },
        // Back to the form with everything typed still in it.
        onError: {
          target: 'editing',
          actions: { type: 'showToast', params: ({ event }) => failureToast(event.error) },
        },
      },
    },
    closed: { type: 'final' },
  },
  output: ({ context }) => ({ saved: context.saved }),
});

export type AddressFormSnapshot = SnapshotFrom<typeof addressFormMachine>;
export type DetailsFormSnapshot = SnapshotFrom<typeof detailsFormMachine>;
