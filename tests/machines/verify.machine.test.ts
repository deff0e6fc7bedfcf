/**
 * /verify. Model-based: paths generated from an independent model of the page (the spec's code
 * rule and texts) with and without the e-mail parameter, replayed on real actors whose calls (the
 * code's check, a new code, reading where sign-in continues) wait for the model's backend to
 * answer; after every step the field, its message, the toasts, what was sent, what is forgotten
 * from storage and where the visitor goes are checked.
 * Then behaviour with the real child and fake timers, and the default actors against the MSW demo
 * backend.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import {
  CODE_ENTRY,
  codeEntryMachine,
  selectCodeEntry,
  type CheckCodeInput,
} from '../../src/machines/codeEntry';
import { selectCodeRequest, type CodeRequest } from '../../src/machines/codeRequest';
import { COOLDOWN_TICK_MS, cooldownMessage } from '../../src/machines/shared/messages';
import {
  INVALID_CODE_MESSAGE,
  VERIFY_TOASTS,
  selectVerifyView,
  verifyMachine,
  type SignInContinuation,
  type VerifyInput,
} from '../../src/machines/verify';
import { failNext } from '../../src/mocks/node';
import * as auth from '../../src/services/auth';
import * as authFlows from '../../src/services/authFlows';
import { ServiceError } from '../../src/services/result';
import { expectOk, latestCode, setupDemoBackend } from '../services/helpers';
import { answeringCodeRequest, codeRequestWith } from '../support/codeRequest';
import { Calls, MachineReach, replayModel, walksJourney, type Model } from '../support/modelReplay';

const ANNA = 'anna.andersson@example.se';
const never = <T>() => new Promise<T>(() => {});

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

type VerifyActor = ActorRefFrom<typeof verifyMachine>;

/** The page's code step (the machine's `CODE_ENTRY` child), while the form is shown. */
const codeStep = (actor: VerifyActor) => actor.getSnapshot().children[CODE_ENTRY];

/** What the visitor does in the code step (the view sends these through useCodeEntry). */
const typeCode = (actor: VerifyActor, value: string) =>
  codeStep(actor)?.send({ type: 'code.type', value });
const submitCode = (actor: VerifyActor) => codeStep(actor)?.send({ type: 'code.submit' });
const resendCode = (actor: VerifyActor) => codeStep(actor)?.send({ type: 'code.resend' });
const entryView = (actor: VerifyActor) => selectCodeEntry(codeStep(actor)?.getSnapshot());

/** Waits until the code may be typed again (a check or a new code has been answered). */
async function entered(actor: VerifyActor) {
  const entry = codeStep(actor);
  if (!entry) throw new Error('no code step');
  await waitFor(entry, (s) => s.matches('entering'), { timeout: 10_000 });
}

const OFFLINE_TEXT = 'Tjänsten kunde inte nås. Kontrollera din internetanslutning och försök igen.';

/**
 * What can happen on /verify: the visitor types in the code field (nothing, five digits, six
 * digits with a space), presses 'Verifiera' or 'Skicka ny kod'; the auth server answers the code's
 * check (signed in, expired, offline, void after five wrong tries) and the new code's request
 * (sent, offline, 429); after sign-in, this browser's storage says where to continue (or cannot
 * be read).
 */
type Happening =
  | { type: 'type'; value: string }
  | { type: 'submit' }
  | { type: 'resend' }
  | { type: 'server.signedIn' }
  | { type: 'server.refuses'; error: ServiceError }
  | { type: 'server.codeSent' }
  | { type: 'server.codeFails'; error: ServiceError }
  /** The wait the 429 named is over (the code request tells the step). */
  | { type: 'server.waitOver' }
  | { type: 'storage.continuation'; at: number }
  | { type: 'storage.fails' };

interface Toast {
  title: string;
  description: string;
  variant?: 'destructive';
}

/** The page as the visitor sees it, and what the last happening did to the world. */
interface PageModel {
  phase: 'missingEmail' | 'form' | 'verified' | 'continued';
  code: string;
  error: string | null;
  attempt: number;
  verifying: boolean;
  resending: boolean;
  /** After a 429, until its wait is over: 'Skicka ny kod' does nothing. */
  waiting: boolean;
  toast: Toast | null;
  navigated: unknown;
  checked: { email: string; code: string } | null;
  asked: CodeRequest | null;
  forgotReturnUrl: boolean;
  forgotQuizFlag: boolean;
}

const NO_EFFECTS = {
  toast: null,
  navigated: null,
  checked: null,
  asked: null,
  forgotReturnUrl: false,
  forgotQuizFlag: false,
};

const sixDigits = (code: string) => /^\d{6}$/u.test(code.replace(/\s+/gu, ''));

function verifyModel(input: VerifyInput): Model<PageModel, Happening> {
  const base = {
    code: '',
    error: null,
    attempt: 0,
    verifying: false,
    resending: false,
    waiting: false,
  };
  // Without an e-mail parameter: 'Saknad information' / 'E-postadress saknas.' and to /login.
  const initial: PageModel = input.email
    ? { ...base, ...NO_EFFECTS, phase: 'form' }
    : {
        ...base,
        ...NO_EFFECTS,
        phase: 'missingEmail',
        toast: {
          title: 'Saknad information',
          description: 'E-postadress saknas.',
          variant: 'destructive',
        },
        navigated: { to: '/login', replace: true },
      };
  const email = (input.email ?? '').trim();
  return {
    name: `verify (${input.email ? 'with' : 'without'} e-mail)`,
    initial,
    events: (model) => {
      if (model.phase === 'verified')
        return [
          ...CONTINUATIONS.map((_, at): Happening => ({ type: 'storage.continuation', at })),
          { type: 'storage.fails' },
        ];
      if (model.phase !== 'form') return [];
      // The field and both buttons can be used at any time (the page disables what does nothing
      // and makes the field read-only while a code is checked or a new one is on its way).
      const user: Happening[] = [
        { type: 'type', value: '' },
        { type: 'type', value: '12345' },
        { type: 'type', value: '123 456' },
        { type: 'submit' },
        { type: 'resend' },
      ];
      const checking: Happening[] = model.verifying
        ? [
            { type: 'server.signedIn' },
            { type: 'server.refuses', error: EXPIRED },
            { type: 'server.refuses', error: NETWORK },
            { type: 'server.refuses', error: VOID },
          ]
        : [];
      const sending: Happening[] = model.resending
        ? [
            { type: 'server.codeSent' },
            { type: 'server.codeFails', error: NETWORK },
            { type: 'server.codeFails', error: RATE_LIMITED },
          ]
        : [];
      const waitOver: Happening[] = model.waiting ? [{ type: 'server.waitOver' }] : [];
      return [...user, ...checking, ...sending, ...waitOver];
    },
    step: (previous, event) => {
      const model: PageModel = { ...previous, ...NO_EFFECTS };
      switch (event.type) {
        case 'type':
          // Read-only while the code is checked or a new one is on its way; typing clears the
          // message.
          return model.verifying || model.resending
            ? model
            : { ...model, code: event.value, error: null };
        case 'submit':
          // Nothing to check while a code is checked, or a new one would replace it.
          if (model.verifying || model.resending) return model;
          if (!sixDigits(model.code))
            return {
              ...model,
              error: 'Vänligen ange en giltig 6-siffrig verifieringskod.',
              attempt: model.attempt + 1,
              toast: {
                title: 'Ogiltig kod',
                description: 'Vänligen ange en giltig 6-siffrig verifieringskod.',
                variant: 'destructive',
              },
            };
          // The message of an earlier refusal stays until the answer.
          return {
            ...model,
            verifying: true,
            checked: { email, code: model.code.replace(/\s+/gu, '') },
          };
        case 'resend':
          if (model.resending || model.verifying || model.waiting) return model;
          return { ...model, resending: true, asked: { email } };
        case 'server.waitOver':
          return { ...model, waiting: false };
        case 'server.codeSent':
          // The new code replaces the one typed.
          return {
            ...model,
            code: '',
            error: null,
            resending: false,
            toast: {
              title: 'Ny kod skickad',
              description: 'En ny verifieringskod har skickats till din e-post.',
            },
          };
        case 'server.codeFails':
          return {
            ...model,
            resending: false,
            waiting: event.error === RATE_LIMITED,
            toast: {
              title: 'Kunde inte skicka ny kod',
              description:
                event.error === RATE_LIMITED
                  ? 'En kod skickades nyss. Vänta 2 sekunder innan du begär en ny.'
                  : OFFLINE_TEXT,
              variant: 'destructive',
            },
          };
        case 'server.signedIn':
          return {
            ...model,
            verifying: false,
            phase: 'verified',
            toast: { title: 'Verifiering lyckades!', description: 'Du är nu inloggad.' },
          };
        case 'server.refuses': {
          // A refused code is explained beside the field too (focus goes back to it); a fault
          // only in the toast, the field as it was.
          const refusal =
            event.error === VOID
              ? 'För många felaktiga försök. Begär en ny kod.'
              : event.error === EXPIRED
                ? 'Ogiltig eller utgången kod.'
                : null;
          return {
            ...model,
            verifying: false,
            ...(refusal === null ? {} : { error: refusal, attempt: model.attempt + 1 }),
            toast: {
              title: 'Verifiering misslyckades',
              description: refusal ?? OFFLINE_TEXT,
              variant: 'destructive',
            },
          };
        }
        case 'storage.continuation': {
          const { continuation, to } = CONTINUATIONS[event.at] as (typeof CONTINUATIONS)[number];
          return {
            ...model,
            phase: 'continued',
            navigated: { to },
            forgotReturnUrl: true,
            // A flag without answers is a leftover; with answers the quiz on `/` still needs it.
            forgotQuizFlag: !continuation.pendingQuiz,
          };
        }
        case 'storage.fails':
          return { ...model, phase: 'continued', navigated: { to: '/' } };
      }
    },
    serialize: (m) =>
      JSON.stringify([m.phase, m.code, m.error, m.verifying, m.resending, m.waiting]),
    describe: (event) =>
      event.type === 'type'
        ? `type '${event.value}'`
        : event.type === 'storage.continuation'
          ? `continue to ${String(CONTINUATIONS[event.at]?.continuation.returnUrl)}${CONTINUATIONS[event.at]?.continuation.pendingQuiz ? ' (quiz)' : ''}`
          : 'error' in event
            ? `${event.type} ${event.error.code ?? event.error.kind}`
            : event.type,
  };
}

describe('verify machine (model-based)', () => {
  it('agrees with the model of the page on every path, with and without the e-mail', async () => {
    const reach = new MachineReach();
    for (const input of [{ email: null }, { email: ` ${ANNA} ` }] satisfies VerifyInput[]) {
      const plan = await replayModel(verifyModel(input), {
        reach,
        ...(input.email ? { machine: verifyMachine } : {}),
        plan: { merge: { maxSteps: 40 } },
        start: () => {
          const checks = new Calls<{ email: string; code: string }, void>('verifyOtp');
          const codes = new Calls<CodeRequest, void>('signInWithOtp');
          const continuations = new Calls<void, SignInContinuation>('readContinuation');
          const spies = {
            showToast: vi.fn(),
            navigate: vi.fn(),
            forgetReturnUrl: vi.fn(),
            forgetQuizFlag: vi.fn(),
          };
          const actor = createActor(
            verifyMachine.provide({
              actors: {
                // The code step with the model's backend behind it: new codes, the sign-in.
                codeEntry: codeEntryMachine.provide({
                  actors: {
                    codeRequest: answeringCodeRequest(codes),
                    checkCode: fromPromise<unknown, CheckCodeInput>(({ input: call, signal }) =>
                      checks.call(call, signal),
                    ),
                  },
                }),
                readContinuation: fromPromise<SignInContinuation>(({ signal }) =>
                  continuations.call(undefined, signal),
                ),
              },
              actions: {
                showToast: (_, params) => spies.showToast(params),
                navigate: (_, params) => spies.navigate(params),
                forgetReturnUrl: () => spies.forgetReturnUrl(),
                forgetQuizFlag: () => spies.forgetQuizFlag(),
              },
            }),
            { input, inspect: reach.inspect },
          ).start();
          return { actor, checks, codes, continuations, spies };
        },
        beforeStep: (h) => {
          for (const calls of [h.checks, h.codes, h.continuations]) calls.clear();
          for (const spy of Object.values(h.spies)) spy.mockClear();
        },
        act: ({ actor, checks, codes, continuations }, event) => {
          switch (event.type) {
            case 'type':
              return codeStep(actor)?.send({ type: 'code.type', value: event.value });
            case 'submit':
              return codeStep(actor)?.send({ type: 'code.submit' });
            case 'resend':
              return codeStep(actor)?.send({ type: 'code.resend' });
            case 'server.signedIn':
              return checks.resolve();
            case 'server.refuses':
              return checks.reject(event.error);
            case 'server.codeSent':
              return codes.resolve();
            case 'server.codeFails':
              return codes.reject(event.error);
            case 'server.waitOver':
              return codeStep(actor)?.send({ type: 'codeRequest.ready' });
            case 'storage.continuation':
              return continuations.resolve(
                (CONTINUATIONS[event.at] as (typeof CONTINUATIONS)[number]).continuation,
              );
            case 'storage.fails':
              return continuations.reject(new Error('storage unavailable'));
          }
        },
        check: (h, model) => {
          expect(selectVerifyView(h.actor.getSnapshot())).toEqual({
            email: input.email ? ANNA : '',
            missingEmail: model.phase === 'missingEmail',
            isVerified: model.phase === 'verified' || model.phase === 'continued',
          });
          // The code step, while the form is shown (none otherwise).
          const step = codeStep(h.actor);
          expect(step === undefined, 'code step').toBe(model.phase !== 'form');
          const entry = selectCodeEntry(step?.getSnapshot());
          const free = model.phase === 'form' && !model.verifying && !model.resending;
          expect(entry).toEqual({
            code: model.phase === 'form' ? model.code : '',
            codeError: model.phase === 'form' ? model.error : null,
            attempt: model.phase === 'form' ? model.attempt : 0,
            isSending: model.resending,
            isChecking: model.verifying,
            canSubmit: free,
            canResend: free && !model.waiting,
          });
          // Exactly the effects this event has, nothing left over from an earlier step or path.
          expect(h.spies.showToast.mock.calls).toEqual(model.toast ? [[model.toast]] : []);
          expect(h.spies.navigate.mock.calls).toEqual(model.navigated ? [[model.navigated]] : []);
          expect(h.checks.inputs, 'code checked').toEqual(model.checked ? [model.checked] : []);
          expect(h.codes.inputs, 'new code asked').toEqual(model.asked ? [model.asked] : []);
          expect(h.spies.forgetReturnUrl).toHaveBeenCalledTimes(model.forgotReturnUrl ? 1 : 0);
          expect(h.spies.forgetQuizFlag).toHaveBeenCalledTimes(model.forgotQuizFlag ? 1 : 0);
        },
        stop: ({ actor }) => actor.stop(),
      });
      if (input.email)
        for (const journey of [
          ['type', 'submit', 'server.signedIn', 'storage.continuation'],
          ['type', 'submit', 'server.refuses'],
          ['resend', 'server.codeSent'],
          ['resend', 'server.codeFails'],
        ])
          expect(walksJourney(plan, journey), journey.join(' → ')).toBe(true);
    }
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
        codeEntry: codeEntryMachine.provide({
          actors: {
            codeRequest: codeRequestWith((request) => resend(request.email)),
            checkCode: fromPromise<unknown, CheckCodeInput>(({ input }) =>
              verify(input.email, input.code),
            ),
          },
        }),
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
      selectCodeRequest(codeStep(actor)?.getSnapshot().children.codeRequest?.getSnapshot())
        .cooldownSeconds;
    return { actor, spies, cooldownSeconds };
  }

  it.each(['', '12345', '1234567', '12a456', 'abcdef', '١٢٣٤٥٦'])(
    'refuses the code %j inline and with a toast',
    (code) => {
      const verify = vi.fn(() => Promise.resolve());
      const { actor, spies } = liveVerify({ email: ANNA }, verify);
      typeCode(actor, code);
      submitCode(actor);
      expect(entryView(actor).codeError).toBe(INVALID_CODE_MESSAGE);
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
    typeCode(actor, '123 456');
    submitCode(actor);
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
    typeCode(actor, '123456');
    submitCode(actor);
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.navigate).toHaveBeenCalledWith({ to: '/' });
  });

  it('returns to / where the quiz answers wait, keeping the quiz flag for them', async () => {
    const { actor, spies } = liveVerify({ email: ANNA }, () => Promise.resolve(), undefined, {
      pendingQuiz: true,
      returnUrl: '/faq',
    });
    typeCode(actor, '123456');
    submitCode(actor);
    await waitFor(actor, (s) => s.status === 'done');
    expect(spies.forgetQuizFlag).not.toHaveBeenCalled();
    expect(spies.navigate).toHaveBeenCalledWith({ to: '/' });
  });

  it('keeps the code after a failed verification', async () => {
    const { actor, spies } = liveVerify({ email: ANNA }, () => Promise.reject(EXPIRED));
    typeCode(actor, '654321');
    submitCode(actor);
    await entered(actor);
    expect(spies.showToast).toHaveBeenCalledWith({
      title: 'Verifiering misslyckades',
      description: 'Ogiltig eller utgången kod.',
      variant: 'destructive',
    });
    expect(entryView(actor).code).toBe('654321');
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
      resendCode(actor);
      expect(entryView(actor).isSending).toBe(true);
      // No verification while a new code is on its way.
      typeCode(actor, '123456');
      submitCode(actor);
      expect(verify).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(0);
      expect(spies.showToast).toHaveBeenLastCalledWith(VERIFY_TOASTS.resent);
      // The new code replaces the one typed.
      expect(entryView(actor).code).toBe('');
      typeCode(actor, '123456');

      resendCode(actor);
      await vi.advanceTimersByTimeAsync(0);
      expect(spies.showToast).toHaveBeenLastCalledWith({
        title: 'Kunde inte skicka ny kod',
        description: cooldownMessage(2),
        variant: 'destructive',
      });
      expect(cooldownSeconds()).toBe(2);
      resendCode(actor);
      await vi.advanceTimersByTimeAsync(0);
      expect(resend).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(COOLDOWN_TICK_MS);
      expect(cooldownSeconds()).toBe(1);
      // The cooldown is about new codes only: verifying still works.
      submitCode(actor);
      expect(verify).toHaveBeenCalledTimes(1);
      expect(entryView(actor).canResend).toBe(false);
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
    expectOk(await authFlows.sendOtp(ANNA));
    const { actor, spies } = realVerify({ email: ANNA });
    typeCode(actor, latestCode(ANNA));
    submitCode(actor);
    await waitFor(actor, (s) => s.status === 'done', { timeout: 10_000 });
    expect(spies.navigate).toHaveBeenCalledWith({ to: '/' });
    const session = expectOk(await auth.getSession());
    expect(session?.user.email).toBe(ANNA);
  });

  it('a wrong code and a dropped connection fail with the code kept', async () => {
    expectOk(await authFlows.sendOtp(ANNA));
    const code = latestCode(ANNA);
    const wrong = code === '000000' ? '111111' : '000000';
    const { actor, spies } = realVerify({ email: ANNA });
    typeCode(actor, wrong);
    submitCode(actor);
    await entered(actor);
    expect(spies.showToast).toHaveBeenLastCalledWith(
      expect.objectContaining({ description: 'Ogiltig eller utgången kod.' }),
    );

    failNext({ method: 'POST', path: '/auth/v1/verify' }, { network: true });
    typeCode(actor, code);
    submitCode(actor);
    await entered(actor);
    expect(spies.showToast).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Verifiering misslyckades' }),
    );
    expect(entryView(actor).code).toBe(code);
  });

  it('a resend within 60 s is refused with the server’s wait', async () => {
    expectOk(await authFlows.sendOtp(ANNA));
    const { actor, spies } = realVerify({ email: ANNA });
    resendCode(actor);
    const entry = codeStep(actor);
    if (!entry) throw new Error('no code step');
    await waitFor(entry, (s) => s.matches('entering'), { timeout: 10_000 });
    const child = entry.getSnapshot().children.codeRequest?.getSnapshot();
    expect(selectCodeRequest(child).cooldownSeconds).toBeGreaterThan(50);
    expect(spies.showToast).toHaveBeenLastCalledWith(
      expect.objectContaining({ title: 'Kunde inte skicka ny kod' }),
    );
    actor.stop();
  });
});
