/**
 * The /profile machine: the account, the saved quiz results, and the three children it runs for
 * the page's parts (each modelled on its own in profileParts.machine.test.ts). Model-based: every
 * state and transition, checked after every step against an independent model of what the page
 * shows, which child hears which event, and which effects follow. Then the whole page machine,
 * children included, with the real service actors against the MSW demo backend.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import {
  profileMachine,
  profileParts,
  quizIdeas,
  selectResults,
  type ProfileEvent,
} from '../../src/machines/profile';
import { selectDetails } from '../../src/machines/profileDetails';
import { passwordChangeMachine, selectPasswordDialog } from '../../src/machines/passwordChange';
import { selectCodeRequest } from '../../src/machines/codeRequest';
import { CODE_ENTRY } from '../../src/machines/codeEntry';
import type { AuthSummary } from '../../src/machines/shared/authSync';
import type { KontoRow } from '../../src/machines/account';
import type { QuizResultRow } from '../../src/services/database.types';
import { advanceClock, failNext, getDemoInboxFor } from '../../src/mocks/node';
import { getDb } from '../../src/mocks/db';
import { getSupabase } from '../../src/services/client';
import * as accounts from '../../src/services/accounts';
import * as quizResults from '../../src/services/quizResults';
import * as authService from '../../src/services/auth';
import * as authServiceFlows from '../../src/services/authFlows';
import { expectOk, setupDemoBackend, signInWithAccount } from '../services/helpers';
import {
  Calls,
  answerCall,
  clearDoubles,
  expectEffect,
  expectEffects,
  replayModel,
  walksJourney,
  withEffects,
  type Effects,
} from '../support/modelReplay';
import { done, failed, file, PNG, ROW, SAVED, TEXTS } from '../support/profileFixtures';

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
const RESULT = { id: 1, user_email: ROW.email } as unknown as QuizResultRow;
const TOAST = { title: 'Hej', description: 'Från ett barn.' };

describe('profile machine (model-based)', () => {
  type Page = {
    phase: 'waiting' | 'loading' | 'loaded' | 'failed';
    profile: KontoRow | null;
    email: string | null;
    results: number;
  };
  /** Which child each page event is for, by the spec's parts of the page. */
  const PART: Record<string, 'details' | 'password' | 'avatar'> = {
    'profile.edit': 'details',
    'profile.cancel': 'details',
    'profile.save': 'details',
    'profile.openPassword': 'password',
    'profile.closePassword': 'password',
    'profile.submitPassword': 'password',
    'profile.avatarSelected': 'avatar',
    'profile.uploadAvatar': 'avatar',
  };
  const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'];

  /**
   * What can happen on /profile: the auth watcher reports the user (or nobody); the page's
   * parts report a changed row or a toast; the user uses any part of the page (edits, the
   * password dialog, the picture) or retries the failed list; the server answers the list.
   */
  const USER: ProfileEvent[] = [
    { type: 'profile.fieldChanged', field: 'username', value: 'Greta G' },
    { type: 'profile.fieldChanged', field: 'newPassword', value: 'hemligt1' },
    ...Object.keys(PART).map(
      (type) =>
        (type === 'profile.avatarSelected' ? { type, file: PNG } : { type }) as ProfileEvent,
    ),
  ];
  const ALWAYS: ProfileEvent[] = [
    updated(ROW),
    updated(null, null),
    { type: 'profile.changed', profile: SAVED },
    { type: 'profile.toast', toast: TOAST },
    ...USER,
  ];

  function reduce(model: Page, event: ProfileEvent, fx: Effects): Page {
    const sync = (profile: KontoRow | null) => {
      for (const child of ['details', 'avatar'])
        expectEffect(fx, child, { type: 'profile.synced', profile });
    };
    const e = event as { type: string; output?: QuizResultRow[] };
    switch (e.type) {
      case 'auth.updated': {
        const { profile, email } = (event as { auth: AuthSummary }).auth;
        sync(profile);
        if (model.phase === 'waiting' && email !== null) {
          expectEffect(fx, 'loadResults', { email });
          return { ...model, profile, email, phase: 'loading' };
        }
        return { ...model, profile, email };
      }
      case 'profile.changed': {
        const { profile } = event as { profile: KontoRow };
        expectEffect(fx, 'notifyProfileChanged', { profile });
        sync(profile);
        return { ...model, profile };
      }
      case 'profile.toast':
        expectEffect(fx, 'showToast', (event as { toast: unknown }).toast);
        return model;
      case 'profile.fieldChanged': {
        const { field } = event as { field: string };
        expectEffect(fx, PASSWORD_FIELDS.includes(field) ? 'password' : 'details', event);
        return model;
      }
      case 'profile.retryResults':
        if (model.phase !== 'failed') return model;
        expectEffect(fx, 'loadResults', { email: model.email });
        return { ...model, phase: 'loading' };
      case 'xstate.done.actor.loadResults':
        return { ...model, phase: 'loaded', results: e.output?.length ?? 0 };
      case 'xstate.error.actor.loadResults':
        return { ...model, phase: 'failed' };
      default: {
        const part = PART[e.type];
        if (part) expectEffect(fx, part, event);
        return model;
      }
    }
  }

  const pageModel = withEffects<Page, ProfileEvent>({
    name: 'profile',
    initial: { phase: 'waiting', profile: null, email: null, results: 0 },
    events: (model) => [
      ...ALWAYS,
      ...(model.phase === 'failed' ? [{ type: 'profile.retryResults' } as ProfileEvent] : []),
      ...(model.phase === 'loading'
        ? [done<ProfileEvent>('loadResults', [RESULT]), failed<ProfileEvent>('loadResults')]
        : []),
    ],
    reduce,
    serialize: (m) =>
      JSON.stringify([m.phase, m.email, m.profile?.username ?? m.profile, m.results]),
  });

  it('agrees with the model of the page on every path: what it shows, which part hears what', async () => {
    const plan = await replayModel(pageModel, {
      machine: profileMachine,
      plan: { merge: { maxSteps: 60 } },
      start: (reach) => {
        const loadResults = new Calls<{ email: string | null }, QuizResultRow[]>('loadResults');
        const doubles = {
          showToast: vi.fn(),
          notifyProfileChanged: vi.fn(),
          loadResults,
          details: vi.fn(),
          password: vi.fn(),
          avatar: vi.fn(),
        };
        /** A child that records what it hears. */
        const listener = (spy: (event: unknown) => void) =>
          createMachine({ on: { '*': { actions: ({ event }) => spy(event) } } }) as never;
        const actor = createActor(
          profileMachine.provide({
            actors: {
              loadResults: fromPromise<QuizResultRow[], { email: string | null }>(
                ({ input, signal }) => loadResults.call(input, signal),
              ),
              profileDetails: listener(doubles.details),
              passwordChange: listener(doubles.password),
              avatarUpload: listener(doubles.avatar),
            },
            actions: {
              showToast: (_, params) => doubles.showToast(params),
              notifyProfileChanged: (_, params) => doubles.notifyProfileChanged(params),
            },
          }),
          { inspect: reach.inspect },
        ).start();
        return { actor, doubles };
      },
      beforeStep: ({ doubles }) => clearDoubles(doubles),
      act: ({ actor, doubles }, event) => {
        if (!answerCall({ loadResults: doubles.loadResults }, event)) actor.send(event);
      },
      check: ({ actor, doubles }, { state: model, fx }) => {
        const snapshot = actor.getSnapshot();
        expect(selectResults(snapshot).status).toBe(
          model.phase === 'waiting' ? 'loading' : model.phase,
        );
        expect(selectResults(snapshot).results).toHaveLength(model.results);
        expect(snapshot.context.profile).toEqual(model.profile);
        expectEffects(doubles, fx);
      },
      stop: ({ actor }) => actor.stop(),
    });
    for (const journey of [
      ['auth.updated', 'xstate.error.actor.loadResults', 'profile.retryResults'],
      ['auth.updated', 'xstate.done.actor.loadResults'],
    ])
      expect(walksJourney(plan, journey), journey.join(' → ')).toBe(true);
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
    return { actor, spies, ...profileParts(actor) };
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
    const { actor, spies, details } = live(row);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(selectResults(actor.getSnapshot()).results).toHaveLength(1);

    actor.send({ type: 'profile.edit' });
    actor.send({ type: 'profile.fieldChanged', field: 'username', value: 'Profilen' });
    actor.send({ type: 'profile.fieldChanged', field: 'telefon', value: '070-765 43 21' });
    actor.send({ type: 'profile.save' });
    await waitFor(details, (s) => s.matches('viewing'));
    expect(spies.showToast).toHaveBeenCalledWith(TEXTS.profileSaved);
    const stored = expectOk(await accounts.getByEmail(row.email));
    expect(stored).toMatchObject({ username: 'Profilen', telefon: '070-765 43 21' });
  });

  it("keeps the typed values and shows 'Ett fel uppstod' when the update fails", async () => {
    const { row } = await signInWithAccount('fel@example.se');
    const { actor, spies, details } = live(row);
    failNext({ method: 'PATCH', path: '/rest/v1/konton' }, { status: 500 });
    actor.send({ type: 'profile.edit' });
    actor.send({ type: 'profile.fieldChanged', field: 'username', value: 'Behåll mig' });
    actor.send({ type: 'profile.save' });
    await waitFor(details, (s) => s.matches('editing') && spies.showToast.mock.calls.length > 0);
    expect(selectDetails(details.getSnapshot()).draft.username).toBe('Behåll mig');
    expect(spies.showToast).toHaveBeenCalledWith({
      title: 'Ett fel uppstod',
      description: 'Tjänsten svarade inte som väntat. Försök igen om en stund.',
      variant: 'destructive',
    });
  });

  it('uploads a picture under the account id and stores its path', async () => {
    const { row } = await signInWithAccount('bild@example.se');
    const { actor, spies, avatar } = live(row);
    actor.send({ type: 'profile.avatarSelected', file: PNG });
    actor.send({ type: 'profile.uploadAvatar' });
    await waitFor(avatar, (s) => s.matches('idle') && spies.showToast.mock.calls.length > 0);
    expect(spies.showToast).toHaveBeenCalledWith(TEXTS.avatarSaved);
    const changed = spies.notifyProfileChanged.mock.calls[0]?.[0] as { profile: KontoRow };
    expect(changed.profile.avatar_url).toMatch(new RegExp(`^${row.id}-\\d+\\.png$`));
  });

  it('names the file after its type, not its name, and deletes the previous picture', async () => {
    const { row } = await signInWithAccount('byte@example.se');
    const { actor, spies, avatar } = live(row);
    const upload = async (picture: File) => {
      spies.showToast.mockClear();
      actor.send({ type: 'profile.avatarSelected', file: picture });
      actor.send({ type: 'profile.uploadAvatar' });
      await waitFor(avatar, (s) => s.matches('idle') && spies.showToast.mock.calls.length > 0);
      expect(spies.showToast).toHaveBeenCalledWith(TEXTS.avatarSaved);
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

  /** Opens the password dialog and waits until it knows what it asks for. */
  async function openPassword(
    actor: { send: (event: { type: 'profile.openPassword' }) => void },
    password: ActorRefFrom<typeof passwordChangeMachine>,
  ) {
    actor.send({ type: 'profile.openPassword' });
    await waitFor(password, (s) => s.context.proof !== null);
    return selectPasswordDialog(password.getSnapshot()).proof;
  }

  /** Waits for the dialog's code step (its `CODE_ENTRY` child) to ask for the code. */
  async function codeEntered(password: ActorRefFrom<typeof passwordChangeMachine>) {
    await waitFor(password, (s) => s.children[CODE_ENTRY] !== undefined);
    const entry = password.getSnapshot().children[CODE_ENTRY];
    if (!entry) throw new Error('no code step');
    await waitFor(entry, (s) => s.matches('entering'));
    return entry;
  }
  type CodeStep = Awaited<ReturnType<typeof codeEntered>>;
  /** Types a code and submits it; waits for the message beside the field. */
  async function refusedCode(entry: CodeStep, value: string) {
    entry.send({ type: 'code.type', value });
    entry.send({ type: 'code.submit' });
    await waitFor(entry, (s) => s.matches('entering') && s.context.codeError !== null);
    return entry.getSnapshot().context.codeError;
  }

  it('without a password: a mailed code, checked every time; the same password again is refused beside the field', async () => {
    const { row } = await signInWithAccount('losen@example.se');
    const { actor, spies, password } = live(row);
    // Signed in with a code, no password yet: a fresh code proves who asks.
    expect(await openPassword(actor, password)).toBe('code');
    actor.send({ type: 'profile.fieldChanged', field: 'newPassword', value: 'hemligt123' });
    actor.send({ type: 'profile.fieldChanged', field: 'confirmPassword', value: 'hemligt123' });
    actor.send({ type: 'profile.submitPassword' });
    const entry = await codeEntered(password);
    const code = getDemoInboxFor(row.email)[0]?.code ?? '';
    // A wrong code is refused although this session is young (GoTrue would not look at it).
    expect(await refusedCode(entry, code === '000000' ? '111111' : '000000')).toBe(
      TEXTS.codeRefused,
    );
    entry.send({ type: 'code.type', value: code });
    entry.send({ type: 'code.submit' });
    await waitFor(password, (s) => s.matches('closed'));
    expect(spies.showToast).toHaveBeenCalledWith(TEXTS.passwordSaved);
    expect(selectPasswordDialog(password.getSnapshot()).changed).toBe(true);

    // Setting the same password again is refused by the auth server, beside the field.
    await openPassword(actor, password);
    actor.send({ type: 'profile.fieldChanged', field: 'newPassword', value: 'hemligt123' });
    actor.send({ type: 'profile.fieldChanged', field: 'confirmPassword', value: 'hemligt123' });
    actor.send({ type: 'profile.submitPassword' });
    // A new code within the minute: 429, and the last code still works.
    const again = await codeEntered(password);
    again.send({ type: 'code.type', value: code });
    again.send({ type: 'code.submit' });
    await waitFor(password, (s) => s.matches({ open: 'editing' }));
    expect(selectPasswordDialog(password.getSnapshot())).toMatchObject({
      errors: { newPassword: 'Det nya lösenordet måste skilja sig från det nuvarande.' },
      form: { newPassword: 'hemligt123', confirmPassword: 'hemligt123' },
    });
  });

  it('signed in with a password: the current one is asked for and checked; a common new one is refused', async () => {
    const { row } = await signInWithAccount('nuvarande@example.se');
    const current = 'mitt-gamla-losen-1';
    expectOk(await authServiceFlows.updatePassword(current));
    expectOk(await authService.signOut('local'));
    expectOk(await authServiceFlows.signInWithPassword(row.email, current));
    const { actor, spies, password } = live(row);
    expect(await openPassword(actor, password)).toBe('currentPassword');
    actor.send({ type: 'profile.fieldChanged', field: 'newPassword', value: 'mitt-nya-losen-2' });
    actor.send({
      type: 'profile.fieldChanged',
      field: 'confirmPassword',
      value: 'mitt-nya-losen-2',
    });
    actor.send({ type: 'profile.submitPassword' });
    expect(selectPasswordDialog(password.getSnapshot()).errors).toEqual({
      currentPassword: 'Ange ditt nuvarande lösenord.',
    });
    actor.send({ type: 'profile.fieldChanged', field: 'currentPassword', value: 'fel-losenord-9' });
    actor.send({ type: 'profile.submitPassword' });
    await waitFor(
      password,
      (s) =>
        s.matches({ open: 'editing' }) && s.context.passwordErrors.currentPassword !== undefined,
    );
    expect(selectPasswordDialog(password.getSnapshot()).errors).toEqual({
      currentPassword: 'Det nuvarande lösenordet stämmer inte.',
    });
    // The list of common passwords, beside the field (in any letter case).
    actor.send({ type: 'profile.fieldChanged', field: 'currentPassword', value: current });
    actor.send({ type: 'profile.fieldChanged', field: 'newPassword', value: 'Password123' });
    actor.send({ type: 'profile.fieldChanged', field: 'confirmPassword', value: 'Password123' });
    actor.send({ type: 'profile.submitPassword' });
    await waitFor(password, (s) => s.context.passwordErrors.newPassword !== undefined);
    expect(selectPasswordDialog(password.getSnapshot()).errors.newPassword).toMatch(
      /^Det här är ett av de vanligaste lösenorden/,
    );
    actor.send({ type: 'profile.fieldChanged', field: 'newPassword', value: 'mitt-nya-losen-2' });
    actor.send({
      type: 'profile.fieldChanged',
      field: 'confirmPassword',
      value: 'mitt-nya-losen-2',
    });
    actor.send({ type: 'profile.submitPassword' });
    await waitFor(password, (s) => s.matches('closed'));
    expect(spies.showToast).toHaveBeenLastCalledWith(TEXTS.passwordSaved);
    // The owner is told by mail (the notification of config.toml; the demo inbox has it).
    expect(getDb().mail.filter((m) => m.notice === 'password_changed')).toHaveLength(2);
  });

  it('a session signed in over a day ago is asked for a mailed code; a wrong one is explained', async () => {
    const { row } = await signInWithAccount('aldre@example.se');
    advanceClock(25 * 3_600_000);
    expect((await (await getSupabase()).auth.refreshSession()).error).toBeNull();
    const { actor, spies, password } = live(row);
    await openPassword(actor, password);
    actor.send({ type: 'profile.fieldChanged', field: 'newPassword', value: 'hemligt123' });
    actor.send({ type: 'profile.fieldChanged', field: 'confirmPassword', value: 'hemligt123' });
    actor.send({ type: 'profile.submitPassword' });
    const entry = await codeEntered(password);
    await waitFor(password, () => spies.showToast.mock.calls.length > 0);
    expect(spies.showToast).toHaveBeenLastCalledWith(TEXTS.codeSent);
    const code = getDemoInboxFor(row.email)[0]?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);

    expect(await refusedCode(entry, code === '000000' ? '111111' : '000000')).toBe(
      TEXTS.codeRefused,
    );
    expect(selectPasswordDialog(password.getSnapshot())).toMatchObject({
      step: 'code',
      form: { newPassword: 'hemligt123', confirmPassword: 'hemligt123' },
    });

    // 'Skicka ny kod' within the minute: the server's 429 becomes a countdown, the code field stays.
    entry.send({ type: 'code.resend' });
    await waitFor(
      entry,
      (s) => selectCodeRequest(s.children.codeRequest?.getSnapshot()).cooldownSeconds > 0,
    );
    expect(spies.showToast).toHaveBeenLastCalledWith(
      expect.objectContaining({ description: expect.stringMatching(/^En kod skickades nyss/) }),
    );

    entry.send({ type: 'code.type', value: `${code.slice(0, 3)} ${code.slice(3)}` });
    entry.send({ type: 'code.submit' });
    await waitFor(password, (s) => s.matches('closed'));
    expect(spies.showToast).toHaveBeenLastCalledWith(TEXTS.passwordSaved);
  });

  it('a code that cannot be sent (offline) returns to the form with the passwords kept', async () => {
    const { row } = await signInWithAccount('offline@example.se');
    advanceClock(25 * 3_600_000);
    expect((await (await getSupabase()).auth.refreshSession()).error).toBeNull();
    const { actor, spies, password } = live(row);
    failNext({ method: 'GET', path: '/auth/v1/reauthenticate' }, { network: true });
    await openPassword(actor, password);
    actor.send({ type: 'profile.fieldChanged', field: 'newPassword', value: 'hemligt123' });
    actor.send({ type: 'profile.fieldChanged', field: 'confirmPassword', value: 'hemligt123' });
    actor.send({ type: 'profile.submitPassword' });
    await waitFor(
      password,
      (s) => s.matches({ open: 'editing' }) && spies.showToast.mock.calls.length > 0,
    );
    expect(spies.showToast).toHaveBeenLastCalledWith({
      title: 'Ett fel uppstod',
      description: 'Kunde inte nå servern. Kontrollera din internetanslutning och försök igen.',
      variant: 'destructive',
    });
    expect(selectPasswordDialog(password.getSnapshot()).form.newPassword).toBe('hemligt123');
  });
  it('five wrong codes make the code void: the dialog says so and a new code works', async () => {
    const { row } = await signInWithAccount('femfel@example.se');
    advanceClock(25 * 3_600_000);
    expect((await (await getSupabase()).auth.refreshSession()).error).toBeNull();
    const { actor, password } = live(row);
    await openPassword(actor, password);
    actor.send({ type: 'profile.fieldChanged', field: 'newPassword', value: 'hemligt123' });
    actor.send({ type: 'profile.fieldChanged', field: 'confirmPassword', value: 'hemligt123' });
    actor.send({ type: 'profile.submitPassword' });
    const entry = await codeEntered(password);
    const code = getDemoInboxFor(row.email)[0]?.code ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    let said: string | null = null;
    for (let attempt = 1; attempt <= 5; attempt += 1) said = await refusedCode(entry, wrong);
    expect(said).toBe('För många felaktiga försök. Begär en ny kod.');
    // The right code no longer works either.
    expect(await refusedCode(entry, code)).toBe('För många felaktiga försök. Begär en ny kod.');
    // A new code (after the minute) does.
    advanceClock(61_000);
    entry.send({ type: 'code.resend' });
    await waitFor(entry, (s) => s.matches('entering') && s.context.code === '');
    entry.send({ type: 'code.type', value: getDemoInboxFor(row.email)[0]?.code ?? '' });
    entry.send({ type: 'code.submit' });
    await waitFor(password, (s) => s.matches('closed'));
  });
});
