import {
  and,
  assign,
  fromPromise,
  sendTo,
  setup,
  stateIn,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import {
  QUESTION_COUNT,
  RESULTS_STEP,
  canGoTo,
  emptyAnswers,
  isOptionOf,
  selectAnswer,
  type LandingAnswers,
} from '../content/quiz/landingQuiz';
import { insert, type NewQuizResult } from '../services/quizResults';
import { buildQuizResult, LANDING_QUIZ_TOASTS as TOASTS } from './shared/landingQuizResult';
import {
  EMPTY_LOGIN_FORM,
  isLoginComplete,
  loginErrors,
  type LoginForm,
} from './shared/landingQuizLogin';
import { LANDING_QUIZ_PHASES, type LandingQuizPhase } from './shared/landingQuizPhases';
import { CODE_REQUEST, codeRequestMachine, type CodeRequestReply } from './codeRequest';
import { GOOGLE_SIGN_IN, googleSignInMachine, type GoogleSignInReply } from './googleSignIn';
import { codeFailedToast } from './shared/signInToasts';
import { silentAuthWatcher, type AuthUpdatedEvent } from './shared/authSync';
import type { Navigation } from './shared/navigation';
import { unwrap } from './shared/result';
import type { ToastInput } from './shared/toast';
import type { Needs } from './shared/implementations';
import { captchaOf, type CaptchaInput } from './shared/captcha';

export type { LandingQuizPhase };

/** The quiz's state, and its login step's form. */
export interface LandingQuizContext extends LoginForm {
  /** 0..4 question steps, 5 the login/results step. */
  step: number;
  /** The selected options per question step, in click order. */
  answers: LandingAnswers;
  /** The signed-in user's e-mail, as the auth watcher last reported it. */
  userEmail: string | null;
  /** The auth watcher has reported a finished session check. */
  authKnown: boolean;
}

export type LandingQuizEvent =
  | { type: 'landingQuiz.open' }
  | { type: 'landingQuiz.close' }
  | { type: 'landingQuiz.select'; option: string }
  | { type: 'landingQuiz.next' }
  | { type: 'landingQuiz.goTo'; step: number }
  | { type: 'landingQuiz.restart' }
  | { type: 'landingQuiz.retry' }
  | { type: 'landingQuiz.fieldChanged'; field: 'email'; value: string }
  | { type: 'landingQuiz.termsChanged'; accepted: boolean }
  | ({ type: 'landingQuiz.submit' } & CaptchaInput)
  | { type: 'landingQuiz.googleSignIn' }
  | AuthUpdatedEvent
  | CodeRequestReply
  | GoogleSignInReply;

type GoTo = { event: { step: number } };

/** From the results or the login step back to an earlier question. */
const BACK_TO_QUESTION = {
  guard: { type: 'isEarlierQuestion' as const, params: ({ event }: GoTo) => event },
  target: '#landingQuiz.open.answering',
  actions: { type: 'goToStep' as const, params: ({ event }: GoTo) => event },
};

/**
 * The business test that opens inline on the landing page. Its answers survive signing in: they
 * wait in sessionStorage while the visitor is on /verify or Google, and the results are saved and
 * shown on the return to `/`.
 *
 * On start `restoring` reads answers that wait for a sign-in (`readPending`): with answers the
 * quiz opens at its results step, else it stays `closed` until 'Starta företagstestet'.
 * `open.answering` holds the five question steps (the step index lives in context). 'Visa
 * resultat' on the last question enters `finished` (step 5): a signed-in user's results are saved
 * and shown; otherwise the login step appears and the `quiz_completed` flag is stored. Leaving for
 * /verify (a code) or Google keeps the answers (`storePending`), so they come back here after the
 * sign-in. Once a user is signed in at the login step, the results are saved and shown, and the
 * flag and the kept answers are removed.
 *
 * The signed-in user comes from the invoked `authWatcher`; codes from the invoked `codeRequest`;
 * Google from the Google sign-in child `GOOGLE_SIGN_IN` (googleSignIn.ts), which reports a failed
 * start (`googleSignIn.failed`): the kept answers are dropped, a toast, back to the form.
 * Toasts, navigation and storage are provided by src/app; Supabase calls are actors.
 */
export const landingQuizMachine = setup({
  types: {
    context: {} as LandingQuizContext,
    events: {} as LandingQuizEvent,
    children: {} as {
      [CODE_REQUEST]: 'codeRequest';
      authWatcher: 'authWatcher';
      [GOOGLE_SIGN_IN]: 'googleSignIn';
    },
  },
  actors: {
    codeRequest: codeRequestMachine,
    authWatcher: silentAuthWatcher,
    saveResults: fromPromise<void, NewQuizResult>(({ input }) => unwrap(insert(input))),
    googleSignIn: googleSignInMachine,
    /** Provided by src/app: the answers kept for a sign-in (for this tab), or null. */
    readPending: fromPromise<string[][] | null>(async () => null),
  },
  guards: {
    hasPending: (_, params: { answers: string[][] | null }) => params.answers !== null,
    isOpenWanted: stateIn({ restoring: 'openWanted' }),
    isOptionOfCurrentQuestion: ({ context }, params: { option: string }) =>
      isOptionOf(context.step, params.option),
    hasSelection: ({ context }) => (context.answers[context.step]?.length ?? 0) > 0,
    isLastQuestion: ({ context }) => context.step === QUESTION_COUNT - 1,
    canGoTo: ({ context }, params: { step: number }) => canGoTo(params.step, context.step),
    isEarlierQuestion: ({ context }, params: { step: number }) =>
      canGoTo(params.step, context.step, true),
    isSignedIn: ({ context }) => context.userEmail !== null,
    isAuthKnown: ({ context }) => context.authKnown,
    isEmailMissing: ({ context }) => context.email.trim() === '',
    isLoginIncomplete: ({ context }) => !isLoginComplete(context),
  },
  actions: {
    restoreAnswers: assign((_, params: { answers: string[][] }) => ({ answers: params.answers })),
    selectOption: assign(({ context }, params: { option: string }) => ({
      answers: selectAnswer(context.answers, context.step, params.option),
    })),
    nextStep: assign({ step: ({ context }) => context.step + 1 }),
    goToStep: assign((_, params: { step: number }) => ({ step: params.step })),
    enterResultsStep: assign({ step: RESULTS_STEP }),
    reset: assign(() => ({ step: 0, answers: emptyAnswers(), ...EMPTY_LOGIN_FORM })),
    setAuth: assign((_, params: AuthUpdatedEvent['auth']) => ({
      userEmail: params.email,
      authKnown: params.initialised,
    })),
    setEmail: assign((_, params: { value: string }) => ({ email: params.value, emailError: null })),
    setTerms: assign((_, params: { accepted: boolean }) => ({
      termsAccepted: params.accepted,
      termsError: null,
    })),
    showLoginErrors: assign(({ context }) => loginErrors(context)),
    clearLoginErrors: assign({ emailError: null, termsError: null }),
    requestCode: sendTo(CODE_REQUEST, ({ context, event }) => ({
      type: 'codeRequest.send' as const,
      email: context.email.trim(),
      captchaToken: captchaOf(event),
    })),
    /** Provided by src/app: the root system's toasts actor. */
    showToast: (_, _params: ToastInput) => {},
    /** Provided by src/app: the router. */
    navigate: (_, _params: Navigation) => {},
    /** Provided by src/app: the `quiz_completed` flag (localStorage). */
    storeCompletedFlag: () => {},
    removeCompletedFlag: () => {},
    /** Provided by src/app: keeps the answers (for this tab) while the visitor signs in. */
    storePending: (_, _params: { answers: LandingAnswers }) => {},
    clearPending: () => {},
  },
}).createMachine({
  id: 'landingQuiz',
  context: {
    step: 0,
    answers: emptyAnswers(),
    userEmail: null,
    authKnown: false,
    ...EMPTY_LOGIN_FORM,
  },
  invoke: [
    { id: 'authWatcher', src: 'authWatcher' },
    { id: CODE_REQUEST, src: 'codeRequest' },
  ],
  on: {
    'auth.updated': { actions: { type: 'setAuth', params: ({ event }) => event.auth } },
  },
  initial: 'restoring',
  states: {
    restoring: {
      initial: 'closed',
      states: {
        closed: { on: { 'landingQuiz.open': 'openWanted' } },
        /** 'Starta företagstestet' was pressed while the kept answers were read: it opens after. */
        openWanted: {},
      },
      invoke: {
        id: 'readPending',
        src: 'readPending',
        onDone: [
          {
            guard: { type: 'hasPending', params: ({ event }) => ({ answers: event.output }) },
            target: 'open.finished',
            actions: {
              type: 'restoreAnswers',
              params: ({ event }) => ({ answers: event.output ?? emptyAnswers() }),
            },
          },
          { guard: 'isOpenWanted', target: 'open' },
          { target: 'closed' },
        ],
        onError: [{ guard: 'isOpenWanted', target: 'open' }, { target: 'closed' }],
      },
    },
    closed: {
      // Re-opened after 'Stäng testet', the test continues where the visitor left it.
      on: { 'landingQuiz.open': 'open.hist' },
    },
    open: {
      initial: 'answering',
      on: {
        'landingQuiz.close': 'closed',
        'landingQuiz.restart': {
          target: '.answering',
          actions: ['reset', 'removeCompletedFlag', 'clearPending'],
        },
      },
      states: {
        hist: { type: 'history', history: 'deep' },
        answering: {
          on: {
            'landingQuiz.select': {
              guard: {
                type: 'isOptionOfCurrentQuestion',
                params: ({ event }) => ({ option: event.option }),
              },
              actions: { type: 'selectOption', params: ({ event }) => ({ option: event.option }) },
            },
            'landingQuiz.next': [
              { guard: and(['hasSelection', 'isLastQuestion']), target: 'finished' },
              { guard: 'hasSelection', actions: 'nextStep' },
            ],
            'landingQuiz.goTo': {
              guard: { type: 'canGoTo', params: ({ event }) => ({ step: event.step }) },
              actions: { type: 'goToStep', params: ({ event }) => ({ step: event.step }) },
            },
          },
        },
        finished: {
          entry: 'enterResultsStep',
          initial: 'deciding',
          states: {
            // Waits for the first session check when it has not finished yet.
            deciding: {
              always: [
                { guard: 'isSignedIn', target: 'saving' },
                { guard: 'isAuthKnown', target: 'login' },
              ],
            },
            login: {
              entry: 'storeCompletedFlag',
              always: { guard: 'isSignedIn', target: 'saving' },
              initial: 'form',
              states: {
                form: {
                  on: {
                    'landingQuiz.fieldChanged': {
                      actions: {
                        type: 'setEmail',
                        params: ({ event }) => ({ value: event.value }),
                      },
                    },
                    'landingQuiz.termsChanged': {
                      actions: {
                        type: 'setTerms',
                        params: ({ event }) => ({ accepted: event.accepted }),
                      },
                    },
                    'landingQuiz.submit': [
                      {
                        guard: 'isEmailMissing',
                        actions: [
                          'showLoginErrors',
                          { type: 'showToast', params: TOASTS.emailRequired },
                        ],
                      },
                      { guard: 'isLoginIncomplete', actions: 'showLoginErrors' },
                      { target: 'requestingCode', actions: ['clearLoginErrors', 'requestCode'] },
                    ],
                    'landingQuiz.googleSignIn': 'google',
                    'landingQuiz.goTo': BACK_TO_QUESTION,
                  },
                },
                requestingCode: {
                  on: {
                    'codeRequest.sent': {
                      target: 'form',
                      actions: [
                        { type: 'storePending', params: ({ context }) => context },
                        { type: 'showToast', params: TOASTS.codeSent },
                        {
                          type: 'navigate',
                          params: ({ event }) => ({
                            to: '/verify',
                            search: { email: event.email },
                          }),
                        },
                      ],
                    },
                    'codeRequest.failed': {
                      target: 'form',
                      actions: {
                        type: 'showToast',
                        params: ({ event }) => codeFailedToast(event.error),
                      },
                    },
                  },
                },
                google: {
                  entry: { type: 'storePending', params: ({ context }) => context },
                  // 'Laddar...' stays while the browser leaves for Google.
                  invoke: { id: GOOGLE_SIGN_IN, src: 'googleSignIn' },
                  on: {
                    'googleSignIn.failed': {
                      target: 'form',
                      actions: ['clearPending', { type: 'showToast', params: TOASTS.googleFailed }],
                    },
                  },
                },
              },
            },
            saving: {
              // A signed-in user with the flag is seen: the flag goes.
              entry: 'removeCompletedFlag',
              invoke: {
                id: 'saveResults',
                src: 'saveResults',
                input: ({ context }) => buildQuizResult(context),
                onDone: {
                  target: 'results',
                  actions: ['clearPending', { type: 'showToast', params: TOASTS.saved }],
                },
                onError: {
                  target: 'saveFailed',
                  actions: { type: 'showToast', params: TOASTS.saveFailed },
                },
              },
            },
            results: {
              on: {
                'landingQuiz.goTo': BACK_TO_QUESTION,
              },
            },
            saveFailed: {
              on: {
                'landingQuiz.retry': 'saving',
                'landingQuiz.goTo': BACK_TO_QUESTION,
              },
            },
          },
        },
      },
    },
  },
});

export type LandingQuizActor = ActorRefFrom<typeof landingQuizMachine>;
export type LandingQuizSnapshot = SnapshotFrom<typeof landingQuizMachine>;

/** What the inline quiz shows, derived from a snapshot (routes read through this). */
export function selectPhase(snapshot: LandingQuizSnapshot): LandingQuizPhase {
  return LANDING_QUIZ_PHASES.find(([state]) => snapshot.matches(state))?.[1] ?? 'saving';
}

export const selectIsOpen = (snapshot: LandingQuizSnapshot): boolean => snapshot.matches('open');

/** What src/app provides for this machine (src/app/logic.ts), every part required. */
export type LandingQuizImplementations = Needs<
  typeof landingQuizMachine,
  {
    actors: 'authWatcher' | 'readPending';
    actions:
      | 'showToast'
      | 'navigate'
      | 'storeCompletedFlag'
      | 'removeCompletedFlag'
      | 'storePending'
      | 'clearPending';
  }
>;
