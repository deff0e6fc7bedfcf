/**
 * Civil dates: a day in the Swedish calendar, without time or time zone ('2027-02-12'). A
 * deadline is a day, the same in every time zone, so nothing here goes through a local clock;
 * the arithmetic runs on UTC midnights only to count days.
 *
 * This module and its neighbours in src/content/startplan are shared with the Edge Function
 * (supabase/functions/skattekalender), which Deno runs as they are: their imports name the file
 * with its `.ts` extension, and they import nothing outside this folder but ../dates.ts.
 */

/** A civil date as ISO text, 'YYYY-MM-DD'. */
export type CivilDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The date of year, month (1–12) and day, or null when no such day exists (2027-02-30). */
export function civilDate(year: number, month: number, day: number): CivilDate | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (
    year < 1000 ||
    year > 9999 ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  ) {
    return null;
  }
  return fromTime(time);
}

/** Like civilDate for values known to exist (the rules' own dates); throws on a mistake. */
export function ymd(year: number, month: number, day: number): CivilDate {
  const date = civilDate(year, month, day);
  if (date === null) throw new RangeError(`No such date: ${year}-${month}-${day}`);
  return date;
}

/** Reads 'YYYY-MM-DD'; null for anything else, also for days that do not exist. */
export function parseCivilDate(text: string): CivilDate | null {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return null;
  return civilDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

export interface DateParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

export function partsOf(date: CivilDate): DateParts {
  return {
    year: Number(date.slice(0, 4)),
    month: Number(date.slice(5, 7)),
    day: Number(date.slice(8, 10)),
  };
}

const timeOf = (date: CivilDate): number => {
  const { year, month, day } = partsOf(date);
  return Date.UTC(year, month - 1, day);
};

function fromTime(time: number): CivilDate {
  return new Date(time).toISOString().slice(0, 10);
}

export function addDays(date: CivilDate, days: number): CivilDate {
  return fromTime(timeOf(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CivilDate, to: CivilDate): number {
  return Math.round((timeOf(to) - timeOf(from)) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: CivilDate): number {
  return new Date(timeOf(date)).getUTCDay();
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A calendar month, for periods and month arithmetic. */
export interface YearMonth {
  year: number;
  /** 1–12 */
  month: number;
}

export function addMonths(ym: YearMonth, months: number): YearMonth {
  const index = ym.year * 12 + (ym.month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function monthOf(date: CivilDate): YearMonth {
  const { year, month } = partsOf(date);
  return { year, month };
}

/** Months from `from` to `to` (0 for the same month). */
export function monthsBetween(from: YearMonth, to: YearMonth): number {
  return to.year * 12 + to.month - (from.year * 12 + from.month);
}

/** The day `day` of a month, or its last day when the month is shorter. */
export function dayOfMonth(ym: YearMonth, day: number): CivilDate {
  return ymd(ym.year, ym.month, Math.min(day, daysInMonth(ym.year, ym.month)));
}

export function lastDayOf(ym: YearMonth): CivilDate {
  return ymd(ym.year, ym.month, daysInMonth(ym.year, ym.month));
}

/** The date `months` calendar months after `date`, on the same day number or the month's last. */
export function addMonthsToDate(date: CivilDate, months: number): CivilDate {
  const { day } = partsOf(date);
  return dayOfMonth(addMonths(monthOf(date), months), day);
}

/** 'YYYY-MM' of a month. */
export function monthKey(ym: YearMonth): string {
  return `${ym.year}-${String(ym.month).padStart(2, '0')}`;
}

/**
 * Today's date in Sweden at the instant `now` (Europe/Stockholm), whatever the machine's own zone:
 * a deadline list must not start on yesterday for a visitor abroad or a server in UTC.
 */
export function swedishToday(now: Date): CivilDate {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Stockholm',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}
