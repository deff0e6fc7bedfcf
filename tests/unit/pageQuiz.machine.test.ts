/**
 * Model-based tests of the page quiz machine (/quiz): paths generated from the real machine with
 * `getShortestPaths` (xstate/graph) and replayed on a real actor, checking the state after every
 * step; tests/support/machineCoverage.ts prints the coverage and fails unless every state node and
 * every transition was reached.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  EMPTY_FREE_TEXT_MESSAGE,
  MAX_WORDS,
  TOO_MANY_WORDS_MESSAGE,
  pageQuestions,
  scoreBusinessModels,
  validateFreeText,
  wordCounterLabel,
} from '../../src/content/quiz/pageQuiz';
import {
  pageQuizMachine,
  selectQuestionNumber,
  type PageQuizEvent,
} from '../../src/machines/pageQuiz';
import { expectFullCoverage, replayPaths, type ModelPath } from '../support/machineCoverage';

type Snapshot = SnapshotFrom<typeof pageQuizMachine>;

// ---------------------------------------------------------------------------------------------
// The model.
// ---------------------------------------------------------------------------------------------

const words = (n: number) => Array.from({ length: n }, (_, i) => `ord${i + 1}`).join(' ');
const VALID_TEXT = 'Jag vill starta en webbutik som säljer handgjorda smycken';
const TEXTS = ['', VALID_TEXT, words(MAX_WORDS + 1)];

/**
 * Concrete events per state: the first option of the current question (changing an answer is
 * tested below), a value no question has (ignored), the free texts above, and the plain events.
 */
function eventsFor(snapshot: Snapshot): PageQuizEvent[] {
  const { index } = snapshot.context;
  const question = pageQuestions[index];
  const events: PageQuizEvent[] = [
    { type: 'quiz.consent' },
    { type: 'quiz.back' },
    { type: 'quiz.submit' },
    { type: 'quiz.restart' },
    { type: 'quiz.choose', value: 'inget-sådant-svar' },
    ...TEXTS.map((text) => ({ type: 'quiz.textChanged' as const, text })),
  ];
  if (question) {
    events.push({ type: 'quiz.choose', value: question.options[0]!.value });
  }
  const handled = new Set(
    (snapshot as unknown as { _nodes: { ownEvents: string[] }[] })._nodes.flatMap(
      (n) => n.ownEvents,
    ),
  );
  return events.filter((e) => handled.has(e.type));
}

const exact = (snapshot: Snapshot) =>
  JSON.stringify({ value: snapshot.value, context: snapshot.context });

/** Exact state, plus the entering event and source when the event changed something. */
function serializeState(snapshot: Snapshot, event?: { type: string }, prev?: Snapshot): string {
  const here = exact(snapshot);
  if (!event || !prev || exact(prev) === here) return here;
  return `${here} ⟵ ${event.type} from ${JSON.stringify(prev.value)}`;
}

const paths: ModelPath<typeof pageQuizMachine>[] = getShortestPaths(pageQuizMachine, {
  events: eventsFor,
  serializeState,
});

// ---------------------------------------------------------------------------------------------
// Replay.
// ---------------------------------------------------------------------------------------------

function testMachine() {
  const navigate = vi.fn();
  const machine = pageQuizMachine.provide({
    actions: { navigate: (_, params) => navigate(params) },
  });
  return { machine, navigate };
}

function startActor() {
  const { machine, navigate } = testMachine();
  const actor = createActor(machine);
  actor.start();
  return { actor, navigate };
}

/** What must hold in each state, whatever the path. */
function checkState(snapshot: Snapshot) {
  const { context } = snapshot;
  if (snapshot.matches('consent')) {
    expect(context.answers.every((a) => a === null)).toBe(true);
  }
  if (snapshot.matches('question')) {
    expect(context.index).toBeGreaterThanOrEqual(0);
    expect(context.index).toBeLessThan(pageQuestions.length);
    expect(context.answers.slice(0, context.index).every((a) => a !== null)).toBe(true);
    expect(selectQuestionNumber(snapshot)).toBe(context.index + 1);
  }
  if (snapshot.matches('freeText')) {
    expect(context.answers.every((a) => a !== null)).toBe(true);
    expect(selectQuestionNumber(snapshot)).toBe(6);
  }
  if (snapshot.matches('results')) {
    expect(validateFreeText(context.text).ok).toBe(true);
    expect(context.recommendations).toEqual(scoreBusinessModels(context.text));
    expect(context.recommendations.length).toBeGreaterThan(0);
    expect(context.recommendations.length).toBeLessThanOrEqual(5);
    expect(selectQuestionNumber(snapshot)).toBeNull();
  }
  if (context.textError !== null) {
    expect([EMPTY_FREE_TEXT_MESSAGE, TOO_MANY_WORDS_MESSAGE]).toContain(context.textError);
  }
}

describe('page quiz machine: generated paths', () => {
  it(`replays ${paths.length} shortest paths on a real actor and reaches every state and transition`, () => {
    const { machine, navigate } = testMachine();
    let before: Snapshot | null = null;
    const coverage = replayPaths(machine, paths, {
      check: (actor, expected, event) => {
        const snapshot = actor.getSnapshot() as Snapshot;
        expect(snapshot.context).toEqual(expected.context);
        checkState(snapshot);
        if (event.type === 'quiz.restart') expect(navigate).toHaveBeenLastCalledWith({ to: '/' });
        if (event.type === 'quiz.submit' && before?.matches('freeText')) {
          // The text is never lost, whatever the outcome.
          expect(snapshot.context.text).toBe(before.context.text);
        }
        before = snapshot;
      },
    });
    expectFullCoverage(pageQuizMachine, coverage);
  });
});

// ---------------------------------------------------------------------------------------------
// Focused cases.
// ---------------------------------------------------------------------------------------------

function toFreeText(actor: ReturnType<typeof startActor>['actor']) {
  actor.send({ type: 'quiz.consent' });
  for (const question of pageQuestions) {
    actor.send({ type: 'quiz.choose', value: question.options[0]!.value });
  }
}

describe('page quiz machine: rules', () => {
  it('starts with the consent and ignores answers until it is given', () => {
    const { actor } = startActor();
    expect(actor.getSnapshot().value).toBe('consent');
    actor.send({ type: 'quiz.choose', value: pageQuestions[0]!.options[0]!.value });
    expect(actor.getSnapshot().value).toBe('consent');
    actor.send({ type: 'quiz.consent' });
    expect(actor.getSnapshot().value).toBe('question');
  });

  it('each choice stores its value code and moves on; back goes one question back', () => {
    const { actor } = startActor();
    actor.send({ type: 'quiz.consent' });
    actor.send({ type: 'quiz.back' });
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.send({ type: 'quiz.choose', value: '25000-75000' });
    actor.send({ type: 'quiz.choose', value: 'home' });
    expect(actor.getSnapshot().context.index).toBe(2);
    expect(actor.getSnapshot().context.answers.slice(0, 2)).toEqual(['25000-75000', 'home']);
    actor.send({ type: 'quiz.back' });
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: 'quiz.choose', value: 'office' });
    expect(actor.getSnapshot().context.answers.slice(0, 2)).toEqual(['25000-75000', 'office']);
    expect(actor.getSnapshot().context.index).toBe(2);
  });

  it('the free text: empty is refused with a message', () => {
    const { actor } = startActor();
    toFreeText(actor);
    actor.send({ type: 'quiz.submit' });
    expect(actor.getSnapshot().value).toBe('freeText');
    expect(actor.getSnapshot().context.textError).toBe(EMPTY_FREE_TEXT_MESSAGE);
  });

  it('the 30-word rule: 30 words pass, 31 are refused and the text is kept', () => {
    const { actor } = startActor();
    toFreeText(actor);
    actor.send({ type: 'quiz.textChanged', text: words(31) });
    expect(wordCounterLabel(actor.getSnapshot().context.text)).toBe('31/30 ord');
    actor.send({ type: 'quiz.submit' });
    expect(actor.getSnapshot().value).toBe('freeText');
    expect(actor.getSnapshot().context.textError).toBe(TOO_MANY_WORDS_MESSAGE);
    expect(actor.getSnapshot().context.text).toBe(words(31));
    // The message follows the text and goes once it fits.
    actor.send({ type: 'quiz.textChanged', text: words(30) });
    expect(actor.getSnapshot().context.textError).toBeNull();
    actor.send({ type: 'quiz.submit' });
    expect(actor.getSnapshot().value).toBe('results');
  });

  it('back from the free text keeps the text', () => {
    const { actor } = startActor();
    toFreeText(actor);
    actor.send({ type: 'quiz.textChanged', text: VALID_TEXT });
    actor.send({ type: 'quiz.back' });
    expect(selectQuestionNumber(actor.getSnapshot())).toBe(5);
    actor.send({ type: 'quiz.choose', value: pageQuestions[4]!.options[1]!.value });
    expect(actor.getSnapshot().context.text).toBe(VALID_TEXT);
  });

  it('results are the top 5 for the text; Börja om navigates to /', () => {
    const { actor, navigate } = startActor();
    toFreeText(actor);
    actor.send({ type: 'quiz.textChanged', text: VALID_TEXT });
    actor.send({ type: 'quiz.submit' });
    const { recommendations } = actor.getSnapshot().context;
    expect(recommendations.map((r) => r.name)).toContain('Webbutik');
    expect(recommendations).toEqual(scoreBusinessModels(VALID_TEXT));
    actor.send({ type: 'quiz.restart' });
    expect(navigate).toHaveBeenCalledWith({ to: '/' });
  });
});
