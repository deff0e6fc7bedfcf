/**
 * /raknare/enskild-firma: what a sole trader keeps of the year's result, and beside it what an
 * aktiebolag paying the same total cost as salary would leave; for the income year of the day
 * computed (2026 in the prerendered page, the visitor's year once the app runs).
 *
 * Egenavgifter are 28,97 % of the surplus after the deduction for them, less the general
 * reduction Skatteverket makes by itself (3 § lag (2023:748), until 2024 socialavgiftslagen 3 kap. 18 §): 7,5 % of the
 * avgiftsunderlag, at most 15 000 kr a year, when the income of näringsverksamhet is above
 * 40 000 kr. In the tax return the deduction for the avgifter is first a schablonavdrag of 25 %
 * of the surplus; the next year it is reversed and replaced by the avgifter actually charged.
 * With the same result year after year the deduction settles on the avgifter themselves:
 *
 *   avgifter A = 28,97 % × S − nedsättning(S),   S = R − A (the surplus after avgifter)
 *   ⇒ S = (R + 15 000) / 1,2897 when the reduction is at its cap (S ≥ 200 000 kr),
 *     S = R / (1,2897 − 0,075) between 40 000 and 200 000 kr, S = R / 1,2897 below.
 *
 * The calculator uses that settled year. S is the income of aktiv näringsverksamhet: taxed like
 * a salary (./incomeTax.ts), with jobbskatteavdrag, and the base of the allmän pensionsavgift.
 *
 * The aktiebolag spends the same R on the owner's salary and arbetsgivaravgifter at the full
 * rate (the employee-cost calculator's rules for someone born 1959–2002), leaving no profit.
 */
import { BASE_YEAR, getFact, type DatedFact, type FactId, type FactYear } from '../facts.ts';
import { MUNICIPAL_RATE_FIELD, incomeTax, olderTaxpayerAge, type IncomeTax } from './incomeTax.ts';
import {
  readNumberField,
  type AmountLine,
  type FieldTexts,
  type NumberFieldSpec,
  type ResultLine,
} from './fields.ts';
import { formatKronor, formatPercent, roundToKrona } from './numbers.ts';
import { SOLE_TRADER_KEYS } from './keys.ts';
import { feeReduction, feesOnBase, settledSurplus } from './egenavgifter.ts';

export {
  MIN_FEE_BASE,
  feeReduction,
  feesOnBase,
  settledFees,
  settledSurplus,
} from './egenavgifter.ts';

export interface SoleTraderInput {
  /** The year's result before egenavgifter (the surplus of the business). */
  result: number;
  /** Kommunalskatt as a fraction. */
  municipalRate: number;
}

export interface SoleTraderYear {
  result: number;
  /** Egenavgifter as they settle, year after year, after the reduction. */
  fees: number;
  /** The general reduction included in `fees` (already taken off). */
  reduction: number;
  /** Income of aktiv näringsverksamhet: the result after egenavgifter. */
  surplus: number;
  tax: IncomeTax;
  /** What the owner keeps: the result less avgifter and tax. */
  left: number;
}

export interface FirstYear {
  /** 25 % of the result, deducted in the first tax return. */
  schablon: number;
  /** The avgifter charged the first year: 28,97 % of the result after the schablonavdrag, less the reduction. */
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

/** The first year's schablonavdrag and avgifter. */
export function firstYearFees(result: number, year: FactYear = BASE_YEAR): FirstYear {
  if (result <= 0) return { schablon: 0, fees: 0 };
  const schablon = result * getFact('egenavgift-schablonavdrag', year).value;
  return { schablon, fees: feesOnBase(result - schablon, year) };
}

const salaryTax = (earned: number, municipalRate: number, year: FactYear) =>
  incomeTax({ earned, work: earned, pensionable: earned, municipalRate }, year);

export function soleTrader(input: SoleTraderInput, year: FactYear = BASE_YEAR): SoleTrader {
  const result = Math.max(0, input.result);
  const surplus = settledSurplus(result, year);
  const fees = result - surplus;
  const reduction = fees > 0 ? feeReduction(surplus, year) : 0;
  const tax = salaryTax(surplus, input.municipalRate, year);
  const employerRate = getFact('arbetsgivaravgift-full', year).value;
  const salary = roundToKrona(result / (1 + employerRate));
  const abTax = salaryTax(salary, input.municipalRate, year);
  return {
    year: { result, fees, reduction, surplus, tax, left: surplus - tax.total },
    firstYear: firstYearFees(result, year),
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
  municipalRate: MUNICIPAL_RATE_FIELD,
} as const satisfies Record<string, NumberFieldSpec>;

export { SOLE_TRADER_KEYS };

/** The facts the calculator rests on, for its source list. */
export const SOLE_TRADER_FACTS: readonly FactId[] = [
  'egenavgift-full',
  'egenavgift-schablonavdrag',
  'egenavgift-nedsattning',
  'egenavgift-nedsattning-tak',
  'egenavgift-nedsattning-grans',
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

export interface SoleTraderView {
  errors: Partial<Record<(typeof SOLE_TRADER_KEYS)[number], string>>;
  result?: {
    calculation: SoleTrader;
    /** Enskild firma: from the result to what is left, a year and a month. */
    keepLines: AmountLine[];
    /** The year's tax step by step. */
    taxLines: ResultLine[];
    /** The first year with the schablonavdrag. */
    firstYearLines: ResultLine[];
    /** The aktiebolag beside it, a year and a month. */
    aktiebolagLines: AmountLine[];
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
): AmountLine => ({
  id,
  label,
  year: roundToKrona(year),
  month: roundToKrona(year / 12),
  ...extra,
});

/** An amount taken off, '−12 345 kr'; nothing taken off is '0 kr', never '−0 kr'. */
const less = (amount: number): string => {
  const shown = kr(amount);
  return shown === kr(0) ? shown : `−${shown}`;
};

function taxSteps(
  tax: IncomeTax,
  municipalRate: number,
  incomeLabel: string,
  year: FactYear,
): ResultLine[] {
  const lines: ResultLine[] = [
    { id: 'inkomst', label: incomeLabel, value: kr(tax.earned) },
    { id: 'grundavdrag', label: 'Grundavdrag', value: less(tax.deduction) },
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
      label: `Statlig skatt ${nb(getFact('statlig-inkomstskatt', year))}`,
      detail: `På det som överstiger ${nb(getFact('skiktgrans', year))}`,
      value: kr(tax.stateTax),
    },
    {
      id: 'pensionsavgift',
      label: `Allmän pensionsavgift ${nb(getFact('allman-pensionsavgift', year))}`,
      value: kr(tax.pensionFee),
    },
    {
      id: 'pensionsavgift-reduktion',
      label: 'Skattereduktion för allmän pensionsavgift',
      detail: 'Lika stor som avgiften, så långt skatten räcker',
      value: less(tax.pensionFeeCredit),
    },
    { id: 'jobbskatteavdrag', label: 'Jobbskatteavdrag', value: less(tax.workCredit) },
    {
      id: 'forvarvsinkomst',
      label: 'Skattereduktion för förvärvsinkomst',
      value: less(tax.earnedIncomeCredit),
    },
    {
      id: 'public-service',
      label: `Public service-avgift ${nb(getFact('public-service-avgift', year))}`,
      value: kr(tax.publicServiceFee),
    },
    { id: 'skatt', label: 'Skatt och avgifter', value: kr(tax.total), emphasis: true },
  ];
  return lines;
}

/** Reads the form's texts and, when they are usable, computes and describes the result. */
export function evaluateSoleTrader(texts: FieldTexts, year: FactYear = BASE_YEAR): SoleTraderView {
  const result = readNumberField(SOLE_TRADER_FIELDS.result, texts.resultat ?? '');
  const municipal = readNumberField(SOLE_TRADER_FIELDS.municipalRate, texts.kommunalskatt ?? '');
  const errors: SoleTraderView['errors'] = {};
  if (result.error) errors.resultat = result.error;
  if (municipal.error) errors.kommunalskatt = municipal.error;
  if (result.value === undefined || municipal.value === undefined) return { errors };

  const municipalRate = municipal.value / 100;
  const calculation = soleTrader({ result: result.value, municipalRate }, year);
  const { year: settled, firstYear, aktiebolag } = calculation;
  const own = getFact('egenavgift-full', year);
  const schablon = getFact('egenavgift-schablonavdrag', year);
  const employer = getFact('arbetsgivaravgift-full', year);
  const settledShare = settled.result > 0 ? settled.fees / settled.result : 0;
  const reductionText =
    settled.reduction > 0
      ? `, minus nedsättningen ${kr(settled.reduction)} som Skatteverket gör själv`
      : '';

  const keepLines = [
    yearMonth('resultat', 'Resultat före egenavgifter', settled.result),
    yearMonth('egenavgifter', 'Egenavgifter', -settled.fees, {
      detail: `${nb(own)} av resultatet efter avdraget för avgifterna, som de landar år efter år${reductionText}`,
    }),
    yearMonth('skatt', 'Skatt och avgifter på inkomsten', -settled.tax.total, {
      detail: 'Kommunal och statlig skatt efter grundavdrag och skattereduktioner',
    }),
    yearMonth('kvar', 'Kvar i enskild firma', settled.left, { emphasis: true }),
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
      detail: `${nb(own)} av resultatet efter schablonavdraget, minus nedsättningen: ${formatPercent(settled.result > 0 ? firstYear.fees / settled.result : 0)} av resultatet`,
      value: kr(firstYear.fees),
    },
    {
      id: 'egenavgifter-landar',
      label: 'Egenavgifter år efter år',
      detail: `Schablonavdraget byts mot de faktiska avgifterna: ${formatPercent(settledShare)} av resultatet`,
      value: kr(settled.fees),
      emphasis: true,
    },
  ];
  const difference = settled.left - aktiebolag.left;
  const comparison =
    Math.abs(difference) < 1
      ? 'lika mycket som'
      : difference > 0
        ? `${kr(Math.abs(difference))} mer än`
        : `${kr(Math.abs(difference))} mindre än`;
  const summary = `Kvar i enskild firma: ${kr(settled.left)} om året, ${kr(settled.left / 12)} i månaden. Det är ${comparison} lön från ett aktiebolag med samma kostnad.`;
  return {
    errors,
    result: {
      calculation,
      keepLines,
      taxLines: taxSteps(settled.tax, municipalRate, 'Inkomst av näringsverksamhet', year),
      firstYearLines,
      aktiebolagLines,
      summary,
    },
  };
}

/**
 * The birth years the calculator is for in `year`: full egenavgifter and the income tax of someone
 * younger than the older taxpayer's age at the start of the year (66 in 2026, 67 from 2027), aged
 * at least 24.
 */
export function soleTraderBirthYears(year: FactYear): string {
  return `${year - olderTaxpayerAge(year)}–${year - 24}`;
}

/** 'Så räknar vi' under the calculator, with the figures from the facts table. */
export function soleTraderExplanation(year: FactYear = BASE_YEAR): string[] {
  const own = getFact('egenavgift-full', year).display;
  const schablon = getFact('egenavgift-schablonavdrag', year).display;
  const employer = getFact('arbetsgivaravgift-full', year).display;
  const threshold = getFact('skiktgrans', year).display;
  const reduction = getFact('egenavgift-nedsattning', year).display;
  const cap = getFact('egenavgift-nedsattning-tak', year).display;
  const floor = getFact('egenavgift-nedsattning-grans', year).display;
  return [
    `I enskild firma betalar du egenavgifter, ${own}, på överskottet efter avdraget för dem. Skatteverket sätter själv ned avgifterna med ${reduction} av underlaget, högst ${cap} om året, när inkomsten av näringsverksamhet är större än ${floor}; du behöver inte begära det. Eftersom avgifterna inte är kända när du deklarerar drar du första året av ett schablonavdrag på ${schablon} av resultatet. Året därpå återförs schablonavdraget och du drar av de avgifter som faktiskt debiterades. Har du samma resultat år efter år landar avgifterna på ${own} av resultatet efter avgifterna, minus nedsättningen, och det är det året räknaren visar.`,
    `Resultatet efter egenavgifterna beskattas som inkomst av aktiv näringsverksamhet, på samma sätt som lön: grundavdrag, kommunalskatt, statlig skatt på det som överstiger skiktgränsen ${threshold}, jobbskatteavdrag och skattereduktion för förvärvsinkomst, allmän pensionsavgift med en lika stor skattereduktion och public service-avgift. Begravningsavgift och kyrkoavgift ingår inte.`,
    `Bredvid står ett aktiebolag som lägger lika mycket pengar på din lön: bolaget betalar lönen och arbetsgivaravgifter på ${employer}, och du betalar skatt på lönen. Då blir inget kvar i bolaget. Vill du ta ut en del som utdelning i stället räknar du på det i utdelningsräknaren.`,
    `Räknaren gäller dig som är född ${soleTraderBirthYears(year)} och räknar med fulla egenavgifter och sju karensdagar. Den som på grund av sin ålder bara betalar ålderspensionsavgift får ingen nedsättning, och en längre vald karenstid ger något lägre avgifter.`,
  ];
}
