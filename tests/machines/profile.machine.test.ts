/**
 * The /profile machine. Its four regions (details, password, avatar, results) are independent, so
 * the model is traversed one region at a time: each traversal offers that region's events (with the
 * done/error events of its service actor) and abstracts the snapshot to that region's value and
 * context; together the replays must reach every state and transition of the machine. Then its
 * behaviour, and the real service actors against the MSW demo backend.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import {
  PROFILE_MESSAGES,
  PROFILE_TOASTS,
  avatarFileProblem,
  profileMachine,
  quizIdeas,
  selectAvatar,
  selectDetails,
  selectPasswordDialog,
  selectResults,
  validateDraft,
  type ProfileEvent,
} from '../../src/machines/profile';
import type { AuthSummary } from '../../src/machines/shared/authSync';
import type { KontoRow } from '../../src/machines/account';
import { ServiceError } from '../../src/services/result';
import { advanceClock, failNext, getDemoInboxFor } from '../../src/mocks/node';
import { getDb } from '../../src/mocks/db';
import { getSupabase } from '../../src/services/client';
import * as accounts from '../../src/services/accounts';
import * as quizResults from '../../src/services/quizResults';
import { expectOk, setupDemoBackend, signInWithAccount } from '../services/helpers';
import {
  coveringPaths,
  expectFullCoverage,
  replayPaths,
  type Coverage,
} from '../support/machineCoverage';
import { expectedErrors } from '../support/personalRules';

type Snapshot = SnapshotFrom<typeof profileMachine>;

const ROW: KontoRow = {
  id: '00000000-0000-4000-8000-000000000002',
  user_id: '10000000-0000-4000-8000-000000000002',
  email: 'greta@example.se',
  telefon: '070-123 45 67',
  fornamn: 'Greta',
  efternamn: 'Garbo',
  adress: 'Storgatan 1, 411 38 Göteborg',
  username: null,
  avatar_url: null,
  details_confirmed_at: '2026-01-01T00:00:00.000Z',
  created_at: '2026-01-01T00:00:00.000Z',
};
const SAVED: KontoRow = { ...ROW, username: 'Greta G' };
const summary = (profile: KontoRow | null, email: string | null = ROW.email): AuthSummary => ({
  initialised: true,
  email,
  profile,
  addressIncomplete: false,
});
/** What the auth watcher reports: who is signed in and their konton row. */
const updated = (profile: KontoRow | null, email: string | null = ROW.email): ProfileEvent => ({
  type: 'auth.updated',
  auth: summary(profile, email),
});

/** Files serialise to `{}`; the traversal tells events apart by JSON, so give them a name. */
function file(parts: BlobPart[], name: string, type: string): File {
  return Object.assign(new File(parts, name, { type }), { toJSON: () => ({ name, type }) });
}
const PNG = file([new Uint8Array([137, 80, 78, 71])], 'bild.png', 'image/png');
const TEXT = file(['hej'], 'anteckning.txt', 'text/plain');
const SERVER_ERROR = new ServiceError({ kind: 'server' });

const NEEDS_CODE = new ServiceError({
  kind: 'invalid',
  status: 400,
  code: 'reauthentication_needed',
});
const CODE_REFUSED = new ServiceError({
  kind: 'invalid',
  status: 422,
  code: 'reauthentication_not_valid',
});
const RATE_LIMITED = new ServiceError({ kind: 'rate_limited', status: 429, retryAfterSeconds: 42 });
/** The fifth wrong code: the demo backend answers like GoTrue's limit on code checks. */
const CODE_VOID = new ServiceError({
  kind: 'rate_limited',
  status: 429,
  code: 'over_request_rate_limit',
});

const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as ProfileEvent;
const error = (id: string, cause: ServiceError = SERVER_ERROR) =>
  ({ type: `xstate.error.actor.${id}`, error: cause }) as unknown as ProfileEvent;

/** Each region's events, and what of the snapshot matters to it. */
const REGIONS = {
  details: {
    events: [
      updated(ROW),
      updated(null),
      { type: 'profile.edit' },
      { type: 'profile.fieldChanged', field: 'telefon', value: 'ring mig' },
      { type: 'profile.fieldChanged', field: 'telefon', value: ROW.telefon },
      { type: 'profile.fieldChanged', field: 'username', value: 'Greta G' },
      { type: 'profile.cancel' },
      { type: 'profile.save' },
      done('saveProfile', SAVED),
      error('saveProfile'),
    ] as ProfileEvent[],
    serialize: (s: Snapshot) =>
      JSON.stringify([
        s.value,
        s.context.authEmail,
        s.context.profile?.username ?? s.context.profile === null,
        s.context.draft,
        s.context.fieldErrors,
      ]),
  },
  password: {
    events: [
      { type: 'profile.openPassword' },
      { type: 'profile.fieldChanged', field: 'newPassword', value: 'hemligt1' },
      { type: 'profile.fieldChanged', field: 'newPassword', value: 'kort' },
      { type: 'profile.fieldChanged', field: 'confirmPassword', value: 'hemligt1' },
      { type: 'profile.fieldChanged', field: 'confirmPassword', value: 'kort' },
      { type: 'profile.closePassword' },
      { type: 'profile.submitPassword' },
      done('changePassword', undefined),
      error('changePassword'),
      error('changePassword', NEEDS_CODE),
      error('changePassword', CODE_REFUSED),
      error('changePassword', CODE_VOID),
      // The code step: the reauthCode child's answers, the typed code, 'Skicka ny kod'.
      { type: 'codeRequest.sent', email: ROW.email },
      { type: 'codeRequest.failed', error: RATE_LIMITED },
      { type: 'codeRequest.failed', error: SERVER_ERROR },
      { type: 'profile.codeChanged', value: '123 456' },
      { type: 'profile.codeChanged', value: '12x' },
      { type: 'profile.resendCode' },
    ] as ProfileEvent[],
    serialize: (s: Snapshot) =>
      JSON.stringify([
        s.value,
        s.context.password,
        s.context.passwordErrors,
        s.context.reauthCode,
        s.context.reauthError,
      ]),
  },
  avatar: {
    events: [
      updated(ROW),
      { type: 'profile.avatarSelected', file: PNG },
      { type: 'profile.avatarSelected', file: TEXT },
      { type: 'profile.avatarSelected', file: null },
      { type: 'profile.uploadAvatar' },
      done('uploadAvatar', { ...ROW, avatar_url: `${ROW.id}-1.png` }),
      error('uploadAvatar'),
    ] as ProfileEvent[],
    serialize: (s: Snapshot) =>
      JSON.stringify([
        s.value,
        s.context.authEmail,
        s.context.avatarFile?.name ?? null,
        s.context.avatarError,
        s.context.profile?.avatar_url ?? null,
      ]),
  },
  results: {
    events: [
      updated(ROW),
      { type: 'profile.retryResults' },
      done('loadResults', []),
      error('loadResults'),
    ] as ProfileEvent[],
    serialize: (s: Snapshot) =>
      JSON.stringify([
        (s.value as Record<string, unknown>).results,
        s.context.authEmail,
        s.context.results.length,
      ]),
  },
} as const;

function handledBy(snapshot: Snapshot, events: readonly ProfileEvent[]): ProfileEvent[] {
  const handled = new Set(
    (snapshot as unknown as { _nodes: { ownEvents: string[] }[] })._nodes.flatMap(
      (node) => node.ownEvents,
    ),
  );
  return events.filter((event) => handled.has(event.type));
}

const never = <T>() => fromPromise<T, never>(() => new Promise<T>(() => {}));

function testMachine() {
  const spies = { showToast: vi.fn(), notifyProfileChanged: vi.fn() };
  const machine = profileMachine.provide({
    actors: {
      saveProfile: never<KontoRow>() as never,
      changePassword: never<void>() as never,
      // Takes the code requests the parent sends and never answers: the model sends the answers.
      reauthCodeRequest: createMachine({}) as never,
      uploadAvatar: never<KontoRow>() as never,
      loadResults: never<[]>() as never,
    },
    actions: {
      showToast: (_, params) => spies.showToast(params),
      notifyProfileChanged: (_, params) => spies.notifyProfileChanged(params),
    },
  });
  return { machine, spies };
}

describe('profile machine (model-based)', () => {
  it('reaches every state and transition, region by region', () => {
    const coverage: Coverage = { states: new Set(), transitions: new Set() };
    let pathCount = 0;
    for (const [name, region] of Object.entries(REGIONS)) {
      const { machine, spies } = testMachine();
      const paths = coveringPaths(machine, {
        events: (snapshot) => handledBy(snapshot, region.events),
        serializeState: region.serialize,
      });
      pathCount += paths.length;
      const run = replayPaths(machine, paths, {
        spies,
        check: (actor, _expected, event) => {
          const snapshot = actor.getSnapshot() as Snapshot;
          const details = selectDetails(snapshot);
          const password = selectPasswordDialog(snapshot);
          // Nothing is saved that validation refuses (the e-mail has its own dialog).
          if (details.isSaving) {
            expect(expectedErrors(snapshot.context.draft, ['telefon', 'username'])).toEqual({});
            expect(snapshot.context.draft).not.toHaveProperty('email');
          }
          if (password.isSaving) {
            expect(password.form.newPassword).toBe(password.form.confirmPassword);
            expect(password.form.newPassword.length).toBeGreaterThanOrEqual(6);
            // A code goes to the server only as six digits.
            if (password.step === 'code')
              expect(password.code.replace(/\s/g, '')).toMatch(/^\d{6}$/);
          }
          // The code step never loses the new password it is protecting.
          if (password.step === 'code') expect(password.form.newPassword.length).toBeGreaterThan(5);
          if (selectAvatar(snapshot).isUploading) expect(snapshot.context.avatarFile).toBe(PNG);
          switch (event.type as string) {
            case 'xstate.error.actor.saveProfile':
              // Back in the form with what was typed.
              expect(details.mode).toBe('edit');
              expect(spies.showToast).toHaveBeenLastCalledWith(
                expect.objectContaining({ title: 'Ett fel uppstod', variant: 'destructive' }),
              );
              break;
            case 'xstate.done.actor.saveProfile':
              expect(details.mode).toBe('view');
              expect(spies.notifyProfileChanged).toHaveBeenLastCalledWith({ profile: SAVED });
              expect(spies.showToast).toHaveBeenLastCalledWith(PROFILE_TOASTS.profileSaved);
              break;
            case 'xstate.done.actor.changePassword':
              expect(password.isOpen).toBe(false);
              expect(spies.showToast).toHaveBeenLastCalledWith(PROFILE_TOASTS.passwordSaved);
              break;
            case 'xstate.error.actor.changePassword': {
              const code = (event as unknown as { error: ServiceError }).error.code;
              expect(password.isOpen).toBe(true);
              if (code === 'reauthentication_needed') {
                // A code is on its way; nothing typed before counts as one.
                expect(password).toMatchObject({ step: 'code', isSendingCode: true, code: '' });
                expect(spies.showToast).not.toHaveBeenCalled();
              } else if (code === 'over_request_rate_limit' && password.step === 'code') {
                // Five wrong tries: the code is void, said beside the field.
                expect(password.codeError).toBe('För många felaktiga försök. Begär en ny kod.');
              } else if (code === 'reauthentication_not_valid' && password.step === 'code') {
                expect(password).toMatchObject({
                  step: 'code',
                  codeError: PROFILE_MESSAGES.codeRefused,
                });
                expect(password.code).not.toBe('');
              } else {
                expect(spies.showToast).toHaveBeenLastCalledWith(
                  expect.objectContaining({ title: 'Ett fel uppstod', variant: 'destructive' }),
                );
              }
              break;
            }
            case 'codeRequest.sent':
              expect(password).toMatchObject({ step: 'code', isSendingCode: false, code: '' });
              expect(spies.showToast).toHaveBeenLastCalledWith(PROFILE_TOASTS.codeSent);
              break;
            case 'codeRequest.failed': {
              const failed = (event as unknown as { error: ServiceError }).error;
              if (failed.kind === 'rate_limited') {
                // The last code still works: the code field stays, with how long to wait.
                expect(password).toMatchObject({ step: 'code', isSendingCode: false });
                expect(spies.showToast).toHaveBeenLastCalledWith(
                  expect.objectContaining({
                    description: 'En kod skickades nyss. Vänta 42 sekunder innan du begär en ny.',
                  }),
                );
              } else {
                expect(password.isSendingCode).toBe(false);
                expect(spies.showToast).toHaveBeenLastCalledWith(
                  expect.objectContaining({ title: 'Ett fel uppstod', variant: 'destructive' }),
                );
              }
              break;
            }
            case 'xstate.done.actor.uploadAvatar':
              expect(spies.showToast).toHaveBeenLastCalledWith(PROFILE_TOASTS.avatarSaved);
              expect(spies.notifyProfileChanged).toHaveBeenCalled();
              break;
            default:
              break;
          }
        },
      });
      console.log(`[model paths] profile/${name}: ${paths.length} paths replayed`);
      run.states.forEach((id) => coverage.states.add(id));
      run.transitions.forEach((id) => coverage.transitions.add(id));
    }
    expect(pathCount).toBeGreaterThan(0);
    expectFullCoverage(profileMachine, coverage);
  });
});

describe('profile machine behaviour', () => {
  function start(profile: KontoRow | null = ROW) {
    const { machine, spies } = testMachine();
    const actor = createActor(machine).start();
    actor.send(updated(profile));
    return { actor, spies };
  }

  it('edits and cancels: the draft goes back to the saved values', () => {
    const { actor } = start();
    actor.send({ type: 'profile.edit' });
    actor.send({ type: 'profile.fieldChanged', field: 'username', value: 'Ny' });
    actor.send({ type: 'profile.cancel' });
    expect(selectDetails(actor.getSnapshot())).toMatchObject({
      mode: 'view',
      draft: { telefon: ROW.telefon, username: '' },
    });
  });

  it.each([
    [{ telefon: 'ring mig', username: '' }, { telefon: PROFILE_MESSAGES.phoneInvalid }],
    [{ telefon: '', username: 'x'.repeat(31) }, { username: PROFILE_MESSAGES.usernameTooLong }],
    [{ telefon: '+46 70-123 45 67', username: 'Greta' }, {}],
  ])('validates %o', (draft, errors) => {
    expect(validateDraft(draft)).toEqual(errors);
  });

  it("says 'Lösenorden matchar inte' when the new passwords differ", () => {
    const { actor } = start();
    actor.send({ type: 'profile.openPassword' });
    actor.send({ type: 'profile.fieldChanged', field: 'currentPassword', value: 'gammalt' });
    actor.send({ type: 'profile.fieldChanged', field: 'newPassword', value: 'hemligt1' });
    actor.send({ type: 'profile.fieldChanged', field: 'confirmPassword', value: 'hemligt2' });
    actor.send({ type: 'profile.submitPassword' });
    expect(selectPasswordDialog(actor.getSnapshot())).toMatchObject({
      isOpen: true,
      isSaving: false,
      errors: { confirmPassword: 'Lösenorden matchar inte' },
    });
    // Closing forgets what was typed.
    actor.send({ type: 'profile.closePassword' });
    actor.send({ type: 'profile.openPassword' });
    expect(selectPasswordDialog(actor.getSnapshot()).form.newPassword).toBe('');
  });

  it("asks for a picture ('Du måste välja en bild att ladda upp.') and rejects non-images", () => {
    const { actor, spies } = start();
    actor.send({ type: 'profile.uploadAvatar' });
    expect(selectAvatar(actor.getSnapshot()).error).toBe('Du måste välja en bild att ladda upp.');
    expect(spies.showToast).toHaveBeenCalledWith(PROFILE_TOASTS.noAvatarFile);
    actor.send({ type: 'profile.avatarSelected', file: TEXT });
    expect(selectAvatar(actor.getSnapshot())).toMatchObject({
      fileName: null,
      error: PROFILE_MESSAGES.notAnImage,
    });
    actor.send({ type: 'profile.avatarSelected', file: PNG });
    expect(selectAvatar(actor.getSnapshot())).toMatchObject({ fileName: 'bild.png', error: null });
  });

  it('rejects pictures over 5 MB', () => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'stor.png', { type: 'image/png' });
    expect(avatarFileProblem(big)).toBe(PROFILE_MESSAGES.avatarTooLarge);
    expect(avatarFileProblem(PNG)).toBeNull();
  });

  it('accepts only the raster types the bucket accepts (no SVG, no AVIF)', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif'])
      expect(avatarFileProblem(file([new Uint8Array([1])], 'bild', type))).toBeNull();
    for (const type of ['image/svg+xml', 'image/avif', 'image/tiff', ''])
      expect(avatarFileProblem(file([new Uint8Array([1])], 'bild', type))).toBe(
        PROFILE_MESSAGES.notAnImage,
      );
  });

  it('cannot edit or upload without a konton row', () => {
    const { actor } = start(null);
    actor.send({ type: 'profile.edit' });
    expect(selectDetails(actor.getSnapshot()).mode).toBe('view');
    actor.send({ type: 'profile.avatarSelected', file: PNG });
    actor.send({ type: 'profile.uploadAvatar' });
    expect(selectAvatar(actor.getSnapshot()).isUploading).toBe(false);
  });

  it('splits the saved ideas', () => {
    expect(quizIdeas('Nischad webbutik, Catering och matlådor')).toEqual([
      'Nischad webbutik',
      'Catering och matlådor',
    ]);
    expect(quizIdeas('')).toEqual([]);
  });
});

describe('profile machine against the demo backend', () => {
  setupDemoBackend();

  function live(row: KontoRow) {
    const spies = { showToast: vi.fn(), notifyProfileChanged: vi.fn() };
    const actor = createActor(
      profileMachine.provide({
        actions: {
          showToast: (_, params) => spies.showToast(params),
          notifyProfileChanged: (_, params) => spies.notifyProfileChanged(params),
        },
      }),
    ).start();
    actor.send(updated(row, row.email));
    return { actor, spies };
  }

  it('saves telefon and username, and lists saved quiz results', async () => {
    const { row } = await signInWithAccount('profil@example.se');
    expectOk(
      await quizResults.insert({
        user_email: row.email,
        answers: ['Heltid', 'Teknik'],
        business_type: 'Frilansande webbutvecklare, Nischad webbutik',
      }),
    );
    const { actor, spies } = live(row);
    await waitFor(actor, (s) => s.matches({ results: 'loaded' }));
    expect(selectResults(actor.getSnapshot()).results).toHaveLength(1);

    actor.send({ type: 'profile.edit' });
    actor.send({ type: 'profile.fieldChanged', field: 'username', value: 'Profilen' });
    actor.send({ type: 'profile.fieldChanged', field: 'telefon', value: '070-765 43 21' });
    actor.send({ type: 'profile.save' });
    await waitFor(actor, (s) => s.matches({ details: 'viewing' }));
    expect(spies.showToast).toHaveBeenCalledWith(PROFILE_TOASTS.profileSaved);
    const stored = expectOk(await accounts.getByEmail(row.email));
    expect(stored).toMatchObject({ username: 'Profilen', telefon: '070-765 43 21' });
  });

  it("keeps the typed values and shows 'Ett fel uppstod' when the update fails", async () => {
    const { row } = await signInWithAccount('fel@example.se');
    const { actor, spies } = live(row);
    failNext({ method: 'PATCH', path: '/rest/v1/konton' }, { status: 500 });
    actor.send({ type: 'profile.edit' });
    actor.send({ type: 'profile.fieldChanged', field: 'username', value: 'Behåll mig' });
    actor.send({ type: 'profile.save' });
    await waitFor(
      actor,
      (s) => s.matches({ details: 'editing' }) && spies.showToast.mock.calls.length > 0,
    );
    expect(selectDetails(actor.getSnapshot()).draft.username).toBe('Behåll mig');
    expect(spies.showToast).toHaveBeenCalledWith({
      title: 'Ett fel uppstod',
      description: 'Tjänsten svarade inte som väntat. Försök igen om en stund.',
      variant: 'destructive',
    });
  });

  it('uploads a picture under the account id and stores its path', async () => {
    const { row } = await signInWithAccount('bild@example.se');
    const { actor, spies } = live(row);
    actor.send({ type: 'profile.avatarSelected', file: PNG });
    actor.send({ type: 'profile.uploadAvatar' });
    await waitFor(
      actor,
      (s) => s.matches({ avatar: 'idle' }) && spies.showToast.mock.calls.length > 0,
    );
    expect(spies.showToast).toHaveBeenCalledWith(PROFILE_TOASTS.avatarSaved);
    const changed = spies.notifyProfileChanged.mock.calls[0]?.[0] as { profile: KontoRow };
    expect(changed.profile.avatar_url).toMatch(new RegExp(`^${row.id}-\\d+\\.png$`));
  });

  it('names the file after its type, not its name, and deletes the previous picture', async () => {
    const { row } = await signInWithAccount('byte@example.se');
    const { actor, spies } = live(row);
    const upload = async (picture: File) => {
      spies.showToast.mockClear();
      actor.send({ type: 'profile.avatarSelected', file: picture });
      actor.send({ type: 'profile.uploadAvatar' });
      await waitFor(
        actor,
        (s) => s.matches({ avatar: 'idle' }) && spies.showToast.mock.calls.length > 0,
      );
      expect(spies.showToast).toHaveBeenCalledWith(PROFILE_TOASTS.avatarSaved);
      return actor.getSnapshot().context.profile?.avatar_url ?? '';
    };
    // A PNG called .jpg and a WebP called .exe are stored under the extension of their type.
    const first = await upload(
      file([new Uint8Array([137, 80, 78, 71])], 'semester.jpg', 'image/png'),
    );
    expect(first).toMatch(new RegExp(`^${row.id}-\\d+\\.png$`));
    actor.send(updated(actor.getSnapshot().context.profile, row.email));
    const second = await upload(
      file([new Uint8Array([82, 73, 70, 70])], 'program.exe', 'image/webp'),
    );
    expect(second).toMatch(new RegExp(`^${row.id}-\\d+\\.webp$`));
    const names = getDb().objects.map((o) => o.name);
    expect(names).toEqual([second]);
  });

  it('changes the password, and reports a weak one in Swedish', async () => {
    const { row } = await signInWithAccount('losen@example.se');
    const { actor, spies } = live(row);
    actor.send({ type: 'profile.openPassword' });
    actor.send({ type: 'profile.fieldChanged', field: 'newPassword', value: 'hemligt123' });
    actor.send({ type: 'profile.fieldChanged', field: 'confirmPassword', value: 'hemligt123' });
    actor.send({ type: 'profile.submitPassword' });
    await waitFor(actor, (s) => s.matches({ password: 'closed' }));
    expect(spies.showToast).toHaveBeenCalledWith(PROFILE_TOASTS.passwordSaved);

    // Setting the same password again is refused by the auth server.
    actor.send({ type: 'profile.openPassword' });
    actor.send({ type: 'profile.fieldChanged', field: 'newPassword', value: 'hemligt123' });
    actor.send({ type: 'profile.fieldChanged', field: 'confirmPassword', value: 'hemligt123' });
    actor.send({ type: 'profile.submitPassword' });
    await waitFor(
      actor,
      (s) => s.matches({ password: { open: 'editing' } }) && spies.showToast.mock.calls.length > 1,
    );
    expect(spies.showToast).toHaveBeenLastCalledWith({
      title: 'Ett fel uppstod',
      description: 'Det nya lösenordet måste skilja sig från det nuvarande.',
      variant: 'destructive',
    });
  });

  it('a session signed in over a day ago is asked for a mailed code; a wrong one is explained', async () => {
    const { row } = await signInWithAccount('aldre@example.se');
    advanceClock(25 * 3_600_000);
    expect((await (await getSupabase()).auth.refreshSession()).error).toBeNull();
    const { actor, spies } = live(row);
    actor.send({ type: 'profile.openPassword' });
    actor.send({ type: 'profile.fieldChanged', field: 'newPassword', value: 'hemligt123' });
    actor.send({ type: 'profile.fieldChanged', field: 'confirmPassword', value: 'hemligt123' });
    actor.send({ type: 'profile.submitPassword' });
    await waitFor(actor, (s) => s.matches({ password: { open: { code: 'entering' } } }));
    expect(spies.showToast).toHaveBeenLastCalledWith(PROFILE_TOASTS.codeSent);
    const code = getDemoInboxFor(row.email)[0]?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);

    actor.send({ type: 'profile.codeChanged', value: code === '000000' ? '111111' : '000000' });
    actor.send({ type: 'profile.submitPassword' });
    await waitFor(
      actor,
      (s) =>
        s.matches({ password: { open: { code: 'entering' } } }) && s.context.reauthError !== null,
    );
    expect(selectPasswordDialog(actor.getSnapshot())).toMatchObject({
      step: 'code',
      codeError: PROFILE_MESSAGES.codeRefused,
      form: { newPassword: 'hemligt123', confirmPassword: 'hemligt123' },
    });

    // 'Skicka ny kod' within the minute: the server's 429 becomes a countdown, the code field stays.
    actor.send({ type: 'profile.resendCode' });
    await waitFor(actor, (s) => selectPasswordDialog(s).cooldownSeconds > 0);
    expect(spies.showToast).toHaveBeenLastCalledWith(
      expect.objectContaining({ description: expect.stringMatching(/^En kod skickades nyss/) }),
    );

    actor.send({ type: 'profile.codeChanged', value: `${code.slice(0, 3)} ${code.slice(3)}` });
    actor.send({ type: 'profile.submitPassword' });
    await waitFor(actor, (s) => s.matches({ password: 'closed' }));
    expect(spies.showToast).toHaveBeenLastCalledWith(PROFILE_TOASTS.passwordSaved);
  });

  it('a code that cannot be sent (offline) returns to the form with the passwords kept', async () => {
    const { row } = await signInWithAccount('offline@example.se');
    advanceClock(25 * 3_600_000);
    expect((await (await getSupabase()).auth.refreshSession()).error).toBeNull();
    const { actor, spies } = live(row);
    failNext({ method: 'GET', path: '/auth/v1/reauthenticate' }, { network: true });
    actor.send({ type: 'profile.openPassword' });
    actor.send({ type: 'profile.fieldChanged', field: 'newPassword', value: 'hemligt123' });
    actor.send({ type: 'profile.fieldChanged', field: 'confirmPassword', value: 'hemligt123' });
    actor.send({ type: 'profile.submitPassword' });
    await waitFor(
      actor,
      (s) => s.matches({ password: { open: 'editing' } }) && spies.showToast.mock.calls.length > 0,
    );
    expect(spies.showToast).toHaveBeenLastCalledWith({
      title: 'Ett fel uppstod',
      description: 'Kunde inte nå servern. Kontrollera din internetanslutning och försök igen.',
      variant: 'destructive',
    });
    expect(selectPasswordDialog(actor.getSnapshot()).form.newPassword).toBe('hemligt123');
  });
  it('five wrong codes make the code void: the dialog says so and a new code works', async () => {
    const { row } = await signInWithAccount('femfel@example.se');
    advanceClock(25 * 3_600_000);
    expect((await (await getSupabase()).auth.refreshSession()).error).toBeNull();
    const { actor } = live(row);
    actor.send({ type: 'profile.openPassword' });
    actor.send({ type: 'profile.fieldChanged', field: 'newPassword', value: 'hemligt123' });
    actor.send({ type: 'profile.fieldChanged', field: 'confirmPassword', value: 'hemligt123' });
    actor.send({ type: 'profile.submitPassword' });
    await waitFor(actor, (s) => s.matches({ password: { open: { code: 'entering' } } }));
    const code = getDemoInboxFor(row.email)[0]?.code ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      actor.send({ type: 'profile.codeChanged', value: wrong });
      actor.send({ type: 'profile.submitPassword' });
      await waitFor(
        actor,
        (s) =>
          s.matches({ password: { open: { code: 'entering' } } }) && s.context.reauthError !== null,
      );
    }
    expect(selectPasswordDialog(actor.getSnapshot()).codeError).toBe(
      'För många felaktiga försök. Begär en ny kod.',
    );
    // The right code no longer works either.
    actor.send({ type: 'profile.codeChanged', value: code });
    actor.send({ type: 'profile.submitPassword' });
    await waitFor(
      actor,
      (s) =>
        s.matches({ password: { open: { code: 'entering' } } }) && s.context.reauthError !== null,
    );
    expect(actor.getSnapshot().context.reauthError).toBe(
      'För många felaktiga försök. Begär en ny kod.',
    );
    // A new code (after the minute) does.
    advanceClock(61_000);
    actor.send({ type: 'profile.resendCode' });
    await waitFor(
      actor,
      (s) => s.matches({ password: { open: { code: 'entering' } } }) && s.context.reauthCode === '',
    );
    actor.send({ type: 'profile.codeChanged', value: getDemoInboxFor(row.email)[0]?.code ?? '' });
    actor.send({ type: 'profile.submitPassword' });
    await waitFor(actor, (s) => s.matches({ password: 'closed' }));
  });
});
