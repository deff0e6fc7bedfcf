import { assign, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { RegistrationDetails } from '../services/auth';
import { isServiceError } from '../services/result';
import { codeRequestMachine, type CodeRequestReply } from './codeRequest';
import { emailError } from './shared/email';
import { failureMessage } from './shared/messages';
import type { Navigation } from './shared/navigation';
import type { PendingRegistration } from './shared/pendingRegistration';
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
  return { ...errors, ...validateRegistrationDetails(values) };
}

/**
 * The registration form's rules for name, phone and address (also used when the owner corrects
 * them on /account).
 */
export function validateRegistrationDetails(
  values: RegistrationDetails,
): Partial<Record<keyof RegistrationDetails, string>> {
  const errors: Partial<Record<keyof RegistrationDetails, string>> = {};
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
  return isServiceError(error) && error.kind === 'invalid'
    ? REGISTER_MESSAGES.invalid
    : REGISTER_MESSAGES.failedDefault;
}

export interface RegisterContext {
  values: RegistrationValues;
  errors: RegistrationErrors;
  /** Counts refused submits, so the page can move focus to the first invalid field each time. */
  attempt: number;
}

export type RegisterEvent =
  | { type: 'register.fieldChanged'; field: RegistrationField; value: string }
  | { type: 'register.submit' }
  | CodeRequestReply;

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
 * /register: the five-field form. `register.submit` with every field valid → `requestingCode`:
 * the invoked `codeRequest` actor sends the code with the registration details (user metadata,
 * from which the `konton` row is created after verification) → toast and /verify?email=…. A
 * failure toasts 'Registrering misslyckades' with the cause and returns to `idle`; after a 429
 * the `codeRequest` actor counts down ('Vänta {n}s...'). The values are never cleared on failure.
 */
export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    children: {} as { codeRequest: 'codeRequest' },
  },
  actors: { codeRequest: codeRequestMachine },
  guards: {
    isFormInvalid: ({ context }) => Object.keys(validateRegistration(context.values)).length > 0,
  },
  actions: {
    setValue: assign(({ context }, params: { field: RegistrationField; value: string }) => {
      const errors = { ...context.errors };
      delete errors[params.field];
      return { values: { ...context.values, [params.field]: params.value }, errors };
    }),
    showErrors: assign(({ context }) => ({
      errors: validateRegistration(context.values),
      attempt: context.attempt + 1,
    })),
    clearErrors: assign({ errors: {} }),
    requestCode: sendTo('codeRequest', ({ context }) => {
      const { email, ...details } = trimmed(context.values);
      return { type: 'codeRequest.send' as const, email, details };
    }),
    /**
     * Provided by src/app: keeps what was typed in this browser, so the account row made at the
     * first sign-in here uses it (and counts as confirmed) rather than the code request's metadata,
     * which whoever first asked for a code to the address decided.
     */
    rememberRegistration: (_, _params: PendingRegistration) => {},
    /** Provided by src/app: the root system's toasts actor. */
    showToast: (_, _params: ToastInput) => {},
    /** Provided by src/app: the router. */
    navigate: (_, _params: Navigation) => {},
  },
}).createMachine({
  id: 'register',
  context: { values: emptyValues(), errors: {}, attempt: 0 },
  invoke: { id: 'codeRequest', src: 'codeRequest' },
  initial: 'idle',
  on: {
    'register.fieldChanged': {
      actions: {
        type: 'setValue',
        params: ({ event }) => ({ field: event.field, value: event.value }),
      },
    },
  },
  states: {
    idle: {
      on: {
        'register.submit': [
          { guard: 'isFormInvalid', actions: 'showErrors' },
          { target: 'requestingCode', actions: ['clearErrors', 'requestCode'] },
        ],
      },
    },
    requestingCode: {
      // The fields are read-only while the code is on its way.
      on: {
        'register.fieldChanged': {},
        'codeRequest.sent': {
          target: 'idle',
          actions: [
            {
              type: 'rememberRegistration',
              params: ({ context }) => {
                const { email, ...details } = trimmed(context.values);
                return { email, details };
              },
            },
            { type: 'showToast', params: REGISTER_TOASTS.codeSent },
            {
              type: 'navigate',
              params: ({ event }) => ({ to: '/verify', search: { email: event.email } }),
            },
          ],
        },
        'codeRequest.failed': {
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
  /** The form may be sent (not while a code is on its way). */
  isIdle: boolean;
}

export function selectRegisterView(snapshot: RegisterSnapshot): RegisterView {
  return {
    values: snapshot.context.values,
    errors: snapshot.context.errors,
    attempt: snapshot.context.attempt,
    isIdle: snapshot.matches('idle'),
  };
}

export const sameRegisterView = (a: RegisterView, b: RegisterView): boolean =>
  (Object.keys(a) as (keyof RegisterView)[]).every((key) => a[key] === b[key]);
