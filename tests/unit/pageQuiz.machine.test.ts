/**
 * Model-based tests of the page quiz machine (/quiz): paths generated from an independent model
 * of what the visitor can do and sees (which question, the answers, the free text and its message,
 * the recommendations), replayed on a real actor; after every step the actor is compared with the
 * model and with the navigation it caused. The coverage is printed and must be full.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import {
  businessModels,
  pageQuestions,
  wordCounterLabel,
  type Recommendation,
} from '../../src/content/quiz/pageQuiz';
import {
  pageQuizMachine,
  selectQuestionNumber,
  type PageQuizEvent,
} from '../../src/machines/pageQuiz';
import { replayModel, type Model } from '../support/modelReplay';

type Snapshot = SnapshotFrom<typeof pageQuizMachine>;

// ---------------------------------------------------------------------------------------------
// What the spec and decisions.md say, written here (never imported from src): the questions'
// options and the catalogue of business models are the product's content and come from
// src/content.
// ---------------------------------------------------------------------------------------------

/** Spec §3, §4: questions 1 to 6, the 6th free text; so five option questions. */
const OPTION_QUESTIONS = 5;
/** Spec §5, §9: the free text has at most 30 words. */
const MAX_WORDS = 30;
/** Spec §5, verbatim (decisions.md: shown beside the field as well as not advancing). */
const TOO_MANY_WORDS = 'För många ord. Begränsa din beskrivning till max 30 ord.';
/**
 * Spec §5: the free text must not be empty; the message is the product's own Swedish (decided
 * with the page quiz in src/content/quiz/pageQuiz.ts).
 */
const EMPTY_TEXT = 'Beskriv kort vad du vill göra innan du går vidare.';

/**
 * The recommendations for a free text by the spec's rule (§9): a model's points are its keywords
 * found in the text (a substring match per keyword, in any letter case), its score points /
 * keywords × 100; only scores above 0 count, highest first, the top 5; with no match at all, the
 * first 5 of the catalogue at score 20 and 1 point. The score is rounded to a whole number and
 * ties keep the catalogue's order: the product's choices (src/content/quiz/pageQuiz.ts).
 */
function recommend(text: string): Recommendation[] {
  const lower = text.toLowerCase();
  const scored = businessModels.map(({ name, description, keywords }) => {
    const points = keywords.filter((keyword) => lower.includes(keyword.toLowerCase())).length;
    return { name, description, score: Math.round((points / keywords.length) * 100), points };
  });
  const hits = scored.filter((r) => r.score > 0);
  if (hits.length === 0)
    return businessModels
      .slice(0, 5)
      .map(({ name, description }) => ({ name, description, score: 20, points: 1 }));
  // Array.prototype.sort is stable: equal scores keep the catalogue's order.
  return hits.sort((a, b) => b.score - a.score).slice(0, 5);
}

const words = (n: number) => Array.from({ length: n }, (_, i) => `ord${i + 1}`).join(' ');
const VALID_TEXT = 'Jag vill starta en webbutik som säljer handgjorda smycken';
const TEXTS = ['', '   ', VALID_TEXT, words(MAX_WORDS), words(MAX_WORDS + 1)];
const text = (value: string): PageQuizEvent => ({
  type: 'pageQuiz.fieldChanged',
  field: 'text',
  value,
});

/**
 * What the visitor can do on the page: 'Jag godkänner' in the consent dialog, an option of the
 * question on screen (the first; on question 1 also the second, to change an answer), 'Tillbaka'
 * where the page shows it (from question 2 on, and on the free-text question), typing the free
 * text and sending it, and 'Börja om' on the results.
 */
type Happening =
  | { type: 'consent' }
  | { type: 'choose'; option: number }
  | { type: 'back' }
  | { type: 'type'; value: string }
  | { type: 'submit' }
  | { type: 'restart' };

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
  /** The recommendations, on the results screen. */
  recommended: Recommendation[];
  /** The last step went home to / ('Börja om'). */
  wentHome: boolean;
}

const START: View = {
  screen: 'consent',
  index: 0,
  answers: Array.from({ length: OPTION_QUESTIONS }, () => null),
  text: '',
  message: null,
  recommended: [],
  wentHome: false,
};

/** The 30-word rule, counted here on its own: blank or more than 30 words is refused. */
function refusal(value: string): string | null {
  const count = value.split(/\s+/).filter((word) => word !== '').length;
  if (count === 0) return EMPTY_TEXT;
  return count > MAX_WORDS ? TOO_MANY_WORDS : null;
}

const optionValue = (index: number, option: number) => pageQuestions[index]!.options[option]!.value;

function offered(view: View): Happening[] {
  switch (view.screen) {
    case 'consent':
      return [{ type: 'consent' }];
    case 'question':
      return [
        { type: 'choose', option: 0 },
        ...(view.index === 0 ? [{ type: 'choose', option: 1 } as const] : []),
        ...(view.index > 0 ? [{ type: 'back' } as const] : []),
      ];
    case 'freeText':
      return [
        ...TEXTS.map((value) => ({ type: 'type', value }) as const),
        { type: 'submit' },
        { type: 'back' },
      ];
    case 'results':
      return [{ type: 'restart' }];
  }
}

function step(previous: View, event: Happening): View {
  const view = { ...previous, wentHome: false };
  switch (event.type) {
    case 'consent':
      return { ...view, screen: 'question' };
    case 'choose': {
      const value = optionValue(view.index, event.option);
      const answers = view.answers.map((a, i) => (i === view.index ? value : a));
      const last = view.index === OPTION_QUESTIONS - 1;
      return last
        ? { ...view, answers, screen: 'freeText' }
        : { ...view, answers, index: view.index + 1 };
    }
    case 'back':
      // From the free text back to question 5 (the text stays for later), else one question back.
      return view.screen === 'freeText'
        ? { ...view, screen: 'question' }
        : { ...view, index: view.index - 1 };
    case 'type':
      // A message already shown follows the text; none appears before a submit.
      return {
        ...view,
        text: event.value,
        message: view.message === null ? null : refusal(event.value),
      };
    case 'submit': {
      const message = refusal(view.text);
      if (message !== null) return { ...view, message };
      const recommended = recommend(view.text);
      return { ...view, screen: 'results', message: null, recommended };
    }
    case 'restart':
      // 'Börja om' goes to / and leaves a fresh test behind (past the consent).
      return { ...START, answers: [...START.answers], screen: 'question', wentHome: true };
  }
}

const quizModel: Model<View, Happening> = {
  name: 'pageQuiz',
  initial: START,
  events: offered,
  step,
  serialize: ({ wentHome: _, ...state }) => JSON.stringify(state),
  describe: (event) =>
    event.type === 'choose'
      ? `choose option ${event.option + 1}`
      : event.type === 'type'
        ? `type ${event.value.split(' ').length} words`
        : event.type,
};

function seen(snapshot: Snapshot): Omit<View, 'wentHome'> {
  const { context } = snapshot;
  return {
    screen: snapshot.value,
    index: context.index,
    answers: [...context.answers],
    text: context.text,
    message: context.textError,
    recommended: [...context.recommendations],
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
  it('agrees with the model of the page on every path', async () => {
    await replayModel(quizModel, {
      machine: pageQuizMachine,
      start: (reach) => {
        const { machine, navigate } = testMachine();
        return { actor: createActor(machine, { inspect: reach.inspect }).start(), navigate };
      },
      beforeStep: ({ navigate }) => navigate.mockClear(),
      act: ({ actor }, event, before) => {
        if (event.type === 'choose')
          actor.send({ type: 'pageQuiz.choose', value: optionValue(before.index, event.option) });
        else if (event.type === 'type') actor.send(text(event.value));
        else actor.send({ type: `pageQuiz.${event.type}` });
      },
      check: ({ actor, navigate }, view) => {
        const snapshot = actor.getSnapshot();
        if (view.wentHome) expect(navigate).toHaveBeenCalledExactlyOnceWith({ to: '/' });
        else expect(navigate).not.toHaveBeenCalled();
        const { wentHome: _, ...shown } = view;
        expect(seen(snapshot)).toEqual(shown);
        expect(selectQuestionNumber(snapshot)).toBe(
          view.screen === 'question'
            ? view.index + 1
            : view.screen === 'freeText'
              ? OPTION_QUESTIONS + 1
              : null,
        );
        if (view.screen === 'results') {
          expect(view.recommended.length).toBeGreaterThan(0);
          expect(view.recommended.length).toBeLessThanOrEqual(5);
        }
      },
      stop: ({ actor }) => actor.stop(),
    });
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
    expect(actor.getSnapshot().context.textError).toBe(EMPTY_TEXT);
  });

  it('the 30-word rule: 30 words pass, 31 are refused and the text is kept', () => {
    const { actor } = startActor();
    toFreeText(actor);
    actor.send(text(words(31)));
    expect(wordCounterLabel(actor.getSnapshot().context.text)).toBe('31/30 ord');
    actor.send({ type: 'pageQuiz.submit' });
    expect(actor.getSnapshot().value).toBe('freeText');
    expect(actor.getSnapshot().context.textError).toBe(TOO_MANY_WORDS);
    expect(actor.getSnapshot().context.text).toBe(words(31));
    // The message follows the text and goes once it fits.
    actor.send(text(''));
    expect(actor.getSnapshot().context.textError).toBe(EMPTY_TEXT);
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
    expect(recommendations).toEqual(recommend(VALID_TEXT));
    actor.send({ type: 'pageQuiz.restart' });
    expect(navigate).toHaveBeenCalledWith({ to: '/' });
    expect(actor.getSnapshot().context.answers.every((a) => a === null)).toBe(true);
    expect(actor.getSnapshot().context.text).toBe('');
  });
});
