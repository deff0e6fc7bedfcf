/**
 * /login. Model-based: paths generated from independent models of the page and its two child
 * forms (each on its own; the events are what the visitor, the auth watcher, the auth server and
 * the child forms can do in each step), replayed on real actors whose service calls wait for the
 * model's answers (fake timers for the wait after a 429), and checked after every step: what the
 * page shows and what it does (toasts, navigation, what goes to the server and to the child
 * forms), its rules and texts written from the spec, not imported from src. The demo Google
 * chooser has its own model (demoGoogle.machine.test.ts).
 * Then behaviour with fake timers, and the default actors against the MSW demo backend.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  assign,
  createActor,
  fromPromise,
  setup,
  waitFor,
  type AnyActorRef,
  type SnapshotFrom,
} from 'xstate';
import {
  LOGIN_TOASTS,
  loginMachine,
  selectLoginView,
  type LoginEvent,
} from '../../src/machines/login';
import {
  passwordRecoveryMachine,
  selectRecoveryForm,
  type PasswordRecoveryEvent,
} from '../../src/machines/passwordRecovery';
import {
  passwordFormView,
  passwordSignInMachine,
  type PasswordSignInEvent,
} from '../../src/machines/passwordSignIn';
import {
  selectCodeRequest,
  type CodeRequest,
  type CodeRequestSnapshot,
} from '../../src/machines/codeRequest';
import {
  GOOGLE_SIGN_IN,
  googleSignInMachine,
  selectGoogleSignIn,
} from '../../src/machines/googleSignIn';
import { EMAIL_INVALID_MESSAGE, EMAIL_REQUIRED_MESSAGE } from '../../src/machines/shared/email';
import {
  COOLDOWN_TICK_MS,
  cooldownLabel,
  cooldownMessage,
  failureMessage,
  retryAfterSeconds,
} from '../../src/machines/shared/messages';
import { SIGNED_OUT } from '../../src/machines/shared/authSync';
import { failNext, getDemoInboxFor } from '../../src/mocks/node';
import { ServiceError } from '../../src/services/result';
import { setupDemoBackend } from '../services/helpers';
import { answeringCodeRequest, codeRequestWith } from '../support/codeRequest';
import { googleSignInWith } from '../support/googleSignIn';
import {
  CODE_ENTRY,
  codeEntryMachine,
  selectCodeEntry,
  type CheckCodeInput,
} from '../../src/machines/codeEntry';
import {
  Calls,
  MachineReach,
  expectEffect,
  expectSame,
  passTime,
  replayEffectModel,
  walksJourney,
  type Effects,
} from '../support/modelReplay';
import { expectedErrors } from '../support/personalRules';
import {
  done as doneEvent,
  failed as failedEvent,
  faultToast,
  SERVER_ERROR,
  TEXTS,
} from '../support/profileFixtures';

type Snapshot = SnapshotFrom<typeof loginMachine>;

const ANNA = 'anna.andersson@example.se';
const SECRET = 'hemligt1';
const never = <T>() => new Promise<T>(() => {});

const done = (id: string, output?: unknown) => doneEvent<LoginEvent>(id, output);
const failed = (id: string, error: ServiceError) => failedEvent<LoginEvent>(id, error);

const RATE_LIMITED = new ServiceError({ kind: 'rate_limited', status: 429, retryAfterSeconds: 2 });
const SERVER = SERVER_ERROR;
const NETWORK = new ServiceError({ kind: 'network' });
const SIGNED_IN = { ...SIGNED_OUT, initialised: true, email: ANNA };
const RECOVERING = { ...SIGNED_IN, passwordRecovery: true };

/** The spec's texts of /login, as a visitor reads them. */
const SPEC = {
  codeSent: {
    title: 'Verifieringskod skickad!',
    description: 'En verifieringskod har skickats till din e-post.',
  },
  codeFailed: {
    title: 'Inloggningen misslyckades',
    description: 'Kunde inte skicka verifieringskod. Kontrollera din e-postadress och försök igen.',
    variant: 'destructive',
  },
  googleFailed: {
    title: 'Google-inloggning misslyckades',
    description: 'Kunde inte logga in med Google. Försök igen senare.',
    variant: 'destructive',
  },
  cooldown: (seconds: number) =>
    `En kod skickades nyss. Vänta ${seconds} sekunder innan du begär en ny.`,
  signedIn: { title: 'Inloggad', description: 'Välkommen tillbaka!' },
  passwordRequired: 'Ange ditt lösenord.',
  wrongCredentials:
    'Fel e-postadress eller lösenord. Har du inget lösenord än? Logga in med engångskod eller återställ lösenordet.',
  notConfirmed: 'E-postadressen är inte bekräftad än. Logga in med en engångskod först.',
  tooManySignIns: 'För många inloggningsförsök. Vänta en stund och försök igen.',
  recoverySent: {
    title: 'Kod skickad',
    description:
      'Om det finns ett konto med den adressen har vi skickat en kod dit. Den gäller i 10 minuter.',
  },
  passwordSaved: {
    title: 'Lösenord uppdaterat',
    description: 'Ditt nya lösenord är sparat och du är inloggad.',
  },
  weakPassword: 'Lösenordet måste vara minst 8 tecken.',
} as const;

/** The message beside an e-mail field: required, then a plausible address. */
const emailMessage = (email: string) => expectedErrors({ email }).email ?? null;
const emailKind = (email: string) =>
  email.trim() === '' ? 'empty' : emailMessage(email) === null ? 'valid' : 'invalid';
/** A code is six digits; spaces a visitor types are ignored. */
const digits = (code: string) => code.replace(/\s/g, '');
const signedIn = (event: { type: string }) =>
  (event as { auth?: { email: string | null } }).auth?.email != null;
const errorOf = (event: unknown) => (event as { error: ServiceError }).error;

// ------------------------------------------------------------------ the login machine

type Page =
  'form' | 'sending' | 'google' | 'leaving' | 'password' | 'recovery' | 'continuing' | 'done';
interface LoginModel {
  page: Page;
  email: string;
  emailError: string | null;
  attempt: number;
  password: string;
  passwordError: string | null;
  /** After a 429, until the code request says its wait is over: 'Skicka kod' does nothing. */
  waiting: boolean;
}
const START: LoginModel = {
  page: 'form',
  email: '',
  emailError: null,
  attempt: 0,
  password: '',
  passwordError: null,
  waiting: false,
};
const KEPT = { email: ANNA, emailError: null, attempt: 3, password: SECRET, passwordError: 'x' };
const { password: _p, passwordError: _pe, ...KEPT_EMAIL } = KEPT;

/**
 * What can happen on /login, by what the page shows: the visitor types the address (empty, half,
 * valid) and chooses 'Skicka kod', Google or the password; in a password or recovery form, what
 * the visitor does there goes on to it, and the form reports a toast, a sign-in elsewhere, or ends
 * (on to the code, the recovery, the password, signed in); the auth watcher says the session is
 * read (nobody, or somebody); the auth server answers the code request and Google; after a
 * sign-in this browser's storage says where to continue.
 */
function loginEvents(model: LoginModel): LoginEvent[] {
  const typing: LoginEvent[] = [
    { type: 'login.fieldChanged', field: 'email', value: '' },
    { type: 'login.fieldChanged', field: 'email', value: 'anna' },
    { type: 'login.fieldChanged', field: 'email', value: ` ${ANNA} ` },
  ];
  const session: LoginEvent[] = [
    { type: 'auth.updated', auth: { ...SIGNED_OUT, initialised: true } },
    { type: 'auth.updated', auth: SIGNED_IN },
  ];
  const childReports: LoginEvent[] = [
    { type: 'loginForm.toast', toast: SPEC.signedIn },
    { type: 'loginForm.signedInElsewhere' },
  ];
  // The code request's wait after a 429 ends whatever the page shows.
  const waitOver: LoginEvent[] = model.waiting ? [{ type: 'codeRequest.ready' }] : [];
  switch (model.page) {
    case 'form':
      return [
        ...waitOver,
        ...typing,
        { type: 'login.submit' },
        { type: 'login.googleSignIn' },
        { type: 'login.usePassword' },
        ...session,
      ];
    case 'sending':
      return [
        ...typing,
        ...session,
        { type: 'codeRequest.sent', email: ANNA },
        { type: 'codeRequest.failed', error: SERVER },
        { type: 'codeRequest.failed', error: NETWORK },
        { type: 'codeRequest.failed', error: RATE_LIMITED },
      ];
    case 'google':
      return [...session, done('googleSignIn'), failed('googleSignIn', NETWORK)];
    case 'leaving':
      return session;
    case 'password':
      return [
        ...typing,
        { type: 'login.passwordChanged', value: SECRET },
        ...session,
        ...childReports,
        done('password', { ...KEPT, next: 'code' }),
        done('password', { ...KEPT, next: 'recovery' }),
        done('password', { ...KEPT, next: 'signedIn' }),
      ];
    case 'recovery':
      return [
        ...typing,
        { type: 'login.submitRecoveryEmail' },
        ...session,
        ...childReports,
        done('recovery', { ...KEPT_EMAIL, email: 'ny@example.se', next: 'password' }),
        done('recovery', { ...KEPT_EMAIL, next: 'signedIn' }),
      ];
    case 'continuing':
      return [
        ...session,
        done('readContinuation', { pendingQuiz: true, returnUrl: null }),
        done('readContinuation', { pendingQuiz: false, returnUrl: '/faq' }),
        failed('readContinuation', SERVER),
      ];
    case 'done':
      return [];
  }
}

function reduceLogin(model: LoginModel, event: LoginEvent, fx: Effects): LoginModel {
  const e = event as { type: string; value?: string; output?: Record<string, unknown> };
  const toChild = () => {
    if (model.page === 'password') expectEffect(fx, 'toPassword', event);
    if (model.page === 'recovery') expectEffect(fx, 'toRecovery', event);
  };
  const startPassword = (m: LoginModel): LoginModel => {
    const { email, emailError, attempt, password, passwordError } = m;
    expectEffect(fx, 'passwordInput', { email, emailError, attempt, password, passwordError });
    return { ...m, page: 'password' };
  };
  const startRecovery = (m: LoginModel): LoginModel => {
    expectEffect(fx, 'recoveryInput', {
      email: m.email,
      emailError: m.emailError,
      attempt: m.attempt,
    });
    return { ...m, page: 'recovery' };
  };
  // While a child form is shown, its events (and the auth watcher's news) go on to it.
  if (
    (model.page === 'password' || model.page === 'recovery') &&
    (e.type.startsWith('login.') || e.type === 'auth.updated')
  ) {
    toChild();
    return model;
  }
  switch (e.type) {
    case 'login.fieldChanged':
      // The field is read-only while a code is on its way.
      return model.page === 'sending'
        ? model
        : { ...model, email: e.value ?? '', emailError: null };
    case 'login.submit':
      if (model.page !== 'form' || model.waiting) return model;
      if (emailMessage(model.email) !== null)
        return { ...model, emailError: emailMessage(model.email), attempt: model.attempt + 1 };
      expectEffect(fx, 'codeRequest', { email: model.email.trim() });
      return { ...model, page: 'sending' };
    case 'login.googleSignIn':
      if (model.page !== 'form') return model;
      expectEffect(fx, 'googleSignIn', undefined);
      return { ...model, page: 'google' };
    case 'login.usePassword':
      return model.page === 'form' ? startPassword(model) : model;
    case 'codeRequest.sent':
      if (model.page !== 'sending') return model;
      expectEffect(fx, 'showToast', SPEC.codeSent);
      expectEffect(fx, 'navigate', { to: '/verify', search: { email: ANNA } });
      return { ...model, page: 'form' };
    case 'codeRequest.failed': {
      if (model.page !== 'sending') return model;
      const limited = errorOf(event) === RATE_LIMITED;
      expectEffect(
        fx,
        'showToast',
        limited ? { ...SPEC.codeFailed, description: SPEC.cooldown(2) } : SPEC.codeFailed,
      );
      return { ...model, page: 'form', waiting: limited };
    }
    case 'codeRequest.ready':
      return { ...model, waiting: false };
    case 'xstate.done.actor.googleSignIn':
      return model.page === 'google' ? { ...model, page: 'leaving' } : model;
    case 'xstate.error.actor.googleSignIn':
      if (model.page !== 'google') return model;
      expectEffect(fx, 'showToast', SPEC.googleFailed);
      return { ...model, page: 'form' };
    case 'auth.updated':
      // A signed-in visitor goes on to /account, unless this page is signing them in.
      if (model.page !== 'continuing' && model.page !== 'done' && signedIn(event))
        expectEffect(fx, 'navigate', { to: '/account', replace: true });
      return model;
    case 'loginForm.toast':
      expectEffect(fx, 'showToast', (event as { toast: unknown }).toast);
      return model;
    case 'loginForm.signedInElsewhere':
      expectEffect(fx, 'navigate', { to: '/account', replace: true });
      return model;
    case 'xstate.done.actor.password': {
      if (model.page !== 'password' || !e.output) return model;
      const { next, ...fields } = e.output;
      const kept = { ...model, ...fields } as LoginModel;
      if (next === 'recovery') return startRecovery(kept);
      if (next !== 'signedIn') return { ...kept, page: 'form' };
      expectEffect(fx, 'readContinuation', undefined);
      return { ...kept, page: 'continuing' };
    }
    case 'xstate.done.actor.recovery': {
      if (model.page !== 'recovery' || !e.output) return model;
      const { next, ...fields } = e.output;
      const kept = { ...model, ...fields } as LoginModel;
      if (next === 'password') return startPassword(kept);
      expectEffect(fx, 'finishRecovery', 'finished');
      expectEffect(fx, 'showToast', SPEC.passwordSaved);
      expectEffect(fx, 'readContinuation', undefined);
      return { ...kept, page: 'continuing' };
    }
    case 'xstate.done.actor.readContinuation': {
      if (model.page !== 'continuing') return model;
      const output = e.output as { pendingQuiz: boolean };
      expectEffect(fx, 'forgetReturnUrl', 'forgotten');
      if (!output.pendingQuiz) expectEffect(fx, 'forgetQuizFlag', 'forgotten');
      expectEffect(fx, 'navigate', { to: output.pendingQuiz ? '/' : '/faq' });
      return { ...model, page: 'done' };
    }
    case 'xstate.error.actor.readContinuation':
      if (model.page !== 'continuing') return model;
      expectEffect(fx, 'navigate', { to: '/' });
      return { ...model, page: 'done' };
    default:
      return model;
  }
}

/**
 * A child form standing in for the real one: records its input and what it is sent, and ends
 * with the output the model's `xstate.done.actor.<id>` carries (`test.end`).
 */
const endingForm = (onInput: (input: unknown) => void, onEvent: (event: unknown) => void) =>
  setup({
    types: { context: {} as { output: unknown }, events: {} as { type: string; output?: unknown } },
  }).createMachine({
    context: ({ input }) => {
      onInput(input);
      return { output: null };
    },
    initial: 'open',
    states: {
      open: {
        on: {
          'test.end': {
            target: 'ended',
            actions: assign({ output: ({ event }) => event.output }),
          },
          '*': { actions: ({ event }) => onEvent(event) },
        },
      },
      ended: { type: 'final' },
    },
    output: ({ context }) => context.output,
  }) as never;

/** Ends the child form `id` as the model says (fails when the machine never started it). */
function endChild(actor: AnyActorRef, event: { type: string; output?: unknown }): boolean {
  const id = /^xstate\.done\.actor\.(password|recovery)$/u.exec(event.type)?.[1];
  if (id === undefined) return false;
  const child = (actor.getSnapshot() as { children: Record<string, AnyActorRef | undefined> })
    .children[id];
  if (!child) throw new Error(`the ${id} form was never started`);
  child.send({ type: 'test.end', output: event.output });
  return true;
}

describe('login machine (model-based)', () => {
  const reach = new MachineReach();

  it.each(['/faq', '//evil.example'])(
    'agrees with the model of the page on every path (return URL %s)',
    async (returnUrl) => {
      const plan = await replayEffectModel<LoginModel, LoginEvent, AnyActorRef>(
        {
          name: `login (${returnUrl})`,
          initial: START,
          // Only a safe return URL is ever stored.
          initialEffects: { storeReturnUrl: [{ returnUrl: returnUrl === '/faq' ? '/faq' : null }] },
          events: loginEvents,
          reduce: reduceLogin,
          // What the visitor can observe; the refused-submit counter only moves focus.
          serialize: (m) =>
            JSON.stringify([
              m.page,
              emailKind(m.email),
              m.emailError,
              m.password,
              m.passwordError,
              m.waiting,
            ]),
          describe: (event) =>
            event.type === 'auth.updated'
              ? `auth ${signedIn(event) ? 'signed in' : 'nobody'}`
              : event.type,
        },
        {
          reach,
          plan: { merge: { maxSteps: 40 } },
          start: (machineReach) => {
            const doubles = {
              showToast: vi.fn(),
              navigate: vi.fn(),
              storeReturnUrl: vi.fn(),
              codeRequest: new Calls<CodeRequest, void>('signInWithOtp'),
              googleSignIn: new Calls<undefined, void>('signInWithOAuth'),
              readContinuation: new Calls<undefined, unknown>('readContinuation'),
              toPassword: vi.fn(),
              toRecovery: vi.fn(),
              passwordInput: vi.fn(),
              recoveryInput: vi.fn(),
              finishRecovery: vi.fn(),
              forgetReturnUrl: vi.fn(),
              forgetQuizFlag: vi.fn(),
            };
            const actor = createActor(
              loginMachine.provide({
                actors: {
                  codeRequest: answeringCodeRequest(doubles.codeRequest),
                  googleSignIn: googleSignInWith((signal) =>
                    doubles.googleSignIn.call(undefined, signal),
                  ),
                  passwordSignIn: endingForm(doubles.passwordInput, doubles.toPassword),
                  passwordRecovery: endingForm(doubles.recoveryInput, doubles.toRecovery),
                  readContinuation: fromPromise(({ signal }) =>
                    doubles.readContinuation.call(undefined, signal),
                  ) as never,
                },
                actions: {
                  showToast: (_, params) => doubles.showToast(params),
                  navigate: (_, params) => doubles.navigate(params),
                  storeReturnUrl: (_, params) => doubles.storeReturnUrl(params),
                  finishRecovery: () => doubles.finishRecovery('finished'),
                  forgetReturnUrl: () => doubles.forgetReturnUrl('forgotten'),
                  forgetQuizFlag: () => doubles.forgetQuizFlag('forgotten'),
                },
              }),
              { input: { returnUrl }, inspect: machineReach.inspect },
            ).start();
            return { actor, doubles };
          },
          act: ({ actor }, event) => endChild(actor, event),
          check: ({ actor }, model) => {
            // What the page shows is what the model predicts.
            const view = selectLoginView(actor.getSnapshot() as Snapshot);
            const { page } = model;
            expectSame(
              {
                email: view.email,
                emailError: view.emailError,
                attempt: view.attempt,
                password: view.password,
                isIdle: view.isIdle,
                canSubmit: view.canSubmit,
                isGoogleLoading: view.isGoogleLoading,
                google: selectGoogleSignIn(
                  actor.getSnapshot().children[GOOGLE_SIGN_IN]?.getSnapshot(),
                ),
                isContinuing: view.isContinuing,
                mode: view.mode,
              },
              {
                email: model.email,
                emailError: model.emailError,
                attempt: model.attempt,
                password: model.password,
                isIdle: page === 'form',
                // 'Skicka kod' is refused while a 429's wait runs; in the password and recovery
                // forms the press goes on to the form.
                canSubmit:
                  page === 'form' ? !model.waiting : page === 'password' || page === 'recovery',
                isGoogleLoading: page === 'google' || page === 'leaving',
                // Google is asked to start, then the browser is on its way there.
                google:
                  page === 'google' ? 'starting' : page === 'leaving' ? 'redirecting' : 'none',
                isContinuing: page === 'continuing' || page === 'done',
                mode:
                  page === 'recovery'
                    ? 'recovery'
                    : page === 'password' || page === 'continuing' || page === 'done'
                      ? 'password'
                      : 'code',
              },
            );
          },
        },
      );
      // The journeys a visitor takes are among the generated paths.
      for (const journey of [
        ['login.fieldChanged', 'login.submit', 'codeRequest.sent'],
        ['login.fieldChanged', 'login.submit', 'codeRequest.failed'],
        ['login.googleSignIn', 'xstate.error.actor.googleSignIn'],
        ['login.googleSignIn', 'xstate.done.actor.googleSignIn'],
        ['login.usePassword', 'xstate.done.actor.password', 'xstate.done.actor.readContinuation'],
        ['xstate.done.actor.password', 'xstate.done.actor.recovery'],
        ['auth.updated'],
      ])
        expect(walksJourney(plan, journey), journey.join(' → ')).toBe(true);
    },
  );

  it('reaches every state and transition of the machine and its Google sign-in', () => {
    reach.expectAll(loginMachine);
    reach.expectAll(googleSignInMachine);
  });
});

// ------------------------------------------------------------------ 'Logga in med lösenord'

const INVALID_CREDENTIALS = new ServiceError({
  kind: 'invalid',
  status: 400,
  code: 'invalid_credentials',
});
const NOT_CONFIRMED = new ServiceError({
  kind: 'invalid',
  status: 400,
  code: 'email_not_confirmed',
});

describe('password sign-in form (model-based)', () => {
  type Model = {
    phase: 'editing' | 'signingIn' | 'coolingDown' | 'ended';
    next: string | null;
    email: string;
    emailError: string | null;
    attempt: number;
    password: string;
    passwordError: string | null;
    cooldown: number;
  };
  type Event = PasswordSignInEvent;
  const input = { email: '', emailError: null, attempt: 0, password: '', passwordError: null };
  const start: Model = { ...input, phase: 'editing', next: null, cooldown: 0 };
  const ev = (type: string, extra: object = {}) => ({ type, ...extra }) as unknown as Event;
  /**
   * What can happen: the visitor types the address and the password, signs in, or leaves for the
   * recovery or the code; the auth server answers the sign-in (signed in, wrong, unconfirmed,
   * 429, a fault); a second passes during the wait after a 429; the auth watcher reports a
   * sign-in elsewhere (or nobody).
   */
  const offered = (model: Model): Event[] => {
    if (model.phase === 'ended') return [];
    const session = [
      ev('auth.updated', { auth: SIGNED_IN }),
      ev('auth.updated', { auth: { ...SIGNED_OUT, initialised: true } }),
    ];
    // While signing in the fields are read-only and the links wait; a press does nothing.
    if (model.phase === 'signingIn')
      return [
        ev('login.fieldChanged', { field: 'email', value: 'anna' }),
        ev('login.passwordChanged', { value: '' }),
        ev('login.useCode'),
        ...session,
        doneEvent('signIn', undefined),
        ...[INVALID_CREDENTIALS, NOT_CONFIRMED, RATE_LIMITED, SERVER].map((error) =>
          failedEvent<Event>('signIn', error),
        ),
      ];
    return [
      ev('login.fieldChanged', { field: 'email', value: 'anna' }),
      ev('login.fieldChanged', { field: 'email', value: ` ${ANNA}` }),
      ev('login.passwordChanged', { value: '' }),
      ev('login.passwordChanged', { value: SECRET }),
      ev('login.submitPassword'),
      ev('login.forgotPassword'),
      ev('login.useCode'),
      ...session,
      ...(model.phase === 'coolingDown' ? [ev('time', { ms: COOLDOWN_TICK_MS })] : []),
    ];
  };

  function reduce(model: Model, event: Event, fx: Effects): Model {
    const e = event as { type: string; value?: string; error?: ServiceError };
    const { phase } = model;
    const end = (next: string): Model => ({ ...model, phase: 'ended', next });
    switch (e.type) {
      case 'login.fieldChanged':
        if (phase === 'signingIn' || phase === 'ended') return model;
        return { ...model, email: e.value ?? '', emailError: null };
      case 'login.passwordChanged':
        if (phase === 'signingIn' || phase === 'ended') return model;
        return { ...model, password: e.value ?? '', passwordError: null };
      case 'login.submitPassword':
        if (phase !== 'editing') return model;
        if (emailMessage(model.email) !== null)
          return { ...model, emailError: emailMessage(model.email), attempt: model.attempt + 1 };
        if (model.password === '')
          return { ...model, passwordError: SPEC.passwordRequired, attempt: model.attempt + 1 };
        expectEffect(fx, 'signIn', { email: model.email.trim(), password: model.password });
        return { ...model, phase: 'signingIn' };
      case 'login.forgotPassword':
        return phase === 'editing' || phase === 'coolingDown' ? end('recovery') : model;
      case 'login.useCode':
        return phase === 'editing' || phase === 'coolingDown' ? end('code') : model;
      case 'auth.updated':
        // This form signs the visitor in itself; otherwise one signed in elsewhere goes on.
        if (phase !== 'signingIn' && phase !== 'ended' && signedIn(event))
          expectEffect(fx, 'leaveSignedIn', 'leave');
        return model;
      case 'xstate.done.actor.signIn':
        if (phase !== 'signingIn') return model;
        expectEffect(fx, 'showToast', SPEC.signedIn);
        return end('signedIn');
      case 'xstate.error.actor.signIn': {
        if (phase !== 'signingIn') return model;
        const refused = { ...model, phase: 'editing' as const, attempt: model.attempt + 1 };
        if (e.error === INVALID_CREDENTIALS)
          return { ...refused, passwordError: SPEC.wrongCredentials };
        if (e.error === NOT_CONFIRMED) return { ...refused, passwordError: SPEC.notConfirmed };
        if (e.error === RATE_LIMITED)
          return {
            ...model,
            phase: 'coolingDown',
            cooldown: 2,
            passwordError: SPEC.tooManySignIns,
          };
        expectEffect(fx, 'showToast', faultToast(TEXTS.serverFault));
        return { ...model, phase: 'editing' };
      }
      case 'time':
        if (phase !== 'coolingDown') return model;
        if (model.cooldown <= 1)
          return { ...model, phase: 'editing', cooldown: 0, passwordError: null };
        return { ...model, cooldown: model.cooldown - 1 };
      default:
        return model;
    }
  }

  it('agrees with the model of the form on every path', async () => {
    const plan = await replayEffectModel<Model, Event, AnyActorRef>(
      {
        name: 'passwordSignIn',
        initial: start,
        events: offered,
        reduce,
        serialize: (m) =>
          JSON.stringify([
            m.phase,
            m.next,
            emailKind(m.email),
            m.emailError,
            m.password,
            m.passwordError,
            m.cooldown,
          ]),
      },
      {
        machine: passwordSignInMachine,
        start: (machineReach) => {
          const doubles = {
            showToast: vi.fn(),
            leaveSignedIn: vi.fn(),
            signIn: new Calls<{ email: string; password: string }, void>('signInWithPassword'),
          };
          const actor = createActor(
            passwordSignInMachine.provide({
              actors: {
                signIn: fromPromise<void, { email: string; password: string }>(
                  ({ input: call, signal }) => doubles.signIn.call(call, signal),
                ),
              },
              actions: {
                showToast: (_, params) => doubles.showToast(params),
                leaveSignedIn: () => doubles.leaveSignedIn('leave'),
              },
            }),
            { input, inspect: machineReach.inspect },
          ).start();
          return { actor, doubles };
        },
        act: async (_, event) => {
          if (event.type !== ('time' as string)) return false;
          await passTime((event as unknown as { ms: number }).ms);
          return true;
        },
        check: ({ actor }, model) => {
          const snapshot = actor.getSnapshot() as SnapshotFrom<typeof passwordSignInMachine>;
          const view = passwordFormView(snapshot, input, false);
          expectSame(
            {
              email: view.email,
              emailError: view.emailError,
              attempt: view.attempt,
              password: view.password,
              passwordError: view.passwordError,
              isSigningIn: view.isSigningIn,
              signInCooldown: view.signInCooldown,
              canSubmit: view.canSubmit,
              ended: snapshot.status === 'done',
            },
            {
              email: model.email,
              emailError: model.emailError,
              attempt: model.attempt,
              password: model.password,
              passwordError: model.passwordError,
              isSigningIn: model.phase === 'signingIn',
              signInCooldown: model.phase === 'coolingDown' ? model.cooldown : 0,
              // 'Logga in' may be pressed only while the form is being edited.
              canSubmit: model.phase === 'editing',
              ended: model.phase === 'ended',
            },
          );
          // What the form hands back to the login machine when it ends.
          if (model.phase === 'ended') {
            const { phase: _phase, cooldown: _cooldown, ...fields } = model;
            expect(snapshot.output).toEqual(fields);
          }
        },
      },
    );
    for (const journey of [
      ['login.submitPassword', 'xstate.done.actor.signIn'],
      ['xstate.error.actor.signIn', 'time'],
    ])
      expect(walksJourney(plan, journey), journey.join(' → ')).toBe(true);
  });
});

// ------------------------------------------------------------------ 'Glömt lösenordet?'

const OTP_EXPIRED = new ServiceError({ kind: 'forbidden', status: 403, code: 'otp_expired' });
const CODE_VOID = new ServiceError({
  kind: 'rate_limited',
  status: 429,
  code: 'over_request_rate_limit',
});
const WEAK = new ServiceError({ kind: 'invalid', status: 422, code: 'weak_password' });

describe('password recovery form (model-based)', () => {
  /** The form's code step (the machine's `CODE_ENTRY` child), while it is shown. */
  const recoveryCodeStep = (actor: AnyActorRef) =>
    (actor.getSnapshot() as SnapshotFrom<typeof passwordRecoveryMachine>).children[CODE_ENTRY];
  type Phase =
    | 'email'
    | 'requesting'
    | 'code'
    | 'resending'
    | 'verifying'
    | 'awaiting'
    | 'newPassword'
    | 'saving'
    | 'ended';
  type Model = {
    phase: Phase;
    next: string | null;
    email: string;
    emailError: string | null;
    attempt: number;
    /** The code step's field, its message and its refused submits (focus goes back to it). */
    code: string;
    codeError: string | null;
    codeAttempt: number;
    /** After a 429, until its wait is over ('codeRequest.ready'): 'Skicka ny kod' does nothing. */
    waiting: boolean;
    newPassword: string;
    confirmPassword: string;
    newPasswordErrors: Record<string, string>;
    /** The list of common passwords has loaded (or could not be: null). */
    listLoaded: boolean;
  };
  type Event =
    | PasswordRecoveryEvent
    | { type: 'code.type'; value: string }
    | { type: 'code.submit' }
    | { type: 'code.resend' }
    | { type: 'codeRequest.ready' };
  const input = { email: '', emailError: null, attempt: 0 };
  const start: Model = {
    ...input,
    phase: 'email',
    next: null,
    code: '',
    codeError: null,
    codeAttempt: 0,
    waiting: false,
    newPassword: '',
    confirmPassword: '',
    newPasswordErrors: {},
    listLoaded: false,
  };
  /** The phases in which the code step shows (from the first code's request to its check). */
  const CODE_STEP: Phase[] = ['requesting', 'code', 'resending', 'verifying', 'awaiting'];
  const ev = (type: string, extra: object = {}) => ({ type, ...extra }) as unknown as Event;
  /**
   * What can happen, by the step the form shows: the visitor types the address and asks for a
   * code, types the code, checks it or asks for a new one, types the new password twice and saves
   * it, or goes back to the password; the auth server answers the code request (sent, 429, a
   * fault), the code's check (accepted, expired, void, a fault) and the new password (saved, too
   * weak, a fault); the auth watcher reports PASSWORD_RECOVERY, an ordinary sign-in or nobody;
   * the list of common passwords loads (or not: the length is still checked here).
   */
  const offered = (model: Model): Event[] => {
    const { phase } = model;
    if (phase === 'ended') return [];
    const session = [
      ev('auth.updated', { auth: RECOVERING }),
      ev('auth.updated', { auth: SIGNED_IN }),
      ev('auth.updated', { auth: { ...SIGNED_OUT, initialised: true } }),
    ];
    const cancel = ev('login.cancelRecovery');
    // The address is read-only once a code is asked for (typing does nothing), and there is no
    // way back once the new password is being chosen (a press does nothing).
    const readOnly = ev('login.fieldChanged', { field: 'email', value: 'anna' });
    const list = model.listLoaded ? [] : [doneEvent<Event>('commonPasswords', null)];
    const byPhase: Record<Exclude<Phase, 'ended'>, Event[]> = {
      email: [
        ev('login.fieldChanged', { field: 'email', value: 'anna' }),
        ev('login.fieldChanged', { field: 'email', value: ` ${ANNA}` }),
        ev('login.submitRecoveryEmail'),
        cancel,
      ],
      requesting: [
        ev('codeRequest.sent', { email: ANNA }),
        ev('codeRequest.failed', { error: RATE_LIMITED }),
        ev('codeRequest.failed', { error: SERVER }),
        readOnly,
        cancel,
      ],
      resending: [
        ev('codeRequest.sent', { email: ANNA }),
        ev('codeRequest.failed', { error: RATE_LIMITED }),
        ev('codeRequest.failed', { error: SERVER }),
        readOnly,
        cancel,
      ],
      code: [
        readOnly,
        ev('code.type', { value: '12' }),
        ev('code.type', { value: '123 456' }),
        ev('code.submit'),
        ev('code.resend'),
        cancel,
      ],
      verifying: [
        readOnly,
        doneEvent<Event>('checkCode', undefined),
        failedEvent<Event>('checkCode', OTP_EXPIRED),
        failedEvent<Event>('checkCode', CODE_VOID),
        failedEvent<Event>('checkCode', SERVER),
      ],
      awaiting: [],
      newPassword: [
        ev('login.newPasswordChanged', { field: 'newPassword', value: SECRET }),
        ev('login.newPasswordChanged', { field: 'newPassword', value: 'kort' }),
        ev('login.newPasswordChanged', { field: 'confirmPassword', value: SECRET }),
        ev('login.submitNewPassword'),
        cancel,
      ],
      saving: [
        doneEvent<Event>('saveNewPassword', undefined),
        failedEvent<Event>('saveNewPassword', WEAK),
        failedEvent<Event>('saveNewPassword', SERVER),
        cancel,
      ],
    };
    const waitOver = model.waiting && CODE_STEP.includes(phase) ? [ev('codeRequest.ready')] : [];
    return [...byPhase[phase], ...session, ...list, ...waitOver];
  };
  const sendFailure = (description: string) => ({
    title: 'Kunde inte skicka koden',
    description,
    variant: 'destructive',
  });

  function reduce(model: Model, event: Event, fx: Effects): Model {
    const e = event as {
      type: string;
      value?: string;
      field?: string;
      error?: ServiceError;
      auth?: { email: string | null; passwordRecovery?: boolean };
    };
    const { phase } = model;
    const requestCode = () => expectEffect(fx, 'codeRequest', { email: model.email.trim() });
    switch (e.type) {
      case 'login.fieldChanged':
        // The address is read-only from the moment a code is asked for until it is checked.
        if (['requesting', 'code', 'resending', 'verifying', 'ended'].includes(phase)) return model;
        return { ...model, email: e.value ?? '', emailError: null };
      case 'login.cancelRecovery':
        if (phase === 'newPassword' || phase === 'saving' || phase === 'ended') return model;
        return { ...model, phase: 'ended', next: 'password' };
      case 'auth.updated': {
        // PASSWORD_RECOVERY (only a recovery code checked here signs in that way, and supabase-js
        // may say so before the check has answered): the new password is asked for.
        const recovering = e.auth?.email != null && e.auth.passwordRecovery === true;
        if (CODE_STEP.includes(phase) && recovering)
          return { ...model, phase: 'newPassword', code: '', codeError: null, codeAttempt: 0 };
        // Any other sign-in (another tab) leaves for /account, but not once the code is accepted.
        if (
          ['email', 'requesting', 'code', 'resending', 'verifying'].includes(phase) &&
          signedIn(event)
        )
          expectEffect(fx, 'leaveSignedIn', 'leave');
        return model;
      }
      case 'login.submitRecoveryEmail':
        if (phase !== 'email') return model;
        if (emailMessage(model.email) !== null)
          return { ...model, emailError: emailMessage(model.email), attempt: model.attempt + 1 };
        requestCode();
        return { ...model, phase: 'requesting' };
      case 'codeRequest.sent':
        if (phase !== 'requesting' && phase !== 'resending') return model;
        expectEffect(fx, 'showToast', SPEC.recoverySent);
        return phase === 'resending'
          ? { ...model, phase: 'code', code: '', codeError: null }
          : { ...model, phase: 'code' };
      case 'codeRequest.failed': {
        if (phase !== 'requesting' && phase !== 'resending') return model;
        const limited = e.error === RATE_LIMITED;
        // After a 429 the last code still works: the code is asked for, with how long to wait.
        expectEffect(fx, 'showToast', sendFailure(limited ? SPEC.cooldown(2) : TEXTS.serverFault));
        return {
          ...model,
          phase: phase === 'requesting' && !limited ? 'email' : 'code',
          waiting: limited,
        };
      }
      case 'codeRequest.ready':
        return { ...model, waiting: false };
      case 'code.type':
        return phase === 'code' ? { ...model, code: e.value ?? '', codeError: null } : model;
      case 'code.submit':
        if (phase !== 'code') return model;
        if (!/^\d{6}$/.test(digits(model.code)))
          return { ...model, codeError: TEXTS.codeMalformed, codeAttempt: model.codeAttempt + 1 };
        expectEffect(fx, 'checkCode', { email: model.email.trim(), code: digits(model.code) });
        return { ...model, phase: 'verifying' };
      case 'code.resend':
        if (phase !== 'code' || model.waiting) return model;
        requestCode();
        return { ...model, phase: 'resending' };
      case 'xstate.done.actor.checkCode':
        return phase === 'verifying' ? { ...model, phase: 'awaiting' } : model;
      case 'xstate.error.actor.checkCode':
        if (phase !== 'verifying') return model;
        if (e.error === CODE_VOID)
          return {
            ...model,
            phase: 'code',
            codeError: TEXTS.tooManyAttempts,
            codeAttempt: model.codeAttempt + 1,
          };
        if (e.error === OTP_EXPIRED)
          return {
            ...model,
            phase: 'code',
            codeError: TEXTS.codeRefused,
            codeAttempt: model.codeAttempt + 1,
          };
        expectEffect(fx, 'showToast', faultToast(TEXTS.serverFault));
        return { ...model, phase: 'code' };
      case 'login.newPasswordChanged': {
        if (phase !== 'newPassword') return model;
        const field = e.field as 'newPassword' | 'confirmPassword';
        const { [field]: _cleared, ...newPasswordErrors } = model.newPasswordErrors;
        return { ...model, [field]: e.value ?? '', newPasswordErrors };
      }
      case 'login.submitNewPassword':
        if (phase !== 'newPassword') return model;
        // At least 8 characters (decisions.md), then typed twice alike.
        if ([...model.newPassword].length < 8)
          return { ...model, newPasswordErrors: { newPassword: TEXTS.passwordTooShort } };
        if (model.newPassword !== model.confirmPassword)
          return { ...model, newPasswordErrors: { confirmPassword: TEXTS.passwordsDiffer } };
        expectEffect(fx, 'saveNewPassword', { password: model.newPassword });
        return { ...model, phase: 'saving' };
      case 'xstate.done.actor.saveNewPassword':
        return phase === 'saving' ? { ...model, phase: 'ended', next: 'signedIn' } : model;
      case 'xstate.done.actor.commonPasswords':
        return { ...model, listLoaded: true };
      case 'xstate.error.actor.saveNewPassword':
        if (phase !== 'saving') return model;
        if (e.error === WEAK)
          return {
            ...model,
            phase: 'newPassword',
            newPasswordErrors: { newPassword: SPEC.weakPassword },
          };
        expectEffect(fx, 'showToast', faultToast(TEXTS.serverFault));
        return { ...model, phase: 'newPassword' };
      default:
        return model;
    }
  }

  it('agrees with the model of the form on every path', async () => {
    const plan = await replayEffectModel<Model, Event, AnyActorRef>(
      {
        name: 'passwordRecovery',
        initial: start,
        // The list of common passwords is asked for with the form.
        initialEffects: { commonPasswords: [undefined] },
        events: offered,
        reduce,
        serialize: (m) =>
          JSON.stringify([
            m.phase,
            m.next,
            emailKind(m.email),
            m.emailError,
            m.code,
            m.codeError,
            m.waiting,
            m.newPassword,
            m.confirmPassword,
            m.newPasswordErrors,
            m.listLoaded,
          ]),
      },
      {
        machine: passwordRecoveryMachine,
        start: (machineReach) => {
          const doubles = {
            showToast: vi.fn(),
            leaveSignedIn: vi.fn(),
            codeRequest: new Calls<CodeRequest, void>('resetPasswordForEmail'),
            checkCode: new Calls<CheckCodeInput, unknown>('verifyOtp'),
            saveNewPassword: new Calls<{ password: string }, void>('updateUser'),
            commonPasswords: new Calls<undefined, ReadonlySet<string> | null>('commonPasswords'),
          };
          const actor = createActor(
            passwordRecoveryMachine.provide({
              actors: {
                codeEntry: codeEntryMachine.provide({
                  actors: {
                    codeRequest: answeringCodeRequest(doubles.codeRequest),
                    checkCode: fromPromise<unknown, CheckCodeInput>(({ input: call, signal }) =>
                      doubles.checkCode.call(call, signal),
                    ),
                  },
                }),
                saveNewPassword: fromPromise<void, { password: string }>(
                  ({ input: call, signal }) => doubles.saveNewPassword.call(call, signal),
                ),
                commonPasswords: fromPromise(({ signal }) =>
                  doubles.commonPasswords.call(undefined, signal),
                ) as never,
              },
              actions: {
                showToast: (_, params) => doubles.showToast(params),
                leaveSignedIn: () => doubles.leaveSignedIn('leave'),
              },
            }),
            { input, inspect: machineReach.inspect },
          ).start();
          return { actor, doubles };
        },
        // The code step's events go to the step the form shows.
        act: ({ actor }, event) => {
          // The code request's 'the wait is over' goes to the step it belongs to.
          if (!event.type.startsWith('code.') && event.type !== 'codeRequest.ready') return false;
          recoveryCodeStep(actor)?.send(event as never);
          return true;
        },
        check: ({ actor }, model) => {
          const snapshot = actor.getSnapshot() as SnapshotFrom<typeof passwordRecoveryMachine>;
          const { phase } = model;
          expectSame(selectRecoveryForm(snapshot), {
            step:
              phase === 'email' || phase === 'requesting'
                ? 'email'
                : phase === 'newPassword' || phase === 'saving' || model.next === 'signedIn'
                  ? 'newPassword'
                  : 'code',
            email: model.email,
            emailError: model.emailError,
            attempt: model.attempt,
            isSending: phase === 'requesting',
            newPassword: model.newPassword,
            confirmPassword: model.confirmPassword,
            newPasswordErrors: model.newPasswordErrors,
            isSaving: phase === 'saving' || model.next === 'signedIn',
          });
          // The code step, while it is shown (an empty field otherwise).
          const entry = selectCodeEntry(recoveryCodeStep(actor)?.getSnapshot());
          const inCode = CODE_STEP.includes(phase);
          expectSame(
            {
              code: entry.code,
              codeError: entry.codeError,
              attempt: entry.attempt,
              isSending: entry.isSending,
              isChecking: entry.isChecking,
            },
            {
              code: inCode ? model.code : '',
              codeError: inCode ? model.codeError : null,
              attempt: inCode ? model.codeAttempt : 0,
              isSending: phase === 'requesting' || phase === 'resending',
              isChecking: phase === 'verifying' || phase === 'awaiting',
            },
          );
          expect(snapshot.status === 'done').toBe(phase === 'ended');
          if (phase === 'ended')
            expect(snapshot.output).toEqual({
              next: model.next,
              email: model.email,
              emailError: model.emailError,
              attempt: model.attempt,
            });
        },
      },
    );
    expect(
      walksJourney(plan, [
        'login.submitRecoveryEmail',
        'codeRequest.sent',
        'code.submit',
        'auth.updated',
        'login.submitNewPassword',
        'xstate.done.actor.saveNewPassword',
      ]),
    ).toBe(true);
  });
});

describe('login behaviour', () => {
  function liveLogin(
    sendCode: (request: CodeRequest) => Promise<void>,
    returnUrl?: string,
    googleSignIn: () => Promise<void> = () => never(),
  ) {
    const spies = { showToast: vi.fn(), navigate: vi.fn(), storeReturnUrl: vi.fn() };
    const machine = loginMachine.provide({
      actors: {
        codeRequest: codeRequestWith(sendCode),
        googleSignIn: googleSignInWith(() => googleSignIn()),
      },
      actions: {
        showToast: (_, params) => spies.showToast(params),
        navigate: (_, params) => spies.navigate(params),
        storeReturnUrl: (_, params) => spies.storeReturnUrl(params),
      },
    });
    const actor = createActor(machine, { input: { returnUrl } }).start();
    const codeRequest = () =>
      selectCodeRequest(
        actor.getSnapshot().children.codeRequest?.getSnapshot() as CodeRequestSnapshot | undefined,
      );
    return { actor, spies, codeRequest };
  }

  it('validates the e-mail field in Swedish without sending anything', () => {
    const sendCode = vi.fn(() => Promise.resolve());
    const { actor } = liveLogin(sendCode);
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().context.emailError).toBe(EMAIL_REQUIRED_MESSAGE);
    actor.send({ type: 'login.fieldChanged', field: 'email', value: 'anna@' });
    expect(actor.getSnapshot().context.emailError).toBeNull();
    actor.send({ type: 'login.submit' });
    expect(actor.getSnapshot().context.emailError).toBe(EMAIL_INVALID_MESSAGE);
    expect(actor.getSnapshot().context.attempt).toBe(2);
    expect(sendCode).not.toHaveBeenCalled();
  });

  it('sends the trimmed address, toasts and goes to /verify?email=…', async () => {
    const sendCode = vi.fn(() => Promise.resolve());
    const { actor, spies, codeRequest } = liveLogin(sendCode);
    actor.send({ type: 'login.fieldChanged', field: 'email', value: `  ${ANNA} ` });
    actor.send({ type: 'login.submit' });
    expect(selectLoginView(actor.getSnapshot()).isIdle).toBe(false);
    expect(codeRequest().isSending).toBe(true);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(sendCode).toHaveBeenCalledWith({ email: ANNA });
    expect(spies.showToast).toHaveBeenCalledWith(LOGIN_TOASTS.codeSent);
    expect(spies.navigate).toHaveBeenCalledWith({ to: '/verify', search: { email: ANNA } });
  });

  it('keeps the address after a failure', async () => {
    const { actor, spies } = liveLogin(() => Promise.reject(SERVER));
    actor.send({ type: 'login.fieldChanged', field: 'email', value: ANNA });
    actor.send({ type: 'login.submit' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(spies.showToast).toHaveBeenCalledWith(LOGIN_TOASTS.codeFailed);
    expect(spies.navigate).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.email).toBe(ANNA);
  });

  it('counts a 429 cooldown down from the backend’s seconds and refuses new codes until then', async () => {
    vi.useFakeTimers();
    try {
      const sendCode = vi.fn(() =>
        Promise.reject(new ServiceError({ kind: 'rate_limited', retryAfterSeconds: 3 })),
      );
      const { actor, spies, codeRequest } = liveLogin(sendCode);
      actor.send({ type: 'login.fieldChanged', field: 'email', value: ANNA });
      actor.send({ type: 'login.submit' });
      await vi.advanceTimersByTimeAsync(0);
      expect(codeRequest().cooldownSeconds).toBe(3);
      expect(cooldownLabel(3)).toBe('Vänta 3s...');
      expect(spies.showToast).toHaveBeenLastCalledWith({
        ...LOGIN_TOASTS.codeFailed,
        description: cooldownMessage(3),
      });
      actor.send({ type: 'login.submit' });
      await vi.advanceTimersByTimeAsync(0);
      expect(sendCode).toHaveBeenCalledTimes(1);
      expect(actor.getSnapshot().matches('idle')).toBe(true);
      await vi.advanceTimersByTimeAsync(COOLDOWN_TICK_MS);
      expect(codeRequest().cooldownSeconds).toBe(2);
      await vi.advanceTimersByTimeAsync(COOLDOWN_TICK_MS);
      expect(codeRequest().cooldownSeconds).toBe(1);
      await vi.advanceTimersByTimeAsync(COOLDOWN_TICK_MS);
      expect(codeRequest().cooldownSeconds).toBe(0);
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
    actor.send({ type: 'login.googleSignIn' });
    expect(selectLoginView(actor.getSnapshot()).isGoogleLoading).toBe(true);
    reject(NETWORK);
    await waitFor(actor, (s) => s.matches('idle'));
    expect(spies.showToast).toHaveBeenCalledWith(LOGIN_TOASTS.googleFailed);

    const ok = liveLogin(
      () => Promise.resolve(),
      undefined,
      () => Promise.resolve(),
    );
    ok.actor.send({ type: 'login.googleSignIn' });
    const google = ok.actor.getSnapshot().children[GOOGLE_SIGN_IN];
    expect(google).toBeDefined();
    if (google) await waitFor(google, (s) => selectGoogleSignIn(s) === 'redirecting');
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

  const codeRequestOf = (actor: { getSnapshot: () => Snapshot }) =>
    selectCodeRequest(
      actor.getSnapshot().children.codeRequest?.getSnapshot() as CodeRequestSnapshot | undefined,
    );

  it('sends a code; a second one within 60 s starts the cooldown with the server’s seconds', async () => {
    const machine = loginMachine.provide({ actions: { storeReturnUrl: () => {} } });
    const first = createActor(machine, { input: {} }).start();
    first.send({ type: 'login.fieldChanged', field: 'email', value: ANNA });
    first.send({ type: 'login.submit' });
    await waitFor(first, (s) => s.matches('idle'), { timeout: 10_000 });
    expect(getDemoInboxFor(ANNA)).toHaveLength(1);

    const second = createActor(machine, { input: {} }).start();
    second.send({ type: 'login.fieldChanged', field: 'email', value: ANNA });
    second.send({ type: 'login.submit' });
    await waitFor(second, (s) => s.matches('idle'), { timeout: 10_000 });
    const seconds = codeRequestOf(second).cooldownSeconds;
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(60);
    second.stop();
    first.stop();
  });

  it('a 500 from /auth/v1/otp is a failure toast with the address kept', async () => {
    const showToast = vi.fn();
    const machine = loginMachine.provide({
      actions: { storeReturnUrl: () => {}, showToast: (_, params) => showToast(params) },
    });
    failNext({ method: 'POST', path: '/auth/v1/otp' }, { status: 500 });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'login.fieldChanged', field: 'email', value: ANNA });
    actor.send({ type: 'login.submit' });
    await waitFor(actor, (s) => s.matches('idle'), { timeout: 10_000 });
    expect(showToast).toHaveBeenCalledWith(LOGIN_TOASTS.codeFailed);
    expect(actor.getSnapshot().context.email).toBe(ANNA);
  });
});
