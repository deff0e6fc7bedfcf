/**
 * Each calculator as its page needs it: the fields the URL may fill, the form's fields for the
 * day computed, the answer as result blocks (tables and notes), and the 'Så räknar vi' text. One
 * page (src/routes/raknare/-components/CalculatorRoute.tsx) draws any of them; the arithmetic and
 * the wording stay in each calculator's own module.
 */
import type { CalculatorId } from './index';
import type {
  AmountLine,
  ChoiceFieldSpec,
  FieldTexts,
  NumberFieldSpec,
  ResultLine,
} from './fields';
import {
  EMPLOYEE_FIELDS,
  HOLIDAY_RULE_FIELD,
  employeeCostExplanation,
  employeeFields,
  evaluateEmployeeCost,
} from './employeeCost';
import {
  COMPANY_FORM_FIELD,
  HOURLY_FIELDS,
  evaluateHourlyRate,
  hourlyRateExplanation,
} from './hourlyRate';
import {
  VAT_AMOUNT_FIELD,
  VAT_DIRECTION_FIELD,
  VAT_RATE_FIELD,
  evaluateVat,
  vatExplanation,
} from './vat';
import { DIVIDEND_FIELDS, dividendExplanation, dividendFields, evaluateDividend } from './dividend';
import { SOLE_TRADER_FIELDS, evaluateSoleTrader, soleTraderExplanation } from './soleTrader';
import { calculationYear } from './year';

/** A field of a calculator form: a number typed as text, or one choice among options. */
export type CalculatorField = NumberFieldSpec | ChoiceFieldSpec;

/** A column of an amount table: which amount of the line, under which heading. */
export interface AmountColumn {
  amount: 'year' | 'month';
  label: string;
}

/** One part of a result, in the order the page shows them. */
export type ResultBlock =
  /** A table of label and amount as text; each amount's `data-testid` is `${testIdPrefix}-${id}`. */
  | { kind: 'lines'; caption: string; lines: readonly ResultLine[]; testIdPrefix?: string }
  /** A table of amounts a year and a month, in `columns`' order; on phones each row stacks. */
  | {
      kind: 'amounts';
      caption: string;
      columns: readonly AmountColumn[];
      lines: readonly AmountLine[];
      /** Each amount's `data-testid` is `${testIdPrefix}-${id}-${amount}`; none without. */
      testIdPrefix?: string;
    }
  /** Notes under a result: a limit that applied, an assumption the visitor should know. */
  | { kind: 'notes'; notes: readonly string[] };

/** What the page shows for the texts as typed: each bad field's message, or the result. */
export interface CalculatorOutcome {
  errors: Readonly<Partial<Record<string, string>>>;
  /** Undefined while a field has a bad value. */
  result?: { summary: string; blocks: readonly ResultBlock[] } | undefined;
}

export interface CalculatorDefinition {
  id: CalculatorId;
  /** Every field the URL may fill, for the texts the page starts with. */
  specs: readonly CalculatorField[];
  /** The form's fields, in order, for the day computed and the texts as typed (a field may hide). */
  form: (date: string, texts: FieldTexts) => readonly CalculatorField[];
  evaluate: (texts: FieldTexts, date: string) => CalculatorOutcome;
  /** 'Så räknar vi': a paragraph an item. */
  explanation: (date: string) => readonly string[];
}

/** A calculator module's view (messages, and the result with its summary) as the page's outcome. */
function outcome<R extends { summary: string }>(
  view: { errors: Readonly<Partial<Record<string, string>>>; result?: R | undefined },
  blocks: (result: R) => readonly ResultBlock[],
): CalculatorOutcome {
  const { errors, result } = view;
  return { errors, result: result && { summary: result.summary, blocks: blocks(result) } };
}

const YEAR_THEN_MONTH: readonly AmountColumn[] = [
  { amount: 'year', label: 'Per år' },
  { amount: 'month', label: 'I månaden' },
];

export const EMPLOYEE_CALCULATOR: CalculatorDefinition = {
  id: 'anstalld',
  specs: [...Object.values(EMPLOYEE_FIELDS), HOLIDAY_RULE_FIELD],
  form: (date, texts) => {
    const fields = employeeFields(calculationYear(date));
    const byPercent = (texts.semester ?? HOLIDAY_RULE_FIELD.initial) === 'procentregeln';
    return [
      fields.salary,
      fields.birthYear,
      HOLIDAY_RULE_FIELD,
      ...(byPercent ? [] : [fields.holidayDays]),
      fields.pension,
    ];
  },
  evaluate: (texts, date) =>
    outcome(evaluateEmployeeCost(texts, date), (result) => [
      {
        kind: 'amounts',
        caption: 'Kostnad för en anställd',
        columns: [
          { amount: 'month', label: 'I månaden' },
          { amount: 'year', label: 'På ett år' },
        ],
        lines: [
          ...result.lines,
          {
            id: 'total',
            label: 'Total kostnad',
            ...result.total,
            emphasis: true,
            testId: 'total',
          },
        ],
      },
      { kind: 'notes', notes: result.notes },
    ]),
  explanation: employeeCostExplanation,
};

export const HOURLY_RATE_CALCULATOR: CalculatorDefinition = {
  id: 'timpris',
  specs: [...Object.values(HOURLY_FIELDS), COMPANY_FORM_FIELD],
  form: () => [
    HOURLY_FIELDS.salary,
    COMPANY_FORM_FIELD,
    HOURLY_FIELDS.costs,
    HOURLY_FIELDS.weeksOff,
    HOURLY_FIELDS.billable,
    HOURLY_FIELDS.margin,
  ],
  evaluate: (texts, date) =>
    outcome(evaluateHourlyRate(texts, calculationYear(date)), (result) => [
      { kind: 'lines', caption: 'Timpris', lines: result.rateLines },
      { kind: 'lines', caption: 'Det här ska priset täcka, per år', lines: result.costLines },
      { kind: 'lines', caption: 'Timmar att fakturera, per år', lines: result.hourLines },
    ]),
  explanation: (date) => hourlyRateExplanation(calculationYear(date)),
};

export const VAT_CALCULATOR: CalculatorDefinition = {
  id: 'moms',
  specs: [VAT_AMOUNT_FIELD, VAT_DIRECTION_FIELD, VAT_RATE_FIELD],
  form: () => [VAT_AMOUNT_FIELD, VAT_DIRECTION_FIELD, VAT_RATE_FIELD],
  evaluate: (texts, date) =>
    outcome(evaluateVat(texts, calculationYear(date)), (result) => [
      { kind: 'lines', caption: 'Belopp med och utan moms', lines: result.lines },
    ]),
  explanation: (date) => vatExplanation(calculationYear(date)),
};

export const DIVIDEND_CALCULATOR: CalculatorDefinition = {
  id: 'utdelning',
  specs: Object.values(DIVIDEND_FIELDS),
  form: (date) => Object.values(dividendFields(calculationYear(date))),
  evaluate: (texts, date) => {
    const year = calculationYear(date);
    return outcome(evaluateDividend(texts, year), (result) => [
      { kind: 'lines', caption: `Gränsbelopp ${year}`, lines: result.limitLines },
      { kind: 'notes', notes: result.notes },
      { kind: 'lines', caption: 'Den planerade utdelningen', lines: result.taxLines },
    ]);
  },
  explanation: (date) => dividendExplanation(calculationYear(date)),
};

export const SOLE_TRADER_CALCULATOR: CalculatorDefinition = {
  id: 'enskild-firma',
  specs: Object.values(SOLE_TRADER_FIELDS),
  form: () => Object.values(SOLE_TRADER_FIELDS),
  evaluate: (texts, date) =>
    outcome(evaluateSoleTrader(texts, calculationYear(date)), (result) => [
      {
        kind: 'amounts',
        caption: 'Enskild firma',
        columns: YEAR_THEN_MONTH,
        lines: result.keepLines,
        testIdPrefix: 'firma',
      },
      {
        kind: 'amounts',
        caption: 'Aktiebolag med samma kostnad, allt som lön',
        columns: YEAR_THEN_MONTH,
        lines: result.aktiebolagLines,
        testIdPrefix: 'ab',
      },
      {
        kind: 'lines',
        caption: 'Egenavgifterna det första året och sedan',
        lines: result.firstYearLines,
      },
      {
        kind: 'lines',
        caption: 'Så räknas skatten i enskild firma, per år',
        lines: result.taxLines,
        testIdPrefix: 'skatt',
      },
    ]),
  explanation: (date) => soleTraderExplanation(calculationYear(date)),
};

/** Whether a field is a choice among options (radio buttons) rather than a number. */
export const isChoiceField = (field: CalculatorField): field is ChoiceFieldSpec =>
  'options' in field;
