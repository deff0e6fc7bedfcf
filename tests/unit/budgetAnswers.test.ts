/**
 * Din likviditetsbudget: the budget's own answers (issue 57 item 2), as typed and as the address
 * holds them. The messages are the ones the issue asks for: text, negative amounts and absurd
 * sizes each get a Swedish message beside the field, and what was typed stays as it was.
 */
import { describe, expect, it } from 'vitest';
import {
  BUDGET_FIELDS,
  budgetAnswersFrom,
  budgetAnswersToQuery,
  hasBudgetAnswers,
  readBudget,
  type BudgetContext,
  type BudgetReading,
} from '../../src/content/budget/answers';

/** The site writes amounts with no-break spaces: '100 000 000 kr'. */
const kr = (text: string) => text.replace(/ /g, '\u00a0');

const AB: BudgetContext = { form: 'ab', vat: 'kvartal', year: 2026 };
const EF: BudgetContext = { form: 'ef', vat: 'ar', year: 2026 };

function input(reading: BudgetReading) {
  if (reading.status !== 'complete') throw new Error(JSON.stringify(reading.errors));
  return reading.input;
}
function errors(reading: BudgetReading) {
  if (reading.status !== 'invalid') throw new Error('expected messages');
  return reading.errors;
}

describe('the budget’s answers in the address', () => {
  it('reads the known keys and single months as text, nothing else', () => {
    expect(
      budgetAnswersFrom(
        'salj=100000&sats=25&salj.2027-03=150000&evil=1&kmm.2027-13=5&form=ab&lon.2027-1=1',
      ),
    ).toEqual({ salj: '100000', sats: '25', 'salj.2027-03': '150000' });
    expect(budgetAnswersFrom({ salj: 100000, kum: '5 000', x: '<script>' })).toEqual({
      salj: '100000',
      kum: '5 000',
    });
    expect(budgetAnswersFrom({ salj: '9'.repeat(500) }).salj).toHaveLength(20);
    expect(budgetAnswersFrom(null)).toEqual({});
  });

  it('keeps at most 120 single months from an address', () => {
    const many = Object.fromEntries(
      Array.from({ length: 200 }, (_, index) => [
        `salj.${2027 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`,
        '1',
      ]),
    );
    expect(Object.keys(budgetAnswersFrom(many))).toHaveLength(120);
  });

  it('writes only what says something: no defaults, no empty fields, the months in order', () => {
    expect(
      budgetAnswersToQuery({
        'kmm.2027-04': '9000',
        'salj.2027-04': '1',
        metod: 'faktura',
        sats: '25',
        dagar: '10',
        salj: '100 000',
        kum: '',
        'salj.2027-02': '5',
      }),
    ).toBe('salj=100+000&dagar=10&salj.2027-02=5&salj.2027-04=1&kmm.2027-04=9000');
    expect(hasBudgetAnswers({ sats: '25', metod: 'faktura', salj: '' })).toBe(false);
    expect(hasBudgetAnswers({ saldo: '0' })).toBe(true);
  });
});

describe('readBudget', () => {
  it('starts empty: every amount 0 kr, the questions at their defaults, no F-skatt decided', () => {
    expect(input(readBudget({}, AB))).toEqual({
      figures: { sales: 0, costsWithVat: 0, costsWithoutVat: 0, salary: 0, withdrawal: 0 },
      months: {},
      saleRate: '25',
      paymentDays: 30,
      birthYears: [],
      municipalRate: null,
      decidedFskatt: null,
      openingBalance: 0,
      method: 'faktura',
    });
  });

  it('reads "100 000" and "100000" alike, in whole kronor', () => {
    expect(input(readBudget({ salj: '100 000' }, AB)).figures.sales).toBe(100_000);
    expect(input(readBudget({ salj: '100000' }, AB)).figures.sales).toBe(100_000);
    expect(input(readBudget({ salj: '100\u00a0000 kr' }, AB)).figures.sales).toBe(100_000);
    expect(input(readBudget({ kmm: '12 500,60' }, AB)).figures.costsWithVat).toBe(12_501);
  });

  it('gives a Swedish message for text, a negative amount and an absurd size', () => {
    expect(errors(readBudget({ salj: 'hundra' }, AB)).salj).toBe(
      'Skriv försäljningen med siffror, till exempel 100 000.',
    );
    expect(errors(readBudget({ kum: '-5 000' }, AB)).kum).toBe(
      'Skriv kostnaderna utan minustecken: ett belopp kan inte vara negativt.',
    );
    expect(errors(readBudget({ lon: '999 999 999 999' }, AB)).lon).toBe(
      `Det är orimligt mycket för en månad. Skriv högst ${kr('100 000 000 kr')}.`,
    );
    expect(errors(readBudget({ saldo: '99 000 000 000' }, AB)).saldo).toBe(
      `Det är orimligt mycket. Skriv högst ${kr('10 000 000 000 kr')}.`,
    );
    // Every wrong answer at once, one message each.
    expect(Object.keys(errors(readBudget({ salj: 'x', kmm: '-1', sats: '7' }, AB)))).toEqual([
      'salj',
      'kmm',
      'sats',
    ]);
  });

  it('reads a single month’s figure beside the month’s usual one', () => {
    const read = input(
      readBudget({ salj: '100 000', 'salj.2027-07': '20 000', 'kmm.2027-03': '250000' }, AB),
    );
    expect(read.figures.sales).toBe(100_000);
    expect(read.months).toEqual({
      '2027-07': { sales: 20_000 },
      '2027-03': { costsWithVat: 250_000 },
    });
    expect(errors(readBudget({ 'lon.2027-02': 'mycket' }, AB))).toEqual({
      'lon.2027-02': 'Skriv lönen med siffror, till exempel 100 000.',
    });
  });

  it('offers only the four VAT rates, the three payment terms and the two methods', () => {
    expect(input(readBudget({ sats: '12', dagar: '10', metod: 'kontant' }, AB))).toMatchObject({
      saleRate: '12',
      paymentDays: 10,
      method: 'kontant',
    });
    expect(errors(readBudget({ sats: '20', dagar: '45', metod: 'x' }, AB))).toEqual({
      sats: 'Välj ett av svaren.',
      dagar: 'Välj ett av svaren.',
      metod: 'Välj ett av svaren.',
    });
  });

  it('allows kontantmetoden only up to 3 miljoner kronor a year (BFL 5:2)', () => {
    expect(input(readBudget({ metod: 'kontant', salj: '250 000' }, AB)).method).toBe('kontant');
    expect(errors(readBudget({ metod: 'kontant', salj: '250 001' }, AB)).metod).toBe(
      'Kontantmetoden får bara användas när omsättningen normalt är högst 3 miljoner kronor om året, och din försäljning är mer än så. Välj Faktureringsmetoden.',
    );
    // Without moms registration the method does not matter.
    expect(readBudget({ metod: 'kontant', salj: '900 000' }, { ...AB, vat: 'nej' }).status).toBe(
      'complete',
    );
  });

  it('reads the birth years as a list, and says how to write them', () => {
    expect(input(readBudget({ fodda: '1990, 2005;1980 2001' }, AB)).birthYears).toEqual([
      1990, 2005, 1980, 2001,
    ]);
    expect(errors(readBudget({ fodda: '1990, nittio' }, AB)).fodda).toBe(
      'Skriv födelseåren som fyrsiffriga år med komma emellan, till exempel 1990, 2005.',
    );
    expect(errors(readBudget({ fodda: '1850' }, AB)).fodda).toBe(
      'Födelseåren behöver vara mellan 1900 och 2013.',
    );
    expect(input(readBudget({ fodda: '2014' }, { ...AB, year: 2027 })).birthYears).toEqual([2014]);
    expect(errors(readBudget({ fodda: '2015' }, { ...AB, year: 2027 })).fodda).toBe(
      'Födelseåren behöver vara mellan 1900 och 2014.',
    );
  });

  it('takes the kommunalskatt in per cent, empty for the average', () => {
    expect(input(readBudget({ kskatt: '31,5' }, AB)).municipalRate).toBeCloseTo(0.315, 10);
    expect(input(readBudget({ kskatt: '' }, AB)).municipalRate).toBeNull();
    expect(errors(readBudget({ kskatt: '50' }, AB)).kskatt).toBe(
      'Kommunalskatten behöver vara mellan 20\u00a0% och 40\u00a0%.',
    );
    expect(BUDGET_FIELDS.kskatt.label).toBe('Kommunalskatt');
  });

  it('keeps the decided F-skatt apart from an empty field: 0 is a decision, empty is none', () => {
    expect(input(readBudget({ fskatt: '' }, AB)).decidedFskatt).toBeNull();
    expect(input(readBudget({ fskatt: '0' }, AB)).decidedFskatt).toBe(0);
    expect(input(readBudget({ fskatt: '4 500' }, EF)).decidedFskatt).toBe(4_500);
    // A handelsbolag's partners pay their own F-skatt: the company has none.
    expect(input(readBudget({ fskatt: '4 500' }, { ...AB, form: 'hb' })).decidedFskatt).toBeNull();
  });

  it('counts eget uttag only for an enskild firma or a handelsbolag', () => {
    expect(input(readBudget({ uttag: '20 000' }, EF)).figures.withdrawal).toBe(20_000);
    expect(input(readBudget({ uttag: '20 000', 'uttag.2027-05': '1' }, AB))).toMatchObject({
      figures: { withdrawal: 0 },
      months: {},
    });
  });

  it('labels the questions as the issue names them', () => {
    expect(
      [
        BUDGET_FIELDS.salj,
        BUDGET_FIELDS.kmm,
        BUDGET_FIELDS.kum,
        BUDGET_FIELDS.lon,
        BUDGET_FIELDS.fskatt,
        BUDGET_FIELDS.uttag,
        BUDGET_FIELDS.saldo,
      ].map((field) => field.label),
    ).toEqual([
      'Försäljning per månad, utan moms',
      'Kostnader med moms per månad, utan momsen',
      'Kostnader utan moms per månad',
      'Lön per månad, brutto',
      'F-skatt enligt beslutet, per månad',
      'Eget uttag per månad',
      'Pengar på kontot vid start',
    ]);
  });
});
