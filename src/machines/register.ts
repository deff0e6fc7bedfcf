import { and, assign, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { RegistrationDetails } from '../services/auth';
import { isServiceError } from '../services/result';
import { CODE_REQUEST, codeRequestMachine, type CodeRequestReply } from './codeRequest';
import { captchaOf, type CaptchaInput } from './shared/captcha';
import { failureMessage, isRateLimited } from './shared/messages';
import type { Navigation } from './shared/navigation';
import type { PendingRegistration } from './shared/pendingRegistration';
import {
  PERSONAL_FIELD_MESSAGES,
  PERSONAL_FIELDS,
  trimPersonalFields,
  validatePersonalFields,
} from './shared/personalFields';
import type { ToastInput } from './shared/toast';
import type { Needs } from './shared/implementations';
import { sameView } from './shared/views';

/** The registration form: all five fields are required. */
export const REGISTRATION_FIELDS = ['email', 'telefon', 'fornamn', 'efternamn', 'adress'] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
export type RegistrationValues = Record<RegistrationField, string>;
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

/**
 * Name, phone and address: they stay in this browser (the pending registration) until the code has
 * proved the address, and make the `konton` row right after verification (only the signed-in owner
 * may insert it). The code request carries none of them.
 */
export type { RegistrationDetails };

export const REGISTER_MESSAGES = {
  telefonRequired: PERSONAL_FIELDS.telefon.required,
  telefonInvalid: PERSONAL_FIELD_MESSAGES.telefonInvalid,
  fornamnRequired: PERSONAL_FIELDS.fornamn.required,
  efternamnRequired: PERSONAL_FIELDS.efternamn.required,
  adressRequired: PERSONAL_FIELDS.adress.required,
  adressInvalid: PERSONAL_FIELD_MESSAGES.adressInvalid,
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

/** Per-field Swedish messages for the values (all five are needed); empty when it may be sent. */
export function validateRegistration(values: RegistrationValues): RegistrationErrors {
  return validatePersonalFields(values);
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
  /** After a 429, until the code request's wait is over: no code may be asked for. */
  waiting: boolean;
}

export type RegisterEvent =
  | { type: 'register.fieldChanged'; field: RegistrationField; value: string }
  | ({ type: 'register.submit' } & CaptchaInput)
  | CodeRequestReply;

const emptyValues = (): RegistrationValues => ({
  email: '',
  telefon: '',
  fornamn: '',
  efternamn: '',
  adress: '',
});

/**
 * /register: the five-field form. `register.submit` with every field valid → `requestingCode`:
 * the invoked `codeRequest` actor sends the code to the address, and nothing else → the details
 * are kept in this browser (`rememberRegistration`) → toast and /verify?email=…. A
 * failure toasts 'Registrering misslyckades' with the cause and returns to `idle`; after a 429
 * the `codeRequest` actor counts down ('Vänta {n}s...'). The values are never cleared on failure.
 */
export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    children: {} as { [CODE_REQUEST]: 'codeRequest' },
  },
  actors: { codeRequest: codeRequestMachine },
  guards: {
    isFormInvalid: ({ context }) => Object.keys(validateRegistration(context.values)).length > 0,
    mayAskForCode: ({ context }) => !context.waiting,
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
    /** After a 429 no code may be asked for until the code request says the wait is over. */
    waitIfLimited: assign(({ context }, params: { error: unknown }) => ({
      waiting: context.waiting || isRateLimited(params.error),
    })),
    endWait: assign({ waiting: false }),
    requestCode: sendTo(CODE_REQUEST, ({ context, event }) => ({
      type: 'codeRequest.send' as const,
      email: trimPersonalFields(context.values).email,
      captchaToken: captchaOf(event),
    })),
    /**
     * Provided by src/app: keeps what was typed in this browser (the only place the details are
     * until the code has proved the address), so the account row made at the first sign-in here
     * holds them, confirmed. Signed in elsewhere, /account asks for them.
     */
    rememberRegistration: (_, _params: PendingRegistration) => {},
    /** Provided by src/app: the root system's toasts actor. */
    showToast: (_, _params: ToastInput) => {},
    /** Provided by src/app: the router. */
    navigate: (_, _params: Navigation) => {},
  },
}).createMachine({
  id: 'register',
  context: { values: emptyValues(), errors: {}, attempt: 0, waiting: false },
  invoke: { id: CODE_REQUEST, src: 'codeRequest' },
  initial: 'idle',
  on: {
    'register.fieldChanged': {
      actions: {
        type: 'setValue',
        params: ({ event }) => ({ field: event.field, value: event.value }),
      },
    },
    // The wait after a 429 is over: a code may be asked for again.
    'codeRequest.ready': { actions: 'endWait' },
  },
  states: {
    idle: {
      on: {
        // Refused while a 429's wait runs (the button counts down; the machine says so: can()).
        'register.submit': [
          { guard: and(['mayAskForCode', 'isFormInvalid']), actions: 'showErrors' },
          {
            guard: 'mayAskForCode',
            target: 'requestingCode',
            actions: ['clearErrors', 'requestCode'],
          },
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
                const { email, ...details } = trimPersonalFields(context.values);
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
          actions: [
            {
              type: 'showToast',
              params: ({ event }) => ({
                title: REGISTER_TOASTS.failedTitle,
                description: registrationFailureMessage(event.error),
                variant: 'destructive',
              }),
            },
            { type: 'waitIfLimited', params: ({ event }) => event },
          ],
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
  /** 'Skicka kod' does something now: the machine accepts `register.submit` (not during a 429's wait). */
  canSubmit: boolean;
}

export function selectRegisterView(snapshot: RegisterSnapshot): RegisterView {
  return {
    values: snapshot.context.values,
    errors: snapshot.context.errors,
    attempt: snapshot.context.attempt,
    isIdle: snapshot.matches('idle'),
    canSubmit: snapshot.can({ type: 'register.submit' }),
  };
}

export const sameRegisterView: (a: RegisterView, b: RegisterView) => boolean = sameView;

/** What src/app provides for this machine (src/app/logic.ts), every part required. */
export type RegisterImplementations = Needs<
  typeof registerMachine,
  {
    actions: 'showToast' | 'navigate' | 'rememberRegistration';
  }
>;
