/**
 * /login and the demo Google chooser. Model-based: paths generated from the real machines
 * (tests/support/machineCoverage.ts), replayed on real actors whose Supabase actors never settle
 * (the paths carry their `xstate.done.actor.*` / `xstate.error.actor.*` events and the cooldown's
 * `xstate.after.*` ticks), checking the state, the toasts and the navigation after every step.
 * Then behaviour with fake timers, and the default actors against the MSW demo backend.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import {
  LOGIN_TOASTS,
  PASSWORD_MESSAGES,
  PASSWORD_TOASTS,
  loginMachine,
  selectLoginView,
  type LoginEvent,
} from '../../src/machines/login';
import {
  COOLDOWN_TICK_MS,
  selectCodeRequest,
  type CodeRequest,
  type CodeRequestSnapshot,
} from '../../src/machines/codeRequest';
import {
  DEMO_GOOGLE_ACCOUNTS,
  demoGoogleMachine,
  type DemoGoogleEvent,
} from '../../src/machines/demoGoogle';
import {
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  emailError,
} from '../../src/machines/shared/email';
import {
  cooldownLabel,
  cooldownMessage,
  failureMessage,
  retryAfterSeconds,
} from '../../src/machines/shared/messages';
import { SIGNED_OUT } from '../../src/machines/shared/authSync';
import { isValidCode } from '../../src/machines/verify';
import { failNext, getDemoInboxFor } from '../../src/mocks/node';
import { ServiceError } from '../../src/services/result';
import { setupDemoBackend } from '../services/helpers';
import { codeRequestWith, recordingCodeRequest } from '../support/codeRequest';
import {
  coveringPaths,
  hasJourney,
  expectFullCoverage,
  replayPaths,
  type Coverage,
} from '../support/machineCoverage';

type Snapshot = SnapshotFrom<typeof loginMachine>;

const ANNA = 'anna.andersson@example.se';
const never = <T>() => new Promise<T>(() => {});

const done = (id: string, output?: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as LoginEvent;
const failed = (id: string, error: ServiceError) =>
  ({ type: `xstate.error.actor.${id}`, error }) as unknown as LoginEvent;

const RATE_LIMITED = new ServiceError({ kind: 'rate_limited', status: 429, retryAfterSeconds: 2 });
const SERVER = new ServiceError({ kind: 'server', status: 500 });
const NETWORK = new ServiceError({ kind: 'network' });

const EVENTS: LoginEvent[] = [
  { type: 'login.fieldChanged', field: 'email', value: '' },
  { type: 'login.fieldChanged', field: 'email', value: 'anna' },
  { type: 'login.fieldChanged', field: 'email', value: ` ${ANNA} ` },
  { type: 'login.submit' },
  { type: 'login.googleSignIn' },
  // The code-request child's replies.
  { type: 'codeRequest.sent', email: ANNA },
  { type: 'codeRequest.failed', error: SERVER },
  { type: 'codeRequest.failed', error: NETWORK },
  { type: 'codeRequest.failed', error: RATE_LIMITED },
  done('googleSignIn'),
  failed('googleSignIn', NETWORK),
  // The auth watcher: the session has been read, nobody or somebody is signed in.
  { type: 'auth.updated', auth: { ...SIGNED_OUT, initialised: true } },
  { type: 'auth.updated', auth: { ...SIGNED_OUT, initialised: true, email: ANNA } },
];

/** Only the events some active state node handles (an unhandled actor error stops the machine). */
function handledBy<E extends { type: string }>(events: readonly E[]) {
  return (snapshot: unknown): E[] => {
    const handled = new Set(
      (snapshot as { _nodes: { ownEvents: string[] }[] })._nodes.flatMap((node) => node.ownEvents),
    );
    return events.filter((event) => handled.has(event.type));
  };
}

const emailKind = (email: string) =>
  email === '' ? 'empty' : emailError(email) === null ? 'valid' : 'invalid';

/** What the visitor can observe; the refused-submit counter only moves focus. */
const serializeState = (snapshot: Snapshot) =>
  JSON.stringify([snapshot.value, emailKind(snapshot.context.email), snapshot.context.emailError]);

const signedIn = (event: { type: string }) =>
  (event as { auth?: { email: string | null } }).auth?.email != null;

/** An independent model of the /login page, driven by the path's events alone. */
interface LoginModel {
  page: 'form' | 'sending' | 'google' | 'leaving';
  email: string;
  error: string | null;
}
const START: LoginModel = { page: 'form', email: '', error: null };

function reduce(model: LoginModel, event: { type: string }): LoginModel {
  switch (event.type) {
    case 'login.fieldChanged':
      // The field is read-only while a code is on its way.
      return model.page === 'sending'
        ? model
        : { ...model, email: (event as unknown as { value: string }).value, error: null };
    case 'login.submit':
      if (model.page !== 'form') return model;
      if (emailError(model.email) !== null) return { ...model, error: emailError(model.email) };
      return { ...model, page: 'sending', error: null };
    case 'login.googleSignIn':
      return model.page === 'form' ? { ...model, page: 'google' } : model;
    case 'codeRequest.sent':
    case 'codeRequest.failed':
      return model.page === 'sending' ? { ...model, page: 'form' } : model;
    case 'xstate.done.actor.googleSignIn':
      return model.page === 'google' ? { ...model, page: 'leaving' } : model;
    case 'xstate.error.actor.googleSignIn':
      return model.page === 'google' ? { ...model, page: 'form' } : model;
    default:
      return model;
  }
}

function testLoginMachine() {
  const spies = {
    showToast: vi.fn(),
    navigate: vi.fn(),
    storeReturnUrl: vi.fn(),
    requestCode: vi.fn<(request: CodeRequest) => void>(),
  };
  const machine = loginMachine.provide({
    actors: {
      codeRequest: recordingCodeRequest((request) => spies.requestCode(request)),
      googleSignIn: fromPromise<void>(() => never()),
    },
    actions: {
      showToast: (_, params) => spies.showToast(params),
      navigate: (_, params) => spies.navigate(params),
      storeReturnUrl: (_, params) => spies.storeReturnUrl(params),
    },
  });
  return { machine, spies };
}

describe('login machine (model-based)', () => {
  const coverage: Coverage = { states: new Set(), transitions: new Set() };

  it('the code and Google forms: every path checked against a model of the page', () => {
    for (const returnUrl of ['/faq', '//evil.example']) {
      const { machine, spies } = testLoginMachine();
      const input = { returnUrl };
      const paths = coveringPaths(machine, { events: handledBy(EVENTS), input, serializeState });
      expect(paths.length).toBeGreaterThan(10);
      let model = START;
      const run = replayPaths(machine, paths, {
        input,
        spies,
        check: (actor, _expected, event) => {
          const snapshot = actor.getSnapshot() as Snapshot;
          const type = event.type as string;
          const before = model;
          model = type === 'xstate.init' ? START : reduce(model, event);
          const view = selectLoginView(snapshot);
          // What the page shows is what the model predicts.
          expect(view.email).toBe(model.email);
          expect(view.emailError).toBe(model.error);
          expect(view.isIdle).toBe(model.page === 'form');
          expect(view.isGoogleLoading).toBe(model.page === 'google' || model.page === 'leaving');
          if (type === 'xstate.init') {
            // Only a safe return URL is ever stored.
            expect(spies.storeReturnUrl.mock.calls).toEqual([
              [{ returnUrl: returnUrl === '/faq' ? '/faq' : null }],
            ]);
          } else {
            expect(spies.storeReturnUrl).not.toHaveBeenCalled();
          }
          // A code is asked for exactly when a valid address is sent, trimmed.
          if (before.page === 'form' && model.page === 'sending')
            expect(spies.requestCode.mock.calls).toEqual([[{ email: model.email.trim() }]]);
          else expect(spies.requestCode).not.toHaveBeenCalled();
          const reply = before.page === 'sending' && model.page === 'form';
          if (reply && type === 'codeRequest.sent') {
            expect(spies.showToast.mock.calls).toEqual([[LOGIN_TOASTS.codeSent]]);
            expect(spies.navigate.mock.calls).toEqual([
              [{ to: '/verify', search: { email: ANNA } }],
            ]);
          } else if (reply && type === 'codeRequest.failed') {
            const { error } = event as { error: ServiceError };
            expect(spies.showToast.mock.calls).toEqual([
              [
                error === RATE_LIMITED
                  ? { ...LOGIN_TOASTS.codeFailed, description: cooldownMessage(2) }
                  : LOGIN_TOASTS.codeFailed,
              ],
            ]);
            expect(spies.navigate).not.toHaveBeenCalled();
          } else if (before.page === 'google' && type === 'xstate.error.actor.googleSignIn') {
            expect(spies.showToast.mock.calls).toEqual([[LOGIN_TOASTS.googleFailed]]);
          } else if (type === 'auth.updated' && signedIn(event)) {
            // A signed-in visitor goes on to /account, whatever the form was doing.
            expect(spies.navigate.mock.calls).toEqual([[{ to: '/account', replace: true }]]);
            expect(spies.showToast).not.toHaveBeenCalled();
          } else {
            expect(spies.showToast).not.toHaveBeenCalled();
            expect(spies.navigate).not.toHaveBeenCalled();
          }
        },
      });
      run.states.forEach((id) => coverage.states.add(id));
      run.transitions.forEach((id) => coverage.transitions.add(id));
      // The journeys a visitor takes are among the generated paths.
      for (const journey of [
        ['login.fieldChanged', 'login.submit', 'codeRequest.sent'],
        ['login.fieldChanged', 'login.submit', 'codeRequest.failed'],
        ['login.googleSignIn', 'xstate.error.actor.googleSignIn'],
        ['login.googleSignIn', 'xstate.done.actor.googleSignIn'],
        ['auth.updated'],
      ])
        expect(hasJourney(paths, journey), journey.join(' → ')).toBe(true);
    }
  });

  it('password sign-in and recovery: every path checked step by step', () => {
    const { machine, spies } = testPasswordMachine();
    const paths = coveringPaths(machine, {
      events: handledBy(PASSWORD_EVENTS),
      input: { returnUrl: '/faq' },
      serializeState: serializePassword,
    });
    console.log(`[model paths] login/password+recovery: ${paths.length} paths replayed`);
    const run = replayPaths(machine, paths, {
      input: { returnUrl: '/faq' },
      spies,
      check: (actor, _expected, event) =>
        checkPasswordStep(actor.getSnapshot() as Snapshot, event, spies),
    });
    run.states.forEach((id) => coverage.states.add(id));
    run.transitions.forEach((id) => coverage.transitions.add(id));
    for (const journey of [
      [
        'login.usePassword',
        'login.submitPassword',
        'xstate.done.actor.passwordSignIn',
        'xstate.done.actor.readContinuation',
      ],
      [
        'login.submitPassword',
        'xstate.error.actor.passwordSignIn',
        'xstate.after.cooldownTick.login.password.coolingDown',
      ],
      [
        'login.forgotPassword',
        'login.submitRecoveryEmail',
        'codeRequest.sent',
        'login.submitRecoveryCode',
        'auth.updated',
        'login.submitNewPassword',
        'xstate.done.actor.saveNewPassword',
      ],
    ])
      expect(hasJourney(paths, journey), journey.join(' → ')).toBe(true);
  });

  it('covers every state and transition of the machine', () => {
    expectFullCoverage(loginMachine, coverage);
  });
});

// ------------------------------------------------------------------ password and recovery

const SECRET = 'hemligt1';
const INVALID_CREDENTIALS = new ServiceError({
  kind: 'invalid',
  status: 400,
  code: 'invalid_credentials',
});
const NOT_CONFIRMED = new ServiceError({
  kind: 'invalid',
  status: 400,
  code: 'email_not_confirmed',
});
const OTP_EXPIRED = new ServiceError({ kind: 'forbidden', status: 403, code: 'otp_expired' });
const CODE_VOID = new ServiceError({
  kind: 'rate_limited',
  status: 429,
  code: 'over_request_rate_limit',
});
const WEAK = new ServiceError({ kind: 'invalid', status: 422, code: 'weak_password' });
const RECOVERING = { ...SIGNED_OUT, initialised: true, email: ANNA, passwordRecovery: true };

const PASSWORD_EVENTS: LoginEvent[] = [
  { type: 'login.usePassword' },
  { type: 'login.useCode' },
  { type: 'login.fieldChanged', field: 'email', value: 'anna' },
  { type: 'login.fieldChanged', field: 'email', value: ANNA },
  { type: 'login.passwordChanged', value: '' },
  { type: 'login.passwordChanged', value: SECRET },
  { type: 'login.submitPassword' },
  done('passwordSignIn'),
  failed('passwordSignIn', INVALID_CREDENTIALS),
  failed('passwordSignIn', NOT_CONFIRMED),
  failed('passwordSignIn', RATE_LIMITED),
  failed('passwordSignIn', SERVER),
  { type: 'login.forgotPassword' },
  { type: 'login.cancelRecovery' },
  { type: 'login.submitRecoveryEmail' },
  // The recovery-code child's replies.
  { type: 'codeRequest.sent', email: ANNA },
  { type: 'codeRequest.failed', error: RATE_LIMITED },
  { type: 'codeRequest.failed', error: SERVER },
  { type: 'login.recoveryCodeChanged', value: '12' },
  { type: 'login.recoveryCodeChanged', value: '123 456' },
  { type: 'login.submitRecoveryCode' },
  { type: 'login.resendRecoveryCode' },
  done('verifyRecovery'),
  failed('verifyRecovery', OTP_EXPIRED),
  failed('verifyRecovery', CODE_VOID),
  failed('verifyRecovery', NETWORK),
  // PASSWORD_RECOVERY, as the auth watcher reports it; an ordinary sign-in; nobody.
  { type: 'auth.updated', auth: RECOVERING },
  { type: 'auth.updated', auth: { ...SIGNED_OUT, initialised: true, email: ANNA } },
  { type: 'login.newPasswordChanged', field: 'newPassword', value: SECRET },
  { type: 'login.newPasswordChanged', field: 'newPassword', value: 'kort' },
  { type: 'login.newPasswordChanged', field: 'confirmPassword', value: SECRET },
  { type: 'login.submitNewPassword' },
  done('saveNewPassword'),
  failed('saveNewPassword', WEAK),
  failed('saveNewPassword', SERVER),
  done('readContinuation', { pendingQuiz: true, returnUrl: null }),
  done('readContinuation', { pendingQuiz: false, returnUrl: '/faq' }),
  failed('readContinuation', SERVER),
];

/** What the visitor can observe of the password and recovery forms. */
const serializePassword = (snapshot: Snapshot) => {
  const c = snapshot.context;
  if (snapshot.matches('password'))
    return JSON.stringify([
      snapshot.value,
      emailKind(c.email),
      c.password === '',
      c.passwordError,
      c.signInCooldown,
    ]);
  if (snapshot.matches('recovery'))
    return JSON.stringify([
      snapshot.value,
      emailKind(c.email),
      isValidCode(c.recoveryCode),
      c.recoveryCodeError,
      c.newPassword === c.confirmPassword,
      c.newPassword.length >= 6,
      c.newPasswordErrors,
    ]);
  return JSON.stringify([snapshot.value, emailKind(c.email)]);
};

function testPasswordMachine() {
  const spies = {
    showToast: vi.fn(),
    navigate: vi.fn(),
    storeReturnUrl: vi.fn(),
    requestCode: vi.fn<(request: CodeRequest) => void>(),
    requestRecovery: vi.fn<(request: CodeRequest) => void>(),
    finishRecovery: vi.fn(),
    forgetReturnUrl: vi.fn(),
    forgetQuizFlag: vi.fn(),
  };
  const machine = loginMachine.provide({
    actors: {
      codeRequest: recordingCodeRequest((request) => spies.requestCode(request)),
      recoveryCodeRequest: recordingCodeRequest((request) => spies.requestRecovery(request)),
      googleSignIn: fromPromise<void>(() => never()),
      passwordSignIn: fromPromise<void, { email: string; password: string }>(() => never()),
      verifyRecovery: fromPromise<void, { email: string; code: string }>(() => never()),
      saveNewPassword: fromPromise<void, { password: string }>(() => never()),
      readContinuation: fromPromise(() => never()) as never,
    },
    actions: {
      showToast: (_, params) => spies.showToast(params),
      navigate: (_, params) => spies.navigate(params),
      storeReturnUrl: (_, params) => spies.storeReturnUrl(params),
      finishRecovery: () => spies.finishRecovery(),
      forgetReturnUrl: () => spies.forgetReturnUrl(),
      forgetQuizFlag: () => spies.forgetQuizFlag(),
    },
  });
  return { machine, spies };
}

function checkPasswordStep(
  snapshot: Snapshot,
  event: { type: string },
  spies: ReturnType<typeof testPasswordMachine>['spies'],
): void {
  const view = selectLoginView(snapshot);
  const c = snapshot.context;
  // Nothing goes to the server that the form refuses.
  if (snapshot.matches({ password: 'signingIn' })) {
    expect(emailError(c.email)).toBeNull();
    expect(c.password).not.toBe('');
  }
  if (snapshot.matches({ recovery: 'verifying' }))
    expect(c.recoveryCode.replace(/\s/g, '')).toMatch(/^\d{6}$/);
  if (snapshot.matches({ recovery: 'saving' })) {
    expect(c.newPassword).toBe(c.confirmPassword);
    expect(c.newPassword.length).toBeGreaterThanOrEqual(6);
  }
  // A recovery code goes to the address typed, trimmed.
  for (const [request] of spies.requestRecovery.mock.calls)
    expect(request).toEqual({ email: ANNA });
  // This page signs the visitor in itself: no detour to /account while it does.
  if (
    event.type === 'auth.updated' &&
    (snapshot.matches({ password: 'signingIn' }) ||
      snapshot.matches({ recovery: 'verifying' }) ||
      snapshot.matches({ recovery: 'awaitingRecovery' }) ||
      snapshot.matches({ recovery: 'newPassword' }) ||
      snapshot.matches({ recovery: 'saving' }) ||
      snapshot.matches('continuing'))
  )
    expect(spies.navigate).not.toHaveBeenCalled();
  switch (event.type) {
    case 'xstate.error.actor.passwordSignIn': {
      const { error } = event as unknown as { error: ServiceError };
      if (error === INVALID_CREDENTIALS)
        expect(view.passwordError).toBe(PASSWORD_MESSAGES.wrongCredentials);
      else if (error === NOT_CONFIRMED)
        expect(view.passwordError).toBe(PASSWORD_MESSAGES.notConfirmed);
      else if (error === RATE_LIMITED) {
        expect(view.passwordError).toBe(PASSWORD_MESSAGES.tooManySignIns);
        expect(view.signInCooldown).toBe(2);
      } else
        expect(spies.showToast).toHaveBeenCalledWith(
          expect.objectContaining({ title: 'Ett fel uppstod', variant: 'destructive' }),
        );
      // What was typed stays.
      expect(view.password).toBe(SECRET);
      break;
    }
    case 'xstate.done.actor.passwordSignIn':
      expect(snapshot.value).toBe('continuing');
      expect(spies.showToast).toHaveBeenCalledWith(PASSWORD_TOASTS.signedIn);
      break;
    case 'xstate.error.actor.verifyRecovery': {
      const { error } = event as unknown as { error: ServiceError };
      expect(view.recoveryStep).toBe('code');
      if (error === CODE_VOID)
        expect(view.recoveryCodeError).toBe(PASSWORD_MESSAGES.tooManyAttempts);
      else if (error === OTP_EXPIRED)
        expect(view.recoveryCodeError).toBe(PASSWORD_MESSAGES.codeRefused);
      else expect(spies.showToast).toHaveBeenCalled();
      break;
    }
    case 'xstate.done.actor.saveNewPassword':
      expect(spies.finishRecovery).toHaveBeenCalledTimes(1);
      expect(spies.showToast).toHaveBeenCalledWith(PASSWORD_TOASTS.passwordSaved);
      break;
    case 'xstate.error.actor.saveNewPassword':
      expect(view.recoveryStep).toBe('newPassword');
      expect(view.newPassword).toBe(SECRET);
      break;
    case 'xstate.done.actor.readContinuation': {
      const { output } = event as unknown as { output: { pendingQuiz: boolean } };
      expect(spies.navigate).toHaveBeenCalledWith({ to: output.pendingQuiz ? '/' : '/faq' });
      expect(spies.forgetReturnUrl).toHaveBeenCalled();
      break;
    }
    default:
      break;
  }
  // The new password is asked for only once PASSWORD_RECOVERY has been heard.
  if (view.recoveryStep === 'newPassword' && view.mode === 'recovery')
    expect(
      event.type === 'auth.updated' ||
        snapshot.matches({ recovery: 'saving' }) ||
        snapshot.matches({ recovery: 'newPassword' }),
    ).toBe(true);
}

describe('login behaviour', () => {
  function liveLogin(
    sendCode: (request: CodeRequest) => Promise<void>,
    returnUrl?: string,
    googleSignIn: () => Promise<void> = () => never(),
  ) {
    const spies = { showToast: vi.fn(), navigate: vi.fn(), storeReturnUrl: vi.fn() };
    const machine = loginMachine.provide({
      actors: {
        codeRequest: codeRequestWith(sendCode),
        googleSignIn: fromPromise<void>(() => googleSignIn()),
      },
      actions: {
        showToast: (_, params) => spies.showToast(params),
        navigate: (_, params) => spies.navigate(params),
        storeReturnUrl: (_, params) => spies.storeReturnUrl(params),
      },
    });
    const actor = createActor(machine, { input: { returnUrl } }).start();
    const codeRequest = () =>
      selectCodeRequest(
        actor.getSnapshot().children.codeRequest?.getSnapshot() as CodeRequestSnapshot | undefined,
      );
    return { actor, spies, codeRequest };
  }

  it('validates the e-mail field in Swedish without sending anything', () => {
    const sendCode = vi.fn(() => Promise.resolve());
    const { actor } = liveLogin(sendCode);
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().context.emailError).toBe(EMAIL_REQUIRED_MESSAGE);
    actor.send({ type: 'login.fieldChanged', field: 'email', value: 'anna@' });
    expect(actor.getSnapshot().context.emailError).toBeNull();
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().context.emailError).toBe(EMAIL_INVALID_MESSAGE);
    expect(actor.getSnapshot().context.attempt).toBe(2);
    expect(sendCode).not.toHaveBeenCalled();
  });

  it('sends the trimmed address, toasts and goes to /verify?email=…', async () => {
    const sendCode = vi.fn(() => Promise.resolve());
    const { actor, spies, codeRequest } = liveLogin(sendCode);
    actor.send({ type: 'login.fieldChanged', field: 'email', value: `  ${ANNA} ` });
    actor.send({ type: 'login.submit' });
    expect(selectLoginView(actor.getSnapshot()).isIdle).toBe(false);
    expect(codeRequest().isSending).toBe(true);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(sendCode).toHaveBeenCalledWith({ email: ANNA });
    expect(spies.showToast).toHaveBeenCalledWith(LOGIN_TOASTS.codeSent);
    expect(spies.navigate).toHaveBeenCalledWith({ to: '/verify', search: { email: ANNA } });
  });

  it('keeps the address after a failure', async () => {
    const { actor, spies } = liveLogin(() => Promise.reject(SERVER));
    actor.send({ type: 'login.fieldChanged', field: 'email', value: ANNA });
    actor.send({ type: 'login.submit' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(spies.showToast).toHaveBeenCalledWith(LOGIN_TOASTS.codeFailed);
    expect(spies.navigate).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.email).toBe(ANNA);
  });

  it('counts a 429 cooldown down from the backend’s seconds and refuses new codes until then', async () => {
    vi.useFakeTimers();
    try {
      const sendCode = vi.fn(() =>
        Promise.reject(new ServiceError({ kind: 'rate_limited', retryAfterSeconds: 3 })),
      );
      const { actor, spies, codeRequest } = liveLogin(sendCode);
      actor.send({ type: 'login.fieldChanged', field: 'email', value: ANNA });
      actor.send({ type: 'login.submit' });
      await vi.advanceTimersByTimeAsync(0);
      expect(codeRequest().cooldownSeconds).toBe(3);
      expect(cooldownLabel(3)).toBe('Vänta 3s...');
      expect(spies.showToast).toHaveBeenLastCalledWith({
        ...LOGIN_TOASTS.codeFailed,
        description: cooldownMessage(3),
      });
      actor.send({ type: 'login.submit' });
      await vi.advanceTimersByTimeAsync(0);
      expect(sendCode).toHaveBeenCalledTimes(1);
      expect(actor.getSnapshot().matches('idle')).toBe(true);
      await vi.advanceTimersByTimeAsync(COOLDOWN_TICK_MS);
      expect(codeRequest().cooldownSeconds).toBe(2);
      await vi.advanceTimersByTimeAsync(COOLDOWN_TICK_MS);
      expect(codeRequest().cooldownSeconds).toBe(1);
      await vi.advanceTimersByTimeAsync(COOLDOWN_TICK_MS);
      expect(codeRequest().cooldownSeconds).toBe(0);
      expect(actor.getSnapshot().context.email).toBe(ANNA);
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps 'Laddar...' while the browser leaves for Google and clears it on failure", async () => {
    let reject: (error: unknown) => void = () => {};
    const { actor, spies } = liveLogin(
      () => Promise.resolve(),
      undefined,
      () =>
        new Promise<void>((_, r) => {
          reject = r;
        }),
    );
    actor.send({ type: 'login.googleSignIn' });
    expect(selectLoginView(actor.getSnapshot()).isGoogleLoading).toBe(true);
    reject(NETWORK);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(spies.showToast).toHaveBeenCalledWith(LOGIN_TOASTS.googleFailed);

    const ok = liveLogin(
      () => Promise.resolve(),
      undefined,
      () => Promise.resolve(),
    );
    ok.actor.send({ type: 'login.googleSignIn' });
    await waitFor(ok.actor, (s) => s.matches({ google: 'redirecting' }));
    expect(selectLoginView(ok.actor.getSnapshot()).isGoogleLoading).toBe(true);
  });

  it('stores only a safe return URL', () => {
    expect(liveLogin(() => Promise.resolve(), '/faq').spies.storeReturnUrl).toHaveBeenCalledWith({
      returnUrl: '/faq',
    });
    for (const unsafe of ['//evil.example', 'https://evil.example', '/login', undefined]) {
      expect(liveLogin(() => Promise.resolve(), unsafe).spies.storeReturnUrl).toHaveBeenCalledWith({
        returnUrl: null,
      });
    }
  });

  it('describes failures in Swedish, never with the server’s text', () => {
    expect(failureMessage(NETWORK, 'x')).toMatch(/internetanslutning/);
    expect(
      failureMessage(new ServiceError({ kind: 'rate_limited', retryAfterSeconds: 42 }), 'x'),
    ).toBe(cooldownMessage(42));
    expect(
      failureMessage(new ServiceError({ kind: 'server', message: 'anna@example.se' }), 'x'),
    ).toBe('x');
    expect(failureMessage(new Error('boom'), 'x')).toBe('x');
    expect(retryAfterSeconds(new ServiceError({ kind: 'rate_limited' }))).toBe(60);
    expect(
      retryAfterSeconds(new ServiceError({ kind: 'rate_limited', retryAfterSeconds: 0 })),
    ).toBe(1);
    expect(retryAfterSeconds(null)).toBe(60);
  });
});

describe('login with the real services (MSW demo backend)', () => {
  setupDemoBackend();

  const codeRequestOf = (actor: { getSnapshot: () => Snapshot }) =>
    selectCodeRequest(
      actor.getSnapshot().children.codeRequest?.getSnapshot() as CodeRequestSnapshot | undefined,
    );

  it('sends a code; a second one within 60 s starts the cooldown with the server’s seconds', async () => {
    const machine = loginMachine.provide({ actions: { storeReturnUrl: () => {} } });
    const first = createActor(machine, { input: {} }).start();
    first.send({ type: 'login.fieldChanged', field: 'email', value: ANNA });
    first.send({ type: 'login.submit' });
    await waitFor(first, (s) => s.matches('idle'), { timeout: 10_000 });
    expect(getDemoInboxFor(ANNA)).toHaveLength(1);

    const second = createActor(machine, { input: {} }).start();
    second.send({ type: 'login.fieldChanged', field: 'email', value: ANNA });
    second.send({ type: 'login.submit' });
    await waitFor(second, (s) => s.matches('idle'), { timeout: 10_000 });
    const seconds = codeRequestOf(second).cooldownSeconds;
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(60);
    second.stop();
    first.stop();
  });

  it('a 500 from /auth/v1/otp is a failure toast with the address kept', async () => {
    const showToast = vi.fn();
    const machine = loginMachine.provide({
      actions: { storeReturnUrl: () => {}, showToast: (_, params) => showToast(params) },
    });
    failNext({ method: 'POST', path: '/auth/v1/otp' }, { status: 500 });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'login.fieldChanged', field: 'email', value: ANNA });
    actor.send({ type: 'login.submit' });
    await waitFor(actor, (s) => s.matches('idle'), { timeout: 10_000 });
    expect(showToast).toHaveBeenCalledWith(LOGIN_TOASTS.codeFailed);
    expect(actor.getSnapshot().context.email).toBe(ANNA);
  });
});

// ---------------------------------------------------------------------------------------------
// The demo Google chooser (/demo/google), the last step of "Logga in med Google" in the demo.
// ---------------------------------------------------------------------------------------------

describe('demo Google chooser machine (model-based)', () => {
  const [anna, omar] = DEMO_GOOGLE_ACCOUNTS;
  const stranger = { email: 'mallory@example.net', fullName: 'Mallory' };
  const events = [
    { type: 'demoGoogle.choose', account: anna },
    { type: 'demoGoogle.choose', account: omar },
    { type: 'demoGoogle.choose', account: stranger },
    { type: 'xstate.done.actor.completeSignIn', output: { redirectUrl: '/account?code=abc' } },
    { type: 'xstate.error.actor.completeSignIn', error: NETWORK },
  ] as unknown as DemoGoogleEvent[];

  it('reaches every state and transition', () => {
    const spies = { redirect: vi.fn(), showToast: vi.fn() };
    const machine = demoGoogleMachine.provide({
      actors: {
        completeSignIn: fromPromise<
          { redirectUrl: string },
          { account: { email: string; fullName: string }; search: string }
        >(() => never()),
      },
      actions: {
        redirect: (_, params) => spies.redirect(params),
        showToast: (_, params) => spies.showToast(params),
      },
    });
    const input = { search: '?state=s1&redirect_to=%2Faccount' };
    const paths = coveringPaths(machine, { events: handledBy(events), input });
    const coverage = replayPaths(machine, paths, {
      input,
      check: (actor, _expected, event) => {
        const snapshot = actor.getSnapshot() as SnapshotFrom<typeof demoGoogleMachine>;
        if (snapshot.context.chosen) expect(snapshot.context.chosen.email).not.toBe(stranger.email);
        if ((event.type as string) === 'xstate.done.actor.completeSignIn')
          expect(spies.redirect).toHaveBeenLastCalledWith({ url: '/account?code=abc' });
        if ((event.type as string) === 'xstate.error.actor.completeSignIn') {
          expect(spies.showToast).toHaveBeenLastCalledWith(LOGIN_TOASTS.googleFailed);
          expect(snapshot.context.failed).toBe(true);
        }
      },
    });
    expectFullCoverage(demoGoogleMachine, coverage);
  });
});
