/**
 * F-skatt (debiterad preliminärskatt) from a budget's own profit, and the fyllnadsinbetalning that
 * avoids kostnadsränta when the F-skatt paid falls short of the tax.
 *
 * - Aktiebolag: bolagsskatt on the fiscal year's profit (fact 'bolagsskatt').
 * - Enskild firma: what Skatteverket's preliminary computation charges on the year's surplus:
 *   the schablonavdrag for egenavgifter (25 % of the surplus), egenavgifter on the rest with the
 *   general reduction, and income tax on the rest as income of aktiv näringsverksamhet, by the
 *   calculators' engine (`firstYearFees`, `incomeTax`).
 * - Paid in equal monthly amounts (62 kap. 4 § SFL); a year's tax under 2 400 kr is not debited
 *   (55 kap. 2 §). The budget rounds the monthly amount up to whole kronor (how Skatteverket
 *   spreads the öre is not confirmed), so the estimate is never short.
 * - Kvarskatt avoids all kostnadsränta when the part above 30 000 kr is booked by the 12th of the
 *   second month after the beskattningsår and the rest by the 3rd of the fifth (65 kap. 4 §
 *   andra stycket SFL); when the 12th or the 3rd is a Saturday or a Sunday the interest starts the
 *   following Tuesday (65 kap. 18 §), so the Monday is still in time.
 *
 * Shared with the Edge Function (Deno): imports name their file with its `.ts` extension.
 */
import { getFact, type FactYear } from '../facts.ts';
import { incomeTax } from '../calculators/incomeTax.ts';
import { firstYearFees } from '../calculators/soleTrader.ts';
import { roundToKrona } from '../calculators/numbers.ts';
import {
  addDays,
  addMonths,
  weekday,
  ymd,
  type CivilDate,
  type YearMonth,
} from '../startplan/civilDate.ts';

/**
 * Preliminary tax below this is not debited for the year: 55 kap. 2 § skatteförfarandelagen
 * (2011:1244). A local constant: src/content/facts.ts has no such fact yet (issue 57, reported).
 */
export const MIN_DEBITED_TAX = 2_400;

/**
 * No kostnadsränta on up to this much kvarskatt paid by the 3rd of the fifth month after the
 * beskattningsår: 65 kap. 4 § andra stycket skatteförfarandelagen (2011:1244). A local constant:
 * src/content/facts.ts has no such fact yet (issue 57, reported).
 */
export const INTEREST_FREE_AMOUNT = 30_000;

export type TaxEstimate =
  | {
      form: 'ab';
      /** The fiscal year's profit (negative: a loss, no tax). */
      profit: number;
      corporateTax: number;
      /** What the year's tax is estimated to be. */
      annual: number;
    }
  | {
      form: 'ef';
      profit: number;
      /** 25 % of the surplus, deducted before egenavgifter and income tax. */
      schablonavdrag: number;
      egenavgifter: number;
      incomeTax: number;
      annual: number;
    };

/** Bolagsskatt on an aktiebolag's profit for a fiscal year. */
export function corporateTaxEstimate(profit: number, year: FactYear): TaxEstimate {
  const corporateTax = roundToKrona(Math.max(0, profit) * getFact('bolagsskatt', year).value);
  return { form: 'ab', profit: roundToKrona(profit), corporateTax, annual: corporateTax };
}

/**
 * Egenavgifter and income tax on an enskild firma's surplus for an income year, as the
 * preliminary tax computes them: with the schablonavdrag, not the avgifter of an earlier year.
 */
export function soleTraderTaxEstimate(
  profit: number,
  municipalRate: number,
  year: FactYear,
): TaxEstimate {
  const surplus = Math.max(0, profit);
  const { schablon, fees } = firstYearFees(surplus, year);
  const base = surplus - schablon;
  const tax = incomeTax({ earned: base, work: base, pensionable: base, municipalRate }, year);
  return {
    form: 'ef',
    profit: roundToKrona(profit),
    schablonavdrag: roundToKrona(schablon),
    egenavgifter: roundToKrona(fees),
    incomeTax: tax.total,
    annual: roundToKrona(tax.total + fees),
  };
}

/** The F-skatt to ask for each month: the year's tax over its payment months, rounded up. */
export function monthlyFskatt(annual: number, payments: number): number {
  if (annual < MIN_DEBITED_TAX || payments <= 0) return 0;
  return Math.ceil(annual / payments);
}

export interface FyllnadPart {
  /** The last day it may be booked on the skattekonto without kostnadsränta. */
  date: CivilDate;
  amount: number;
}

/** The 12th or the 3rd, or the Monday after it when it is a Saturday or a Sunday (65:18). */
function interestFreeUntil(date: CivilDate): CivilDate {
  const day = weekday(date);
  if (day === 6) return addDays(date, 2);
  if (day === 0) return addDays(date, 1);
  return date;
}

/**
 * The fyllnadsinbetalningar that keep `kvarskatt` free of kostnadsränta for the beskattningsår
 * ending in `yearEnd`: the part above 30 000 kr by the 12th of the second month after, the rest by
 * the 3rd of the fifth (none when there is nothing to pay).
 */
export function fyllnadPlan(kvarskatt: number, yearEnd: YearMonth): FyllnadPart[] {
  if (kvarskatt <= 0) return [];
  const parts: FyllnadPart[] = [];
  const early = kvarskatt - INTEREST_FREE_AMOUNT;
  if (early > 0) {
    const month = addMonths(yearEnd, 2);
    parts.push({ date: interestFreeUntil(ymd(month.year, month.month, 12)), amount: early });
  }
  const month = addMonths(yearEnd, 5);
  parts.push({
    date: interestFreeUntil(ymd(month.year, month.month, 3)),
    amount: Math.min(kvarskatt, INTEREST_FREE_AMOUNT),
  });
  return parts;
}
