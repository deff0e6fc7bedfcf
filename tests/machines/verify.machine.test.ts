/**
 * /verify. Model-based: paths generated from the real machine (tests/support/machineCoverage.ts)
 * for three starting points (no e-mail; an e-mail with a stored return URL; an e-mail with the
 * quiz flag), replayed on real actors whose Supabase actors never settle (the paths carry their
 * done/error events and the resend cooldown's `xstate.after.*` ticks), checking state, toasts,
 * storage and navigation after every step. Then behaviour with fake timers, and the default actors
 * against the MSW demo backend.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { COOLDOWN_TICK_MS, cooldownMessage } from '../../src/machines/login';
import { QUIZ_COMPLETED_STORAGE_KEY as LANDING_QUIZ_KEY } from '../../src/machines/landingQuiz';
import {
  INVALID_CODE_MESSAGE,
  QUIZ_COMPLETED_STORAGE_KEY,
  VERIFY_TOASTS,
  isValidCode,
  selectVerifyView,
  verifyMachine,
  type VerifyEvent,
  type VerifyInput,
} from '../../src/machines/verify';
import { failNext } from '../../src/mocks/node';
import * as auth from '../../src/services/auth';
import { ServiceError } from '../../src/services/result';
import { expectOk, latestCode, setupDemoBackend } from '../services/helpers';
import {
  coveringPaths,
  hasJourney,
  expectFullCoverage,
  replayPaths,
  type Coverage,
} from '../support/machineCoverage';

type Snapshot = SnapshotFrom<typeof verifyMachine>;

const ANNA = 'anna.andersson@example.se';
const never = <T>() => new Promise<T>(() => {});

const done = (id: string) =>
  ({ type: `xstate.done.actor.${id}`, output: undefined }) as unknown as VerifyEvent;
const failed = (id: string, error: ServiceError) =>
  ({ type: `xstate.error.actor.${id}`, error }) as unknown as VerifyEvent;

const RATE_LIMITED = new ServiceError({ kind: 'rate_limited', status: 429, retryAfterSeconds: 2 });
const EXPIRED = new ServiceError({ kind: 'forbidden', status: 403, code: 'otp_expired' });
const NETWORK = new ServiceError({ kind: 'network' });

const EVENTS: VerifyEvent[] = [
  { type: 'verify.codeChanged', value: '' },
  { type: 'verify.codeChanged', value: '12345' },
  { type: 'verify.codeChanged', value: '123 456' },
  { type: 'verify.submit' },
  { type: 'verify.resend' },
  done('verifyCode'),
  failed('verifyCode', EXPIRED),
  failed('verifyCode', NETWORK),
  done('resendCode'),
  failed('resendCode', NETWORK),
  failed('resendCode', RATE_LIMITED),
];

function handledBy<E extends { type: string }>(events: readonly E[]) {
  return (snapshot: unknown): E[] => {
    const handled = new Set(
      (snapshot as { _nodes: { ownEvents: string[] }[] })._nodes.flatMap((node) => node.ownEvents),
    );
    return events.filter((event) => handled.has(event.type));
  };
}

const codeKind = (code: string) => (code === '' ? 'empty' : isValidCode(code) ? 'valid' : 'bad');
const serializeState = (snapshot: Snapshot) =>
  JSON.stringify([
    snapshot.value,
    codeKind(snapshot.context.code),
    snapshot.context.codeError,
    snapshot.context.cooldownSeconds > 1 ? 'many' : snapshot.context.cooldownSeconds,
  ]);

function testVerifyMachine() {
  const spies = {
    showToast: vi.fn(),
    navigate: vi.fn(),
    clearPendingQuiz: vi.fn(),
    clearReturnUrl: vi.fn(),
  };
  const machine = verifyMachine.provide({
    actors: {
      verifyCode: fromPromise<void, { email: string; code: string }>(() => never()),
      resendCode: fromPromise<void, { email: string }>(() => never()),
    },
    actions: {
      showToast: (_, params) => spies.showToast(params),
      navigate: (_, params) => spies.navigate(params),
      clearPendingQuiz: () => spies.clearPendingQuiz(),
      clearReturnUrl: () => spies.clearReturnUrl(),
    },
  });
  return { machine, spies };
}

const STARTS: VerifyInput[] = [
  { email: null },
  { email: ANNA, pendingQuiz: false, returnUrl: '/faq' },
  { email: ANNA, pendingQuiz: true, returnUrl: null },
];

describe('verify machine (model-based)', () => {
  it('reaches every state and transition', () => {
    const coverage: Coverage = { states: new Set(), transitions: new Set() };
    for (const input of STARTS) {
      const { machine, spies } = testVerifyMachine();
      const paths = coveringPaths(machine, { events: handledBy(EVENTS), input, serializeState });
      let previousCode = '';
      const run = replayPaths(machine, paths, {
        input,
        spies,
        check: (actor, _expected, event) => {
          const snapshot = actor.getSnapshot() as Snapshot;
          const { context } = snapshot;
          const type = event.type as string;
          const view = selectVerifyView(snapshot);
          if (type === 'xstate.init') {
            previousCode = '';
            if (!input.email) {
              expect(view.missingEmail).toBe(true);
              expect(spies.showToast).toHaveBeenLastCalledWith(VERIFY_TOASTS.missingEmail);
              expect(spies.navigate).toHaveBeenLastCalledWith({ to: '/login', replace: true });
            }
          }
          // The code stays in the field after every failure and tick.
          if (type.startsWith('xstate.error') || type.startsWith('xstate.after'))
            expect(context.code).toBe(previousCode);
          previousCode = context.code;
          // Only a verified code clears the stored quiz flag and return URL.
          if (type !== 'xstate.done.actor.verifyCode') {
            expect(spies.clearPendingQuiz).not.toHaveBeenCalled();
            expect(spies.clearReturnUrl).not.toHaveBeenCalled();
          }
          // Verifying and sending a new code exclude each other.
          expect(view.isVerifying && view.isResending).toBe(false);
          expect(view.canSubmit && view.canResend).toBe(
            snapshot.matches({ ready: { code: 'idle', resend: 'idle' } }),
          );
          switch (type) {
            case 'verify.submit':
              if (!isValidCode(context.code)) {
                expect(context.codeError).toBe(INVALID_CODE_MESSAGE);
                expect(spies.showToast).toHaveBeenLastCalledWith(VERIFY_TOASTS.invalidCode);
              }
              if (view.isVerifying) expect(context.codeError).toBeNull();
              break;
            case 'xstate.done.actor.verifyCode':
              expect(view.isVerified).toBe(true);
              expect(spies.showToast).toHaveBeenLastCalledWith(VERIFY_TOASTS.verified);
              expect(spies.clearReturnUrl).toHaveBeenCalled();
              if (input.pendingQuiz) {
                expect(spies.clearPendingQuiz).toHaveBeenCalledTimes(1);
                expect(spies.navigate).toHaveBeenLastCalledWith({ to: '/quiz' });
              } else {
                // No quiz waiting: nothing of the quiz is touched.
                expect(spies.clearPendingQuiz).not.toHaveBeenCalled();
                expect(spies.navigate).toHaveBeenLastCalledWith({ to: input.returnUrl ?? '/' });
              }

              break;
            case 'xstate.error.actor.verifyCode':
              expect(spies.showToast).toHaveBeenLastCalledWith({
                title: 'Verifiering misslyckades',
                description:
                  (event as unknown as { error: ServiceError }).error.kind === 'network'
                    ? expect.stringMatching(/internetanslutning/)
                    : 'Ogiltig eller utgången kod.',
                variant: 'destructive',
              });
              break;
            case 'xstate.done.actor.resendCode':
              expect(spies.showToast).toHaveBeenLastCalledWith(VERIFY_TOASTS.resent);
              break;
            case 'xstate.error.actor.resendCode':
              expect(spies.showToast).toHaveBeenLastCalledWith(
                expect.objectContaining({ title: 'Kunde inte skicka ny kod' }),
              );
              if (view.cooldownSeconds > 0) expect(view.cooldownSeconds).toBe(2);
              break;
            default:
              break;
          }
        },
      });
      run.states.forEach((id) => coverage.states.add(id));
      run.transitions.forEach((id) => coverage.transitions.add(id));
      const journeys = input.email
        ? [
            ['verify.codeChanged', 'verify.submit', 'xstate.done.actor.verifyCode'],
            ['verify.codeChanged', 'verify.submit', 'xstate.error.actor.verifyCode'],
            ['verify.resend', 'xstate.done.actor.resendCode'],
            [
              'verify.resend',
              'xstate.error.actor.resendCode',
              'xstate.after.cooldownTick.verify.ready.resend.cooldown',
            ],
          ]
        : [['xstate.init']];
      for (const journey of journeys)
        expect(hasJourney(paths, journey), journey.join(' → ')).toBe(true);
    }
    expectFullCoverage(verifyMachine, coverage);
  });
});

describe('verify behaviour', () => {
  function liveVerify(
    input: VerifyInput,
    verify: (email: string, code: string) => Promise<void>,
    resend: (email: string) => Promise<void> = () => Promise.resolve(),
  ) {
    const spies = {
      showToast: vi.fn(),
      navigate: vi.fn(),
      clearPendingQuiz: vi.fn(),
      clearReturnUrl: vi.fn(),
    };
    const machine = verifyMachine.provide({
      actors: {
        verifyCode: fromPromise<void, { email: string; code: string }>(({ input }) =>
          verify(input.email, input.code),
        ),
        resendCode: fromPromise<void, { email: string }>(({ input }) => resend(input.email)),
      },
      actions: {
        showToast: (_, params) => spies.showToast(params),
        navigate: (_, params) => spies.navigate(params),
        clearPendingQuiz: () => spies.clearPendingQuiz(),
        clearReturnUrl: () => spies.clearReturnUrl(),
      },
    });
    return { actor: createActor(machine, { input }).start(), spies };
  }

  it('uses the same quiz flag key as the landing quiz', () => {
    expect(QUIZ_COMPLETED_STORAGE_KEY).toBe(LANDING_QUIZ_KEY);
  });

  it.each(['', '12345', '1234567', '12a456', 'abcdef', '١٢٣٤٥٦'])(
    'refuses the code %j inline and with a toast',
    (code) => {
      const verify = vi.fn(() => Promise.resolve());
      const { actor, spies } = liveVerify({ email: ANNA }, verify);
      actor.send({ type: 'verify.codeChanged', value: code });
      actor.send({ type: 'verify.submit' });
      expect(actor.getSnapshot().context.codeError).toBe(INVALID_CODE_MESSAGE);
      expect(spies.showToast).toHaveBeenCalledWith({
        title: 'Ogiltig kod',
        description: 'Vänligen ange en giltig 6-siffrig verifieringskod.',
        variant: 'destructive',
      });
      expect(verify).not.toHaveBeenCalled();
    },
  );

  it('verifies six digits (spaces ignored) and goes to the stored return URL', async () => {
    const verify = vi.fn(() => Promise.resolve());
    const { actor, spies } = liveVerify({ email: ` ${ANNA} `, returnUrl: '/articles#x' }, verify);
    actor.send({ type: 'verify.codeChanged', value: '123 456' });
    actor.send({ type: 'verify.submit' });
    await waitFor(actor, (s) => s.matches('verified'));
    expect(verify).toHaveBeenCalledWith(ANNA, '123456');
    expect(spies.showToast).toHaveBeenCalledWith({
      title: 'Verifiering lyckades!',
      description: 'Du är nu inloggad.',
    });
    expect(spies.clearReturnUrl).toHaveBeenCalled();
    expect(spies.navigate).toHaveBeenCalledWith({ to: '/articles#x' });
  });

  it('never returns to an unsafe stored URL', async () => {
    const { actor, spies } = liveVerify({ email: ANNA, returnUrl: '//evil.example' }, () =>
      Promise.resolve(),
    );
    actor.send({ type: 'verify.codeChanged', value: '123456' });
    actor.send({ type: 'verify.submit' });
    await waitFor(actor, (s) => s.matches('verified'));
    expect(spies.navigate).toHaveBeenCalledWith({ to: '/' });
  });

  it('goes to /quiz and removes the flag when the quiz is waiting', async () => {
    const { actor, spies } = liveVerify({ email: ANNA, pendingQuiz: true, returnUrl: '/faq' }, () =>
      Promise.resolve(),
    );
    actor.send({ type: 'verify.codeChanged', value: '123456' });
    actor.send({ type: 'verify.submit' });
    await waitFor(actor, (s) => s.matches('verified'));
    expect(spies.clearPendingQuiz).toHaveBeenCalled();
    expect(spies.navigate).toHaveBeenCalledWith({ to: '/quiz' });
  });

  it('keeps the code after a failed verification', async () => {
    const { actor, spies } = liveVerify({ email: ANNA }, () => Promise.reject(EXPIRED));
    actor.send({ type: 'verify.codeChanged', value: '654321' });
    actor.send({ type: 'verify.submit' });
    await waitFor(actor, (s) => s.matches({ ready: { code: 'idle' } }));
    expect(spies.showToast).toHaveBeenCalledWith({
      title: 'Verifiering misslyckades',
      description: 'Ogiltig eller utgången kod.',
      variant: 'destructive',
    });
    expect(actor.getSnapshot().context.code).toBe('654321');
    expect(spies.navigate).not.toHaveBeenCalled();
  });

  it('resends, and a 429 counts down without blocking verification', async () => {
    vi.useFakeTimers();
    try {
      const resend = vi
        .fn<(email: string) => Promise<void>>()
        .mockResolvedValueOnce(undefined)
        .mockRejectedValueOnce(new ServiceError({ kind: 'rate_limited', retryAfterSeconds: 2 }));
      const verify = vi.fn(() => never<void>());
      const { actor, spies } = liveVerify({ email: ANNA }, verify, resend);
      actor.send({ type: 'verify.resend' });
      expect(selectVerifyView(actor.getSnapshot()).isResending).toBe(true);
      // No verification while a new code is on its way.
      actor.send({ type: 'verify.codeChanged', value: '123456' });
      actor.send({ type: 'verify.submit' });
      expect(verify).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(0);
      expect(spies.showToast).toHaveBeenLastCalledWith(VERIFY_TOASTS.resent);

      actor.send({ type: 'verify.resend' });
      await vi.advanceTimersByTimeAsync(0);
      expect(spies.showToast).toHaveBeenLastCalledWith({
        title: 'Kunde inte skicka ny kod',
        description: cooldownMessage(2),
        variant: 'destructive',
      });
      expect(selectVerifyView(actor.getSnapshot()).cooldownSeconds).toBe(2);
      actor.send({ type: 'verify.resend' });
      expect(resend).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(COOLDOWN_TICK_MS);
      expect(selectVerifyView(actor.getSnapshot()).cooldownSeconds).toBe(1);
      // The cooldown is about new codes only: verifying still works.
      actor.send({ type: 'verify.submit' });
      expect(verify).toHaveBeenCalledTimes(1);
      expect(selectVerifyView(actor.getSnapshot()).canResend).toBe(false);
      await vi.advanceTimersByTimeAsync(COOLDOWN_TICK_MS);
      expect(actor.getSnapshot().matches({ ready: { resend: 'idle' } })).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('verify with the real services (MSW demo backend)', () => {
  setupDemoBackend();

  function realVerify(input: VerifyInput) {
    const spies = { showToast: vi.fn(), navigate: vi.fn() };
    const machine = verifyMachine.provide({
      actions: {
        showToast: (_, params) => spies.showToast(params),
        navigate: (_, params) => spies.navigate(params),
        clearPendingQuiz: () => {},
        clearReturnUrl: () => {},
      },
    });
    return { actor: createActor(machine, { input }).start(), spies };
  }

  it('signs in with the mailed code', async () => {
    expectOk(await auth.sendOtp(ANNA));
    const { actor, spies } = realVerify({ email: ANNA });
    actor.send({ type: 'verify.codeChanged', value: latestCode(ANNA) });
    actor.send({ type: 'verify.submit' });
    await waitFor(actor, (s) => s.matches('verified'), { timeout: 10_000 });
    expect(spies.navigate).toHaveBeenCalledWith({ to: '/' });
    const session = expectOk(await auth.getSession());
    expect(session?.user.email).toBe(ANNA);
  });

  it('a wrong code and a dropped connection fail with the code kept', async () => {
    expectOk(await auth.sendOtp(ANNA));
    const code = latestCode(ANNA);
    const wrong = code === '000000' ? '111111' : '000000';
    const { actor, spies } = realVerify({ email: ANNA });
    actor.send({ type: 'verify.codeChanged', value: wrong });
    actor.send({ type: 'verify.submit' });
    await waitFor(actor, (s) => s.matches({ ready: { code: 'idle' } }), { timeout: 10_000 });
    expect(spies.showToast).toHaveBeenLastCalledWith(
      expect.objectContaining({ description: 'Ogiltig eller utgången kod.' }),
    );

    failNext({ method: 'POST', path: '/auth/v1/verify' }, { network: true });
    actor.send({ type: 'verify.codeChanged', value: code });
    actor.send({ type: 'verify.submit' });
    await waitFor(actor, (s) => s.matches({ ready: { code: 'idle' } }), { timeout: 10_000 });
    expect(spies.showToast).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Verifiering misslyckades' }),
    );
    expect(actor.getSnapshot().context.code).toBe(code);
  });

  it('a resend within 60 s is refused with the server’s wait', async () => {
    expectOk(await auth.sendOtp(ANNA));
    const { actor } = realVerify({ email: ANNA });
    actor.send({ type: 'verify.resend' });
    await waitFor(actor, (s) => s.matches({ ready: { resend: 'cooldown' } }), { timeout: 10_000 });
    expect(actor.getSnapshot().context.cooldownSeconds).toBeGreaterThan(50);
    actor.stop();
  });
});
