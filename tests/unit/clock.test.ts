import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { msToSwedishMidnight, watchSwedishDate } from '../../src/app/clock';
import { createPageLogic } from '../../src/app/logic';
import { memoryStorage } from '../../src/app/storage';
import { createRootSystem } from '../../src/app/system';
import { calculatorMachine } from '../../src/machines/calculator';
import { clockMachine, selectToday } from '../../src/machines/clock';

/**
 * The site's one clock (decisions.md: "today" is Sweden's day, Europe/Stockholm, for every
 * calculator, dated figure, start plan and budget). Sweden is UTC+1 in winter and UTC+2 in summer;
 * in 2027 summer time starts on 28 March at 02:00 and ends on 31 October at 03:00 (EU: the last
 * Sundays of March and October). The instants below are written in UTC.
 */
afterEach(() => {
  vi.useRealTimers();
});

describe('msToSwedishMidnight', () => {
  it('counts to midnight by Stockholm’s wall clock, not the machine’s zone', () => {
    // 22:30 UTC on 31 December = 23:30 in Stockholm: half an hour to go.
    expect(msToSwedishMidnight(new Date('2026-12-31T22:30:00Z'))).toBe(30 * 60 * 1000);
    // 23:30 UTC = 00:30 on 1 January in Stockholm: almost a whole day to go.
    expect(msToSwedishMidnight(new Date('2026-12-31T23:30:00Z'))).toBe(23.5 * 60 * 60 * 1000);
    // Summer: 21:59:59.500 UTC = 23:59:59.500 CEST.
    expect(msToSwedishMidnight(new Date('2027-07-14T21:59:59.500Z'))).toBe(500);
  });
});

describe('watchSwedishDate', () => {
  const watch = (start: string) => {
    vi.useFakeTimers({ now: new Date(start) });
    const days: string[] = [];
    const stop = watchSwedishDate((day) => days.push(day));
    return { days, stop };
  };

  it('gives Sweden’s date at once, and the new day just after midnight in Stockholm', () => {
    // 22:59 UTC on New Year's Eve is 23:59 in Stockholm (still 2026 in London too).
    const { days, stop } = watch('2026-12-31T22:59:00Z');
    expect(days).toEqual(['2026-12-31']);
    vi.advanceTimersByTime(59_000);
    expect(days).toEqual(['2026-12-31']);
    vi.advanceTimersByTime(2_500); // 23:00:01.5 UTC = 00:00:01.5 in Stockholm
    expect(days).toEqual(['2026-12-31', '2027-01-01']);
    // Nothing more until the next midnight, a day later.
    vi.advanceTimersByTime(23 * 60 * 60 * 1000);
    expect(days).toEqual(['2026-12-31', '2027-01-01']);
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(days).toEqual(['2026-12-31', '2027-01-01', '2027-01-02']);
    stop();
    vi.advanceTimersByTime(48 * 60 * 60 * 1000);
    expect(days).toHaveLength(3);
  });

  it('switches on time across the short day in March and the long day in October', () => {
    // 28 March 2027 has 23 hours: from 22:30 UTC on the 27th (23:30 CET) the next switch is at
    // 00:00 CEST on the 29th = 22:00 UTC on the 28th.
    const spring = watch('2027-03-27T22:30:00Z');
    vi.advanceTimersByTime(31 * 60 * 1000); // 23:01 UTC = 00:01 CET on the 28th
    expect(spring.days).toEqual(['2027-03-27', '2027-03-28']);
    vi.advanceTimersByTime((23 * 60 - 2) * 60 * 1000); // 21:59 UTC on the 28th = 23:59 CEST
    expect(spring.days).toEqual(['2027-03-27', '2027-03-28']);
    vi.advanceTimersByTime(3 * 60 * 1000); // 22:02 UTC = 00:02 CEST on the 29th
    expect(spring.days).toEqual(['2027-03-27', '2027-03-28', '2027-03-29']);
    spring.stop();
    vi.useRealTimers();

    // 31 October 2027 has 25 hours: midnight of 1 November (CET) is 23:00 UTC on the 31st.
    const autumn = watch('2027-10-30T22:30:00Z'); // 00:30 CEST on the 31st
    expect(autumn.days).toEqual(['2027-10-31']);
    vi.advanceTimersByTime((24 * 60 + 29) * 60 * 1000); // 22:59 UTC on the 31st = 23:59 CET
    expect(autumn.days).toEqual(['2027-10-31']);
    vi.advanceTimersByTime(2 * 60 * 1000); // 23:01 UTC = 00:01 CET on 1 November
    expect(autumn.days).toEqual(['2027-10-31', '2027-11-01']);
    autumn.stop();
  });
});

describe('the clock machine', () => {
  it('starts without a date, then keeps the days its source sends (and ignores what is no day)', () => {
    let send: ((today: string) => void) | undefined;
    const actor = createActor(
      clockMachine.provide({
        actors: {
          swedishDay: fromCallback(({ sendBack }) => {
            send = (today) => sendBack({ type: 'clock.today', today });
          }),
        },
      }),
    );
    expect(selectToday(actor.getSnapshot())).toBeNull();
    actor.start();
    expect(selectToday(actor.getSnapshot())).toBeNull();
    send?.('2026-12-31');
    expect(selectToday(actor.getSnapshot())).toBe('2026-12-31');
    send?.('i morgon');
    send?.('2027-13-01');
    expect(selectToday(actor.getSnapshot())).toBe('2026-12-31');
    send?.('2027-01-01');
    expect(selectToday(actor.getSnapshot())).toBe('2027-01-01');
    actor.stop();
  });
});

describe('one clock for the site', () => {
  it('the root system’s clock gives a calculator Sweden’s day, and the next one at midnight there', () => {
    vi.useFakeTimers({ now: new Date('2026-12-31T22:59:30Z') });
    const storage = memoryStorage();
    const system = createRootSystem({ navigate: () => {} }, storage);
    const logic = createPageLogic({
      actors: system.actors,
      storage,
      navigate: () => {},
      replaceSearch: () => {},
      loadPage: () => {},
    });
    const calculator = createActor(logic.provide('calculator', calculatorMachine), {
      input: { fields: {} },
    });
    // Before the system starts (the HTML and the first render): no date anywhere.
    calculator.start();
    expect(calculator.getSnapshot().context.today).toBeNull();
    system.start();
    expect(selectToday(system.actors.clock.getSnapshot())).toBe('2026-12-31');
    expect(calculator.getSnapshot().context.today).toBe('2026-12-31');
    vi.advanceTimersByTime(32_000);
    expect(calculator.getSnapshot().context.today).toBe('2027-01-01');
    // A calculator opened later learns the day at once.
    const later = createActor(logic.provide('calculator', calculatorMachine), {
      input: { fields: {} },
    }).start();
    expect(later.getSnapshot().context.today).toBe('2027-01-01');
    later.stop();
    calculator.stop();
    system.root.stop();
  });
});
