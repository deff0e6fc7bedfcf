import { and, assign, setup, type SnapshotFrom } from 'xstate';
import {
  pageQuestions,
  scoreBusinessModels,
  validateFreeText,
  type Recommendation,
} from '../content/quiz/pageQuiz';

/** Where the machine wants to go; the route provides `navigate` with the router's navigate. */
export interface PageQuizNavigation {
  to: '/';
}

export interface PageQuizContext {
  /** The option question on screen, 0..4 (question 1..5). */
  index: number;
  /** The chosen value code per option question, null while unanswered. */
  answers: readonly (string | null)[];
  /** The free-text answer (question 6); kept whatever happens. */
  text: string;
  /** The Swedish message shown beside the free-text field, or null. */
  textError: string | null;
  recommendations: readonly Recommendation[];
}

export type PageQuizEvent =
  | { type: 'quiz.consent' }
  | { type: 'quiz.choose'; value: string }
  | { type: 'quiz.back' }
  | { type: 'quiz.textChanged'; text: string }
  | { type: 'quiz.submit' }
  | { type: 'quiz.restart' };

const initialContext = (): PageQuizContext => ({
  index: 0,
  answers: pageQuestions.map(() => null),
  text: '',
  textError: null,
  recommendations: [],
});

/**
 * The business test as a page (/quiz; spec §4, §5, §9): a consent dialog, five option questions
 * (a choice stores its value code and moves on; 'Tillbaka' goes back one question), a free-text
 * question of at most 30 words, then the top 5 business models for the text. 'Börja om' goes to /.
 */
export const pageQuizMachine = setup({
  types: {
    context: {} as PageQuizContext,
    events: {} as PageQuizEvent,
  },
  guards: {
    isOptionOfCurrentQuestion: ({ context, event }) =>
      event.type === 'quiz.choose' &&
      (pageQuestions[context.index]?.options.some((o) => o.value === event.value) ?? false),
    isLastOptionQuestion: ({ context }) => context.index === pageQuestions.length - 1,
    hasPreviousQuestion: ({ context }) => context.index > 0,
    isTextValid: ({ context }) => validateFreeText(context.text).ok,
  },
  actions: {
    storeAnswer: assign({
      answers: ({ context, event }) =>
        event.type === 'quiz.choose'
          ? context.answers.map((answer, i) => (i === context.index ? event.value : answer))
          : context.answers,
    }),
    nextQuestion: assign({ index: ({ context }) => context.index + 1 }),
    previousQuestion: assign({ index: ({ context }) => context.index - 1 }),
    setText: assign(({ context, event }) => {
      if (event.type !== 'quiz.textChanged') return {};
      // A message already shown follows the text live (and goes away once the text is fine).
      const check = validateFreeText(event.text);
      return {
        text: event.text,
        textError: context.textError === null || check.ok ? null : (check.message ?? null),
      };
    }),
    showTextError: assign({
      textError: ({ context }) => {
        const check = validateFreeText(context.text);
        return check.ok ? null : (check.message ?? null);
      },
    }),
    score: assign({
      recommendations: ({ context }) => scoreBusinessModels(context.text),
      textError: null,
    }),
    reset: assign(() => initialContext()),
    /** Provided by the route: the router's navigate. */
    navigate: (_, _params: PageQuizNavigation) => {},
  },
}).createMachine({
  id: 'pageQuiz',
  context: initialContext,
  initial: 'consent',
  states: {
    consent: {
      on: { 'quiz.consent': 'question' },
    },
    question: {
      on: {
        'quiz.choose': [
          {
            guard: and(['isOptionOfCurrentQuestion', 'isLastOptionQuestion']),
            target: 'freeText',
            actions: 'storeAnswer',
          },
          { guard: 'isOptionOfCurrentQuestion', actions: ['storeAnswer', 'nextQuestion'] },
        ],
        'quiz.back': { guard: 'hasPreviousQuestion', actions: 'previousQuestion' },
      },
    },
    freeText: {
      on: {
        'quiz.textChanged': { actions: 'setText' },
        'quiz.submit': [
          { guard: 'isTextValid', target: 'results', actions: 'score' },
          { actions: 'showTextError' },
        ],
        'quiz.back': 'question',
      },
    },
    results: {
      on: {
        'quiz.restart': {
          target: 'question',
          actions: ['reset', { type: 'navigate', params: { to: '/' } }],
        },
      },
    },
  },
});

export type PageQuizSnapshot = SnapshotFrom<typeof pageQuizMachine>;

/** Question number shown to the visitor, 1..6, or null outside the questions. */
export function selectQuestionNumber(snapshot: PageQuizSnapshot): number | null {
  if (snapshot.matches('question')) return snapshot.context.index + 1;
  if (snapshot.matches('freeText')) return pageQuestions.length + 1;
  return null;
}
