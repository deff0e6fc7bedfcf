/**
 * The calculators' arithmetic against worked examples computed by hand (the working is in the
 * comments), the 2026 age bands by birth year, the youth rate's 25 000 kr ceiling, and Swedish
 * number reading and writing. Intl writes U+00A0 between digit groups and before 'kr'/'%', and
 * U+2212 as minus: the expected strings spell them out.
 */
import { describe, expect, it } from 'vitest';
import { loadArticleBody } from '../../src/content/articles/bodies';
import { loadBlogBody } from '../../src/content/blog/bodies';
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
  formatNumber,
  formatPercent,
  parseSwedishNumber,
  roundToKrona,
  roundToOre,
} from '../../src/content/calculators/numbers';
import { addVat, evaluateVat, removeVat, vatExplanation } from '../../src/content/calculators/vat';
import {
  EMPLOYEE_FIELDS,
  employeeCostExplanation,
} from '../../src/content/calculators/employeeCost';
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
    // groups with dots and a decimal comma, as a bank statement writes them
    ['1.500.000,50', 1500000.5],
  ])('reads %j as %d', (text, value) => {
    expect(parseSwedishNumber(text)).toEqual({ kind: 'number', value });
  });

  it.each(['tretusen', '30 000,5,0', '30,000.50', '1e3', ',', '12-3', 'kr'])(
    'refuses %j',
    (text) => {
      expect(parseSwedishNumber(text)).toEqual({ kind: 'invalid' });
    },
  );

  it('refuses a figure too long to be a number', () => {
    expect(parseSwedishNumber('9'.repeat(400))).toEqual({ kind: 'invalid' });
  });

  it('never shows −0: a rounding to zero is zero', () => {
    expect(Object.is(roundToOre(-0.001), 0)).toBe(true);
    expect(Object.is(roundToKrona(-0.4), 0)).toBe(true);
    expect(roundToKrona(-0.5)).toBe(-1);
    expect(roundToOre(1.005)).toBe(1.01);
  });

  it('writes plain numbers with up to two decimals, and whole kronor', () => {
    expect(formatNumber(1234.567)).toBe(`1${NB}234,57`);
    expect(formatNumber(45)).toBe('45');
    expect(formatKronor(1234.6)).toBe(`1${NB}235${NB}kr`);
  });

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
      dagar: '25',
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
  it('the worked example: 30 000 kr, born 1991, no pension, the sammalöneregeln', () => {
    const cost = employeeCost({ monthlySalary: 30_000, birthYear: 1991, pensionRate: 0 });
    expect(cost.holidayRule).toBe('sammaloneregeln');
    expect(cost.contributions).toBeCloseTo(9426, 6);
    // the salary goes on during the holiday; the tillägg is 0,43 % × 30 000 × 25 days = 3 225
    expect(cost.holidayDays).toBe(25);
    expect(cost.holidayPayYear).toBeCloseTo(3225, 6);
    // with 31,42 % on it: 1 013,295
    expect(cost.holidayContributionsYear).toBeCloseTo(1013.295, 6);
    // 12 × (30 000 + 9 426) + 3 225 + 1 013,295 = 477 350,295
    expect(cost.totalYear).toBeCloseTo(477_350.295, 6);
  });

  it('does not pay the holiday twice: a year costs 12 % less than the old 12 months + 12 %', () => {
    const sammalon = employeeCost({ monthlySalary: 30_000, birthYear: 1991, pensionRate: 0 });
    // the old model's 529 885 kr (12 × 30 000 × 1,12 × 1,3142) was 11 % too much
    expect(12 * 30_000 * 1.12 * 1.3142).toBeCloseTo(529_885.44, 2);
    expect(sammalon.totalYear).toBeLessThan(529_885 * 0.91);
  });

  it('more paid holiday days by agreement: 30 days give 0,43 % × 30 000 × 30 = 3 870 kr', () => {
    const cost = employeeCost({
      monthlySalary: 30_000,
      birthYear: 1991,
      pensionRate: 0,
      holidayDays: 30,
    });
    expect(cost.holidayPayYear).toBeCloseTo(3870, 6);
  });

  it('the procentregeln for pay by the hour: 12 % semesterersättning on the pay, with fees', () => {
    const cost = employeeCost({
      monthlySalary: 30_000,
      birthYear: 1991,
      pensionRate: 0,
      holidayRule: 'procentregeln',
    });
    // 12 % of 30 000 = 3 600 a month, 43 200 a year; 31,42 % on it = 13 573,44
    expect(cost.holidayPayYear).toBeCloseTo(43_200, 6);
    expect(cost.holidayContributionsYear).toBeCloseTo(13_573.44, 6);
  });

  it('pension 4,5 %: 1 350 kr premium and 24,26 % särskild löneskatt, 327,51 kr', () => {
    const cost = employeeCost({ monthlySalary: 30_000, birthYear: 1991, pensionRate: 0.045 });
    expect(cost.pension).toBeCloseTo(1350, 6);
    expect(cost.pensionTax).toBeCloseTo(327.51, 6);
    expect(cost.totalYear).toBeCloseTo(477_350.295 + 12 * (1350 + 327.51), 6);
  });

  it('holiday pay shares the youth ceiling with the salary of the month it is paid', () => {
    // sammalöneregeln, 24 000 kr: tillägg 0,43 % × 24 000 × 25 = 2 580, paid in one month:
    // 24 000 + 2 580 = 26 580, so 1 000 kr is under the ceiling and 1 580 above it:
    // 1 000 × 20,81 % + 1 580 × 31,42 % = 208,10 + 496,436 = 704,536
    const cost = employeeCost({ monthlySalary: 24_000, birthYear: 2006, pensionRate: 0 });
    expect(cost.contributions).toBeCloseTo(4994.4, 6);
    expect(cost.holidayContributionsYear).toBeCloseTo(704.536, 6);
    // procentregeln, 20 000 kr: 20 000 + 2 400 = 22 400 a month, all under the ceiling:
    // 2 400 × 20,81 % = 499,44 a month from April; 2 400 × 31,42 % = 754,08 in January–March
    const low = employeeCost({
      monthlySalary: 20_000,
      birthYear: 2006,
      pensionRate: 0,
      holidayRule: 'procentregeln',
    });
    expect(low.holidayContributionsYear).toBeCloseTo(3 * 754.08 + 9 * 499.44, 6);
  });

  it('the page model: lines in whole kronor, a month (a twelfth) and a year, adding up', () => {
    const view = evaluateEmployeeCost({ lon: '30 000', fodd: '1991', pension: '' });
    expect(view.errors).toEqual({});
    const lines = view.result?.lines.map((line) => [line.id, line.label, line.month, line.year]);
    expect(lines).toEqual([
      ['lon', 'Månadslön', 30000, 360000],
      ['avgifter', 'Arbetsgivaravgifter', 9426, 113112],
      ['semester', 'Semestertillägg', 269, 3225],
      ['semesteravgifter', 'Arbetsgivaravgifter på semestertillägget', 84, 1013],
    ]);
    expect(view.result?.total).toEqual({ month: 39779, year: 477350 });
    expect(view.result?.summary).toBe(
      `Arbetsgivaravgifter 9${NB}426${NB}kr i månaden. Total kostnad 39${NB}779${NB}kr i månaden och 477${NB}350${NB}kr om året.`,
    );
    expect(view.result?.notes).toEqual([]);
  });

  it('the page model with the procentregeln chosen: semesterersättning, no holiday-days field read', () => {
    const view = evaluateEmployeeCost({
      lon: '30 000',
      fodd: '1991',
      semester: 'procentregeln',
      dagar: 'inte använt',
      pension: '',
    });
    expect(view.errors).toEqual({});
    const holiday = view.result?.lines.find((line) => line.id === 'semester');
    expect([holiday?.label, holiday?.month, holiday?.year]).toEqual([
      'Semesterersättning',
      3600,
      43200,
    ]);
    expect(view.result?.total).toEqual({ month: 44157, year: 529885 });
  });

  it('a year of an 18–22-year-old counts the youth rate only for pay paid 1 April 2026–30 September 2027 (issue 55)', () => {
    // 25 000 kr a month: 5 202,50 kr at 20,81 %, 7 855 kr at 31,42 %. 2026: January–March full,
    // April–December reduced; 2027: January–September reduced, October–December full. Twelve
    // reduced months would be 7 957,50 kr too little.
    const yearly = 3 * 7_855 + 9 * 5_202.5;
    const april2026 = employeeCost({ monthlySalary: 25_000, birthYear: 2006, pensionRate: 0 });
    expect(april2026.contributions).toBeCloseTo(5_202.5, 6);
    expect(april2026.contributionsYear).toBeCloseTo(yearly, 6);
    expect(yearly - 12 * 5_202.5).toBeCloseTo(7_957.5, 6);
    const june2027 = employeeCost(
      { monthlySalary: 25_000, birthYear: 2007, pensionRate: 0 },
      '2027-06-15',
    );
    expect(june2027.contributionsYear).toBeCloseTo(9 * 5_202.5 + 3 * 7_855, 6);
    // Before April 2026 this month is at the full rate, the year still has its nine reduced months.
    const february = evaluateEmployeeCost(
      { lon: '25000', fodd: '2006', pension: '' },
      '2026-02-10',
    );
    const fees = february.result?.lines.find((line) => line.id === 'avgifter');
    expect([fees?.month, fees?.year]).toEqual([7_855, 70_388]);
    expect(february.result?.notes).toContain(
      'Årets summa räknar med den sänkta avgiften, 20,81 % upp till 25 000 kr i månaden, på lön som betalas ut i april–december 2026.',
    );
    // The page's year adds up the twelve months, and the holiday's fees are July's (reduced).
    const view = evaluateEmployeeCost({ lon: '25000', fodd: '2006', pension: '' });
    const line = view.result?.lines.find((item) => item.id === 'avgifter');
    expect([line?.month, line?.year]).toEqual([5_203, 70_388]);
    expect(view.result?.notes).toContain(
      'Årets summa räknar med full avgift, 31,42 %, på lön som betalas ut i januari–mars 2026, utanför perioden för den sänkta avgiften.',
    );
  });

  it('notes the youth period when the youth rate applies', () => {
    const view = evaluateEmployeeCost({ lon: '25000', fodd: '2006', pension: '' });
    expect(view.result?.lines[1]?.month).toBe(5203);
    expect(view.result?.notes[0]).toMatch(/1 april 2026–30 september 2027/);
  });

  it('bad values: the message, no result', () => {
    const view = evaluateEmployeeCost({ lon: '30 000 kronor och lite', fodd: '1991', pension: '' });
    expect(view.errors.lon).toBe('Skriv månadslönen med siffror, till exempel 30 000.');
    expect(view.result).toBeUndefined();
    const days = evaluateEmployeeCost({ lon: '30 000', fodd: '1991', dagar: '25,5' });
    expect(days.errors).toEqual({
      dagar: 'Skriv antalet semesterdagar utan decimaler, till exempel 25.',
    });
  });
});

/** The article's example: AB, 40 000 kr, 120 000 kr costs, 7 weeks off, 65 %, 10 % margin. */
const hourlyExample = {
  monthlySalary: 40_000,
  form: 'ab' as const,
  yearlyCosts: 120_000,
  weeksOff: 7,
  billableShare: 0.65,
  margin: 0.1,
};

/** The same example as the form's texts. */
const hourlyTexts = {
  lon: '40 000',
  form: 'ab',
  kostnader: '120 000',
  ledigt: '7',
  debiterbart: '65',
  marginal: '10',
};

describe('what an employee costs, what the page says case by case', () => {
  const detail = (view: ReturnType<typeof evaluateEmployeeCost>, id: string) =>
    view.result?.lines.find((line) => line.id === id)?.detail;

  it('names the rate of the band, with the youth ceiling when it applies', () => {
    // 1 April 2026: an 18–22-year-old at the start of 2026 (born 2003–2007) pays 20,81 % on the
    // first 25 000 kr a month and 31,42 % on the rest; a 35-year-old 31,42 %.
    const young = evaluateEmployeeCost({ lon: '30 000', fodd: '2006', pension: '' });
    expect(detail(young, 'avgifter')).toBe(
      `20,81${NB}% upp till 25 000 kr i månaden, 31,42${NB}% på resten (födda 2003–2007)`,
    );
    const adult = evaluateEmployeeCost({ lon: '30 000', fodd: '1991', pension: '' });
    expect(detail(adult, 'avgifter')).toBe(`31,42${NB}% (födda 1959–2002)`);
  });

  it('says what the monthly salary pays for under each holiday rule, and the pension rate', () => {
    const same = evaluateEmployeeCost({ lon: '30 000', fodd: '1991', pension: '4,5' });
    expect(detail(same, 'lon')).toBe('Bruttolön, även under semestern');
    expect(detail(same, 'pension')).toBe(`4,5${NB}% av lönen`);
    const percent = evaluateEmployeeCost({
      lon: '30 000',
      fodd: '1991',
      semester: 'procentregeln',
      pension: '',
    });
    expect(detail(percent, 'lon')).toBe('Bruttolön för arbetad tid');
  });

  it("the holiday's supplement shares July's youth ceiling: said under the sammalöneregeln only", () => {
    const note = 'Semestertillägget räknas som lön den månad semestern tas ut';
    const same = evaluateEmployeeCost({ lon: '25000', fodd: '2006', pension: '' });
    expect(same.result?.notes.some((text) => text.startsWith(note))).toBe(true);
    const percent = evaluateEmployeeCost({
      lon: '25000',
      fodd: '2006',
      semester: 'procentregeln',
      pension: '',
    });
    expect(percent.result?.notes.some((text) => text.startsWith(note))).toBe(false);
    const adult = evaluateEmployeeCost({ lon: '25000', fodd: '1991', pension: '' });
    expect(adult.result?.notes).toEqual([]);
  });

  it('after 30 September 2027 a young employee pays the full rate, and the page says since when', () => {
    const young = evaluateEmployeeCost({ lon: '25000', fodd: '2007', pension: '' }, '2027-10-25');
    expect(young.result?.notes[0]).toMatch(
      /^Den tillfälligt sänkta avgiften för unga gällde lön som betalades ut 1 april 2026–30 september 2027\. Från 1 oktober 2027 är avgiften 31,42 %/u,
    );
    const adult = evaluateEmployeeCost({ lon: '25000', fodd: '1991', pension: '' }, '2027-10-25');
    expect(adult.result?.notes.some((text) => text.startsWith('Den tillfälligt'))).toBe(false);
    // before 1 April 2026 the period has not begun: nothing about it having ended
    const early = evaluateEmployeeCost({ lon: '25000', fodd: '2006', pension: '' }, '2026-02-10');
    expect(early.result?.notes.some((text) => text.startsWith('Den tillfälligt'))).toBe(false);
  });

  it.each([
    ['lon', 'trettio'],
    ['fodd', 'nittio'],
    ['dagar', 'många'],
    ['pension', 'lite'],
  ])('a bad %s is said beside that field alone, and nothing is computed', (key, text) => {
    const view = evaluateEmployeeCost({ lon: '30 000', fodd: '1991', pension: '', [key]: text });
    expect(Object.keys(view.errors)).toEqual([key]);
    expect(view.result).toBeUndefined();
  });

  it("'Så räknar vi' names the birth years of 2026's bands", () => {
    const [ages] = employeeCostExplanation();
    expect(ages).toContain('bara ålderspensionsavgiften, 10,21 %, för födda 1938–1958');
    expect(ages).toContain('ingen avgift alls för födda 1937 eller tidigare');
    expect(ages).toContain('För födda 2003–2007 är avgiften 20,81 %');
  });

  it("'Så räknar vi' in 2027: the pensioners' rate with its note, in one parenthesis", () => {
    // Born 1959 has turned 67 at the start of 2027; 2027's rate is not decided yet.
    const [ages] = employeeCostExplanation('2027-03-01');
    expect(ages).toContain(
      'bara ålderspensionsavgiften, 10,21 % (2026; 2027 års belopp är inte beslutat än), för födda 1938–1959',
    );
    expect(ages).not.toMatch(/\)\s*\(/u);
  });
});

describe('hourly rate', () => {
  const example = hourlyExample;

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

  it('enskild firma: egenavgifter as they settle, less the general reduction', () => {
    const rate = hourlyRate({ ...example, form: 'ef' });
    // year after year the avgifter are 28,97 % of what is left, less 7,5 % of it but at most
    // 15 000 kr: 480 000 × 28,97 % − 15 000 = 139 056 − 15 000 = 124 056
    expect(rate.fees).toBeCloseTo(124_056, 6);
    // so the surplus is 480 000 + 124 056 = 604 056
    expect(rate.surplus).toBeCloseTo(604_056, 6);
    // (604 056 + 120 000) / 1 170 = 618,85 kr
    expect(rate.lowestRate).toBeCloseTo(618.8513, 3);
  });

  it('enskild firma with a small salary: 7,5 % of it, and none at 40 000 kr or less', () => {
    // 10 000 kr a month: 120 000 × (28,97 % − 7,5 %) = 25 764
    expect(hourlyRate({ ...example, form: 'ef', monthlySalary: 10_000 }).fees).toBeCloseTo(
      25_764,
      6,
    );
    // 3 000 kr a month: 36 000 kr is not above 40 000 kr, so 36 000 × 28,97 % = 10 429,20
    expect(hourlyRate({ ...example, form: 'ef', monthlySalary: 3_000 }).fees).toBeCloseTo(
      10_429.2,
      6,
    );
  });

  it('the page model shows the numbers the article states', () => {
    const view = evaluateHourlyRate(hourlyTexts);
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

describe('hourly rate, what the page says case by case', () => {
  const texts = hourlyTexts;
  const all = (view: ReturnType<typeof evaluateHourlyRate>) => [
    ...(view.result?.costLines ?? []),
    ...(view.result?.hourLines ?? []),
    ...(view.result?.rateLines ?? []),
  ];

  it('an aktiebolag pays a salary, so only an enskild firma has a surplus to take out', () => {
    expect(hourlyRate({ ...hourlyExample, form: 'ab' }).surplus).toBeUndefined();
    expect(hourlyRate({ ...hourlyExample, form: 'ef' }).surplus).toBeCloseTo(604_056, 6);
  });

  it('names the fees of the company form, and the weeks worked', () => {
    const ab = evaluateHourlyRate(texts);
    expect(ab.result?.costLines.find((line) => line.id === 'avgifter')?.label).toBe(
      'Arbetsgivaravgifter, 31,42 %',
    );
    const ef = evaluateHourlyRate({ ...texts, form: 'ef' });
    expect(ef.result?.costLines.find((line) => line.id === 'avgifter')?.label).toBe(
      'Egenavgifter, 28,97 % som de landar år efter år, minus nedsättningen',
    );
    // 52 − 7 = 45 weeks of 40 hours
    expect(ab.result?.hourLines[0]?.label).toBe('Arbetstimmar: 45 veckor × 40 timmar');
  });

  it('labels every line', () => {
    expect(all(evaluateHourlyRate(texts)).map((line) => line.label)).toEqual([
      'Lön per år',
      'Arbetsgivaravgifter, 31,42 %',
      'Övriga kostnader',
      'Summa att täcka per år',
      'Arbetstimmar: 45 veckor × 40 timmar',
      'Debiterbara timmar, 65 %',
      'Lägsta timpris, exklusive moms',
      'Med 10 % marginal, exklusive moms',
      'Till privatpersoner, inklusive 25 % moms',
    ]);
  });

  it('emphasises what to cover, the billable hours and the prices without moms', () => {
    const emphasised = all(evaluateHourlyRate(texts))
      .filter((line) => line.emphasis === true)
      .map((line) => line.id);
    expect(emphasised).toEqual(['summa', 'debiterbara', 'lagsta', 'marginal']);
  });

  it('without a margin: no margin line, and the summary says the lowest price alone', () => {
    const view = evaluateHourlyRate({ ...texts, marginal: '0' });
    expect(all(view).map((line) => line.id)).not.toContain('marginal');
    expect(view.result?.summary).toBe(`Lägsta timpris 642${NB}kr exklusive moms.`);
    // 642 kr × 1,25 = 802 kr to private customers
    expect(view.result?.rateLines.at(-1)?.value).toBe(`802${NB}kr`);
    const withMargin = evaluateHourlyRate(texts);
    expect(withMargin.result?.summary).toBe(
      `Lägsta timpris 642${NB}kr, med marginal 706${NB}kr, exklusive moms.`,
    );
  });

  it.each([
    ['lon', 'fyrtio'],
    ['kostnader', 'mycket'],
    ['ledigt', 'sju'],
    ['debiterbart', 'hälften'],
    ['marginal', 'tio'],
  ])('a bad %s is said beside that field alone, and nothing is computed', (key, text) => {
    const view = evaluateHourlyRate({ ...texts, [key]: text });
    expect(Object.keys(view.errors)).toEqual([key]);
    expect(view.errors[key as keyof typeof view.errors]).toMatch(/^Skriv .* med siffror/u);
    expect(view.result).toBeUndefined();
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

describe('moms, what the page says in each direction', () => {
  it('from an amount excluding moms: the amount including it is what the visitor asked for', () => {
    const view = evaluateVat({ belopp: '1 000', riktning: 'exkl', sats: 'moms-normal' });
    const emphasised = view.result?.lines.filter((line) => line.emphasis).map((line) => line.id);
    expect(emphasised).toEqual(['moms', 'inkl']);
    expect(view.result?.lines.map((line) => [line.label, line.value])).toEqual([
      ['Exklusive moms', `1${NB}000${NB}kr`],
      ['Moms 25 %', `250${NB}kr`],
      ['Inklusive moms', `1${NB}250${NB}kr`],
    ]);
    // öre where there are öre: 999,99 kr + 25 % is 1 249,99 kr (249,9975 → 250 kr of moms)
    const ore = evaluateVat({ belopp: '999,99', riktning: 'exkl', sats: 'moms-normal' });
    expect(ore.result?.lines.map((line) => line.value)).toEqual([
      `999,99${NB}kr`,
      `250${NB}kr`,
      `1${NB}249,99${NB}kr`,
    ]);
    expect(view.result?.summary).toBe(
      `1${NB}000${NB}kr plus 25 % moms, 250${NB}kr, blir 1${NB}250${NB}kr inklusive moms.`,
    );
  });

  it('from an amount including moms: the amount excluding it', () => {
    const view = evaluateVat({ belopp: '1 250', riktning: 'inkl', sats: 'moms-normal' });
    const emphasised = view.result?.lines.filter((line) => line.emphasis).map((line) => line.id);
    expect(emphasised).toEqual(['exkl', 'moms']);
    expect(view.result?.summary).toBe(
      `I 1${NB}250${NB}kr inklusive 25 % moms är momsen 250${NB}kr och beloppet exklusive moms 1${NB}000${NB}kr.`,
    );
  });

  it("'Så räknar vi' says how long the food rate lasts, inside its sentence", () => {
    expect(vatExplanation()[1]).toContain(
      'Livsmedel har tillfälligt 6 % moms: gäller 1 april 2026–31 december 2027.',
    );
  });
});

describe('the articles state the calculators’ numbers', () => {
  /** A calculator's amount as the article text writes it: '750 816 kr' with a plain space. */
  const plain = (text: string) => text.replace(/\u00a0/g, ' ');

  it('Räkna fram ditt timpris: the hourly-rate calculator’s example, AB and EF', async () => {
    const body = (await loadArticleBody('prissatta-din-tjanst')) ?? '';
    const example = hourlyExample;
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
    // The worked example is dated: 2026's rate, which the example computes with.
    expect(body).toContain(`31,42 % (2026): ${plain(formatKronor(fees?.month ?? 0))}`);
    expect(body).toContain(`${plain(formatKronor(fees?.year ?? 0))} i arbetsgivaravgifter`);
  });

  it('every text that says what an employee costs says the calculator’s figure, not a rule of thumb', async () => {
    const plainTotal = (pension: string) => {
      const view = evaluateEmployeeCost({ lon: '30 000', fodd: '1991', pension });
      return {
        month: plain(formatKronor(view.result?.total.month ?? 0)),
        year: plain(formatKronor(view.result?.total.year ?? 0)),
      };
    };
    const bare = plainTotal('');
    const withPension = plainTotal('4,5');
    expect([bare.month, bare.year, withPension.month, withPension.year]).toEqual([
      '39 779 kr',
      '477 350 kr',
      '41 457 kr',
      '497 480 kr',
    ]);
    const texts = {
      'arbetsgivaravgifter-vad-kostar-en-anstalld': await loadArticleBody(
        'arbetsgivaravgifter-vad-kostar-en-anstalld',
      ),
      'anstalla-personal': await loadArticleBody('anstalla-personal'),
      'anlita-konsult-eller-anstalla': await loadArticleBody('anlita-konsult-eller-anstalla'),
      'forsta-anstallningen-verklig-kostnad': await loadBlogBody(
        'forsta-anstallningen-verklig-kostnad',
      ),
    };
    for (const [id, body] of Object.entries(texts)) {
      expect(body, id).toContain(withPension.month);
      expect(body, id).not.toMatch(/1,5 gånger|en och en halv gång|dubbelt så mycket/u);
    }
    expect(texts['arbetsgivaravgifter-vad-kostar-en-anstalld']).toContain(
      `Allt som allt kostar anställningen ${bare.year} om året, ${bare.month} i månaden.`,
    );
    expect(texts['arbetsgivaravgifter-vad-kostar-en-anstalld']).toContain(withPension.year);
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
