/**
 * What a dated fact reads as in an article or a blog post, for each year of the table
 * (./facts.ts): the figure with the year it is for. The page fills them in (./factTokens.ts).
 *
 * - A figure set for one income year: "28,97 % (2026)"; in 2027 "333 600 kr (2027)" where 2027's
 *   is decided.
 * - A year whose figure is not decided yet: the latest figure with its year, and that the new one
 *   is not: "28,97 % (2026; 2027 års belopp är inte beslutat än)".
 * - A figure the law sets until it is changed, or one set for a period (the youth fee until
 *   30 September 2027), reads as it is: "25 %", the text around it says the period.
 */
import { BASE_YEAR, FACT_YEARS, getFact, isFactId, type FactId, type FactYear } from './facts.ts';
import { FACT_TOKEN, type FactTexts } from './factTokens.ts';

/** Whether a fact's row is set for its own income year only (it ends on the year's last day). */
function setForTheYear(id: FactId, year: FactYear): boolean {
  const row = getFact(id, year);
  return (
    row.validTo !== undefined && row.validTo <= `${year}-12-31` && row.validFrom >= `${year}-01-01`
  );
}

/** The text of a fact for an income year of the table. */
export function factText(id: FactId, year: FactYear): string {
  const row = getFact(id, year);
  if (row.undecided) {
    const earlier = FACT_YEARS.filter((known) => known < year && !getFact(id, known).undecided).at(
      -1,
    );
    const shown = earlier === undefined ? row : getFact(id, earlier);
    return `${shown.display} (${shown.year}; ${year} års belopp är inte beslutat än)`;
  }
  return setForTheYear(id, year) ? `${row.display} (${year})` : row.display;
}

/** The fact ids a body names (`{{fact-id}}`), each once, in order; unknown ids are left out. */
export function factIdsIn(source: string): FactId[] {
  const ids = new Set<FactId>();
  for (const match of source.matchAll(FACT_TOKEN)) {
    const id = match[1] ?? '';
    if (isFactId(id)) ids.add(id);
  }
  return [...ids];
}

/** The tokens of a body that name no fact (a test keeps this empty). */
export function unknownFactTokens(source: string): string[] {
  return [...source.matchAll(FACT_TOKEN)]
    .map((match) => match[1] ?? '')
    .filter((id) => !isFactId(id));
}

/** The texts of the facts a body names, for every year of the table: what its page carries. */
export function factTextsOf(source: string): FactTexts {
  const byId: Record<string, Record<number, string>> = {};
  for (const id of factIdsIn(source)) {
    byId[id] = Object.fromEntries(FACT_YEARS.map((year) => [year, factText(id, year)]));
  }
  return { baseYear: BASE_YEAR, byId };
}
