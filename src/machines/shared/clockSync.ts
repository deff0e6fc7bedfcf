/**
 * How machines that compute by date learn today's date: each invokes a `clock` actor that follows
 * the root system's clock (src/machines/clock.ts: Sweden's civil day) and sends `clock.today` at
 * once and whenever a new day begins. The default sends nothing (no date: the page computes the
 * build's year, as on the server and in the first render); src/app provides the real one. No
 * machine or content function reads `Date` itself.
 */
import { fromCallback } from 'xstate';
import type { CivilDate } from '../../content/startplan/civilDate';

export type ClockTodayEvent = { type: 'clock.today'; today: CivilDate };

const CIVIL_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/u;

/** A well-formed civil date, 'YYYY-MM-DD' (anything else is not a day and is ignored). */
export const isCivilDay = (text: string): boolean => CIVIL_DAY.test(text);

/** The default clock watcher: silent. src/app provides one that follows the root clock. */
export const silentClock = fromCallback(() => () => {});
