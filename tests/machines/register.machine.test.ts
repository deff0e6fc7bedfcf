/**
 * /register. Model-based: paths generated from the real machine (tests/support/machineCoverage.ts),
 * replayed on real actors whose `codeRequest` child only records what it is asked to send (the
 * paths carry its `codeRequest.sent` / `codeRequest.failed` replies), checking the form, the
 * messages, the code request, toasts and navigation after every step against an independent model.
 * Then the validation rules, the cooldown with the real child and fake timers, and the default
 * actors against the MSW demo backend.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type SnapshotFrom } from 'xstate';
import {
  selectCodeRequest,
  type CodeRequest,
  type CodeRequestSnapshot,
} from '../../src/machines/codeRequest';
import { EMAIL_REQUIRED_MESSAGE } from '../../src/machines/shared/email';
import { COOLDOWN_TICK_MS, cooldownMessage } from '../../src/machines/shared/messages';
import {
  REGISTER_MESSAGES,
  REGISTER_TOASTS,
  REGISTRATION_FIELDS,
  registerMachine,
  registrationFailureMessage,
  selectRegisterView,
  validateRegistration,
  type RegisterEvent,
  type RegistrationErrors,
  type RegistrationValues,
} from '../../src/machines/register';
import { failNext, getDemoInboxFor } from '../../src/mocks/node';
import * as auth from '../../src/services/auth';
import { ServiceError } from '../../src/services/result';
import { expectOk, latestCode, setupDemoBackend } from '../services/helpers';
import { codeRequestWith, recordingCodeRequest } from '../support/codeRequest';
import {
  coveringPaths,
  hasJourney,
  expectFullCoverage,
  replayPaths,
} from '../support/machineCoverage';
import { expectedErrors } from '../support/personalRules';

type Snapshot = SnapshotFrom<typeof registerMachine>;

const VALID: RegistrationValues = {
  email: 'anna.andersson@example.se',
  telefon: '070-123 45 67',
  fornamn: 'Anna',
  efternamn: 'Andersson',
  adress: 'Storgatan 1, 411 38 Göteborg',
};

const RATE_LIMITED = new ServiceError({ kind: 'rate_limited', status: 429, retryAfterSeconds: 2 });
const SERVER = new ServiceError({ kind: 'server', status: 500 });
const NETWORK = new ServiceError({ kind: 'network' });
const INVALID = new ServiceError({ kind: 'invalid', status: 400 });

const EVENTS: RegisterEvent[] = [
  { type: 'register.fieldChanged', field: 'email', value: '' },
  { type: 'register.fieldChanged', field: 'email', value: 'anna@' },
  { type: 'register.fieldChanged', field: 'adress', value: 'Storgatan 1' },
  ...REGISTRATION_FIELDS.map((field): RegisterEvent => ({
    type: 'register.fieldChanged',
    field,
    value: VALID[field],
  })),
  { type: 'register.submit' },
  { type: 'codeRequest.sent', email: VALID.email },
  { type: 'codeRequest.failed', error: SERVER },
  { type: 'codeRequest.failed', error: NETWORK },
  { type: 'codeRequest.failed', error: INVALID },
  { type: 'codeRequest.failed', error: RATE_LIMITED },
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
    REGISTRATION_FIELDS.length - Object.keys(expectedErrors(snapshot.context.values)).length,
    Object.keys(snapshot.context.errors).length > 0,
  ]);

/** An independent model of the form, driven by the path's events alone (rules from the spec). */
interface FormModel {
  sending: boolean;
  values: RegistrationValues;
  errors: RegistrationErrors;
}
const EMPTY: RegistrationValues = {
  email: '',
  telefon: '',
  fornamn: '',
  efternamn: '',
  adress: '',
};
const START: FormModel = { sending: false, values: EMPTY, errors: {} };

function reduce(model: FormModel, event: { type: string }): FormModel {
  switch (event.type) {
    case 'register.fieldChanged': {
      if (model.sending) return model; // read-only while the code is on its way
      const { field, value } = event as Extract<RegisterEvent, { type: 'register.fieldChanged' }>;
      const errors = { ...model.errors };
      delete errors[field];
      return { ...model, values: { ...model.values, [field]: value }, errors };
    }
    case 'register.submit': {
      if (model.sending) return model;
      const errors = expectedErrors(model.values);
      return Object.keys(errors).length > 0
        ? { ...model, errors }
        : { ...model, errors: {}, sending: true };
    }
    case 'codeRequest.sent':
    case 'codeRequest.failed':
      return { ...model, sending: false };
    default:
      return model;
  }
}

function testRegisterMachine() {
  const spies = {
    showToast: vi.fn(),
    navigate: vi.fn(),
    requestCode: vi.fn<(request: CodeRequest) => void>(),
  };
  const machine = registerMachine.provide({
    actors: { codeRequest: recordingCodeRequest((request) => spies.requestCode(request)) },
    actions: {
      showToast: (_, params) => spies.showToast(params),
      navigate: (_, params) => spies.navigate(params),
    },
  });
  return { machine, spies };
}

const trimmedDetails = (values: RegistrationValues): CodeRequest => ({
  email: values.email.trim(),
  details: {
    telefon: values.telefon.trim(),
    fornamn: values.fornamn.trim(),
    efternamn: values.efternamn.trim(),
    adress: values.adress.trim(),
  },
});

describe('register machine (model-based)', () => {
  it('reaches every state and transition', () => {
    const { machine, spies } = testRegisterMachine();
    const paths = coveringPaths(machine, { events: handledBy(EVENTS), serializeState });
    expect(paths.length).toBeGreaterThan(10);
    let model = START;
    const run = replayPaths(machine, paths, {
      spies,
      check: (actor, _expected, event) => {
        const snapshot = actor.getSnapshot() as Snapshot;
        const type = event.type as string;
        const before = model;
        model = type === 'xstate.init' ? START : reduce(model, event);
        const view = selectRegisterView(snapshot);
        // Nothing typed is ever lost, messages are exactly the model's.
        expect(view.values).toEqual(model.values);
        expect(view.errors).toEqual(model.errors);
        expect(view.isIdle).toBe(!model.sending);
        // The code is asked for once, with the trimmed details, exactly when a valid form is sent.
        if (!before.sending && model.sending)
          expect(spies.requestCode.mock.calls).toEqual([[trimmedDetails(model.values)]]);
        else expect(spies.requestCode).not.toHaveBeenCalled();
        const replied = before.sending && !model.sending;
        if (replied && type === 'codeRequest.sent') {
          expect(spies.showToast.mock.calls).toEqual([[REGISTER_TOASTS.codeSent]]);
          expect(spies.navigate.mock.calls).toEqual([
            [{ to: '/verify', search: { email: VALID.email } }],
          ]);
        } else if (replied && type === 'codeRequest.failed') {
          const { error } = event as unknown as { error: ServiceError };
          expect(spies.showToast.mock.calls).toEqual([
            [
              {
                title: 'Registrering misslyckades',
                description: registrationFailureMessage(error),
                variant: 'destructive',
              },
            ],
          ]);
          expect(spies.navigate).not.toHaveBeenCalled();
        } else {
          expect(spies.showToast).not.toHaveBeenCalled();
          expect(spies.navigate).not.toHaveBeenCalled();
        }
      },
    });
    for (const journey of [
      ['register.fieldChanged', 'register.submit', 'codeRequest.sent'],
      ['register.fieldChanged', 'register.submit', 'codeRequest.failed'],
      ['register.submit', 'register.fieldChanged'],
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
  function liveRegister(send: (request: CodeRequest) => Promise<void>) {
    const spies = { showToast: vi.fn(), navigate: vi.fn() };
    const machine = registerMachine.provide({
      actors: { codeRequest: codeRequestWith(send) },
      actions: {
        showToast: (_, params) => spies.showToast(params),
        navigate: (_, params) => spies.navigate(params),
      },
    });
    const actor = createActor(machine).start();
    const fill = (values: RegistrationValues) => {
      for (const field of REGISTRATION_FIELDS)
        actor.send({ type: 'register.fieldChanged', field, value: ` ${values[field]} ` });
    };
    const cooldownSeconds = () =>
      selectCodeRequest(
        actor.getSnapshot().children.codeRequest?.getSnapshot() as CodeRequestSnapshot | undefined,
      ).cooldownSeconds;
    return { actor, spies, fill, cooldownSeconds };
  }

  it('sends the trimmed details with the code and goes to /verify?email=…', async () => {
    const send = vi.fn(() => Promise.resolve());
    const { actor, spies, fill } = liveRegister(send);
    fill(VALID);
    actor.send({ type: 'register.submit' });
    expect(selectRegisterView(actor.getSnapshot()).isIdle).toBe(false);
    // Read-only while sending.
    actor.send({ type: 'register.fieldChanged', field: 'fornamn', value: 'Berit' });
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
    actor.send({ type: 'register.fieldChanged', field: 'fornamn', value: 'A' });
    expect(actor.getSnapshot().context.errors.fornamn).toBeUndefined();
    expect(Object.keys(actor.getSnapshot().context.errors)).toHaveLength(4);
  });

  it('keeps everything typed after a failure and counts a 429 cooldown down', async () => {
    vi.useFakeTimers();
    try {
      const send = vi.fn(() =>
        Promise.reject(new ServiceError({ kind: 'rate_limited', retryAfterSeconds: 2 })),
      );
      const { actor, spies, fill, cooldownSeconds } = liveRegister(send);
      fill(VALID);
      actor.send({ type: 'register.submit' });
      await vi.advanceTimersByTimeAsync(0);
      expect(spies.showToast).toHaveBeenCalledWith({
        title: 'Registrering misslyckades',
        description: cooldownMessage(2),
        variant: 'destructive',
      });
      expect(cooldownSeconds()).toBe(2);
      actor.send({ type: 'register.submit' });
      await vi.advanceTimersByTimeAsync(0);
      expect(send).toHaveBeenCalledTimes(1);
      // Typing is allowed during the cooldown.
      actor.send({ type: 'register.fieldChanged', field: 'telefon', value: '070-765 43 21' });
      await vi.advanceTimersByTimeAsync(2 * COOLDOWN_TICK_MS);
      expect(cooldownSeconds()).toBe(0);
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
      actor.send({ type: 'register.fieldChanged', field, value: VALID[field] });
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
      actor.send({ type: 'register.fieldChanged', field, value: VALID[field] });
    failNext({ method: 'POST', path: '/auth/v1/otp' }, { network: true });
    actor.send({ type: 'register.submit' });
    await waitFor(actor, (s) => s.matches('idle'), { timeout: 10_000 });
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Registrering misslyckades', variant: 'destructive' }),
    );
    expect(actor.getSnapshot().context.values).toEqual(VALID);
  });
});
