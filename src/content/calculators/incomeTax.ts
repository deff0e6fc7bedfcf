/**
 * Swedish income tax on förvärvsinkomst for an income year (2026 unless said), as Skatteverket computes the final tax, for
 * someone who has not turned 66 at the start of the year (67 from 2027: `olderTaxpayerAge`). Used by /raknare/enskild-firma (the
 * sole trader's surplus and the salary in the aktiebolag beside it) and /raknare/utdelning
 * (dividend above the gränsbelopp, taxed as income from employment).
 *
 * In order: grundavdrag → beskattningsbar förvärvsinkomst (rounded down to hundreds) →
 * kommunalskatt and statlig skatt → allmän pensionsavgift, with a skattereduktion as large as
 * the fee → jobbskatteavdrag and the skattereduktion för förvärvsinkomst, both only against
 * kommunalskatt → public service-avgift. Begravningsavgift and kyrkoavgift are left out: they
 * depend on the parish and membership.
 *
 * Every rate and amount comes from ../facts.ts.
 */
import {
  BASE_YEAR,
  INCOME_TAX_RULES_2026,
  getFact,
  type FactYear,
  type PbbBracket,
} from '../facts.ts';
import type { NumberFieldSpec } from './fields.ts';

/**
 * The age at the start of the income year from which the older taxpayer's rules apply (a higher
 * grundavdrag and jobbskatteavdrag, which this module does not compute): 66 for 2026, 67 from
 * 2027, when the limit follows the riktålder for pension (issue 55). The calculators are for
 * someone younger and say so.
 */
export function olderTaxpayerAge(year: FactYear): number {
  return year >= 2027 ? 67 : 66;
}

const floorTo100 = (value: number) => Math.floor(value / 100 + 1e-9) * 100;
const ceilTo100 = (value: number) => Math.ceil(value / 100 - 1e-9) * 100;
/** Whole kronor, öre dropped (as Skatteverket does), without floating-point noise. */
const wholeKronor = (value: number) => Math.floor(value + 1e-6);

/** The amount (kronor) of a PBB formula at `income`. */
function bracketAmount(brackets: readonly PbbBracket[], income: number, pbb: number): number {
  const bracket =
    brackets.find((item) => item.to === undefined || income <= item.to * pbb) ?? brackets[0];
  if (!bracket) return 0;
  return bracket.base * pbb + bracket.rate * (income - bracket.from * pbb);
}

/** Grundavdrag on a fastställd förvärvsinkomst: rounded up to hundreds, never above the income. */
export function basicDeduction(earned: number, year: FactYear = BASE_YEAR): number {
  if (earned <= 0) return 0;
  const pbb = getFact('prisbasbelopp', year).value;
  const amount = ceilTo100(bracketAmount(INCOME_TAX_RULES_2026.grundavdrag, earned, pbb));
  return Math.min(amount, earned);
}

/**
 * Jobbskatteavdrag before it is limited by the tax: from the arbetsinkomst (rounded down to
 * hundreds), the grundavdrag and the kommunalskatt (a fraction, 0.3238).
 */
export function workTaxCredit(
  work: number,
  deduction: number,
  municipalRate: number,
  year: FactYear = BASE_YEAR,
): number {
  const income = floorTo100(Math.max(0, work));
  if (income <= 0) return 0;
  const pbb = getFact('prisbasbelopp', year).value;
  const base = bracketAmount(INCOME_TAX_RULES_2026.jobbskatteavdrag, income, pbb) - deduction;
  return Math.max(0, wholeKronor(base * municipalRate));
}

/** Allmän pensionsavgift: 7 %, rounded to hundreds (50 down), with a ceiling and a floor. */
export function pensionFee(pensionable: number, year: FactYear = BASE_YEAR): number {
  const pbb = getFact('prisbasbelopp', year).value;
  if (pensionable < INCOME_TAX_RULES_2026.pensionsavgiftFloorPbb * pbb) return 0;
  const exact = pensionable * getFact('allman-pensionsavgift', year).value;
  const hundreds = Math.floor(exact / 100 + 1e-9);
  const rounded = exact - hundreds * 100 > 50 + 1e-9 ? (hundreds + 1) * 100 : hundreds * 100;
  return Math.min(rounded, getFact('allman-pensionsavgift-tak', year).value);
}

/** Skattereduktion för förvärvsinkomst before it is limited by the tax. */
export function earnedIncomeCredit(taxable: number, year: FactYear = BASE_YEAR): number {
  const floor = INCOME_TAX_RULES_2026.forvarvsinkomstFloor;
  if (taxable <= floor) return 0;
  const credit = (taxable - floor) * getFact('skattereduktion-forvarvsinkomst', year).value;
  return Math.min(wholeKronor(credit), getFact('skattereduktion-forvarvsinkomst-tak', year).value);
}

export interface IncomeTaxInput {
  /** Fastställd förvärvsinkomst: salary, or the surplus of an aktiv näringsverksamhet. */
  earned: number;
  /** The part that is arbetsinkomst (jobbskatteavdrag): salary and aktiv näringsverksamhet. */
  work: number;
  /** The pensionable income the allmän pensionsavgift is charged on. */
  pensionable: number;
  /** Kommunal- och regionskatt as a fraction (0.3238 = 32,38 %). */
  municipalRate: number;
}

/** One year's income tax in whole kronor, part by part. */
export interface IncomeTax {
  /** The fastställd förvärvsinkomst the tax is on. */
  earned: number;
  deduction: number;
  taxable: number;
  municipalTax: number;
  stateTax: number;
  pensionFee: number;
  /** The skattereduktion for the pension fee, limited by kommunal and statlig skatt. */
  pensionFeeCredit: number;
  /** Jobbskatteavdrag as far as the kommunalskatt covers it. */
  workCredit: number;
  /** Skattereduktion för förvärvsinkomst as far as the kommunalskatt covers it. */
  earnedIncomeCredit: number;
  publicServiceFee: number;
  /** Everything above together: what the year's income costs in tax and fees. */
  total: number;
}

export function incomeTax(input: IncomeTaxInput, year: FactYear = BASE_YEAR): IncomeTax {
  const earned = Math.max(0, input.earned);
  const deduction = basicDeduction(earned, year);
  const taxable = Math.max(0, floorTo100(earned - deduction));
  const municipalTax = wholeKronor(taxable * input.municipalRate);
  const threshold = getFact('skiktgrans', year).value;
  const stateTax = wholeKronor(
    Math.max(0, taxable - threshold) * getFact('statlig-inkomstskatt', year).value,
  );
  const fee = pensionFee(Math.max(0, input.pensionable), year);
  const pensionFeeCredit = Math.min(fee, municipalTax + stateTax);
  // The credits below count only against kommunalskatt; the pension fee's credit is taken from
  // it first (with statlig skatt it makes no difference: the kommunalskatt is then far larger).
  let municipalLeft = Math.max(0, municipalTax - pensionFeeCredit);
  const workCredit = Math.min(
    workTaxCredit(input.work, deduction, input.municipalRate, year),
    municipalLeft,
  );
  municipalLeft -= workCredit;
  const earnedCredit = Math.min(earnedIncomeCredit(taxable, year), municipalLeft);
  const publicServiceFee = Math.min(
    wholeKronor(taxable * getFact('public-service-avgift', year).value),
    getFact('public-service-avgift-tak', year).value,
  );
  return {
    earned,
    deduction,
    taxable,
    municipalTax,
    stateTax,
    pensionFee: fee,
    pensionFeeCredit,
    workCredit,
    earnedIncomeCredit: earnedCredit,
    publicServiceFee,
    total:
      municipalTax +
      stateTax +
      fee -
      pensionFeeCredit -
      workCredit -
      earnedCredit +
      publicServiceFee,
  };
}

/**
 * The kommunalskatt field of the calculators that compute income tax, filled in with the national
 * average of the base year (it is used as it is in a year whose average is not confirmed).
 */
export const MUNICIPAL_RATE_FIELD = {
  key: 'kommunalskatt',
  label: 'Kommunalskatt (%)',
  hint: `Kommun- och regionskatt där du bor. Ifyllt med genomsnittet för ${BASE_YEAR}.`,
  noun: 'kommunalskatten',
  example: '32,38',
  initial: '32,38',
  required: true,
  min: 20,
  max: 40,
  unit: '%',
} as const satisfies NumberFieldSpec;
