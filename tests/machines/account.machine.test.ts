/**
 * The /account machine: model-based coverage of every state and transition (paths generated from
 * the real machine, replayed on real actors whose service actor never settles; the paths carry the
 * `xstate.done.actor.saveAddress` / `xstate.error.actor.saveAddress` events), then its behaviour
 * with the real service actor against the MSW demo backend (real supabase-js, row-level security).
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import {
  ACCOUNT_TOASTS,
  ADDRESS_REQUIRED_MESSAGE,
  ADDRESS_SAVE_FAILED_MESSAGE,
  accountMachine,
  describeServiceError,
  selectAddressDialog,
  type AccountEvent,
  type AccountInput,
  type SaveAddressInput,
  type KontoRow,
} from '../../src/machines/account';
import { ServiceError } from '../../src/services/result';
import { failNext } from '../../src/mocks/node';
import * as accounts from '../../src/services/accounts';
import { expectOk, setupDemoBackend, signIn, signInWithAccount } from '../services/helpers';
import {
  coveringPaths,
  describePath,
  expectFullCoverage,
  replayPaths,
  type Coverage,
} from '../support/machineCoverage';

type Snapshot = SnapshotFrom<typeof accountMachine>;

const ADDRESS = 'Storgatan 1, 411 38 Göteborg';
const ROW: KontoRow = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'greta@example.se',
  telefon: '',
  fornamn: 'Greta',
  efternamn: 'Garbo',
  adress: ADDRESS,
  username: null,
  avatar_url: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

const EVENTS: AccountEvent[] = [
  { type: 'account.profileSynced', email: ROW.email, address: '', addressIncomplete: true },
  { type: 'account.profileSynced', email: ROW.email, address: ADDRESS, addressIncomplete: false },
  { type: 'account.editAddress' },
  { type: 'account.addressChanged', value: '   ' },
  { type: 'account.addressChanged', value: ADDRESS },
  { type: 'account.later' },
  { type: 'account.saveAddress' },
  { type: 'xstate.done.actor.saveAddress', output: ROW } as unknown as AccountEvent,
  {
    type: 'xstate.error.actor.saveAddress',
    error: new ServiceError({ kind: 'server' }),
  } as unknown as AccountEvent,
];

/** Only the events some active state node handles (the others change nothing). */
function eventsFor(snapshot: Snapshot): AccountEvent[] {
  const handled = new Set(
    (snapshot as unknown as { _nodes: { ownEvents: string[] }[] })._nodes.flatMap(
      (node) => node.ownEvents,
    ),
  );
  return EVENTS.filter((event) => handled.has(event.type));
}

const INPUTS: AccountInput[] = [
  { email: ROW.email, address: '', addressIncomplete: true },
  { email: ROW.email, address: ADDRESS, addressIncomplete: false },
];

function testMachine(overrides: Parameters<typeof accountMachine.provide>[0]['actors'] = {}) {
  const spies = { showToast: vi.fn(), notifyProfileChanged: vi.fn() };
  const machine = accountMachine.provide({
    actors: {
      saveAddress: fromPromise<KontoRow, SaveAddressInput>(() => new Promise(() => {})),
      ...overrides,
    },
    actions: {
      showToast: (_, params) => spies.showToast(params),
      notifyProfileChanged: (_, params) => spies.notifyProfileChanged(params),
    },
  });
  return { machine, spies };
}

describe('account machine (model-based)', () => {
  it('reaches every state and transition, with and without an address', () => {
    const coverage: Coverage = { states: new Set(), transitions: new Set() };
    let pathCount = 0;
    for (const input of INPUTS) {
      const { machine, spies } = testMachine();
      const paths = coveringPaths(machine, { events: eventsFor, input });
      let wasOpen = false;
      pathCount += paths.length;
      const run = replayPaths(machine, paths, {
        input,
        spies,
        check: (actor, _expected, sent) => {
          const event = sent as { type: string };
          const snapshot = actor.getSnapshot() as Snapshot;
          const dialog = selectAddressDialog(snapshot);
          // The dialog shows exactly in the dialog states; after 'Senare' it never opens by itself.
          expect(dialog.isOpen).toBe(snapshot.matches('addressDialog'));
          if (event.type === 'xstate.init') wasOpen = false;
          if (snapshot.context.dismissed && event.type === 'account.profileSynced')
            expect(dialog.isOpen).toBe(wasOpen);
          wasOpen = dialog.isOpen;
          // A blank address is never sent.
          if (snapshot.matches({ addressDialog: 'saving' }))
            expect(snapshot.context.draft.trim()).not.toBe('');
          // A save failure keeps the typed text and shows the message next to the field.
          if (event.type === 'xstate.error.actor.saveAddress') {
            expect(snapshot.context.error).toBe(ADDRESS_SAVE_FAILED_MESSAGE);
            expect(snapshot.context.draft).not.toBe('');
            expect(spies.showToast).toHaveBeenLastCalledWith(ACCOUNT_TOASTS.addressSaveFailed);
          }
          if (event.type === 'xstate.done.actor.saveAddress') {
            expect(spies.notifyProfileChanged).toHaveBeenLastCalledWith({ profile: ROW });
            expect(snapshot.context.address).toBe(ADDRESS);
          }
        },
      });
      run.states.forEach((id) => coverage.states.add(id));
      run.transitions.forEach((id) => coverage.transitions.add(id));
    }
    console.log(`[model paths] account: ${pathCount} paths replayed`);
    expectFullCoverage(accountMachine, coverage);
  });

  it('describes each generated path in words', () => {
    const { machine } = testMachine();
    const paths = coveringPaths(machine, { events: eventsFor, input: INPUTS[0] });
    expect(paths.map(describePath)).toContain('account.saveAddress');
  });
});

describe('account machine behaviour', () => {
  it('opens the address dialog for a Google user without an address, and not otherwise', () => {
    const { machine } = testMachine();
    expect(createActor(machine, { input: INPUTS[0] }).start().getSnapshot().value).toEqual({
      addressDialog: 'editing',
    });
    expect(createActor(machine, { input: INPUTS[1] }).start().getSnapshot().value).toBe('closed');
  });

  it("'Senare' closes it for this visit; a later profile update does not reopen it", () => {
    const { machine } = testMachine();
    const actor = createActor(machine, { input: INPUTS[0] }).start();
    actor.send({ type: 'account.later' });
    actor.send({
      type: 'account.profileSynced',
      email: ROW.email,
      address: null,
      addressIncomplete: true,
    });
    expect(actor.getSnapshot().value).toBe('closed');
    // The visitor can still open it from the page.
    actor.send({ type: 'account.editAddress' });
    expect(selectAddressDialog(actor.getSnapshot()).isOpen).toBe(true);
  });

  it("an empty address gives 'Fel' / 'Vänligen ange en giltig adress' and the message by the field", () => {
    const { machine, spies } = testMachine();
    const actor = createActor(machine, { input: INPUTS[0] }).start();
    actor.send({ type: 'account.addressChanged', value: '  ' });
    actor.send({ type: 'account.saveAddress' });
    expect(actor.getSnapshot().value).toEqual({ addressDialog: 'editing' });
    expect(actor.getSnapshot().context.error).toBe(ADDRESS_REQUIRED_MESSAGE);
    expect(spies.showToast).toHaveBeenCalledWith({
      title: 'Fel',
      description: 'Vänligen ange en giltig adress',
      variant: 'destructive',
    });
    actor.send({ type: 'account.addressChanged', value: 'S' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('pre-fills the dialog with the saved address when changing it', () => {
    const { machine } = testMachine();
    const actor = createActor(machine, { input: INPUTS[1] }).start();
    actor.send({ type: 'account.editAddress' });
    expect(actor.getSnapshot().context.draft).toBe(ADDRESS);
  });

  it.each([
    [new ServiceError({ kind: 'network' }), /internetanslutning/],
    [new ServiceError({ kind: 'server' }), /Tjänsten/],
    [new ServiceError({ kind: 'forbidden' }), /behörighet/],
    [new ServiceError({ kind: 'invalid', code: 'weak_password' }), /minst 6 tecken/],
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
        actions: {
          showToast: (_, params) => spies.showToast(params),
          notifyProfileChanged: (_, params) => spies.notifyProfileChanged(params),
        },
      }),
      { input: { email, address: '', addressIncomplete: true } },
    ).start();
    actor.send({ type: 'account.addressChanged', value: `  ${ADDRESS}  ` });
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
      accountMachine.provide({ actions: { showToast: (_, params) => showToast(params) } }),
      { input: { email: row.email, address: row.adress, addressIncomplete: false } },
    ).start();
    actor.send({ type: 'account.editAddress' });
    actor.send({ type: 'account.addressChanged', value: 'Nygatan 2, 111 22 Stockholm' });
    actor.send({ type: 'account.saveAddress' });
    await waitFor(actor, (s) => s.matches({ addressDialog: 'editing' }));
    expect(actor.getSnapshot().context).toMatchObject({
      draft: 'Nygatan 2, 111 22 Stockholm',
      error: ADDRESS_SAVE_FAILED_MESSAGE,
    });
    expect(showToast).toHaveBeenCalledWith(ACCOUNT_TOASTS.addressSaveFailed);
  });
});
