/**
 * The site's one clock: today's date in Sweden (Europe/Stockholm), the civil day every dated figure,
 * calculator, start plan and budget computes with. A long-lived actor of the root system
 * (`systemId: 'clock'`); page machines follow it through the `clock` watcher src/app provides
 * (`shared/clockSync.ts`), views without a machine read it with `selectToday`.
 *
 * It starts neutral (`today: null`): the root system starts after the first render, so the
 * prerendered HTML and the first render compute the build's year and agree. Once started it
 * invokes `swedishDay` (provided by src/app), which sends `clock.today` at once and again just
 * after each midnight in Stockholm, so a page left open over New Year switches by itself.
 */
import { assign, fromCallback, setup } from 'xstate';
import type { CivilDate } from '../content/startplan/civilDate';
import { isCivilDay, type ClockTodayEvent } from './shared/clockSync';
import type { Needs } from './shared/implementations';

export interface ClockContext {
  /** Today in Sweden (YYYY-MM-DD), null until the clock has been read. */
  today: CivilDate | null;
}

export const clockMachine = setup({
  types: {
    context: {} as ClockContext,
    events: {} as ClockTodayEvent,
  },
  actors: {
    /** Provided by src/app: `clock.today` with Sweden's date now and after each midnight there. */
    swedishDay: fromCallback(() => () => {}),
  },
  guards: {
    isNewDay: ({ context }, params: { today: string }) =>
      isCivilDay(params.today) && params.today !== context.today,
  },
  actions: {
    setToday: assign((_, params: { today: CivilDate }) => ({ today: params.today })),
  },
}).createMachine({
  id: 'clock',
  context: { today: null },
  invoke: { id: 'swedishDay', src: 'swedishDay' },
  on: {
    'clock.today': {
      guard: { type: 'isNewDay', params: ({ event }) => ({ today: event.today }) },
      actions: { type: 'setToday', params: ({ event }) => ({ today: event.today }) },
    },
  },
});

/** Today in Sweden, or null before the clock has been read (the HTML, the first render). */
export const selectToday = (snapshot: { context: ClockContext }): CivilDate | null =>
  snapshot.context.today;

/** What src/app provides for the clock (src/app/system.ts). */
export type ClockImplementations = Needs<typeof clockMachine, { actors: 'swedishDay' }>;
