/**
 * Model-based tests of the landing quiz machine: paths generated from the real machine with
 * `getShortestPaths` (xstate/graph), each replayed on a real actor whose Supabase actors never
 * settle (the path supplies their done/error events), checking the state after every step.
 * tests/support/machineCoverage.ts records the state nodes and transitions the replays took, prints
 * `states x/y, transitions a/b` and fails unless every one of them was reached.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  flattenAnswers,
  ideasToBusinessType,
  landingQuestions,
  suggestIdeas,
} from '../../src/content/quiz/landingQuiz';
import {
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  RESULTS_STEP,
  TERMS_REQUIRED_MESSAGE,
  TOASTS,
  buildQuizResult,
  landingQuizMachine,
  selectPhase,
  type LandingQuizEvent,
} from '../../src/machines/landingQuiz';
import { expectFullCoverage, replayPaths, type ModelPath } from '../support/machineCoverage';

type Snapshot = SnapshotFrom<typeof landingQuizMachine>;

// ---------------------------------------------------------------------------------------------
// The model: concrete events per state, and an abstraction of the state for the traversal.
// ---------------------------------------------------------------------------------------------

const USER = 'anna.andersson@example.se';
const otherQuestionOption = (step: number) =>
  landingQuestions[(step + 1) % landingQuestions.length]!.options[0]!;

/**
 * The events offered in a state: every event a user (or the invoked actors) can cause there, with
 * concrete payloads, plus a few the machine must ignore (an option of another question, steps out
 * of range). To keep the graph small, a few branches are explored from one representative only:
 * an option is offered while the current question is unanswered (toggling is tested below), and
 * going back or signing in from the login step only while its form is untouched.
 */
function eventsFor(snapshot: Snapshot): LandingQuizEvent[] {
  const { step, answers, email, termsAccepted, emailError, termsError } = snapshot.context;
  const question = landingQuestions[step];
  const pristineForm = email === '' && !termsAccepted && emailError === null && termsError === null;
  const inLogin = snapshot.matches({ finished: 'login' });
  const events: LandingQuizEvent[] = [
    { type: 'quiz.next' },
    { type: 'quiz.goTo', step },
    { type: 'quiz.goTo', step: step + 1 },
    { type: 'quiz.goTo', step: -1 },
    { type: 'quiz.restart' },
    { type: 'quiz.retry' },
    { type: 'quiz.userChanged', email: null },
    { type: 'quiz.emailChanged', value: '' },
    { type: 'quiz.emailChanged', value: 'anna' },
    { type: 'quiz.emailChanged', value: USER },
    { type: 'quiz.termsChanged', accepted: !termsAccepted },
    { type: 'quiz.submitLogin' },
    { type: 'quiz.googleSignIn' },
  ];
  if (!inLogin || pristineForm) {
    events.push({ type: 'quiz.goTo', step: 0 }, { type: 'quiz.userChanged', email: USER });
  }
  if (question) {
    if (answers[step]?.length === 0)
      events.push({ type: 'quiz.select', option: question.options[0]! });
    events.push({ type: 'quiz.select', option: otherQuestionOption(step) });
  }
  const done = (id: string) => ({ type: `xstate.done.actor.${id}`, output: undefined });
  const error = (id: string) => ({ type: `xstate.error.actor.${id}`, error: new Error('nätfel') });
  for (const id of ['saveResults', 'sendCode', 'googleSignIn']) {
    events.push(done(id) as unknown as LandingQuizEvent, error(id) as unknown as LandingQuizEvent);
  }
  // Only events some active state node handles.
  const handled = new Set(
    (snapshot as unknown as { _nodes: { ownEvents: string[] }[] })._nodes.flatMap(
      (n) => n.ownEvents,
    ),
  );
  return events.filter((e) => handled.has(e.type));
}

const exact = (snapshot: Snapshot) =>
  JSON.stringify({ value: snapshot.value, context: snapshot.context });

/**
 * A vertex is the exact state plus, when an event changed it, the event and the state it came
 * from: so a transition into an already known state still gets a path of its own.
 */
function serializeState(snapshot: Snapshot, event?: { type: string }, prev?: Snapshot): string {
  const here = exact(snapshot);
  if (!event || !prev || exact(prev) === here) return here;
  return `${here} ⟵ ${event.type} from ${JSON.stringify(prev.value)}`;
}

const paths: ModelPath<typeof landingQuizMachine>[] = getShortestPaths(landingQuizMachine, {
  input: {},
  events: eventsFor,
  serializeState,
});

// ---------------------------------------------------------------------------------------------
// Replaying paths on a real actor.
// ---------------------------------------------------------------------------------------------

type Impl = (input: unknown) => Promise<void>;
type ImplMap = Partial<Record<'saveResults' | 'sendCode' | 'googleSignIn', Impl>>;

/** The machine with spies for its declared actions; Supabase actors never settle unless given. */
function testMachine(impl: ImplMap = {}) {
  const spies = {
    showToast: vi.fn(),
    navigate: vi.fn(),
    storeCompletedFlag: vi.fn(),
    removeCompletedFlag: vi.fn(),
  };
  const promise = (fn?: Impl) =>
    fromPromise<void, unknown>(({ input }) => (fn ? fn(input) : new Promise<void>(() => {})));
  const machine = landingQuizMachine.provide({
    actors: {
      saveResults: promise(impl.saveResults) as never,
      sendCode: promise(impl.sendCode) as never,
      googleSignIn: promise(impl.googleSignIn) as never,
    },
    actions: {
      showToast: (_, params) => spies.showToast(params),
      navigate: (_, params) => spies.navigate(params),
      storeCompletedFlag: () => spies.storeCompletedFlag(),
      removeCompletedFlag: () => spies.removeCompletedFlag(),
    },
  });
  return { machine, spies };
}

function startActor(options: { userEmail?: string | null; impl?: ImplMap } = {}) {
  const { machine, spies } = testMachine(options.impl);
  const actor = createActor(machine, { input: { userEmail: options.userEmail ?? null } });
  actor.start();
  return { actor, spies };
}

function startActorWith(impl: ImplMap, userEmail: string | null = null) {
  return startActor({ impl, userEmail });
}

/** What one replayed path has done so far (the replay clears the spies before every step). */
interface PathHistory {
  toasts: unknown[];
  flagStored: boolean;
}

/** What must hold in each state, whatever the path (the user-visible promise of that state). */
function checkState(snapshot: Snapshot, history: PathHistory) {
  const { context } = snapshot;
  const phase = selectPhase(snapshot);
  if (phase === 'question') {
    expect(context.step).toBeGreaterThanOrEqual(0);
    expect(context.step).toBeLessThan(RESULTS_STEP);
  } else {
    expect(context.step).toBe(RESULTS_STEP);
  }
  if (phase === 'login') {
    expect(context.userEmail).toBeNull();
    expect(history.flagStored).toBe(true);
  }
  if (phase === 'results') expect(history.toasts.at(-1)).toEqual(TOASTS.saved);
  if (phase === 'saveFailed') {
    expect(history.toasts.at(-1)).toEqual(TOASTS.saveFailed);
    expect(flattenAnswers(context.answers).length).toBeGreaterThan(0);
  }
}

describe('landing quiz machine: generated paths', () => {
  it(`replays ${paths.length} shortest paths on a real actor and reaches every state and transition`, () => {
    const { machine, spies } = testMachine();
    let history: PathHistory = { toasts: [], flagStored: false };
    const coverage = replayPaths(machine, paths, {
      input: { userEmail: null },
      spies,
      check: (actor, expected, event) => {
        if ((event.type as string) === 'xstate.init') history = { toasts: [], flagStored: false };
        history.toasts.push(...spies.showToast.mock.calls.map((call) => call[0]));
        history.flagStored ||= spies.storeCompletedFlag.mock.calls.length > 0;
        const snapshot = actor.getSnapshot() as Snapshot;
        expect(snapshot.context).toEqual(expected.context);
        checkState(snapshot, history);
        if ((event.type as string) === 'xstate.done.actor.sendCode') {
          expect(spies.navigate).toHaveBeenLastCalledWith({
            to: '/verify',
            search: { email: snapshot.context.email.trim() },
          });
        }
      },
    });
    expectFullCoverage(landingQuizMachine, coverage);
  });
});

// ---------------------------------------------------------------------------------------------
// Focused cases.
// ---------------------------------------------------------------------------------------------

const FIRST = landingQuestions.map((q) => q.options[0]!);

function answerAll(actor: ReturnType<typeof startActor>['actor']) {
  for (const option of FIRST) {
    actor.send({ type: 'quiz.select', option });
    actor.send({ type: 'quiz.next' });
  }
}

describe('landing quiz machine: rules', () => {
  it('does not advance without a selection', () => {
    const { actor } = startActor();
    actor.send({ type: 'quiz.next' });
    expect(actor.getSnapshot().context.step).toBe(0);
    actor.send({ type: 'quiz.select', option: FIRST[0]! });
    actor.send({ type: 'quiz.next' });
    expect(actor.getSnapshot().context.step).toBe(1);
  });

  it('single questions replace, multi questions toggle in click order', () => {
    const { actor } = startActor();
    const [a, b] = landingQuestions[0]!.options;
    actor.send({ type: 'quiz.select', option: a! });
    actor.send({ type: 'quiz.select', option: b! });
    expect(actor.getSnapshot().context.answers[0]).toEqual([b]);

    for (let i = 0; i < 3; i++) {
      actor.send({ type: 'quiz.select', option: landingQuestions[i]!.options[0]! });
      actor.send({ type: 'quiz.next' });
    }
    const [x, y] = landingQuestions[3]!.options;
    actor.send({ type: 'quiz.select', option: y! });
    actor.send({ type: 'quiz.select', option: x! });
    expect(actor.getSnapshot().context.answers[3]).toEqual([y, x]);
    actor.send({ type: 'quiz.select', option: y! });
    expect(actor.getSnapshot().context.answers[3]).toEqual([x]);
    actor.send({ type: 'quiz.select', option: x! });
    actor.send({ type: 'quiz.next' });
    expect(actor.getSnapshot().context.step).toBe(3);
  });

  it('ignores an option of another question', () => {
    const { actor } = startActor();
    actor.send({ type: 'quiz.select', option: landingQuestions[1]!.options[0]! });
    expect(actor.getSnapshot().context.answers[0]).toEqual([]);
  });

  it('goTo accepts only 0..current step and keeps the answers', () => {
    const { actor } = startActor();
    for (const option of FIRST.slice(0, 3)) {
      actor.send({ type: 'quiz.select', option });
      actor.send({ type: 'quiz.next' });
    }
    expect(actor.getSnapshot().context.step).toBe(3);
    for (const step of [4, 5, 6, -1, 1.5, Number.NaN]) {
      actor.send({ type: 'quiz.goTo', step });
      expect(actor.getSnapshot().context.step).toBe(3);
    }
    actor.send({ type: 'quiz.goTo', step: 3 });
    expect(actor.getSnapshot().context.step).toBe(3);
    actor.send({ type: 'quiz.goTo', step: 1 });
    expect(actor.getSnapshot().context.step).toBe(1);
    // Forward again is not allowed from the UI: step 2 is now beyond the current one.
    actor.send({ type: 'quiz.goTo', step: 2 });
    expect(actor.getSnapshot().context.step).toBe(1);
    expect(flattenAnswers(actor.getSnapshot().context.answers)).toEqual(FIRST.slice(0, 3));
  });

  it('from the login step, goTo returns to an earlier question; 5 stays', () => {
    const { actor } = startActor();
    answerAll(actor);
    expect(selectPhase(actor.getSnapshot())).toBe('login');
    actor.send({ type: 'quiz.goTo', step: 5 });
    expect(selectPhase(actor.getSnapshot())).toBe('login');
    actor.send({ type: 'quiz.goTo', step: 4 });
    expect(selectPhase(actor.getSnapshot())).toBe('question');
    expect(actor.getSnapshot().context.step).toBe(4);
  });

  it('signed out: stores the quiz_completed flag at the login step', () => {
    const { actor, spies } = startActor();
    answerAll(actor);
    expect(actor.getSnapshot().matches({ finished: { login: 'form' } })).toBe(true);
    expect(spies.storeCompletedFlag).toHaveBeenCalledTimes(1);
    expect(spies.removeCompletedFlag).not.toHaveBeenCalled();
  });

  it('signing in at the login step saves, shows the results and removes the flag', async () => {
    const insert = vi.fn(() => Promise.resolve());
    const { actor, spies } = startActorWith({ saveResults: insert });
    answerAll(actor);
    actor.send({ type: 'quiz.userChanged', email: USER });
    expect(spies.removeCompletedFlag).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(selectPhase(actor.getSnapshot())).toBe('results'));
    const answers = FIRST;
    expect(insert).toHaveBeenCalledWith({
      user_email: USER,
      answers,
      business_type: ideasToBusinessType(suggestIdeas(answers)),
    });
    expect(spies.showToast).toHaveBeenLastCalledWith(TOASTS.saved);
  });

  it('signed in: the last question goes straight to saving (no flag)', () => {
    const { actor, spies } = startActor({ userEmail: USER });
    answerAll(actor);
    expect(selectPhase(actor.getSnapshot())).toBe('saving');
    expect(spies.storeCompletedFlag).not.toHaveBeenCalled();
  });

  it('a failed save keeps the answers and the retry saves again', async () => {
    let attempt = 0;
    const insert = vi.fn(() =>
      ++attempt === 1 ? Promise.reject(new Error('x')) : Promise.resolve(),
    );
    const { actor, spies } = startActorWith({ saveResults: insert }, USER);
    answerAll(actor);
    await vi.waitFor(() => expect(selectPhase(actor.getSnapshot())).toBe('saveFailed'));
    expect(spies.showToast).toHaveBeenLastCalledWith(TOASTS.saveFailed);
    expect(flattenAnswers(actor.getSnapshot().context.answers)).toEqual(FIRST);
    actor.send({ type: 'quiz.retry' });
    await vi.waitFor(() => expect(selectPhase(actor.getSnapshot())).toBe('results'));
    expect(insert).toHaveBeenCalledTimes(2);
    expect(spies.showToast).toHaveBeenLastCalledWith(TOASTS.saved);
  });

  it('the saved row is the flat answers, the suggested ideas and the user', () => {
    const answers = [[FIRST[0]!], [FIRST[1]!], [FIRST[2]!], ['Teknik och IT', 'Mat och dryck'], []];
    expect(buildQuizResult({ answers, userEmail: USER })).toEqual({
      user_email: USER,
      answers: [FIRST[0], FIRST[1], FIRST[2], 'Teknik och IT', 'Mat och dryck'],
      business_type: ideasToBusinessType(suggestIdeas(flattenAnswers(answers))),
    });
  });

  it('login: empty e-mail gives the toast and the message by the field', () => {
    const { actor, spies } = startActor();
    answerAll(actor);
    actor.send({ type: 'quiz.termsChanged', accepted: true });
    actor.send({ type: 'quiz.submitLogin' });
    expect(spies.showToast).toHaveBeenLastCalledWith({
      title: 'Fel',
      description: EMAIL_REQUIRED_MESSAGE,
      variant: 'destructive',
    });
    expect(actor.getSnapshot().context.emailError).toBe(EMAIL_REQUIRED_MESSAGE);
    expect(selectPhase(actor.getSnapshot())).toBe('login');
    actor.send({ type: 'quiz.emailChanged', value: 'anna' });
    expect(actor.getSnapshot().context.emailError).toBeNull();
    actor.send({ type: 'quiz.submitLogin' });
    expect(actor.getSnapshot().context.emailError).toBe(EMAIL_INVALID_MESSAGE);
  });

  it('login: terms must be accepted; then the code is sent and the user sent to /verify', async () => {
    const sendCode = vi.fn(() => Promise.resolve());
    const { actor, spies } = startActorWith({ sendCode });
    answerAll(actor);
    actor.send({ type: 'quiz.emailChanged', value: ` ${USER} ` });
    actor.send({ type: 'quiz.submitLogin' });
    expect(actor.getSnapshot().context.termsError).toBe(TERMS_REQUIRED_MESSAGE);
    expect(sendCode).not.toHaveBeenCalled();
    actor.send({ type: 'quiz.termsChanged', accepted: true });
    expect(actor.getSnapshot().context.termsError).toBeNull();
    actor.send({ type: 'quiz.submitLogin' });
    expect(selectPhase(actor.getSnapshot())).toBe('sendingCode');
    await vi.waitFor(() => expect(spies.navigate).toHaveBeenCalled());
    expect(sendCode).toHaveBeenCalledWith({ email: USER });
    expect(spies.navigate).toHaveBeenCalledWith({ to: '/verify', search: { email: USER } });
    expect(spies.showToast).toHaveBeenLastCalledWith(TOASTS.codeSent);
  });

  it('login: a failed code request keeps the e-mail', async () => {
    const sendCode = vi.fn(() => Promise.reject(new Error('rate limited')));
    const { actor, spies } = startActorWith({ sendCode });
    answerAll(actor);
    actor.send({ type: 'quiz.emailChanged', value: USER });
    actor.send({ type: 'quiz.termsChanged', accepted: true });
    actor.send({ type: 'quiz.submitLogin' });
    await vi.waitFor(() => expect(selectPhase(actor.getSnapshot())).toBe('login'));
    expect(spies.showToast).toHaveBeenLastCalledWith(TOASTS.codeFailed);
    expect(actor.getSnapshot().context.email).toBe(USER);
    expect(spies.navigate).not.toHaveBeenCalled();
  });

  it('Google: loading stays after success and clears only on failure', async () => {
    let fail = false;
    const googleSignIn = vi.fn(() => (fail ? Promise.reject(new Error('x')) : Promise.resolve()));
    const { actor, spies } = startActorWith({ googleSignIn });
    answerAll(actor);
    actor.send({ type: 'quiz.googleSignIn' });
    await vi.waitFor(() =>
      expect(actor.getSnapshot().matches({ finished: { login: { google: 'redirecting' } } })).toBe(
        true,
      ),
    );
    expect(selectPhase(actor.getSnapshot())).toBe('google');

    const second = startActorWith({ googleSignIn });
    fail = true;
    answerAll(second.actor);
    second.actor.send({ type: 'quiz.googleSignIn' });
    await vi.waitFor(() => expect(selectPhase(second.actor.getSnapshot())).toBe('login'));
    expect(second.spies.showToast).toHaveBeenLastCalledWith(TOASTS.googleFailed);
    expect(spies.showToast).not.toHaveBeenCalled();
  });

  it('restart clears answers and the login form, returns to step 0 and keeps the user', () => {
    const { actor, spies } = startActor();
    answerAll(actor);
    actor.send({ type: 'quiz.emailChanged', value: USER });
    actor.send({ type: 'quiz.restart' });
    const { context } = actor.getSnapshot();
    expect(selectPhase(actor.getSnapshot())).toBe('question');
    expect(context.step).toBe(0);
    expect(flattenAnswers(context.answers)).toEqual([]);
    expect(context.email).toBe('');
    expect(spies.removeCompletedFlag).toHaveBeenCalled();
  });

  it('the default showToast sends to the system toasts actor, and is harmless without one', () => {
    const actor = createActor(
      landingQuizMachine.provide({ actions: { storeCompletedFlag: () => {} } }),
      { input: {} },
    );
    actor.start();
    answerAll(actor);
    actor.send({ type: 'quiz.termsChanged', accepted: true });
    expect(() => actor.send({ type: 'quiz.submitLogin' })).not.toThrow();
    expect(actor.getSnapshot().context.emailError).toBe(EMAIL_REQUIRED_MESSAGE);
  });
});
