/**
 * Each calculator against what the authorities themselves publish, to the krona, each with the
 * address it was read at. Where an authority publishes a worked example it is reproduced; where
 * none could be found (see the README, "Calculators and the year"), the closest thing the
 * authority publishes is used instead, and the test says which: a table, or the rule as the law
 * or the bill words it with its own arithmetic. Never a figure we computed dressed up as theirs.
 */
import { describe, expect, it } from 'vitest';
import {
  contributionRule,
  employeeCost,
  employerContributions,
} from '../../src/content/calculators/employeeCost';
import { feeReduction, soleTrader } from '../../src/content/calculators/soleTrader';
import { hourlyRate } from '../../src/content/calculators/hourlyRate';
import { addVat, removeVat } from '../../src/content/calculators/vat';
import { dividend, interestPart } from '../../src/content/calculators/dividend';
import { getFact } from '../../src/content/facts';

describe('Vad kostar en anställd?', () => {
  it('Skatteverket’s table of arbetsgivaravgifter 2026 (a table: 31,42 % born 1959 or later, 10,21 % born 1938–1958, none born 1937 or earlier)', () => {
    // https://www.skatteverket.se/foretag/arbetsgivare/arbetsgivaravgifterochskatteavdrag/arbetsgivaravgifter.4.233f91f71260075abe8800020817.html
    expect(contributionRule(1959).rate.value).toBe(0.3142);
    expect(contributionRule(1958).rate.value).toBe(0.1021);
    expect(contributionRule(1937).rate.value).toBe(0);
    expect(employerContributions(30_000, contributionRule(1991))).toBeCloseTo(9_426, 6);
    expect(employerContributions(30_000, contributionRule(1958))).toBeCloseTo(3_063, 6);
  });

  it('prop. 2025/26:66 and its law (SFS 2026:100) 2 §: the youth rate is the whole ålderspensionsavgift and half the rest, two decimals kept, on up to 25 000 kr a month (the bill’s own arithmetic)', () => {
    // https://www.riksdagen.se/sv/dokument-och-lagar/dokument/proposition/tillfalligt-nedsatta-arbetsgivaravgifter-for_hd0366/html
    // "hela ålderspensionsavgiften men bara hälften av de övriga arbetsgivaravgifterna och den
    //  allmänna löneavgiften ... med två decimaler så att övriga decimaler faller bort";
    // "endast till den del den avgiftspliktiga ersättningen uppgår till högst 25 000 kronor per
    //  kalendermånad"
    const pension = 10.21;
    const full = 31.42;
    const youth = Math.floor((pension + (full - pension) / 2) * 100) / 100; // 20,815 → 20,81
    expect(youth).toBe(20.81);
    expect(getFact('arbetsgivaravgift-unga').value * 100).toBeCloseTo(youth, 9);
    // 30 000 kr: 25 000 × 20,81 % + 5 000 × 31,42 % = 5 202,50 + 1 571 = 6 773,50 kr
    expect(employerContributions(30_000, contributionRule(2006))).toBeCloseTo(6_773.5, 6);
  });

  it('semesterlagen 16 a § (the rule, sammalöneregeln): 0,43 % of the monthly salary per paid day, the salary going on; 4 §: 25 days', () => {
    // https://www.riksdagen.se/sv/dokument-och-lagar/dokument/svensk-forfattningssamling/semesterlag-1977480_sfs-1977-480/#P16a
    // https://www.riksdagen.se/sv/dokument-och-lagar/dokument/svensk-forfattningssamling/semesterlag-1977480_sfs-1977-480/#P4
    const cost = employeeCost({ monthlySalary: 30_000, birthYear: 1991, pensionRate: 0 });
    // 30 000 × 0,43 % = 129 kr a day; × 25 = 3 225 kr
    expect(cost.holidayPayYear / 25).toBeCloseTo(129, 9);
    expect(cost.holidayPayYear).toBeCloseTo(3_225, 9);
  });

  it('semesterlagen 16 b § (the rule, procentregeln): 12 % of the pay earned', () => {
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

describe('Vad blir kvar i enskild firma?', () => {
  // Skatteverket's e-service "Räkna ut rot- och rutavdrag" (www7.skatteverket.se/portal/rot-rut,
  // inkomstår 2026) prints each step of the final tax; figures as recorded on 2026-09-11.
  it('Skatteverket’s e-service, 360 000 kr of income in Stockholm (30,55 %): the tax to the krona', () => {
    const { year } = soleTrader({ result: 449_292, municipalRate: 0.3055 });
    expect(year.surplus).toBe(360_000);
    expect([
      year.tax.taxable,
      year.tax.municipalTax,
      year.tax.pensionFeeCredit,
      year.tax.workCredit,
      year.tax.earnedIncomeCredit,
    ]).toEqual([332_000, 101_426, 25_200, 37_132, 1_500]);
  });

  it('Skatteverket’s e-service, 180 000 kr of income in Göteborg (32,60 %): the tax to the krona', () => {
    const { year } = soleTrader({ result: 218_646, municipalRate: 0.326 });
    expect(year.surplus).toBe(180_000);
    expect([
      year.tax.taxable,
      year.tax.municipalTax,
      year.tax.pensionFee,
      year.tax.workCredit,
      year.tax.earnedIncomeCredit,
    ]).toEqual([134_400, 43_814, 12_600, 18_625, 708]);
  });

  it('Skatteverket’s rättslig vägledning, avdrag från egenavgifter (the rule of socialavgiftslagen 3 kap. 18 §)', () => {
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

describe('Räkna ut ditt timpris', () => {
  // No authority publishes a worked hourly-rate example; the rates come from the same pages.
  it('Skatteverket’s arbetsgivaravgift on the salary (a rate): 480 000 kr × 31,42 % = 150 816 kr', () => {
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

  it('Skatteverket’s egenavgifter (28,97 %) less the reduction of 3 kap. 18 § (the rule): 480 000 kr × 28,97 % − 15 000 = 124 056 kr', () => {
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

describe('Momsräknare', () => {
  // Ekonomistyrningsverket's momshandledning, 2.3.3 Vilken skattesats gäller? (a table), read at
  // https://www.esv.se:4443/publicerat/momshandledning/2-utgaende-moms/2-3-redovisa-och-betala-utgaende-moms/2-3-3-vilken-skattesats-galler/
  // "Vid en skattesats på 25 procent utgör momsen 20 procent av priset inklusive moms" and "Vid
  // en skattesats på 12 respektive 6 procent utgör momsen 10,71 respektive 5,66 procent av priset
  // inklusive moms". The rates: mervärdesskattelagen (2023:200) 9 kap.
  it('25 %: the VAT is 20 % of the price including VAT', () => {
    expect(removeVat(1_250, 0.25).vat).toBe(250);
    expect(removeVat(1_250, 0.25).vat).toBe(1_250 * 0.2);
    expect(addVat(1_000, 0.25).including).toBe(1_250);
  });

  it('12 % and 6 %: the VAT is 10,71 % and 5,66 % of the price including VAT, to the krona', () => {
    for (const [price, rate, share] of [
      [1_120, 0.12, 0.1071],
      [2_240, 0.12, 0.1071],
      [1_060, 0.06, 0.0566],
      [5_300, 0.06, 0.0566],
    ] as const) {
      expect(Math.round(removeVat(price, rate).vat)).toBe(Math.round(price * share));
    }
  });
});

describe('Utdelning (3:12)', () => {
  it('Skatteverket’s amounts for the gränsbelopp 2026: grundbelopp 322 400 kr, löneavdrag 644 800 kr (a page of amounts)', () => {
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

  it('Riksgälden’s statslåneränta of 28 November 2019, −0,09 % (a published rate): the räntedel counts it as 0 % (prop. 2016/17:24)', () => {
    // https://www.riksgalden.se/sv/press-och-publicerat/pressmeddelanden-och-nyheter/nyheter/statslanerantan/2019/riksgalden-har-faststallt-statslanerantan-till-0090/
    // (400 000 − 100 000) × (0 % + 9 %) = 300 000 × 9 % = 27 000 kr, not 8,91 %
    expect(interestPart(400_000, -0.0009)).toBeCloseTo(27_000, 6);
  });
});
