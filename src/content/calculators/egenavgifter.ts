/**
 * Egenavgifter of a sole trader for an income year: the full rate on the avgiftsunderlag less the
 * general reduction that Skatteverket makes by itself (3 § lag (2023:748), until 2024 socialavgiftslagen 3 kap. 18 §), and the
 * surplus they settle on when the same result comes back year after year. Shared by
 * ./soleTrader.ts and ./hourlyRate.ts; pure, and without the income tax, so the hourly-rate page
 * does not load it.
 */
import { BASE_YEAR, getFact, type FactYear } from '../facts.ts';
import { roundToKrona } from './numbers.ts';

/** No egenavgifter are charged when the avgiftsunderlag is below this (Skatteverket). */
export const MIN_FEE_BASE = 1_000;

/**
 * The general reduction of egenavgifter on an avgiftsunderlag: 7,5 % of it, at most 15 000 kr,
 * and none unless the income of näringsverksamhet is above 40 000 kr.
 */
export function feeReduction(base: number, year: FactYear = BASE_YEAR): number {
  if (base <= getFact('egenavgift-nedsattning-grans', year).value) return 0;
  return Math.min(
    base * getFact('egenavgift-nedsattning', year).value,
    getFact('egenavgift-nedsattning-tak', year).value,
  );
}

/** Egenavgifter charged on an avgiftsunderlag: the full rate less the reduction. */
export function feesOnBase(base: number, year: FactYear = BASE_YEAR): number {
  if (base < MIN_FEE_BASE) return 0;
  return base * getFact('egenavgift-full', year).value - feeReduction(base, year);
}

/**
 * The surplus after egenavgifter when the same result comes back year after year (whole kronor):
 * the S for which S + egenavgifter(S) = the result. The reduction's three stretches (none, 7,5 %,
 * the 15 000 kr cap) are tried from the top; the first whose S lies in its stretch is the answer.
 */
export function settledSurplus(result: number, year: FactYear = BASE_YEAR): number {
  if (result <= 0) return 0;
  const rate = getFact('egenavgift-full', year).value;
  const share = getFact('egenavgift-nedsattning', year).value;
  const cap = getFact('egenavgift-nedsattning-tak', year).value;
  const floor = getFact('egenavgift-nedsattning-grans', year).value;
  const atCap = (result + cap) / (1 + rate);
  if (atCap * share >= cap) return roundToKrona(atCap);
  const reduced = result / (1 + rate - share);
  if (reduced > floor) return roundToKrona(reduced);
  const surplus = roundToKrona(result / (1 + rate));
  return surplus < MIN_FEE_BASE ? result : surplus;
}

/** Egenavgifter on a result, as they settle with the same result year after year. */
export function settledFees(result: number, year: FactYear = BASE_YEAR): number {
  return result <= 0 ? 0 : result - settledSurplus(result, year);
}
