/**
 * Din likviditetsbudget (issue 57): a founder's figures and the start plan's profile give 18
 * months of money in and out, every moms, arbetsgivardeklaration and F-skatt payment with its
 * amount on the day the calendar gives it, the month the balance first goes below zero and what
 * to set aside each month. Pure: the same answers and day give the same budget on the page, in
 * the file and in the feed. Amounts are whole kronor; each month computes with the rates of its
 * own income year (../facts.ts), so a rate that changes on 1 January, or the youth employer fee
 * that ends with pay given out 30 September 2027, changes in that month.
 *
 * The model, month by month (`activity` from the company's start, also before the budget's first
 * month when the start has passed, so that a running company's payments of earlier periods fall
 * in the table too):
 * - Sales are invoiced spread over the month, counted as 30 days: with 0 days' credit customers
 *   pay in the month, with 10 days two thirds in the month and a third the next, with 30 days
 *   all the next month; they pay the moms on top (none without moms registration).
 * - Costs with moms are paid in their month with 25 % moms, which is deducted in that month's
 *   period (without registration the moms is a cost); costs without moms are paid as they are.
 * - Salaries are paid in the month they are for (on the 25th, for the rate of the day); the net
 *   pay goes out that month, the withheld tax (the income tax engine on twelve such months, a
 *   twelfth, rounded down, per person) and the arbetsgivaravgifter go with the
 *   arbetsgivardeklaration for that month.
 * - Moms per redovisningsperiod: output moms minus input moms over the period, rounded to whole
 *   kronor once for the period. Faktureringsmetoden: the month invoiced. Kontantmetoden: the month
 *   paid, except that what is unpaid when a fiscal year ends counts in that year's last period
 *   (and not again when paid). A refund is credited on the skattekonto on the due date, first
 *   against what falls due there that day (SFL 61:4, 62:11), and the rest paid out after the next
 *   avstämning, in the month after (SFL 64:2; a registered bank account assumed).
 * - F-skatt: the decided amount when the founder has typed it, else the estimate (./fskatt.ts)
 *   for the year the payment belongs to; kvarskatt to come as fyllnadsinbetalningar.
 *
 * Shared with the Edge Function (Deno): imports name their file with its `.ts` extension.
 */
import { factYearOn, getFact, type FactId, type FactYear } from '../facts.ts';
import { incomeTax } from '../calculators/incomeTax.ts';
import { contributionRule, employerContributions } from '../calculators/employeeCost.ts';
import { formatKronor, roundToKrona } from '../calculators/numbers.ts';
import { formatSwedishDate, MONTH_NAMES } from '../dates.ts';
import { firstFiscalYearEnd, type PlanProfile } from '../startplan/answers.ts';
import {
  buildCalendar,
  calendarWindow,
  type CalendarWindow,
  type Deadline,
} from '../startplan/calendar.ts';
import {
  addMonths,
  monthKey,
  monthOf,
  monthsBetween,
  partsOf,
  ymd,
  type CivilDate,
  type YearMonth,
} from '../startplan/civilDate.ts';
import { mappedYearEnd } from '../startplan/rules.ts';
import type { BudgetInput, MonthFigures } from './answers.ts';
import {
  corporateTaxEstimate,
  fyllnadPlan,
  monthlyFskatt,
  soleTraderTaxEstimate,
  type TaxEstimate,
} from './fskatt.ts';

/** The budget runs this many months. */
export const BUDGET_MONTHS = 18;
/** The day salaries are paid: the employer fee is the one of the day pay is given out. */
const PAY_DAY = 25;

export interface BudgetMonth {
  /** 'YYYY-MM' */
  key: string;
  /** 'maj 2027' */
  label: string;
  /** 'Ingående saldo' */
  opening: number;
  /** 'Inbetalningar': customers' payments with moms, and moms paid back. */
  income: { customers: number; vatRefunds: number; total: number };
  /** 'Utbetalningar', split as the table shows them. */
  expenses: {
    costs: number;
    salaries: number;
    vat: number;
    employer: number;
    fskatt: number;
    withdrawals: number;
    total: number;
  };
  /** 'Utgående saldo' */
  closing: number;
}

export type PaymentKind = 'moms' | 'arbetsgivardeklaration' | 'f-skatt' | 'fyllnadsinbetalning';

/** One payment to (or refund from) the skattekonto. */
export interface TaxPayment {
  /** The calendar's deadline id ('moms-2027-k1', 'agd-2027-03', 'f-skatt-2027-05'). */
  id: string;
  kind: PaymentKind;
  /** The day it must be booked on the skattekonto (the calendar's due date). */
  dueDate: CivilDate;
  /** 'Moms för januari–mars 2027' */
  what: string;
  /** 'januari–mars 2027' */
  period: string;
  /** Kronor to pay; negative: moms to get back. */
  amount: number;
  /** The arbetsgivardeklaration's two parts. */
  employerFees?: number;
  withheldTax?: number;
}

/**
 * The amount as the calendar shows it: '60 000 kr', '15 000 kr att få tillbaka', the
 * arbetsgivardeklaration with its parts. Written when shown, not for every computation.
 */
export function paymentAmountText(payment: TaxPayment): string {
  if (payment.amount < 0) return `${formatKronor(-payment.amount)} att få tillbaka`;
  if (payment.employerFees !== undefined && payment.withheldTax !== undefined) {
    return `${formatKronor(payment.amount)} (arbetsgivaravgifter ${formatKronor(payment.employerFees)}, avdragen skatt ${formatKronor(payment.withheldTax)})`;
  }
  return formatKronor(payment.amount);
}

/** The payment as the page lists it: '12 maj 2027 — Moms för januari–mars 2027: 60 000 kr'. */
export function paymentText(payment: TaxPayment): string {
  return `${formatSwedishDate(payment.dueDate)} — ${payment.what}: ${paymentAmountText(payment)}`;
}

/** A beskattningsår's F-skatt: what to ask Skatteverket for, what is paid, what is left. */
export interface FskattYear {
  /** '2027' (enskild firma), or the fiscal year's last month 'YYYY-MM' (aktiebolag). */
  id: string;
  /** 'inkomståret 2027', 'räkenskapsåret 2027', 'räkenskapsåret augusti 2026–december 2027' */
  label: string;
  estimate: TaxEstimate;
  /** The payment months of the year (from the first, 62 kap. 4–5 §§ SFL). */
  paymentMonths: number;
  /** The estimate spread over them, rounded up: "what to ask Skatteverket for" a month. */
  askMonthly: number;
  /** What the budget pays a month: the decided amount, or `askMonthly`. */
  monthly: number;
  decided: boolean;
  /** The estimate less what is paid as F-skatt: > 0 kvarskatt to come, < 0 paid back later. */
  difference: number;
  /** The payments that keep the kvarskatt free of kostnadsränta. */
  fyllnad: TaxPayment[];
}

export interface NegativeMonth {
  key: string;
  label: string;
  /** 'Saldot blir negativt i maj 2027' */
  heading: string;
  closing: number;
  /** The tax and moms payments of that month. */
  payments: TaxPayment[];
  /** What causes it, one or two Swedish sentences. */
  cause: string;
}

export interface Budget {
  months: BudgetMonth[];
  /** Every payment from the first month's first day to the calendar's end, by date. */
  payments: TaxPayment[];
  /** The payments by the calendar's deadline ids (zero amounts too), for /startplan and `.ics`. */
  byDeadline: ReadonlyMap<string, TaxPayment>;
  /** "Sätt av X kr i månaden till skatt och moms" */
  setAside: { monthly: number; text: string };
  firstNegative: NegativeMonth | null;
  /** The beskattningsår whose F-skatt or fyllnadsinbetalning falls in the budget. */
  fskatt: FskattYear[];
  /** Salaries were typed but the start plan has no employees: the budget counts them anyway. */
  employerAssumed: boolean;
  /** The income years whose facts the budget used, and which of its facts are not confirmed. */
  factYears: FactYear[];
  undecidedFacts: { year: FactYear; ids: FactId[] }[];
  /** Some month lies after the last year the facts have (it computes with that year's). */
  beyondFacts: boolean;
}

/** The facts of the income tax on salaries (withholding) and on an enskild firma's surplus. */
const INCOME_TAX_FACTS: readonly FactId[] = [
  'prisbasbelopp',
  'skiktgrans',
  'statlig-inkomstskatt',
  'allman-pensionsavgift',
  'allman-pensionsavgift-tak',
  'skattereduktion-forvarvsinkomst',
  'skattereduktion-forvarvsinkomst-tak',
  'public-service-avgift',
  'public-service-avgift-tak',
];

/** The facts a budget computes with (for the notice of values not confirmed for a year). */
export function budgetFacts(
  form: PlanProfile['form'],
  vatRegistered: boolean,
  salaries: boolean,
  ownMunicipalRate: boolean,
): FactId[] {
  const ids: FactId[] = [];
  if (vatRegistered) ids.push('moms-normal', 'moms-12', 'moms-6');
  if (salaries) {
    ids.push(
      'arbetsgivaravgift-full',
      'arbetsgivaravgift-unga',
      'arbetsgivaravgift-unga-tak',
      'arbetsgivaravgift-alderspension',
    );
  }
  if (form === 'ab') ids.push('bolagsskatt');
  if (form === 'ef') {
    ids.push(
      'egenavgift-full',
      'egenavgift-schablonavdrag',
      'egenavgift-nedsattning',
      'egenavgift-nedsattning-tak',
      'egenavgift-nedsattning-grans',
    );
  }
  if (salaries || form === 'ef') {
    ids.push(...INCOME_TAX_FACTS);
    if (!ownMunicipalRate) ids.push('kommunalskatt-genomsnitt');
  }
  return ids;
}

const SALE_RATE_FACT: Readonly<Record<BudgetInput['saleRate'], FactId | null>> = {
  '25': 'moms-normal',
  '12': 'moms-12',
  '6': 'moms-6',
  '0': null,
};

/** The calendar's moms deadline ids (calendar.ts): a month, a quarter, a fiscal year's end. */
const VAT_MONTH_ID = /^moms-(\d{4}-\d{2})$/;
const VAT_QUARTER_ID = /^moms-(\d{4})-k([1-4])$/;
const VAT_YEAR_ID = /^moms-ar-(\d{4}-\d{2})$/;

const monthName = (ym: YearMonth) => `${MONTH_NAMES[ym.month - 1]} ${ym.year}`;
const yearOf = (ym: YearMonth): FactYear => factYearOn(String(ym.year));
const parseMonth = (key: string): YearMonth => ({
  year: Number(key.slice(0, 4)),
  month: Number(key.slice(5, 7)),
});
const isBefore = (a: YearMonth, b: YearMonth) => monthsBetween(a, b) > 0;

/** 'a', 'a och b', 'a, b och c' */
function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} och ${items.at(-1) ?? ''}`;
}

/** One activity month's flows (exact; rounded where they become cash or a period's total). */
interface Activity {
  figures: MonthFigures;
  /** Customers' payments received (incl. moms). */
  received: number;
  /** Output moms reported in this month (by the method), less the input moms. */
  netVat: number;
  costsPaid: number;
  netSalaries: number;
  withheldTax: number;
  employerFees: number;
  profit: number;
}

/** A beskattningsår for F-skatt and profit: its first activity month and its last month. */
interface TaxYear {
  id: string;
  label: string;
  first: YearMonth;
  end: YearMonth;
  /** The first and last F-skatt payment month (62 kap. 4–5 §§ SFL; 3 kap. 5 § for the months). */
  firstPayment: YearMonth;
  lastPayment: YearMonth;
  factYear: FactYear;
}

export interface BudgetOptions {
  /**
   * The start plan's calendar for the same profile and day (`computeStartplan(...).calendar`), so
   * that a page showing both computes the deadlines once. Used when it holds every payment the
   * budget needs: from the first day of the budget's first month (or the start), to the same end,
   * with the employees the budget has.
   */
  startplan?: { window: CalendarWindow; deadlines: readonly Deadline[] } | null;
  /**
   * The calendar the budget puts amounts on (the start plan's `buildCalendar` by default); a
   * calendar with more kinds, such as a fyllnadsinbetalning deadline, gives those amounts too.
   */
  calendar?: typeof buildCalendar;
}

export function computeBudget(
  profile: PlanProfile,
  input: BudgetInput,
  today: CivilDate,
  options: BudgetOptions = {},
): Budget {
  const form = profile.form;
  const startMonth = monthOf(profile.start);
  const first = monthOf(profile.start > today ? profile.start : today);
  const window = calendarWindow(profile, today, BUDGET_MONTHS);
  const calendarEnd = monthOf(window.until);
  // Fiscal years: the first ends in `firstEnd` (an enskild firma's in December).
  const firstEnd = firstFiscalYearEnd(
    profile.start,
    form === 'ef' ? 12 : profile.fiscalYearEndMonth,
    profile.extendedFirstYear,
  );
  // Activity from the start (at most two years back) through the end of the last fiscal year
  // with an F-skatt payment in the calendar, so that every period and beskattningsår with a
  // payment in the budget has all its months.
  const simFirst = isBefore(startMonth, addMonths(first, -24)) ? addMonths(first, -24) : startMonth;
  const simLast = isBefore(addMonths(calendarEnd, 12), firstEnd)
    ? firstEnd
    : addMonths(calendarEnd, 12);
  const vatRegistered = profile.vat !== 'nej';

  const changedMonths = Object.keys(input.months).length > 0;
  const figuresOf = (ym: YearMonth): MonthFigures => {
    if (isBefore(ym, startMonth)) {
      return { sales: 0, costsWithVat: 0, costsWithoutVat: 0, salary: 0, withdrawal: 0 };
    }
    return changedMonths ? { ...input.figures, ...input.months[monthKey(ym)] } : input.figures;
  };

  const isFiscalYearEnd = (ym: YearMonth) =>
    !isBefore(ym, firstEnd) && monthsBetween(firstEnd, ym) % 12 === 0;

  // --- Activity, month by month -------------------------------------------------------------
  // By month from `simFirst` (an array: the months are looked up often).
  const activity: Activity[] = [];
  const indexOf = (ym: YearMonth) => monthsBetween(simFirst, ym);
  const at = (ym: YearMonth): Activity => {
    const index = indexOf(ym);
    let found = activity[index];
    if (!found) {
      found = {
        figures: figuresOf(ym),
        received: 0,
        netVat: 0,
        costsPaid: 0,
        netSalaries: 0,
        withheldTax: 0,
        employerFees: 0,
        profit: 0,
      };
      activity[index] = found;
    }
    return found;
  };
  const withholding = new Map<string, number>();
  const rules = new Map<string, ReturnType<typeof contributionRule>>();
  /** The employer fee rule of a birth year on a pay day; it changes only with the year and the youth rate's period. */
  const ruleOf = (born: number, payDate: CivilDate, year: FactYear) => {
    const youth = getFact('arbetsgivaravgift-unga', year);
    const key = `${born}|${payDate.slice(0, 4)}|${payDate >= youth.validFrom && payDate <= (youth.validTo ?? payDate)}`;
    let rule = rules.get(key);
    if (!rule) {
      rule = contributionRule(born, payDate);
      rules.set(key, rule);
    }
    return rule;
  };
  const sameMonthShare = (30 - input.paymentDays) / 30;
  let employerAssumed = false;

  for (let ym = simFirst; !isBefore(simLast, ym); ym = addMonths(ym, 1)) {
    const month = at(ym);
    const { sales, costsWithVat, costsWithoutVat, salary } = month.figures;
    const year = yearOf(ym);
    const next = addMonths(ym, 1);
    const rateFact = SALE_RATE_FACT[input.saleRate];
    const saleRate = vatRegistered && rateFact !== null ? getFact(rateFact, year).value : 0;
    const costRate = getFact('moms-normal', year).value;

    // Customers: the month's invoices with moms, paid by the terms.
    const vat = sales * saleRate;
    month.received += (sales + vat) * sameMonthShare;
    at(next).received += (sales + vat) * (1 - sameMonthShare);
    if (input.method === 'kontant') {
      month.netVat += vat * sameMonthShare;
      // Unpaid at the fiscal year's end: reported in its last period, not when paid.
      (isFiscalYearEnd(ym) ? month : at(next)).netVat += vat * (1 - sameMonthShare);
    } else {
      month.netVat += vat;
    }

    // Costs: paid in the month; input moms deducted when registered, a cost otherwise.
    const inputVat = costsWithVat * costRate;
    month.costsPaid += costsWithVat + inputVat + costsWithoutVat;
    if (vatRegistered) month.netVat -= inputVat;

    // Salaries.
    if (salary > 0) {
      if (!profile.employer) employerAssumed = true;
      const payDate = ymd(ym.year, ym.month, PAY_DAY);
      const people = input.birthYears.length === 0 ? 1 : input.birthYears.length;
      const each = salary / people;
      month.employerFees +=
        input.birthYears.length === 0
          ? salary * getFact('arbetsgivaravgift-full', year).value
          : input.birthYears.reduce(
              (sum, born) => sum + employerContributions(each, ruleOf(born, payDate, year)),
              0,
            );
      const municipalRate = input.municipalRate ?? getFact('kommunalskatt-genomsnitt', year).value;
      const cacheKey = `${each}|${municipalRate}|${year}`;
      let tax = withholding.get(cacheKey);
      if (tax === undefined) {
        const yearly = each * 12;
        const total = incomeTax(
          { earned: yearly, work: yearly, pensionable: yearly, municipalRate },
          year,
        ).total;
        tax = Math.floor(total / 12);
        withholding.set(cacheKey, tax);
      }
      month.withheldTax += tax * people;
      month.netSalaries += salary - tax * people;
    }

    month.profit +=
      sales -
      (vatRegistered ? costsWithVat : costsWithVat + inputVat) -
      costsWithoutVat -
      salary -
      month.employerFees;
  }
  const activityOf = (ym: YearMonth): Activity | undefined => activity[indexOf(ym)];

  // --- Beskattningsår ------------------------------------------------------------------------
  const budgetProfile: PlanProfile = employerAssumed ? { ...profile, employer: true } : profile;
  const firstDay = `${monthKey(first)}-01`;
  /** Nothing falls due before the start: the calendar needs to begin no earlier. */
  const needFrom = firstDay > profile.start ? firstDay : profile.start;
  const calendar = options.calendar ?? buildCalendar;
  const given =
    options.startplan && !employerAssumed && options.startplan.window.until === window.until
      ? options.startplan
      : null;
  // The start plan's list runs from today: the days of this month before it come on their own (a
  // calendar to today costs half of one to the end).
  const deadlines =
    given === null
      ? calendar(budgetProfile, { from: needFrom, until: window.until })
      : given.window.from <= needFrom
        ? given.deadlines
        : [
            ...calendar(budgetProfile, { from: needFrom, until: given.window.from }),
            ...given.deadlines,
          ];
  // The first F-skatt month: the calendar's when it reaches back to the start, else by its rule
  // (62 kap. 5 § SFL: the month after a decision by the 20th, else the one after that; the
  // decision taken as the start date, as the calendar does).
  const firstFskatt = deadlines.find((item) => item.kind === 'f-skatt');
  const firstPaymentMonth =
    firstFskatt && needFrom === profile.start
      ? monthOf(firstFskatt.dueDate)
      : addMonths(startMonth, partsOf(profile.start).day <= 20 ? 1 : 2);

  const taxYears = new Map<string, TaxYear>();
  /** The beskattningsår an activity month belongs to (for profit and the set-aside). */
  const taxYearOf = (ym: YearMonth): TaxYear => {
    let end: YearMonth;
    if (form === 'ef') end = { year: ym.year, month: 12 };
    else if (!isBefore(firstEnd, ym)) end = firstEnd;
    else end = addMonths(firstEnd, Math.ceil(monthsBetween(firstEnd, ym) / 12) * 12);
    const isFirst = monthsBetween(firstEnd, end) === 0;
    const id = form === 'ef' ? String(end.year) : monthKey(end);
    const known = taxYears.get(id);
    if (known) return known;
    const yearFirst = isFirst ? startMonth : addMonths(end, -11);
    const previousEnd = addMonths(end, -12);
    const taxYear: TaxYear = {
      id,
      label:
        form === 'ef'
          ? `inkomståret ${end.year}`
          : yearFirst.month === 1 && end.month === 12 && yearFirst.year === end.year
            ? `räkenskapsåret ${end.year}`
            : yearFirst.year === end.year
              ? `räkenskapsåret ${MONTH_NAMES[yearFirst.month - 1]}–${monthName(end)}`
              : `räkenskapsåret ${monthName(yearFirst)}–${monthName(end)}`,
      first: yearFirst,
      end,
      // An enskild firma pays February–January (3 kap. 4 § SFL); an aktiebolag from the second
      // month of its (3:5-mapped) year to the month after it; the first year from the first
      // payment the calendar gives.
      firstPayment: isFirst
        ? firstPaymentMonth
        : form === 'ef'
          ? { year: end.year, month: 2 }
          : addMonths(mappedYearEnd(previousEnd), 2),
      lastPayment: form === 'ef' ? addMonths(end, 1) : addMonths(mappedYearEnd(end), 1),
      factYear: yearOf(end),
    };
    taxYears.set(id, taxYear);
    return taxYear;
  };
  /** The beskattningsår an F-skatt payment month belongs to. */
  const taxYearOfPayment = (ym: YearMonth): TaxYear => {
    if (form === 'ef') return taxYearOf(ym.month === 1 ? addMonths(ym, -1) : ym);
    let year = taxYearOf(firstEnd);
    while (isBefore(year.lastPayment, ym)) year = taxYearOf(addMonths(year.end, 1));
    return year;
  };

  const estimates = new Map<string, TaxEstimate>();
  const estimateOf = (year: TaxYear): TaxEstimate => {
    let found = estimates.get(year.id);
    if (!found) {
      let profit = 0;
      for (let ym = year.first; !isBefore(year.end, ym); ym = addMonths(ym, 1)) {
        profit += activityOf(ym)?.profit ?? 0;
      }
      found =
        form === 'ab'
          ? corporateTaxEstimate(profit, year.factYear)
          : soleTraderTaxEstimate(
              profit,
              input.municipalRate ?? getFact('kommunalskatt-genomsnitt', year.factYear).value,
              year.factYear,
            );
      estimates.set(year.id, found);
    }
    return found;
  };
  const paymentMonthsOf = (year: TaxYear) =>
    Math.max(0, monthsBetween(year.firstPayment, year.lastPayment) + 1);
  const monthlyOf = (year: TaxYear) =>
    input.decidedFskatt ?? monthlyFskatt(estimateOf(year).annual, paymentMonthsOf(year));

  // --- Payments ------------------------------------------------------------------------------
  const payments: TaxPayment[] = [];
  const byDeadline = new Map<string, TaxPayment>();
  const add = (payment: TaxPayment) => {
    byDeadline.set(payment.id, payment);
    if (payment.amount !== 0) payments.push(payment);
  };

  const fskattYears = new Map<string, TaxYear>();
  for (const deadline of deadlines) {
    if (deadline.dueDate < firstDay) continue;
    const payment = paymentOf(deadline);
    if (payment) add(payment);
  }

  function paymentOf(deadline: Deadline): TaxPayment | null {
    const base = { id: deadline.id, dueDate: deadline.dueDate, period: deadline.period };
    if (deadline.kind === 'moms') {
      const months = vatPeriodMonths(deadline.id);
      if (months === null) return null;
      let net = 0;
      for (const ym of months) net += activityOf(ym)?.netVat ?? 0;
      return {
        ...base,
        kind: 'moms',
        what: `Moms för ${deadline.period}`,
        amount: roundToKrona(net),
      };
    }
    if (
      (deadline.kind === 'arbetsgivardeklaration' && deadline.payment) ||
      deadline.kind === 'arbetsgivarbetalning'
    ) {
      const month = activityOf(parseMonth(deadline.id.slice(-7)));
      const employerFees = roundToKrona(month?.employerFees ?? 0);
      const withheldTax = month?.withheldTax ?? 0;
      return {
        ...base,
        kind: 'arbetsgivardeklaration',
        what:
          deadline.kind === 'arbetsgivarbetalning'
            ? `Skatteavdrag och arbetsgivaravgifter för ${deadline.period}`
            : `Arbetsgivardeklaration för ${deadline.period}`,
        amount: employerFees + withheldTax,
        employerFees,
        withheldTax,
      };
    }
    if (deadline.kind === 'f-skatt' && form !== 'hb') {
      const year = taxYearOfPayment(monthOf(deadline.dueDate));
      fskattYears.set(year.id, year);
      return {
        ...base,
        kind: 'f-skatt',
        what: `F-skatt för ${deadline.period}`,
        amount: monthlyOf(year),
      };
    }
    return null;
  }

  /** The months of a moms deadline's period, read from its id (see calendar.ts). */
  function vatPeriodMonths(id: string): YearMonth[] | null {
    const monthly = VAT_MONTH_ID.exec(id);
    if (monthly) return [parseMonth(monthly[1] ?? '')];
    const quarterly = VAT_QUARTER_ID.exec(id);
    if (quarterly) {
      const end = { year: Number(quarterly[1]), month: Number(quarterly[2]) * 3 };
      return [addMonths(end, -2), addMonths(end, -1), end];
    }
    const yearly = VAT_YEAR_ID.exec(id);
    if (yearly) {
      const end = parseMonth(yearly[1] ?? '');
      const start = monthsBetween(firstEnd, end) === 0 ? startMonth : addMonths(end, -11);
      const months: YearMonth[] = [];
      for (let ym = start; !isBefore(end, ym); ym = addMonths(ym, 1)) months.push(ym);
      return months;
    }
    return null;
  }

  // Fyllnadsinbetalningar: for each beskattningsår with F-skatt in or just before the budget.
  const fskatt: FskattYear[] = [];
  if (form !== 'hb') {
    const before = taxYearOfPayment(addMonths(first, -1));
    if (!isBefore(before.end, startMonth)) fskattYears.set(before.id, before);
    const fyllnadKind = (item: Deadline) => (item.kind as string) === 'fyllnadsinbetalning';
    for (const year of [...fskattYears.values()].sort((a, b) => (a.id < b.id ? -1 : 1))) {
      const estimate = estimateOf(year);
      const paymentMonths = paymentMonthsOf(year);
      const monthly = monthlyOf(year);
      const difference = estimate.annual - monthly * paymentMonths;
      const fyllnad = fyllnadPlan(difference, year.end).map((part, index) => {
        // A calendar with fyllnadsinbetalning deadlines (issue 55) gives the id and the day.
        const deadline = deadlines.find(
          (item) => fyllnadKind(item) && item.dueDate.slice(0, 7) === part.date.slice(0, 7),
        );
        const payment: TaxPayment = {
          id: deadline?.id ?? `fyllnad-${year.id}-${index + 1}`,
          kind: 'fyllnadsinbetalning',
          dueDate: deadline?.dueDate ?? part.date,
          period: year.label,
          what: `Fyllnadsinbetalning för ${year.label}`,
          amount: part.amount,
        };
        return payment;
      });
      for (const part of fyllnad) {
        if (part.dueDate >= firstDay && part.dueDate < window.until) add(part);
      }
      const inBudget =
        fyllnad.some((part) => part.dueDate >= firstDay) || !isBefore(year.lastPayment, first);
      if (inBudget) {
        fskatt.push({
          id: year.id,
          label: year.label,
          estimate,
          paymentMonths,
          askMonthly: monthlyFskatt(estimate.annual, paymentMonths),
          monthly,
          decided: input.decidedFskatt !== null,
          difference,
          fyllnad,
        });
      }
    }
  }
  payments.sort((a, b) => (a.dueDate === b.dueDate ? 0 : a.dueDate < b.dueDate ? -1 : 1));

  // Refunds: first against the same day's debts on the skattekonto, the rest the month after.
  const refunds = new Map<string, number>();
  const credit = (key: string, amount: number) =>
    refunds.set(key, (refunds.get(key) ?? 0) + amount);
  for (const refund of payments) {
    if (refund.kind !== 'moms' || refund.amount >= 0) continue;
    const debts = payments
      .filter((item) => item.dueDate === refund.dueDate && item.amount > 0)
      .reduce((sum, item) => sum + item.amount, 0);
    const netted = Math.min(-refund.amount, debts);
    const month = monthOf(refund.dueDate);
    credit(monthKey(month), netted);
    credit(monthKey(addMonths(month, 1)), -refund.amount - netted);
  }

  // --- The months ----------------------------------------------------------------------------
  /** What is paid to the skattekonto each month, by kind (refunds come in as income). */
  const paidByMonth = new Map<string, Partial<Record<PaymentKind, number>>>();
  for (const payment of payments) {
    if (payment.amount <= 0) continue;
    const key = payment.dueDate.slice(0, 7);
    const paid = paidByMonth.get(key) ?? {};
    paid[payment.kind] = (paid[payment.kind] ?? 0) + payment.amount;
    paidByMonth.set(key, paid);
  }
  const months: BudgetMonth[] = [];
  let balance = input.openingBalance;
  for (let index = 0; index < BUDGET_MONTHS; index += 1) {
    const ym = addMonths(first, index);
    const key = monthKey(ym);
    const month = activityOf(ym);
    const paid = paidByMonth.get(key);
    const sum = (...kinds: PaymentKind[]) =>
      kinds.reduce((total, kind) => total + (paid?.[kind] ?? 0), 0);
    const customers = roundToKrona(month?.received ?? 0);
    const vatRefunds = refunds.get(key) ?? 0;
    const expenses = {
      costs: roundToKrona(month?.costsPaid ?? 0),
      salaries: month?.netSalaries ?? 0,
      vat: sum('moms'),
      employer: sum('arbetsgivardeklaration'),
      fskatt: sum('f-skatt', 'fyllnadsinbetalning'),
      withdrawals: month?.figures.withdrawal ?? 0,
    };
    const out =
      expenses.costs +
      expenses.salaries +
      expenses.vat +
      expenses.employer +
      expenses.fskatt +
      expenses.withdrawals;
    const opening = balance;
    balance = opening + customers + vatRefunds - out;
    months.push({
      key,
      label: monthName(ym),
      opening,
      income: { customers, vatRefunds, total: customers + vatRefunds },
      expenses: { ...expenses, total: out },
      closing: balance,
    });
  }

  // --- What to set aside: the moms, employer payments and tax the months give rise to --------
  let accrued = 0;
  for (const month of months) {
    const ym = parseMonth(month.key);
    const flows = activityOf(ym);
    if (!flows) continue;
    accrued += flows.netVat + flows.employerFees + flows.withheldTax;
    if (form !== 'hb' && !isBefore(ym, startMonth)) {
      const year = taxYearOf(ym);
      const activeMonths = monthsBetween(year.first, year.end) + 1;
      accrued += estimateOf(year).annual / activeMonths;
    }
  }
  const setAsideMonthly = Math.max(0, Math.ceil(accrued / BUDGET_MONTHS - 1e-9));

  // --- Years of facts used -------------------------------------------------------------------
  const lastMonth = addMonths(first, BUDGET_MONTHS - 1);
  const factYears = [...new Set(months.map((month) => yearOf(parseMonth(month.key))))].sort();
  const used = budgetFacts(
    form,
    vatRegistered,
    activity.some((month) => month.figures.salary > 0),
    input.municipalRate !== null,
  );
  const undecidedFacts = factYears
    .map((year) => ({ year, ids: used.filter((id) => getFact(id, year).undecided === true) }))
    .filter((item) => item.ids.length > 0);

  return {
    months,
    payments,
    byDeadline,
    setAside: {
      monthly: setAsideMonthly,
      text: `Sätt av ${formatKronor(setAsideMonthly)} i månaden till skatt och moms`,
    },
    firstNegative: firstNegativeMonth(months, payments),
    fskatt,
    employerAssumed,
    factYears,
    undecidedFacts,
    beyondFacts: lastMonth.year > yearOf(lastMonth),
  };
}

const PAYMENT_NOUN: Readonly<Record<PaymentKind, string>> = {
  moms: 'momsen',
  arbetsgivardeklaration: 'arbetsgivardeklarationen',
  'f-skatt': 'F-skatten',
  fyllnadsinbetalning: 'fyllnadsinbetalningen',
};

/** The first month that ends below zero, and why. */
function firstNegativeMonth(
  months: readonly BudgetMonth[],
  payments: readonly TaxPayment[],
): NegativeMonth | null {
  const month = months.find((item) => item.closing < 0);
  if (!month) return null;
  const due = payments.filter((item) => item.dueDate.startsWith(month.key) && item.amount > 0);
  const taxes = due.reduce((sum, item) => sum + item.amount, 0);
  const names = listText(
    due.map(
      (item) =>
        `${PAYMENT_NOUN[item.kind]} för ${item.period} (${formatKronor(item.amount)}, ${formatSwedishDate(item.dueDate)})`,
    ),
  );
  const cause =
    taxes > 0 && month.closing + taxes >= 0
      ? `Saldot räcker inte när ${names} ska betalas.`
      : `I ${month.label} är utbetalningarna, ${formatKronor(month.expenses.total)}, större än inbetalningarna, ${formatKronor(month.income.total)}, och det som fanns på kontot, ${formatKronor(month.opening)}.${taxes > 0 ? ` Samma månad ska ${names} betalas.` : ''}`;
  return {
    key: month.key,
    label: month.label,
    heading: `Saldot blir negativt i ${month.label}`,
    closing: month.closing,
    payments: due,
    cause,
  };
}
