/**
 * The calculators' arithmetic against worked examples computed by hand (the working is in the
 * comments), the 2026 age bands by birth year, the youth rate's 25 000 kr ceiling, and Swedish
 * number reading and writing. Intl writes U+00A0 between digit groups and before 'kr'/'%', and
 * U+2212 as minus: the expected strings spell them out.
 */
import { describe, expect, it } from 'vitest';
import { loadArticleBody } from '../../src/content/articles/bodies';
import {
  contributionRule,
  employeeCost,
  employerContributions,
  evaluateEmployeeCost,
} from '../../src/content/calculators/employeeCost';
import { initialTexts, readNumberField } from '../../src/content/calculators/fields';
import { searchValidator } from '../../src/content/calculators/keys';
import { evaluateHourlyRate, hourlyRate } from '../../src/content/calculators/hourlyRate';
import {
  formatKronor,
  formatPercent,
  parseSwedishNumber,
} from '../../src/content/calculators/numbers';
import { addVat, evaluateVat, removeVat } from '../../src/content/calculators/vat';
import { EMPLOYEE_FIELDS } from '../../src/content/calculators/employeeCost';
import { evaluateDividend } from '../../src/content/calculators/dividend';

const NB = '\u00a0';

describe('Swedish numbers', () => {
  it.each([
    ['30 000', 30000],
    ['30000', 30000],
    ['30 000,50', 30000.5],
    [`30${NB}000`, 30000],
    ['30\u202f000', 30000],
    ['30.000', 30000],
    ['4,5', 4.5],
    ['4.5', 4.5],
    ['30 000 kr', 30000],
    ['65 %', 65],
    ['  1991 ', 1991],
    ['\u2212100', -100],
  ])('reads %j as %d', (text, value) => {
    expect(parseSwedishNumber(text)).toEqual({ kind: 'number', value });
  });

  it.each(['tretusen', '30 000,5,0', '30,000.50', '1e3', ',', '12-3', 'kr'])(
    'refuses %j',
    (text) => {
      expect(parseSwedishNumber(text)).toEqual({ kind: 'invalid' });
    },
  );

  it('tells an empty field from a bad one', () => {
    expect(parseSwedishNumber('   ')).toEqual({ kind: 'empty' });
  });

  it('writes kronor and percentages as Swedish texts do', () => {
    expect(formatKronor(30000)).toBe(`30${NB}000${NB}kr`);
    expect(formatKronor(9426.4)).toBe(`9${NB}426${NB}kr`);
    expect(formatKronor(641.72)).toBe(`642${NB}kr`);
    expect(formatKronor(1250, 'ore')).toBe(`1${NB}250${NB}kr`);
    expect(formatKronor(943.4, 'ore')).toBe(`943,40${NB}kr`);
    expect(formatKronor(-5)).toBe(`\u22125${NB}kr`);
    expect(formatPercent(0.2897)).toBe(`28,97${NB}%`);
    expect(formatPercent(0.3142)).toBe(`31,42${NB}%`);
    expect(formatPercent(0.25)).toBe(`25${NB}%`);
  });

  it('gives a Swedish message that names the field and keeps limits readable', () => {
    expect(readNumberField(EMPLOYEE_FIELDS.salary, 'trettio')).toEqual({
      error: 'Skriv månadslönen med siffror, till exempel 30 000.',
    });
    expect(readNumberField(EMPLOYEE_FIELDS.salary, '')).toEqual({ error: 'Fyll i månadslönen.' });
    expect(readNumberField(EMPLOYEE_FIELDS.birthYear, '1991,5')).toEqual({
      error: 'Skriv födelseåret utan decimaler, till exempel 1991.',
    });
    expect(readNumberField(EMPLOYEE_FIELDS.birthYear, '1850').error).toBe(
      'Födelseåret behöver vara mellan 1\u00a0900 och 2\u00a0013.',
    );
    expect(readNumberField(EMPLOYEE_FIELDS.pension, '')).toEqual({ value: 0 });
  });

  it('keeps search params as the router parsed them, drops other keys; the page reads text', () => {
    const validate = searchValidator(['lon', 'fodd', 'pension'] as const);
    const search = validate({ lon: '30 000,50', fodd: 1991, pension: { nested: true }, x: 'y' });
    expect(search).toEqual({ lon: '30 000,50', fodd: 1991 });
    expect(initialTexts(Object.values(EMPLOYEE_FIELDS), search)).toEqual({
      lon: '30 000,50',
      fodd: '1991',
      pension: '',
    });
  });
});

describe('arbetsgivaravgifter 2026 by birth year', () => {
  it.each([
    [1930, 'ingen', 0],
    [1937, 'ingen', 0],
    [1938, 'alderspension', 0.1021],
    [1958, 'alderspension', 0.1021],
    [1959, 'full', 0.3142],
    [1991, 'full', 0.3142],
    [2002, 'full', 0.3142],
    [2003, 'unga', 0.2081],
    [2007, 'unga', 0.2081],
    [2008, 'full', 0.3142],
    [2012, 'full', 0.3142],
  ] as const)('born %d: %s, %d', (birthYear, band, rate) => {
    const rule = contributionRule(birthYear);
    expect(rule.band).toBe(band);
    expect(rule.rate.value).toBe(rate);
  });

  it('names the birth years of each band', () => {
    expect(contributionRule(1991).birthYears).toBe('födda 1959–2002');
    expect(contributionRule(2005).birthYears).toBe('födda 2003–2007');
    expect(contributionRule(1950).birthYears).toBe('födda 1938–1958');
    expect(contributionRule(2010).birthYears).toBe('födda 2008 eller senare');
    expect(contributionRule(1930).birthYears).toBe('födda 1937 eller tidigare');
  });

  it('applies the youth rate only to pay from 1 April 2026', () => {
    expect(contributionRule(2005, '2026-03-25').band).toBe('full');
    expect(contributionRule(2005, '2026-03-25').birthYears).toBe('födda 1959 eller senare');
    expect(contributionRule(2005, '2026-04-25').band).toBe('unga');
  });

  it('30 000 kr a month for a 35-year-old: 30 000 × 31,42 % = 9 426 kr', () => {
    expect(employerContributions(30_000, contributionRule(1991))).toBeCloseTo(9426, 6);
  });

  it('the youth rate stops at 25 000 kr a month; above it the full rate', () => {
    const young = contributionRule(2006);
    // 20 000 × 20,81 % = 4 162
    expect(employerContributions(20_000, young)).toBeCloseTo(4162, 6);
    // 25 000 × 20,81 % = 5 202,50 (the article's 'ungefär 5 200 kr')
    expect(employerContributions(25_000, young)).toBeCloseTo(5202.5, 6);
    // 25 000 × 20,81 % + 5 000 × 31,42 % = 5 202,50 + 1 571 = 6 773,50
    expect(employerContributions(30_000, young)).toBeCloseTo(6773.5, 6);
  });

  it('pensioners pay only ålderspensionsavgift: 30 000 × 10,21 % = 3 063 kr', () => {
    expect(employerContributions(30_000, contributionRule(1958))).toBeCloseTo(3063, 6);
    expect(employerContributions(30_000, contributionRule(1937))).toBe(0);
  });
});

describe('what an employee costs', () => {
  it('the worked example: 30 000 kr, born 1991, no pension', () => {
    const cost = employeeCost({ monthlySalary: 30_000, birthYear: 1991, pensionRate: 0 });
    expect(cost.contributions).toBeCloseTo(9426, 6);
    // semesterersättning 12 % of 30 000 = 3 600, with 31,42 % on it = 1 131,12
    expect(cost.holidayPay).toBeCloseTo(3600, 6);
    expect(cost.holidayContributions).toBeCloseTo(1131.12, 6);
    // 30 000 + 9 426 + 3 600 + 1 131,12 = 44 157,12
    expect(cost.total).toBeCloseTo(44157.12, 6);
  });

  it('pension 4,5 %: 1 350 kr premium and 24,26 % särskild löneskatt, 327,51 kr', () => {
    const cost = employeeCost({ monthlySalary: 30_000, birthYear: 1991, pensionRate: 0.045 });
    expect(cost.pension).toBeCloseTo(1350, 6);
    expect(cost.pensionTax).toBeCloseTo(327.51, 6);
    expect(cost.total).toBeCloseTo(44157.12 + 1350 + 327.51, 6);
  });

  it('holiday pay shares the youth ceiling with the salary', () => {
    // 24 000 + 2 880 = 26 880: 1 000 kr of the holiday pay is under the ceiling.
    // 1 000 × 20,81 % + 1 880 × 31,42 % = 208,10 + 590,696 = 798,796
    const cost = employeeCost({ monthlySalary: 24_000, birthYear: 2006, pensionRate: 0 });
    expect(cost.contributions).toBeCloseTo(4994.4, 6);
    expect(cost.holidayContributions).toBeCloseTo(798.796, 6);
    // 20 000: 22 400 with holiday pay, all under the ceiling: 2 400 × 20,81 % = 499,44
    const low = employeeCost({ monthlySalary: 20_000, birthYear: 2006, pensionRate: 0 });
    expect(low.holidayContributions).toBeCloseTo(499.44, 6);
  });

  it('the page model: lines in whole kronor, a month and a year, adding up', () => {
    const view = evaluateEmployeeCost({ lon: '30 000', fodd: '1991', pension: '' });
    expect(view.errors).toEqual({});
    const lines = view.result?.lines.map((line) => [line.id, line.month, line.year]);
    expect(lines).toEqual([
      ['lon', 30000, 360000],
      ['avgifter', 9426, 113112],
      ['semester', 3600, 43200],
      ['semesteravgifter', 1131, 13573],
    ]);
    expect(view.result?.total).toEqual({ month: 44157, year: 529885 });
    expect(view.result?.summary).toBe(
      `Arbetsgivaravgifter 9${NB}426${NB}kr i månaden. Total kostnad 44${NB}157${NB}kr i månaden och 529${NB}885${NB}kr om året.`,
    );
    expect(view.result?.notes).toEqual([]);
  });

  it('notes the youth period when the youth rate applies', () => {
    const view = evaluateEmployeeCost({ lon: '25000', fodd: '2006', pension: '' });
    expect(view.result?.lines[1]?.month).toBe(5203);
    expect(view.result?.notes[0]).toMatch(/1 april 2026–30 september 2027/);
  });

  it('a bad value: the message, no result', () => {
    const view = evaluateEmployeeCost({ lon: '30 000 kronor och lite', fodd: '1991', pension: '' });
    expect(view.errors.lon).toBe('Skriv månadslönen med siffror, till exempel 30 000.');
    expect(view.result).toBeUndefined();
  });
});

describe('hourly rate', () => {
  const example = {
    monthlySalary: 40_000,
    form: 'ab' as const,
    yearlyCosts: 120_000,
    weeksOff: 7,
    billableShare: 0.65,
    margin: 0.1,
  };

  it("the article's example: AB, 40 000 kr, 120 000 kr costs, 7 weeks off, 65 %", () => {
    const rate = hourlyRate(example);
    // 480 000 × 31,42 % = 150 816; + 480 000 + 120 000 = 750 816
    expect(rate.fees).toBeCloseTo(150_816, 6);
    expect(rate.toCover).toBeCloseTo(750_816, 6);
    // (52 − 7) × 40 = 1 800 hours, × 65 % = 1 170
    expect(rate.workingHours).toBe(1800);
    expect(rate.billableHours).toBeCloseTo(1170, 9);
    // 750 816 / 1 170 = 641,7231 → 642 kr; × 1,1 = 705,8954 → 706 kr
    expect(rate.lowestRate).toBeCloseTo(641.7231, 4);
    expect(rate.rateWithMargin).toBeCloseTo(705.8954, 4);
  });

  it('55 % billable instead: 750 816 / 990 = 758,40 kr', () => {
    expect(hourlyRate({ ...example, billableShare: 0.55 }).lowestRate).toBeCloseTo(758.4, 2);
  });

  it('enskild firma: egenavgifter as they settle, not the first year’s 21,73 %', () => {
    const rate = hourlyRate({ ...example, form: 'ef' });
    // year after year the avgifter are 28,97 % of what is left: 480 000 × 28,97 % = 139 056,
    // so the surplus is 480 000 × 1,2897 = 619 056
    expect(rate.fees).toBeCloseTo(139_056, 6);
    expect(rate.surplus).toBeCloseTo(619_056, 6);
    // not the preliminary 75 % × 28,97 % = 21,73 % of the surplus
    expect(rate.fees / (rate.surplus ?? 1)).toBeCloseTo(0.2897 / 1.2897, 6);
    // (619 056 + 120 000) / 1 170 = 631,67 kr
    expect(rate.lowestRate).toBeCloseTo(631.6718, 3);
  });

  it('the page model shows the numbers the article states', () => {
    const view = evaluateHourlyRate({
      lon: '40 000',
      form: 'ab',
      kostnader: '120 000',
      ledigt: '7',
      debiterbart: '65',
      marginal: '10',
    });
    const values = Object.fromEntries(
      [
        ...(view.result?.costLines ?? []),
        ...(view.result?.hourLines ?? []),
        ...(view.result?.rateLines ?? []),
      ].map((line) => [line.id, line.value]),
    );
    expect(values).toEqual({
      lon: `480${NB}000${NB}kr`,
      avgifter: `150${NB}816${NB}kr`,
      kostnader: `120${NB}000${NB}kr`,
      summa: `750${NB}816${NB}kr`,
      arbetstimmar: `1${NB}800 timmar`,
      debiterbara: `1${NB}170 timmar`,
      lagsta: `642${NB}kr`,
      marginal: `706${NB}kr`,
      moms: `882${NB}kr`,
    });
  });

  it('an unknown company form falls back to aktiebolag; bad numbers get messages', () => {
    const view = evaluateHourlyRate({
      lon: '40 000',
      form: 'kommanditbolag',
      kostnader: '',
      ledigt: '60',
      debiterbart: '0',
      marginal: '',
    });
    expect(view.errors).toEqual({
      ledigt: 'Antalet lediga veckor behöver vara mellan 0\u00a0veckor och 51\u00a0veckor.',
      debiterbart: 'Den debiterbara andelen behöver vara mellan 1\u00a0% och 100\u00a0%.',
    });
  });
});

describe('moms', () => {
  it('1 000 kr excluding 25 % is 1 250 kr including', () => {
    expect(addVat(1000, 0.25)).toEqual({ excluding: 1000, vat: 250, including: 1250 });
  });

  it('1 250 kr including 25 % holds 250 kr VAT', () => {
    expect(removeVat(1250, 0.25)).toEqual({ excluding: 1000, vat: 250, including: 1250 });
  });

  it('12 % and 6 %, in whole öre', () => {
    expect(addVat(1000, 0.12)).toEqual({ excluding: 1000, vat: 120, including: 1120 });
    // 1 000 × 6 / 106 = 56,6038 → 56,60; 1 000 − 56,60 = 943,40
    expect(removeVat(1000, 0.06)).toEqual({ excluding: 943.4, vat: 56.6, including: 1000 });
    // 99,99 × 25 % = 24,9975 → 25,00
    expect(addVat(99.99, 0.25)).toEqual({ excluding: 99.99, vat: 25, including: 124.99 });
  });

  it('the page model', () => {
    const view = evaluateVat({ belopp: '1 250', riktning: 'inkl', sats: '25' });
    expect(view.result?.lines.map((line) => line.value)).toEqual([
      `1${NB}000${NB}kr`,
      `250${NB}kr`,
      `1${NB}250${NB}kr`,
    ]);
    expect(evaluateVat({ belopp: 'mycket', riktning: 'inkl', sats: '25' }).errors.belopp).toBe(
      'Skriv beloppet med siffror, till exempel 1 000.',
    );
  });
});

describe('the articles state the calculators’ numbers', () => {
  /** A calculator's amount as the article text writes it: '750 816 kr' with a plain space. */
  const plain = (text: string) => text.replace(/\u00a0/g, ' ');

  it('Räkna fram ditt timpris: the hourly-rate calculator’s example, AB and EF', async () => {
    const body = (await loadArticleBody('prissatta-din-tjanst')) ?? '';
    const example = {
      monthlySalary: 40_000,
      form: 'ab' as const,
      yearlyCosts: 120_000,
      weeksOff: 7,
      billableShare: 0.65,
      margin: 0.1,
    };
    const ab = hourlyRate(example);
    const ef = hourlyRate({ ...example, form: 'ef' });
    const narrow = hourlyRate({ ...example, billableShare: 0.55 });
    for (const amount of [
      ab.fees,
      ab.toCover,
      ab.lowestRate,
      ab.rateWithMargin,
      narrow.lowestRate,
      ef.surplus ?? 0,
      ef.fees,
      ef.lowestRate,
    ]) {
      expect(body).toContain(plain(formatKronor(amount)));
    }
    expect(body).toContain('1 170 debiterbara timmar');
  });

  it('Arbetsgivaravgifter: vad kostar en anställd? states the employee calculator’s 9 426 kr', async () => {
    const body = (await loadArticleBody('arbetsgivaravgifter-vad-kostar-en-anstalld')) ?? '';
    const view = evaluateEmployeeCost({ lon: '30 000', fodd: '1991', pension: '' });
    const fees = view.result?.lines.find((line) => line.id === 'avgifter');
    expect(body).toContain(`31,42 %: ${plain(formatKronor(fees?.month ?? 0))}`);
    expect(body).toContain(`${plain(formatKronor(fees?.year ?? 0))} i arbetsgivaravgifter`);
  });

  it('Utdelning och de nya 3:12-reglerna: the dividend calculator’s example, 750 000 kr', async () => {
    const body = (await loadArticleBody('utdelning-312-regler')) ?? '';
    const view = evaluateDividend({
      andel: '100',
      bolag: '1',
      loner: '1 500 000',
      lon: '700 000',
      omkostnad: '25 000',
      sparat: '',
      utdelning: '600 000',
      kommunalskatt: '32,38',
    });
    const result = view.result?.dividend;
    for (const amount of [
      result?.basic ?? 0,
      result?.salaryBased.amount ?? 0,
      result?.limit ?? 0,
      result?.taxWithin ?? 0,
      result?.carriedForward ?? 0,
    ]) {
      expect(body).toContain(plain(formatKronor(amount)));
    }
  });
});
