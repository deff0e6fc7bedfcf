/**
 * Swedish numbers in and out for the calculators: reading what a visitor types ('30 000',
 * '30000', '30 000,50', '4,5 %', a no-break space from a copied figure) and writing results the
 * way Swedish texts do ('30 000 kr', '28,97 %'). Pure: no React, no DOM.
 *
 * Output comes from Intl (sv-SE), which separates thousands with U+00A0 (no-break space), puts
 * U+00A0 before '%' and writes minus as U+2212.
 */
import { lazily } from '../lazily.ts';

export type ParsedNumber =
  { kind: 'empty' } | { kind: 'invalid' } | { kind: 'number'; value: number };

/** Spaces people and programs put between digit groups: space, no-break, narrow and thin. */
const GROUP_SPACES = /[\s\u00a0\u202f\u2009]/g;
/** A unit the visitor may type after the figure. */
const UNIT_SUFFIX = /(?:kr|kronor|sek|%|procent|år|veckor)\.?$/iu;
const PLAIN = /^-?\d+(?:,\d+)?$/;
const DOT_GROUPED = /^-?\d{1,3}(?:\.\d{3})+(?:,\d+)?$/;
const DOT_DECIMAL = /^-?\d+\.\d+$/;

/**
 * Reads a number as Swedes write it. Digit groups may be separated by any kind of space (or by
 * dots, '30.000'); the decimal separator is a comma (a lone dot with other than three digits
 * after it, '4.5', is read as a decimal point too). A unit after the figure is allowed.
 */
export function parseSwedishNumber(text: string): ParsedNumber {
  let compact = text.replace(GROUP_SPACES, '').replace(/\u2212/g, '-');
  compact = compact.replace(UNIT_SUFFIX, '');
  if (compact === '') return text.trim() === '' ? { kind: 'empty' } : { kind: 'invalid' };
  let normalised: string;
  if (PLAIN.test(compact)) normalised = compact.replace(',', '.');
  else if (DOT_GROUPED.test(compact)) normalised = compact.replace(/\./g, '').replace(',', '.');
  else if (DOT_DECIMAL.test(compact)) normalised = compact;
  else return { kind: 'invalid' };
  const value = Number(normalised);
  return Number.isFinite(value) ? { kind: 'number', value } : { kind: 'invalid' };
}

const wholeNumber = lazily(() => new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 0 }));
const twoDecimals = lazily(
  () => new Intl.NumberFormat('sv-SE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);
const upToTwoDecimals = lazily(() => new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 2 }));
const percentFormat = lazily(
  () => new Intl.NumberFormat('sv-SE', { style: 'percent', maximumFractionDigits: 2 }),
);

/** Rounds to whole öre (two decimals), away from the floating-point noise of the arithmetic. */
export function roundToOre(value: number): number {
  // toPrecision(12) drops the binary noise (1.005 * 100 = 100.49999999999999) before rounding.
  const cents = Number((Math.abs(value) * 100).toPrecision(12));
  return (Math.sign(value) * Math.round(cents)) / 100 + 0; // + 0 turns -0 into 0
}

/** Rounds to whole kronor (half away from zero). */
export function roundToKrona(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(roundToOre(value))) + 0;
}

/**
 * An amount in kronor: '30 000 kr'. `whole` rounds to kronor; `ore` shows öre when there are any
 * ('1 250 kr', '943,40 kr').
 */
export function formatKronor(value: number, precision: 'whole' | 'ore' = 'whole'): string {
  if (precision === 'whole') return `${wholeNumber().format(roundToKrona(value))}\u00a0kr`;
  const rounded = roundToOre(value);
  const text = Number.isInteger(rounded)
    ? wholeNumber().format(rounded)
    : twoDecimals().format(rounded);
  return `${text}\u00a0kr`;
}

/** A fraction as a Swedish percentage with up to two decimals: 0.2897 → '28,97 %'. */
export function formatPercent(fraction: number): string {
  return percentFormat().format(fraction);
}

/** A plain number with up to two decimals and Swedish digit groups: 1170 → '1 170'. */
export function formatNumber(value: number): string {
  return upToTwoDecimals().format(value);
}
