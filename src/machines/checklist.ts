import { assign, setup } from 'xstate';
import { CHECKLIST_STEPS } from '../content/pages/checklist';
import { readStorage, writeStorage } from './lib/storage';

/** localStorage key of the ticked steps on /foretagslistan (beyond the spec: ticks survive a visit). */
export const CHECKLIST_STORAGE_KEY = 'foretagslistan';

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
  /** The raw stored value; when left out the machine reads localStorage itself. */
  stored?: string | null;
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
 * (`notStarted`, `inProgress`, `complete`); the context holds which steps are ticked. Every change
 * is handed to `persist`, whose default implementation writes the ticks to localStorage; tests
 * provide their own.
 */
export const checklistMachine = setup({
  types: {
    context: {} as ChecklistContext,
    events: {} as ChecklistEvent,
    input: {} as ChecklistInput,
  },
  guards: {
    isKnownStep: ({ context, event }) =>
      event.type === 'checklist.toggle' && context.stepIds.includes(event.id),
    isEverythingDone: ({ context }) =>
      context.stepIds.length > 0 && context.done.length === context.stepIds.length,
    isAnythingDone: ({ context }) => context.done.length > 0,
  },
  actions: {
    toggle: assign(({ context, event }) => {
      if (event.type !== 'checklist.toggle') return {};
      const ticked = new Set(context.done);
      if (ticked.has(event.id)) ticked.delete(event.id);
      else ticked.add(event.id);
      return { done: context.stepIds.filter((id) => ticked.has(id)) };
    }),
    clear: assign({ done: () => [] }),
    /** Saves the ticked step ids; by default to localStorage (see CHECKLIST_STORAGE_KEY). */
    persist: (_, params: { done: readonly string[] }) => {
      writeStorage(CHECKLIST_STORAGE_KEY, JSON.stringify(params.done));
    },
  },
}).createMachine({
  id: 'checklist',
  context: ({ input }) => {
    const stepIds = input?.stepIds ?? CHECKLIST_STEP_IDS;
    const stored = input && 'stored' in input ? input.stored : readStorage(CHECKLIST_STORAGE_KEY);
    return { stepIds, done: parseStoredChecklist(stored, stepIds) };
  },
  initial: 'evaluating',
  on: {
    'checklist.toggle': {
      guard: 'isKnownStep',
      target: '.evaluating',
      actions: ['toggle', { type: 'persist', params: ({ context }) => ({ done: context.done }) }],
    },
    'checklist.reset': {
      target: '.evaluating',
      actions: ['clear', { type: 'persist', params: ({ context }) => ({ done: context.done }) }],
    },
  },
  states: {
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
