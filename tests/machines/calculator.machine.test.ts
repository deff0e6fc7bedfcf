import { describe, expect, it, vi } from 'vitest';
import { calculatorMachine, type CalculatorEvent } from '../../src/machines/calculator';
import { coveringPaths, expectFullCoverage, replayPaths } from '../support/machineCoverage';

const INPUT = { fields: { lon: '30 000', fodd: '1991' } };

/**
 * Typing a value, typing a bad value (kept as typed), a second field, a field that is not one,
 * and printing (which changes nothing).
 */
const EVENTS: CalculatorEvent[] = [
  { type: 'calculator.fieldChanged', field: 'lon', value: '25 000' },
  { type: 'calculator.fieldChanged', field: 'lon', value: 'trettio' },
  { type: 'calculator.fieldChanged', field: 'fodd', value: '2006' },
  { type: 'calculator.fieldChanged', field: 'toString', value: 'x' },
  { type: 'calculator.fieldChanged', field: 'okand', value: 'x' },
  { type: 'calculator.print' },
];

const isField = (field: string) => Object.keys(INPUT.fields).includes(field);

describe('calculator machine (model-based)', () => {
  it('reaches every state and transition; keeps what was typed, mirrors it to the URL, prints on request', () => {
    const syncUrl = vi.fn();
    const print = vi.fn();
    const machine = calculatorMachine.provide({
      actions: { syncUrl: (_, params) => syncUrl(params.fields), print },
    });
    const paths = coveringPaths(machine, { events: EVENTS, input: INPUT });
    // The independent model: the fields are the input with every known field's latest text.
    let model: Record<string, string> = { ...INPUT.fields };
    const coverage = replayPaths(machine, paths, {
      input: INPUT,
      spies: { syncUrl, print },
      check: (actor, _expected, event) => {
        if ((event.type as string) === 'xstate.init') {
          model = { ...INPUT.fields };
          expect(syncUrl).not.toHaveBeenCalled();
          expect(print).not.toHaveBeenCalled();
        } else if (event.type === 'calculator.print') {
          expect(print).toHaveBeenCalledOnce();
          expect(syncUrl).not.toHaveBeenCalled();
        } else if (isField(event.field)) {
          model = { ...model, [event.field]: event.value };
          expect(syncUrl).toHaveBeenCalledExactlyOnceWith(model);
        } else {
          expect(syncUrl).not.toHaveBeenCalled();
        }
        expect(actor.getSnapshot().context.fields).toEqual(model);
      },
    });
    expectFullCoverage(machine, coverage);
  });
});
