import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { sendOtp, type RegistrationDetails } from '../services/auth';
import {
  COOLDOWN_TICK_MS,
  cooldownMessage,
  emailError,
  failureMessage,
  isRateLimited,
  retryAfterSeconds,
  unwrap,
  type CooldownContext,
  type VerifyNavigation,
} from './login';
import type { ToastInput } from './toasts';

/** The registration form (spec §3): all five fields are required. */
export const REGISTRATION_FIELDS = ['email', 'telefon', 'fornamn', 'efternamn', 'adress'] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
export type RegistrationValues = Record<RegistrationField, string>;
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

/**
 * What is sent with the one-time code as user metadata; the `konton` row is created from it right
 * after verification (only the signed-in owner may insert it).
 */
export type { RegistrationDetails };

export const REGISTER_MESSAGES = {
  telefonRequired: 'Vänligen fyll i ditt telefonnummer',
  telefonInvalid: 'Ange ett giltigt telefonnummer, till exempel 070-123 45 67',
  fornamnRequired: 'Vänligen fyll i ditt förnamn',
  efternamnRequired: 'Vänligen fyll i ditt efternamn',
  adressRequired: 'Vänligen fyll i din adress',
  adressInvalid: 'Ange en fullständig adress med gatuadress, postnummer och ort',
  failedDefault: 'Ett fel uppstod vid registrering. Försök igen senare.',
  invalid: 'Uppgifterna godtogs inte. Kontrollera e-postadressen och försök igen.',
} as const;

export const REGISTER_TOASTS = {
  codeSent: {
    title: 'Verifieringskod skickad!',
    description: 'En verifieringskod har skickats till din e-post.',
  },
  failedTitle: 'Registrering misslyckades',
} as const;

/** A Swedish number: digits with optional +, spaces, dashes, parentheses; 7 to 15 digits. */
const PHONE_CHARS = /^\+?[\d\s\-()]+$/;
/** A Swedish postal code (five digits, usually written "411 38") followed somewhere by letters. */
const POSTAL_CODE = /\b\d{3}\s?\d{2}\b/;

/** Per-field Swedish messages for the values; an empty object when the form may be sent. */
export function validateRegistration(values: RegistrationValues): RegistrationErrors {
  const errors: RegistrationErrors = {};
  const email = emailError(values.email);
  if (email) errors.email = email;

  const telefon = values.telefon.trim();
  const digits = telefon.replace(/\D/g, '').length;
  if (telefon === '') errors.telefon = REGISTER_MESSAGES.telefonRequired;
  else if (!PHONE_CHARS.test(telefon) || digits < 7 || digits > 15)
    errors.telefon = REGISTER_MESSAGES.telefonInvalid;

  if (values.fornamn.trim() === '') errors.fornamn = REGISTER_MESSAGES.fornamnRequired;
  if (values.efternamn.trim() === '') errors.efternamn = REGISTER_MESSAGES.efternamnRequired;

  const adress = values.adress.trim();
  if (adress === '') errors.adress = REGISTER_MESSAGES.adressRequired;
  else if (!POSTAL_CODE.test(adress) || !/\p{L}{2,}/u.test(adress.replace(POSTAL_CODE, '')))
    errors.adress = REGISTER_MESSAGES.adressInvalid;
  return errors;
}

/** The failure toast's description: the cause in Swedish, or the catalogue's default. */
export function registrationFailureMessage(error: unknown): string {
  const message = failureMessage(error, REGISTER_MESSAGES.failedDefault);
  if (message !== REGISTER_MESSAGES.failedDefault) return message;
  const kind = (error as { kind?: unknown } | null)?.kind;
  return kind === 'invalid' ? REGISTER_MESSAGES.invalid : REGISTER_MESSAGES.failedDefault;
}

export interface RegisterContext extends CooldownContext {
  values: RegistrationValues;
  errors: RegistrationErrors;
  /** Counts refused submits, so the page can move focus to the first invalid field each time. */
  attempt: number;
}

export type RegisterEvent =
  | { type: 'register.change'; field: RegistrationField; value: string }
  | { type: 'register.submit' };

const emptyValues = (): RegistrationValues => ({
  email: '',
  telefon: '',
  fornamn: '',
  efternamn: '',
  adress: '',
});

const trimmed = (values: RegistrationValues): RegistrationValues => ({
  email: values.email.trim(),
  telefon: values.telefon.trim(),
  fornamn: values.fornamn.trim(),
  efternamn: values.efternamn.trim(),
  adress: values.adress.trim(),
});

/**
 * /register: the five-field form. `register.submit` with every field valid → `sending`: the code
 * is sent with the registration details (user metadata, from which the `konton` row is created
 * after verification) → toast and /verify?email=…. A failure toasts 'Registrering misslyckades'
 * with the cause and returns to `idle`; a 429 starts the `cooldown` countdown ('Vänta {n}s...')
 * during which submitting is blocked. The values are never cleared on failure.
 */
export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
  },
  actors: {
    sendRegistrationCode: fromPromise<void, { email: string; details: RegistrationDetails }>(
      ({ input }) => unwrap(sendOtp(input.email, input.details)),
    ),
  },
  delays: { cooldownTick: COOLDOWN_TICK_MS },
  guards: {
    isFormInvalid: ({ context }) => Object.keys(validateRegistration(context.values)).length > 0,
    isRateLimited: ({ event }) => 'error' in event && isRateLimited(event.error),
    isLastSecond: ({ context }) => context.cooldownSeconds <= 1,
  },
  actions: {
    setValue: assign(({ context, event }) => {
      if (event.type !== 'register.change') return {};
      const errors = { ...context.errors };
      delete errors[event.field];
      return { values: { ...context.values, [event.field]: event.value }, errors };
    }),
    showErrors: assign(({ context }) => ({
      errors: validateRegistration(context.values),
      attempt: context.attempt + 1,
    })),
    clearErrors: assign({ errors: {} }),
    startCooldown: assign((_, params: { seconds: number }) => ({
      cooldownSeconds: params.seconds,
    })),
    tickCooldown: assign(({ context }) => ({ cooldownSeconds: context.cooldownSeconds - 1 })),
    endCooldown: assign({ cooldownSeconds: 0 }),
    /** Provided by the route: the root system's toasts actor. */
    showToast: (_, _params: ToastInput) => {},
    /** Provided by the route: the router's navigate. */
    navigate: (_, _params: VerifyNavigation) => {},
  },
}).createMachine({
  id: 'register',
  context: { values: emptyValues(), errors: {}, attempt: 0, cooldownSeconds: 0 },
  initial: 'idle',
  on: {
    'register.change': { actions: 'setValue' },
  },
  states: {
    idle: {
      on: {
        'register.submit': [
          { guard: 'isFormInvalid', actions: 'showErrors' },
          { target: 'sending', actions: 'clearErrors' },
        ],
      },
    },
    sending: {
      // The fields are read-only while the code is on its way.
      on: { 'register.change': {} },
      invoke: {
        id: 'sendRegistrationCode',
        src: 'sendRegistrationCode',
        input: ({ context }) => {
          const { email, ...details } = trimmed(context.values);
          return { email, details };
        },
        onDone: {
          target: 'idle',
          actions: [
            { type: 'showToast', params: REGISTER_TOASTS.codeSent },
            {
              type: 'navigate',
              params: ({ context }) => ({
                to: '/verify',
                search: { email: context.values.email.trim() },
              }),
            },
          ],
        },
        onError: [
          {
            guard: 'isRateLimited',
            target: 'cooldown',
            actions: [
              {
                type: 'startCooldown',
                params: ({ event }) => ({ seconds: retryAfterSeconds(event.error) }),
              },
              {
                type: 'showToast',
                params: ({ event }) => ({
                  title: REGISTER_TOASTS.failedTitle,
                  description: cooldownMessage(retryAfterSeconds(event.error)),
                  variant: 'destructive',
                }),
              },
            ],
          },
          {
            target: 'idle',
            actions: {
              type: 'showToast',
              params: ({ event }) => ({
                title: REGISTER_TOASTS.failedTitle,
                description: registrationFailureMessage(event.error),
                variant: 'destructive',
              }),
            },
          },
        ],
      },
    },
    cooldown: {
      after: {
        cooldownTick: [
          { guard: 'isLastSecond', target: 'idle', actions: 'endCooldown' },
          { target: 'cooldown', reenter: true, actions: 'tickCooldown' },
        ],
      },
    },
  },
});

export type RegisterActor = ActorRefFrom<typeof registerMachine>;
export type RegisterSnapshot = SnapshotFrom<typeof registerMachine>;

export interface RegisterView {
  values: RegistrationValues;
  errors: RegistrationErrors;
  attempt: number;
  isSending: boolean;
  cooldownSeconds: number;
  canSubmit: boolean;
}

export function selectRegisterView(snapshot: RegisterSnapshot): RegisterView {
  const cooling = snapshot.matches('cooldown');
  return {
    values: snapshot.context.values,
    errors: snapshot.context.errors,
    attempt: snapshot.context.attempt,
    isSending: snapshot.matches('sending'),
    cooldownSeconds: cooling ? snapshot.context.cooldownSeconds : 0,
    canSubmit: snapshot.matches('idle'),
  };
}

export const sameRegisterView = (a: RegisterView, b: RegisterView): boolean =>
  a.values === b.values &&
  a.errors === b.errors &&
  a.attempt === b.attempt &&
  a.isSending === b.isSending &&
  a.cooldownSeconds === b.cooldownSeconds &&
  a.canSubmit === b.canSubmit;
