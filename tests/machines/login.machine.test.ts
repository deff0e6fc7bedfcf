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
  COOLDOWN_TICK_MS,
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  LOGIN_TOASTS,
  cooldownLabel,
  cooldownMessage,
  emailError,
  failureMessage,
  loginMachine,
  retryAfterSeconds,
  selectLoginView,
  type LoginEvent,
} from '../../src/machines/login';
import {
  DEMO_GOOGLE_ACCOUNTS,
  demoGoogleMachine,
  type DemoGoogleEvent,
} from '../../src/machines/demoGoogle';
import { failNext, getDemoInboxFor } from '../../src/mocks/node';
import { ServiceError } from '../../src/services/result';
import { setupDemoBackend } from '../services/helpers';
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
  { type: 'login.emailChanged', value: '' },
  { type: 'login.emailChanged', value: 'anna' },
  { type: 'login.emailChanged', value: ` ${ANNA} ` },
  { type: 'login.submit' },
  { type: 'login.google' },
  done('sendCode'),
  failed('sendCode', SERVER),
  failed('sendCode', NETWORK),
  failed('sendCode', RATE_LIMITED),
  done('googleSignIn'),
  failed('googleSignIn', NETWORK),
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
const cooldownKind = (seconds: number) => (seconds > 1 ? 'many' : seconds);

/** What the visitor can observe; the refused-submit counter only moves focus. */
const serializeState = (snapshot: Snapshot) =>
  JSON.stringify([
    snapshot.value,
    emailKind(snapshot.context.email),
    snapshot.context.emailError,
    cooldownKind(snapshot.context.cooldownSeconds),
  ]);

function testLoginMachine() {
  const spies = { showToast: vi.fn(), navigate: vi.fn(), storeReturnUrl: vi.fn() };
  const machine = loginMachine.provide({
    actors: {
      sendCode: fromPromise<void, { email: string }>(() => never()),
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
  it('reaches every state and transition', () => {
    const coverage: Coverage = { states: new Set(), transitions: new Set() };
    for (const returnUrl of ['/faq', '//evil.example']) {
      const { machine, spies } = testLoginMachine();
      const input = { returnUrl };
      const paths = coveringPaths(machine, { events: handledBy(EVENTS), input, serializeState });
      expect(paths.length).toBeGreaterThan(10);
      let previousEmail = '';
      const run = replayPaths(machine, paths, {
        input,
        spies,
        check: (actor, _expected, event) => {
          const snapshot = actor.getSnapshot() as Snapshot;
          const { context } = snapshot;
          const type = event.type as string;
          if (type === 'xstate.init') {
            previousEmail = '';
            // Only a safe return URL is ever stored.
            expect(spies.storeReturnUrl).toHaveBeenLastCalledWith({
              returnUrl: returnUrl === '/faq' ? '/faq' : null,
            });
          }
          // Nothing typed is lost on any failure.
          if (type.startsWith('xstate.error') || type.startsWith('xstate.after')) {
            expect(context.email).toBe(previousEmail);
          }
          previousEmail = context.email;
          const view = selectLoginView(snapshot);
          expect(view.canSubmit).toBe(snapshot.matches('idle'));
          expect(view.cooldownSeconds > 0).toBe(snapshot.matches('cooldown'));
          if (!snapshot.matches('cooldown') && !snapshot.matches('google'))
            expect(context.cooldownSeconds).toBe(0);
          switch (type) {
            case 'login.submit':
              if (snapshot.matches('idle'))
                expect(context.emailError).toBe(emailError(context.email));
              if (snapshot.matches('sending')) expect(context.emailError).toBeNull();
              break;
            case 'xstate.done.actor.sendCode':
              expect(spies.showToast).toHaveBeenLastCalledWith(LOGIN_TOASTS.codeSent);
              expect(spies.navigate).toHaveBeenLastCalledWith({
                to: '/verify',
                search: { email: ANNA },
              });
              break;
            case 'xstate.error.actor.sendCode':
              if (snapshot.matches('cooldown')) {
                expect(context.cooldownSeconds).toBe(2);
                expect(spies.showToast).toHaveBeenLastCalledWith({
                  ...LOGIN_TOASTS.codeFailed,
                  description: cooldownMessage(2),
                });
              } else {
                expect(spies.showToast).toHaveBeenLastCalledWith(LOGIN_TOASTS.codeFailed);
              }
              break;
            case 'xstate.error.actor.googleSignIn':
              expect(spies.showToast).toHaveBeenLastCalledWith(LOGIN_TOASTS.googleFailed);
              expect(snapshot.matches('google')).toBe(false);
              break;
            default:
              break;
          }
        },
      });
      run.states.forEach((id) => coverage.states.add(id));
      run.transitions.forEach((id) => coverage.transitions.add(id));
      // The journeys a visitor takes are among the generated paths.
      for (const journey of [
        ['login.emailChanged', 'login.submit', 'xstate.done.actor.sendCode'],
        ['login.emailChanged', 'login.submit', 'xstate.error.actor.sendCode'],
        ['login.submit', 'xstate.error.actor.sendCode', 'xstate.after.cooldownTick.login.cooldown'],
        ['login.google', 'xstate.error.actor.googleSignIn'],
        ['login.google', 'xstate.done.actor.googleSignIn'],
      ])
        expect(hasJourney(paths, journey), journey.join(' → ')).toBe(true);
    }
    expectFullCoverage(loginMachine, coverage);
  });
});

describe('login behaviour', () => {
  function liveLogin(
    sendCode: (email: string) => Promise<void>,
    returnUrl?: string,
    googleSignIn: () => Promise<void> = () => never(),
  ) {
    const spies = { showToast: vi.fn(), navigate: vi.fn(), storeReturnUrl: vi.fn() };
    const machine = loginMachine.provide({
      actors: {
        sendCode: fromPromise<void, { email: string }>(({ input }) => sendCode(input.email)),
        googleSignIn: fromPromise<void>(() => googleSignIn()),
      },
      actions: {
        showToast: (_, params) => spies.showToast(params),
        navigate: (_, params) => spies.navigate(params),
        storeReturnUrl: (_, params) => spies.storeReturnUrl(params),
      },
    });
    const actor = createActor(machine, { input: { returnUrl } }).start();
    return { actor, spies };
  }

  it('validates the e-mail field in Swedish without sending anything', () => {
    const sendCode = vi.fn(() => Promise.resolve());
    const { actor } = liveLogin(sendCode);
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().context.emailError).toBe(EMAIL_REQUIRED_MESSAGE);
    actor.send({ type: 'login.emailChanged', value: 'anna@' });
    expect(actor.getSnapshot().context.emailError).toBeNull();
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().context.emailError).toBe(EMAIL_INVALID_MESSAGE);
    expect(actor.getSnapshot().context.attempt).toBe(2);
    expect(sendCode).not.toHaveBeenCalled();
  });

  it('sends the trimmed address, toasts and goes to /verify?email=…', async () => {
    const sendCode = vi.fn(() => Promise.resolve());
    const { actor, spies } = liveLogin(sendCode);
    actor.send({ type: 'login.emailChanged', value: `  ${ANNA} ` });
    actor.send({ type: 'login.submit' });
    expect(selectLoginView(actor.getSnapshot()).isSending).toBe(true);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(sendCode).toHaveBeenCalledWith(ANNA);
    expect(spies.showToast).toHaveBeenCalledWith(LOGIN_TOASTS.codeSent);
    expect(spies.navigate).toHaveBeenCalledWith({ to: '/verify', search: { email: ANNA } });
  });

  it('keeps the address after a failure', async () => {
    const { actor, spies } = liveLogin(() => Promise.reject(SERVER));
    actor.send({ type: 'login.emailChanged', value: ANNA });
    actor.send({ type: 'login.submit' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(spies.showToast).toHaveBeenCalledWith(LOGIN_TOASTS.codeFailed);
    expect(spies.navigate).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.email).toBe(ANNA);
  });

  it('counts a 429 cooldown down from the backend’s seconds and blocks submitting', async () => {
    vi.useFakeTimers();
    try {
      const sendCode = vi.fn(() =>
        Promise.reject(new ServiceError({ kind: 'rate_limited', retryAfterSeconds: 3 })),
      );
      const { actor } = liveLogin(sendCode);
      actor.send({ type: 'login.emailChanged', value: ANNA });
      actor.send({ type: 'login.submit' });
      await vi.advanceTimersByTimeAsync(0);
      expect(selectLoginView(actor.getSnapshot()).cooldownSeconds).toBe(3);
      expect(cooldownLabel(3)).toBe('Vänta 3s...');
      actor.send({ type: 'login.submit' });
      expect(sendCode).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(COOLDOWN_TICK_MS);
      expect(selectLoginView(actor.getSnapshot()).cooldownSeconds).toBe(2);
      await vi.advanceTimersByTimeAsync(COOLDOWN_TICK_MS);
      expect(selectLoginView(actor.getSnapshot()).cooldownSeconds).toBe(1);
      await vi.advanceTimersByTimeAsync(COOLDOWN_TICK_MS);
      expect(actor.getSnapshot().matches('idle')).toBe(true);
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
    actor.send({ type: 'login.google' });
    expect(selectLoginView(actor.getSnapshot()).isGoogleLoading).toBe(true);
    reject(NETWORK);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(spies.showToast).toHaveBeenCalledWith(LOGIN_TOASTS.googleFailed);

    const ok = liveLogin(
      () => Promise.resolve(),
      undefined,
      () => Promise.resolve(),
    );
    ok.actor.send({ type: 'login.google' });
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

  it('sends a code; a second one within 60 s starts the cooldown with the server’s seconds', async () => {
    const machine = loginMachine.provide({ actions: { storeReturnUrl: () => {} } });
    const first = createActor(machine, { input: {} }).start();
    first.send({ type: 'login.emailChanged', value: ANNA });
    first.send({ type: 'login.submit' });
    await waitFor(first, (s) => s.matches('idle'), { timeout: 10_000 });
    expect(getDemoInboxFor(ANNA)).toHaveLength(1);

    const second = createActor(machine, { input: {} }).start();
    second.send({ type: 'login.emailChanged', value: ANNA });
    second.send({ type: 'login.submit' });
    await waitFor(second, (s) => s.matches('cooldown'), { timeout: 10_000 });
    const seconds = second.getSnapshot().context.cooldownSeconds;
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(60);
    second.stop();
  });

  it('a 500 from /auth/v1/otp is a failure toast with the address kept', async () => {
    const showToast = vi.fn();
    const machine = loginMachine.provide({
      actions: { storeReturnUrl: () => {}, showToast: (_, params) => showToast(params) },
    });
    failNext({ method: 'POST', path: '/auth/v1/otp' }, { status: 500 });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'login.emailChanged', value: ANNA });
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
