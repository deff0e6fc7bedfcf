import { assign, setup, type SnapshotFrom } from 'xstate';
import {
  pageQuestions,
  scoreBusinessModels,
  validateFreeText,
  type Recommendation,
} from '../content/quiz/pageQuiz';

import type { Navigation } from './shared/navigation';
import type { Needs } from './shared/implementations';

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
  | { type: 'pageQuiz.consent' }
  | { type: 'pageQuiz.choose'; value: string }
  | { type: 'pageQuiz.back' }
  | { type: 'pageQuiz.fieldChanged'; field: 'text'; value: string }
  | { type: 'pageQuiz.submit' }
  | { type: 'pageQuiz.restart' };

const initialContext = (): PageQuizContext => ({
  index: 0,
  answers: pageQuestions.map(() => null),
  text: '',
  textError: null,
  recommendations: [],
});

/**
 * The business test as a page (/quiz): a consent dialog, five option questions
 * (a choice stores its value code and moves on; 'Tillbaka' goes back one question), a free-text
 * question of at most 30 words, then the top 5 business models for the text. 'Börja om' goes to /.
 */
export const pageQuizMachine = setup({
  types: {
    context: {} as PageQuizContext,
    events: {} as PageQuizEvent,
  },
  guards: {
    isOptionOfCurrentQuestion: ({ context }, params: { value: string }) =>
      pageQuestions[context.index]?.options.some((o) => o.value === params.value) ?? false,
    isAnswerToLastOptionQuestion: ({ context }, params: { value: string }) =>
      context.index === pageQuestions.length - 1 &&
      (pageQuestions[context.index]?.options.some((o) => o.value === params.value) ?? false),
    hasPreviousQuestion: ({ context }) => context.index > 0,
    isTextValid: ({ context }) => validateFreeText(context.text).ok,
  },
  actions: {
    storeAnswer: assign(({ context }, params: { value: string }) => ({
      answers: context.answers.map((answer, i) => (i === context.index ? params.value : answer)),
    })),
    nextQuestion: assign({ index: ({ context }) => context.index + 1 }),
    previousQuestion: assign({ index: ({ context }) => context.index - 1 }),
    setText: assign(({ context }, params: { value: string }) => {
      // A message already shown follows the text live (and goes away once the text is fine).
      const check = validateFreeText(params.value);
      return {
        text: params.value,
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
    /** Provided by src/app: the router. */
    navigate: (_, _params: Navigation) => {},
  },
}).createMachine({
  id: 'pageQuiz',
  context: initialContext,
  initial: 'consent',
  states: {
    consent: {
      on: { 'pageQuiz.consent': 'question' },
    },
    question: {
      on: {
        'pageQuiz.choose': [
          {
            guard: { type: 'isAnswerToLastOptionQuestion', params: ({ event }) => event },
            target: 'freeText',
            actions: { type: 'storeAnswer', params: ({ event }) => event },
          },
          {
            guard: { type: 'isOptionOfCurrentQuestion', params: ({ event }) => event },
            actions: [{ type: 'storeAnswer', params: ({ event }) => event }, 'nextQuestion'],
          },
        ],
        'pageQuiz.back': { guard: 'hasPreviousQuestion', actions: 'previousQuestion' },
      },
    },
    freeText: {
      on: {
        'pageQuiz.fieldChanged': { actions: { type: 'setText', params: ({ event }) => event } },
        'pageQuiz.submit': [
          { guard: 'isTextValid', target: 'results', actions: 'score' },
          { actions: 'showTextError' },
        ],
        'pageQuiz.back': 'question',
      },
    },
    results: {
      on: {
        'pageQuiz.restart': {
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

/** What src/app provides for this machine (src/app/logic.ts), every part required. */
export type PageQuizImplementations = Needs<
  typeof pageQuizMachine,
  {
    actions: 'navigate';
  }
>;
