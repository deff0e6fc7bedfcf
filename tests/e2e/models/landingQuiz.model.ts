/**
 * The business test on /, with signing in in the middle, as the visitor sees it (spec §2 'Inline
 * quiz on the landing page', §4 'Landing quiz', §5; decisions.md: the answers survive signing in,
 * the visitor comes back to / with the results saved ('Resultat sparade') and shown).
 *
 * What the visitor can do: start the test, answer the question shown, go on ('Nästa fråga', on the
 * last 'Visa resultat'), go back to the first question by its dot, on the login step send
 * with the terms unticked, tick them, send without an address or with one, or go with Google; on /verify use the code from the demo inbox; on the demo Google page choose an
 * account; take the test again ('Gör testet igen'); and, signed in, open the profile.
 */
import type { Model } from '../../../src/statecharts/planner';
import type { Toast } from './signInByCode.model';

export const QUESTIONS = 5;

export interface QuizView {
  page: '/' | '/verify' | '/demo/google' | '/profile';
  quiz: 'closed' | 'question' | 'login' | 'results';
  /** The question shown (0..4). */
  step: number;
  /** How many questions have an answer. */
  answered: number;
  /**
   * The login step's form: untouched, sent with the terms unticked (their message shows), the
   * terms ticked, sent without an address (its message and a toast).
   */
  form: 'untouched' | 'termsNeeded' | 'termsTicked' | 'addressNeeded';
  signedIn: boolean;
  toast: Toast | null;
}

export type QuizEvent =
  | { type: 'start' }
  | { type: 'answer' }
  | { type: 'next' }
  | { type: 'firstDot' }
  | { type: 'sendWithoutTerms' }
  | { type: 'tickTerms' }
  | { type: 'sendWithoutAddress' }
  | { type: 'sendAddress' }
  | { type: 'google' }
  | { type: 'typeInboxCode' }
  | { type: 'chooseGoogleAccount' }
  | { type: 'again' }
  | { type: 'openProfile' };

export const QUIZ_TOASTS = {
  addressMissing: { title: 'Fel', description: 'Vänligen fyll i din e-postadress' },
  codeSent: {
    title: 'Verifieringskod skickad!',
    description: 'En verifieringskod har skickats till din e-post.',
  },
  saved: { title: 'Resultat sparade', description: 'Dina svar har sparats i din profil.' },
} as const satisfies Record<string, Toast>;

const START: QuizView = {
  page: '/',
  quiz: 'closed',
  step: 0,
  answered: 0,
  form: 'untouched',
  signedIn: false,
  toast: null,
};

function offered(view: QuizView): QuizEvent[] {
  if (view.page === '/verify') return [{ type: 'typeInboxCode' }];
  if (view.page === '/demo/google') return [{ type: 'chooseGoogleAccount' }];
  if (view.page === '/profile') return [];
  switch (view.quiz) {
    case 'closed':
      return [{ type: 'start' }];
    case 'question':
      // 'Nästa fråga' is disabled until the question has an answer.
      return view.step < view.answered ? [{ type: 'next' }] : [{ type: 'answer' }];
    case 'login':
      switch (view.form) {
        case 'untouched':
          return [
            { type: 'sendWithoutTerms' },
            { type: 'tickTerms' },
            { type: 'google' },
            { type: 'firstDot' },
            { type: 'again' },
          ];
        case 'termsNeeded':
          return [{ type: 'tickTerms' }];
        case 'termsTicked':
          return [{ type: 'sendWithoutAddress' }, { type: 'sendAddress' }];
        case 'addressNeeded':
          return [{ type: 'sendAddress' }];
      }
      break;
    case 'results':
      // The saved results are on the profile too.
      return [{ type: 'again' }, { type: 'openProfile' }];
  }
}

function step(previous: QuizView, event: QuizEvent): QuizView {
  const view = { ...previous, toast: null };
  const results: QuizView = {
    ...view,
    page: '/',
    quiz: 'results',
    signedIn: true,
    toast: QUIZ_TOASTS.saved,
  };
  switch (event.type) {
    case 'start':
      return { ...view, quiz: 'question', step: 0 };
    case 'answer':
      return { ...view, answered: view.step + 1 };
    case 'next':
      if (view.step < QUESTIONS - 1) return { ...view, step: view.step + 1 };
      // Signed in, the results are saved and shown; else the login step.
      return view.signedIn ? results : { ...view, quiz: 'login' };
    case 'firstDot':
      return { ...view, quiz: 'question', step: 0 };
    case 'sendWithoutTerms':
      return { ...view, form: 'termsNeeded' };
    case 'tickTerms':
      return { ...view, form: 'termsTicked' };
    case 'sendWithoutAddress':
      return { ...view, form: 'addressNeeded', toast: QUIZ_TOASTS.addressMissing };
    case 'sendAddress':
      return { ...view, page: '/verify', toast: QUIZ_TOASTS.codeSent };
    case 'google':
      return { ...view, page: '/demo/google' };
    case 'typeInboxCode':
    case 'chooseGoogleAccount':
      return results;
    case 'openProfile':
      return { ...view, page: '/profile' };
    case 'again':
      return {
        ...view,
        quiz: 'question',
        step: 0,
        answered: 0,
        form: 'untouched',
      };
  }
}

export const landingQuiz: Model<QuizView, QuizEvent> = {
  name: 'landing quiz with sign-in',
  initial: START,
  events: offered,
  step,
  serialize: ({ toast: _, ...state }) => JSON.stringify(state),
};

/** Paths are chained up to this many steps (fewer page loads). */
export const LANDING_QUIZ_STEPS = 32;
