/**
 * The deadline rules, each the statutory date of one obligation for one period, before the roll
 * to the next vardag (holidays.ts). Every rule names its paragraph; the texts are read in the
 * consolidated skatteförfarandelag (SFS 2011:1244, in force 2026-01-01), årsredovisningslagen
 * (1995:1554) and lag (1930:173); the README's "Din startplan och skattekalender" says where each
 * open question of the research notes was settled.
 */
import {
  addDays,
  addMonths,
  dayOfMonth,
  lastDayOf,
  weekday,
  ymd,
  type CivilDate,
  type YearMonth,
} from './civilDate.ts';

/**
 * "12:e-regeln": the 12th, the 17th in January and August (the tables of 26 kap. 26 och 32 §§
 * SFL; the förfallodagar of 62 kap. 4 § SFL).
 */
export function twelfth(ym: YearMonth): CivilDate {
  return ymd(ym.year, ym.month, ym.month === 1 || ym.month === 8 ? 17 : 12);
}

/** "26:e-regeln": the 26th, the 27th in December (26 kap. 30 och 33 §§ SFL). */
export function twentySixth(ym: YearMonth): CivilDate {
  return ymd(ym.year, ym.month, ym.month === 12 ? 27 : 26);
}

/**
 * 3 kap. 5 § SFL: a juridisk person's fiscal year that ends in another month than December,
 * April, June or August counts, for the dates of 26 kap. 33 b §, 32 kap. 2 § and 62 kap. 4 §, as
 * the one of those periods that ends next after it (January–April → April, May–June → June,
 * July–August → August, September–December → December).
 */
export function mappedYearEnd(end: YearMonth): YearMonth {
  const month = [4, 6, 8, 12].find((m) => m >= end.month) ?? 12;
  return { year: end.year, month };
}

/**
 * Moms for a calendar month: 12:e-regeln in the second month after it (26 kap. 27 § SFL, the
 * punktskatt column of 26 §: November → 17 January, June → 17 August); over 40 miljoner kronor
 * the 26:e-regeln in the month after it (26 kap. 30 §: November → 27 December).
 */
export function vatMonthDue(period: YearMonth, over40: boolean): CivilDate {
  return over40 ? twentySixth(addMonths(period, 1)) : twelfth(addMonths(period, 2));
}

/**
 * Moms for a calendar quarter (ending in `lastMonth`): the 12:e-regeln in the second month after
 * it, 12 February, 12 May, 17 August, 12 November (the table of 26 kap. 26 § SFL).
 */
export function vatQuarterDue(lastMonth: YearMonth): CivilDate {
  return twelfth(addMonths(lastMonth, 2));
}

export type YearlyVatRule = 'fysisk' | 'juridisk' | 'huvudregel';

/**
 * Which rule gives the yearly moms date (redovisningsperiod beskattningsår): an enskild firma
 * 26 kap. 33 a § (12 May), an aktiebolag 33 b § (with the income-tax return); a handelsbolag
 * (excluded from 33 b §) and anyone who traded goods or reverse-charge services with other EU
 * countries in the year (33 a § andra stycket, 33 b § tredje stycket) the main rule of 33 §.
 */
export function yearlyVatRule(form: 'ef' | 'ab' | 'hb', euTrade: boolean): YearlyVatRule {
  if (form === 'hb' || euTrade) return 'huvudregel';
  return form === 'ef' ? 'fysisk' : 'juridisk';
}

/** Yearly moms for the fiscal year ending in `end` (see yearlyVatRule). */
export function vatYearDue(end: YearMonth, rule: YearlyVatRule, electronic: boolean): CivilDate {
  if (rule === 'huvudregel') return twentySixth(addMonths(end, 2));
  if (rule === 'fysisk') return ymd(end.year + 1, 5, 12);
  // 26 kap. 33 b § SFL, by the 3:5-period: 31 Dec → 12 July, 30 Apr → 12 November,
  // 30 Jun → 27 December, 31 Aug → 12 March. Filed electronically: in the following month, the
  // 17th in January and August, the 12th in April and December.
  const mapped = mappedYearEnd(end);
  const table: Record<number, [number, number, number]> = {
    12: [1, 7, 12],
    4: [0, 11, 12],
    6: [0, 12, 27],
    8: [1, 3, 12],
  };
  const [yearsOn, month, day] = table[mapped.month] ?? [1, 7, 12];
  const paper: YearMonth = { year: mapped.year + yearsOn, month };
  if (!electronic) return ymd(paper.year, paper.month, day);
  return twelfth(addMonths(paper, 1));
}

/**
 * Arbetsgivardeklaration for a salary month: the 12:e-regeln in the month after (26 kap. 26 and
 * 32 §§ SFL); over 40 miljoner kronor the 26:e-regeln (26 kap. 30 §: November → 27 December,
 * December → 26 January).
 */
export function employerReturnDue(period: YearMonth, over40: boolean): CivilDate {
  const next = addMonths(period, 1);
  return over40 ? twentySixth(next) : twelfth(next);
}

/**
 * Over 40 miljoner kronor the withheld tax and the arbetsgivaravgifter are paid before the
 * declaration: the 12th, in January the 17th, of the month after (62 kap. 3 § andra stycket SFL).
 */
export function employerPaymentDueOver40(period: YearMonth): CivilDate {
  const next = addMonths(period, 1);
  return ymd(next.year, next.month, next.month === 1 ? 17 : 12);
}

/**
 * F-skatt paid in a month: the förfallodag of 62 kap. 4 § SFL ("den 17 i januari och augusti,
 * och den 12 i övriga månader"; in August the 12th for whoever reports moms on more than 40
 * miljoner kronor).
 */
export function preliminaryTaxDue(month: YearMonth, over40: boolean): CivilDate {
  if (over40 && month.month === 8) return ymd(month.year, 8, 12);
  return twelfth(month);
}

/** Inkomstdeklaration of a fysisk person: 2 May the year after the income year (32 kap. 1 §). */
export function personalIncomeTaxDue(incomeYear: number): CivilDate {
  return ymd(incomeYear + 1, 5, 2);
}

/**
 * Inkomstdeklaration of a juridisk person (aktiebolag, handelsbolag) for the fiscal year ending
 * in `end`: 32 kap. 2 § SFL by the 3:5-period (31 Dec → 1 July, 30 Apr → 1 November, 30 Jun →
 * 15 December, 31 Aug → 1 March); filed electronically one month later, counted from that
 * statutory date (1 July → 1 August), each date rolled on its own.
 */
export function companyIncomeTaxDue(end: YearMonth, electronic: boolean): CivilDate {
  const mapped = mappedYearEnd(end);
  const table: Record<number, [number, number, number]> = {
    12: [1, 7, 1],
    4: [0, 11, 1],
    6: [0, 12, 15],
    8: [1, 3, 1],
  };
  const [yearsOn, month, day] = table[mapped.month] ?? [1, 7, 1];
  const paper: YearMonth = { year: mapped.year + yearsOn, month };
  return dayOfMonth(electronic ? addMonths(paper, 1) : paper, day);
}

/**
 * Årsredovisning to Bolagsverket for the fiscal year ending in `end`: it must have arrived
 * "inom sju månader från räkenskapsårets utgång" (8 kap. 6 § ÅRL), which Bolagsverket counts to
 * the last day of the seventh month after (its tables: 30 June 2017 → 31 January 2018, 28
 * February 2017 → 30 September, rolled to 2 October 2017).
 */
export function annualReportDue(end: YearMonth): CivilDate {
  return lastDayOf(addMonths(end, 7));
}

/**
 * Periodisk sammanställning for the period ending in `lastMonth`: the 25th of the month after if
 * filed electronically, the 20th on paper (35 kap. 9 § SFL).
 */
export function ecSalesListDue(lastMonth: YearMonth, electronic: boolean): CivilDate {
  const next = addMonths(lastMonth, 1);
  return ymd(next.year, next.month, electronic ? 25 : 20);
}

/**
 * Årsstämma for the fiscal year ending in `end`: "Inom sex månader från utgången av varje
 * räkenskapsår ska bolagsstämma hållas (årsstämma)" (7 kap. 10 § aktiebolagslagen), so by the
 * last day of the sixth month after it (31 December → 30 June, 30 June → 31 December).
 */
export function annualMeetingDue(end: YearMonth): CivilDate {
  return lastDayOf(addMonths(end, 6));
}

/** The part of an expected kvarskatt a fyllnadsinbetalning covers (65 kap. 4 § SFL). */
export type SupplementaryPart = 'over30000' | 'upTo30000';

/**
 * The last day an extra payment (fyllnadsinbetalning) must be booked on the skattekonto to keep
 * kostnadsränta off the slutlig skatt of the beskattningsår ending in `end` (65 kap. SFL, text in
 * force 2026-01-01): interest runs from the 13th of the second month after the year (6 and 9 §§),
 * so what exceeds 30 000 kr is paid by the 12th; up to 30 000 kr none is charged until the 3rd
 * of the fifth month (4 § andra stycket), so that part by the 3rd. The statutory date; see
 * `interestFreeUntil` for the weekend rule of 18 §.
 */
export function supplementaryPaymentDue(end: YearMonth, part: SupplementaryPart): CivilDate {
  const month = addMonths(end, part === 'over30000' ? 2 : 5);
  return ymd(month.year, month.month, part === 'over30000' ? 12 : 3);
}

/**
 * 65 kap. 18 § SFL: when the 12th of the second month, or the 3rd of the fifth, is a Saturday or
 * Sunday, interest starts on the following Tuesday instead, so the last day without interest is
 * the Monday. Only Saturdays and Sundays move the date (a weekday helgdag does not): not the roll
 * of lag (1930:173). Skatteverket: 3 May 2025, a Saturday → "bokförd på skattekontot senast
 * 5 maj 2025".
 */
export function interestFreeUntil(date: CivilDate): CivilDate {
  const day = weekday(date);
  return day === 6 ? addDays(date, 2) : day === 0 ? addDays(date, 1) : date;
}
