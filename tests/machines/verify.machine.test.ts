/**
 * /verify. Model-based: paths generated from the real machine (tests/support/machineCoverage.ts)
 * with and without the e-mail parameter, replayed on real actors whose Supabase actors never settle
 * and whose `codeRequest` child only records (the paths carry the done/error events, the child's
 * replies and where sign-in continues), checked after every step against an independent model of
 * the page: field, message, toasts, what is forgotten from storage and where the visitor goes.
 * Then behaviour with the real child and fake timers, and the default actors against the MSW demo
 * backend.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import {
  selectCodeRequest,
  type CodeRequest,
  type CodeRequestSnapshot,
} from '../../src/machines/codeRequest';
import { COOLDOWN_TICK_MS, cooldownMessage } from '../../src/machines/shared/messages';
import {
  INVALID_CODE_MESSAGE,
  VERIFY_TOASTS,
  isValidCode,
  selectVerifyView,
  verifyMachine,
  type SignInContinuation,
  type VerifyEvent,
  type VerifyInput,
} from '../../src/machines/verify';
import { failNext } from '../../src/mocks/node';
import * as auth from '../../src/services/auth';
import { ServiceError } from '../../src/services/result';
import { expectOk, latestCode, setupDemoBackend } from '../services/helpers';
import { codeRequestWith, recordingCodeRequest } from '../support/codeRequest';
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

const done = (id: string, output?: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as VerifyEvent;
const failed = (id: string, error: unknown) =>
  ({ type: `xstate.error.actor.${id}`, error }) as unknown as VerifyEvent;

const RATE_LIMITED = new ServiceError({ kind: 'rate_limited', status: 429, retryAfterSeconds: 2 });
const EXPIRED = new ServiceError({ kind: 'forbidden', status: 403, code: 'otp_expired' });
const NETWORK = new ServiceError({ kind: 'network' });
/** The fifth wrong code: void (the demo answers like GoTrue's limit on code checks, 429). */
const VOID = new ServiceError({
  kind: 'rate_limited',
  status: 429,
  code: 'over_request_rate_limit',
});

/** Where sign-in continues, and where the visitor must end up for each (from the spec). */
const CONTINUATIONS: { continuation: SignInContinuation; to: string }[] = [
  { continuation: { pendingQuiz: false, returnUrl: '/faq' }, to: '/faq' },
  { continuation: { pendingQuiz: false, returnUrl: null }, to: '/' },
  { continuation: { pendingQuiz: false, returnUrl: '//evil.example' }, to: '/' },
  // The landing quiz's answers wait on `/`, whatever the stored return URL says.
  { continuation: { pendingQuiz: true, returnUrl: '/faq' }, to: '/' },
];

const EVENTS: VerifyEvent[] = [
  { type: 'verify.fieldChanged', field: 'code', value: '' },
  { type: 'verify.fieldChanged', field: 'code', value: '12345' },
  { type: 'verify.fieldChanged', field: 'code', value: '123 456' },
  { type: 'verify.submit' },
  { type: 'verify.resend' },
  done('verifyCode'),
  failed('verifyCode', EXPIRED),
  failed('verifyCode', NETWORK),
  failed('verifyCode', VOID),
  { type: 'codeRequest.sent', email: ANNA },
  { type: 'codeRequest.failed', error: NETWORK },
  { type: 'codeRequest.failed', error: RATE_LIMITED },
  ...CONTINUATIONS.map(({ continuation }) => done('readContinuation', continuation)),
  failed('readContinuation', new Error('storage unavailable')),
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
  JSON.stringify([snapshot.value, codeKind(snapshot.context.code), snapshot.context.codeError]);

/** An independent model of the page and what it does to the world. */
interface PageModel {
  phase: 'missingEmail' | 'form' | 'verified' | 'continued';
  code: string;
  error: string | null;
  verifying: boolean;
  resending: boolean;
}
interface Effects {
  toasts: unknown[];
  navigate: unknown[];
  requestCode: CodeRequest[];
  forgetReturnUrl: number;
  forgetQuizFlag: number;
}
const none = (): Effects => ({
  toasts: [],
  navigate: [],
  requestCode: [],
  forgetReturnUrl: 0,
  forgetQuizFlag: 0,
});

function start(input: VerifyInput): [PageModel, Effects] {
  const base = { code: '', error: null, verifying: false, resending: false };
  if (!input.email) {
    return [
      { ...base, phase: 'missingEmail' },
      {
        ...none(),
        toasts: [VERIFY_TOASTS.missingEmail],
        navigate: [{ to: '/login', replace: true }],
      },
    ];
  }
  return [{ ...base, phase: 'form' }, none()];
}

function reduce(model: PageModel, event: { type: string }): [PageModel, Effects] {
  const fx = none();
  const form = model.phase === 'form';
  switch (event.type) {
    case 'verify.fieldChanged':
      if (!form || model.verifying) return [model, fx];
      return [{ ...model, code: (event as unknown as { value: string }).value, error: null }, fx];
    case 'verify.submit':
      if (!form || model.verifying) return [model, fx];
      if (!isValidCode(model.code)) {
        fx.toasts.push(VERIFY_TOASTS.invalidCode);
        return [{ ...model, error: INVALID_CODE_MESSAGE }, fx];
      }
      // A new code on its way would replace the one being checked.
      return model.resending ? [model, fx] : [{ ...model, verifying: true, error: null }, fx];
    case 'verify.resend':
      if (!form || model.resending || model.verifying) return [model, fx];
      fx.requestCode.push({ email: ANNA });
      return [{ ...model, resending: true }, fx];
    case 'codeRequest.sent':
      if (!form || !model.resending) return [model, fx];
      fx.toasts.push(VERIFY_TOASTS.resent);
      return [{ ...model, resending: false }, fx];
    case 'codeRequest.failed': {
      if (!form || !model.resending) return [model, fx];
      const { error } = event as unknown as { error: ServiceError };
      fx.toasts.push({
        title: 'Kunde inte skicka ny kod',
        description:
          error === RATE_LIMITED ? cooldownMessage(2) : expect.stringMatching(/internetanslutning/),
        variant: 'destructive',
      });
      return [{ ...model, resending: false }, fx];
    }
    case 'xstate.done.actor.verifyCode':
      if (!model.verifying) return [model, fx];
      fx.toasts.push(VERIFY_TOASTS.verified);
      return [{ ...model, verifying: false, phase: 'verified' }, fx];
    case 'xstate.error.actor.verifyCode': {
      if (!model.verifying) return [model, fx];
      const { error } = event as unknown as { error: ServiceError };
      const refusal =
        error === VOID
          ? 'För många felaktiga försök. Begär en ny kod.'
          : error === EXPIRED
            ? 'Ogiltig eller utgången kod.'
            : null;
      fx.toasts.push({
        title: 'Verifiering misslyckades',
        description: refusal ?? expect.stringMatching(/internetanslutning/),
        variant: 'destructive',
      });
      // A refused code is explained beside the field too; a fault only in the toast.
      return [{ ...model, verifying: false, error: refusal }, fx];
    }
    case 'xstate.done.actor.readContinuation': {
      if (model.phase !== 'verified') return [model, fx];
      const { output } = event as unknown as { output: SignInContinuation };
      const expected = CONTINUATIONS.find((c) => c.continuation === output);
      fx.forgetReturnUrl = 1;
      // A flag without answers is a leftover; with answers the quiz on `/` still needs it.
      if (!output.pendingQuiz) fx.forgetQuizFlag = 1;
      fx.navigate.push({ to: expected?.to });
      return [{ ...model, phase: 'continued' }, fx];
    }
    case 'xstate.error.actor.readContinuation':
      if (model.phase !== 'verified') return [model, fx];
      fx.navigate.push({ to: '/' });
      return [{ ...model, phase: 'continued' }, fx];
    default:
      return [model, fx];
  }
}

function testVerifyMachine() {
  const spies = {
    showToast: vi.fn(),
    navigate: vi.fn(),
    forgetReturnUrl: vi.fn(),
    forgetQuizFlag: vi.fn(),
    requestCode: vi.fn<(request: CodeRequest) => void>(),
  };
  const machine = verifyMachine.provide({
    actors: {
      codeRequest: recordingCodeRequest((request) => spies.requestCode(request)),
      verifyCode: fromPromise<void, { email: string; code: string }>(() => never()),
      readContinuation: fromPromise<SignInContinuation>(() => never()),
    },
    actions: {
      showToast: (_, params) => spies.showToast(params),
      navigate: (_, params) => spies.navigate(params),
      forgetReturnUrl: () => spies.forgetReturnUrl(),
      forgetQuizFlag: () => spies.forgetQuizFlag(),
    },
  });
  return { machine, spies };
}

describe('verify machine (model-based)', () => {
  it('reaches every state and transition', () => {
    const coverage: Coverage = { states: new Set(), transitions: new Set() };
    for (const input of [{ email: null }, { email: ` ${ANNA} ` }] satisfies VerifyInput[]) {
      const { machine, spies } = testVerifyMachine();
      const paths = coveringPaths(machine, { events: handledBy(EVENTS), input, serializeState });
      let model: PageModel = start(input)[0];
      const run = replayPaths(machine, paths, {
        input,
        spies,
        check: (actor, _expected, event) => {
          const snapshot = actor.getSnapshot() as Snapshot;
          const [next, fx] =
            (event.type as string) === 'xstate.init' ? start(input) : reduce(model, event);
          model = next;
          const view = selectVerifyView(snapshot);
          expect(view.email).toBe(input.email ? ANNA : '');
          expect(view.missingEmail).toBe(model.phase === 'missingEmail');
          expect(view.code).toBe(model.code);
          expect(view.codeError).toBe(model.error);
          expect(view.isVerifying).toBe(model.verifying);
          expect(view.isResending).toBe(model.resending);
          expect(view.isVerified).toBe(model.phase === 'verified' || model.phase === 'continued');
          expect(view.canSubmit).toBe(
            model.phase === 'form' && !model.verifying && !model.resending,
          );
          // Exactly the effects this event has, nothing left over from an earlier step or path.
          expect(spies.showToast.mock.calls).toEqual(fx.toasts.map((toast) => [toast]));
          expect(spies.navigate.mock.calls).toEqual(fx.navigate.map((to) => [to]));
          expect(spies.requestCode.mock.calls).toEqual(fx.requestCode.map((r) => [r]));
          expect(spies.forgetReturnUrl).toHaveBeenCalledTimes(fx.forgetReturnUrl);
          expect(spies.forgetQuizFlag).toHaveBeenCalledTimes(fx.forgetQuizFlag);
        },
      });
      run.states.forEach((id) => coverage.states.add(id));
      run.transitions.forEach((id) => coverage.transitions.add(id));
      const journeys = input.email
        ? [
            [
              'verify.fieldChanged',
              'verify.submit',
              'xstate.done.actor.verifyCode',
              'xstate.done.actor.readContinuation',
            ],
            ['verify.fieldChanged', 'verify.submit', 'xstate.error.actor.verifyCode'],
            ['verify.resend', 'codeRequest.sent'],
            ['verify.resend', 'codeRequest.failed'],
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
    continuation: SignInContinuation = { pendingQuiz: false, returnUrl: null },
  ) {
    const spies = {
      showToast: vi.fn(),
      navigate: vi.fn(),
      forgetReturnUrl: vi.fn(),
      forgetQuizFlag: vi.fn(),
    };
    const machine = verifyMachine.provide({
      actors: {
        codeRequest: codeRequestWith((request) => resend(request.email)),
        verifyCode: fromPromise<void, { email: string; code: string }>(({ input }) =>
          verify(input.email, input.code),
        ),
        readContinuation: fromPromise<SignInContinuation>(async () => continuation),
      },
      actions: {
        showToast: (_, params) => spies.showToast(params),
        navigate: (_, params) => spies.navigate(params),
        forgetReturnUrl: () => spies.forgetReturnUrl(),
        forgetQuizFlag: () => spies.forgetQuizFlag(),
      },
    });
    const actor = createActor(machine, { input }).start();
    const cooldownSeconds = () =>
      selectCodeRequest(
        actor.getSnapshot().children.codeRequest?.getSnapshot() as CodeRequestSnapshot | undefined,
      ).cooldownSeconds;
    return { actor, spies, cooldownSeconds };
  }

  it.each(['', '12345', '1234567', '12a456', 'abcdef', '١٢٣٤٥٦'])(
    'refuses the code %j inline and with a toast',
    (code) => {
      const verify = vi.fn(() => Promise.resolve());
      const { actor, spies } = liveVerify({ email: ANNA }, verify);
      actor.send({ type: 'verify.fieldChanged', field: 'code', value: code });
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
    const { actor, spies } = liveVerify({ email: ` ${ANNA} ` }, verify, undefined, {
      pendingQuiz: false,
      returnUrl: '/articles#x',
    });
    actor.send({ type: 'verify.fieldChanged', field: 'code', value: '123 456' });
    actor.send({ type: 'verify.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(verify).toHaveBeenCalledWith(ANNA, '123456');
    expect(spies.showToast).toHaveBeenCalledWith({
      title: 'Verifiering lyckades!',
      description: 'Du är nu inloggad.',
    });
    expect(spies.forgetReturnUrl).toHaveBeenCalledTimes(1);
    expect(spies.navigate).toHaveBeenCalledWith({ to: '/articles#x' });
  });

  it('never returns to an unsafe stored URL', async () => {
    const { actor, spies } = liveVerify({ email: ANNA }, () => Promise.resolve(), undefined, {
      pendingQuiz: false,
      returnUrl: '//evil.example',
    });
    actor.send({ type: 'verify.fieldChanged', field: 'code', value: '123456' });
    actor.send({ type: 'verify.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.navigate).toHaveBeenCalledWith({ to: '/' });
  });

  it('returns to / where the quiz answers wait, keeping the quiz flag for them', async () => {
    const { actor, spies } = liveVerify({ email: ANNA }, () => Promise.resolve(), undefined, {
      pendingQuiz: true,
      returnUrl: '/faq',
    });
    actor.send({ type: 'verify.fieldChanged', field: 'code', value: '123456' });
    actor.send({ type: 'verify.submit' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.forgetQuizFlag).not.toHaveBeenCalled();
    expect(spies.navigate).toHaveBeenCalledWith({ to: '/' });
  });

  it('keeps the code after a failed verification', async () => {
    const { actor, spies } = liveVerify({ email: ANNA }, () => Promise.reject(EXPIRED));
    actor.send({ type: 'verify.fieldChanged', field: 'code', value: '654321' });
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
      const { actor, spies, cooldownSeconds } = liveVerify({ email: ANNA }, verify, resend);
      actor.send({ type: 'verify.resend' });
      expect(selectVerifyView(actor.getSnapshot()).isResending).toBe(true);
      // No verification while a new code is on its way.
      actor.send({ type: 'verify.fieldChanged', field: 'code', value: '123456' });
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
      expect(cooldownSeconds()).toBe(2);
      actor.send({ type: 'verify.resend' });
      await vi.advanceTimersByTimeAsync(0);
      expect(resend).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(COOLDOWN_TICK_MS);
      expect(cooldownSeconds()).toBe(1);
      // The cooldown is about new codes only: verifying still works.
      actor.send({ type: 'verify.submit' });
      expect(verify).toHaveBeenCalledTimes(1);
      expect(selectVerifyView(actor.getSnapshot()).canResend).toBe(false);
      await vi.advanceTimersByTimeAsync(COOLDOWN_TICK_MS);
      expect(cooldownSeconds()).toBe(0);
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
        forgetReturnUrl: () => {},
        forgetQuizFlag: () => {},
      },
    });
    return { actor: createActor(machine, { input }).start(), spies };
  }

  it('signs in with the mailed code', async () => {
    expectOk(await auth.sendOtp(ANNA));
    const { actor, spies } = realVerify({ email: ANNA });
    actor.send({ type: 'verify.fieldChanged', field: 'code', value: latestCode(ANNA) });
    actor.send({ type: 'verify.submit' });
    await waitFor(actor, (s) => s.status === 'done', { timeout: 10_000 });
    expect(spies.navigate).toHaveBeenCalledWith({ to: '/' });
    const session = expectOk(await auth.getSession());
    expect(session?.user.email).toBe(ANNA);
  });

  it('a wrong code and a dropped connection fail with the code kept', async () => {
    expectOk(await auth.sendOtp(ANNA));
    const code = latestCode(ANNA);
    const wrong = code === '000000' ? '111111' : '000000';
    const { actor, spies } = realVerify({ email: ANNA });
    actor.send({ type: 'verify.fieldChanged', field: 'code', value: wrong });
    actor.send({ type: 'verify.submit' });
    await waitFor(actor, (s) => s.matches({ ready: { code: 'idle' } }), { timeout: 10_000 });
    expect(spies.showToast).toHaveBeenLastCalledWith(
      expect.objectContaining({ description: 'Ogiltig eller utgången kod.' }),
    );

    failNext({ method: 'POST', path: '/auth/v1/verify' }, { network: true });
    actor.send({ type: 'verify.fieldChanged', field: 'code', value: code });
    actor.send({ type: 'verify.submit' });
    await waitFor(actor, (s) => s.matches({ ready: { code: 'idle' } }), { timeout: 10_000 });
    expect(spies.showToast).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Verifiering misslyckades' }),
    );
    expect(actor.getSnapshot().context.code).toBe(code);
  });

  it('a resend within 60 s is refused with the server’s wait', async () => {
    expectOk(await auth.sendOtp(ANNA));
    const { actor, spies } = realVerify({ email: ANNA });
    actor.send({ type: 'verify.resend' });
    await waitFor(actor, (s) => s.matches({ ready: { resend: 'idle' } }), { timeout: 10_000 });
    const child = actor.getSnapshot().children.codeRequest?.getSnapshot() as
      CodeRequestSnapshot | undefined;
    expect(selectCodeRequest(child).cooldownSeconds).toBeGreaterThan(50);
    expect(spies.showToast).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Kunde inte skicka ny kod' }),
    );
    actor.stop();
  });
});
