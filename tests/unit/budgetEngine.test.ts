/**
 * Din likviditetsbudget's engine (issue 57 items 3 and 6), to the krona.
 *
 * Where the numbers come from. The research notes (`cash-budget-research.md` §7) list the
 * authority's worked examples that a budget can reproduce: E1 (F-skatt decided 15 March: first
 * payment 12 April, equal amounts April–January), E7 (pay paid out in February is declared and
 * paid 12 March), E8 (kvarskatt up to 30 000 kr booked by 3 May → no kostnadsränta), and the
 * examples computed from the law, C1–C3 (the youth employer fee in May and March 2026; kvarskatt
 * of 75 000 kr for 2025 paid 12 February and 4 May 2026). Skatteverket publishes no numeric
 * example of moms to pay, of a budget's F-skatt or of kontantmetoden at a year's end; for those
 * each test below works a small example by hand from the rule it names, written out in the
 * comment beside it. The arithmetic of the income tax (withheld tax, an enskild firma's F-skatt)
 * is worked by hand from the 2026 rules in src/content/facts.ts (prisbasbelopp 59 200 kr,
 * kommunalskatt 32,38 %, the grundavdrag and jobbskatteavdrag formulas of SKV 433); 2027 uses the
 * 2026 values, which the facts table marks as not confirmed for 2027.
 *
 * The dates are the start plan's calendar's (tests/unit/startplanDeadlines.test.ts proves them);
 * here they are written out as the rule and the roll give them.
 */
import { describe, expect, it } from 'vitest';
import { readProfile, type Answers, type PlanProfile } from '../../src/content/startplan/answers';
import { computeStartplan } from '../../src/content/startplan/plan';
import { buildCalendar } from '../../src/content/startplan/calendar';
import { readBudget, type BudgetAnswers } from '../../src/content/budget/answers';
import {
  computeBudget,
  paymentAmountText,
  paymentText,
  type Budget,
  type TaxPayment,
} from '../../src/content/budget/engine';
import { computeBudgetView } from '../../src/content/budget/budget';
import { fyllnadPlan } from '../../src/content/budget/fskatt';

/** The site writes amounts with no-break spaces: '60 000 kr'. */
const kr = (amount: string) => `${amount.replace(/ /g, '\u00a0')}\u00a0kr`;

function profileOf(answers: Answers): PlanProfile {
  const reading = readProfile(answers);
  if (reading.status !== 'complete') throw new Error(JSON.stringify(reading));
  return reading.profile;
}

function budget(plan: Answers, figures: BudgetAnswers, today: string): Budget {
  const profile = profileOf(plan);
  const reading = readBudget(figures, { form: profile.form, vat: profile.vat, year: 2026 });
  if (reading.status !== 'complete') throw new Error(JSON.stringify(reading.errors));
  return computeBudget(profile, reading.input, today);
}

/** The payments of a kind as [due date, amount]. */
const dated = (result: Budget, kind: TaxPayment['kind']) =>
  result.payments.filter((item) => item.kind === kind).map((item) => [item.dueDate, item.amount]);

/** The payment as the page lists it, and its amount as the calendar shows it. */
const text = (payment: TaxPayment | undefined) => (payment ? paymentText(payment) : undefined);
const amountText = (payment: TaxPayment | undefined) =>
  payment ? paymentAmountText(payment) : undefined;

const month = (result: Budget, key: string) => {
  const found = result.months.find((item) => item.key === key);
  if (!found) throw new Error(`no month ${key}`);
  return found;
};

/**
 * An aktiebolag starting 1 January 2027 (calendar year), moms per quarter, the budget made on
 * 1 December 2026: sales 100 000 kr a month at 25 %, costs with moms 20 000 kr, without moms
 * 10 000 kr, 50 000 kr on the account.
 */
const AB_QUARTER = { form: 'ab', start: '2027-01-01', moms: 'kvartal' } as const;
const AB_FIGURES = { salj: '100 000', kmm: '20 000', kum: '10 000', saldo: '50 000' } as const;

describe('moms per quarter, faktureringsmetoden (SFL 26:26, ruta 49)', () => {
  // Each quarter: output moms 3 × 25 % × 100 000 = 75 000, input moms 3 × 25 % × 20 000 = 15 000,
  // to pay 60 000 kr; due the 12th of the second month after the quarter (17 August for
  // April–June); 12 February 2028 is a Saturday → Monday 14 February.
  const result = budget(AB_QUARTER, { ...AB_FIGURES, dagar: '0' }, '2026-12-01');

  it('puts each quarter’s moms on its date, with its amount', () => {
    expect(dated(result, 'moms')).toEqual([
      ['2027-05-12', 60_000],
      ['2027-08-17', 60_000],
      ['2027-11-12', 60_000],
      ['2028-02-14', 60_000],
      ['2028-05-12', 60_000],
    ]);
  });

  it('writes the payment as the page lists it', () => {
    expect(text(result.byDeadline.get('moms-2027-k1'))).toBe(
      `12 maj 2027 — Moms för januari–mars 2027: ${kr('60 000')}`,
    );
    expect(amountText(result.byDeadline.get('moms-2027-k1'))).toBe(kr('60 000'));
  });

  it('gives the same moms per month with monthly periods, two months later (SFL 26:27)', () => {
    const monthly = budget(
      { ...AB_QUARTER, moms: 'manad' },
      { ...AB_FIGURES, dagar: '0' },
      '2026-12-01',
    );
    // January's 25 000 − 5 000 on 12 March 2027; June's on 17 August.
    expect(monthly.byDeadline.get('moms-2027-01')).toMatchObject({
      dueDate: '2027-03-12',
      amount: 20_000,
    });
    expect(monthly.byDeadline.get('moms-2027-06')?.dueDate).toBe('2027-08-17');
  });
});

describe('the month table', () => {
  // 30 days' credit: January's invoices are paid in February. Each month pays costs of
  // 20 000 × 1,25 + 10 000 = 35 000. F-skatt from February: profit 12 × (100 000 − 30 000) =
  // 840 000 kr, bolagsskatt 20,6 % = 173 040 kr over February–January = 14 420 kr a month.
  const result = budget(AB_QUARTER, AB_FIGURES, '2026-12-01');

  it('runs 18 months from the start month', () => {
    expect(result.months).toHaveLength(18);
    expect(result.months[0]?.label).toBe('januari 2027');
    expect(result.months.at(-1)?.label).toBe('juni 2028');
  });

  it('carries each month’s balance into the next, by hand for January–May 2027', () => {
    expect(
      result.months
        .slice(0, 5)
        .map((item) => [
          item.opening,
          item.income.total,
          item.expenses.costs,
          item.expenses.vat,
          item.expenses.fskatt,
          item.expenses.total,
          item.closing,
        ]),
    ).toEqual([
      [50_000, 0, 35_000, 0, 0, 35_000, 15_000],
      [15_000, 125_000, 35_000, 0, 14_420, 49_420, 90_580],
      [90_580, 125_000, 35_000, 0, 14_420, 49_420, 166_160],
      [166_160, 125_000, 35_000, 0, 14_420, 49_420, 241_740],
      [241_740, 125_000, 35_000, 60_000, 14_420, 109_420, 257_320],
    ]);
  });

  it('says what to set aside: the moms and tax each month gives rise to', () => {
    // Moms 25 000 − 5 000 = 20 000 and bolagsskatt 173 040 / 12 = 14 420 a month.
    expect(result.setAside).toEqual({
      monthly: 34_420,
      text: `Sätt av ${kr('34 420')} i månaden till skatt och moms`,
    });
  });

  it('has no negative month when the balance stays above zero', () => {
    expect(result.firstNegative).toBeNull();
  });

  it('finds the first negative month and names the payment that causes it', () => {
    // An enskild firma paid at once (0 days), 100 000 kr sales and 20 000 kr costs with moms, an
    // uttag of 95 000 kr and 10 000 kr to start with; F-skatt decided at 0 kr. Each month adds
    // 125 000 − 25 000 − 95 000 = 5 000: 15 000, 20 000, 25 000, 30 000 by April; in May the
    // first quarter's moms, 75 000 − 15 000 = 60 000, takes it to 35 000 − 60 000 = −25 000.
    const negative = budget(
      { form: 'ef', start: '2027-01-01', moms: 'kvartal' },
      { salj: '100 000', kmm: '20 000', uttag: '95 000', saldo: '10 000', dagar: '0', fskatt: '0' },
      '2026-12-01',
    );
    expect(negative.months.slice(0, 5).map((item) => item.closing)).toEqual([
      15_000, 20_000, 25_000, 30_000, -25_000,
    ]);
    expect(negative.firstNegative).toMatchObject({
      key: '2027-05',
      heading: 'Saldot blir negativt i maj 2027',
      closing: -25_000,
      cause: `Saldot räcker inte när momsen för januari–mars 2027 (${kr('60 000')}, 12 maj 2027) ska betalas.`,
    });
  });

  it('says when the month’s payments out are larger than what came in and what was there', () => {
    // A large purchase in the first month: 180 000 kr with moms = 225 000 kr out, 50 000 in.
    const negative = budget(
      AB_QUARTER,
      { salj: '40 000', dagar: '0', 'kmm.2027-01': '180 000' },
      '2026-12-01',
    );
    expect(negative.firstNegative).toMatchObject({
      key: '2027-01',
      closing: -175_000,
      cause: `I januari 2027 är utbetalningarna, ${kr('225 000')}, större än inbetalningarna, ${kr('50 000')}, och det som fanns på kontot, ${kr('0')}.`,
    });
  });
});

describe('a refund quarter (SFL 61:4, 62:11, 64:2)', () => {
  // Sales 40 000 kr a month paid at once; a purchase of 180 000 kr + moms in January.
  // Q1: output 3 × 10 000 = 30 000, input 45 000 → 15 000 kr to get back, credited 12 May 2027.
  // F-skatt: profit 480 000 − 180 000 = 300 000, bolagsskatt 61 800 / 12 = 5 150 kr a month, also
  // due 12 May: the credit pays it, and the other 9 850 kr is paid out in June.
  const result = budget(
    AB_QUARTER,
    { salj: '40 000', dagar: '0', 'kmm.2027-01': '180 000', saldo: '200 000' },
    '2026-12-01',
  );

  it('lists the quarter’s moms as money to get back', () => {
    expect(result.byDeadline.get('moms-2027-k1')).toMatchObject({
      dueDate: '2027-05-12',
      amount: -15_000,
    });
    expect(text(result.byDeadline.get('moms-2027-k1'))).toBe(
      `12 maj 2027 — Moms för januari–mars 2027: ${kr('15 000')} att få tillbaka`,
    );
    expect(result.byDeadline.get('moms-2027-k2')).toMatchObject({
      dueDate: '2027-08-17',
      amount: 30_000,
    });
  });

  it('counts the refund in when it reaches the bank: what the skattekonto nets that day, the rest the month after', () => {
    expect(month(result, '2027-05').income).toEqual({
      customers: 50_000,
      vatRefunds: 5_150,
      total: 55_150,
    });
    expect(month(result, '2027-05').expenses.fskatt).toBe(5_150);
    expect(month(result, '2027-06').income.vatRefunds).toBe(9_850);
    expect(month(result, '2027-05').expenses.vat).toBe(0);
  });
});

describe('kontantmetoden (bokslutsmetoden) at the year’s end (SKV RV 394183)', () => {
  // 100 000 kr a month at 25 %, 30 days' credit: the moms of a month's sales counts when the
  // customer pays, the month after. Q1 2027: February and March, 2 × 25 000 = 50 000; Q2 and Q3:
  // 75 000; Q4, the fiscal year's last period: October–December's payments and December's unpaid
  // invoices, 100 000; Q1 2028: December's invoices are already reported, so February and March
  // only, 50 000. Faktureringsmetoden: 75 000 every quarter.
  const plan = { form: 'ab', start: '2027-01-01', moms: 'kvartal' } as const;

  it('adds the unpaid invoices to the fiscal year’s last quarter, and not again', () => {
    expect(
      dated(budget(plan, { salj: '100 000', metod: 'kontant' }, '2026-12-01'), 'moms'),
    ).toEqual([
      ['2027-05-12', 50_000],
      ['2027-08-17', 75_000],
      ['2027-11-12', 75_000],
      ['2028-02-14', 100_000],
      ['2028-05-12', 50_000],
    ]);
    expect(
      dated(budget(plan, { salj: '100 000' }, '2026-12-01'), 'moms').map(([, amount]) => amount),
    ).toEqual([75_000, 75_000, 75_000, 75_000, 75_000]);
  });

  it('splits a month’s invoices by the payment terms: with 10 days a third is paid the next month', () => {
    // Q1: January and February whole, March two thirds: 25 000 × 2 2/3 = 66 666,67 → 66 667.
    // Q4: September's third, October–December, December's unpaid third: 25 000 × 3 1/3 → 83 333.
    expect(
      dated(budget(plan, { salj: '100 000', metod: 'kontant', dagar: '10' }, '2026-12-01'), 'moms'),
    ).toEqual([
      ['2027-05-12', 66_667],
      ['2027-08-17', 75_000],
      ['2027-11-12', 75_000],
      ['2028-02-14', 83_333],
      ['2028-05-12', 66_667],
    ]);
  });

  it('gives a yearly filer the same moms on the same day by either method', () => {
    // An enskild firma with yearly moms: 12 × (2 500 − 500) = 24 000 kr on 12 May 2028 (SFL 26:33 a).
    const ef = { form: 'ef', start: '2027-01-01', moms: 'ar' } as const;
    const figures = { salj: '10 000', kmm: '2 000' };
    const expected = [['2028-05-12', 24_000]];
    expect(dated(budget(ef, figures, '2026-12-01'), 'moms')).toEqual(expected);
    expect(dated(budget(ef, { ...figures, metod: 'kontant' }, '2026-12-01'), 'moms')).toEqual(
      expected,
    );
    expect(text(budget(ef, figures, '2026-12-01').byDeadline.get('moms-ar-2027-12'))).toBe(
      `12 maj 2028 — Moms för beskattningsåret 2027: ${kr('24 000')}`,
    );
  });
});

describe('arbetsgivardeklaration: fees by each month’s rate and the withheld tax', () => {
  // Withheld tax on 30 000 kr a month (kolumn 1, kommunalskatt 32,38 %), by hand on 360 000 kr a
  // year with the 2026 rules: grundavdrag 45 584 − 10 % × (360 000 − 184 112) = 27 995,20 → 28 000;
  // beskattningsbar 332 000; kommunalskatt 107 501; allmän pensionsavgift 25 200 and its
  // reduction 25 200; jobbskatteavdrag (107 329,60 + 25,1 % × 168 192 − 28 000) × 32,38 % = 39 356;
  // skattereduktion för förvärvsinkomst 1 500 (the cap); public service 1 184 (the cap).
  // 107 501 − 39 356 − 1 500 + 1 184 = 67 829 a year → 5 652 kr a month (a twelfth, rounded down).
  const WITHHELD = 5_652;

  it('C1 and C2: the youth fee from pay given out 1 April 2026, not before (SFS 2026:100)', () => {
    // Born 2005: 20 at the start of 2026. March: 30 000 × 31,42 % = 9 426 (C2), due 12 April,
    // a Sunday → 13 April. April and May: 25 000 × 20,81 % + 5 000 × 31,42 % = 6 773,50 (C1),
    // rounded to 6 774, due 12 May and 12 June.
    const result = budget(
      { form: 'ab', start: '2026-03-01', moms: 'nej', anstallda: 'ja' },
      { lon: '30 000', fodda: '2005' },
      '2026-02-01',
    );
    expect(
      result.payments
        .filter((item) => item.kind === 'arbetsgivardeklaration')
        .slice(0, 3)
        .map((item) => [item.dueDate, item.employerFees, item.withheldTax, item.amount]),
    ).toEqual([
      ['2026-04-13', 9_426, WITHHELD, 9_426 + WITHHELD],
      ['2026-05-12', 6_774, WITHHELD, 6_774 + WITHHELD],
      ['2026-06-12', 6_774, WITHHELD, 6_774 + WITHHELD],
    ]);
  });

  it('ends the youth fee with pay given out 30 September 2027: October pays the full rate', () => {
    // Born 2005: 21 at the start of 2027. September: 6 774 kr on 12 October 2027; October:
    // 30 000 × 31,42 % = 9 426 kr on 12 November 2027. E7's rule: February's pay → 12 March.
    const result = budget(
      { form: 'ab', start: '2027-01-01', moms: 'nej', anstallda: 'ja' },
      { lon: '30 000', fodda: '2005' },
      '2026-12-01',
    );
    expect(result.byDeadline.get('agd-2027-02')?.dueDate).toBe('2027-03-12');
    expect(result.byDeadline.get('agd-2027-09')).toMatchObject({
      dueDate: '2027-10-12',
      employerFees: 6_774,
      withheldTax: WITHHELD,
      amount: 12_426,
    });
    expect(text(result.byDeadline.get('agd-2027-09'))).toBe(
      `12 oktober 2027 — Arbetsgivardeklaration för september 2027: ${kr('12 426')} (arbetsgivaravgifter ${kr('6 774')}, avdragen skatt ${kr('5 652')})`,
    );
    expect(result.byDeadline.get('agd-2027-10')).toMatchObject({
      dueDate: '2027-11-12',
      employerFees: 9_426,
      amount: 9_426 + WITHHELD,
    });
    // The net pay goes out in the month itself; the fees and tax with the declaration.
    expect(month(result, '2027-09').expenses.salaries).toBe(30_000 - WITHHELD);
    expect(month(result, '2027-10').expenses.employer).toBe(12_426);
  });

  it('counts the full rate without birth years, and splits the pay equally between people', () => {
    const none = budget(
      { form: 'ab', start: '2027-01-01', moms: 'nej', anstallda: 'ja' },
      { lon: '30 000' },
      '2026-12-01',
    );
    expect(none.byDeadline.get('agd-2027-09')?.employerFees).toBe(9_426);
    // Two born 2005, 15 000 kr each, both under the ceiling: 30 000 × 20,81 % = 6 243.
    const two = budget(
      { form: 'ab', start: '2027-01-01', moms: 'nej', anstallda: 'ja' },
      { lon: '30 000', fodda: '2005, 2005' },
      '2026-12-01',
    );
    expect(two.byDeadline.get('agd-2027-09')?.employerFees).toBe(6_243);
  });

  it('counts salaries even when the start plan has no employees, and says so', () => {
    const result = budget(AB_QUARTER, { lon: '30 000' }, '2026-12-01');
    expect(result.employerAssumed).toBe(true);
    expect(result.byDeadline.get('agd-2027-01')?.employerFees).toBe(9_426);
    expect(budget(AB_QUARTER, {}, '2026-12-01').employerAssumed).toBe(false);
  });
});

describe('F-skatt from the budget’s own profit (SFL 62:4–5)', () => {
  it('an aktiebolag: bolagsskatt on the year’s profit, February–January', () => {
    // Profit 12 × (50 000 − 10 000) = 480 000 kr; 20,6 % = 98 880; 12 payments of 8 240 kr.
    const result = budget(AB_QUARTER, { salj: '50 000', kum: '10 000' }, '2026-12-01');
    expect(result.fskatt[0]).toMatchObject({
      id: '2027-12',
      label: 'räkenskapsåret 2027',
      estimate: { form: 'ab', profit: 480_000, corporateTax: 98_880, annual: 98_880 },
      paymentMonths: 12,
      askMonthly: 8_240,
      monthly: 8_240,
      decided: false,
      difference: 0,
      fyllnad: [],
    });
    const fskatt = dated(result, 'f-skatt');
    expect(fskatt.slice(0, 2)).toEqual([
      ['2027-02-12', 8_240],
      ['2027-03-12', 8_240],
    ]);
    expect(fskatt).toContainEqual(['2027-08-17', 8_240]);
    expect(text(result.byDeadline.get('f-skatt-2027-02'))).toBe(
      `12 februari 2027 — F-skatt för februari 2027: ${kr('8 240')}`,
    );
  });

  it('an aktiebolag with another fiscal year: the months follow it, mapped by SFL 3:5', () => {
    // Fiscal year ending in June: the first year is January–June 2027, 6 × 40 000 = 240 000 kr,
    // 49 440 kr of bolagsskatt over February–July (to the month after the year) = 8 240 kr; the
    // next, July 2027–June 2028, 98 880 kr over August–July.
    const june = budget(
      { ...AB_QUARTER, bokslut: '6' },
      { salj: '50 000', kum: '10 000' },
      '2026-12-01',
    );
    expect(
      june.fskatt.map((year) => [year.label, year.estimate.profit, year.paymentMonths]),
    ).toEqual([
      ['räkenskapsåret januari–juni 2027', 240_000, 6],
      ['räkenskapsåret juli 2027–juni 2028', 480_000, 12],
    ]);
    // Ending in March, the payment months count as for a year ending in April (3 kap. 5 §):
    // the first year, January–March (120 000 kr, 24 720 kr of tax), pays February–May, 4 × 6 180;
    // the next from June.
    const march = budget(
      { ...AB_QUARTER, bokslut: '3' },
      { salj: '50 000', kum: '10 000' },
      '2026-12-01',
    );
    expect(march.fskatt[0]).toMatchObject({ paymentMonths: 4, monthly: 6_180 });
    expect(march.byDeadline.get('f-skatt-2027-05')?.amount).toBe(6_180);
    expect(march.byDeadline.get('f-skatt-2027-06')?.amount).toBe(8_240);
  });

  it('an enskild firma: egenavgifter and income tax after the schablonavdrag', () => {
    // Surplus 12 × 30 000 = 360 000; schablonavdrag 25 % = 90 000; on 270 000 kr:
    // egenavgifter 28,97 % = 78 219 less the reduction 7,5 % = 20 250, capped at 15 000 → 63 219;
    // income tax: grundavdrag 45 584 − 10 % × (270 000 − 184 112) = 36 995,20 → 37 000;
    // beskattningsbar 233 000, kommunalskatt 75 445; pensionsavgift 18 900 and its reduction;
    // jobbskatteavdrag (107 329,60 + 25,1 % × 78 192 − 37 000) × 32,38 % = 29 127; förvärvsinkomst
    // (233 000 − 40 000) × 0,75 % = 1 447; public service 1 184 → 46 055.
    // F-skatt 46 055 + 63 219 = 109 274 a year, 12 payments → 9 106,17 → 9 107 kr.
    const result = budget(
      { form: 'ef', start: '2027-01-01', moms: 'nej' },
      { salj: '30 000' },
      '2026-12-01',
    );
    expect(result.fskatt[0]).toMatchObject({
      id: '2027',
      label: 'inkomståret 2027',
      estimate: {
        form: 'ef',
        profit: 360_000,
        schablonavdrag: 90_000,
        egenavgifter: 63_219,
        incomeTax: 46_055,
        annual: 109_274,
      },
      paymentMonths: 12,
      askMonthly: 9_107,
    });
    expect(dated(result, 'f-skatt')[0]).toEqual(['2027-02-12', 9_107]);
    expect(result.byDeadline.get('f-skatt-2028-01')?.amount).toBe(9_107);
  });

  it('E1: a decision on 15 March gives the first payment 12 April and equal amounts April–January', () => {
    // Started 15 March 2027, 30 000 kr a month March–December: surplus 300 000; on 225 000 kr:
    // egenavgifter 65 182,50 − 15 000 = 50 182,50; grundavdrag 45 584 − 10 % × 40 888 = 41 495,20
    // → 41 500; beskattningsbar 183 500, kommunalskatt 59 417; pensionsavgift 15 700 (15 750, 50
    // rounded down) and its reduction; jobbskatteavdrag (107 329,60 + 25,1 % × 33 192 − 41 500) ×
    // 32,38 % = 24 013; förvärvsinkomst 1 076; public service 1 184 → 35 512. 85 694,50 → 85 695
    // over 10 payments → 8 569,50 → 8 570 kr.
    const result = budget(
      { form: 'ef', start: '2027-03-15', moms: 'nej' },
      { salj: '30 000' },
      '2026-12-01',
    );
    expect(result.fskatt[0]).toMatchObject({
      estimate: { profit: 300_000, annual: 85_695 },
      paymentMonths: 10,
      askMonthly: 8_570,
    });
    const fskatt = dated(result, 'f-skatt');
    expect(fskatt[0]).toEqual(['2027-04-12', 8_570]);
    expect(fskatt.filter(([date]) => String(date) < '2028-02-01')).toHaveLength(10);
  });

  it('a decided F-skatt replaces the estimate; the shortfall is paid as fyllnadsinbetalningar', () => {
    // The aktiebolag above (98 880 kr of bolagsskatt) pays 2 000 kr a month as decided: 24 000 kr,
    // 74 880 kr short. 44 880 kr by 12 February 2028, a Saturday → Monday 14 February (65:18), and
    // 30 000 kr by 3 May 2028 (SFL 65:4).
    const result = budget(
      AB_QUARTER,
      { salj: '50 000', kum: '10 000', fskatt: '2 000' },
      '2026-12-01',
    );
    expect(result.fskatt[0]).toMatchObject({
      askMonthly: 8_240,
      monthly: 2_000,
      decided: true,
      difference: 74_880,
    });
    expect(dated(result, 'fyllnadsinbetalning')).toEqual([
      ['2028-02-14', 44_880],
      ['2028-05-03', 30_000],
    ]);
    expect(text(result.payments.find((item) => item.kind === 'fyllnadsinbetalning'))).toBe(
      `14 februari 2028 — Fyllnadsinbetalning för räkenskapsåret 2027: ${kr('44 880')}`,
    );
    expect(dated(result, 'f-skatt')[0]).toEqual(['2027-02-12', 2_000]);
    expect(month(result, '2028-02').expenses.fskatt).toBe(2_000 + 44_880);
  });

  it('attaches the amount to the calendar’s fyllnadsinbetalning deadlines by their kind and month', () => {
    const reading = readBudget(
      { salj: '50 000', kum: '10 000', fskatt: '2 000' },
      { form: 'ab', vat: 'kvartal', year: 2026 },
    );
    if (reading.status !== 'complete') throw new Error('figures');
    // The calendar's own deadlines (issue 55): over 30 000 kr by 12 February 2028 (a Saturday:
    // 14 February), up to 30 000 kr by 3 May 2028, each under its id.
    const result = computeBudget(profileOf(AB_QUARTER), reading.input, '2026-12-01', {
      calendar: buildCalendar,
    });
    expect(result.byDeadline.get('fyllnad-2027-12-over-30000')).toMatchObject({
      kind: 'fyllnadsinbetalning',
      amount: 44_880,
    });
    expect(result.byDeadline.get('fyllnad-2027-12')?.amount).toBe(30_000);
  });
});

describe('fyllnadsinbetalning: the days that avoid kostnadsränta (SFL 65:4, 65:18)', () => {
  it('C3: 75 000 kr for 2025 → 45 000 kr by Thu 12 Feb and 30 000 kr by Mon 4 May 2026', () => {
    expect(fyllnadPlan(75_000, { year: 2025, month: 12 })).toEqual([
      { date: '2026-02-12', amount: 45_000 },
      { date: '2026-05-04', amount: 30_000 },
    ]);
  });

  it('E8: up to 30 000 kr for 2023 booked by 3 May 2024 → no kostnadsränta', () => {
    expect(fyllnadPlan(20_000, { year: 2023, month: 12 })).toEqual([
      { date: '2024-05-03', amount: 20_000 },
    ]);
  });

  it('moves a Saturday or Sunday to the Monday: interest starts the Tuesday', () => {
    // 2021: Sat 12 Feb 2022 → interest from Tue 15 Feb (ekdalsekonomi); 2024: Sat 3 May 2025 →
    // from Tue 6 May (toborrow); so Monday is still in time.
    expect(fyllnadPlan(40_000, { year: 2021, month: 12 })).toEqual([
      { date: '2022-02-14', amount: 10_000 },
      { date: '2022-05-03', amount: 30_000 },
    ]);
    expect(fyllnadPlan(40_000, { year: 2024, month: 12 })[1]).toEqual({
      date: '2025-05-05',
      amount: 30_000,
    });
    expect(fyllnadPlan(0, { year: 2024, month: 12 })).toEqual([]);
  });
});

describe('a company that has already started', () => {
  // The aktiebolag of the quarter example started 1 January 2026; the budget is made on
  // 20 November 2026, so it starts with November 2026 and holds the third quarter's moms
  // (July–September, 60 000 kr, due 12 November) and October's customers' payments.
  const result = budget({ ...AB_QUARTER, start: '2026-01-01' }, AB_FIGURES, '2026-11-20');

  it('starts this month, with payments for the periods before it', () => {
    expect(result.months[0]).toMatchObject({ key: '2026-11', opening: 50_000 });
    expect(result.months[0]?.income.customers).toBe(125_000);
    expect(result.byDeadline.get('moms-2026-k3')).toMatchObject({
      dueDate: '2026-11-12',
      amount: 60_000,
    });
    expect(result.months[0]?.expenses.vat).toBe(60_000);
  });

  it('counts the F-skatt months of the year it began in from the start (February–January)', () => {
    expect(result.fskatt[0]).toMatchObject({ id: '2026-12', paymentMonths: 12, monthly: 14_420 });
    expect(result.byDeadline.get('f-skatt-2026-11')?.amount).toBe(14_420);
  });
});

describe('what the budget leaves out', () => {
  it('a handelsbolag: the partners pay their own F-skatt; their uttag leaves the company', () => {
    const result = budget(
      { form: 'hb', start: '2027-01-01', moms: 'nej' },
      { salj: '50 000', uttag: '20 000' },
      '2026-12-01',
    );
    expect(result.payments.filter((item) => item.kind === 'f-skatt')).toEqual([]);
    expect(result.fskatt).toEqual([]);
    expect(month(result, '2027-03').expenses).toMatchObject({ fskatt: 0, withdrawals: 20_000 });
  });

  it('without moms registration: no moms to customers, none back on costs', () => {
    const result = budget(
      { form: 'ef', start: '2027-01-01', moms: 'nej' },
      { salj: '10 000', kmm: '1 000', dagar: '0' },
      '2026-12-01',
    );
    expect(dated(result, 'moms')).toEqual([]);
    expect(month(result, '2027-01').income.customers).toBe(10_000);
    expect(month(result, '2027-01').expenses.costs).toBe(1_250);
  });
});

describe('amounts for the start plan and the calendar file', () => {
  it('keys every moms, arbetsgivardeklaration and F-skatt deadline of the budget’s months by its id', () => {
    const plan = { ...AB_QUARTER, anstallda: 'ja' };
    const figures = { ...AB_FIGURES, lon: '30 000' };
    const view = computeBudgetView(plan, figures, '2026-12-01');
    const startplan = computeStartplan(plan, '2026-12-01');
    const payments = (startplan.calendar?.deadlines ?? []).filter(
      (item) =>
        item.payment &&
        ['moms', 'arbetsgivardeklaration', 'f-skatt'].includes(item.kind) &&
        item.dueDate < '2028-07-01',
    );
    // 5 quarters' moms, 17 months' arbetsgivardeklarationer, 17 months' F-skatt.
    expect(payments).toHaveLength(39);
    for (const deadline of payments) {
      expect(view.budget?.byDeadline.get(deadline.id)?.dueDate).toBe(deadline.dueDate);
    }
  });

  it('computes the calendar once with the start plan when that holds every payment it needs', () => {
    const future = computeStartplan(AB_QUARTER, '2026-12-01');
    const profile = profileOf(AB_QUARTER);
    const reading = readBudget(AB_FIGURES, { form: 'ab', vat: 'kvartal', year: 2026 });
    if (reading.status !== 'complete') throw new Error('figures');
    let calls = 0;
    const counted: typeof buildCalendar = (...args) => {
      calls += 1;
      return buildCalendar(...args);
    };
    const shared = computeBudget(profile, reading.input, '2026-12-01', {
      startplan: future.calendar,
      calendar: counted,
    });
    expect(calls).toBe(0);
    expect(shared).toEqual(computeBudget(profile, reading.input, '2026-12-01'));
    // Started in January 2026, on 20 November: the start plan lists from today, the budget needs
    // the third quarter's moms of 12 November too, so it computes the days before today.
    const started = { ...AB_QUARTER, start: '2026-01-01' };
    const late = computeBudget(profileOf(started), reading.input, '2026-11-20', {
      startplan: computeStartplan(started, '2026-11-20').calendar,
      calendar: counted,
    });
    expect(calls).toBe(1);
    expect(late).toEqual(computeBudget(profileOf(started), reading.input, '2026-11-20'));
    expect(late.byDeadline.get('moms-2026-k3')?.amount).toBe(60_000);
  });

  it('computes nothing until the plan and the figures are complete and today is known', () => {
    expect(computeBudgetView({ form: 'ab' }, {}, '2026-12-01').budget).toBeNull();
    expect(computeBudgetView(AB_QUARTER, { salj: 'x' }, '2026-12-01').budget).toBeNull();
    expect(computeBudgetView(AB_QUARTER, {}, null).budget).toBeNull();
    expect(computeBudgetView(AB_QUARTER, {}, '2026-12-01').budget?.months).toHaveLength(18);
  });

  it('says which of the year’s facts are not confirmed', () => {
    const result = budget(AB_QUARTER, { ...AB_FIGURES, lon: '30 000' }, '2026-12-01');
    expect(result.factYears).toEqual([2027]);
    expect(result.undecidedFacts[0]?.ids).toContain('arbetsgivaravgift-full');
    expect(result.undecidedFacts[0]?.ids).not.toContain('egenavgift-full');
  });
});
