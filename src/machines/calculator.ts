/**
 * A calculator form (/raknare/anstalld, /raknare/timpris, /raknare/moms, /raknare/utdelning,
 * /raknare/enskild-firma): the text of each field as the visitor typed it. The arithmetic is pure
 * (src/content/calculators) and reads these texts; a bad value stays in its field, with its
 * message, until the visitor changes it.
 *
 * `syncUrl` keeps the URL's search params in step with the fields, so a result can be shared
 * (provided by src/app: a replace navigation, no new history entry). `print` opens the browser's
 * print dialog for the page as it stands (provided by src/app); the fields stay as they are.
 */
import { assign, setup } from 'xstate';
import type { Needs } from './shared/implementations';

export interface CalculatorInput {
  /** Every field's text, keyed by its search-param name (from the URL or the initial values). */
  fields: Readonly<Record<string, string>>;
}

export interface CalculatorContext {
  fields: Readonly<Record<string, string>>;
}

export type CalculatorEvent =
  /** The visitor typed in a text field or chose a radio option. */
  | { type: 'calculator.fieldChanged'; field: string; value: string }
  /** The visitor asked to print the result ('Skriv ut'). */
  | { type: 'calculator.print' };

export const calculatorMachine = setup({
  types: {
    context: {} as CalculatorContext,
    events: {} as CalculatorEvent,
    input: {} as CalculatorInput,
  },
  guards: {
    isKnownField: ({ context }, params: { field: string }) =>
      Object.prototype.hasOwnProperty.call(context.fields, params.field),
  },
  actions: {
    setField: assign(({ context }, params: { field: string; value: string }) => ({
      fields: { ...context.fields, [params.field]: params.value },
    })),
    /** Provided by src/app: replaces the URL's search params with these fields. */
    syncUrl: (_, _params: { fields: Readonly<Record<string, string>> }) => {},
    /** Provided by src/app: the browser's print dialog. */
    print: () => {},
  },
}).createMachine({
  id: 'calculator',
  context: ({ input }) => ({ fields: { ...input.fields } }),
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
  }
>;
