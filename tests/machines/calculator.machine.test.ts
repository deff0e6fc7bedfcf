import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { calculatorMachine, type CalculatorEvent } from '../../src/machines/calculator';
import { replayModel, type Model } from '../support/modelReplay';

const INPUT = { fields: { lon: '30 000', fodd: '1991' } };

/**
 * What the visitor and the page's clock can do: type in a field (a value, a bad value that is
 * kept as typed), a change from something that is no field of this form (a stale URL parameter,
 * an inherited property's name), press 'Skriv ut', and the clock reporting a day, the next year's
 * first day, or something that is no date.
 */
type Happening =
  | { type: 'type'; field: string; value: string }
  | { type: 'print' }
  | { type: 'clock'; date: string };

const HAPPENINGS: readonly Happening[] = [
  { type: 'type', field: 'lon', value: '25 000' },
  { type: 'type', field: 'lon', value: 'trettio' },
  { type: 'type', field: 'fodd', value: '2006' },
  { type: 'type', field: 'toString', value: 'x' },
  { type: 'type', field: 'okand', value: 'x' },
  { type: 'print' },
  { type: 'clock', date: '2026-12-31' },
  { type: 'clock', date: '2027-01-01' },
  { type: 'clock', date: 'i morgon' },
];

interface FormModel {
  /** Every field of the form with its latest text (a bad value stays until it is changed). */
  fields: Readonly<Record<string, string>>;
  /** The visitor's day, null until the clock has said (the page computes the build's day). */
  today: string | null;
  /** What the last happening did: the URL's new parameters, the print dialog. */
  url: Readonly<Record<string, string>> | null;
  printed: boolean;
}

const calculatorModel: Model<FormModel, Happening> = {
  name: 'calculator',
  initial: { fields: INPUT.fields, today: null, url: null, printed: false },
  events: () => HAPPENINGS,
  step: (previous, event) => {
    const model = { ...previous, url: null, printed: false };
    switch (event.type) {
      case 'type': {
        // Only the form's own fields exist; the URL follows every change so it can be shared.
        if (!Object.keys(INPUT.fields).includes(event.field)) return model;
        const fields = { ...model.fields, [event.field]: event.value };
        return { ...model, fields, url: fields };
      }
      case 'print':
        return { ...model, printed: true };
      case 'clock':
        return /^\d{4}-\d{2}-\d{2}$/u.test(event.date) ? { ...model, today: event.date } : model;
    }
  },
  serialize: ({ fields, today }) => `${Object.values(fields).join('|')}|${today ?? ''}`,
  describe: (event) =>
    event.type === 'type'
      ? `type ${event.field}=${event.value}`
      : event.type === 'clock'
        ? `clock ${event.date}`
        : event.type,
};

describe('calculator machine (model-based)', () => {
  it('keeps what was typed, mirrors it to the URL, prints on request, follows the clock', async () => {
    await replayModel(calculatorModel, {
      machine: calculatorMachine,
      plan: { merge: { maxSteps: 60 } },
      start: (reach) => {
        const syncUrl = vi.fn();
        const print = vi.fn();
        const actor = createActor(
          calculatorMachine.provide({
            actions: { syncUrl: (_, params) => syncUrl(params.fields), print },
          }),
          { input: INPUT, inspect: reach.inspect },
        ).start();
        return { actor, syncUrl, print };
      },
      beforeStep: ({ syncUrl, print }) => {
        syncUrl.mockClear();
        print.mockClear();
      },
      act: ({ actor }, event) => {
        const sent: CalculatorEvent =
          event.type === 'type'
            ? { type: 'calculator.fieldChanged', field: event.field, value: event.value }
            : event.type === 'print'
              ? { type: 'calculator.print' }
              : { type: 'clock.today', today: event.date };
        actor.send(sent);
      },
      check: ({ actor, syncUrl, print }, model) => {
        const { context } = actor.getSnapshot();
        expect(context.fields).toEqual(model.fields);
        expect(context.today).toBe(model.today);
        expect(syncUrl.mock.calls).toEqual(model.url ? [[model.url]] : []);
        expect(print).toHaveBeenCalledTimes(model.printed ? 1 : 0);
      },
      stop: ({ actor }) => actor.stop(),
    });
  });

  it('starts neutral and takes the date its clock sends once it runs', () => {
    const clockDates: string[] = [];
    let send: ((date: string) => void) | undefined;
    const machine = calculatorMachine.provide({
      actors: {
        clock: fromCallback(({ sendBack }) => {
          send = (date) => {
            clockDates.push(date);
            sendBack({ type: 'clock.today', today: date });
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
