/**
 * An independent, user's-eye model of Din startplan och skattekalender, written from issue 39 and
 * decisions.md, not from the planner's machine: what a founder does on /startplan and what they
 * then see. The machine test (tests/machines/startplan.machine.test.ts) plays its paths on the
 * real machine, the end-to-end test (tests/e2e/startplan.spec.ts) on the real page against the
 * demo backend. Small and self-contained on purpose, so that a general "model paths in
 * Playwright" harness can take it over later.
 *
 * What the founder sees, by phase:
 * - `fragor`: the questions; no calendar until company form, start date and moms are answered;
 * - `rattas`: an answer needs changing (a start date that is no date; over 40 miljoner kronor
 *   with moms by quarter or year): its Swedish message, and no calendar;
 * - `plan`: the registration steps of the form and the deadlines, with 'Ladda ner kalendern'.
 * Steps show once the form is chosen; the first one can be ticked and unticked in every phase.
 */
import { assign, setup, type SnapshotFrom } from 'xstate';
import { coveringPaths, type ModelPath } from '../../src/statecharts/paths';

export type ModelForm = 'ef' | 'ab';
export type ModelMoms = 'kvartal' | 'manad' | 'nej';

export type ModelEvent =
  | { type: 'choose form'; form: ModelForm }
  | { type: 'type start date'; date: string }
  | { type: 'choose moms'; moms: ModelMoms }
  | { type: 'answer over 40 miljoner'; value: 'ja' | 'nej' }
  | { type: 'tick the first step' }
  | { type: 'download the calendar' };

export interface ModelContext {
  form: ModelForm | null;
  start: string | null;
  moms: ModelMoms | null;
  over40: 'ja' | 'nej';
  /** The forms whose first step is ticked (each form has steps of its own). */
  ticked: readonly ModelForm[];
  downloads: number;
}

export const VALID_START = '2027-01-15';
export const INVALID_START = '2027-02-30';

const isDate = (text: string | null) => text === VALID_START;

/** The phase the issue describes for these answers. */
export function phaseOf(c: ModelContext): 'fragor' | 'rattas' | 'plan' {
  const startWrong = c.start !== null && !isDate(c.start);
  const over40Wrong = c.over40 === 'ja' && c.moms === 'kvartal';
  if (startWrong || over40Wrong) return 'rattas';
  return c.form !== null && c.start !== null && c.moms !== null ? 'plan' : 'fragor';
}

export const startplanModel = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: {
    inPlan: ({ context }) => phaseOf(context) === 'plan',
    inCorrection: ({ context }) => phaseOf(context) === 'rattas',
    hasSteps: ({ context }) => context.form !== null,
    // The 40 miljoner question is asked of a company registered for moms.
    asksOver40: ({ context }) => context.moms !== null && context.moms !== 'nej',
  },
  actions: {
    setForm: assign((_, p: { form: ModelForm }) => ({ form: p.form })),
    setStart: assign((_, p: { date: string }) => ({ start: p.date })),
    setMoms: assign((_, p: { moms: ModelMoms }) => ({ moms: p.moms })),
    setOver40: assign((_, p: { value: 'ja' | 'nej' }) => ({ over40: p.value })),
    toggleFirst: assign(({ context }) => {
      const form = context.form as ModelForm;
      return {
        ticked: context.ticked.includes(form)
          ? context.ticked.filter((f) => f !== form)
          : [...context.ticked, form],
      };
    }),
    countDownload: assign(({ context }) => ({ downloads: context.downloads + 1 })),
  },
}).createMachine({
  id: 'startplanModel',
  context: { form: null, start: null, moms: null, over40: 'nej', ticked: [], downloads: 0 },
  initial: 'judge',
  on: {
    'choose form': {
      target: '.judge',
      actions: { type: 'setForm', params: ({ event }) => ({ form: event.form }) },
    },
    'type start date': {
      target: '.judge',
      actions: { type: 'setStart', params: ({ event }) => ({ date: event.date }) },
    },
    'choose moms': {
      target: '.judge',
      actions: { type: 'setMoms', params: ({ event }) => ({ moms: event.moms }) },
    },
    'answer over 40 miljoner': {
      guard: 'asksOver40',
      target: '.judge',
      actions: { type: 'setOver40', params: ({ event }) => ({ value: event.value }) },
    },
    'tick the first step': { guard: 'hasSteps', target: '.judge', actions: 'toggleFirst' },
  },
  states: {
    judge: {
      always: [
        { guard: 'inPlan', target: 'plan' },
        { guard: 'inCorrection', target: 'rattas' },
        { target: 'fragor' },
      ],
    },
    fragor: {},
    rattas: {},
    plan: {
      on: { 'download the calendar': { actions: 'countDownload' } },
    },
  },
});

export type ModelSnapshot = SnapshotFrom<typeof startplanModel>;

/** The events a founder can try on the page. */
export const MODEL_EVENTS: readonly ModelEvent[] = [
  { type: 'choose form', form: 'ab' },
  { type: 'choose form', form: 'ef' },
  { type: 'type start date', date: VALID_START },
  { type: 'type start date', date: INVALID_START },
  { type: 'choose moms', moms: 'kvartal' },
  { type: 'choose moms', moms: 'manad' },
  { type: 'choose moms', moms: 'nej' },
  { type: 'answer over 40 miljoner', value: 'ja' },
  { type: 'answer over 40 miljoner', value: 'nej' },
  { type: 'tick the first step' },
  { type: 'download the calendar' },
];

type Path = ModelPath<typeof startplanModel>;

/** What the founder can tell apart: the phase, and whether the shown first step is ticked. */
function classOf(snapshot: ModelSnapshot): string {
  const { form, ticked } = snapshot.context;
  return `${String(snapshot.value)}${form !== null && ticked.includes(form) ? ', första steget avbockat' : ''}`;
}

const eventLabel = (event: ModelEvent, withPayload: boolean): string =>
  withPayload ? JSON.stringify(event) : event.type;

/** The model over its full state (every combination of answers); downloads change nothing later. */
const TRAVERSAL = {
  events: MODEL_EVENTS,
  serializeState: (snapshot: ModelSnapshot) =>
    JSON.stringify({ value: snapshot.value, context: { ...snapshot.context, downloads: 0 } }),
};

/**
 * The model's paths, from the project's one planner (src/statecharts/planner.ts): one shortest
 * path for every kind of step between the classes of state a founder can tell apart (`classOf`):
 * a class, an event, the class it leads to. `withPayload` tells events apart by their payload too
 * (the machine test, where paths are cheap); without it by their type.
 */
export function modelPaths(withPayload = true): Path[] {
  return coveringPaths(startplanModel, {
    ...TRAVERSAL,
    edgeKind: (from, event, to) =>
      `${classOf(from)} --${eventLabel(event as ModelEvent, withPayload)}--> ${classOf(to)}`,
  });
}

/**
 * Few paths for the page, where every path is a page load: walks of at most `maxSteps` steps that
 * together take every kind of step (a class, an event type, the class it leads to).
 */
export function pagePaths(maxSteps = 24): Path[] {
  return coveringPaths(startplanModel, {
    ...TRAVERSAL,
    merge: { maxSteps },
    edgeKind: (from, event, to) => `${classOf(from)} --${event.type}--> ${classOf(to)}`,
  });
}
