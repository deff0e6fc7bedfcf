/**
 * A calculator form (/raknare/anstalld, /raknare/timpris, /raknare/moms, /raknare/utdelning,
 * /raknare/enskild-firma): the text of each field as the visitor typed it, and the visitor's
 * date. The arithmetic is pure (src/content/calculators) and reads these texts and that date; a
 * bad value stays in its field, with its message, until the visitor changes it.
 *
 * The machine starts neutral: `today` is null, so the page computes the day its HTML was
 * prerendered for (`BASE_DATE`, 'Gäller för 2026'). Once started it invokes `clock` (provided by
 * src/app: the site's one clock, Sweden's day, read after the page is on screen and again at each
 * midnight in Stockholm), which sends `clock.today`; from then on the page computes that day, with
 * that year's facts. A build made in December is right in January.
 *
 * `syncUrl` keeps the URL's search params in step with the fields, so a result can be shared
 * (provided by src/app: a replace navigation, no new history entry). `print` opens the browser's
 * print dialog for the page as it stands (provided by src/app); the fields stay as they are.
 */
import { assign, setup } from 'xstate';
import { isCivilDay, silentClock, type ClockTodayEvent } from './shared/clockSync';
import type { Needs } from './shared/implementations';

export interface CalculatorInput {
  /** Every field's text, keyed by its search-param name (from the URL or the initial values). */
  fields: Readonly<Record<string, string>>;
}

export interface CalculatorContext {
  fields: Readonly<Record<string, string>>;
  /** Today in Sweden (YYYY-MM-DD), null until the clock has been read. */
  today: string | null;
}

export type CalculatorEvent =
  /** The visitor typed in a text field or chose a radio option. */
  | { type: 'calculator.fieldChanged'; field: string; value: string }
  /** The visitor asked to print the result ('Skriv ut'). */
  | { type: 'calculator.print' }
  /** The clock: Sweden's date, at start and when a new day begins. */
  | ClockTodayEvent;

export const calculatorMachine = setup({
  types: {
    context: {} as CalculatorContext,
    events: {} as CalculatorEvent,
    input: {} as CalculatorInput,
  },
  actors: {
    /** Provided by src/app: follows the site's clock (`clock.today`, now and at each midnight). */
    clock: silentClock,
  },
  guards: {
    isKnownField: ({ context }, params: { field: string }) =>
      Object.prototype.hasOwnProperty.call(context.fields, params.field),
    isDate: (_, params: { date: string }) => isCivilDay(params.date),
  },
  actions: {
    setField: assign(({ context }, params: { field: string; value: string }) => ({
      fields: { ...context.fields, [params.field]: params.value },
    })),
    setToday: assign((_, params: { date: string }) => ({ today: params.date })),
    /** Provided by src/app: replaces the URL's search params with these fields. */
    syncUrl: (_, _params: { fields: Readonly<Record<string, string>> }) => {},
    /** Provided by src/app: the browser's print dialog. */
    print: () => {},
  },
}).createMachine({
  id: 'calculator',
  context: ({ input }) => ({ fields: { ...input.fields }, today: null }),
  invoke: { id: 'clock', src: 'clock' },
  on: {
    'clock.today': {
      guard: { type: 'isDate', params: ({ event }) => ({ date: event.today }) },
      actions: { type: 'setToday', params: ({ event }) => ({ date: event.today }) },
    },
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'calculator.fieldChanged': {
          guard: { type: 'isKnownField', params: ({ event }) => ({ field: event.field }) },
          actions: [
            {
              type: 'setField',
              params: ({ event }) => ({ field: event.field, value: event.value }),
            },
            { type: 'syncUrl', params: ({ context }) => ({ fields: context.fields }) },
          ],
        },
        'calculator.print': { actions: 'print' },
      },
    },
  },
});

/** What src/app provides for this machine (src/app/logic.ts), every part required. */
export type CalculatorImplementations = Needs<
  typeof calculatorMachine,
  {
    actions: 'syncUrl' | 'print';
    actors: 'clock';
  }
>;
