/**
 * Model-based machine tests without circular checks (issue 38): the paths come from an
 * independent model of what the user and the backend can do (src/statecharts/planner.ts), each
 * path is replayed on a real actor of the machine, and after every step the suite's `check`
 * compares what the machine shows (selectors, context the spec names, the calls it made to its
 * services, what it sent to its parent or the toasts) with what the model says is true there.
 * Nothing is compared with `xstate/graph`'s reading of the machine itself.
 *
 * - A model event is carried out by the suite's `act`: a user event becomes `actor.send(...)`, a
 *   backend answer settles the call the machine made (`Calls`: a machine that never made the call
 *   cannot be answered, and the test says so), time passing advances Vitest's fake timers by the
 *   spec's durations (the machine's own delay names are never used).
 * - The machine's states and transition definitions the paths reach are recorded from the actor's
 *   inspection events, printed beside the model's coverage, and required in full: a transition no
 *   user or backend event reaches is dead code, or the model is missing something.
 */
import { isDeepStrictEqual } from 'node:util';
import { expect, vi } from 'vitest';
import type { AnyStateMachine, InspectionEvent } from 'xstate';
import { machineInventory, transitionKey, type Transitionish } from '../../src/statecharts/paths';
import {
  describeModelPath,
  planModel,
  planSummary,
  type Model,
  type ModelEvent,
  type ModelPlan,
  type PlanOptions,
} from '../../src/statecharts/planner';

export { planModel, planSummary, walksJourney, type Model } from '../../src/statecharts/planner';

/** The machine's state nodes and transition definitions an actor has been through. */
export class MachineReach {
  readonly states = new Set<string>();
  readonly transitions = new Set<string>();

  /** The actor's `inspect` option (pass it to `createActor`; child actors report too). */
  readonly inspect = (inspection: InspectionEvent): void => {
    if (inspection.type === '@xstate.microstep') {
      const microstep = inspection as unknown as { _transitions: Transitionish[] };
      for (const t of microstep._transitions) {
        this.transitions.add(transitionKey(t));
        this.states.add(t.source.id);
        for (const target of t.target ?? [])
          if (target.type === 'history') this.states.add(target.id);
      }
    }
    if (inspection.type === '@xstate.snapshot') {
      const snapshot = inspection.snapshot as unknown as { _nodes?: { id: string }[] };
      for (const node of snapshot._nodes ?? []) this.states.add(node.id);
    }
  };

  /** Prints `states x/y, transitions a/b` of `machine` and fails on what was never reached. */
  expectAll(machine: AnyStateMachine): void {
    const inventory = machineInventory(machine);
    const missingStates = inventory.states.filter((id) => !this.states.has(id));
    const missingTransitions = inventory.transitions.filter((key) => !this.transitions.has(key));
    console.log(
      `[machine reached] ${machine.id}: states ${inventory.states.length - missingStates.length}/${inventory.states.length}, ` +
        `transitions ${inventory.transitions.length - missingTransitions.length}/${inventory.transitions.length}`,
    );
    expect(missingStates, `${machine.id}: states no model path reaches`).toEqual([]);
    expect(missingTransitions, `${machine.id}: transitions no model path takes`).toEqual([]);
  }
}

/**
 * The calls a machine made to one of its services, each held until the model's backend answers
 * it: `provide({ actors: { x: calls.actor } })`, then `calls.resolve(output)` / `calls.reject(error)`
 * from `act`. Answering a call that was never made fails the test.
 */
export class Calls<I, O> {
  private pending: { input: I; resolve: (output: O) => void; reject: (error: unknown) => void }[] =
    [];
  /** Every input the machine called the service with, in order (cleared by `clear`). */
  readonly inputs: I[] = [];

  constructor(readonly name: string) {}

  /**
   * For `fromPromise(({ input, signal }) => calls.call(input, signal))`: a call whose actor is
   * stopped (the machine left the state that invoked it) is no longer waiting for an answer.
   */
  call = (input: I, signal?: AbortSignal): Promise<O> =>
    new Promise<O>((resolve, reject) => {
      this.inputs.push(input);
      const entry = { input, resolve, reject };
      this.pending.push(entry);
      signal?.addEventListener('abort', () => {
        this.pending = this.pending.filter((pending) => pending !== entry);
      });
    });

  get open(): number {
    return this.pending.length;
  }

  /** The input of the oldest call still waiting for its answer. */
  get waiting(): I {
    const first = this.pending[0];
    if (!first) throw new Error(`${this.name}: no call is waiting for an answer`);
    return first.input;
  }

  resolve(output: O): void {
    this.take().resolve(output);
  }

  reject(error: unknown): void {
    this.take().reject(error);
  }

  /** Forgets the inputs recorded so far (each step's check sees only that step's calls). */
  clear(): void {
    this.inputs.length = 0;
  }

  private take() {
    const first = this.pending.shift();
    if (!first) throw new Error(`${this.name}: the model answers a call the machine never made`);
    return first;
  }
}

/** Lets settled promises reach the actors (a few microtask turns; no time passes). */
export async function settle(): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
}

/** Moves Vitest's fake timers (installed by `replayModel`) and lets what they start settle. */
export async function passTime(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  await settle();
}

export interface ReplaySetup<S, E extends ModelEvent, H> {
  /** A fresh harness (the real actor and its doubles) for one path, the actor started. */
  start: (reach: MachineReach) => H | Promise<H>;
  /** Carries out one model event on the harness. */
  act: (harness: H, event: E, before: S) => void | Promise<void>;
  /** Asserts what the model says is true in `state` (`event` is null at the start). */
  check: (harness: H, state: S, event: E | null, before: S | null) => void;
  /** Runs before every step (clear the doubles' records here). */
  beforeStep?: (harness: H) => void;
  stop?: (harness: H) => void;
  /** The machine whose states and transitions the paths must reach, all of them. */
  machine?: AnyStateMachine;
  /** Shares what was reached with other replays (call `reach.expectAll` after the last). */
  reach?: MachineReach;
  plan?: PlanOptions;
}

/**
 * Generates the model's paths and replays each on a fresh harness under fake timers, checking
 * every step; prints the model's coverage and the machine's, and returns the plan.
 */
export async function replayModel<S, E extends ModelEvent, H>(
  model: Model<S, E>,
  setup: ReplaySetup<S, E, H>,
): Promise<ModelPlan<S, E>> {
  const plan = planModel(model, setup.plan);
  console.log(`[model paths] ${planSummary(plan)}`);
  expect(plan.transitions.covered, 'model transitions the paths take').toBe(plan.transitions.total);
  const reach = setup.reach ?? new MachineReach();
  vi.useFakeTimers();
  try {
    // A model where nothing can happen still has its start to check.
    for (const path of plan.paths.length > 0 ? plan.paths : [{ steps: [] }]) {
      const harness = await setup.start(reach);
      const at = (index: number) => `${model.name}, after ${describeModelPath(model, path, index)}`;
      try {
        setup.check(harness, model.initial, null, null);
      } catch (error) {
        throw withContext(error, at(0));
      }
      let before = model.initial;
      for (const [index, step] of path.steps.entries()) {
        try {
          setup.beforeStep?.(harness);
          await setup.act(harness, step.event, before);
          await settle();
          setup.check(harness, step.state, step.event, before);
        } catch (error) {
          throw withContext(error, at(index + 1));
        }
        before = step.state;
      }
      setup.stop?.(harness);
      vi.clearAllTimers();
    }
  } finally {
    vi.useRealTimers();
  }
  if (setup.machine) reach.expectAll(setup.machine);
  return plan;
}

function withContext(error: unknown, where: string): Error {
  if (error instanceof Error) {
    error.message = `${where}:\n${error.message}`;
    return error;
  }
  return new Error(`${where}: ${String(error)}`);
}

/** What a step causes, by the name of the test double it reaches (a spy, a service's calls). */
export type Effects = Record<string, unknown[]>;

/** Records that a step causes `value` through the double `name`. */
export const expectEffect = (fx: Effects, name: string, value: unknown): void => {
  (fx[name] ??= []).push(value);
};

/**
 * A model written as a reducer that also says which effects each event has (`expectEffect`),
 * by the name of the double they reach. `withEffects` makes it a `Model` whose state carries the
 * last step's effects (left out of the state key); `expectEffects` compares them with the doubles.
 */
export interface EffectModel<S, E extends ModelEvent> {
  name: string;
  initial: S;
  /** The effects of starting (e.g. a value stored at once). */
  initialEffects?: Effects;
  events: (state: S) => readonly E[];
  reduce: (state: S, event: E, fx: Effects) => S;
  serialize?: (state: S) => string;
  describe?: (event: E) => string;
}

export interface WithEffects<S> {
  state: S;
  fx: Effects;
}

export function withEffects<S, E extends ModelEvent>(
  model: EffectModel<S, E>,
): Model<WithEffects<S>, E> {
  const serialize = model.serialize ?? ((state: S) => JSON.stringify(state));
  return {
    name: model.name,
    initial: { state: model.initial, fx: model.initialEffects ?? {} },
    events: ({ state }) => model.events(state),
    step: ({ state }, event) => {
      const fx: Effects = {};
      return { state: model.reduce(state, event, fx), fx };
    },
    serialize: ({ state }) => serialize(state),
    ...(model.describe ? { describe: model.describe } : {}),
  };
}

/** A test double: a spy (its first arguments count) or a service's `Calls` (their inputs). */
export type Double =
  | { mock: { calls: unknown[][] }; mockClear: () => unknown }
  | { inputs: readonly unknown[]; clear: () => void };

/**
 * `expect(actual, message).toEqual(expected)`, asked only when a strict comparison differs (the
 * replays make thousands of checks; Vitest's matcher is the slow part). Expectations with
 * asymmetric matchers (`expect.stringMatching`) always reach the matcher.
 */
export function expectSame(actual: unknown, expected: unknown, message?: string): void {
  if (!isDeepStrictEqual(actual, expected)) expect(actual, message).toEqual(expected);
}

/** Every double was reached with exactly this step's effects (none: not at all). */
export function expectEffects(doubles: Readonly<Record<string, Double>>, fx: Effects): void {
  const seen: Effects = {};
  const expected: Effects = {};
  for (const [name, double] of Object.entries(doubles)) {
    seen[name] = 'inputs' in double ? [...double.inputs] : double.mock.calls.map(([v]) => v);
    expected[name] = fx[name] ?? [];
  }
  for (const name of Object.keys(fx)) expected[name] ??= fx[name] ?? [];
  expectSame(seen, expected, 'effects, by the double they reach');
}

/** Clears what the doubles recorded (before every step). */
export function clearDoubles(doubles: Readonly<Record<string, Double>>): void {
  for (const double of Object.values(doubles))
    if ('inputs' in double) double.clear();
    else double.mockClear();
}

/** What `answerCall` needs of a service's `Calls`. */
interface Answerable {
  resolve(output: unknown): void;
  reject(error: unknown): void;
}

const isAnswerable = (double: unknown): double is Answerable =>
  double instanceof Calls ||
  (typeof double === 'object' && double !== null && 'resolve' in double && 'reject' in double);

/**
 * Carries out a backend answer written as the machine would hear it: `xstate.done.actor.<id>`
 * resolves and `xstate.error.actor.<id>` rejects the waiting call of `doubles[<id>]` (a `Calls`);
 * `codeRequest.sent` / `codeRequest.failed` answer `doubles.codeRequest` the same way.
 * Returns false for any other event. An answer to a call the machine never made fails the test.
 */
export function answerCall(doubles: Readonly<Record<string, unknown>>, event: ModelEvent): boolean {
  const done = /^xstate\.done\.actor\.(.+)$/u.exec(event.type);
  const error = /^xstate\.error\.actor\.(.+)$/u.exec(event.type);
  // A code-request child's replies (tests/support/codeRequest.ts, `answeringCodeRequest`).
  const reply = /^codeRequest\.(sent|failed)$/u.exec(event.type);
  const id = done?.[1] ?? error?.[1] ?? (reply ? 'codeRequest' : undefined);
  if (id === undefined) return false;
  const call = doubles[id];
  if (!isAnswerable(call)) throw new Error(`no service call named ${id} in this harness`);
  if (done || reply?.[1] === 'sent') call.resolve((event as { output?: unknown }).output);
  else call.reject((event as { error?: unknown }).error);
  return true;
}

export interface EffectHarness<A> {
  actor: A;
  /** The doubles the effects are compared with, by name; a `Calls` is also answered by name. */
  doubles: Readonly<Record<string, Double>>;
}

/**
 * Replays a reducer model (`EffectModel`): a backend answer (`xstate.done.actor.<id>` /
 * `xstate.error.actor.<id>`) settles the call `doubles[<id>]` waits on, `act` may carry out
 * other events (time passing), any other event is sent to the actor as the user's; after every
 * step `check` compares what the machine shows and every double is compared with the step's
 * effects.
 */
export async function replayEffectModel<
  S,
  E extends ModelEvent,
  A extends { send: (event: never) => void; stop: () => void },
>(
  model: EffectModel<S, E>,
  setup: {
    machine?: AnyStateMachine;
    reach?: MachineReach;
    plan?: PlanOptions;
    start: (reach: MachineReach) => EffectHarness<A>;
    act?: (harness: EffectHarness<A>, event: E) => boolean | Promise<boolean>;
    check: (harness: EffectHarness<A>, state: S) => void;
  },
): Promise<ModelPlan<WithEffects<S>, E>> {
  return replayModel(withEffects(model), {
    ...(setup.machine ? { machine: setup.machine } : {}),
    ...(setup.reach ? { reach: setup.reach } : {}),
    plan: setup.plan ?? { merge: { maxSteps: 60 } },
    start: setup.start,
    beforeStep: (harness) => clearDoubles(harness.doubles),
    act: async (harness, event) => {
      if (await setup.act?.(harness, event)) return;
      if (!answerCall(harness.doubles, event)) harness.actor.send(event as never);
    },
    check: (harness, { state, fx }) => {
      setup.check(harness, state);
      expectEffects(harness.doubles, fx);
    },
    stop: (harness) => harness.actor.stop(),
  });
}
