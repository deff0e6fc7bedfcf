import { assign, fromPromise, setup } from 'xstate';
import { CHECKLIST_STEPS } from '../content/pages/checklist';
import type { Needs } from './shared/implementations';

export const CHECKLIST_STEP_IDS: readonly string[] = CHECKLIST_STEPS.map((step) => step.id);

/**
 * Reads a stored value: a JSON array of step ids. Unknown ids and duplicates are dropped and the
 * result follows the checklist's order; anything corrupt or of the wrong shape counts as nothing
 * ticked, never as a crash.
 */
export function parseStoredChecklist(
  raw: string | null | undefined,
  stepIds: readonly string[] = CHECKLIST_STEP_IDS,
): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const ids = new Set(value.filter((item): item is string => typeof item === 'string'));
    return stepIds.filter((id) => ids.has(id));
  } catch {
    return [];
  }
}

export interface ChecklistInput {
  /** The step ids, in order; the ten steps of Företagslistan unless a test says otherwise. */
  stepIds?: readonly string[];
}

export interface ChecklistContext {
  stepIds: readonly string[];
  /** Ticked step ids, always in checklist order. */
  done: readonly string[];
}

export type ChecklistEvent = { type: 'checklist.toggle'; id: string } | { type: 'checklist.reset' };

/**
 * Företagslistan: ten steps the visitor ticks off. The state says how far the visitor has come
 * (`notStarted`, `inProgress`, `complete`); the context holds which steps are ticked. The page
 * starts with nothing ticked (the same on the server and in the first render); `restoring` then
 * reads the stored ticks (`readStored`). Every change is handed to `persist`. Both are provided by
 * src/app (the storage adapter; beyond the spec, ticks survive a visit).
 */
export const checklistMachine = setup({
  types: {
    context: {} as ChecklistContext,
    events: {} as ChecklistEvent,
    input: {} as ChecklistInput,
  },
  actors: {
    /** Provided by src/app: the stored value (raw), read after the page is on screen. */
    readStored: fromPromise<string | null>(async () => null),
  },
  guards: {
    isKnownStep: ({ context }, params: { id: string }) => context.stepIds.includes(params.id),
    isEverythingDone: ({ context }) =>
      context.stepIds.length > 0 && context.done.length === context.stepIds.length,
    isAnythingDone: ({ context }) => context.done.length > 0,
  },
  actions: {
    restore: assign(({ context }, params: { stored: string | null }) => ({
      done: parseStoredChecklist(params.stored, context.stepIds),
    })),
    toggle: assign(({ context }, params: { id: string }) => {
      const ticked = new Set(context.done);
      if (ticked.has(params.id)) ticked.delete(params.id);
      else ticked.add(params.id);
      return { done: context.stepIds.filter((id) => ticked.has(id)) };
    }),
    clear: assign({ done: () => [] }),
    /** Provided by src/app: saves the ticked step ids. */
    persist: (_, _params: { done: readonly string[] }) => {},
  },
}).createMachine({
  id: 'checklist',
  context: ({ input }) => ({ stepIds: input?.stepIds ?? CHECKLIST_STEP_IDS, done: [] }),
  initial: 'restoring',
  on: {
    'checklist.toggle': {
      guard: { type: 'isKnownStep', params: ({ event }) => ({ id: event.id }) },
      target: '.evaluating',
      actions: [
        { type: 'toggle', params: ({ event }) => ({ id: event.id }) },
        { type: 'persist', params: ({ context }) => ({ done: context.done }) },
      ],
    },
    'checklist.reset': {
      target: '.evaluating',
      actions: ['clear', { type: 'persist', params: ({ context }) => ({ done: context.done }) }],
    },
  },
  states: {
    restoring: {
      // Ticks wait until the stored ones are in (a moment after the page is on screen).
      on: { 'checklist.toggle': {}, 'checklist.reset': {} },
      invoke: {
        id: 'readStored',
        src: 'readStored',
        onDone: {
          target: 'evaluating',
          actions: { type: 'restore', params: ({ event }) => ({ stored: event.output }) },
        },
        onError: 'evaluating',
      },
    },
    evaluating: {
      always: [
        { guard: 'isEverythingDone', target: 'complete' },
        { guard: 'isAnythingDone', target: 'inProgress' },
        { target: 'notStarted' },
      ],
    },
    notStarted: {},
    inProgress: {},
    complete: {},
  },
});

/** Selectors for the route. */
export const selectDone = (snapshot: { context: ChecklistContext }) => snapshot.context.done;
export const selectDoneCount = (snapshot: { context: ChecklistContext }) =>
  snapshot.context.done.length;

/** What src/app provides for this machine (src/app/logic.ts), every part required. */
export type ChecklistImplementations = Needs<
  typeof checklistMachine,
  {
    actors: 'readStored';
    actions: 'persist';
  }
>;
