/**
 * The budget's questions (issue 57 item 2) and the reading of what was typed: each answer is the
 * founder's text ('100 000' or '100000'); `readBudget` gives the figures the engine computes with,
 * or a Swedish message per answer that needs changing (the text itself is never changed). A field
 * left empty counts as 0 kr: the page starts empty, so nothing the founder did not type enters
 * the budget.
 */
import { BASE_YEAR, getFact, type FactYear } from '../facts.ts';
import {
  readNumberField,
  readOptionalNumberField,
  type NumberFieldSpec,
} from '../calculators/fields.ts';
import { formatKronor, parseSwedishNumber, roundToKrona } from '../calculators/numbers.ts';
import { MUNICIPAL_RATE_FIELD } from '../calculators/incomeTax.ts';
import type { CompanyForm, Choice, VatPeriod } from '../startplan/answers.ts';
import {
  BUDGET_DEFAULTS,
  readOverrideKey,
  type BudgetAnswers,
  type BudgetKey,
  type MonthlyKey,
} from './keys.ts';

export * from './keys.ts';

/** One month's figures, in whole kronor. */
export interface MonthFigures {
  /** Sales invoiced in the month, without moms. */
  sales: number;
  /** Costs that carry 25 % moms, without the moms. */
  costsWithVat: number;
  /** Costs without moms (rent without moms, insurance, the bank). */
  costsWithoutVat: number;
  /** Gross salaries paid in the month (in an aktiebolag the owner's own too). */
  salary: number;
  /** The owner's withdrawals (enskild firma, handelsbolag); not a cost. */
  withdrawal: number;
}

export type SaleRate = '25' | '12' | '6' | '0';
export type PaymentDays = 0 | 10 | 30;
/** Faktureringsmetoden or kontantmetoden (bokslutsmetoden). */
export type VatMethod = 'faktura' | 'kontant';

/** The budget's answers, read: what the engine computes with. */
export interface BudgetInput {
  /** The figures of every month, unless the month has its own. */
  figures: MonthFigures;
  /** A month's own figures by 'YYYY-MM' (only those the founder changed). */
  months: Readonly<Record<string, Partial<MonthFigures>>>;
  saleRate: SaleRate;
  paymentDays: PaymentDays;
  /** The employees' birth years; empty: everyone at the full employer rate. */
  birthYears: readonly number[];
  /** Kommunalskatt as a fraction, or null for each year's average. */
  municipalRate: number | null;
  /** F-skatt per month as Skatteverket decided it, or null: the budget's own estimate. */
  decidedFskatt: number | null;
  /** Money on the account at the start of the budget's first month. */
  openingBalance: number;
  method: VatMethod;
}

/** The answer each figure is typed in. */
export const FIGURE_OF: Readonly<Record<MonthlyKey, keyof MonthFigures>> = {
  salj: 'sales',
  kmm: 'costsWithVat',
  kum: 'costsWithoutVat',
  lon: 'salary',
  uttag: 'withdrawal',
};

/** The largest amount a month may have: more is a typing mistake, not a start-up's budget. */
export const MAX_MONTHLY_AMOUNT = 100_000_000;
const MAX_BALANCE = 10_000_000_000;
const MAX_DECIDED_FSKATT = 10_000_000;
const MAX_EMPLOYEES = 100;

/**
 * Bokslutsmetoden (kontantmetoden) may be used by a bookkeeper whose nettoomsättning normally is
 * at most 3 miljoner kronor a year: 5 kap. 2 § tredje stycket bokföringslagen (1999:1078), as SRF
 * quotes it (https://www.srfredovisning.se/bokforingsnamnden-bfn/bfnar-20132-lagregler-allmant-rad-och-kommentarer/kapitel-3-tidpunkten-for-bokforing/).
 * A local constant: src/content/facts.ts has no such fact yet (issue 57, reported).
 */
export const CASH_METHOD_TURNOVER_LIMIT = 3_000_000;

const amountField = (
  key: BudgetKey,
  label: string,
  hint: string,
  noun: string,
  max = MAX_MONTHLY_AMOUNT,
): NumberFieldSpec => ({
  key,
  label,
  hint,
  noun,
  example: '100 000',
  initial: '',
  required: false,
  min: 0,
  max,
  unit: 'kr',
});

/** The number questions, with the labels of issue 57 and a Swedish explanation each. */
export const BUDGET_FIELDS = {
  salj: amountField(
    'salj',
    'Försäljning per månad, utan moms',
    'Det du fakturerar kunderna en vanlig månad, utan moms.',
    'försäljningen',
  ),
  kmm: amountField(
    'kmm',
    'Kostnader med moms per månad, utan momsen',
    'Inköp, varor, program och tjänster som det är moms på. Skriv beloppet utan momsen: vi lägger på 25 % moms, som företaget får dra av.',
    'kostnaderna',
  ),
  kum: amountField(
    'kum',
    'Kostnader utan moms per månad',
    'Till exempel hyra utan moms, försäkringar och bankavgifter.',
    'kostnaderna',
  ),
  lon: amountField(
    'lon',
    'Lön per månad, brutto',
    'Alla anställdas löner före skatt, betalda den månad de gäller. I ett aktiebolag räknas din egen lön med.',
    'lönen',
  ),
  fskatt: amountField(
    'fskatt',
    'F-skatt enligt beslutet, per månad',
    'Valfritt. När Skatteverket har beslutat din preliminärskatt: det du faktiskt betalar varje månad. Det ersätter vår uppskattning.',
    'F-skatten',
    MAX_DECIDED_FSKATT,
  ),
  uttag: amountField(
    'uttag',
    'Eget uttag per månad',
    'Det du tar ut till dig själv ur en enskild firma eller ett handelsbolag. Det är ingen kostnad och minskar inte skatten.',
    'uttaget',
  ),
  saldo: amountField(
    'saldo',
    'Pengar på kontot vid start',
    'Det som finns på företagets konto när budgetens första månad börjar.',
    'beloppet',
    MAX_BALANCE,
  ),
  kskatt: {
    ...MUNICIPAL_RATE_FIELD,
    key: 'kskatt',
    label: 'Kommunalskatt',
    hint: 'Kommun- och regionskatt där du och de anställda bor, i procent. Tomt: genomsnittet för året.',
    initial: '',
    required: false,
  },
} as const satisfies Partial<Record<BudgetKey, NumberFieldSpec>>;

export const BIRTH_YEARS_FIELD = {
  key: 'fodda',
  label: 'De anställdas födelseår (valfritt)',
  hint: 'Arbetsgivaravgiften beror på åldern. Skriv ett år per person, med komma emellan, till exempel 1990, 2005; lönen delas lika mellan dem. Utan födelseår räknar vi med full avgift.',
} as const;

export const SALE_RATE_CHOICES: readonly Choice<SaleRate>[] = [
  { value: '25', label: '25 %', hint: 'De flesta varor och tjänster.' },
  { value: '12', label: '12 %', hint: 'Bland annat restaurang och hotell.' },
  { value: '6', label: '6 %', hint: 'Bland annat böcker, persontransporter och livsmedel.' },
  {
    value: '0',
    label: '0 %',
    hint: 'Bland annat export och tjänster till företag i andra EU-länder.',
  },
];

export const PAYMENT_DAYS_CHOICES: readonly Choice<'0' | '10' | '30'>[] = [
  { value: '0', label: 'Direkt', hint: 'Kunderna betalar samma dag.' },
  { value: '10', label: '10 dagar' },
  { value: '30', label: '30 dagar' },
];

export const METHOD_CHOICES: readonly Choice<VatMethod>[] = [
  {
    value: 'faktura',
    label: 'Faktureringsmetoden',
    hint: 'Momsen hör till den period då du fakturerar. Det vanliga.',
  },
  {
    value: 'kontant',
    label: 'Kontantmetoden',
    hint: 'Momsen hör till den period då kunden betalar, men vid årets slut räknas också obetalda fakturor. För den som omsätter högst 3 miljoner kronor om året.',
  },
];

export const BUDGET_LABELS = {
  sats: 'Moms på försäljningen',
  dagar: 'Kunderna betalar efter',
  metod: 'Bokföringsmetod',
} as const;

export const BUDGET_MESSAGES = {
  choice: 'Välj ett av svaren.',
  birthYears: 'Skriv födelseåren som fyrsiffriga år med komma emellan, till exempel 1990, 2005.',
  tooManyEmployees: `Skriv högst ${MAX_EMPLOYEES} födelseår.`,
  cashMethod:
    'Kontantmetoden får bara användas när omsättningen normalt är högst 3 miljoner kronor om året, och din försäljning är mer än så. Välj Faktureringsmetoden.',
} as const;

/** Whose budget it is: the start plan's company form and moms period. */
export interface BudgetContext {
  /** Null while the start plan has no form (every answer is then read as for any form). */
  form: CompanyForm | null;
  vat: VatPeriod | null;
  /** Today's year (the youngest birth year follows it); null: the base year. */
  year: number | null;
}

export type BudgetErrors = Partial<Record<string, string>>;

export type BudgetReading =
  | { status: 'complete'; input: BudgetInput }
  /** One message per answer (by its key, a single month's too) that needs changing. */
  | { status: 'invalid'; errors: BudgetErrors };

type AmountReading = { value: number; error?: undefined } | { value?: undefined; error: string };

/** Reads an amount: whole kronor, or the message for text, a negative or an absurd size. */
export function readAmount(spec: NumberFieldSpec, text: string): AmountReading {
  const parsed = parseSwedishNumber(text);
  if (parsed.kind === 'number' && parsed.value < 0) {
    return { error: `Skriv ${spec.noun} utan minustecken: ett belopp kan inte vara negativt.` };
  }
  if (parsed.kind === 'number' && parsed.value > spec.max) {
    return {
      error: `Det är orimligt mycket${spec.max === MAX_MONTHLY_AMOUNT ? ' för en månad' : ''}. Skriv högst ${formatKronor(spec.max)}.`,
    };
  }
  const reading = readNumberField(spec, text);
  return reading.value === undefined
    ? { error: reading.error }
    : { value: roundToKrona(reading.value) };
}

const oneOf = <V extends string>(choices: readonly Choice<V>[], text: string): V | null =>
  choices.find((choice) => choice.value === text)?.value ?? null;

/** Checks the answers (defaults fill what is not given) and gives the figures or the messages. */
export function readBudget(given: BudgetAnswers, context: BudgetContext): BudgetReading {
  const answers: Record<string, string> = { ...BUDGET_DEFAULTS, ...given };
  const errors: BudgetErrors = {};
  const text = (key: string) => answers[key] ?? '';

  const amount = (key: MonthlyKey | 'saldo'): number => {
    const reading = readAmount(BUDGET_FIELDS[key], text(key));
    if (reading.error !== undefined) errors[key] = reading.error;
    return reading.value ?? 0;
  };
  const figures: MonthFigures = {
    sales: amount('salj'),
    costsWithVat: amount('kmm'),
    costsWithoutVat: amount('kum'),
    salary: amount('lon'),
    withdrawal: context.form === 'ab' ? 0 : amount('uttag'),
  };
  const openingBalance = amount('saldo');

  const months: Record<string, Partial<MonthFigures>> = {};
  for (const key of Object.keys(answers)) {
    const parsed = readOverrideKey(key);
    if (parsed === null || text(key) === '') continue;
    if (parsed.key === 'uttag' && context.form === 'ab') continue;
    const reading = readAmount(BUDGET_FIELDS[parsed.key], text(key));
    if (reading.error !== undefined) errors[key] = reading.error;
    else months[parsed.month] = { ...months[parsed.month], [FIGURE_OF[parsed.key]]: reading.value };
  }

  const saleRate = oneOf(SALE_RATE_CHOICES, text('sats'));
  if (saleRate === null) errors.sats = BUDGET_MESSAGES.choice;
  const days = oneOf(PAYMENT_DAYS_CHOICES, text('dagar'));
  if (days === null) errors.dagar = BUDGET_MESSAGES.choice;
  const method = oneOf(METHOD_CHOICES, text('metod'));
  if (method === null) errors.metod = BUDGET_MESSAGES.choice;
  else if (
    method === 'kontant' &&
    context.vat !== 'nej' &&
    figures.sales * 12 > CASH_METHOD_TURNOVER_LIMIT
  ) {
    errors.metod = BUDGET_MESSAGES.cashMethod;
  }

  const birthYears = readBirthYears(text('fodda'), context.year ?? BASE_YEAR);
  if (typeof birthYears === 'string') errors.fodda = birthYears;

  const rate = readOptionalNumberField(BUDGET_FIELDS.kskatt, text('kskatt'));
  if (rate.error !== undefined) errors.kskatt = rate.error;

  let decidedFskatt: number | null = null;
  if (context.form !== 'hb' && parseSwedishNumber(text('fskatt')).kind !== 'empty') {
    const reading = readAmount(BUDGET_FIELDS.fskatt, text('fskatt'));
    if (reading.error !== undefined) errors.fskatt = reading.error;
    else decidedFskatt = reading.value;
  }

  if (
    Object.keys(errors).length > 0 ||
    saleRate === null ||
    days === null ||
    method === null ||
    typeof birthYears === 'string'
  ) {
    return { status: 'invalid', errors };
  }
  return {
    status: 'complete',
    input: {
      figures,
      months,
      saleRate,
      paymentDays: Number(days) as PaymentDays,
      birthYears,
      municipalRate: rate.value === undefined ? null : rate.value / 100,
      decidedFskatt,
      openingBalance,
      method,
    },
  };
}

/** The birth years of '1990, 2005' (commas, semicolons or spaces between), or the message. */
function readBirthYears(text: string, year: number): number[] | string {
  const parts = text.split(/[\s,;]+/u).filter((part) => part !== '');
  const latest = year - 13;
  const years: number[] = [];
  for (const part of parts) {
    if (!/^\d{4}$/u.test(part)) return BUDGET_MESSAGES.birthYears;
    const value = Number(part);
    if (value < 1900 || value > latest) {
      return `Födelseåren behöver vara mellan 1900 och ${latest}.`;
    }
    years.push(value);
  }
  return years.length > MAX_EMPLOYEES ? BUDGET_MESSAGES.tooManyEmployees : years;
}

/** The average kommunalskatt of an income year (the default of 'Kommunalskatt'). */
export function averageMunicipalRate(year: FactYear): number {
  return getFact('kommunalskatt-genomsnitt', year).value;
}
