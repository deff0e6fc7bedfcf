import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { calculatorMachine, type CalculatorEvent } from '../../src/machines/calculator';
import { coveringPaths, expectFullCoverage, replayPaths } from '../support/machineCoverage';

const INPUT = { fields: { lon: '30 000', fodd: '1991' } };

/**
 * Typing a value, typing a bad value (kept as typed), a second field, a field that is not one,
 * printing (which changes nothing), and the clock: a day, the next year's first day, and
 * something that is no date (ignored).
 */
const EVENTS: CalculatorEvent[] = [
  { type: 'calculator.fieldChanged', field: 'lon', value: '25 000' },
  { type: 'calculator.fieldChanged', field: 'lon', value: 'trettio' },
  { type: 'calculator.fieldChanged', field: 'fodd', value: '2006' },
  { type: 'calculator.fieldChanged', field: 'toString', value: 'x' },
  { type: 'calculator.fieldChanged', field: 'okand', value: 'x' },
  { type: 'calculator.print' },
  { type: 'calculator.dateChanged', date: '2026-12-31' },
  { type: 'calculator.dateChanged', date: '2027-01-01' },
  { type: 'calculator.dateChanged', date: 'i morgon' },
];

const isField = (field: string) => Object.keys(INPUT.fields).includes(field);

describe('calculator machine (model-based)', () => {
  it('reaches every state and transition; keeps what was typed, mirrors it to the URL, prints on request, follows the clock', () => {
    const syncUrl = vi.fn();
    const print = vi.fn();
    const machine = calculatorMachine.provide({
      actions: { syncUrl: (_, params) => syncUrl(params.fields), print },
    });
    const paths = coveringPaths(machine, { events: EVENTS, input: INPUT });
    // The independent model: the fields are the input with every known field's latest text, and
    // the day is the latest date the clock sent (none until it has).
    let model: Record<string, string> = { ...INPUT.fields };
    let today: string | null = null;
    const coverage = replayPaths(machine, paths, {
      input: INPUT,
      spies: { syncUrl, print },
      check: (actor, _expected, event) => {
        if ((event.type as string) === 'xstate.init') {
          model = { ...INPUT.fields };
          today = null;
          expect(syncUrl).not.toHaveBeenCalled();
          expect(print).not.toHaveBeenCalled();
        } else if (event.type === 'calculator.print') {
          expect(print).toHaveBeenCalledOnce();
          expect(syncUrl).not.toHaveBeenCalled();
        } else if (event.type === 'calculator.dateChanged') {
          if (/^\d{4}-\d{2}-\d{2}$/u.test(event.date)) today = event.date;
          expect(syncUrl).not.toHaveBeenCalled();
        } else if (isField(event.field)) {
          model = { ...model, [event.field]: event.value };
          expect(syncUrl).toHaveBeenCalledExactlyOnceWith(model);
        } else {
          expect(syncUrl).not.toHaveBeenCalled();
        }
        expect(actor.getSnapshot().context.fields).toEqual(model);
        expect(actor.getSnapshot().context.today).toBe(today);
      },
    });
    expectFullCoverage(machine, coverage);
  });

  it('starts neutral and takes the date its clock sends once it runs', () => {
    const clockDates: string[] = [];
    let send: ((date: string) => void) | undefined;
    const machine = calculatorMachine.provide({
      actors: {
        clock: fromCallback(({ sendBack }) => {
          send = (date) => {
            clockDates.push(date);
            sendBack({ type: 'calculator.dateChanged', date });
          };
          send('2026-12-31');
        }),
      },
    });
    const actor = createActor(machine, { input: INPUT });
    // Before start (the prerendered page and the first render): no date.
    expect(actor.getSnapshot().context.today).toBeNull();
    actor.start();
    expect(actor.getSnapshot().context.today).toBe('2026-12-31');
    // The clock's midnight tick.
    send?.('2027-01-01');
    expect(actor.getSnapshot().context.today).toBe('2027-01-01');
    expect(clockDates).toEqual(['2026-12-31', '2027-01-01']);
    actor.stop();
  });
});
