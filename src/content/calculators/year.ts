/**
 * Which day, and so which income year, a calculator computes for. A prerendered page is built on
 * one day and read on another, so its HTML computes `BASE_DATE` and says which year that is
 * ('Gäller för 2026'); once the app runs, the calculator machine follows the site's clock (Sweden's day) and
 * the page computes that day instead, with that year's facts (../facts.ts).
 */
import { FACT_YEARS, factYearOn, type FactYear } from '../facts.ts';

/**
 * The day the HTML computes for: a day of the base year on which the youth employer rate
 * (1 April 2026–30 September 2027) is in force.
 */
export const BASE_DATE = '2026-04-01';

const FIRST_DAY = `${FACT_YEARS[0]}-01-01`;
const LAST_DAY = `${FACT_YEARS[FACT_YEARS.length - 1] ?? FACT_YEARS[0]}-12-31`;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/u;

/**
 * The day to compute for: Sweden's date (`today`, YYYY-MM-DD), or `BASE_DATE` while it has
 * not been read, kept within the years the facts table has.
 */
export function calculationDate(today: string | null | undefined): string {
  if (!today || !ISO_DATE.test(today)) return BASE_DATE;
  if (today < FIRST_DAY) return FIRST_DAY;
  if (today > LAST_DAY) return LAST_DAY;
  return today;
}

/** The income year a calculation date is in. */
export function calculationYear(date: string): FactYear {
  return factYearOn(date);
}

/** 'Gäller för 2026': the year a page computes, as its result panel says it. */
export function yearText(date: string): string {
  return `Gäller för ${calculationYear(date)}`;
}

/**
 * When the site's clock is past the last year the table has, a sentence that says so (the
 * page then computes the last year); otherwise undefined.
 */
export function beyondTableNote(today: string | null | undefined): string | undefined {
  if (!today || !ISO_DATE.test(today) || today <= LAST_DAY) return undefined;
  const last = calculationYear(LAST_DAY);
  return `Räknaren har ännu inga värden för ${today.slice(0, 4)}. Den räknar med ${last} års värden.`;
}
