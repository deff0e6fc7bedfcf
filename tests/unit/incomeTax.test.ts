/**
 * Income tax 2026 against Skatteverket's own figures. The three salaries are calculations made
 * in Skatteverket's e-service "Räkna ut rot- och rutavdrag" (www7.skatteverket.se/portal/rot-rut,
 * inkomstår 2026), which prints each step of the final tax ("Så här har vi räknat"); the figures
 * are quoted as recorded on 2026-09-11. Kommunalskatt: Stockholm 30,55 %, Göteborg 32,60 %.
 */
import { describe, expect, it } from 'vitest';
import {
  basicDeduction,
  earnedIncomeCredit,
  incomeTax,
  pensionFee,
  workTaxCredit,
} from '../../src/content/calculators/incomeTax';

const salary = (amount: number, municipalRate: number) =>
  incomeTax({ earned: amount, work: amount, pensionable: amount, municipalRate });

describe('income tax 2026, as Skatteverket computes it', () => {
  it('salary 360 000 kr in Stockholm (Skatteverket e-service, born 1985)', () => {
    const tax = salary(360_000, 0.3055);
    // "Beskattningsbar förvärvsinkomst 332 000 · Kommunal inkomstskatt + 101 426 ·
    //  allmän pensionsavgift - 25 200 · jobbskatteavdrag - 37 132 · förvärvsinkomst - 1 500"
    expect(tax.taxable).toBe(332_000);
    expect(tax.deduction).toBe(28_000);
    expect(tax.municipalTax).toBe(101_426);
    expect(tax.pensionFee).toBe(25_200);
    expect(tax.pensionFeeCredit).toBe(25_200);
    expect(tax.workCredit).toBe(37_132);
    expect(tax.earnedIncomeCredit).toBe(1_500);
    expect(tax.stateTax).toBe(0);
  });

  it('salary 720 000 kr in Stockholm (Skatteverket e-service): statlig skatt and the full jobbskatteavdrag', () => {
    const tax = salary(720_000, 0.3055);
    // "Statlig inkomstskatt + 11 920 · pensionsavgift - 47 100 · jobbskatteavdrag - 49 429"
    expect(tax.deduction).toBe(17_400);
    expect(tax.taxable).toBe(702_600);
    expect(tax.stateTax).toBe(11_920);
    expect(tax.pensionFee).toBe(47_100);
    expect(tax.workCredit).toBe(49_429);
  });

  it('salary 180 000 kr in Göteborg (Skatteverket e-service, born 1990)', () => {
    const tax = salary(180_000, 0.326);
    // "Beskattningsbar förvärvsinkomst 134 400 · Kommunal inkomstskatt + 43 814 ·
    //  pensionsavgift - 12 600 · jobbskatteavdrag - 18 625 · förvärvsinkomst - 708"
    expect(tax.taxable).toBe(134_400);
    expect(tax.municipalTax).toBe(43_814);
    expect(tax.pensionFee).toBe(12_600);
    expect(tax.workCredit).toBe(18_625);
    expect(tax.earnedIncomeCredit).toBe(708);
  });

  it('the grundavdrag of Belopp och procent 2026: 25 100 kr at low incomes, 45 600 at most, 17 400 at least', () => {
    expect(basicDeduction(50_000)).toBe(25_100);
    expect(basicDeduction(170_000)).toBe(45_600);
    expect(basicDeduction(1_000_000)).toBe(17_400);
    // never more than the income itself
    expect(basicDeduction(20_000)).toBe(20_000);
    expect(basicDeduction(0)).toBe(0);
  });

  it('a grundavdrag that comes out in whole hundreds is not rounded up further', () => {
    // 83 400 kr: 0,423 × 59 200 + 20 % × (83 400 − 0,99 × 59 200) = 25 041,60 + 4 958,40 = 30 000
    expect(basicDeduction(83_400)).toBe(30_000);
    // 100 kr more: 30 020 → 30 100
    expect(basicDeduction(83_500)).toBe(30_100);
  });

  it('the breakpoint for statlig skatt is 660 400 kr (643 000 + 17 400)', () => {
    expect(salary(660_400, 0.3238).stateTax).toBe(0);
    // 100 kr over: 20 % of 100 kr
    expect(salary(660_500, 0.3238).stateTax).toBe(20);
  });

  it('credits never exceed the tax they are taken from', () => {
    // 30 000 kr: kommunalskatt on 4 900 kr taxable (25 100 kr grundavdrag) is all there is.
    const tax = salary(30_000, 0.3238);
    expect(tax.taxable).toBe(4_900);
    expect(tax.municipalTax).toBe(1_586);
    expect(tax.pensionFee).toBe(2_100);
    expect(tax.pensionFeeCredit).toBe(1_586);
    expect(tax.workCredit).toBe(0);
    expect(tax.earnedIncomeCredit).toBe(0);
    // kommunalskatt 1 586 + pension fee 2 100 − its credit 1 586 + public service 49 (1 % of 4 900)
    expect(tax.publicServiceFee).toBe(49);
    expect(tax.total).toBe(2_149);
  });

  it('pension fee: rounded to hundreds, 50 kr down, at most 47 100 kr, none on a small income', () => {
    expect(pensionFee(360_000)).toBe(25_200);
    expect(pensionFee(360_700)).toBe(25_200); // 25 249 → 25 200
    expect(pensionFee(360_800)).toBe(25_300); // 25 256 → 25 300
    expect(pensionFee(2_000_000)).toBe(47_100);
    expect(pensionFee(25_000)).toBe(0);
    // 7 % of 35 000 kr is 2 450 kr exactly: 50 kr goes down; 35 015 kr gives 2 451,05 kr, up
    expect(pensionFee(35_000)).toBe(2_400);
    expect(pensionFee(35_015)).toBe(2_500);
  });

  it('the credits together never take more than the kommunalskatt left after the pension fee', () => {
    // Jobbskatteavdrag and the förvärvsinkomst credit count only against kommunalskatt, after the
    // pension fee's credit, on every salary from 20 000 to 300 000 kr.
    for (let earned = 20_000; earned <= 300_000; earned += 500) {
      const tax = salary(earned, 0.3238);
      expect(tax.workCredit + tax.earnedIncomeCredit, String(earned)).toBeLessThanOrEqual(
        tax.municipalTax - tax.pensionFeeCredit,
      );
    }
  });

  it('jobbskatteavdrag and the förvärvsinkomst credit on their own', () => {
    expect(workTaxCredit(0, 0, 0.3238)).toBe(0);
    // above 8,08 PBB: (3,027 × 59 200 − 17 400) × 30,55 % = 49 429
    expect(workTaxCredit(1_000_000, 17_400, 0.3055)).toBe(49_429);
    expect(earnedIncomeCredit(40_000)).toBe(0);
    expect(earnedIncomeCredit(1_000_000)).toBe(1_500);
  });
});
