/**
 * The account flows through src/app's wiring, as the browser runs them: the root system (the real
 * auth actor, following supabase-js's auth events) and the page machines as src/app provides
 * them, with the storage adapter in memory, against the demo backend with /rest/v1 on PGlite and
 * the real migrations.
 * - Password recovery: the new password is asked for because the auth actor heard
 *   PASSWORD_RECOVERY, and saving it ends the recovery.
 * - Password sign-in continues to the stored return URL.
 * - Signing out removes every personal value the app keeps in the browser.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { createPageLogic } from '../../src/app/logic';
import { DRAFT_KEY_PREFIX, memoryStorage, STORAGE_KEYS } from '../../src/app/storage';
import { createRootSystem, type RootSystem } from '../../src/app/system';
import { CODE_ENTRY } from '../../src/machines/codeEntry';
import { loginMachine } from '../../src/machines/login';
import { ACCOUNT_DATA, EMAIL_CHANGE, profileMachine } from '../../src/machines/profile';
import * as auth from '../../src/services/auth';
import * as authFlows from '../../src/services/authFlows';
import { expectOk, latestCode, setupDemoBackend, signIn } from '../services/helpers';
import { advanceClock } from '../../src/mocks/node';

setupDemoBackend({ rest: 'pglite' });

let running: AnyActorRef[] = [];
afterEach(() => {
  for (const actor of running) actor.stop();
  running = [];
});

function app(storage = memoryStorage()) {
  const navigate = vi.fn();
  const system: RootSystem = createRootSystem({ navigate }, storage);
  system.start();
  running.push(system.root);
  const logic = createPageLogic({
    actors: system.actors,
    storage,
    navigate,
    replaceSearch: () => {},
    loadPage: () => {},
  });
  const login = (returnUrl?: string) => {
    const actor = createActor(logic.provide('login', loginMachine), { input: { returnUrl } });
    actor.start();
    running.push(actor);
    return actor;
  };
  return { system, storage, navigate, login, logic };
}

/** An account with a password, signed out again. */
async function accountWithPassword(email: string, password: string) {
  await signIn(email);
  expectOk(await authFlows.updatePassword(password));
  expectOk(await auth.signOut('global'));
  advanceClock(61_000);
}

describe('password recovery through the app', () => {
  it('asks for a new password on PASSWORD_RECOVERY, saves it and signs in with it', async () => {
    const email = 'glomsk@example.se';
    await accountWithPassword(email, 'gammalt1');
    const { system, navigate, login } = app();
    await waitFor(system.actors.auth, (s) => s.matches('signedOut'));
    const page = login('/faq');

    page.send({ type: 'login.usePassword' });
    page.send({ type: 'login.fieldChanged', field: 'email', value: email });
    page.send({ type: 'login.forgotPassword' });
    page.send({ type: 'login.submitRecoveryEmail' });
    // The recovery form is the login machine's `recovery` child.
    const recovery = page.getSnapshot().children.recovery;
    if (!recovery) throw new Error('no recovery child');
    await waitFor(recovery, (s) => s.matches({ code: 'entering' }));

    // The code step is the recovery's `CODE_ENTRY` child.
    const codeStep = recovery.getSnapshot().children[CODE_ENTRY];
    if (!codeStep) throw new Error('no code step');
    codeStep.send({ type: 'code.type', value: latestCode(email) });
    codeStep.send({ type: 'code.submit' });
    // The root auth actor heard PASSWORD_RECOVERY; only then is the new password asked for.
    await waitFor(recovery, (s) => s.matches('newPassword'));
    expect(system.actors.auth.getSnapshot().context.passwordRecovery).toBe(true);
    // A signed-in visitor on /login would go on to /account; this one is being asked instead.
    expect(navigate).not.toHaveBeenCalledWith({ to: '/account', replace: true });

    page.send({ type: 'login.newPasswordChanged', field: 'newPassword', value: 'nyttlosen1' });
    page.send({ type: 'login.newPasswordChanged', field: 'confirmPassword', value: 'nyttlosen1' });
    page.send({ type: 'login.submitNewPassword' });
    await waitFor(page, (s) => s.status === 'done');
    expect(navigate).toHaveBeenCalledWith({ to: '/faq' });
    expect(system.actors.auth.getSnapshot().context.passwordRecovery).toBe(false);

    // The new password works, the old one does not.
    expectOk(await auth.signOut('global'));
    expect((await authFlows.signInWithPassword(email, 'gammalt1')).ok).toBe(false);
    expectOk(await authFlows.signInWithPassword(email, 'nyttlosen1'));
  });
});

describe('password sign-in through the app', () => {
  it('signs in and continues to the stored return URL, which is then forgotten', async () => {
    const email = 'losenord@example.se';
    await accountWithPassword(email, 'hemligt12');
    const { system, storage, navigate, login } = app();
    await waitFor(system.actors.auth, (s) => s.matches('signedOut'));
    const page = login('/profile');
    expect(storage.read('local', STORAGE_KEYS.returnUrl)).toBe('/profile');

    page.send({ type: 'login.usePassword' });
    page.send({ type: 'login.fieldChanged', field: 'email', value: email });
    page.send({ type: 'login.passwordChanged', value: 'fel-losen' });
    page.send({ type: 'login.submitPassword' });
    // The password form is the login machine's `password` child.
    const form = page.getSnapshot().children.password;
    if (!form) throw new Error('no password child');
    await waitFor(form, (s) => s.context.passwordError !== null);
    expect(form.getSnapshot().context.password).toBe('fel-losen');

    page.send({ type: 'login.passwordChanged', value: 'hemligt12' });
    page.send({ type: 'login.submitPassword' });
    await waitFor(page, (s) => s.status === 'done');
    expect(navigate).toHaveBeenCalledWith({ to: '/profile' });
    expect(storage.read('local', STORAGE_KEYS.returnUrl)).toBeNull();
    const signedIn = await waitFor(system.actors.auth, (s) => s.matches('signedIn'));
    expect(signedIn.context.user?.email).toBe(email);
  });
});

describe('/profile through the app', () => {
  it('is one actor: the e-mail change and the account’s data are its children, wired with toasts', async () => {
    const { system, logic } = app();
    await waitFor(system.actors.auth, (s) => s.matches('signedOut'));
    await signIn('ett.trad@example.se');
    await waitFor(system.actors.auth, (s) => s.matches('signedIn'));
    const toasts = vi.spyOn(system.actors.toasts, 'send');
    const profile = createActor(logic.provide('profile', profileMachine));
    profile.start();
    running.push(profile);
    const { [EMAIL_CHANGE]: emailChange, [ACCOUNT_DATA]: accountData } =
      profile.getSnapshot().children;
    if (!emailChange || !accountData) throw new Error('no e-mail change or account-data child');
    // The e-mail change follows the signed-in account through src/app's auth watcher.
    await waitFor(emailChange, (s) => s.context.currentEmail === 'ett.trad@example.se');
    emailChange.send({ type: 'emailChange.open' });
    expect(emailChange.getSnapshot().matches('closed')).toBe(false);
    // The export's toast reaches the root toasts actor, and its file the download.
    accountData.send({ type: 'accountData.export' });
    await waitFor(
      accountData,
      (s) => s.matches({ export: 'idle' }) && toasts.mock.calls.length > 0,
    );
    expect(toasts).toHaveBeenCalledWith({
      type: 'toasts.show',
      toast: expect.objectContaining({ title: 'Dina uppgifter är nedladdade' }),
    });
    // Stopping the page stops its whole tree.
    profile.stop();
    expect(emailChange.getSnapshot().status).toBe('stopped');
    expect(accountData.getSnapshot().status).toBe('stopped');
  });
});

describe('signing out', () => {
  it('removes every personal value the app keeps in the browser, and nothing else', async () => {
    const storage = memoryStorage();
    const { system } = app(storage);
    await waitFor(system.actors.auth, (s) => s.matches('signedOut'));
    await signIn('utloggad@example.se');
    await waitFor(system.actors.auth, (s) => s.matches('signedIn'));

    const personal: ['local' | 'session', string][] = [
      ['local', STORAGE_KEYS.pendingRegistration],
      ['local', STORAGE_KEYS.quizCompleted],
      ['local', STORAGE_KEYS.returnUrl],
      ['session', STORAGE_KEYS.pendingQuiz],
      ['local', `${DRAFT_KEY_PREFIX}article:enskild-firma`],
      ['session', `${DRAFT_KEY_PREFIX}blog-meta:3-title`],
    ];
    for (const [area, key] of personal) storage.write(area, key, 'x');
    storage.write('local', STORAGE_KEYS.cookiePreferences, '{"necessary":true}');
    storage.write('local', STORAGE_KEYS.checklist, '[1,2]');

    system.actors.auth.send({ type: 'auth.signOut' });
    await waitFor(system.actors.auth, (s) => s.matches('signedOut'));
    expect(storage.dump()).toEqual({
      [`local:${STORAGE_KEYS.cookiePreferences}`]: '{"necessary":true}',
      [`local:${STORAGE_KEYS.checklist}`]: '[1,2]',
    });
  });
});
