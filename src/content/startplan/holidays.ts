/**
 * Swedish non-working days and the roll rule of lag (1930:173) om beräkning av lagstadgad tid,
 * 2 §: "Infaller den tid, då enligt lag eller särskild författning en åtgärd senast ska vidtas,
 * på en söndag, annan allmän helgdag, lördag, midsommarafton, julafton eller nyårsafton, får
 * åtgärden vidtas nästa vardag." The allmänna helgdagar are those of lag (1989:253) om allmänna
 * helgdagar, 1–2 §§; Easter by the Gregorian computus.
 */
import { addDays, partsOf, weekday, ymd, type CivilDate } from './civilDate.ts';

/** Easter Sunday of a Gregorian year (the anonymous "Meeus/Jones/Butcher" computus). */
export function easterSunday(year: number): CivilDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return ymd(year, month, day);
}

/** The Saturday of the seven days from `first` on. */
function saturdayFrom(first: CivilDate): CivilDate {
  return addDays(first, (6 - weekday(first) + 7) % 7);
}

export interface NamedDay {
  date: CivilDate;
  name: string;
}

/**
 * The days of a year on which a deadline is moved to the next vardag besides Saturdays and
 * Sundays: the allmänna helgdagar (1989:253) and midsommarafton, julafton and nyårsafton
 * (1930:173 2 §). Pingstdagen, midsommardagen and alla helgons dag always fall on a weekend;
 * they are listed all the same, with their names.
 */
export function swedishHolidays(year: number): NamedDay[] {
  const easter = easterSunday(year);
  // Midsommardagen: the Saturday 20–26 June; alla helgons dag: the Saturday 31 October–6 November.
  const midsommardagen = saturdayFrom(ymd(year, 6, 20));
  const allaHelgons = saturdayFrom(ymd(year, 10, 31));
  const days: NamedDay[] = [
    { date: ymd(year, 1, 1), name: 'nyårsdagen' },
    { date: ymd(year, 1, 6), name: 'trettondedag jul' },
    { date: addDays(easter, -2), name: 'långfredagen' },
    { date: easter, name: 'påskdagen' },
    { date: addDays(easter, 1), name: 'annandag påsk' },
    { date: ymd(year, 5, 1), name: 'första maj' },
    { date: addDays(easter, 39), name: 'Kristi himmelsfärdsdag' },
    { date: addDays(easter, 49), name: 'pingstdagen' },
    { date: ymd(year, 6, 6), name: 'nationaldagen' },
    { date: addDays(midsommardagen, -1), name: 'midsommarafton' },
    { date: midsommardagen, name: 'midsommardagen' },
    { date: allaHelgons, name: 'alla helgons dag' },
    { date: ymd(year, 12, 24), name: 'julafton' },
    { date: ymd(year, 12, 25), name: 'juldagen' },
    { date: ymd(year, 12, 26), name: 'annandag jul' },
    { date: ymd(year, 12, 31), name: 'nyårsafton' },
  ];
  return days.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
}

const cache = new Map<number, Map<CivilDate, string>>();

function holidaysOf(year: number): Map<CivilDate, string> {
  let found = cache.get(year);
  if (!found) {
    found = new Map(swedishHolidays(year).map((day) => [day.date, day.name]));
    cache.set(year, found);
  }
  return found;
}

/** The holiday's name, or null for an ordinary day (weekends included). */
export function holidayName(date: CivilDate): string | null {
  return holidaysOf(partsOf(date).year).get(date) ?? null;
}

/** No deadline falls on this day: a Saturday, a Sunday or one of swedishHolidays. */
export function isNonWorkingDay(date: CivilDate): boolean {
  const day = weekday(date);
  return day === 0 || day === 6 || holidayName(date) !== null;
}

/** The day itself when it is a vardag, else the next vardag (1930:173 2 §). */
export function nextWorkingDay(date: CivilDate): CivilDate {
  let day = date;
  while (isNonWorkingDay(day)) day = addDays(day, 1);
  return day;
}

/** The vardag `count` working days before `date` (not counting `date` itself). */
export function workingDaysBefore(date: CivilDate, count: number): CivilDate {
  let day = date;
  let left = count;
  while (left > 0) {
    day = addDays(day, -1);
    if (!isNonWorkingDay(day)) left -= 1;
  }
  return day;
}

const WEEKDAYS = ['söndag', 'måndag', 'tisdag', 'onsdag', 'torsdag', 'fredag', 'lördag'] as const;

/** Why a day is no vardag, in Swedish ('lördag', 'söndag', 'julafton', 'långfredagen'). */
export function nonWorkingReason(date: CivilDate): string | null {
  const name = holidayName(date);
  if (name !== null) return name;
  const day = weekday(date);
  return day === 0 || day === 6 ? (WEEKDAYS[day] ?? null) : null;
}

export function weekdayName(date: CivilDate): string {
  return WEEKDAYS[weekday(date)] ?? '';
}
