/**
 * /register. Model-based: paths generated from the real machine (tests/support/machineCoverage.ts),
 * replayed on real actors whose Supabase actor never settles (the paths carry its done/error
 * events and the cooldown's `xstate.after.*` ticks), checking state, messages, toasts and
 * navigation after every step. Then the validation rules, the cooldown with fake timers, and the
 * default actor against the MSW demo backend (the details travel as user metadata).
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import {
  COOLDOWN_TICK_MS,
  EMAIL_REQUIRED_MESSAGE,
  cooldownMessage,
} from '../../src/machines/login';
import {
  REGISTER_MESSAGES,
  REGISTER_TOASTS,
  REGISTRATION_FIELDS,
  registerMachine,
  registrationFailureMessage,
  selectRegisterView,
  validateRegistration,
  type RegisterEvent,
  type RegistrationDetails,
  type RegistrationValues,
} from '../../src/machines/register';
import { failNext, getDemoInboxFor } from '../../src/mocks/node';
import * as auth from '../../src/services/auth';
import { ServiceError } from '../../src/services/result';
import { expectOk, latestCode, setupDemoBackend } from '../services/helpers';
import {
  coveringPaths,
  hasJourney,
  expectFullCoverage,
  replayPaths,
} from '../support/machineCoverage';

type Snapshot = SnapshotFrom<typeof registerMachine>;

const VALID: RegistrationValues = {
  email: 'anna.andersson@example.se',
  telefon: '070-123 45 67',
  fornamn: 'Anna',
  efternamn: 'Andersson',
  adress: 'Storgatan 1, 411 38 Göteborg',
};
const never = <T>() => new Promise<T>(() => {});

const done = () =>
  ({
    type: 'xstate.done.actor.sendRegistrationCode',
    output: undefined,
  }) as unknown as RegisterEvent;
const failed = (error: ServiceError) =>
  ({ type: 'xstate.error.actor.sendRegistrationCode', error }) as unknown as RegisterEvent;

const RATE_LIMITED = new ServiceError({ kind: 'rate_limited', status: 429, retryAfterSeconds: 2 });
const SERVER = new ServiceError({ kind: 'server', status: 500 });
const NETWORK = new ServiceError({ kind: 'network' });
const INVALID = new ServiceError({ kind: 'invalid', status: 400 });

const EVENTS: RegisterEvent[] = [
  { type: 'register.change', field: 'email', value: '' },
  { type: 'register.change', field: 'email', value: 'anna@' },
  { type: 'register.change', field: 'adress', value: 'Storgatan 1' },
  ...REGISTRATION_FIELDS.map((field): RegisterEvent => ({
    type: 'register.change',
    field,
    value: VALID[field],
  })),
  { type: 'register.submit' },
  done(),
  failed(SERVER),
  failed(NETWORK),
  failed(INVALID),
  failed(RATE_LIMITED),
];

function handledBy<E extends { type: string }>(events: readonly E[]) {
  return (snapshot: unknown): E[] => {
    const handled = new Set(
      (snapshot as { _nodes: { ownEvents: string[] }[] })._nodes.flatMap((node) => node.ownEvents),
    );
    return events.filter((event) => handled.has(event.type));
  };
}

/**
 * The model state: what the machine's guards and the visitor see. Which field holds which value
 * is abstracted to "how many fields are valid" and "messages are shown or not", which keeps the
 * graph small; the replay still runs the concrete events.
 */
const serializeState = (snapshot: Snapshot) =>
  JSON.stringify([
    snapshot.value,
    REGISTRATION_FIELDS.length - Object.keys(validateRegistration(snapshot.context.values)).length,
    Object.keys(snapshot.context.errors).length > 0,
    snapshot.context.cooldownSeconds > 1 ? 'many' : snapshot.context.cooldownSeconds,
  ]);

function testRegisterMachine() {
  const spies = { showToast: vi.fn(), navigate: vi.fn() };
  const machine = registerMachine.provide({
    actors: {
      sendRegistrationCode: fromPromise<void, { email: string; details: RegistrationDetails }>(() =>
        never(),
      ),
    },
    actions: {
      showToast: (_, params) => spies.showToast(params),
      navigate: (_, params) => spies.navigate(params),
    },
  });
  return { machine, spies };
}

describe('register machine (model-based)', () => {
  it('reaches every state and transition', () => {
    const { machine, spies } = testRegisterMachine();
    const paths = coveringPaths(machine, { events: handledBy(EVENTS), serializeState });
    expect(paths.length).toBeGreaterThan(10);
    let previous: RegistrationValues | null = null;
    const run = replayPaths(machine, paths, {
      spies,
      check: (actor, _expected, event) => {
        const snapshot = actor.getSnapshot() as Snapshot;
        const { context } = snapshot;
        const type = event.type as string;
        if (type === 'xstate.init') previous = null;
        // Nothing typed is lost on any failure or tick.
        if (previous && (type.startsWith('xstate.error') || type.startsWith('xstate.after')))
          expect(context.values).toEqual(previous);
        previous = context.values;
        const view = selectRegisterView(snapshot);
        expect(view.canSubmit).toBe(snapshot.matches('idle'));
        expect(view.cooldownSeconds > 0).toBe(snapshot.matches('cooldown'));
        switch (type) {
          case 'register.submit':
            if (snapshot.matches('idle'))
              expect(context.errors).toEqual(validateRegistration(context.values));
            else expect(context.errors).toEqual({});
            break;
          case 'xstate.done.actor.sendRegistrationCode':
            expect(spies.showToast).toHaveBeenLastCalledWith(REGISTER_TOASTS.codeSent);
            expect(spies.navigate).toHaveBeenLastCalledWith({
              to: '/verify',
              search: { email: context.values.email.trim() },
            });
            break;
          case 'xstate.error.actor.sendRegistrationCode':
            expect(spies.showToast).toHaveBeenLastCalledWith(
              expect.objectContaining({
                title: 'Registrering misslyckades',
                variant: 'destructive',
              }),
            );
            if (snapshot.matches('cooldown')) expect(context.cooldownSeconds).toBe(2);
            break;
          default:
            break;
        }
      },
    });
    for (const journey of [
      ['register.change', 'register.submit', 'xstate.done.actor.sendRegistrationCode'],
      ['register.submit', 'xstate.error.actor.sendRegistrationCode'],
      [
        'register.submit',
        'xstate.error.actor.sendRegistrationCode',
        'xstate.after.cooldownTick.register.cooldown',
      ],
    ])
      expect(hasJourney(paths, journey), journey.join(' → ')).toBe(true);
    expectFullCoverage(registerMachine, run);
  });
});

describe('registration validation', () => {
  it('accepts a complete Swedish registration', () => {
    expect(validateRegistration(VALID)).toEqual({});
    expect(validateRegistration({ ...VALID, telefon: '+46 70 123 45 67' })).toEqual({});
    expect(validateRegistration({ ...VALID, adress: 'Box 12, 11122 Stockholm' })).toEqual({});
  });

  it('gives every empty field its own Swedish message', () => {
    const errors = validateRegistration({
      email: ' ',
      telefon: '',
      fornamn: '',
      efternamn: '  ',
      adress: '',
    });
    expect(errors).toEqual({
      email: EMAIL_REQUIRED_MESSAGE,
      telefon: REGISTER_MESSAGES.telefonRequired,
      fornamn: REGISTER_MESSAGES.fornamnRequired,
      efternamn: REGISTER_MESSAGES.efternamnRequired,
      adress: REGISTER_MESSAGES.adressRequired,
    });
    expect(Object.keys(errors)).toEqual([...REGISTRATION_FIELDS]);
  });

  it.each([
    ['telefon', '12345', REGISTER_MESSAGES.telefonInvalid],
    ['telefon', 'ring mig', REGISTER_MESSAGES.telefonInvalid],
    ['telefon', '0701234567890123', REGISTER_MESSAGES.telefonInvalid],
    ['adress', 'Storgatan 1', REGISTER_MESSAGES.adressInvalid],
    ['adress', '411 38', REGISTER_MESSAGES.adressInvalid],
  ] as const)('refuses %s %j', (field, value, message) => {
    expect(validateRegistration({ ...VALID, [field]: value })).toEqual({ [field]: message });
  });

  it('explains failures in Swedish', () => {
    expect(registrationFailureMessage(SERVER)).toBe(
      'Ett fel uppstod vid registrering. Försök igen senare.',
    );
    expect(registrationFailureMessage(INVALID)).toBe(REGISTER_MESSAGES.invalid);
    expect(registrationFailureMessage(NETWORK)).toMatch(/internetanslutning/);
    expect(registrationFailureMessage(RATE_LIMITED)).toBe(cooldownMessage(2));
    expect(registrationFailureMessage(undefined)).toBe(REGISTER_MESSAGES.failedDefault);
  });
});

describe('register behaviour', () => {
  function liveRegister(
    send: (input: { email: string; details: RegistrationDetails }) => Promise<void>,
  ) {
    const spies = { showToast: vi.fn(), navigate: vi.fn() };
    const machine = registerMachine.provide({
      actors: {
        sendRegistrationCode: fromPromise<void, { email: string; details: RegistrationDetails }>(
          ({ input }) => send(input),
        ),
      },
      actions: {
        showToast: (_, params) => spies.showToast(params),
        navigate: (_, params) => spies.navigate(params),
      },
    });
    const actor = createActor(machine).start();
    const fill = (values: RegistrationValues) => {
      for (const field of REGISTRATION_FIELDS)
        actor.send({ type: 'register.change', field, value: ` ${values[field]} ` });
    };
    return { actor, spies, fill };
  }

  it('sends the trimmed details with the code and goes to /verify?email=…', async () => {
    const send = vi.fn(() => Promise.resolve());
    const { actor, spies, fill } = liveRegister(send);
    fill(VALID);
    actor.send({ type: 'register.submit' });
    expect(selectRegisterView(actor.getSnapshot()).isSending).toBe(true);
    // Read-only while sending.
    actor.send({ type: 'register.change', field: 'fornamn', value: 'Berit' });
    await waitFor(actor, (s) => s.matches('idle'));
    const { email, ...details } = VALID;
    expect(send).toHaveBeenCalledWith({ email, details });
    expect(spies.showToast).toHaveBeenCalledWith(REGISTER_TOASTS.codeSent);
    expect(spies.navigate).toHaveBeenCalledWith({ to: '/verify', search: { email } });
  });

  it('clears a field’s message as soon as the field is edited', () => {
    const { actor } = liveRegister(() => Promise.resolve());
    actor.send({ type: 'register.submit' });
    expect(Object.keys(actor.getSnapshot().context.errors)).toHaveLength(5);
    actor.send({ type: 'register.change', field: 'fornamn', value: 'A' });
    expect(actor.getSnapshot().context.errors.fornamn).toBeUndefined();
    expect(Object.keys(actor.getSnapshot().context.errors)).toHaveLength(4);
  });

  it('keeps everything typed after a failure and counts a 429 cooldown down', async () => {
    vi.useFakeTimers();
    try {
      const send = vi.fn(() =>
        Promise.reject(new ServiceError({ kind: 'rate_limited', retryAfterSeconds: 2 })),
      );
      const { actor, spies, fill } = liveRegister(send);
      fill(VALID);
      actor.send({ type: 'register.submit' });
      await vi.advanceTimersByTimeAsync(0);
      expect(spies.showToast).toHaveBeenCalledWith({
        title: 'Registrering misslyckades',
        description: cooldownMessage(2),
        variant: 'destructive',
      });
      expect(selectRegisterView(actor.getSnapshot()).cooldownSeconds).toBe(2);
      actor.send({ type: 'register.submit' });
      expect(send).toHaveBeenCalledTimes(1);
      // Typing is allowed during the cooldown.
      actor.send({ type: 'register.change', field: 'telefon', value: '070-765 43 21' });
      await vi.advanceTimersByTimeAsync(2 * COOLDOWN_TICK_MS);
      expect(actor.getSnapshot().matches('idle')).toBe(true);
      expect(actor.getSnapshot().context.values).toEqual({
        ...Object.fromEntries(REGISTRATION_FIELDS.map((f) => [f, ` ${VALID[f]} `])),
        telefon: '070-765 43 21',
      });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('register with the real services (MSW demo backend)', () => {
  setupDemoBackend();

  it('sends the code with the details, which become the new user’s metadata', async () => {
    const actor = createActor(registerMachine).start();
    for (const field of REGISTRATION_FIELDS)
      actor.send({ type: 'register.change', field, value: VALID[field] });
    actor.send({ type: 'register.submit' });
    await waitFor(actor, (s) => s.matches('idle'), { timeout: 10_000 });
    expect(getDemoInboxFor(VALID.email)).toHaveLength(1);
    const session = expectOk(await auth.verifyOtp(VALID.email, latestCode(VALID.email)));
    expect(session.user.user_metadata).toMatchObject({
      fornamn: 'Anna',
      efternamn: 'Andersson',
      telefon: '070-123 45 67',
      adress: 'Storgatan 1, 411 38 Göteborg',
    });
  });

  it('a network failure toasts and keeps the form', async () => {
    const showToast = vi.fn();
    const actor = createActor(
      registerMachine.provide({ actions: { showToast: (_, params) => showToast(params) } }),
    ).start();
    for (const field of REGISTRATION_FIELDS)
      actor.send({ type: 'register.change', field, value: VALID[field] });
    failNext({ method: 'POST', path: '/auth/v1/otp' }, { network: true });
    actor.send({ type: 'register.submit' });
    await waitFor(actor, (s) => s.matches('idle'), { timeout: 10_000 });
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Registrering misslyckades', variant: 'destructive' }),
    );
    expect(actor.getSnapshot().context.values).toEqual(VALID);
  });
});
