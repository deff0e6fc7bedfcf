/**
 * /raknare/anstalld: what an employee costs an employer in 2026. Pure arithmetic over the dated
 * facts (../facts.ts); no rounding until the display model at the end.
 *
 * The model, line by line, for one month's salary:
 * - arbetsgivaravgifter on the salary at the rate for the employee's birth year;
 * - semesterersättning, 12 % of the salary (the procentregel, used as the default model of what
 *   the holiday costs), with arbetsgivaravgifter on it too, counted as pay of the same month (so
 *   the youth rate's 25 000 kr ceiling covers salary and holiday pay together);
 * - an optional occupational pension as a percentage of the salary, with särskild löneskatt on
 *   the premium;
 * - the year is twelve such months.
 */
import { factAppliesOn, getFact, type DatedFact, type FactId } from '../facts';
import { readNumberField, type FieldTexts, type NumberFieldSpec } from './fields';
import { formatKronor, formatPercent, roundToKrona } from './numbers';
import { EMPLOYEE_KEYS } from './keys';

/** The calculators compute for salary paid on this day: 2026, with the youth rate in force. */
export const PAY_DATE = '2026-04-01';
const PAY_YEAR = Number(PAY_DATE.slice(0, 4));

/** Born in this year or earlier: no arbetsgivaravgift (fact 'arbetsgivaravgift-ingen'). */
const LAST_BIRTH_YEAR_WITHOUT_FEE = 1937;
/** Having turned this age at the start of the year: only ålderspensionsavgift. */
const PENSIONER_AGE = 67;
/** Having turned 18 but not 23 at the start of the year: the temporary youth rate. */
const YOUTH_AGE = { from: 18, below: 23 } as const;

export type ContributionBand = 'ingen' | 'alderspension' | 'unga' | 'full';

/** The arbetsgivaravgift that applies to an employee, with its facts. */
export interface ContributionRule {
  band: ContributionBand;
  /** The rate on pay up to `ceiling` (all pay when there is none). */
  rate: DatedFact;
  /** The youth rate's monthly ceiling, above which `rateAbove` applies. */
  ceiling?: DatedFact;
  rateAbove?: DatedFact;
  /** The birth years of the band in the pay year, e.g. 'födda 2003–2007'. */
  birthYears: string;
}

/** Age at the start of the pay year, as Skatteverket counts it: the pay year minus the birth year, minus one. */
export function ageAtStartOfYear(birthYear: number, payYear = PAY_YEAR): number {
  return payYear - birthYear - 1;
}

/** The arbetsgivaravgift rule for an employee born in `birthYear`, on pay paid on `payDate`. */
export function contributionRule(birthYear: number, payDate = PAY_DATE): ContributionRule {
  const payYear = Number(payDate.slice(0, 4));
  const age = ageAtStartOfYear(birthYear, payYear);
  const oldestPensioner = LAST_BIRTH_YEAR_WITHOUT_FEE + 1;
  const youngestPensioner = payYear - PENSIONER_AGE - 1;
  const oldestYouth = payYear - YOUTH_AGE.below;
  const youngestYouth = payYear - YOUTH_AGE.from - 1;
  if (birthYear <= LAST_BIRTH_YEAR_WITHOUT_FEE) {
    return {
      band: 'ingen',
      rate: getFact('arbetsgivaravgift-ingen'),
      birthYears: `födda ${LAST_BIRTH_YEAR_WITHOUT_FEE} eller tidigare`,
    };
  }
  if (age >= PENSIONER_AGE) {
    return {
      band: 'alderspension',
      rate: getFact('arbetsgivaravgift-alderspension'),
      birthYears: `födda ${oldestPensioner}–${youngestPensioner}`,
    };
  }
  const youth = getFact('arbetsgivaravgift-unga');
  const youthRateInForce = factAppliesOn(youth, payDate);
  if (youthRateInForce && age >= YOUTH_AGE.from && age < YOUTH_AGE.below) {
    return {
      band: 'unga',
      rate: youth,
      ceiling: getFact('arbetsgivaravgift-unga-tak'),
      rateAbove: getFact('arbetsgivaravgift-full'),
      birthYears: `födda ${oldestYouth}–${youngestYouth}`,
    };
  }
  return {
    band: 'full',
    rate: getFact('arbetsgivaravgift-full'),
    birthYears: !youthRateInForce
      ? `födda ${youngestPensioner + 1} eller senare`
      : birthYear > youngestYouth
        ? `födda ${youngestYouth + 1} eller senare`
        : `födda ${youngestPensioner + 1}–${oldestYouth - 1}`,
  };
}

/** Arbetsgivaravgifter on one calendar month's pay under `rule` (the youth ceiling included). */
export function employerContributions(monthlyPay: number, rule: ContributionRule): number {
  if (rule.ceiling && rule.rateAbove) {
    const reduced = Math.min(monthlyPay, rule.ceiling.value);
    const above = Math.max(0, monthlyPay - rule.ceiling.value);
    return reduced * rule.rate.value + above * rule.rateAbove.value;
  }
  return monthlyPay * rule.rate.value;
}

export interface EmployeeCostInput {
  monthlySalary: number;
  birthYear: number;
  /** Occupational pension premium as a fraction of the salary (0.045 = 4,5 %). */
  pensionRate: number;
}

/** One month's cost of an employee, unrounded. */
export interface EmployeeCost {
  rule: ContributionRule;
  salary: number;
  contributions: number;
  holidayPay: number;
  holidayContributions: number;
  pension: number;
  pensionTax: number;
  total: number;
}

export function employeeCost(input: EmployeeCostInput, payDate = PAY_DATE): EmployeeCost {
  const rule = contributionRule(input.birthYear, payDate);
  const salary = input.monthlySalary;
  const holidayPay = salary * getFact('semesterersattning').value;
  const contributions = employerContributions(salary, rule);
  const holidayContributions = employerContributions(salary + holidayPay, rule) - contributions;
  const pension = salary * input.pensionRate;
  const pensionTax = pension * getFact('sarskild-loneskatt').value;
  return {
    rule,
    salary,
    contributions,
    holidayPay,
    holidayContributions,
    pension,
    pensionTax,
    total: salary + contributions + holidayPay + holidayContributions + pension + pensionTax,
  };
}

/* ----------------------------------------------------------------------- the form ---------- */

export const EMPLOYEE_FIELDS = {
  salary: {
    key: 'lon',
    label: 'Månadslön',
    hint: 'Bruttolön före skatt, i kronor.',
    noun: 'månadslönen',
    example: '30 000',
    initial: '30 000',
    required: true,
    min: 1,
    max: 10_000_000,
    unit: 'kr',
  },
  birthYear: {
    key: 'fodd',
    label: 'Födelseår',
    hint: 'Avgiften beror på den anställdas ålder.',
    noun: 'födelseåret',
    example: '1991',
    initial: '1991',
    required: true,
    min: 1900,
    max: PAY_YEAR - 13,
    integer: true,
    unit: '',
  },
  pension: {
    key: 'pension',
    label: 'Tjänstepension (valfritt)',
    hint: 'Procent av lönen, till exempel 4,5. Lämna tomt om ingen pension betalas.',
    noun: 'tjänstepensionen',
    example: '4,5',
    initial: '',
    required: false,
    min: 0,
    max: 100,
    unit: '%',
  },
} as const satisfies Record<string, NumberFieldSpec>;

export { EMPLOYEE_KEYS };

/** One line of the result: a label, what it is, and the amount a month and a year (kronor). */
export interface CostLine {
  id: string;
  label: string;
  detail: string;
  month: number;
  year: number;
}

export interface EmployeeCostView {
  errors: Partial<Record<(typeof EMPLOYEE_KEYS)[number], string>>;
  result?: {
    cost: EmployeeCost;
    lines: CostLine[];
    total: { month: number; year: number };
    /** One sentence for the live region. */
    summary: string;
    /** Notes about the rule that applied (the youth period, ...). */
    notes: string[];
  };
}

/** The facts the calculator rests on, for its source list. */
export const EMPLOYEE_FACTS: readonly FactId[] = [
  'arbetsgivaravgift-full',
  'arbetsgivaravgift-unga',
  'arbetsgivaravgift-unga-tak',
  'arbetsgivaravgift-alderspension',
  'arbetsgivaravgift-ingen',
  'semesterersattning',
  'sarskild-loneskatt',
];

/** The fact's value with a no-break space before '%', so '31,42 %' never breaks in a narrow cell. */
const percentText = (fact: DatedFact) => fact.display.replace(' %', '\u00a0%');

function contributionDetail(rule: ContributionRule): string {
  if (rule.band === 'unga' && rule.ceiling && rule.rateAbove) {
    return `${percentText(rule.rate)} upp till ${rule.ceiling.display} i månaden, ${percentText(rule.rateAbove)} på resten (${rule.birthYears})`;
  }
  return `${percentText(rule.rate)} (${rule.birthYears})`;
}

/** A line rounded to whole kronor, the year as twelve unrounded months. */
const line = (id: string, label: string, detail: string, monthly: number): CostLine => ({
  id,
  label,
  detail,
  month: roundToKrona(monthly),
  year: roundToKrona(monthly * 12),
});

/** Reads the form's texts and, when they are all usable, computes and describes the cost. */
export function evaluateEmployeeCost(texts: FieldTexts, payDate = PAY_DATE): EmployeeCostView {
  const salary = readNumberField(EMPLOYEE_FIELDS.salary, texts.lon ?? '');
  const birthYear = readNumberField(EMPLOYEE_FIELDS.birthYear, texts.fodd ?? '');
  const pension = readNumberField(EMPLOYEE_FIELDS.pension, texts.pension ?? '');
  const errors: EmployeeCostView['errors'] = {};
  if (salary.error) errors.lon = salary.error;
  if (birthYear.error) errors.fodd = birthYear.error;
  if (pension.error) errors.pension = pension.error;
  if (salary.value === undefined || birthYear.value === undefined || pension.value === undefined) {
    return { errors };
  }

  const cost = employeeCost(
    { monthlySalary: salary.value, birthYear: birthYear.value, pensionRate: pension.value / 100 },
    payDate,
  );
  const holidayRate = getFact('semesterersattning');
  const lines = [
    line('lon', 'Månadslön', 'Bruttolön', cost.salary),
    line('avgifter', 'Arbetsgivaravgifter', contributionDetail(cost.rule), cost.contributions),
    line('semester', 'Semesterersättning', `${holidayRate.display} av lönen`, cost.holidayPay),
    line(
      'semesteravgifter',
      'Arbetsgivaravgifter på semesterersättningen',
      'Samma avgift som på lönen',
      cost.holidayContributions,
    ),
  ];
  if (pension.value > 0) {
    const pensionTax = getFact('sarskild-loneskatt');
    lines.push(
      line(
        'pension',
        'Tjänstepension',
        `${formatPercent(pension.value / 100)} av lönen`,
        cost.pension,
      ),
      line(
        'loneskatt',
        'Särskild löneskatt på pensionen',
        `${pensionTax.display} av premien`,
        cost.pensionTax,
      ),
    );
  }
  const total = {
    month: lines.reduce((sum, item) => sum + item.month, 0),
    year: lines.reduce((sum, item) => sum + item.year, 0),
  };

  const notes: string[] = [];
  if (cost.rule.band === 'unga') {
    notes.push(
      `Den sänkta avgiften för unga gäller lön som betalas ut 1 april 2026–30 september 2027. På lön som betalades ut före 1 april 2026 är avgiften ${getFact('arbetsgivaravgift-full').display}.`,
    );
  }
  return {
    errors,
    result: {
      cost,
      lines,
      total,
      summary: `Arbetsgivaravgifter ${formatKronor(cost.contributions)} i månaden. Total kostnad ${formatKronor(total.month)} i månaden och ${formatKronor(total.year)} om året.`,
      notes,
    },
  };
}

/** 'Så räknar vi' under the calculator, with the figures from the facts table. */
export function employeeCostExplanation(payDate = PAY_DATE): string[] {
  const full = getFact('arbetsgivaravgift-full').display;
  const youth = contributionRule(PAY_YEAR - YOUTH_AGE.from - 1, payDate);
  const pensioner = contributionRule(PAY_YEAR - PENSIONER_AGE - 1, payDate);
  const none = contributionRule(LAST_BIRTH_YEAR_WITHOUT_FEE, payDate);
  const ceiling = getFact('arbetsgivaravgift-unga-tak').display;
  return [
    `Arbetsgivaravgifterna beror på den anställdas ålder vid årets ingång. 2026 betalar du ${full} för de flesta, ${pensioner.rate.display} (bara ålderspensionsavgiften) för ${pensioner.birthYears} och ingen avgift alls för ${none.birthYears}. För ${youth.birthYears} är avgiften ${youth.rate.display} på lön som betalas ut 1 april 2026–30 september 2027, på de första ${ceiling} i månaden; på resten betalar du ${full}.`,
    `Semestern räknas som semesterersättning, ${getFact('semesterersattning').display} av lönen, med arbetsgivaravgifter på den också. En anställd med fast månadslön får i stället lön under semestern plus ett semestertillägg, men ${getFact('semesterersattning').display} ger en rimlig bild av vad semestern kostar. Tjänstepensionen räknas som en procent av lönen, med särskild löneskatt, ${getFact('sarskild-loneskatt').display}, på premien i stället för arbetsgivaravgifter. Ett år är tolv sådana månader.`,
    'Räknaren tar inte med växa-stöd, avtalsförsäkringar, sjuklön eller utrustning. Har företaget rätt till växa-stöd får det tillbaka en del av avgifterna i efterhand.',
  ];
}
