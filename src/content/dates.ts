/** Swedish month names, as in a long date ('14 oktober 2026'). */
export const MONTH_NAMES = [
  'januari',
  'februari',
  'mars',
  'april',
  'maj',
  'juni',
  'juli',
  'augusti',
  'september',
  'oktober',
  'november',
  'december',
] as const;

/**
 * Formats an ISO date (YYYY-MM-DD) in Swedish long form, as `Intl.DateTimeFormat('sv-SE',
 * { dateStyle: 'long' })` writes it ('14 oktober 2026'), without Intl: the first Intl formatter
 * of a page loads the locale's data, ≈ 65 ms of an article's hydration on a slow phone. The date
 * is read as a calendar day, so the visitor's time zone never moves it to the day before. An
 * unreadable value is returned as is.
 */
export function formatSwedishDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const [, year, month, day] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (
    date.getUTCFullYear() !== Number(year) ||
    date.getUTCMonth() !== Number(month) - 1 ||
    date.getUTCDate() !== Number(day)
  ) {
    return iso;
  }
  return `${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/**
 * A moment in the visitor's own time, Swedish style: '25 november 2026 kl. 14.02'. An unreadable
 * value is returned as is.
 */
export function formatSwedishDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getDate()} ${MONTH_NAMES[date.getMonth()]} ${date.getFullYear()} kl. ${two(date.getHours())}.${two(date.getMinutes())}`;
}

/** A moment's calendar day in the visitor's own time zone, as an ISO date (YYYY-MM-DD). */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
