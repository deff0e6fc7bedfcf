/**
 * 'Ladda ner mina uppgifter' and 'Radera mitt konto' (src/machines/accountData.ts). Model-based:
 * the two regions are traversed one at a time with their service actors never settling (the
 * paths carry the done/error events and the reauthentication child's replies); then the real
 * services against the demo backend with /rest/v1 on PGlite and the real migrations: the export
 * holds exactly the caller's data, and deletion removes every row and file of the user and
 * nobody else's.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import {
  ACCOUNT_DATA_MESSAGES,
  ACCOUNT_DATA_TOASTS,
  accountDataMachine,
  selectDeletion,
  selectExport,
  type AccountDataEvent,
  type ExportFile,
} from '../../src/machines/accountData';
import { isValidCode } from '../../src/machines/verify';
import { getDb } from '../../src/mocks/db';
import { advanceClock, failNext, getDemoInboxFor } from '../../src/mocks/node';
import type { MyData } from '../../src/services/accountData';
import * as auth from '../../src/services/auth';
import * as avatars from '../../src/services/avatars';
import * as accounts from '../../src/services/accounts';
import * as quizResults from '../../src/services/quizResults';
import { ServiceError } from '../../src/services/result';
import {
  expectOk,
  newAnonymousClient,
  setupDemoBackend,
  signIn,
  signInWithAccount,
} from '../services/helpers';
import {
  coveringPaths,
  expectFullCoverage,
  hasJourney,
  replayPaths,
  type Coverage,
} from '../support/machineCoverage';

type Snapshot = SnapshotFrom<typeof accountDataMachine>;

const done = (id: string, output?: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as AccountDataEvent;
const failed = (id: string, error: ServiceError) =>
  ({ type: `xstate.error.actor.${id}`, error }) as unknown as AccountDataEvent;

const FILE: ExportFile = { fileName: 'startklar-mina-uppgifter-2026-11-26.json', json: '{}' };
const NETWORK = new ServiceError({ kind: 'network' });
const RATE_LIMITED = new ServiceError({ kind: 'rate_limited', status: 429, retryAfterSeconds: 42 });
const refusal = (code: string) => new ServiceError({ kind: 'invalid', code });

const REGIONS = {
  export: {
    events: [
      { type: 'accountData.export' },
      done('exportData', FILE),
      failed('exportData', NETWORK),
    ] as AccountDataEvent[],
    serialize: (s: Snapshot) => JSON.stringify((s.value as Record<string, unknown>).export),
  },
  deletion: {
    events: [
      { type: 'accountData.openDeletion' },
      { type: 'accountData.closeDeletion' },
      { type: 'accountData.requestCode' },
      { type: 'codeRequest.sent', email: '' },
      { type: 'codeRequest.failed', error: RATE_LIMITED },
      { type: 'codeRequest.failed', error: NETWORK },
      { type: 'accountData.codeChanged', value: '12' },
      { type: 'accountData.codeChanged', value: '123 456' },
      { type: 'accountData.confirmDeletion' },
      { type: 'accountData.resendCode' },
      done('deleteAccount'),
      failed('deleteAccount', refusal('code_invalid')),
      failed('deleteAccount', refusal('code_void')),
      failed('deleteAccount', refusal('code_expired')),
      failed('deleteAccount', NETWORK),
      done('signOutHere'),
      failed('signOutHere', NETWORK),
    ] as AccountDataEvent[],
    serialize: (s: Snapshot) =>
      JSON.stringify([
        (s.value as Record<string, unknown>).deletion ?? s.value,
        isValidCode(s.context.code),
        s.context.code === '',
        s.context.codeError,
      ]),
  },
} as const;

function handledBy(snapshot: Snapshot, events: readonly AccountDataEvent[]): AccountDataEvent[] {
  const handled = new Set(
    (snapshot as unknown as { _nodes: { ownEvents: string[] }[] })._nodes.flatMap(
      (node) => node.ownEvents,
    ),
  );
  return events.filter((event) => handled.has(event.type));
}

const never = <T>() => fromPromise<T, never>(() => new Promise<T>(() => {}));

function testMachine() {
  const spies = { showToast: vi.fn(), navigate: vi.fn(), download: vi.fn() };
  const machine = accountDataMachine.provide({
    actors: {
      exportData: never<ExportFile>() as never,
      reauthCodeRequest: createMachine({}) as never,
      deleteAccount: never<void>() as never,
      signOutHere: never<void>() as never,
    },
    actions: {
      showToast: (_, params) => spies.showToast(params),
      navigate: (_, params) => spies.navigate(params),
      download: (_, params) => spies.download(params),
    },
  });
  return { machine, spies };
}

describe('account data machine (model-based)', () => {
  it('reaches every state and transition, region by region', () => {
    const coverage: Coverage = { states: new Set(), transitions: new Set() };
    for (const [name, region] of Object.entries(REGIONS)) {
      const { machine, spies } = testMachine();
      const paths = coveringPaths(machine, {
        events: (snapshot) => handledBy(snapshot, region.events),
        serializeState: region.serialize,
      });
      console.log(`[model paths] accountData/${name}: ${paths.length} paths replayed`);
      const run = replayPaths(machine, paths, {
        spies,
        check: (actor, _expected, event) => {
          const snapshot = actor.getSnapshot() as Snapshot;
          const deletion = selectDeletion(snapshot);
          // Deletion is asked for only with a six-digit code.
          if (snapshot.matches({ deletion: { open: 'deleting' } }))
            expect(isValidCode(snapshot.context.code)).toBe(true);
          // Nobody is sent anywhere, and no "deleted" is said, before the account is gone.
          if (!snapshot.matches({ deletion: 'deleted' })) {
            expect(spies.navigate).not.toHaveBeenCalled();
            expect(spies.showToast).not.toHaveBeenCalledWith(ACCOUNT_DATA_TOASTS.deleted);
          }
          switch (event.type as string) {
            case 'xstate.done.actor.exportData':
              expect(spies.download).toHaveBeenCalledWith(FILE);
              expect(spies.showToast).toHaveBeenCalledWith(ACCOUNT_DATA_TOASTS.exported);
              expect(selectExport(snapshot).isExporting).toBe(false);
              break;
            case 'xstate.error.actor.exportData':
              expect(spies.download).not.toHaveBeenCalled();
              expect(spies.showToast).toHaveBeenCalledWith(
                expect.objectContaining({ title: 'Ett fel uppstod', variant: 'destructive' }),
              );
              break;
            case 'xstate.error.actor.deleteAccount': {
              const { error } = event as unknown as { error: ServiceError };
              const expected: Record<string, string> = {
                code_invalid: ACCOUNT_DATA_MESSAGES.codeWrong,
                code_void: ACCOUNT_DATA_MESSAGES.tooManyAttempts,
                code_expired: ACCOUNT_DATA_MESSAGES.codeExpired,
              };
              if (error.code !== undefined) expect(deletion.codeError).toBe(expected[error.code]);
              else expect(spies.showToast).toHaveBeenCalled();
              // The code typed stays, to be corrected or tried again.
              expect(isValidCode(deletion.code)).toBe(true);
              expect(deletion.step).toBe('code');
              break;
            }
            case 'xstate.done.actor.signOutHere':
            case 'xstate.error.actor.signOutHere':
              expect(spies.showToast).toHaveBeenCalledWith(ACCOUNT_DATA_TOASTS.deleted);
              expect(spies.navigate).toHaveBeenCalledWith({ to: '/', replace: true });
              break;
            default:
              break;
          }
        },
      });
      if (name === 'deletion')
        expect(
          hasJourney(paths, [
            'accountData.openDeletion',
            'accountData.requestCode',
            'codeRequest.sent',
            'accountData.confirmDeletion',
            'xstate.done.actor.deleteAccount',
            'xstate.done.actor.signOutHere',
          ]),
        ).toBe(true);
      run.states.forEach((id) => coverage.states.add(id));
      run.transitions.forEach((id) => coverage.transitions.add(id));
    }
    expectFullCoverage(accountDataMachine, coverage);
  });
});

describe('account data against the demo backend (PGlite with the real migrations)', () => {
  const backend = setupDemoBackend({ rest: 'pglite' });

  /** A 1×1 PNG. */
  const png = () =>
    new Blob(
      [
        Uint8Array.from(
          atob(
            'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
          ),
          (c) => c.charCodeAt(0),
        ),
      ],
      { type: 'image/png' },
    );

  /** A user with an account row, a quiz result and a profile picture. */
  async function fullUser(email: string) {
    const { session, row } = await signInWithAccount(email);
    expectOk(
      await quizResults.insert({
        user_email: email,
        answers: ['Teknik'],
        business_type: 'Konsult',
      }),
    );
    const path = expectOk(await avatars.upload(row.id, png()));
    const withAvatar = expectOk(await accounts.updateAvatarUrl(email, path));
    return { session, row: withAvatar };
  }

  function live() {
    const spies = { showToast: vi.fn(), navigate: vi.fn(), download: vi.fn() };
    const actor = createActor(
      accountDataMachine.provide({
        actions: {
          showToast: (_, params) => spies.showToast(params),
          navigate: (_, params) => spies.navigate(params),
          download: (_, params) => spies.download(params),
        },
      }),
    ).start();
    return { actor, spies };
  }

  it('exports everything stored about the user, and nothing of anybody else', async () => {
    await fullUser('granne@example.se');
    await newAnonymousClient();
    advanceClock(61_000);
    const { row } = await fullUser('export@example.se');
    const { actor, spies } = live();
    actor.send({ type: 'accountData.export' });
    await waitFor(actor, () => spies.download.mock.calls.length > 0);
    const file = spies.download.mock.calls[0]?.[0] as ExportFile;
    expect(file.fileName).toMatch(/^startklar-mina-uppgifter-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(file.json) as MyData;
    expect(data.inloggning).toMatchObject({
      e_post: 'export@example.se',
      inloggningssatt: ['email'],
    });
    expect(data.inloggning.konto_skapat).toEqual(expect.any(String));
    expect(data.inloggning.senast_inloggad).toEqual(expect.any(String));
    expect(data.konto).toMatchObject({ id: row.id, email: 'export@example.se', fornamn: 'Test' });
    expect(data.testresultat).toHaveLength(1);
    expect(data.testresultat[0]).toMatchObject({ business_type: 'Konsult' });
    expect(data.profilbild).toBe(avatars.publicUrl(row.avatar_url ?? ''));
    expect(file.json).not.toContain('granne@example.se');
    expect(spies.showToast).toHaveBeenCalledWith(ACCOUNT_DATA_TOASTS.exported);
  });

  it('an export that cannot be made (offline) says so and downloads nothing', async () => {
    await signInWithAccount('nere@example.se');
    const { actor, spies } = live();
    failNext({ method: 'GET', path: '/auth/v1/user' }, { network: true });
    actor.send({ type: 'accountData.export' });
    await waitFor(actor, () => spies.showToast.mock.calls.length > 0);
    await waitFor(actor, (s) => s.matches({ export: 'idle' }));
    expect(spies.download).not.toHaveBeenCalled();
    expect(spies.showToast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Ett fel uppstod',
        description: expect.stringMatching(/internetanslutning/),
      }),
    );
  });

  it("deletes every row and file of the user and nobody else's; the address can start afresh", async () => {
    const neighbour = await fullUser('kvar@example.se');
    await newAnonymousClient();
    advanceClock(61_000);
    const gone = await fullUser('bort@example.se');
    const { actor, spies } = live();
    actor.send({ type: 'accountData.openDeletion' });
    actor.send({ type: 'accountData.requestCode' });
    await waitFor(actor, (s) => s.matches({ deletion: { open: 'entering' } }));
    const code = getDemoInboxFor('bort@example.se')[0]?.code ?? '';

    // A wrong code deletes nothing, not even the picture.
    actor.send({ type: 'accountData.codeChanged', value: code === '000000' ? '111111' : '000000' });
    actor.send({ type: 'accountData.confirmDeletion' });
    await waitFor(actor, (s) => s.context.codeError !== null);
    expect(selectDeletion(actor.getSnapshot()).codeError).toBe(ACCOUNT_DATA_MESSAGES.codeWrong);
    expect(getDb().objects).toHaveLength(2);

    actor.send({ type: 'accountData.codeChanged', value: code });
    actor.send({ type: 'accountData.confirmDeletion' });
    await waitFor(actor, (s) => s.matches({ deletion: 'deleted' }));
    expect(spies.showToast).toHaveBeenCalledWith(ACCOUNT_DATA_TOASTS.deleted);
    expect(spies.navigate).toHaveBeenCalledWith({ to: '/', replace: true });
    // Signed out here.
    expect(expectOk(await auth.getSession())).toBeNull();

    // Postgres: the user's rows are gone, the neighbour's are all there.
    expect((await backend.rows('konton')).map((r) => r.id)).toEqual([neighbour.row.id]);
    expect((await backend.rows('user_quiz_results')).map((r) => r.user_id)).toEqual([
      neighbour.session.user.id,
    ]);
    // Storage: only the neighbour's picture is left; the auth server no longer knows the user.
    expect(getDb().objects.map((o) => o.name)).toEqual([neighbour.row.avatar_url]);
    expect(getDb().users.map((u) => u.email)).toEqual(['kvar@example.se']);
    expect(getDb().sessions.every((s) => s.userId !== gone.session.user.id)).toBe(true);

    // The same address again: a fresh account, without the old results.
    advanceClock(61_000);
    const again = await signIn('bort@example.se');
    expect(again.user.id).not.toBe(gone.session.user.id);
    expect(expectOk(await accounts.getMine())).toBeNull();
    expect(expectOk(await quizResults.listMine())).toEqual([]);
  });

  it('five wrong codes make the code void; a network failure deletes nothing and keeps the code', async () => {
    await fullUser('envis@example.se');
    const { actor, spies } = live();
    actor.send({ type: 'accountData.openDeletion' });
    actor.send({ type: 'accountData.requestCode' });
    await waitFor(actor, (s) => s.matches({ deletion: { open: 'entering' } }));
    const code = getDemoInboxFor('envis@example.se')[0]?.code ?? '';

    failNext({ method: 'POST', path: '/rest/v1/rpc/delete_my_account' }, { network: true });
    actor.send({ type: 'accountData.codeChanged', value: code });
    actor.send({ type: 'accountData.confirmDeletion' });
    await waitFor(actor, () => spies.showToast.mock.calls.length > 1);
    expect(spies.showToast).toHaveBeenLastCalledWith(
      expect.objectContaining({
        title: 'Ett fel uppstod',
        description: expect.stringMatching(/internetanslutning/),
      }),
    );
    expect(selectDeletion(actor.getSnapshot())).toMatchObject({ step: 'code', code });
    expect(await backend.rows('konton')).toHaveLength(1);

    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      actor.send({ type: 'accountData.codeChanged', value: wrong });
      actor.send({ type: 'accountData.confirmDeletion' });
      await waitFor(
        actor,
        (s) => s.matches({ deletion: { open: 'entering' } }) && s.context.codeError !== null,
      );
    }
    expect(selectDeletion(actor.getSnapshot()).codeError).toBe(
      ACCOUNT_DATA_MESSAGES.tooManyAttempts,
    );
    actor.send({ type: 'accountData.codeChanged', value: code });
    actor.send({ type: 'accountData.confirmDeletion' });
    await waitFor(
      actor,
      (s) => s.matches({ deletion: { open: 'entering' } }) && s.context.codeError !== null,
    );
    expect(selectDeletion(actor.getSnapshot()).codeError).toBe(
      ACCOUNT_DATA_MESSAGES.tooManyAttempts,
    );
    expect(await backend.rows('konton')).toHaveLength(1);
  });
});
