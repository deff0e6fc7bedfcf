/**
 * /raknare/anstalld: what an employee costs an employer, for pay paid on a given day (2026 in the
 * prerendered page, the visitor's day once the app runs). Pure arithmetic over the dated facts of
 * that day's income year (../facts.ts); no rounding until the display model at the end.
 *
 * The model, for one month's salary and a year of twelve such months:
 * - arbetsgivaravgifter on the salary at the rate for the employee's birth year;
 * - the holiday, by the rule the law sets by default (semesterlagen):
 *   - sammalöneregeln (16 a §, fixed monthly salary, the default): the salary goes on during the
 *     holiday, so the twelve months already pay it; on top comes a semestertillägg of 0,43 % of
 *     the monthly salary per paid holiday day (25 days by law, more by agreement), paid out with
 *     the holiday in one month, with arbetsgivaravgifter on it as pay of that month;
 *   - procentregeln (16 b §, pay by the hour or otherwise varying, a choice): no pay for the
 *     holiday itself but 12 % of the pay for worked time, paid with each month's pay and with
 *     arbetsgivaravgifter on it; the 'monthly salary' is then the pay for worked time in an
 *     average month;
 *   the youth rate's 25 000 kr ceiling covers salary and holiday pay of the same month together;
 * - the year is the pay year's twelve months, each at the rate of pay paid in that month: the
 *   youth rate applies to pay paid 1 April 2026–30 September 2027 only, so an 18–22-year-old's
 *   2026 has January–March at the full rate and 2027 October–December (the month column shows the
 *   month of the day computed); a semestertillägg is paid with the main holiday, in July
 *   (semesterlagen 12 §: at least four weeks in June–August);
 * - an optional occupational pension as a percentage of the salary, with särskild löneskatt on
 *   the premium.
 */
import { factAppliesOn, getFact, type DatedFact, type FactId, type FactYear } from '../facts.ts';
import { factText } from '../factText.ts';
import { MONTH_NAMES, formatSwedishDate } from '../dates.ts';
import {
  readChoiceField,
  readNumberField,
  type ChoiceFieldSpec,
  type FieldTexts,
  type NumberFieldSpec,
} from './fields.ts';
import { formatKronor, formatNumber, formatPercent, roundToKrona } from './numbers.ts';
import { EMPLOYEE_KEYS } from './keys.ts';
import { BASE_DATE, calculationYear } from './year.ts';

/** The day the prerendered page computes for (pay paid that day). */
export const PAY_DATE = BASE_DATE;

/** Born in this year or earlier: no arbetsgivaravgift (fact 'arbetsgivaravgift-ingen'). */
const LAST_BIRTH_YEAR_WITHOUT_FEE = 1937;
/** Having turned this age at the start of the year: only ålderspensionsavgift. */
export const PENSIONER_AGE = 67;
/** Having turned 18 but not 23 at the start of the year: the temporary youth rate. */
const YOUTH_AGE = { from: 18, below: 23 } as const;
/** The month a semestertillägg is paid: the main holiday's (semesterlagen 12 §, June–August). */
export const HOLIDAY_MONTH = 7;

/** Pay paid in `month` (1–12) of `payYear`: its first day stands for the month. */
const dayOfPayMonth = (payYear: number, month: number) =>
  `${payYear}-${String(month).padStart(2, '0')}-01`;

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
export function ageAtStartOfYear(birthYear: number, payYear: number): number {
  return payYear - birthYear - 1;
}

/** Whether an employee born in `birthYear` is of the youth rate's ages in the pay year. */
function isYouthAge(birthYear: number, payYear: number): boolean {
  const age = ageAtStartOfYear(birthYear, payYear);
  return age >= YOUTH_AGE.from && age < YOUTH_AGE.below;
}

/** The arbetsgivaravgift rule for an employee born in `birthYear`, on pay paid on `payDate`. */
export function contributionRule(birthYear: number, payDate = PAY_DATE): ContributionRule {
  const year = calculationYear(payDate);
  const payYear = Number(payDate.slice(0, 4));
  const age = ageAtStartOfYear(birthYear, payYear);
  const oldestPensioner = LAST_BIRTH_YEAR_WITHOUT_FEE + 1;
  const youngestPensioner = payYear - PENSIONER_AGE - 1;
  const oldestYouth = payYear - YOUTH_AGE.below;
  const youngestYouth = payYear - YOUTH_AGE.from - 1;
  if (birthYear <= LAST_BIRTH_YEAR_WITHOUT_FEE) {
    return {
      band: 'ingen',
      rate: getFact('arbetsgivaravgift-ingen', year),
      birthYears: `födda ${LAST_BIRTH_YEAR_WITHOUT_FEE} eller tidigare`,
    };
  }
  if (age >= PENSIONER_AGE) {
    return {
      band: 'alderspension',
      rate: getFact('arbetsgivaravgift-alderspension', year),
      birthYears: `födda ${oldestPensioner}–${youngestPensioner}`,
    };
  }
  const youth = getFact('arbetsgivaravgift-unga', year);
  const youthRateInForce = factAppliesOn(youth, payDate);
  if (youthRateInForce && isYouthAge(birthYear, payYear)) {
    return {
      band: 'unga',
      rate: youth,
      ceiling: getFact('arbetsgivaravgift-unga-tak', year),
      rateAbove: getFact('arbetsgivaravgift-full', year),
      birthYears: `födda ${oldestYouth}–${youngestYouth}`,
    };
  }
  return {
    band: 'full',
    rate: getFact('arbetsgivaravgift-full', year),
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

/** How the holiday is paid: semesterlagen 16 a § (sammalöneregeln) or 16 b § (procentregeln). */
export type HolidayRule = 'sammaloneregeln' | 'procentregeln';

export interface EmployeeCostInput {
  /** Fixed monthly salary; with the procentregeln, the pay for worked time in an average month. */
  monthlySalary: number;
  birthYear: number;
  /** Occupational pension premium as a fraction of the salary (0.045 = 4,5 %). */
  pensionRate: number;
  /** The default is the sammalöneregeln, the law's rule for a fixed monthly salary. */
  holidayRule?: HolidayRule;
  /** Paid holiday days a year (sammalöneregeln): 25 by law unless more are agreed. */
  holidayDays?: number;
}

/** What an employee costs: a month's salary and fees, and the year's holiday pay; unrounded. */
export interface EmployeeCost {
  rule: ContributionRule;
  holidayRule: HolidayRule;
  holidayDays: number;
  salary: number;
  /** Arbetsgivaravgifter on the salary of the month of the day computed. */
  contributions: number;
  /** The rule of each month of the pay year (January first): the youth rate's period decides. */
  monthRules: ContributionRule[];
  /** Arbetsgivaravgifter on the salary of the pay year's twelve months, each at its own rule. */
  contributionsYear: number;
  /** Semestertillägg (sammalöneregeln) or semesterersättning (procentregeln) for a year. */
  holidayPayYear: number;
  /** Arbetsgivaravgifter on the holiday pay, for a year. */
  holidayContributionsYear: number;
  pension: number;
  pensionTax: number;
  /** Twelve months of salary, fees and pension, and the year's holiday pay with its fees. */
  totalYear: number;
}

export function employeeCost(input: EmployeeCostInput, payDate = PAY_DATE): EmployeeCost {
  const year = calculationYear(payDate);
  const rule = contributionRule(input.birthYear, payDate);
  const holidayRule = input.holidayRule ?? 'sammaloneregeln';
  const holidayDays = input.holidayDays ?? getFact('semesterdagar', year).value;
  const salary = input.monthlySalary;
  const contributions = employerContributions(salary, rule);
  const payYear = Number(payDate.slice(0, 4));
  const monthRules = Array.from({ length: 12 }, (_, index) =>
    contributionRule(input.birthYear, dayOfPayMonth(payYear, index + 1)),
  );
  const contributionsYear = monthRules.reduce(
    (sum, monthRule) => sum + employerContributions(salary, monthRule),
    0,
  );
  /** The fees a month's extra pay adds on top of that month's salary. */
  const feesOnTop = (extra: number, monthRule: ContributionRule) =>
    employerContributions(salary + extra, monthRule) - employerContributions(salary, monthRule);
  let holidayPayYear: number;
  let holidayContributionsYear: number;
  if (holidayRule === 'sammaloneregeln') {
    // Paid out with the holiday, in one month (July), on top of that month's salary.
    holidayPayYear = salary * getFact('semestertillagg', year).value * holidayDays;
    holidayContributionsYear = feesOnTop(holidayPayYear, monthRules[HOLIDAY_MONTH - 1] ?? rule);
  } else {
    // 12 % of each month's pay, paid with it.
    const monthly = salary * getFact('semesterersattning', year).value;
    holidayPayYear = monthly * 12;
    holidayContributionsYear = monthRules.reduce(
      (sum, monthRule) => sum + feesOnTop(monthly, monthRule),
      0,
    );
  }
  const pension = salary * input.pensionRate;
  const pensionTax = pension * getFact('sarskild-loneskatt', year).value;
  return {
    rule,
    holidayRule,
    holidayDays,
    salary,
    contributions,
    monthRules,
    contributionsYear,
    holidayPayYear,
    holidayContributionsYear,
    pension,
    pensionTax,
    totalYear:
      12 * (salary + pension + pensionTax) +
      contributionsYear +
      holidayPayYear +
      holidayContributionsYear,
  };
}

/* ----------------------------------------------------------------------- the form ---------- */

/** The form's number fields for a pay year (the youngest birth year follows the year). */
export function employeeFields(payYear: FactYear) {
  return {
    salary: {
      key: 'lon',
      label: 'Månadslön',
      hint: 'Bruttolön före skatt, i kronor. Vid timlön: lönen för arbetad tid, i snitt per månad.',
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
      max: payYear - 13,
      integer: true,
      unit: '',
    },
    holidayDays: {
      key: 'dagar',
      label: 'Betalda semesterdagar per år',
      hint: '25 enligt semesterlagen. Fler om ni har avtalat det, färre det första året om den anställda inte har tjänat in alla.',
      noun: 'antalet semesterdagar',
      example: '25',
      initial: '25',
      required: true,
      min: 0,
      max: 50,
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
}

/** The fields as the prerendered page has them (pay in the base year). */
export const EMPLOYEE_FIELDS = employeeFields(calculationYear(PAY_DATE));

/** How the holiday is paid: the law's default for a fixed monthly salary, or the 12 % rule. */
export const HOLIDAY_RULE_FIELD: ChoiceFieldSpec<HolidayRule> = {
  key: 'semester',
  label: 'Semesterlön',
  options: [
    {
      value: 'sammaloneregeln',
      label: 'Fast månadslön',
      hint: 'Sammalöneregeln: lönen betalas under semestern, plus semestertillägg',
    },
    {
      value: 'procentregeln',
      label: 'Timlön eller rörlig lön',
      hint: 'Procentregeln: 12 % semesterersättning på lönen',
    },
  ],
  initial: 'sammaloneregeln',
};

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
  'semestertillagg',
  'semesterdagar',
  'semesterersattning',
  'sarskild-loneskatt',
];

/**
 * A fact as the page states it: its value, or, for a year whose value is not decided yet, the
 * latest value with its year and that the new one is not decided (as the articles say it, and as
 * the result panel's notice does), never a 2026 value as 2027's.
 */
const stated = (fact: DatedFact) => (fact.undecided ? factText(fact.id, fact.year) : fact.display);

/** The fact as stated, with a no-break space before '%', so '31,42 %' never breaks in a narrow cell. */
const percentText = (fact: DatedFact) => stated(fact).replace(' %', '\u00a0%');

/** Months of a year as words: 'januari–mars 2026', 'april 2026'. */
function monthSpan(months: readonly number[], payYear: number): string {
  const first = MONTH_NAMES[(months[0] ?? 1) - 1] ?? '';
  const last = MONTH_NAMES[(months.at(-1) ?? 1) - 1] ?? '';
  return months.length > 1 ? `${first}–${last} ${payYear}` : `${first} ${payYear}`;
}

function contributionDetail(rule: ContributionRule): string {
  if (rule.band === 'unga' && rule.ceiling && rule.rateAbove) {
    return `${percentText(rule.rate)} upp till ${rule.ceiling.display} i månaden, ${percentText(rule.rateAbove)} på resten (${rule.birthYears})`;
  }
  return `${percentText(rule.rate)} (${rule.birthYears})`;
}

/** A line of whole kronor from an unrounded year; the month is a twelfth of it. */
const line = (id: string, label: string, detail: string, yearly: number): CostLine => ({
  id,
  label,
  detail,
  month: roundToKrona(yearly / 12),
  year: roundToKrona(yearly),
});

/** The youth rate's period in words: '1 april 2026–30 september 2027'. */
function youthPeriod(youth: DatedFact): string {
  const from = formatSwedishDate(youth.validFrom);
  const to = youth.validTo ? formatSwedishDate(youth.validTo) : '';
  return `${from}–${to}`;
}

/** Reads the form's texts and, when they are all usable, computes and describes the cost. */
export function evaluateEmployeeCost(texts: FieldTexts, payDate = PAY_DATE): EmployeeCostView {
  const year = calculationYear(payDate);
  const fields = employeeFields(year);
  const salary = readNumberField(fields.salary, texts.lon ?? '');
  const birthYear = readNumberField(fields.birthYear, texts.fodd ?? '');
  const holidayRule = readChoiceField(HOLIDAY_RULE_FIELD, texts.semester ?? '');
  const days =
    holidayRule === 'sammaloneregeln'
      ? readNumberField(fields.holidayDays, texts.dagar ?? fields.holidayDays.initial)
      : { value: 0 };
  const pension = readNumberField(fields.pension, texts.pension ?? '');
  const errors: EmployeeCostView['errors'] = {};
  if (salary.error) errors.lon = salary.error;
  if (birthYear.error) errors.fodd = birthYear.error;
  if (days.error) errors.dagar = days.error;
  if (pension.error) errors.pension = pension.error;
  if (
    salary.value === undefined ||
    birthYear.value === undefined ||
    days.value === undefined ||
    pension.value === undefined
  ) {
    return { errors };
  }

  const cost = employeeCost(
    {
      monthlySalary: salary.value,
      birthYear: birthYear.value,
      pensionRate: pension.value / 100,
      holidayRule,
      holidayDays: days.value,
    },
    payDate,
  );
  const holiday =
    holidayRule === 'sammaloneregeln'
      ? {
          label: 'Semestertillägg',
          detail: `${percentText(getFact('semestertillagg', year))} av månadslönen × ${formatNumber(cost.holidayDays)} betalda semesterdagar, betalas ut med semestern. Lönen under semestern ingår i månadslönen.`,
          feeLabel: 'Arbetsgivaravgifter på semestertillägget',
        }
      : {
          label: 'Semesterersättning',
          detail: `${percentText(getFact('semesterersattning', year))} av lönen (procentregeln), betalas med lönen`,
          feeLabel: 'Arbetsgivaravgifter på semesterersättningen',
        };
  const lines = [
    line(
      'lon',
      'Månadslön',
      holidayRule === 'sammaloneregeln'
        ? 'Bruttolön, även under semestern'
        : 'Bruttolön för arbetad tid',
      cost.salary * 12,
    ),
    // The month of the day computed; the year month by month (the youth rate's period).
    {
      id: 'avgifter',
      label: 'Arbetsgivaravgifter',
      detail: contributionDetail(cost.rule),
      month: roundToKrona(cost.contributions),
      year: roundToKrona(cost.contributionsYear),
    },
    line('semester', holiday.label, holiday.detail, cost.holidayPayYear),
    line(
      'semesteravgifter',
      holiday.feeLabel,
      'Samma avgift som på lönen',
      cost.holidayContributionsYear,
    ),
  ];
  if (pension.value > 0) {
    const pensionTax = getFact('sarskild-loneskatt', year);
    lines.push(
      line(
        'pension',
        'Tjänstepension',
        `${formatPercent(pension.value / 100)} av lönen`,
        cost.pension * 12,
      ),
      line(
        'loneskatt',
        'Särskild löneskatt på pensionen',
        `${stated(pensionTax)} av premien`,
        cost.pensionTax * 12,
      ),
    );
  }
  const total = {
    month: lines.reduce((sum, item) => sum + item.month, 0),
    year: lines.reduce((sum, item) => sum + item.year, 0),
  };

  const notes: string[] = [];
  const youth = getFact('arbetsgivaravgift-unga', year);
  const full = stated(getFact('arbetsgivaravgift-full', year));
  const payYear = Number(payDate.slice(0, 4));
  if (cost.rule.band === 'unga') {
    notes.push(
      `Den sänkta avgiften för unga gäller lön som betalas ut ${youthPeriod(youth)}. På lön som betalas ut utanför den perioden är avgiften ${full}.`,
    );
  } else if (
    cost.rule.band === 'full' &&
    youth.validTo !== undefined &&
    payDate > youth.validTo &&
    isYouthAge(birthYear.value, Number(payDate.slice(0, 4)))
  ) {
    notes.push(
      `Den tillfälligt sänkta avgiften för unga gällde lön som betalades ut ${youthPeriod(youth)}. Från ${formatSwedishDate(payDateAfter(youth.validTo))} är avgiften ${full} även för unga.`,
    );
  }
  const otherMonths = cost.monthRules.flatMap((monthRule, index) =>
    monthRule.band === cost.rule.band ? [] : [index + 1],
  );
  if (otherMonths.length > 0 && cost.rule.band === 'unga') {
    notes.push(
      `Årets summa räknar med full avgift, ${full}, på lön som betalas ut i ${monthSpan(otherMonths, payYear)}, utanför perioden för den sänkta avgiften.`,
    );
  } else if (cost.monthRules[(otherMonths[0] ?? 0) - 1]?.band === 'unga') {
    notes.push(
      `Årets summa räknar med den sänkta avgiften, ${youth.display} upp till ${getFact('arbetsgivaravgift-unga-tak', year).display} i månaden, på lön som betalas ut i ${monthSpan(otherMonths, payYear)}.`,
    );
  }
  if (holidayRule === 'sammaloneregeln' && cost.monthRules[HOLIDAY_MONTH - 1]?.band === 'unga') {
    notes.push(
      'Semestertillägget räknas som lön den månad semestern tas ut, här juli, så det delar taket för den sänkta avgiften med den månadens lön.',
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

/** The day after an ISO date. */
function payDateAfter(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** 'Så räknar vi' under the calculator, with the figures from the facts table. */
export function employeeCostExplanation(payDate = PAY_DATE): string[] {
  const year = calculationYear(payDate);
  const payYear = Number(payDate.slice(0, 4));
  const full = stated(getFact('arbetsgivaravgift-full', year));
  const youthFact = getFact('arbetsgivaravgift-unga', year);
  const youth = contributionRule(payYear - YOUTH_AGE.from - 1, youthFact.validFrom);
  const pensioner = contributionRule(payYear - PENSIONER_AGE - 1, payDate);
  const none = contributionRule(LAST_BIRTH_YEAR_WITHOUT_FEE, payDate);
  const ceiling = getFact('arbetsgivaravgift-unga-tak', year).display;
  const youthSentence = factAppliesOn(youthFact, payDate)
    ? `För ${youth.birthYears} är avgiften ${youthFact.display} på lön som betalas ut ${youthPeriod(youthFact)}, på de första ${ceiling} i månaden; på resten betalar du ${full}.`
    : payDate < youthFact.validFrom
      ? `Den tillfälligt sänkta avgiften för unga, ${youthFact.display}, gäller lön som betalas ut ${youthPeriod(youthFact)}.`
      : `Den tillfälligt sänkta avgiften för unga, ${youthFact.display}, gällde lön som betalades ut ${youthPeriod(youthFact)}.`;
  const supplement = getFact('semestertillagg', year).display;
  const days = getFact('semesterdagar', year).display;
  const percent = getFact('semesterersattning', year).display;
  return [
    `Arbetsgivaravgifterna beror på den anställdas ålder vid årets ingång. ${year} betalar du ${full} för de flesta, bara ålderspensionsavgiften, ${stated(pensioner.rate)}, för ${pensioner.birthYears} och ingen avgift alls för ${none.birthYears}. ${youthSentence} Ett år räknas månad för månad: den sänkta avgiften bara på lön som betalas ut under perioden.`,
    `Semestern räknas som semesterlagen gör om inget annat är avtalat. En anställd med fast månadslön behåller lönen under semestern (sammalöneregeln), så tolv månadslöner betalar redan semesterdagarna. Utöver lönen får den anställda ett semestertillägg på ${supplement} av månadslönen per betald semesterdag, ${days} om året enligt lagen. Med timlön eller annan rörlig lön gäller procentregeln: ${percent} av lönen för arbetad tid i semesterersättning, och lönen i fältet är då lönen för arbetad tid i snitt per månad. Arbetsgivaravgifter betalas på semestertillägget och semesterersättningen också.`,
    `Tjänstepensionen räknas som en procent av lönen, med särskild löneskatt, ${stated(getFact('sarskild-loneskatt', year))}, på premien i stället för arbetsgivaravgifter. Ett år är tolv månader, plus årets semestertillägg, som betalas ut med semestern i juli.`,
    'Räknaren tar inte med växa-stöd, avtalsförsäkringar, sjuklön, ett högre semestertillägg enligt kollektivavtal eller utrustning. Har företaget rätt till växa-stöd får det tillbaka en del av avgifterna i efterhand.',
  ];
}
