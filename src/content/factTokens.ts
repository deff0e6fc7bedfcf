/**
 * Dated figures in article and blog bodies. A body names a fact of the dated-facts table
 * (./facts.ts) by its id in double braces, `{{egenavgift-full}}`, instead of stating the figure
 * inline; the page shows the fact's text for the year the site's clock is in (Sweden's day):
 * "28,97 % (2026)", and from 1 January 2027 the 2027 value where one is decided, or
 * "28,97 % (2026; 2027 års belopp är inte beslutat än)" where none is.
 *
 * This module only fills the texts in: the texts themselves (`FactTexts`, from ./factText.ts) come
 * with the page's data, worked out where the page is loaded (at build time for the HTML), so a
 * reader's page carries the few texts its body names and not the whole table.
 */

/** A fact named in a body: `{{fact-id}}`. */
export const FACT_TOKEN = /\{\{([a-z0-9-]+)\}\}/gu;

/** The texts a body's facts read as, by fact id and year, and the year the HTML shows. */
export interface FactTexts {
  /** The year a page shows before the site's clock has been read (the HTML, the first render). */
  baseYear: number;
  /** Per fact id named in the body: its text for each year the table has. */
  byId: Readonly<Record<string, Readonly<Record<number, string>>>>;
}

/** No facts: a body that names none, or a page without its texts. */
export const NO_FACT_TEXTS: FactTexts = { baseYear: 0, byId: {} };

/**
 * The year whose texts a page shows on `today` (YYYY-MM-DD, Sweden's day), or the base year
 * before the clock has been read.
 */
export function factYearOfDay(today: string | null | undefined, baseYear: number): number {
  const year = today ? Number(today.slice(0, 4)) : NaN;
  return Number.isInteger(year) ? year : baseYear;
}

/**
 * The text of one fact for `year`: the year's own, else the latest year's before it (a clock
 * past the table), else the first year's.
 */
function textFor(texts: Readonly<Record<number, string>>, year: number): string | undefined {
  const years = Object.keys(texts)
    .map(Number)
    .sort((a, b) => a - b);
  const chosen = years.filter((known) => known <= year).at(-1) ?? years[0];
  return chosen === undefined ? undefined : texts[chosen];
}

/**
 * The body with each `{{fact-id}}` replaced by the fact's text for the year of `today` (the base
 * year while it is null). A token without a text stays as it was written, so a mistake shows.
 */
export function fillFactTexts(
  source: string,
  facts: FactTexts,
  today: string | null | undefined,
): string {
  if (!source.includes('{{')) return source;
  const year = factYearOfDay(today, facts.baseYear);
  return source.replace(FACT_TOKEN, (token, id: string) => {
    const texts = facts.byId[id];
    return (texts && textFor(texts, year)) ?? token;
  });
}
