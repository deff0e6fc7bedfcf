import { and, assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  LANDING_STEPS,
  flattenAnswers,
  ideasToBusinessType,
  landingQuestions,
  suggestIdeas,
  toggleAnswer,
  type LandingIdea,
} from '../content/quiz/landingQuiz';
import { sendOtp, signInWithGoogle } from '../services/auth';
import { insert, type NewQuizResult } from '../services/quizResults';
import { removeStorage, writeStorage } from './lib/storage';
import { LOGIN_TOASTS } from './login';
import type { ToastInput, toastsMachine } from './toasts';

type ToastsActor = ActorRefFrom<typeof toastsMachine>;

/** Local storage key of the "quiz completed, waiting for login" flag (spec §3). */
export const QUIZ_COMPLETED_STORAGE_KEY = 'quiz_completed';

/** Steps 0..4 are questions; step 5 is the login/results step. */
export const QUESTION_COUNT = landingQuestions.length;
export const RESULTS_STEP = LANDING_STEPS - 1;

export const EMAIL_REQUIRED_MESSAGE = 'Vänligen fyll i din e-postadress';
export const EMAIL_INVALID_MESSAGE = 'Ange en giltig e-postadress, till exempel namn@exempel.se';
export const TERMS_REQUIRED_MESSAGE = 'Du måste godkänna användarvillkoren för att fortsätta';

export const TOASTS = {
  saved: { title: 'Resultat sparade', description: 'Dina svar har sparats i din profil.' },
  saveFailed: {
    title: 'Ett fel uppstod',
    description: 'Kunde inte spara dina resultat. Försök igen senare.',
    variant: 'destructive',
  },
  emailRequired: { title: 'Fel', description: EMAIL_REQUIRED_MESSAGE, variant: 'destructive' },
  // The login step sends the same code and Google sign-in as /login, with the same messages.
  codeSent: LOGIN_TOASTS.codeSent,
  codeFailed: LOGIN_TOASTS.codeFailed,
  googleFailed: LOGIN_TOASTS.googleFailed,
} as const satisfies Record<string, ToastInput>;

/** Where the machine wants to go; the route provides `navigate` with the router's navigate. */
export interface LandingQuizNavigation {
  to: '/verify';
  search: { email: string };
}

export interface LandingQuizInput {
  /** The signed-in user's e-mail when the quiz starts, or null. */
  userEmail?: string | null;
}

export interface LandingQuizContext {
  /** 0..4 question steps, 5 the login/results step. */
  step: number;
  /** The selected options per question step, in click order. */
  answers: readonly (readonly string[])[];
  /** The signed-in user, as last reported by `quiz.userChanged`. */
  userEmail: string | null;
  /** Login step form. */
  email: string;
  termsAccepted: boolean;
  emailError: string | null;
  termsError: string | null;
}

export type LandingQuizEvent =
  | { type: 'quiz.select'; option: string }
  | { type: 'quiz.next' }
  | { type: 'quiz.goTo'; step: number }
  | { type: 'quiz.restart' }
  | { type: 'quiz.retry' }
  | { type: 'quiz.userChanged'; email: string | null }
  | { type: 'quiz.emailChanged'; value: string }
  | { type: 'quiz.termsChanged'; accepted: boolean }
  | { type: 'quiz.submitLogin' }
  | { type: 'quiz.googleSignIn' };

const emptyAnswers = (): string[][] => landingQuestions.map(() => []);

/** A deliberately simple check; the service and the code e-mail are the real proof. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function suggestedIdeas(context: Pick<LandingQuizContext, 'answers'>): LandingIdea[] {
  return suggestIdeas(flattenAnswers(context.answers));
}

/** The `user_quiz_results` row for the current answers (personal_text is always null). */
export function buildQuizResult(
  context: Pick<LandingQuizContext, 'answers' | 'userEmail'>,
): NewQuizResult {
  return {
    user_email: context.userEmail ?? '',
    answers: flattenAnswers(context.answers),
    business_type: ideasToBusinessType(suggestedIdeas(context)),
  };
}

async function unwrap(result: Promise<{ ok: true } | { ok: false; error: Error }>): Promise<void> {
  const settled = await result;
  if (!settled.ok) throw settled.error;
}

const goToQuestion = {
  guard: 'isEarlierQuestion',
  target: '#landingQuiz.answering',
  actions: 'goToStep',
} as const;

/**
 * The business test that opens inline on the landing page (spec §2, §4, §5, §9).
 *
 * `answering` holds the five question steps (the step index lives in context). 'Visa resultat' on
 * the last question enters `finished` (step 5): a signed-in user's results are saved and shown;
 * otherwise the login step appears and the `quiz_completed` flag is stored. Once a user signs in
 * while the login step is open, the results are saved and shown and the flag removed.
 *
 * Side effects the machine does not own are declared: `showToast` (default: the root system's
 * `toasts` actor, if there is one), `navigate` (the route provides the router's navigate) and the
 * flag's storage. Supabase calls are `fromPromise` actors over src/services.
 */
export const landingQuizMachine = setup({
  types: {
    context: {} as LandingQuizContext,
    events: {} as LandingQuizEvent,
    input: {} as LandingQuizInput,
  },
  actors: {
    saveResults: fromPromise<void, NewQuizResult>(({ input }) => unwrap(insert(input))),
    sendCode: fromPromise<void, { email: string }>(({ input }) => unwrap(sendOtp(input.email))),
    googleSignIn: fromPromise<void>(() => unwrap(signInWithGoogle())),
  },
  guards: {
    isOptionOfCurrentQuestion: ({ context, event }) =>
      event.type === 'quiz.select' &&
      (landingQuestions[context.step]?.options.includes(event.option) ?? false),
    hasSelection: ({ context }) => (context.answers[context.step]?.length ?? 0) > 0,
    isLastQuestion: ({ context }) => context.step === QUESTION_COUNT - 1,
    canGoTo: ({ context, event }) =>
      event.type === 'quiz.goTo' &&
      Number.isInteger(event.step) &&
      event.step >= 0 &&
      event.step <= Math.min(context.step, RESULTS_STEP),
    isEarlierQuestion: ({ context, event }) =>
      event.type === 'quiz.goTo' &&
      Number.isInteger(event.step) &&
      event.step >= 0 &&
      event.step < Math.min(context.step, RESULTS_STEP),
    isSignedIn: ({ context }) => context.userEmail !== null,
    isEmailMissing: ({ context }) => context.email.trim() === '',
    isLoginIncomplete: ({ context }) =>
      !EMAIL_PATTERN.test(context.email.trim()) || !context.termsAccepted,
  },
  actions: {
    selectOption: assign(({ context, event }) => {
      if (event.type !== 'quiz.select') return {};
      const question = landingQuestions[context.step];
      if (!question) return {};
      return {
        answers: context.answers.map((selected, index) =>
          index === context.step ? toggleAnswer(selected, event.option, question.type) : selected,
        ),
      };
    }),
    nextStep: assign({ step: ({ context }) => context.step + 1 }),
    goToStep: assign({
      step: ({ context, event }) => (event.type === 'quiz.goTo' ? event.step : context.step),
    }),
    enterResultsStep: assign({ step: RESULTS_STEP }),
    reset: assign(({ context }) => ({
      step: 0,
      answers: emptyAnswers(),
      userEmail: context.userEmail,
      email: '',
      termsAccepted: false,
      emailError: null,
      termsError: null,
    })),
    setUser: assign({
      userEmail: ({ context, event }) =>
        event.type === 'quiz.userChanged' ? event.email : context.userEmail,
    }),
    setEmail: assign(({ context, event }) =>
      event.type === 'quiz.emailChanged'
        ? { email: event.value, emailError: null }
        : { email: context.email },
    ),
    setTerms: assign(({ context, event }) =>
      event.type === 'quiz.termsChanged'
        ? { termsAccepted: event.accepted, termsError: null }
        : { termsAccepted: context.termsAccepted },
    ),
    showLoginErrors: assign(({ context }) => {
      const email = context.email.trim();
      return {
        emailError:
          email === ''
            ? EMAIL_REQUIRED_MESSAGE
            : EMAIL_PATTERN.test(email)
              ? null
              : EMAIL_INVALID_MESSAGE,
        termsError: context.termsAccepted ? null : TERMS_REQUIRED_MESSAGE,
      };
    }),
    clearLoginErrors: assign({ emailError: null, termsError: null }),
    /** Default: the root system's toasts actor. A route outside that system provides its own. */
    showToast: ({ system }, params: ToastInput) => {
      const toasts = system.get('toasts') as ToastsActor | undefined;
      toasts?.send({ type: 'toast.show', toast: params });
    },
    /** Provided by the route: the router's navigate. */
    navigate: (_, _params: LandingQuizNavigation) => {},
    storeCompletedFlag: () => writeStorage(QUIZ_COMPLETED_STORAGE_KEY, 'true'),
    removeCompletedFlag: () => removeStorage(QUIZ_COMPLETED_STORAGE_KEY),
  },
}).createMachine({
  id: 'landingQuiz',
  context: ({ input }) => ({
    step: 0,
    answers: emptyAnswers(),
    userEmail: input.userEmail ?? null,
    email: '',
    termsAccepted: false,
    emailError: null,
    termsError: null,
  }),
  initial: 'answering',
  on: {
    'quiz.restart': { target: '.answering', actions: ['reset', 'removeCompletedFlag'] },
    'quiz.userChanged': { actions: 'setUser' },
  },
  states: {
    answering: {
      on: {
        'quiz.select': { guard: 'isOptionOfCurrentQuestion', actions: 'selectOption' },
        'quiz.next': [
          { guard: and(['hasSelection', 'isLastQuestion']), target: 'finished' },
          { guard: 'hasSelection', actions: 'nextStep' },
        ],
        'quiz.goTo': { guard: 'canGoTo', actions: 'goToStep' },
      },
    },
    finished: {
      entry: 'enterResultsStep',
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'isSignedIn', target: 'saving' }, { target: 'login' }],
        },
        login: {
          entry: 'storeCompletedFlag',
          always: { guard: 'isSignedIn', target: 'saving', actions: 'removeCompletedFlag' },
          initial: 'form',
          states: {
            form: {
              on: {
                'quiz.emailChanged': { actions: 'setEmail' },
                'quiz.termsChanged': { actions: 'setTerms' },
                'quiz.submitLogin': [
                  {
                    guard: 'isEmailMissing',
                    actions: [
                      'showLoginErrors',
                      { type: 'showToast', params: TOASTS.emailRequired },
                    ],
                  },
                  { guard: 'isLoginIncomplete', actions: 'showLoginErrors' },
                  { target: 'sendingCode', actions: 'clearLoginErrors' },
                ],
                'quiz.googleSignIn': 'google',
                'quiz.goTo': goToQuestion,
              },
            },
            sendingCode: {
              invoke: {
                id: 'sendCode',
                src: 'sendCode',
                input: ({ context }) => ({ email: context.email.trim() }),
                onDone: {
                  target: 'form',
                  actions: [
                    { type: 'showToast', params: TOASTS.codeSent },
                    {
                      type: 'navigate',
                      params: ({ context }) => ({
                        to: '/verify',
                        search: { email: context.email.trim() },
                      }),
                    },
                  ],
                },
                onError: {
                  target: 'form',
                  actions: { type: 'showToast', params: TOASTS.codeFailed },
                },
              },
            },
            google: {
              initial: 'starting',
              states: {
                starting: {
                  invoke: {
                    id: 'googleSignIn',
                    src: 'googleSignIn',
                    // 'Laddar...' stays while the browser leaves for Google.
                    onDone: 'redirecting',
                    onError: {
                      target: '#landingQuiz.finished.login.form',
                      actions: { type: 'showToast', params: TOASTS.googleFailed },
                    },
                  },
                },
                redirecting: {},
              },
            },
          },
        },
        saving: {
          invoke: {
            id: 'saveResults',
            src: 'saveResults',
            input: ({ context }) => buildQuizResult(context),
            onDone: { target: 'results', actions: { type: 'showToast', params: TOASTS.saved } },
            onError: {
              target: 'saveFailed',
              actions: { type: 'showToast', params: TOASTS.saveFailed },
            },
          },
        },
        results: {
          on: { 'quiz.goTo': goToQuestion },
        },
        saveFailed: {
          on: { 'quiz.retry': 'saving', 'quiz.goTo': goToQuestion },
        },
      },
    },
  },
});

export type LandingQuizSnapshot = SnapshotFrom<typeof landingQuizMachine>;

/** What the inline quiz shows, derived from a snapshot (routes read through this). */
export type LandingQuizPhase =
  'question' | 'saving' | 'login' | 'sendingCode' | 'google' | 'results' | 'saveFailed';

export function selectPhase(snapshot: LandingQuizSnapshot): LandingQuizPhase {
  if (snapshot.matches('answering')) return 'question';
  if (snapshot.matches({ finished: 'results' })) return 'results';
  if (snapshot.matches({ finished: 'saveFailed' })) return 'saveFailed';
  if (snapshot.matches({ finished: { login: 'sendingCode' } })) return 'sendingCode';
  if (snapshot.matches({ finished: { login: 'google' } })) return 'google';
  if (snapshot.matches({ finished: 'login' })) return 'login';
  return 'saving';
}
