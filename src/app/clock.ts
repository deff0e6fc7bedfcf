/**
 * The site's clock source: today's date in Sweden (Europe/Stockholm, whatever the visitor's own
 * zone), now and again just after each midnight there, so a page left open over New Year switches
 * to the new year's values. Read only once the root system has started (after the page is on
 * screen), never while a page is rendered.
 */
import { swedishToday } from '../content/startplan/civilDate';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Milliseconds from `now` to the next midnight in Stockholm, by its wall clock (≤ one day). */
export function msToSwedishMidnight(now: Date): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Stockholm',
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const elapsed =
    ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000 + now.getMilliseconds();
  return Math.max(DAY_MS - elapsed, 0);
}

/**
 * Calls `onDate` with Sweden's date now and after every midnight there; returns the stop function.
 * The wait is read off Stockholm's wall clock, which jumps an hour twice a year (at 02:00 or
 * 03:00), so it is taken in steps of at most an hour: the last step before midnight always starts
 * after the jump, and a step that ends early finds the same day and waits again.
 */
export function watchSwedishDate(onDate: (date: string) => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last: string | null = null;
  const tick = () => {
    const now = new Date();
    const today = swedishToday(now);
    if (today !== last) {
      last = today;
      onDate(today);
    }
    // One second into the next day, so a timer that fires a little early still sees it.
    timer = setTimeout(tick, Math.min(msToSwedishMidnight(now) + 1000, HOUR_MS));
  };
  tick();
  return () => clearTimeout(timer);
}
