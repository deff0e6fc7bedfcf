/**
 * Rule checks: our own arithmetic on a rule as the law, the bill or an authority's page words it,
 * for the calculators whose authority publishes no worked example that could be read here
 * (tests/unit/authorityExamples.test.ts holds the published examples). Each test names its rule
 * and the address it rests on, and says it is a table, a rate or a rule, never an example.
 */
import { describe, expect, it } from 'vitest';
import {
  contributionRule,
  employeeCost,
  employerContributions,
} from '../../src/content/calculators/employeeCost';
import { feeReduction } from '../../src/content/calculators/soleTrader';
import { hourlyRate } from '../../src/content/calculators/hourlyRate';
import { dividend, interestPart } from '../../src/content/calculators/dividend';

describe('rule checks: Vad kostar en anställd?', () => {
  it('rule check, Skatteverket’s table of arbetsgivaravgifter 2026 (a table: 31,42 % born 1959 or later, 10,21 % born 1938–1958, none born 1937 or earlier)', () => {
    // https://www.skatteverket.se/foretag/arbetsgivare/arbetsgivaravgifterochskatteavdrag/arbetsgivaravgifter.4.233f91f71260075abe8800020817.html
    expect(contributionRule(1959).rate.value).toBe(0.3142);
    expect(contributionRule(1958).rate.value).toBe(0.1021);
    expect(contributionRule(1937).rate.value).toBe(0);
    expect(employerContributions(30_000, contributionRule(1991))).toBeCloseTo(9_426, 6);
    expect(employerContributions(30_000, contributionRule(1958))).toBeCloseTo(3_063, 6);
  });

  it('rule check, semesterlagen 16 a § (the rule, sammalöneregeln): 0,43 % of the monthly salary per paid day, the salary going on; 4 §: 25 days', () => {
    // https://www.riksdagen.se/sv/dokument-och-lagar/dokument/svensk-forfattningssamling/semesterlag-1977480_sfs-1977-480/#P16a
    // https://www.riksdagen.se/sv/dokument-och-lagar/dokument/svensk-forfattningssamling/semesterlag-1977480_sfs-1977-480/#P4
    const cost = employeeCost({ monthlySalary: 30_000, birthYear: 1991, pensionRate: 0 });
    // 30 000 × 0,43 % = 129 kr a day; × 25 = 3 225 kr
    expect(cost.holidayPayYear / 25).toBeCloseTo(129, 9);
    expect(cost.holidayPayYear).toBeCloseTo(3_225, 9);
  });

  it('rule check, semesterlagen 16 b § (the rule, procentregeln): 12 % of the pay earned', () => {
    // https://www.riksdagen.se/sv/dokument-och-lagar/dokument/svensk-forfattningssamling/semesterlag-1977480_sfs-1977-480/#P16b
    const cost = employeeCost({
      monthlySalary: 25_000,
      birthYear: 1991,
      pensionRate: 0,
      holidayRule: 'procentregeln',
    });
    // 300 000 kr of pay a year × 12 % = 36 000 kr
    expect(cost.holidayPayYear).toBeCloseTo(36_000, 9);
  });
});

describe('rule checks: Vad blir kvar i enskild firma?', () => {
  it('rule check, the reduction of egenavgifter: 3 § lag (2023:748), until 2024 socialavgiftslagen 3 kap. 18 § as Skatteverket’s rättslig vägledning quotes it', () => {
    // https://www4.skatteverket.se/rattsligvagledning/edition/2016.9/1342.html
    // "ett avdrag från avgifterna med 7,5 procent av avgiftsunderlaget. Avdraget får dock vara
    //  högst 15 000 kr per år ... den avgiftspliktiga inkomsten överstiger 40 000 kr ... får dock
    //  avdraget beräknas på hela beloppet"
    expect(feeReduction(150_000)).toBeCloseTo(11_250, 9);
    expect(feeReduction(300_000)).toBe(15_000);
    expect(feeReduction(40_000)).toBe(0);
    expect(feeReduction(50_000)).toBeCloseTo(3_750, 9);
  });
});

describe('rule checks: Räkna ut ditt timpris', () => {
  // No authority publishes a worked hourly-rate example; the rates come from the same pages.
  it('rule check, Skatteverket’s arbetsgivaravgift on the salary (a rate): 480 000 kr × 31,42 % = 150 816 kr', () => {
    // https://www.skatteverket.se/foretag/arbetsgivare/arbetsgivaravgifterochskatteavdrag/arbetsgivaravgifter.4.233f91f71260075abe8800020817.html
    const rate = hourlyRate({
      monthlySalary: 40_000,
      form: 'ab',
      yearlyCosts: 0,
      weeksOff: 7,
      billableShare: 0.65,
      margin: 0,
    });
    expect(rate.fees).toBeCloseTo(150_816, 9);
  });

  it('rule check, Skatteverket’s egenavgifter (28,97 %) less the reduction of 3 § lag (2023:748): 480 000 kr × 28,97 % − 15 000 = 124 056 kr', () => {
    // https://www.skatteverket.se/foretag/drivaforetag/foretagsformer/enskildnaringsverksamhet/egenavgifter.4.361dc8c15312eff6fd1f678.html
    // https://www4.skatteverket.se/rattsligvagledning/edition/2016.9/1342.html
    const rate = hourlyRate({
      monthlySalary: 40_000,
      form: 'ef',
      yearlyCosts: 0,
      weeksOff: 7,
      billableShare: 0.65,
      margin: 0,
    });
    expect(rate.fees).toBeCloseTo(124_056, 9);
  });
});

describe('rule checks: Utdelning (3:12)', () => {
  it('rule check, Skatteverket’s amounts for the gränsbelopp 2026: grundbelopp 322 400 kr, löneavdrag 644 800 kr (a page of amounts)', () => {
    // https://www.skatteverket.se/foretag/drivaforetag/foretagsformer/famansforetag/andradereglerinforinkomstdeklarationen2027.4.4a54dc8b19aa6175a152359.html
    const space = dividend({
      holding: 1,
      companies: 1,
      wages: 644_800,
      ownSalary: 644_800,
      costBasis: 25_000,
      saved: 0,
      dividend: 0,
      municipalRate: 0.3238,
    });
    expect(space.basic).toBe(322_400);
    // wages equal to the löneavdrag leave no salary-based space
    expect(space.salaryBased.amount).toBe(0);
    expect(space.limit).toBe(322_400);
  });

  it('rule check, Riksgälden’s statslåneränta of 28 November 2019, −0,09 % (a published rate): the räntedel counts it as 0 % (prop. 2016/17:24)', () => {
    // https://www.riksgalden.se/sv/press-och-publicerat/pressmeddelanden-och-nyheter/nyheter/statslanerantan/2019/riksgalden-har-faststallt-statslanerantan-till-0090/
    // (400 000 − 100 000) × (0 % + 9 %) = 300 000 × 9 % = 27 000 kr, not 8,91 %
    expect(interestPart(400_000, -0.0009)).toBeCloseTo(27_000, 6);
  });
});
