/**
 * Model-based tests of the page quiz machine (/quiz): paths generated from the real machine
 * (tests/support/machineCoverage.ts: the shortest path to every state and every edge from it),
 * replayed on a real actor; after every step the actor is compared with an independent model of
 * what the visitor sees (which question, the answers, the free text and its message, the
 * recommendations) and with the navigation it caused. The coverage is printed and must be full.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import {
  EMPTY_FREE_TEXT_MESSAGE,
  MAX_WORDS,
  TOO_MANY_WORDS_MESSAGE,
  countWords,
  pageQuestions,
  scoreBusinessModels,
  wordCounterLabel,
} from '../../src/content/quiz/pageQuiz';
import {
  pageQuizMachine,
  selectQuestionNumber,
  type PageQuizEvent,
} from '../../src/machines/pageQuiz';
import {
  coveringPaths,
  expectFullCoverage,
  hasJourney,
  replayPaths,
} from '../support/machineCoverage';

type Snapshot = SnapshotFrom<typeof pageQuizMachine>;

const words = (n: number) => Array.from({ length: n }, (_, i) => `ord${i + 1}`).join(' ');
const VALID_TEXT = 'Jag vill starta en webbutik som säljer handgjorda smycken';
const TEXTS = ['', '   ', VALID_TEXT, words(MAX_WORDS), words(MAX_WORDS + 1)];
const text = (value: string): PageQuizEvent => ({
  type: 'pageQuiz.fieldChanged',
  field: 'text',
  value,
});

/**
 * The events offered in every state (the machine must ignore those that do not apply): the first
 * option of the current question (changing an answer is tested below), an option of another
 * question, a value no question has, the free texts above and the plain events.
 */
function eventsFor(snapshot: Snapshot): PageQuizEvent[] {
  const { index } = snapshot.context;
  const events: PageQuizEvent[] = [
    { type: 'pageQuiz.consent' },
    { type: 'pageQuiz.back' },
    { type: 'pageQuiz.submit' },
    { type: 'pageQuiz.restart' },
    { type: 'pageQuiz.choose', value: 'inget-sådant-svar' },
    {
      type: 'pageQuiz.choose',
      value: pageQuestions[(index + 1) % pageQuestions.length]!.options[0]!.value,
    },
    ...TEXTS.map(text),
  ];
  const question = pageQuestions[index];
  if (question) events.push({ type: 'pageQuiz.choose', value: question.options[0]!.value });
  return events;
}

// ---------------------------------------------------------------------------------------------
// The independent model: what the visitor sees, from the spec (§4, §5, §9).
// ---------------------------------------------------------------------------------------------

interface View {
  screen: 'consent' | 'question' | 'freeText' | 'results';
  /** 0..4 while on the option questions. */
  index: number;
  answers: (string | null)[];
  text: string;
  message: string | null;
  /** The names of the recommendations, on the results screen. */
  recommended: string[];
}

const START: View = {
  screen: 'consent',
  index: 0,
  answers: pageQuestions.map(() => null),
  text: '',
  message: null,
  recommended: [],
};

/** The 30-word rule, counted here on its own: blank or more than 30 words is refused. */
function refusal(value: string): string | null {
  const count = value.split(/\s+/).filter((word) => word !== '').length;
  if (count === 0) return EMPTY_FREE_TEXT_MESSAGE;
  return count > MAX_WORDS ? TOO_MANY_WORDS_MESSAGE : null;
}

function step(view: View, event: PageQuizEvent): { view: View; home: boolean } {
  const same = { view, home: false };
  switch (view.screen) {
    case 'consent':
      return event.type === 'pageQuiz.consent'
        ? { view: { ...view, screen: 'question' }, home: false }
        : same;
    case 'question': {
      if (event.type === 'pageQuiz.back' && view.index > 0)
        return { view: { ...view, index: view.index - 1 }, home: false };
      if (event.type !== 'pageQuiz.choose') return same;
      const options = pageQuestions[view.index]!.options.map((option) => option.value);
      if (!options.includes(event.value)) return same;
      const answers = view.answers.map((a, i) => (i === view.index ? event.value : a));
      const last = view.index === pageQuestions.length - 1;
      return {
        view: last
          ? { ...view, answers, screen: 'freeText' }
          : { ...view, answers, index: view.index + 1 },
        home: false,
      };
    }
    case 'freeText':
      switch (event.type) {
        case 'pageQuiz.fieldChanged':
          // A message already shown follows the text; none appears before a submit.
          return {
            view: {
              ...view,
              text: event.value,
              message: view.message === null ? null : refusal(event.value),
            },
            home: false,
          };
        case 'pageQuiz.submit': {
          const message = refusal(view.text);
          if (message !== null) return { view: { ...view, message }, home: false };
          const recommended = scoreBusinessModels(view.text).map((r) => r.name);
          return { view: { ...view, screen: 'results', message: null, recommended }, home: false };
        }
        case 'pageQuiz.back':
          // Back to question 5; the text stays for later.
          return { view: { ...view, screen: 'question' }, home: false };
        default:
          return same;
      }
    case 'results':
      // 'Börja om' goes to / and leaves a fresh test behind (past the consent).
      return event.type === 'pageQuiz.restart'
        ? { view: { ...START, answers: [...START.answers], screen: 'question' }, home: true }
        : same;
  }
}

function seen(snapshot: Snapshot): View {
  const { context } = snapshot;
  return {
    screen: snapshot.value,
    index: context.index,
    answers: [...context.answers],
    text: context.text,
    message: context.textError,
    recommended: context.recommendations.map((r) => r.name),
  };
}

function testMachine() {
  const navigate = vi.fn();
  const machine = pageQuizMachine.provide({
    actions: { navigate: (_, params) => navigate(params) },
  });
  return { machine, navigate };
}

describe('page quiz machine (model-based)', () => {
  it('reaches every state and transition; the visitor sees what the model says', () => {
    const { machine, navigate } = testMachine();
    const paths = coveringPaths(machine, { events: eventsFor });
    for (const journey of [
      ['pageQuiz.consent', 'pageQuiz.choose', 'pageQuiz.back'],
      ['pageQuiz.choose', 'pageQuiz.fieldChanged', 'pageQuiz.submit'],
      ['pageQuiz.fieldChanged', 'pageQuiz.submit', 'pageQuiz.restart'],
      ['pageQuiz.choose', 'pageQuiz.submit', 'pageQuiz.fieldChanged'],
      ['pageQuiz.fieldChanged', 'pageQuiz.back', 'pageQuiz.choose'],
    ])
      expect(hasJourney(paths, journey), journey.join(' → ')).toBe(true);

    let view = START;
    const coverage = replayPaths(machine, paths, {
      spies: { navigate },
      check: (actor, _expected, event) => {
        const snapshot = actor.getSnapshot() as Snapshot;
        if ((event.type as string) === 'xstate.init') {
          view = START;
          expect(navigate).not.toHaveBeenCalled();
        } else {
          const next = step(view, event);
          view = next.view;
          if (next.home) expect(navigate).toHaveBeenCalledExactlyOnceWith({ to: '/' });
          else expect(navigate).not.toHaveBeenCalled();
        }
        expect(seen(snapshot)).toEqual(view);
        expect(selectQuestionNumber(snapshot)).toBe(
          view.screen === 'question'
            ? view.index + 1
            : view.screen === 'freeText'
              ? pageQuestions.length + 1
              : null,
        );
        if (view.screen === 'results') {
          expect(view.recommended.length).toBeGreaterThan(0);
          expect(view.recommended.length).toBeLessThanOrEqual(5);
        }
      },
    });
    expectFullCoverage(pageQuizMachine, coverage);
  });
});

// ---------------------------------------------------------------------------------------------
// Focused cases.
// ---------------------------------------------------------------------------------------------

function startActor() {
  const { machine, navigate } = testMachine();
  const actor = createActor(machine).start();
  return { actor, navigate };
}

function toFreeText(actor: ReturnType<typeof startActor>['actor']) {
  actor.send({ type: 'pageQuiz.consent' });
  for (const question of pageQuestions) {
    actor.send({ type: 'pageQuiz.choose', value: question.options[0]!.value });
  }
}

describe('page quiz machine: rules', () => {
  it('starts with the consent and ignores answers until it is given', () => {
    const { actor } = startActor();
    expect(actor.getSnapshot().value).toBe('consent');
    actor.send({ type: 'pageQuiz.choose', value: pageQuestions[0]!.options[0]!.value });
    expect(actor.getSnapshot().value).toBe('consent');
    actor.send({ type: 'pageQuiz.consent' });
    expect(actor.getSnapshot().value).toBe('question');
  });

  it('each choice stores its value code and moves on; back goes one question back', () => {
    const { actor } = startActor();
    actor.send({ type: 'pageQuiz.consent' });
    actor.send({ type: 'pageQuiz.back' });
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'pageQuiz.choose', value: '25000-75000' });
    actor.send({ type: 'pageQuiz.choose', value: 'home' });
    expect(actor.getSnapshot().context.index).toBe(2);
    expect(actor.getSnapshot().context.answers.slice(0, 2)).toEqual(['25000-75000', 'home']);
    actor.send({ type: 'pageQuiz.back' });
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: 'pageQuiz.choose', value: 'office' });
    expect(actor.getSnapshot().context.answers.slice(0, 2)).toEqual(['25000-75000', 'office']);
    expect(actor.getSnapshot().context.index).toBe(2);
  });

  it('the free text: empty is refused with a message', () => {
    const { actor } = startActor();
    toFreeText(actor);
    actor.send({ type: 'pageQuiz.submit' });
    expect(actor.getSnapshot().value).toBe('freeText');
    expect(actor.getSnapshot().context.textError).toBe(EMPTY_FREE_TEXT_MESSAGE);
  });

  it('the 30-word rule: 30 words pass, 31 are refused and the text is kept', () => {
    const { actor } = startActor();
    toFreeText(actor);
    actor.send(text(words(31)));
    expect(countWords(actor.getSnapshot().context.text)).toBe(31);
    expect(wordCounterLabel(actor.getSnapshot().context.text)).toBe('31/30 ord');
    actor.send({ type: 'pageQuiz.submit' });
    expect(actor.getSnapshot().value).toBe('freeText');
    expect(actor.getSnapshot().context.textError).toBe(TOO_MANY_WORDS_MESSAGE);
    expect(actor.getSnapshot().context.text).toBe(words(31));
    // The message follows the text and goes once it fits.
    actor.send(text(''));
    expect(actor.getSnapshot().context.textError).toBe(EMPTY_FREE_TEXT_MESSAGE);
    actor.send(text(words(30)));
    expect(actor.getSnapshot().context.textError).toBeNull();
    actor.send({ type: 'pageQuiz.submit' });
    expect(actor.getSnapshot().value).toBe('results');
  });

  it('back from the free text keeps the text', () => {
    const { actor } = startActor();
    toFreeText(actor);
    actor.send(text(VALID_TEXT));
    actor.send({ type: 'pageQuiz.back' });
    expect(selectQuestionNumber(actor.getSnapshot())).toBe(5);
    actor.send({ type: 'pageQuiz.choose', value: pageQuestions[4]!.options[1]!.value });
    expect(actor.getSnapshot().context.text).toBe(VALID_TEXT);
  });

  it('results are the top 5 for the text; Börja om navigates to / and starts afresh', () => {
    const { actor, navigate } = startActor();
    toFreeText(actor);
    actor.send(text(VALID_TEXT));
    actor.send({ type: 'pageQuiz.submit' });
    const { recommendations } = actor.getSnapshot().context;
    expect(recommendations.map((r) => r.name)).toContain('Webbutik');
    expect(recommendations).toEqual(scoreBusinessModels(VALID_TEXT));
    actor.send({ type: 'pageQuiz.restart' });
    expect(navigate).toHaveBeenCalledWith({ to: '/' });
    expect(actor.getSnapshot().context.answers.every((a) => a === null)).toBe(true);
    expect(actor.getSnapshot().context.text).toBe('');
  });
});
