/**
 * 'Ladda ner mina uppgifter' and 'Radera mitt konto' (src/machines/accountData.ts). Model-based:
 * paths generated from an independent model of the two parts of /profile (README 'Accounts:
 * delete, export'; the spec's code rules), replayed on a real actor whose calls (the export, the
 * reauthentication code, the deletion, the local sign-out) wait for the model's backend to answer;
 * after every step the dialog, the code field and its message, what was sent, the download, the
 * toasts and the navigation are checked. Then the real services against the demo backend with
 * /rest/v1 on PGlite and the real migrations: the export holds exactly the caller's data, and
 * deletion removes every row and file of the user and nobody else's.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import {
  ACCOUNT_DATA_MESSAGES,
  ACCOUNT_DATA_TOASTS,
  accountDataMachine,
  selectDeletion,
  selectExport,
  type ExportFile,
} from '../../src/machines/accountData';
import type { CodeRequest } from '../../src/machines/codeRequest';
import {
  CODE_ENTRY,
  codeEntryMachine,
  selectCodeEntry,
  type CheckCodeInput,
} from '../../src/machines/codeEntry';
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
import { answeringCodeRequest } from '../support/codeRequest';
import { faultToast, TEXTS } from '../support/profileFixtures';
import { Calls, replayModel, walksJourney, type Model } from '../support/modelReplay';

const FILE: ExportFile = { fileName: 'startklar-mina-uppgifter-2026-11-26.json', json: '{}' };
const NETWORK = new ServiceError({ kind: 'network' });
const RATE_LIMITED = new ServiceError({ kind: 'rate_limited', status: 429, retryAfterSeconds: 42 });
const refusal = (code: string) => new ServiceError({ kind: 'invalid', code });

// ---------------------------------------------------------------------------------------------
// The independent model of the two parts of /profile, from the README and the spec's texts.
// ---------------------------------------------------------------------------------------------

/**
 * What can happen: the user asks for the export, and the server answers with the file or fails;
 * the user opens and closes 'Radera mitt konto', asks for a code, types it, confirms, asks for a
 * new one; the auth server mails the code, refuses (429) or cannot be reached; the deletion is
 * done, or the code is wrong, void or expired, or the server cannot be reached; the local
 * sign-out after it ends either way.
 */
type Happening =
  | { type: 'export' }
  | { type: 'server.file' }
  | { type: 'server.exportFails' }
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'requestCode' }
  | { type: 'type'; value: string }
  | { type: 'confirm' }
  | { type: 'resend' }
  | { type: 'server.codeSent' }
  | { type: 'server.codeFails'; error: ServiceError }
  /** The wait a 429 named is over (the code request tells the step). */
  | { type: 'server.waitOver' }
  | { type: 'server.deleted' }
  | { type: 'server.deleteFails'; error: ServiceError }
  | { type: 'server.signedOut' }
  | { type: 'server.signOutFails' };

type Screen =
  | 'closed'
  | 'confirm'
  | 'requesting'
  | 'code'
  | 'resending'
  | 'deleting'
  | 'signingOut'
  | 'deleted';

interface Toast {
  title: string;
  description: string;
  variant?: 'destructive';
}

interface PageModel {
  exporting: boolean;
  screen: Screen;
  code: string;
  codeError: string | null;
  /** After a 429, until its wait is over: 'Skicka ny kod' does nothing. */
  waiting: boolean;
  /** What the last happening did. */
  exportAsked: boolean;
  downloaded: ExportFile | null;
  codeAsked: boolean;
  deleteAsked: { code: string } | null;
  signOutAsked: boolean;
  toast: Toast | null;
  navigated: { to: string; replace: boolean } | null;
  /** The app was told the account is gone (it forgets everything here, drafts too). */
  toldDeleted: boolean;
}

const EXPORTED: Toast = {
  title: 'Dina uppgifter är nedladdade',
  description: 'Filen innehåller allt vi har sparat om dig.',
};
const CODE_SENT: Toast = {
  title: 'Kod skickad',
  description: 'Vi har skickat en kod till din e-post. Ange den för att radera kontot.',
};
const DELETED: Toast = { title: 'Kontot är raderat', description: 'Ditt konto är raderat.' };
/** 'Ett fel uppstod' for a fault, and for a 429 with the seconds to wait. */
const OFFLINE = faultToast(TEXTS.networkFault) as Toast;
const WAIT_42 = faultToast(TEXTS.cooldown42) as Toast;
const REFUSALS = {
  code_invalid: 'Koden stämmer inte. Kontrollera den eller skicka en ny kod.',
  code_void: 'För många felaktiga försök. Begär en ny kod.',
  code_expired: 'Koden har gått ut eller har redan använts. Begär en ny kod.',
} as const;
const MALFORMED = 'Ange den 6-siffriga koden från e-postmeddelandet.';

const START: PageModel = {
  exporting: false,
  screen: 'closed',
  code: '',
  codeError: null,
  waiting: false,
  exportAsked: false,
  downloaded: null,
  codeAsked: false,
  deleteAsked: null,
  signOutAsked: false,
  toast: null,
  navigated: null,
  toldDeleted: false,
};

/** The screens that show the code step (its code request lives as long as it). */
const CODE_SCREENS: Screen[] = ['requesting', 'code', 'resending', 'deleting'];

function offered(model: PageModel): Happening[] {
  const exporting: Happening[] = model.exporting
    ? [{ type: 'server.file' }, { type: 'server.exportFails' }]
    : [{ type: 'export' }];
  const close: Happening = { type: 'close' };
  const codeAnswers: Happening[] = [
    { type: 'server.codeSent' },
    { type: 'server.codeFails', error: RATE_LIMITED },
    { type: 'server.codeFails', error: NETWORK },
    close,
  ];
  const deletion: Record<Screen, Happening[]> = {
    closed: [{ type: 'open' }],
    confirm: [{ type: 'requestCode' }, close],
    requesting: codeAnswers,
    resending: codeAnswers,
    code: [
      { type: 'type', value: '12' },
      { type: 'type', value: '123 456' },
      { type: 'confirm' },
      { type: 'resend' },
      close,
    ],
    deleting: [
      { type: 'server.deleted' },
      ...Object.keys(REFUSALS).map((code): Happening => ({
        type: 'server.deleteFails',
        error: refusal(code),
      })),
      { type: 'server.deleteFails', error: NETWORK },
    ],
    signingOut: [{ type: 'server.signedOut' }, { type: 'server.signOutFails' }],
    deleted: [],
  };
  // The export is beside the dialog and independent of it; once the account is gone, the page
  // leaves for the start page.
  const waitOver: Happening[] =
    model.waiting && CODE_SCREENS.includes(model.screen) ? [{ type: 'server.waitOver' }] : [];
  return model.screen === 'deleted' ? [] : [...exporting, ...deletion[model.screen], ...waitOver];
}

function step(previous: PageModel, event: Happening): PageModel {
  const model: PageModel = {
    ...previous,
    exportAsked: false,
    downloaded: null,
    codeAsked: false,
    deleteAsked: null,
    signOutAsked: false,
    toast: null,
    navigated: null,
    toldDeleted: false,
  };
  switch (event.type) {
    case 'export':
      return { ...model, exporting: true, exportAsked: true };
    case 'server.file':
      return { ...model, exporting: false, downloaded: FILE, toast: EXPORTED };
    case 'server.exportFails':
      return { ...model, exporting: false, toast: OFFLINE };
    case 'open':
      return { ...model, screen: 'confirm', code: '', codeError: null, waiting: false };
    case 'close':
      return { ...model, screen: 'closed', code: '', codeError: null, waiting: false };
    case 'requestCode':
      return { ...model, screen: 'requesting', codeAsked: true };
    case 'resend':
      // Refused while a 429's wait runs: nothing is asked for.
      if (model.waiting) return model;
      return { ...model, screen: 'resending', codeAsked: true };
    case 'server.waitOver':
      return { ...model, waiting: false };
    case 'server.codeSent':
      // A new code replaces the old: what was typed for it goes.
      return { ...model, screen: 'code', code: '', codeError: null, toast: CODE_SENT };
    case 'server.codeFails':
      // After a 429 the last code still works, so the code is asked for; a first request that
      // failed otherwise goes back to what will be deleted.
      if (model.screen === 'requesting' && event.error !== RATE_LIMITED)
        return { ...model, screen: 'confirm', toast: OFFLINE };
      return {
        ...model,
        screen: 'code',
        waiting: event.error === RATE_LIMITED,
        toast: event.error === RATE_LIMITED ? WAIT_42 : OFFLINE,
      };
    case 'type':
      return { ...model, code: event.value, codeError: null };
    case 'confirm':
      return /^\d{6}$/u.test(model.code.replace(/\s+/gu, ''))
        ? { ...model, screen: 'deleting', deleteAsked: { code: model.code.replace(/\s+/gu, '') } }
        : { ...model, codeError: MALFORMED };
    case 'server.deleted':
      return { ...model, screen: 'signingOut', signOutAsked: true };
    case 'server.deleteFails': {
      // Nothing was deleted; the code typed stays to be corrected or tried again.
      const message = REFUSALS[event.error.code as keyof typeof REFUSALS] as string | undefined;
      return message
        ? { ...model, screen: 'code', codeError: message }
        : { ...model, screen: 'code', toast: OFFLINE };
    }
    case 'server.signedOut':
    case 'server.signOutFails':
      return {
        ...model,
        screen: 'deleted',
        toast: DELETED,
        navigated: { to: '/', replace: true },
        toldDeleted: true,
      };
  }
}

const pageModel: Model<PageModel, Happening> = {
  name: 'accountData',
  initial: START,
  events: offered,
  step,
  serialize: (m) => JSON.stringify([m.exporting, m.screen, m.code, m.codeError, m.waiting]),
  describe: (event) =>
    event.type === 'type'
      ? `type '${event.value}'`
      : 'error' in event
        ? `${event.type} ${event.error.code ?? event.error.kind}`
        : event.type,
};

type DataActor = ActorRefFrom<typeof accountDataMachine>;

/** The dialog's code step (the machine's `CODE_ENTRY` child), while it is shown. */
const codeStep = (actor: DataActor) => actor.getSnapshot().children[CODE_ENTRY];

/** Waits for the code step to ask for the code, and returns it. */
async function codeEntered(actor: DataActor) {
  await waitFor(actor, () => codeStep(actor) !== undefined);
  const entry = codeStep(actor);
  if (!entry) throw new Error('no code step');
  await waitFor(entry, (s) => s.matches('entering'));
  return entry;
}

describe('account data machine (model-based)', () => {
  it('agrees with the model of the export and the deletion dialog on every path', async () => {
    const plan = await replayModel(pageModel, {
      machine: accountDataMachine,
      plan: { merge: { maxSteps: 40 } },
      start: (reach) => {
        const exports = new Calls<void, ExportFile>('exportMine');
        const codes = new Calls<CodeRequest, void>('reauthenticate');
        const deletions = new Calls<{ code: string }, void>('deleteMyAccount');
        const signOuts = new Calls<void, void>('signOut');
        const spies = {
          showToast: vi.fn(),
          navigate: vi.fn(),
          download: vi.fn(),
          accountDeleted: vi.fn(),
        };
        const actor = createActor(
          accountDataMachine.provide({
            actors: {
              exportData: fromPromise<ExportFile>(({ signal }) => exports.call(undefined, signal)),
              // The code step with the model's backend behind it: the code mailed, the deletion.
              codeEntry: codeEntryMachine.provide({
                actors: {
                  codeRequest: answeringCodeRequest(codes),
                  checkCode: fromPromise<unknown, CheckCodeInput>(({ input, signal }) =>
                    deletions.call({ code: input.code }, signal),
                  ),
                },
              }),
              signOutHere: fromPromise<void>(({ signal }) => signOuts.call(undefined, signal)),
            },
            actions: {
              showToast: (_, params) => spies.showToast(params),
              navigate: (_, params) => spies.navigate(params),
              download: (_, params) => spies.download(params),
              accountDeleted: () => spies.accountDeleted(),
            },
          }),
          { inspect: reach.inspect },
        ).start();
        return { actor, exports, codes, deletions, signOuts, spies };
      },
      beforeStep: (h) => {
        for (const calls of [h.exports, h.codes, h.deletions, h.signOuts]) calls.clear();
        for (const spy of Object.values(h.spies)) spy.mockClear();
      },
      act: ({ actor, exports, codes, deletions, signOuts }, event) => {
        switch (event.type) {
          case 'export':
            return actor.send({ type: 'accountData.export' });
          case 'open':
            return actor.send({ type: 'accountData.openDeletion' });
          case 'close':
            return actor.send({ type: 'accountData.closeDeletion' });
          case 'requestCode':
            return actor.send({ type: 'accountData.requestCode' });
          case 'resend':
            return codeStep(actor)?.send({ type: 'code.resend' });
          case 'confirm':
            return codeStep(actor)?.send({ type: 'code.submit' });
          case 'type':
            return codeStep(actor)?.send({ type: 'code.type', value: event.value });
          case 'server.file':
            return exports.resolve(FILE);
          case 'server.exportFails':
            return exports.reject(NETWORK);
          case 'server.codeSent':
            return codes.resolve();
          case 'server.codeFails':
            return codes.reject(event.error);
          case 'server.waitOver':
            return codeStep(actor)?.send({ type: 'codeRequest.ready' });
          case 'server.deleted':
            return deletions.resolve();
          case 'server.deleteFails':
            return deletions.reject(event.error);
          case 'server.signedOut':
            return signOuts.resolve();
          case 'server.signOutFails':
            return signOuts.reject(NETWORK);
        }
      },
      check: (h, model) => {
        const snapshot = h.actor.getSnapshot();
        expect(selectExport(snapshot).isExporting, 'exporting').toBe(model.exporting);
        const open = !['closed', 'deleted'].includes(model.screen);
        const { step: shown, ...deletion } = selectDeletion(snapshot);
        // Which step the dialog shows (it says nothing while closed).
        if (open) expect(shown).toBe(model.screen === 'confirm' ? 'confirm' : 'code');
        expect(deletion).toEqual({
          isOpen: open,
          isSigningOut: model.screen === 'signingOut',
          isDeleted: model.screen === 'deleted',
        });
        // The code step, while it is shown (an empty field otherwise).
        const entry = selectCodeEntry(codeStep(h.actor)?.getSnapshot());
        const inCode = ['requesting', 'code', 'resending', 'deleting'].includes(model.screen);
        expect({ code: entry.code, codeError: entry.codeError }).toEqual(
          inCode ? { code: model.code, codeError: model.codeError } : { code: '', codeError: null },
        );
        expect(entry.isSending).toBe(model.screen === 'requesting' || model.screen === 'resending');
        expect(entry.isChecking).toBe(model.screen === 'deleting');
        expect(h.exports.inputs, 'export asked').toHaveLength(model.exportAsked ? 1 : 0);
        expect(h.codes.inputs, 'code asked').toHaveLength(model.codeAsked ? 1 : 0);
        expect(h.deletions.inputs, 'deletion asked').toEqual(
          model.deleteAsked ? [model.deleteAsked] : [],
        );
        expect(h.signOuts.inputs, 'signed out here').toHaveLength(model.signOutAsked ? 1 : 0);
        expect(h.spies.download.mock.calls).toEqual(model.downloaded ? [[model.downloaded]] : []);
        expect(h.spies.showToast.mock.calls).toEqual(model.toast ? [[model.toast]] : []);
        expect(h.spies.navigate.mock.calls).toEqual(model.navigated ? [[model.navigated]] : []);
        expect(h.spies.accountDeleted.mock.calls).toEqual(model.toldDeleted ? [[]] : []);
      },
      stop: ({ actor }) => actor.stop(),
    });
    expect(
      walksJourney(plan, [
        'open',
        'requestCode',
        'server.codeSent',
        'confirm',
        'server.deleted',
        'server.signedOut',
      ]),
    ).toBe(true);
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
    const entry = await codeEntered(actor);
    const code = getDemoInboxFor('bort@example.se')[0]?.code ?? '';

    // A wrong code deletes nothing, not even the picture.
    entry.send({ type: 'code.type', value: code === '000000' ? '111111' : '000000' });
    entry.send({ type: 'code.submit' });
    await waitFor(entry, (s) => s.context.codeError !== null);
    expect(entry.getSnapshot().context.codeError).toBe(ACCOUNT_DATA_MESSAGES.codeWrong);
    expect(getDb().objects).toHaveLength(2);

    entry.send({ type: 'code.type', value: code });
    entry.send({ type: 'code.submit' });
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
    const entry = await codeEntered(actor);
    const code = getDemoInboxFor('envis@example.se')[0]?.code ?? '';

    failNext({ method: 'POST', path: '/rest/v1/rpc/delete_my_account' }, { network: true });
    entry.send({ type: 'code.type', value: code });
    entry.send({ type: 'code.submit' });
    await waitFor(actor, () => spies.showToast.mock.calls.length > 1);
    expect(spies.showToast).toHaveBeenLastCalledWith(
      expect.objectContaining({
        title: 'Ett fel uppstod',
        description: expect.stringMatching(/internetanslutning/),
      }),
    );
    expect(selectDeletion(actor.getSnapshot()).step).toBe('code');
    expect(entry.getSnapshot().context.code).toBe(code);
    expect(await backend.rows('konton')).toHaveLength(1);

    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      entry.send({ type: 'code.type', value: wrong });
      entry.send({ type: 'code.submit' });
      await waitFor(entry, (s) => s.matches('entering') && s.context.codeError !== null);
    }
    expect(entry.getSnapshot().context.codeError).toBe(ACCOUNT_DATA_MESSAGES.tooManyAttempts);
    entry.send({ type: 'code.type', value: code });
    entry.send({ type: 'code.submit' });
    await waitFor(entry, (s) => s.matches('entering') && s.context.codeError !== null);
    expect(entry.getSnapshot().context.codeError).toBe(ACCOUNT_DATA_MESSAGES.tooManyAttempts);
    expect(await backend.rows('konton')).toHaveLength(1);
  });
});
