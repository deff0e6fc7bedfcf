/**
 * /raknare/enskild-firma: what a sole trader keeps of the year's result in 2026, and beside it
 * what an aktiebolag paying the same total cost as salary would leave.
 *
 * Egenavgifter are 28,97 % of the surplus after the deduction for them. In the tax return the
 * deduction is first a schablonavdrag of 25 % of the surplus (so the first year's avgifter are
 * 28,97 % of 75 %, 21,73 % of the result); the next year it is reversed and replaced by the
 * avgifter actually charged. With the same result year after year the deduction settles on the
 * avgifter themselves:
 *
 *   avgifter A = 28,97 % × (R − A)   ⇒   A = R × 28,97 / 128,97   (22,46 % of R)
 *
 * The calculator uses that settled year. The surplus after avgifter, R − A, is the income of
 * aktiv näringsverksamhet: taxed like a salary (./incomeTax.ts), with jobbskatteavdrag, and the
 * base of the allmän pensionsavgift.
 *
 * The aktiebolag spends the same R on the owner's salary and arbetsgivaravgifter at the full
 * rate (the employee-cost calculator's rules for someone born 1959–2002), leaving no profit.
 */
import { getFact, type DatedFact, type FactId } from '../facts';
import { incomeTax, type IncomeTax } from './incomeTax';
import { readNumberField, type FieldTexts, type NumberFieldSpec, type ResultLine } from './fields';
import { formatKronor, formatPercent, roundToKrona } from './numbers';
import { SOLE_TRADER_KEYS } from './keys';

/** No egenavgifter are charged when the avgiftsunderlag is below this (Skatteverket). */
export const MIN_FEE_BASE = 1_000;

export interface SoleTraderInput {
  /** The year's result before egenavgifter (the surplus of the business). */
  result: number;
  /** Kommunalskatt as a fraction. */
  municipalRate: number;
}

export interface SoleTraderYear {
  result: number;
  /** Egenavgifter as they settle, year after year. */
  fees: number;
  /** Income of aktiv näringsverksamhet: the result after egenavgifter. */
  surplus: number;
  tax: IncomeTax;
  /** What the owner keeps: the result less avgifter and tax. */
  left: number;
}

export interface FirstYear {
  /** 25 % of the result, deducted in the first tax return. */
  schablon: number;
  /** The avgifter charged the first year: 28,97 % of the result after the schablonavdrag. */
  fees: number;
}

export interface AktiebolagComparison {
  /** The company's total cost: the same as the sole trader's result. */
  cost: number;
  employerFees: number;
  salary: number;
  tax: IncomeTax;
  left: number;
}

export interface SoleTrader {
  year: SoleTraderYear;
  firstYear: FirstYear;
  aktiebolag: AktiebolagComparison;
}

/** Egenavgifter on a result, as they settle with the same result year after year. */
export function settledFees(result: number): number {
  if (result <= 0) return 0;
  const rate = getFact('egenavgift-full').value;
  const surplus = roundToKrona(result / (1 + rate));
  return surplus < MIN_FEE_BASE ? 0 : result - surplus;
}

/** The first year's schablonavdrag and avgifter. */
export function firstYearFees(result: number): FirstYear {
  if (result <= 0) return { schablon: 0, fees: 0 };
  const schablon = result * getFact('egenavgift-schablonavdrag').value;
  const base = result - schablon;
  return {
    schablon,
    fees: base < MIN_FEE_BASE ? 0 : base * getFact('egenavgift-full').value,
  };
}

const salaryTax = (earned: number, municipalRate: number) =>
  incomeTax({ earned, work: earned, pensionable: earned, municipalRate });

export function soleTrader(input: SoleTraderInput): SoleTrader {
  const result = Math.max(0, input.result);
  const fees = settledFees(result);
  const surplus = result - fees;
  const tax = salaryTax(surplus, input.municipalRate);
  const employerRate = getFact('arbetsgivaravgift-full').value;
  const salary = roundToKrona(result / (1 + employerRate));
  const abTax = salaryTax(salary, input.municipalRate);
  return {
    year: { result, fees, surplus, tax, left: surplus - tax.total },
    firstYear: firstYearFees(result),
    aktiebolag: {
      cost: result,
      employerFees: result - salary,
      salary,
      tax: abTax,
      left: salary - abTax.total,
    },
  };
}

/* ----------------------------------------------------------------------- the form ---------- */

export const SOLE_TRADER_FIELDS = {
  result: {
    key: 'resultat',
    label: 'Resultat före egenavgifter (kr)',
    hint: 'Årets intäkter minus kostnader i firman, före egenavgifter och skatt.',
    noun: 'resultatet',
    example: '500 000',
    initial: '500 000',
    required: true,
    min: 0,
    max: 100_000_000,
    unit: 'kr',
  },
  municipalRate: {
    key: 'kommunalskatt',
    label: 'Kommunalskatt (%)',
    hint: 'Kommun- och regionskatt där du bor. Ifyllt med genomsnittet för 2026.',
    noun: 'kommunalskatten',
    example: '32,38',
    initial: '32,38',
    required: true,
    min: 20,
    max: 40,
    unit: '%',
  },
} as const satisfies Record<string, NumberFieldSpec>;

export { SOLE_TRADER_KEYS };

/** The facts the calculator rests on, for its source list. */
export const SOLE_TRADER_FACTS: readonly FactId[] = [
  'egenavgift-full',
  'egenavgift-schablonavdrag',
  'arbetsgivaravgift-full',
  'prisbasbelopp',
  'kommunalskatt-genomsnitt',
  'skiktgrans',
  'statlig-inkomstskatt',
  'grundavdrag',
  'jobbskatteavdrag',
  'allman-pensionsavgift',
  'skattereduktion-forvarvsinkomst',
  'public-service-avgift',
];

/** A line with a year's and a month's amount (whole kronor). */
export interface YearMonthLine {
  id: string;
  label: string;
  detail?: string;
  year: number;
  month: number;
  emphasis?: boolean;
}

export interface SoleTraderView {
  errors: Partial<Record<(typeof SOLE_TRADER_KEYS)[number], string>>;
  result?: {
    calculation: SoleTrader;
    /** Enskild firma: from the result to what is left, a year and a month. */
    keepLines: YearMonthLine[];
    /** The year's tax step by step. */
    taxLines: ResultLine[];
    /** The first year with the schablonavdrag. */
    firstYearLines: ResultLine[];
    /** The aktiebolag beside it, a year and a month. */
    aktiebolagLines: YearMonthLine[];
    summary: string;
  };
}

const kr = (value: number) => formatKronor(value);
/** A fact as the texts write it, with no-break spaces so '20 %' or '643 000 kr' never breaks. */
const nb = (fact: DatedFact) => fact.display.replace(/ /gu, '\u00a0');

const yearMonth = (
  id: string,
  label: string,
  year: number,
  extra: { detail?: string; emphasis?: boolean } = {},
): YearMonthLine => ({
  id,
  label,
  year: roundToKrona(year),
  month: roundToKrona(year / 12),
  ...extra,
});

function taxSteps(tax: IncomeTax, municipalRate: number, incomeLabel: string): ResultLine[] {
  const lines: ResultLine[] = [
    { id: 'inkomst', label: incomeLabel, value: kr(tax.earned) },
    { id: 'grundavdrag', label: 'Grundavdrag', value: `−${kr(tax.deduction)}` },
    {
      id: 'beskattningsbar',
      label: 'Beskattningsbar inkomst',
      detail: 'Avrundad nedåt till hela hundratal',
      value: kr(tax.taxable),
      emphasis: true,
    },
    {
      id: 'kommunalskatt',
      label: `Kommunalskatt ${formatPercent(municipalRate)}`,
      value: kr(tax.municipalTax),
    },
    {
      id: 'statlig',
      label: `Statlig skatt ${nb(getFact('statlig-inkomstskatt'))}`,
      detail: `På det som överstiger ${nb(getFact('skiktgrans'))}`,
      value: kr(tax.stateTax),
    },
    {
      id: 'pensionsavgift',
      label: `Allmän pensionsavgift ${nb(getFact('allman-pensionsavgift'))}`,
      value: kr(tax.pensionFee),
    },
    {
      id: 'pensionsavgift-reduktion',
      label: 'Skattereduktion för allmän pensionsavgift',
      detail: 'Lika stor som avgiften, så långt skatten räcker',
      value: `−${kr(tax.pensionFeeCredit)}`,
    },
    { id: 'jobbskatteavdrag', label: 'Jobbskatteavdrag', value: `−${kr(tax.workCredit)}` },
    {
      id: 'forvarvsinkomst',
      label: 'Skattereduktion för förvärvsinkomst',
      value: `−${kr(tax.earnedIncomeCredit)}`,
    },
    {
      id: 'public-service',
      label: `Public service-avgift ${nb(getFact('public-service-avgift'))}`,
      value: kr(tax.publicServiceFee),
    },
    { id: 'skatt', label: 'Skatt och avgifter', value: kr(tax.total), emphasis: true },
  ];
  return lines;
}

/** Reads the form's texts and, when they are usable, computes and describes the result. */
export function evaluateSoleTrader(texts: FieldTexts): SoleTraderView {
  const result = readNumberField(SOLE_TRADER_FIELDS.result, texts.resultat ?? '');
  const municipal = readNumberField(SOLE_TRADER_FIELDS.municipalRate, texts.kommunalskatt ?? '');
  const errors: SoleTraderView['errors'] = {};
  if (result.error) errors.resultat = result.error;
  if (municipal.error) errors.kommunalskatt = municipal.error;
  if (result.value === undefined || municipal.value === undefined) return { errors };

  const municipalRate = municipal.value / 100;
  const calculation = soleTrader({ result: result.value, municipalRate });
  const { year, firstYear, aktiebolag } = calculation;
  const own = getFact('egenavgift-full');
  const schablon = getFact('egenavgift-schablonavdrag');
  const employer = getFact('arbetsgivaravgift-full');
  const settledShare = year.result > 0 ? year.fees / year.result : 0;

  const keepLines = [
    yearMonth('resultat', 'Resultat före egenavgifter', year.result),
    yearMonth('egenavgifter', 'Egenavgifter', -year.fees, {
      detail: `${nb(own)} av resultatet efter avdraget för avgifterna, som de landar år efter år`,
    }),
    yearMonth('skatt', 'Skatt och avgifter på inkomsten', -year.tax.total, {
      detail: 'Kommunal och statlig skatt efter grundavdrag och skattereduktioner',
    }),
    yearMonth('kvar', 'Kvar i enskild firma', year.left, { emphasis: true }),
  ];
  const aktiebolagLines = [
    yearMonth('kostnad', 'Bolagets kostnad för din lön', aktiebolag.cost, {
      detail: 'Lika mycket som firmans resultat',
    }),
    yearMonth('arbetsgivaravgifter', 'Arbetsgivaravgifter', -aktiebolag.employerFees, {
      detail: `${nb(employer)} på lönen`,
    }),
    yearMonth('lon', 'Lön före skatt', aktiebolag.salary),
    yearMonth('skatt', 'Skatt och avgifter på lönen', -aktiebolag.tax.total),
    yearMonth('kvar', 'Kvar som lön från aktiebolag', aktiebolag.left, { emphasis: true }),
  ];
  const firstYearLines: ResultLine[] = [
    {
      id: 'schablonavdrag',
      label: `Schablonavdrag ${nb(schablon)} av resultatet`,
      value: kr(firstYear.schablon),
    },
    {
      id: 'egenavgifter-forsta',
      label: 'Egenavgifter det första året',
      detail: `${nb(own)} av resultatet efter schablonavdraget, ${formatPercent(year.result > 0 ? firstYear.fees / year.result : 0)} av resultatet`,
      value: kr(firstYear.fees),
    },
    {
      id: 'egenavgifter-landar',
      label: 'Egenavgifter år efter år',
      detail: `Schablonavdraget byts mot de faktiska avgifterna: ${formatPercent(settledShare)} av resultatet`,
      value: kr(year.fees),
      emphasis: true,
    },
  ];
  const difference = year.left - aktiebolag.left;
  const comparison =
    Math.abs(difference) < 1
      ? 'lika mycket som'
      : difference > 0
        ? `${kr(Math.abs(difference))} mer än`
        : `${kr(Math.abs(difference))} mindre än`;
  const summary = `Kvar i enskild firma: ${kr(year.left)} om året, ${kr(year.left / 12)} i månaden. Det är ${comparison} lön från ett aktiebolag med samma kostnad.`;
  return {
    errors,
    result: {
      calculation,
      keepLines,
      taxLines: taxSteps(year.tax, municipalRate, 'Inkomst av näringsverksamhet'),
      firstYearLines,
      aktiebolagLines,
      summary,
    },
  };
}

/** 'Så räknar vi' under the calculator, with the figures from the facts table. */
export function soleTraderExplanation(): string[] {
  const own = getFact('egenavgift-full').display;
  const schablon = getFact('egenavgift-schablonavdrag').display;
  const employer = getFact('arbetsgivaravgift-full').display;
  const threshold = getFact('skiktgrans').display;
  return [
    `I enskild firma betalar du egenavgifter, ${own}, på överskottet efter avdraget för dem. Eftersom avgifterna inte är kända när du deklarerar drar du första året av ett schablonavdrag på ${schablon} av resultatet. Året därpå återförs schablonavdraget och du drar av de avgifter som faktiskt debiterades. Har du samma resultat år efter år landar avgifterna på ${own} av resultatet efter avgifterna, och det är det året räknaren visar.`,
    `Resultatet efter egenavgifterna beskattas som inkomst av aktiv näringsverksamhet, på samma sätt som lön: grundavdrag, kommunalskatt, statlig skatt på det som överstiger skiktgränsen ${threshold}, jobbskatteavdrag och skattereduktion för förvärvsinkomst, allmän pensionsavgift med en lika stor skattereduktion och public service-avgift. Begravningsavgift och kyrkoavgift ingår inte.`,
    `Bredvid står ett aktiebolag som lägger lika mycket pengar på din lön: bolaget betalar lönen och arbetsgivaravgifter på ${employer}, och du betalar skatt på lönen. Då blir inget kvar i bolaget. Vill du ta ut en del som utdelning i stället räknar du på det i utdelningsräknaren.`,
    'Räknaren gäller dig som är född 1960–2002 och räknar med fulla egenavgifter och sju karensdagar. Eventuella nedsättningar av egenavgifterna, som Skatteverket räknar av automatiskt, ingår inte, så dina faktiska avgifter kan bli något lägre.',
  ];
}
