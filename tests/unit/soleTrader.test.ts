/**
 * /raknare/enskild-firma: egenavgifter as they settle, the tax on the surplus and an aktiebolag
 * with the same total cost beside it. The tax figures are Skatteverket's: its e-service "Räkna ut
 * rot- och rutavdrag" (www7.skatteverket.se/portal/rot-rut, inkomstår 2026, as recorded
 * 2026-09-11) prints each step for a given income; the results below are chosen so that the
 * income after egenavgifter, or the salary, is exactly that income. The avgifter follow
 * Skatteverket's page on egenavgifter: 28,97 %, a schablonavdrag of at most 25 %, none on an
 * underlag below 1 000 kr.
 */
import { describe, expect, it } from 'vitest';
import {
  evaluateSoleTrader,
  firstYearFees,
  settledFees,
  soleTrader,
} from '../../src/content/calculators/soleTrader';

const NB = '\u00a0';

describe('egenavgifter', () => {
  it('settle at 28,97 % of the result after the avgifter: 22,46 % of the result', () => {
    // 400 000 / 1,2897 = 310 149,65 → 310 150 kr after avgifter; avgifter 89 850 kr
    expect(settledFees(400_000)).toBe(89_850);
    expect(settledFees(400_000) / 400_000).toBeCloseTo(0.2897 / 1.2897, 4);
  });

  it('the first year: a 25 % schablonavdrag, then 28,97 % of the rest (21,73 % of the result)', () => {
    // the example in the article Egenavgifter: 400 000 kr, schablonavdrag 100 000 kr
    expect(firstYearFees(400_000)).toEqual({ schablon: 100_000, fees: 86_910 });
  });

  it('no egenavgifter on an underlag below 1 000 kr, none on a loss', () => {
    expect(settledFees(1_200)).toBe(0);
    expect(settledFees(0)).toBe(0);
    expect(firstYearFees(1_200).fees).toBe(0);
  });
});

describe('what a sole trader keeps', () => {
  it('Skatteverket, 360 000 kr in Stockholm (30,55 %): a result of 464 292 kr leaves exactly 360 000 kr after avgifter', () => {
    const { year } = soleTrader({ result: 464_292, municipalRate: 0.3055 });
    expect(year.fees).toBe(104_292);
    expect(year.surplus).toBe(360_000);
    // "Beskattningsbar förvärvsinkomst 332 000 · Kommunal inkomstskatt + 101 426 ·
    //  allmän pensionsavgift - 25 200 · jobbskatteavdrag - 37 132 · förvärvsinkomst - 1 500"
    expect(year.tax.taxable).toBe(332_000);
    expect(year.tax.municipalTax).toBe(101_426);
    expect(year.tax.pensionFeeCredit).toBe(25_200);
    expect(year.tax.workCredit).toBe(37_132);
    expect(year.tax.earnedIncomeCredit).toBe(1_500);
    // + public service 1 184 kr: 101 426 − 37 132 − 1 500 + 1 184 = 63 978 kr
    expect(year.tax.total).toBe(63_978);
    expect(year.left).toBe(360_000 - 63_978);
  });

  it('Skatteverket, 180 000 kr in Göteborg (32,60 %): a result of 232 146 kr', () => {
    const { year } = soleTrader({ result: 232_146, municipalRate: 0.326 });
    expect(year.surplus).toBe(180_000);
    // "Beskattningsbar förvärvsinkomst 134 400 · Kommunal inkomstskatt + 43 814 ·
    //  pensionsavgift - 12 600 · jobbskatteavdrag - 18 625 · förvärvsinkomst - 708"
    expect(year.tax.taxable).toBe(134_400);
    expect(year.tax.municipalTax).toBe(43_814);
    expect(year.tax.pensionFee).toBe(12_600);
    expect(year.tax.workCredit).toBe(18_625);
    expect(year.tax.earnedIncomeCredit).toBe(708);
  });

  it('the aktiebolag beside it: Skatteverket, salary 720 000 kr in Stockholm', () => {
    // the same total cost, 720 000 × 1,3142 = 946 224 kr, pays 720 000 kr in salary
    const { aktiebolag } = soleTrader({ result: 946_224, municipalRate: 0.3055 });
    expect(aktiebolag.salary).toBe(720_000);
    expect(aktiebolag.employerFees).toBe(226_224);
    // "Statlig inkomstskatt + 11 920 · pensionsavgift - 47 100 · jobbskatteavdrag - 49 429"
    expect(aktiebolag.tax.stateTax).toBe(11_920);
    expect(aktiebolag.tax.pensionFee).toBe(47_100);
    expect(aktiebolag.tax.workCredit).toBe(49_429);
  });

  it('the page model: a year and a month, and the comparison in the summary', () => {
    const view = evaluateSoleTrader({ resultat: '464 292', kommunalskatt: '30,55' });
    expect(view.errors).toEqual({});
    const keep = view.result?.keepLines.map((line) => [line.id, line.year, line.month]);
    expect(keep).toEqual([
      ['resultat', 464_292, 38_691],
      ['egenavgifter', -104_292, -8_691],
      ['skatt', -63_978, -5_332],
      ['kvar', 296_022, 24_669],
    ]);
    const ab = view.result?.calculation.aktiebolag;
    expect(ab?.salary).toBe(353_289); // 464 292 / 1,3142 = 353 288,65
    expect(view.result?.summary).toMatch(
      new RegExp(
        `^Kvar i enskild firma: 296${NB}022${NB}kr om året, 24${NB}669${NB}kr i månaden\\. Det är [\\d${NB}]+${NB}kr mer än lön från ett aktiebolag med samma kostnad\\.$`,
        'u',
      ),
    );
  });

  it('the example filled in on the page: 500 000 kr at the 2026 average kommunalskatt', () => {
    const view = evaluateSoleTrader({ resultat: '500 000', kommunalskatt: '32,38' });
    const year = view.result?.calculation.year;
    // 500 000 / 1,2897 = 387 686,90 → 387 687 kr after avgifter of 112 313 kr
    expect(year?.fees).toBe(112_313);
    expect(year?.surplus).toBe(387_687);
    expect(year?.left).toBeGreaterThan(0);
    expect(year?.left).toBeLessThan(year?.surplus ?? 0);
  });
});

describe('bad input', () => {
  it.each([
    ['resultat', '', 'Fyll i resultatet.'],
    [
      'resultat',
      '-10 000',
      `Resultatet behöver vara mellan 0${NB}kr och 100${NB}000${NB}000${NB}kr.`,
    ],
    ['resultat', 'femhundra', 'Skriv resultatet med siffror, till exempel 500 000.'],
    ['resultat', '1e9', 'Skriv resultatet med siffror, till exempel 500 000.'],
    ['kommunalskatt', '0', `Kommunalskatten behöver vara mellan 20${NB}% och 40${NB}%.`],
  ])('%s = %j: %s', (key, text, message) => {
    const view = evaluateSoleTrader({ resultat: '500 000', kommunalskatt: '32,38', [key]: text });
    expect(view.errors).toEqual({ [key]: message });
    expect(view.result).toBeUndefined();
  });

  it('a result of 0 keeps nothing and pays nothing', () => {
    const view = evaluateSoleTrader({ resultat: '0', kommunalskatt: '32,38' });
    expect(view.result?.calculation.year.left).toBe(0);
    expect(view.result?.calculation.year.tax.total).toBe(0);
  });
});
