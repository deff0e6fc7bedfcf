/**
 * Rule checks at the edges the mutation run found untested (`npm run test:mutation --
 * src/content/calculators`, 2026-12-07): the first krona of egenavgifter, a loss, the last day of
 * the years the calculators know, and what a calculator page keeps of its address. Each test names
 * its rule; the figures are worked here from it, never read from the code.
 */
import { describe, expect, it } from 'vitest';
import {
  feesOnBase,
  settledFees,
  settledSurplus,
} from '../../src/content/calculators/egenavgifter';
import { searchValidator } from '../../src/content/calculators/keys';
import { beyondTableNote } from '../../src/content/calculators/year';

describe('rule checks: egenavgifter at their edges', () => {
  it('rule check, Skatteverket: no egenavgifter below an avgiftsunderlag of 1 000 kr, the full 28,97 % (2026) from 1 000 kr on', () => {
    // https://www.skatteverket.se/foretag/drivaforetag/foretagsformer/enskildnaringsverksamhet/egenavgifter.4.361dc8c15312eff6fd1f678.html
    expect(feesOnBase(999)).toBe(0);
    // 1 000 × 28,97 % = 289,70 kr; no reduction at or below 40 000 kr
    expect(feesOnBase(1_000)).toBeCloseTo(289.7, 9);
  });

  it('rule check, the surplus that carries its own egenavgifter: a result of 1 290 kr is 1 000 kr of surplus and 290 kr of fees', () => {
    // S + 28,97 % × S = 1 290 kr → S = 1 290 / 1,2897 = 1 000,23 → 1 000 kr, the first surplus
    // that pays egenavgifter (1 000 × 28,97 % = 289,70 kr)
    expect(settledSurplus(1_290)).toBe(1_000);
    expect(settledFees(1_290)).toBe(290);
  });

  it('rule check, a loss: a negative result leaves no surplus and pays no egenavgifter', () => {
    // Egenavgifter are charged on a surplus (överskott); a loss has none to charge them on.
    expect(settledSurplus(-5_000)).toBe(0);
    expect(settledFees(-5_000)).toBe(0);
  });
});

describe('the years the calculators know', () => {
  it('says nothing on the last day of the last year (2027) and on a day that is no date', () => {
    expect(beyondTableNote('2027-12-31')).toBeUndefined();
    expect(beyondTableNote(null)).toBeUndefined();
    expect(beyondTableNote(undefined)).toBeUndefined();
    expect(beyondTableNote('2028-1-1')).toBeUndefined();
    expect(beyondTableNote('20280101')).toBeUndefined();
  });
});

describe('what a calculator page keeps of its address', () => {
  it('keeps numbers and yes/no values as they are, drops numbers that are none, and cuts a long text to 40 characters', () => {
    const validate = searchValidator(['lon', 'fodd', 'moms', 'ort', 'x'] as const);
    expect(
      validate({
        lon: 30_000,
        fodd: Number.NaN,
        moms: true,
        ort: 'a'.repeat(50),
        x: Number.POSITIVE_INFINITY,
        other: 'dropped',
      }),
    ).toEqual({ lon: 30_000, moms: true, ort: 'a'.repeat(40) });
    expect(validate({ moms: false })).toEqual({ moms: false });
    expect(validate({ lon: { value: 1 }, fodd: null, ort: ['Umeå'] })).toStrictEqual({});
  });
});
