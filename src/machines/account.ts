import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import * as accounts from '../services/accounts';
import type { KontoRow } from '../services/database.types';
import { isServiceError, ServiceError } from '../services/result';
import type { ToastInput } from './toasts';

export type { KontoRow };

/**
 * /account ('Mitt Konto'): the account details and the address dialog.
 *
 * Side effects the machine does not own are declared empty and provided by the route
 * (src/routes/account.tsx), like every page machine of the app:
 * - `showToast` → the root system's `toasts` actor (`actors.toasts.send({ type: 'toast.show' })`),
 *   the same single event `showToastAction` in src/app/system.ts sends for the root machines.
 *   A page machine runs in its own actor system (useActorRef), so `system.get('toasts')` would not
 *   find the root actor; the route, which holds the root actors, provides it instead.
 * - `notifyProfileChanged` → `actors.auth.send({ type: 'auth.profileChanged', profile })`.
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

/**
 * The Swedish text for a failed service call ('Ett fel uppstod' + this text). Service errors carry
 * English defaults for logs; the visitor reads these instead. Never contains personal data.
 */
export function describeServiceError(error: unknown): string {
  if (!isServiceError(error)) return 'Något gick fel. Försök igen.';
  switch (error.code) {
    case 'weak_password':
      return 'Lösenordet är för svagt. Det måste vara minst 6 tecken.';
    case 'same_password':
      return 'Det nya lösenordet måste skilja sig från det nuvarande.';
    case 'not_an_image':
      return 'Filen är inte en bild. Välj en bild i JPG-, PNG-, GIF- eller WebP-format.';
    default:
      break;
  }
  switch (error.kind) {
    case 'network':
      return 'Kunde inte nå servern. Kontrollera din internetanslutning och försök igen.';
    case 'rate_limited':
      return 'För många försök just nu. Vänta en stund och försök igen.';
    case 'not_found':
      return 'Kontot kunde inte hittas. Logga in igen och försök på nytt.';
    case 'forbidden':
      return 'Du har inte behörighet att göra detta. Logga in igen och försök på nytt.';
    case 'invalid':
      return 'Uppgifterna godtogs inte. Kontrollera dem och försök igen.';
    case 'server':
      return 'Tjänsten svarade inte som väntat. Försök igen om en stund.';
  }
}

/** Unwraps a service result inside a fromPromise actor: the error becomes the actor's error. */
export async function unwrap<T>(
  result: Promise<{ ok: true; value: T } | { ok: false; error: ServiceError }>,
): Promise<T> {
  const settled = await result;
  if (!settled.ok) throw settled.error;
  return settled.value;
}

export interface AccountInput {
  /** The e-mail of the signed-in account (konton.email, else the auth e-mail). */
  email: string | null;
  address: string | null;
  /** The auth actor's flag: a konton row without an address. */
  addressIncomplete: boolean;
}

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
}

export type AccountEvent =
  /** The auth actor's profile changed (loaded, reloaded, saved elsewhere). */
  | {
      type: 'account.profileSynced';
      email: string | null;
      address: string | null;
      addressIncomplete: boolean;
    }
  | { type: 'account.editAddress' }
  | { type: 'account.addressChanged'; value: string }
  | { type: 'account.later' }
  | { type: 'account.saveAddress' };

export interface SaveAddressInput {
  email: string | null;
  address: string;
}

export const accountMachine = setup({
  types: {
    context: {} as AccountContext,
    events: {} as AccountEvent,
    input: {} as AccountInput,
  },
  actors: {
    saveAddress: fromPromise<KontoRow, SaveAddressInput>(async ({ input }) => {
      if (!input.email) throw new ServiceError({ kind: 'forbidden' });
      return unwrap(accounts.updateAddress(input.email, input.address));
    }),
  },
  guards: {
    needsAddress: ({ context }) => context.addressIncomplete && !context.dismissed,
    syncedNeedsAddress: ({ context, event }) =>
      event.type === 'account.profileSynced' && event.addressIncomplete && !context.dismissed,
    isDraftBlank: ({ context }) => context.draft.trim() === '',
  },
  actions: {
    sync: assign(({ event }) =>
      event.type === 'account.profileSynced'
        ? {
            email: event.email,
            address: event.address?.trim() ?? '',
            addressIncomplete: event.addressIncomplete,
          }
        : {},
    ),
    startDraft: assign(({ context }) => ({ draft: context.address, error: null })),
    setDraft: assign(({ event }) =>
      event.type === 'account.addressChanged' ? { draft: event.value, error: null } : {},
    ),
    dismiss: assign({ dismissed: true, error: null }),
    setRequiredError: assign({ error: ADDRESS_REQUIRED_MESSAGE }),
    setSaveError: assign({ error: ADDRESS_SAVE_FAILED_MESSAGE }),
    setSaved: assign((_, params: { profile: KontoRow }) => ({
      email: params.profile.email,
      address: params.profile.adress?.trim() ?? '',
      addressIncomplete: !params.profile.adress?.trim(),
      error: null,
    })),
    /** Provided by the route: one `toast.show` to the root system's toasts actor. */
    showToast: (_, _params: ToastInput) => {},
    /** Provided by the route: `auth.profileChanged` to the root auth actor. */
    notifyProfileChanged: (_, _params: { profile: KontoRow }) => {},
  },
}).createMachine({
  id: 'account',
  context: ({ input }) => ({
    email: input.email,
    address: input.address?.trim() ?? '',
    addressIncomplete: input.addressIncomplete,
    draft: '',
    error: null,
    dismissed: false,
  }),
  initial: 'checking',
  states: {
    /** A Google user arrives without an address: ask for it at once. */
    checking: {
      always: [{ guard: 'needsAddress', target: 'addressDialog' }, { target: 'closed' }],
    },
    closed: {
      on: {
        'account.profileSynced': [
          { guard: 'syncedNeedsAddress', target: 'addressDialog', actions: 'sync' },
          { actions: 'sync' },
        ],
        'account.editAddress': 'addressDialog',
      },
    },
    addressDialog: {
      entry: 'startDraft',
      initial: 'editing',
      on: {
        'account.profileSynced': { actions: 'sync' },
      },
      states: {
        editing: {
          on: {
            'account.addressChanged': { actions: 'setDraft' },
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
