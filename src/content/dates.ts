import { lazily } from './lazily';

/** Swedish dates for the reading pages, e.g. '14 oktober 2026'. */
const longDate = lazily(
  () => new Intl.DateTimeFormat('sv-SE', { dateStyle: 'long', timeZone: 'UTC' }),
);

/**
 * Formats an ISO date (YYYY-MM-DD) in Swedish long form. The date is read as a calendar day, so
 * the visitor's time zone never moves it to the day before. An unreadable value is returned as is.
 */
export function formatSwedishDate(iso: string): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : longDate().format(date);
}
