/**
 * /register. Model-based: paths generated from an independent model of the form (the spec's
 * field rules, tests/support/personalRules.ts), replayed on real actors whose `codeRequest` child
 * asks the model's backend, which answers as the path says; after every step the form, the
 * messages, the code request, what is remembered, toasts and navigation are checked.
 * Then the validation rules, the cooldown with the real child and fake timers, and the default
 * actors against the MSW demo backend.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
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
  type RegistrationErrors,
  type RegistrationValues,
} from '../../src/machines/register';
import { failNext, getDemoInboxFor } from '../../src/mocks/node';
import * as authFlows from '../../src/services/authFlows';
import { ServiceError } from '../../src/services/result';
import { expectOk, latestCode, setupDemoBackend } from '../services/helpers';
import { answeringCodeRequest, codeRequestWith } from '../support/codeRequest';
import { Calls, replayModel, walksJourney, type Model } from '../support/modelReplay';
import { expectedErrors } from '../support/personalRules';

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

/**
 * What can happen on /register: the visitor types the e-mail (empty, half an address, a valid
 * one) or the address (without postal code and town, a valid one), fills in the name and phone
 * fields (three fields, each typed), or presses 'Registrera'; while the code is on its way the
 * auth server answers it (sent, 500, offline, 400, 429).
 */
type Happening =
  | { type: 'type'; field: 'email' | 'adress'; value: string }
  | { type: 'typeNames' }
  | { type: 'submit' }
  | { type: 'server.sent' }
  | { type: 'server.fails'; error: ServiceError }
  /** The wait a 429 named is over (the code request says `codeRequest.ready`). */
  | { type: 'server.waitOver' };

const NAME_FIELDS = ['telefon', 'fornamn', 'efternamn'] as const;

const TYPING: readonly Happening[] = [
  { type: 'type', field: 'email', value: '' },
  { type: 'type', field: 'email', value: 'anna@' },
  { type: 'type', field: 'email', value: ` ${VALID.email} ` },
  { type: 'type', field: 'adress', value: 'Storgatan 1' },
  { type: 'type', field: 'adress', value: VALID.adress },
  { type: 'typeNames' },
];

interface Toast {
  title: string;
  description: string;
  variant?: 'destructive';
}

/** The form as the visitor sees it, from the spec's rules (tests/support/personalRules.ts). */
interface FormModel {
  sending: boolean;
  values: RegistrationValues;
  errors: RegistrationErrors;
  /** Refused submits (focus moves to the first invalid field each time). */
  attempt: number;
  /** After a 429, until its wait is over: 'Skicka kod' does nothing. */
  waiting: boolean;
  /** What the last happening did. */
  asked: CodeRequest | null;
  remembered: { email: string; details: Record<string, string> } | null;
  toast: Toast | null;
  navigated: unknown;
}
const EMPTY: RegistrationValues = {
  email: '',
  telefon: '',
  fornamn: '',
  efternamn: '',
  adress: '',
};
const START: FormModel = {
  sending: false,
  values: EMPTY,
  errors: {},
  attempt: 0,
  waiting: false,
  asked: null,
  remembered: null,
  toast: null,
  navigated: null,
};

/** The failure toast's text per answer (the spec's catalogue and the cooldown rule). */
const FAILURE_TEXT = new Map<ServiceError, string>([
  [SERVER, 'Ett fel uppstod vid registrering. Försök igen senare.'],
  [NETWORK, 'Tjänsten kunde inte nås. Kontrollera din internetanslutning och försök igen.'],
  [INVALID, 'Uppgifterna godtogs inte. Kontrollera e-postadressen och försök igen.'],
  [RATE_LIMITED, 'En kod skickades nyss. Vänta 2 sekunder innan du begär en ny.'],
]);

/** decisions.md: the details stay in the browser until the code; the request has the address. */
const codeRequestFor = (values: RegistrationValues): CodeRequest => ({
  email: values.email.trim(),
});

const trimmedDetails = (values: RegistrationValues) => ({
  email: values.email.trim(),
  details: {
    telefon: values.telefon.trim(),
    fornamn: values.fornamn.trim(),
    efternamn: values.efternamn.trim(),
    adress: values.adress.trim(),
  },
});

const registerModel: Model<FormModel, Happening> = {
  name: 'register',
  initial: START,
  // The fields can be typed in at any time (they are read-only while the code is on its way).
  events: (model) => [
    ...(model.sending
      ? [
          ...TYPING,
          { type: 'server.sent' } as const,
          ...[...FAILURE_TEXT.keys()].map((error): Happening => ({ type: 'server.fails', error })),
        ]
      : [...TYPING, { type: 'submit' } as const]),
    ...(model.waiting ? [{ type: 'server.waitOver' } as const] : []),
  ],
  step: (previous, event) => {
    const model = { ...previous, asked: null, remembered: null, toast: null, navigated: null };
    switch (event.type) {
      case 'type':
      case 'typeNames': {
        if (model.sending) return model;
        const typed: Partial<RegistrationValues> =
          event.type === 'type'
            ? { [event.field]: event.value }
            : Object.fromEntries(NAME_FIELDS.map((field) => [field, VALID[field]]));
        // A field's message goes as soon as the field is edited.
        const errors = Object.fromEntries(
          Object.entries(model.errors).filter(([field]) => !(field in typed)),
        );
        return { ...model, values: { ...model.values, ...typed }, errors };
      }
      case 'submit': {
        // Refused while a 429's wait runs: nothing is checked or sent.
        if (model.waiting) return model;
        const errors = expectedErrors(model.values);
        return Object.keys(errors).length > 0
          ? { ...model, errors, attempt: model.attempt + 1 }
          : { ...model, errors: {}, sending: true, asked: codeRequestFor(model.values) };
      }
      case 'server.sent':
        // What was typed is kept here, in this browser, for the account row made at the first
        // sign-in (never sent before the code).
        return {
          ...model,
          sending: false,
          remembered: trimmedDetails(model.values),
          toast: {
            title: 'Verifieringskod skickad!',
            description: 'En verifieringskod har skickats till din e-post.',
          },
          navigated: { to: '/verify', search: { email: model.values.email.trim() } },
        };
      case 'server.waitOver':
        return { ...model, waiting: false };
      case 'server.fails':
        return {
          ...model,
          sending: false,
          waiting: event.error === RATE_LIMITED,
          toast: {
            title: 'Registrering misslyckades',
            description: FAILURE_TEXT.get(event.error) ?? '',
            variant: 'destructive',
          },
        };
    }
  },
  serialize: (model) =>
    JSON.stringify([model.sending, model.waiting, model.values, Object.keys(model.errors).sort()]),
  describe: (event) =>
    event.type === 'type'
      ? `type ${event.field} '${event.value}'`
      : event.type === 'server.fails'
        ? `server ${event.error.status ?? event.error.kind}`
        : event.type,
};

describe('register machine (model-based)', () => {
  it('agrees with the model of the form on every path', async () => {
    const plan = await replayModel(registerModel, {
      machine: registerMachine,
      plan: { merge: { maxSteps: 40 } },
      start: (reach) => {
        const codes = new Calls<CodeRequest, void>('sendCode');
        const spies = { showToast: vi.fn(), navigate: vi.fn(), rememberRegistration: vi.fn() };
        const actor = createActor(
          registerMachine.provide({
            actors: { codeRequest: answeringCodeRequest(codes) },
            actions: {
              showToast: (_, params) => spies.showToast(params),
              navigate: (_, params) => spies.navigate(params),
              rememberRegistration: (_, params) => spies.rememberRegistration(params),
            },
          }),
          { inspect: reach.inspect },
        ).start();
        return { actor, codes, spies };
      },
      beforeStep: ({ codes, spies }) => {
        codes.clear();
        for (const spy of Object.values(spies)) spy.mockClear();
      },
      act: ({ actor, codes }, event) => {
        if (event.type === 'type')
          actor.send({ type: 'register.fieldChanged', field: event.field, value: event.value });
        else if (event.type === 'typeNames')
          for (const field of NAME_FIELDS)
            actor.send({ type: 'register.fieldChanged', field, value: VALID[field] });
        else if (event.type === 'submit') actor.send({ type: 'register.submit' });
        else if (event.type === 'server.sent') codes.resolve();
        else if (event.type === 'server.waitOver') actor.send({ type: 'codeRequest.ready' });
        else codes.reject(event.error);
      },
      check: ({ actor, codes, spies }, model) => {
        // Nothing typed is ever lost; the messages are exactly the model's.
        expect(selectRegisterView(actor.getSnapshot())).toEqual({
          values: model.values,
          errors: model.errors,
          attempt: model.attempt,
          isIdle: !model.sending,
          canSubmit: !model.sending && !model.waiting,
        });
        expect(codes.inputs, 'code asked for').toEqual(model.asked ? [model.asked] : []);
        expect(spies.rememberRegistration.mock.calls).toEqual(
          model.remembered ? [[model.remembered]] : [],
        );
        expect(spies.showToast.mock.calls).toEqual(model.toast ? [[model.toast]] : []);
        expect(spies.navigate.mock.calls).toEqual(model.navigated ? [[model.navigated]] : []);
      },
      stop: ({ actor }) => actor.stop(),
    });
    for (const journey of [
      ['type', 'submit', 'server.sent'],
      ['type', 'submit', 'server.fails'],
      ['submit', 'type'],
    ])
      expect(walksJourney(plan, journey), journey.join(' → ')).toBe(true);
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
    ['adress', '411 38 Göteborg', REGISTER_MESSAGES.adressInvalid],
    ['adress', 'Storgatan 1, 411 38', REGISTER_MESSAGES.adressInvalid],
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

  it('asks for a code for the trimmed address alone and goes to /verify?email=…', async () => {
    const send = vi.fn(() => Promise.resolve());
    const { actor, spies, fill } = liveRegister(send);
    fill(VALID);
    actor.send({ type: 'register.submit' });
    expect(selectRegisterView(actor.getSnapshot()).isIdle).toBe(false);
    // Read-only while sending.
    actor.send({ type: 'register.fieldChanged', field: 'fornamn', value: 'Berit' });
    await waitFor(actor, (s) => s.matches('idle'));
    const { email } = VALID;
    expect(send).toHaveBeenCalledWith({ email });
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

  it('sends the code and nothing of the details: the auth server never holds them', async () => {
    const actor = createActor(registerMachine).start();
    for (const field of REGISTRATION_FIELDS)
      actor.send({ type: 'register.fieldChanged', field, value: VALID[field] });
    actor.send({ type: 'register.submit' });
    await waitFor(actor, (s) => s.matches('idle'), { timeout: 10_000 });
    expect(getDemoInboxFor(VALID.email)).toHaveLength(1);
    const session = expectOk(await authFlows.verifyOtp(VALID.email, latestCode(VALID.email)));
    expect(session.user.user_metadata).toEqual({ flow_type: 'otp', use_otp: true });
    const stored = JSON.stringify(session.user);
    for (const detail of ['Anna', 'Andersson', '070-123', 'Storgatan']) {
      expect(stored).not.toContain(detail);
    }
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
