/**
 * The /account machine: model-based (paths generated from an independent model of the page, what
 * the visitor, this browser's storage, the auth watcher and the server can do; replayed on real
 * actors whose service calls wait for the model's answers), checked after every step against the
 * model's view of the page and its effects; then its
 * behaviour with the real service actor against the MSW demo backend (real supabase-js, RLS).
 */
import { describe, expect, it, vi } from 'vitest';
import {
  createActor,
  fromCallback,
  fromPromise,
  waitFor,
  type AnyActorRef,
  type SnapshotFrom,
} from 'xstate';
import {
  ACCOUNT_FORMS,
  ADDRESS_FORM,
  DETAILS_FORM,
  accountMachine,
  selectAddressForm,
  selectDetailsCheck,
  selectDetailsForm,
  type AccountEvent,
  type SaveAddressInput,
  type KontoRow,
} from '../../src/machines/account';
import { addressFormMachine, detailsFormMachine } from '../../src/machines/accountForms';
import type { AuthSummary } from '../../src/machines/shared/authSync';
import { describeServiceError } from '../../src/machines/shared/messages';
import { TEXTS } from '../support/profileFixtures';
import { ServiceError } from '../../src/services/result';
import { failNext } from '../../src/mocks/node';
import * as accounts from '../../src/services/accounts';
import { expectOk, setupDemoBackend, signIn, signInWithAccount } from '../services/helpers';
import {
  Calls,
  MachineReach,
  expectEffect,
  expectSame,
  replayEffectModel,
  walksJourney,
} from '../support/modelReplay';
import { expectedErrors } from '../support/personalRules';

/**
 * What /account says, stated here (never imported from src/machines): the spec's address rule
 * and save failure (§ validation, the error catalogue), and the README's toasts for the address
 * and the details check.
 */
const ADDRESS_REQUIRED_MESSAGE = 'Vänligen ange en giltig adress';
const ADDRESS_SAVE_FAILED_MESSAGE = 'Kunde inte spara adressen. Försök igen.';
const ACCOUNT_TOASTS = {
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
} as const;

type Snapshot = SnapshotFrom<typeof accountMachine>;
/** The forms as the page reads them: from the child while its dialog is open. */
const addressDialogOf = (snapshot: Snapshot) =>
  selectAddressForm(snapshot.children[ADDRESS_FORM]?.getSnapshot());
const detailsFormOf = (snapshot: Snapshot) =>
  selectDetailsForm(snapshot.children[DETAILS_FORM]?.getSnapshot());

const ADDRESS = 'Storgatan 1, 411 38 Göteborg';
const ROW: KontoRow = {
  id: '00000000-0000-4000-8000-000000000001',
  user_id: '10000000-0000-4000-8000-000000000001',
  email: 'greta@example.se',
  telefon: '',
  fornamn: 'Greta',
  efternamn: 'Garbo',
  adress: ADDRESS,
  username: null,
  avatar_url: null,
  details_confirmed_at: '2026-01-01T00:00:00.000Z',
  created_at: '2026-01-01T00:00:00.000Z',
};
const GOOGLE_ROW: KontoRow = { ...ROW, adress: '' };
/** A row made from a code request's metadata: unconfirmed, here without phone and address. */
const UNCONFIRMED_ROW: KontoRow = {
  ...ROW,
  fornamn: 'Fel',
  telefon: '',
  adress: '',
  details_confirmed_at: null,
};
/**
 * A row nobody gave details for (decisions.md: the details stay in the browser that typed them
 * until the code; signed in elsewhere, /account asks for them): confirmed, no name.
 */
const EMPTY_ROW: KontoRow = {
  ...ROW,
  fornamn: '',
  efternamn: '',
  telefon: '',
  adress: '',
};
const CONFIRMED_ROW: KontoRow = {
  ...UNCONFIRMED_ROW,
  details_confirmed_at: '2026-02-01T00:00:00.000Z',
};
const PHONE = '070-123 45 67';
const CORRECTED_ROW: KontoRow = {
  ...UNCONFIRMED_ROW,
  telefon: PHONE,
  adress: ADDRESS,
  details_confirmed_at: '2026-02-01T00:00:00.000Z',
};
type Details = { fornamn: string; efternamn: string; telefon: string; adress: string };
const detailsOf = (row: KontoRow): Details => ({
  fornamn: row.fornamn ?? '',
  efternamn: row.efternamn ?? '',
  telefon: row.telefon ?? '',
  adress: row.adress ?? '',
});

const auth = (profile: KontoRow | null): AuthSummary => ({
  initialised: true,
  email: ROW.email,
  profile,
  addressIncomplete: profile !== null && !profile.adress?.trim(),
});
const updated = (profile: KontoRow | null): AccountEvent => ({
  type: 'auth.updated',
  auth: auth(profile),
});

/**
 * What can happen on /account: this browser's storage says whether the landing quiz's answers
 * wait (or cannot be read); the auth watcher reports the row (none yet, a Google user's without
 * an address, a complete one, one made from a code request's metadata); the visitor uses the
 * address dialog or "Stämmer dina uppgifter?" where the page shows them; the server answers the
 * saves and the confirmation. The address dialog and the details check are walked as two
 * models (together their states multiply), on one record of the machine's transitions.
 */
type Part = 'address' | 'details';
const SESSIONS: Record<Part, AccountEvent[]> = {
  address: [updated(null), updated(GOOGLE_ROW), updated(ROW)],
  details: [updated(ROW), updated(UNCONFIRMED_ROW), updated(EMPTY_ROW)],
};
const ev = (event: object) => event as unknown as AccountEvent;

function offered(part: Part, model: PageModel): AccountEvent[] {
  const sessions = SESSIONS[part];
  switch (model.phase) {
    case 'continuing':
      return [
        ev({ type: 'xstate.done.actor.readPendingQuiz', output: false }),
        ...(part === 'address'
          ? [
              ev({ type: 'xstate.done.actor.readPendingQuiz', output: true }),
              ev({
                type: 'xstate.error.actor.readPendingQuiz',
                error: new Error('storage unavailable'),
              }),
            ]
          : []),
        ...sessions,
      ];
    case 'leaving':
      return [];
    case 'waiting':
      return sessions;
    case 'closed':
      return [
        ...sessions,
        ...(part === 'address' ? [ev({ type: 'account.editAddress' })] : []),
        ...(part === 'details' && model.unconfirmed
          ? [ev({ type: 'account.confirmDetails' }), ev({ type: 'account.editDetails' })]
          : []),
        // 'Fyll i uppgifter' on the card that says the details are missing.
        ...(part === 'details' && model.missing ? [ev({ type: 'account.editDetails' })] : []),
      ];
    case 'editing':
      return [
        ...sessions,
        ev({ type: 'account.fieldChanged', field: 'address', value: '   ' }),
        ev({ type: 'account.fieldChanged', field: 'address', value: 'Storgatan 1' }),
        ev({ type: 'account.fieldChanged', field: 'address', value: ADDRESS }),
        ev({ type: 'account.later' }),
        ev({ type: 'account.saveAddress' }),
      ];
    case 'saving':
      return [
        ...sessions,
        ev({ type: 'xstate.done.actor.saveAddress', output: ROW }),
        ev({ type: 'xstate.error.actor.saveAddress', error: new ServiceError({ kind: 'server' }) }),
      ];
    case 'confirming':
      return [
        ...sessions,
        ev({ type: 'xstate.done.actor.confirmDetails', output: CONFIRMED_ROW }),
        ev({
          type: 'xstate.error.actor.confirmDetails',
          error: new ServiceError({ kind: 'network' }),
        }),
      ];
    case 'detailsEditing':
      return [
        ...sessions,
        ev({ type: 'account.detailChanged', field: 'telefon', value: 'ring mig' }),
        ev({ type: 'account.detailChanged', field: 'telefon', value: PHONE }),
        ev({ type: 'account.detailChanged', field: 'adress', value: ADDRESS }),
        ev({ type: 'account.cancelDetails' }),
        ev({ type: 'account.saveDetails' }),
      ];
    case 'detailsSaving':
      return [
        ...sessions,
        ev({ type: 'xstate.done.actor.saveDetails', output: CORRECTED_ROW }),
        ev({ type: 'xstate.error.actor.saveDetails', error: new ServiceError({ kind: 'server' }) }),
      ];
  }
}

/** An independent model of /account: the address dialog and what the page does. */
interface PageModel {
  phase:
    | 'continuing'
    | 'leaving'
    | 'waiting'
    | 'closed'
    | 'editing'
    | 'saving'
    | 'confirming'
    | 'detailsEditing'
    | 'detailsSaving';
  unconfirmed: boolean;
  /** The row holds no name: nobody gave the details; the page asks for them. */
  missing: boolean;
  details: Details;
  detailsDraft: Details;
  detailsErrors: Record<string, string>;
  address: string;
  incomplete: boolean;
  hasAccount: boolean;
  dismissed: boolean;
  draft: string;
  error: string | null;
}
interface Effects {
  toasts: unknown[];
  navigate: unknown[];
  notified: unknown[];
  saved: SaveAddressInput[];
  confirmed: unknown[];
  savedDetails: unknown[];
}
const NO_DETAILS: Details = { fornamn: '', efternamn: '', telefon: '', adress: '' };
const START: PageModel = {
  phase: 'continuing',
  unconfirmed: false,
  missing: false,
  details: NO_DETAILS,
  detailsDraft: NO_DETAILS,
  detailsErrors: {},
  address: '',
  incomplete: false,
  hasAccount: false,
  dismissed: false,
  draft: '',
  error: null,
};

function reduce(model: PageModel, event: { type: string }): [PageModel, Effects] {
  const fx: Effects = {
    toasts: [],
    navigate: [],
    notified: [],
    saved: [],
    confirmed: [],
    savedDetails: [],
  };
  let next = model;
  // The dialog opens by itself when the account row says the address is missing.
  const settle = (m: PageModel): PageModel => {
    if ((m.phase === 'waiting' && m.hasAccount) || m.phase === 'closed') {
      if (m.phase === 'closed' && !(event.type === 'auth.updated')) return m;
      // Details nobody gave are asked for at once, whole (address included), in the details form.
      if (m.missing && !m.dismissed)
        return { ...m, phase: 'detailsEditing', detailsDraft: m.details, detailsErrors: {} };
      // Unconfirmed details are checked whole (address included) in the details form instead.
      return m.incomplete && !m.dismissed && !m.unconfirmed && !m.missing
        ? { ...m, phase: 'editing', draft: m.address, error: null }
        : { ...m, phase: 'closed' };
    }
    return m;
  };
  switch (event.type) {
    case 'xstate.done.actor.readPendingQuiz': {
      const pending = (event as unknown as { output: boolean }).output;
      if (pending) {
        // The quiz's answers wait on `/`: go there at once.
        fx.navigate.push({ to: '/', replace: true });
        next = { ...model, phase: 'leaving' };
      } else next = settle({ ...model, phase: 'waiting' });
      break;
    }
    case 'xstate.error.actor.readPendingQuiz':
      next = settle({ ...model, phase: 'waiting' });
      break;
    case 'auth.updated': {
      const { profile, addressIncomplete } = (event as unknown as { auth: AuthSummary }).auth;
      next = {
        ...model,
        address: profile?.adress?.trim() ?? '',
        incomplete: addressIncomplete,
        hasAccount: profile !== null,
        unconfirmed: profile !== null && profile.details_confirmed_at === null,
        missing:
          profile !== null && profile.details_confirmed_at !== null && !profile.fornamn?.trim(),
        details: profile ? detailsOf(profile) : NO_DETAILS,
      };
      next = settle(next);
      break;
    }
    case 'account.editAddress':
      if (model.phase === 'closed')
        next = { ...model, phase: 'editing', draft: model.address, error: null };
      break;
    case 'account.fieldChanged':
      if (model.phase === 'editing')
        next = { ...model, draft: (event as unknown as { value: string }).value, error: null };
      break;
    case 'account.later':
      if (model.phase === 'editing')
        next = { ...model, phase: 'closed', dismissed: true, error: null };
      break;
    case 'account.saveAddress':
      if (model.phase !== 'editing') break;
      if (model.draft.trim() === '') {
        fx.toasts.push(ACCOUNT_TOASTS.addressRequired);
        next = { ...model, error: ADDRESS_REQUIRED_MESSAGE };
      } else if (expectedErrors({ adress: model.draft }).adress) {
        fx.toasts.push(ACCOUNT_TOASTS.addressRequired);
        next = { ...model, error: expectedErrors({ adress: model.draft }).adress ?? null };
      } else {
        fx.saved.push({ email: ROW.email, address: model.draft.trim() });
        next = { ...model, phase: 'saving' };
      }
      break;
    case 'xstate.done.actor.saveAddress':
      if (model.phase !== 'saving') break;
      fx.notified.push({ profile: ROW });
      fx.toasts.push(ACCOUNT_TOASTS.addressSaved);
      next = { ...model, phase: 'closed', address: ADDRESS, incomplete: false, error: null };
      break;
    case 'xstate.error.actor.saveAddress':
      if (model.phase !== 'saving') break;
      // The typed address stays for another try.
      fx.toasts.push(ACCOUNT_TOASTS.addressSaveFailed);
      next = { ...model, phase: 'editing', error: ADDRESS_SAVE_FAILED_MESSAGE };
      break;
    case 'account.confirmDetails':
      if (model.phase !== 'closed' || !model.unconfirmed) break;
      fx.confirmed.push({ email: ROW.email });
      next = { ...model, phase: 'confirming' };
      break;
    case 'xstate.done.actor.confirmDetails':
      if (model.phase !== 'confirming') break;
      fx.notified.push({ profile: CONFIRMED_ROW });
      fx.toasts.push(ACCOUNT_TOASTS.detailsConfirmed);
      // The page shows the stored row the confirmation returned.
      next = {
        ...model,
        phase: 'closed',
        unconfirmed: false,
        missing: false,
        details: detailsOf(CONFIRMED_ROW),
        address: CONFIRMED_ROW.adress ?? '',
        incomplete: !CONFIRMED_ROW.adress,
      };
      break;
    case 'xstate.error.actor.confirmDetails':
      if (model.phase !== 'confirming') break;
      fx.toasts.push({
        title: 'Ett fel uppstod',
        description: TEXTS.networkFault,
        variant: 'destructive',
      });
      next = { ...model, phase: 'closed' };
      break;
    case 'account.editDetails':
      if (model.phase === 'closed')
        next = {
          ...model,
          phase: 'detailsEditing',
          detailsDraft: model.details,
          detailsErrors: {},
        };
      break;
    case 'account.detailChanged': {
      if (model.phase !== 'detailsEditing') break;
      const { field, value } = event as unknown as { field: keyof Details; value: string };
      const { [field]: _cleared, ...detailsErrors } = model.detailsErrors;
      next = { ...model, detailsDraft: { ...model.detailsDraft, [field]: value }, detailsErrors };
      break;
    }
    case 'account.cancelDetails':
      // 'Avbryt' or 'Senare': closed for the rest of the visit.
      if (model.phase === 'detailsEditing') next = { ...model, phase: 'closed', dismissed: true };
      break;
    case 'account.saveDetails': {
      if (model.phase !== 'detailsEditing') break;
      // The registration form's rules (all four needed), written from the spec.
      const d = model.detailsDraft;
      const detailsErrors = expectedErrors(d);
      if (Object.keys(detailsErrors).length > 0) next = { ...model, detailsErrors };
      else {
        fx.savedDetails.push({ email: ROW.email, details: d });
        next = { ...model, phase: 'detailsSaving' };
      }
      break;
    }
    case 'xstate.done.actor.saveDetails':
      if (model.phase !== 'detailsSaving') break;
      fx.notified.push({ profile: CORRECTED_ROW });
      fx.toasts.push(ACCOUNT_TOASTS.detailsSaved);
      next = {
        ...model,
        phase: 'closed',
        unconfirmed: false,
        missing: false,
        details: detailsOf(CORRECTED_ROW),
        address: ADDRESS,
        incomplete: false,
      };
      break;
    case 'xstate.error.actor.saveDetails':
      if (model.phase !== 'detailsSaving') break;
      // Everything typed stays for another try.
      fx.toasts.push({
        title: 'Ett fel uppstod',
        description: TEXTS.serverFault,
        variant: 'destructive',
      });
      next = { ...model, phase: 'detailsEditing' };
      break;
    default:
      break;
  }
  return [next, fx];
}

/** The model's effects, by the name of the double each reaches. */
const DOUBLE_OF: Record<keyof ReturnType<typeof reduce>[1], string> = {
  toasts: 'showToast',
  navigate: 'navigate',
  notified: 'notifyProfileChanged',
  saved: 'saveAddress',
  confirmed: 'confirmDetails',
  savedDetails: 'saveDetails',
};

describe('account machine (model-based)', () => {
  const reach = new MachineReach();

  it.each(['address', 'details'] as const)(
    'agrees with the model of the page on every path (%s)',
    async (part) => {
      const plan = await replayEffectModel<PageModel, AccountEvent, AnyActorRef>(
        {
          name: `account (${part})`,
          initial: START,
          // Where the sign-in continues is read at once.
          initialEffects: { readPendingQuiz: [undefined] },
          events: (model) => offered(part, model),
          reduce: (model, event, fx) => {
            const [next, effects] = reduce(model, event);
            for (const [name, values] of Object.entries(effects))
              for (const value of values)
                expectEffect(fx, DOUBLE_OF[name as keyof typeof DOUBLE_OF], value);
            return next;
          },
          describe: (event) =>
            event.type === 'auth.updated'
              ? `auth ${JSON.stringify((event.auth.profile as KontoRow | null)?.fornamn ?? null)}${event.auth.profile?.details_confirmed_at === null ? ' (unconfirmed)' : ''}${event.auth.addressIncomplete ? ' (no address)' : ''}`
              : event.type,
        },
        {
          reach,
          start: (machineReach) => {
            const doubles = {
              showToast: vi.fn(),
              notifyProfileChanged: vi.fn(),
              navigate: vi.fn(),
              readPendingQuiz: new Calls<undefined, boolean>('readPendingQuiz'),
              saveAddress: new Calls<SaveAddressInput, KontoRow>('saveAddress'),
              confirmDetails: new Calls<{ email: string | null }, KontoRow>('confirmDetails'),
              saveDetails: new Calls<{ email: string | null; details: Details }, KontoRow>(
                'saveDetails',
              ),
            };
            const actor = createActor(
              accountMachine.provide({
                actors: {
                  // The forms as the account machine runs them, their services answered here.
                  addressForm: ACCOUNT_FORMS.addressForm.provide({
                    actors: {
                      saveAddress: fromPromise<KontoRow, SaveAddressInput>(({ input, signal }) =>
                        doubles.saveAddress.call(input, signal),
                      ),
                    },
                  }),
                  detailsForm: ACCOUNT_FORMS.detailsForm.provide({
                    actors: {
                      saveDetails: fromPromise<
                        KontoRow,
                        { email: string | null; details: Details }
                      >(({ input, signal }) => doubles.saveDetails.call(input, signal)),
                    },
                  }),
                  readPendingQuiz: fromPromise<boolean>(({ signal }) =>
                    doubles.readPendingQuiz.call(undefined, signal),
                  ),
                  confirmDetails: fromPromise<KontoRow, { email: string | null }>(
                    ({ input, signal }) => doubles.confirmDetails.call(input, signal),
                  ),
                },
                actions: {
                  showToast: (_, params) => doubles.showToast(params),
                  notifyProfileChanged: (_, params) => doubles.notifyProfileChanged(params),
                  navigate: (_, params) => doubles.navigate(params),
                },
              }),
              { inspect: machineReach.inspect },
            ).start();
            return { actor, doubles };
          },
          check: ({ actor }, model) => {
            const snapshot = actor.getSnapshot() as Snapshot;
            const dialog = addressDialogOf(snapshot);
            const check = { ...selectDetailsCheck(snapshot), ...detailsFormOf(snapshot) };
            const dialogOpen = model.phase === 'editing' || model.phase === 'saving';
            const detailsOpen = model.phase === 'detailsEditing' || model.phase === 'detailsSaving';
            expectSame(
              {
                isOpen: dialog.isOpen,
                isSaving: dialog.isSaving,
                ...(dialogOpen ? { draft: dialog.draft, error: dialog.error } : {}),
                address: snapshot.context.address,
                isShown: check.isShown,
                isMissing: check.isMissing,
                isConfirming: check.isConfirming,
                isDialogOpen: check.isOpen,
                isDetailsSaving: check.isSaving,
                ...(detailsOpen ? { detailsDraft: check.draft, detailsErrors: check.errors } : {}),
              },
              {
                isOpen: dialogOpen,
                isSaving: model.phase === 'saving',
                ...(dialogOpen ? { draft: model.draft, error: model.error } : {}),
                address: model.address,
                isShown: model.unconfirmed,
                isMissing: model.missing,
                isConfirming: model.phase === 'confirming',
                isDialogOpen: detailsOpen,
                isDetailsSaving: model.phase === 'detailsSaving',
                ...(detailsOpen
                  ? { detailsDraft: model.detailsDraft, detailsErrors: model.detailsErrors }
                  : {}),
              },
            );
          },
        },
      );
      const journeys =
        part === 'address'
          ? [
              ['xstate.done.actor.readPendingQuiz', 'auth.updated', 'account.saveAddress'],
              ['account.later', 'auth.updated'],
              ['account.saveAddress', 'xstate.error.actor.saveAddress'],
            ]
          : [
              ['account.confirmDetails', 'xstate.done.actor.confirmDetails'],
              ['account.saveDetails', 'xstate.error.actor.saveDetails'],
              ['account.cancelDetails', 'auth.updated', 'account.editDetails'],
            ];
      for (const journey of journeys)
        expect(walksJourney(plan, journey), journey.join(' → ')).toBe(true);
    },
  );

  it('reaches every state and transition of the machine and its two forms', () => {
    reach.expectAll(accountMachine);
    reach.expectAll(addressFormMachine);
    reach.expectAll(detailsFormMachine);
  });
});

/** A live account actor whose auth watcher reports `summary` at once. */
function liveAccount(summary: AuthSummary, pendingQuiz = false) {
  const spies = { showToast: vi.fn(), notifyProfileChanged: vi.fn(), navigate: vi.fn() };
  const machine = accountMachine.provide({
    actors: {
      authWatcher: fromCallback(({ sendBack }) => {
        sendBack({ type: 'auth.updated', auth: summary });
      }),
      readPendingQuiz: fromPromise<boolean>(async () => pendingQuiz),
    },
    actions: {
      showToast: (_, params) => spies.showToast(params),
      notifyProfileChanged: (_, params) => spies.notifyProfileChanged(params),
      navigate: (_, params) => spies.navigate(params),
    },
  });
  return { actor: createActor(machine).start(), spies };
}

describe('account machine behaviour', () => {
  it('opens the address dialog for a Google user without an address, and not otherwise', async () => {
    const google = liveAccount(auth(GOOGLE_ROW));
    await waitFor(google.actor, (s) => !s.matches('continuing'));
    expect(google.actor.getSnapshot().value).toBe('addressDialog');
    expect(addressDialogOf(google.actor.getSnapshot())).toMatchObject({ isOpen: true, draft: '' });
    const full = liveAccount(auth(ROW));
    await waitFor(full.actor, (s) => !s.matches('continuing'));
    expect(full.actor.getSnapshot().value).toBe('closed');
  });

  it('goes straight back to / when the landing quiz answers wait for this sign-in', async () => {
    const { actor, spies } = liveAccount(auth(GOOGLE_ROW), true);
    await waitFor(actor, (s) => s.matches('leaving'));
    expect(spies.navigate).toHaveBeenCalledWith({ to: '/', replace: true });
    expect(addressDialogOf(actor.getSnapshot()).isOpen).toBe(false);
  });

  it("'Senare' closes it for this visit; a later profile update does not reopen it", async () => {
    const { actor } = liveAccount(auth(GOOGLE_ROW));
    await waitFor(actor, (s) => s.matches('addressDialog'));
    actor.send({ type: 'account.later' });
    actor.send(updated(GOOGLE_ROW));
    expect(actor.getSnapshot().value).toBe('closed');
    // The visitor can still open it from the page.
    actor.send({ type: 'account.editAddress' });
    expect(addressDialogOf(actor.getSnapshot()).isOpen).toBe(true);
  });

  it("an empty address gives 'Fel' / 'Vänligen ange en giltig adress' and the message by the field", async () => {
    const { actor, spies } = liveAccount(auth(GOOGLE_ROW));
    await waitFor(actor, (s) => s.matches('addressDialog'));
    actor.send({ type: 'account.fieldChanged', field: 'address', value: '  ' });
    actor.send({ type: 'account.saveAddress' });
    expect(addressDialogOf(actor.getSnapshot())).toMatchObject({
      isOpen: true,
      isSaving: false,
      error: ADDRESS_REQUIRED_MESSAGE,
    });
    expect(spies.showToast).toHaveBeenCalledWith({
      title: 'Fel',
      description: 'Vänligen ange en giltig adress',
      variant: 'destructive',
    });
    actor.send({ type: 'account.fieldChanged', field: 'address', value: 'S' });
    expect(addressDialogOf(actor.getSnapshot()).error).toBeNull();
  });

  it('pre-fills the dialog with the saved address when changing it', async () => {
    const { actor } = liveAccount(auth(ROW));
    await waitFor(actor, (s) => s.matches('closed'));
    actor.send({ type: 'account.editAddress' });
    expect(addressDialogOf(actor.getSnapshot()).draft).toBe(ADDRESS);
  });

  it.each([
    [new ServiceError({ kind: 'network' }), /internetanslutning/],
    [new ServiceError({ kind: 'server' }), /Tjänsten/],
    [new ServiceError({ kind: 'forbidden' }), /behörighet/],
    [new ServiceError({ kind: 'invalid', code: 'weak_password' }), /minst 8 tecken/],
    [new Error('x'), /Något gick fel/],
  ])('describes %o in Swedish', (error, text) => {
    expect(describeServiceError(error)).toMatch(text);
  });
});

describe('account machine against the demo backend', () => {
  setupDemoBackend();

  it('saves the address through the real service and reports the stored row', async () => {
    const email = 'google.user@example.se';
    await signIn(email);
    expectOk(
      await accounts.insert({
        email,
        fornamn: 'Gun',
        efternamn: 'Google',
        telefon: '',
        adress: '',
      }),
    );
    const spies = { showToast: vi.fn(), notifyProfileChanged: vi.fn() };
    const actor = createActor(
      accountMachine.provide({
        actors: { readPendingQuiz: fromPromise<boolean>(async () => false) },
        actions: {
          showToast: (_, params) => spies.showToast(params),
          notifyProfileChanged: (_, params) => spies.notifyProfileChanged(params),
        },
      }),
    ).start();
    actor.send({ type: 'auth.updated', auth: { ...auth({ ...GOOGLE_ROW, email }), email } });
    await waitFor(actor, (s) => s.matches('addressDialog'));
    actor.send({ type: 'account.fieldChanged', field: 'address', value: `  ${ADDRESS}  ` });
    actor.send({ type: 'account.saveAddress' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(spies.notifyProfileChanged).toHaveBeenCalledWith({
      profile: expect.objectContaining({ email, adress: ADDRESS }),
    });
    expect(spies.showToast).toHaveBeenCalledWith(ACCOUNT_TOASTS.addressSaved);
    expect(expectOk(await accounts.getByEmail(email))?.adress).toBe(ADDRESS);
  });

  it("keeps the text and says 'Kunde inte spara adressen. Försök igen.' when the save fails", async () => {
    const { row } = await signInWithAccount('fail.user@example.se');
    failNext({ method: 'PATCH', path: '/rest/v1/konton' }, { status: 500 });
    const showToast = vi.fn();
    const actor = createActor(
      accountMachine.provide({
        actors: { readPendingQuiz: fromPromise<boolean>(async () => false) },
        actions: { showToast: (_, params) => showToast(params) },
      }),
    ).start();
    actor.send({ type: 'auth.updated', auth: { ...auth(row), email: row.email } });
    await waitFor(actor, (s) => s.matches('closed'));
    actor.send({ type: 'account.editAddress' });
    actor.send({
      type: 'account.fieldChanged',
      field: 'address',
      value: 'Nygatan 2, 111 22 Stockholm',
    });
    actor.send({ type: 'account.saveAddress' });
    const form = actor.getSnapshot().children[ADDRESS_FORM];
    if (!form) throw new Error('The address dialog is not open.');
    await waitFor(form, (s) => s.matches('editing') && s.context.error !== null);
    expect(addressDialogOf(actor.getSnapshot())).toMatchObject({
      isOpen: true,
      draft: 'Nygatan 2, 111 22 Stockholm',
      error: ADDRESS_SAVE_FAILED_MESSAGE,
    });
    expect(showToast).toHaveBeenCalledWith(ACCOUNT_TOASTS.addressSaveFailed);
  });
});
