/**
 * /raknare/moms: add VAT to an amount excluding it, or take the VAT out of an amount including
 * it, at 25, 12 or 6 %. Computed in whole öre so 1 250 kr including 25 % is exactly 250 kr VAT.
 */
import { BASE_YEAR, getFact, type DatedFact, type FactId, type FactYear } from '../facts';
import {
  readChoiceField,
  readNumberField,
  type ChoiceFieldSpec,
  type FieldTexts,
  type NumberFieldSpec,
} from './fields';
import { formatKronor } from './numbers';
import { VAT_KEYS } from './keys';

export type VatRateId = '25' | '12' | '6';
export type VatDirection = 'exkl' | 'inkl';

const RATE_FACTS: Record<VatRateId, FactId> = {
  '25': 'moms-normal',
  '12': 'moms-12',
  '6': 'moms-6',
};

export function vatRateFact(id: VatRateId, year: FactYear = BASE_YEAR): DatedFact {
  return getFact(RATE_FACTS[id], year);
}

export interface VatResult {
  excluding: number;
  vat: number;
  including: number;
}

/** Rate as whole hundredths of a percent (25 % → 2500), so the arithmetic stays in integers. */
const basisPoints = (rate: number) => Math.round(rate * 10_000);
const toOre = (kronor: number) => Math.round(kronor * 100);

/** VAT on an amount excluding VAT. */
export function addVat(excluding: number, rate: number): VatResult {
  const base = toOre(excluding);
  const vat = Math.round((base * basisPoints(rate)) / 10_000);
  return { excluding: base / 100, vat: vat / 100, including: (base + vat) / 100 };
}

/** The VAT inside an amount including VAT. */
export function removeVat(including: number, rate: number): VatResult {
  const total = toOre(including);
  const bp = basisPoints(rate);
  const vat = Math.round((total * bp) / (10_000 + bp));
  return { excluding: (total - vat) / 100, vat: vat / 100, including: total / 100 };
}

/* ----------------------------------------------------------------------- the form ---------- */

export const VAT_AMOUNT_FIELD = {
  key: 'belopp',
  label: 'Belopp',
  hint: 'I kronor, till exempel 1 000 eller 1 250,50.',
  noun: 'beloppet',
  example: '1 000',
  initial: '1 000',
  required: true,
  min: 0,
  max: 1_000_000_000_000,
  unit: 'kr',
} as const satisfies NumberFieldSpec;

export const VAT_DIRECTION_FIELD: ChoiceFieldSpec<VatDirection> = {
  key: 'riktning',
  label: 'Beloppet är',
  options: [
    { value: 'exkl', label: 'Exklusive moms', hint: 'Lägg på moms' },
    { value: 'inkl', label: 'Inklusive moms', hint: 'Räkna ut momsen i beloppet' },
  ],
  initial: 'exkl',
};

export const VAT_RATE_FIELD: ChoiceFieldSpec<VatRateId> = {
  key: 'sats',
  label: 'Momssats',
  options: [
    { value: '25', label: '25 %', hint: 'De flesta varor och tjänster' },
    { value: '12', label: '12 %', hint: 'Bland annat restaurang och hotell' },
    {
      value: '6',
      label: '6 %',
      hint: 'Bland annat böcker, persontransporter och, 1 april 2026–31 december 2027, livsmedel',
    },
  ],
  initial: '25',
};

export { VAT_KEYS };

export const VAT_FACTS: readonly FactId[] = ['moms-normal', 'moms-12', 'moms-6', 'moms-livsmedel'];

export interface VatView {
  errors: Partial<Record<(typeof VAT_KEYS)[number], string>>;
  result?: {
    amounts: VatResult;
    rate: DatedFact;
    lines: { id: string; label: string; value: string; emphasis?: boolean }[];
    summary: string;
  };
}

export function evaluateVat(texts: FieldTexts, year: FactYear = BASE_YEAR): VatView {
  const amount = readNumberField(VAT_AMOUNT_FIELD, texts.belopp ?? '');
  const direction = readChoiceField(VAT_DIRECTION_FIELD, texts.riktning ?? '');
  const rateId = readChoiceField(VAT_RATE_FIELD, texts.sats ?? '');
  if (amount.value === undefined) return { errors: { belopp: amount.error } };

  const rate = vatRateFact(rateId, year);
  const amounts =
    direction === 'exkl' ? addVat(amount.value, rate.value) : removeVat(amount.value, rate.value);
  const lines = [
    {
      id: 'exkl',
      label: 'Exklusive moms',
      value: formatKronor(amounts.excluding, 'ore'),
      emphasis: direction === 'inkl',
    },
    {
      id: 'moms',
      label: `Moms ${rate.display}`,
      value: formatKronor(amounts.vat, 'ore'),
      emphasis: true,
    },
    {
      id: 'inkl',
      label: 'Inklusive moms',
      value: formatKronor(amounts.including, 'ore'),
      emphasis: direction === 'exkl',
    },
  ];
  const summary =
    direction === 'exkl'
      ? `${formatKronor(amounts.excluding, 'ore')} plus ${rate.display} moms, ${formatKronor(amounts.vat, 'ore')}, blir ${formatKronor(amounts.including, 'ore')} inklusive moms.`
      : `I ${formatKronor(amounts.including, 'ore')} inklusive ${rate.display} moms är momsen ${formatKronor(amounts.vat, 'ore')} och beloppet exklusive moms ${formatKronor(amounts.excluding, 'ore')}.`;
  return { errors: {}, result: { amounts, rate, lines, summary } };
}

/** 'Så räknar vi' under the calculator, with the figures from the facts table. */
export function vatExplanation(year: FactYear = BASE_YEAR): string[] {
  const food = getFact('moms-livsmedel', year);
  return [
    'Exklusive moms: momsen är beloppet gånger momssatsen, och beloppet inklusive moms är summan. Inklusive moms: momsen är beloppet gånger momssatsen delat med 100 % plus momssatsen, vid 25 % alltså en femtedel av beloppet. Allt räknas i hela ören.',
    `Normalskattesatsen är ${getFact('moms-normal', year).display}. ${getFact('moms-12', year).display} gäller bland annat restaurang- och cateringtjänster och rumsuthyrning, ${getFact('moms-6', year).display} bland annat böcker, tidningar och persontransporter. Livsmedel har tillfälligt ${food.display} moms: ${food.validity.charAt(0).toLowerCase()}${food.validity.slice(1)}.`,
  ];
}
