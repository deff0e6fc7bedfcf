/**
 * The visitor's clock for the machines that compute by date (the calculators): the local
 * calendar day now, and again just after each local midnight, so a page left open over New Year
 * switches to the new year's values. Read only once the machine has started (after the page is
 * on screen), never while a page is rendered.
 */
import { localIsoDate } from '../content/dates';

/** Calls `onDate` with today's date now and after every midnight; returns the stop function. */
export function watchLocalDate(onDate: (isoDate: string) => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = () => {
    const now = new Date();
    onDate(localIsoDate(now));
    // One second into the next day, so a timer that fires a little early still sees it.
    const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 0, 0, 1);
    timer = setTimeout(tick, next.getTime() - now.getTime());
  };
  tick();
  return () => clearTimeout(timer);
}
