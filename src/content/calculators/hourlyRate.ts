/**
 * /raknare/timpris: from the salary a founder wants to the lowest hourly rate that pays for it.
 * The article 'Räkna fram ditt timpris' (prissatta-din-tjanst) works the initial values through
 * by hand; its numbers are this module's numbers.
 *
 * - Aktiebolag: the company pays the salary plus arbetsgivaravgifter on it (full rate).
 * - Enskild firma: the salary is what is left of the surplus after egenavgifter. Egenavgifter are
 *   the full rate on the surplus after the deduction for them, less the general reduction that
 *   Skatteverket makes by itself (7,5 % of it, at most 15 000 kr a year). The first year that
 *   deduction is the 25 % schablonavdrag, but the next year it is replaced by the avgifter
 *   actually charged, and year after year they settle on 28,97 % of what is left, less the
 *   reduction: the surplus is salary × 1,2897 − 15 000 kr once the salary is 200 000 kr or more
 *   (./egenavgifter.ts).
 * - Hours: (52 − weeks off) × 40 hours a week, of which the billable share can be invoiced.
 * - Rate: (salary + fees + yearly costs) / billable hours; then the margin; then 25 % moms for
 *   buyers who are consumers.
 */
import { BASE_YEAR, getFact, type FactId, type FactYear } from '../facts';
import { feesOnBase } from './egenavgifter';
import { PENSIONER_AGE } from './employeeCost';
import {
  readChoiceField,
  readNumberField,
  type ChoiceFieldSpec,
  type FieldTexts,
  type NumberFieldSpec,
  type ResultLine,
} from './fields';
import { formatKronor, formatNumber } from './numbers';
import { HOURLY_KEYS } from './keys';

export const WEEKS_PER_YEAR = 52;
export const HOURS_PER_WEEK = 40;

export type CompanyForm = 'ab' | 'ef';

export interface HourlyRateInput {
  monthlySalary: number;
  form: CompanyForm;
  yearlyCosts: number;
  weeksOff: number;
  /** Fraction of the working hours that can be invoiced (0.65 = 65 %). */
  billableShare: number;
  /** Fraction added on top of the lowest rate (0.1 = 10 %). */
  margin: number;
}

export interface HourlyRate {
  yearlySalary: number;
  /** Arbetsgivaravgifter (AB) or egenavgifter (EF) on the salary, a year. */
  fees: number;
  /** For EF: the surplus the business must make before egenavgifter. */
  surplus?: number;
  yearlyCosts: number;
  toCover: number;
  workingHours: number;
  billableHours: number;
  lowestRate: number;
  rateWithMargin: number;
  rateWithMarginInclVat: number;
}

/**
 * The yearly social fees on a salary taken out of an AB or an EF. In an EF the salary is what the
 * surplus leaves after egenavgifter as they settle year after year: 28,97 % of that salary, less
 * the general reduction.
 */
export function feesOnSalary(
  yearlySalary: number,
  form: CompanyForm,
  year: FactYear = BASE_YEAR,
): number {
  if (form === 'ab') return yearlySalary * getFact('arbetsgivaravgift-full', year).value;
  return feesOnBase(yearlySalary, year);
}

export function hourlyRate(input: HourlyRateInput, year: FactYear = BASE_YEAR): HourlyRate {
  const yearlySalary = input.monthlySalary * 12;
  const fees = feesOnSalary(yearlySalary, input.form, year);
  const toCover = yearlySalary + fees + input.yearlyCosts;
  const workingHours = (WEEKS_PER_YEAR - input.weeksOff) * HOURS_PER_WEEK;
  const billableHours = workingHours * input.billableShare;
  const lowestRate = toCover / billableHours;
  const rateWithMargin = lowestRate * (1 + input.margin);
  return {
    yearlySalary,
    fees,
    ...(input.form === 'ef' ? { surplus: yearlySalary + fees } : {}),
    yearlyCosts: input.yearlyCosts,
    toCover,
    workingHours,
    billableHours,
    lowestRate,
    rateWithMargin,
    rateWithMarginInclVat: rateWithMargin * (1 + getFact('moms-normal', year).value),
  };
}

/* ----------------------------------------------------------------------- the form ---------- */

export const HOURLY_FIELDS = {
  salary: {
    key: 'lon',
    label: 'Önskad månadslön',
    hint: 'Före skatt, i kronor.',
    noun: 'månadslönen',
    example: '40 000',
    initial: '40 000',
    required: true,
    min: 0,
    max: 10_000_000,
    unit: 'kr',
  },
  costs: {
    key: 'kostnader',
    label: 'Kostnader per år',
    hint: 'Dator, programvara, försäkringar, redovisning, lokal, eget pensionssparande.',
    noun: 'kostnaderna',
    example: '120 000',
    initial: '120 000',
    required: false,
    min: 0,
    max: 100_000_000,
    unit: 'kr',
  },
  weeksOff: {
    key: 'ledigt',
    label: 'Lediga veckor per år',
    hint: 'Semester och helgdagar. Fem veckors semester och helgdagar blir ungefär 7.',
    noun: 'antalet lediga veckor',
    example: '7',
    initial: '7',
    required: true,
    min: 0,
    max: 51,
    unit: 'veckor',
  },
  billable: {
    key: 'debiterbart',
    label: 'Debiterbar andel av arbetstiden',
    hint: 'I procent. Försäljning, administration och tid mellan uppdrag går inte att fakturera.',
    noun: 'den debiterbara andelen',
    example: '65',
    initial: '65',
    required: true,
    min: 1,
    max: 100,
    unit: '%',
  },
  margin: {
    key: 'marginal',
    label: 'Marginal (valfritt)',
    hint: 'I procent, för vinst och buffert. Lämna tomt för bara det lägsta priset.',
    noun: 'marginalen',
    example: '10',
    initial: '10',
    required: false,
    min: 0,
    max: 500,
    unit: '%',
  },
} as const satisfies Record<string, NumberFieldSpec>;

export const COMPANY_FORM_FIELD: ChoiceFieldSpec<CompanyForm> = {
  key: 'form',
  label: 'Företagsform',
  options: [
    {
      value: 'ab',
      label: 'Aktiebolag',
      hint: `Arbetsgivaravgifter ${getFact('arbetsgivaravgift-full').display} på lönen`,
    },
    {
      value: 'ef',
      label: 'Enskild firma',
      hint: `Egenavgifter ${getFact('egenavgift-full').display} på det som blir kvar, minus nedsättningen`,
    },
  ],
  initial: 'ab',
};

export { HOURLY_KEYS };

export const HOURLY_FACTS: readonly FactId[] = [
  'arbetsgivaravgift-full',
  'egenavgift-full',
  'egenavgift-schablonavdrag',
  'egenavgift-nedsattning',
  'egenavgift-nedsattning-tak',
  'egenavgift-nedsattning-grans',
  'moms-normal',
];

export type { ResultLine };

export interface HourlyRateView {
  errors: Partial<Record<(typeof HOURLY_KEYS)[number], string>>;
  result?: {
    rate: HourlyRate;
    costLines: ResultLine[];
    hourLines: ResultLine[];
    rateLines: ResultLine[];
    summary: string;
  };
}

export function evaluateHourlyRate(texts: FieldTexts, year: FactYear = BASE_YEAR): HourlyRateView {
  const salary = readNumberField(HOURLY_FIELDS.salary, texts.lon ?? '');
  const costs = readNumberField(HOURLY_FIELDS.costs, texts.kostnader ?? '');
  const weeksOff = readNumberField(HOURLY_FIELDS.weeksOff, texts.ledigt ?? '');
  const billable = readNumberField(HOURLY_FIELDS.billable, texts.debiterbart ?? '');
  const margin = readNumberField(HOURLY_FIELDS.margin, texts.marginal ?? '');
  const form = readChoiceField(COMPANY_FORM_FIELD, texts.form ?? '');
  const errors: HourlyRateView['errors'] = {};
  if (salary.error) errors.lon = salary.error;
  if (costs.error) errors.kostnader = costs.error;
  if (weeksOff.error) errors.ledigt = weeksOff.error;
  if (billable.error) errors.debiterbart = billable.error;
  if (margin.error) errors.marginal = margin.error;
  if (
    salary.value === undefined ||
    costs.value === undefined ||
    weeksOff.value === undefined ||
    billable.value === undefined ||
    margin.value === undefined
  ) {
    return { errors };
  }

  const rate = hourlyRate(
    {
      monthlySalary: salary.value,
      form,
      yearlyCosts: costs.value,
      weeksOff: weeksOff.value,
      billableShare: billable.value / 100,
      margin: margin.value / 100,
    },
    year,
  );
  const feeLabel =
    form === 'ab'
      ? `Arbetsgivaravgifter, ${getFact('arbetsgivaravgift-full', year).display}`
      : `Egenavgifter, ${getFact('egenavgift-full', year).display} som de landar år efter år, minus nedsättningen`;
  const weeks = WEEKS_PER_YEAR - weeksOff.value;
  const costLines: ResultLine[] = [
    { id: 'lon', label: 'Lön per år', value: formatKronor(rate.yearlySalary) },
    { id: 'avgifter', label: feeLabel, value: formatKronor(rate.fees) },
    { id: 'kostnader', label: 'Övriga kostnader', value: formatKronor(rate.yearlyCosts) },
    {
      id: 'summa',
      label: 'Summa att täcka per år',
      value: formatKronor(rate.toCover),
      emphasis: true,
    },
  ];
  const hourLines: ResultLine[] = [
    {
      id: 'arbetstimmar',
      label: `Arbetstimmar: ${formatNumber(weeks)} veckor × ${HOURS_PER_WEEK} timmar`,
      value: `${formatNumber(Math.round(rate.workingHours))} timmar`,
    },
    {
      id: 'debiterbara',
      label: `Debiterbara timmar, ${formatNumber(billable.value)} %`,
      value: `${formatNumber(Math.round(rate.billableHours))} timmar`,
      emphasis: true,
    },
  ];
  const rateLines: ResultLine[] = [
    {
      id: 'lagsta',
      label: 'Lägsta timpris, exklusive moms',
      value: formatKronor(rate.lowestRate),
      emphasis: true,
    },
  ];
  if (margin.value > 0) {
    rateLines.push({
      id: 'marginal',
      label: `Med ${formatNumber(margin.value)} % marginal, exklusive moms`,
      value: formatKronor(rate.rateWithMargin),
      emphasis: true,
    });
  }
  rateLines.push({
    id: 'moms',
    label: `Till privatpersoner, inklusive ${getFact('moms-normal', year).display} moms`,
    value: formatKronor(rate.rateWithMarginInclVat),
  });

  const summary =
    margin.value > 0
      ? `Lägsta timpris ${formatKronor(rate.lowestRate)}, med marginal ${formatKronor(rate.rateWithMargin)}, exklusive moms.`
      : `Lägsta timpris ${formatKronor(rate.lowestRate)} exklusive moms.`;
  return { errors, result: { rate, costLines, hourLines, rateLines, summary } };
}

/** 'Så räknar vi' under the calculator, with the figures from the facts table. */
export function hourlyRateExplanation(year: FactYear = BASE_YEAR): string[] {
  const full = getFact('arbetsgivaravgift-full', year).display;
  const own = getFact('egenavgift-full', year).display;
  const schablon = getFact('egenavgift-schablonavdrag', year).display;
  const reduction = getFact('egenavgift-nedsattning', year).display;
  const cap = getFact('egenavgift-nedsattning-tak', year).display;
  return [
    `I aktiebolag betalar bolaget din lön och arbetsgivaravgifter på den, ${full} för den som är född ${year - PENSIONER_AGE} eller senare. I enskild firma är lönen det som blir kvar av överskottet när egenavgifterna är betalda. Egenavgifterna, ${own}, räknas på överskottet efter avdraget för dem. Första året är avdraget ett schablonavdrag på ${schablon} och avgifterna blir lite lägre, men året därpå byts det mot de faktiska avgifterna, och år efter år landar de på ${own} av det som blir kvar. Från dem drar Skatteverket själv en nedsättning på ${reduction} av underlaget, högst ${cap} om året. Det är den nivån räknaren använder.`,
    `Ett år har ${WEEKS_PER_YEAR} veckor. Utan de lediga veckorna och med ${HOURS_PER_WEEK} timmars arbetsvecka får du arbetstimmarna, och av dem kan du fakturera den debiterbara andelen. Lön, avgifter och kostnader delat med de debiterbara timmarna ger det lägsta timpriset, exklusive moms: det pris där företaget precis går jämnt upp. Marginalen läggs ovanpå, för vinst, buffert och trögare månader.`,
    'Räknaren tar inte med inkomstskatt, bolagsskatt eller utdelning, och räknar med fulla avgifter och nedsättningen av egenavgifterna. Äldre och den som har valt en annan karenstid kan ha lägre egenavgifter.',
  ];
}
