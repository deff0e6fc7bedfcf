/**
 * The calculators' definitions, from which one page draws every calculator: a route checks its
 * query with the keys of `keys.ts` (so its own chunk never loads the arithmetic) while the page
 * fills its fields from the definition, so the two must name the same fields; and the form shows
 * what the calculator reads.
 */
import { describe, expect, it } from 'vitest';
import { CALCULATOR_IDS, type CalculatorId } from '../../src/content/calculators';
import {
  DIVIDEND_CALCULATOR,
  EMPLOYEE_CALCULATOR,
  HOURLY_RATE_CALCULATOR,
  SOLE_TRADER_CALCULATOR,
  VAT_CALCULATOR,
  type CalculatorDefinition,
} from '../../src/content/calculators/definitions';
import { initialTexts } from '../../src/content/calculators/fields';
import {
  DIVIDEND_KEYS,
  EMPLOYEE_KEYS,
  HOURLY_KEYS,
  SOLE_TRADER_KEYS,
  VAT_KEYS,
} from '../../src/content/calculators/keys';
import { BASE_DATE } from '../../src/content/calculators/year';

const DEFINITIONS: Record<CalculatorId, [CalculatorDefinition, readonly string[]]> = {
  anstalld: [EMPLOYEE_CALCULATOR, EMPLOYEE_KEYS],
  timpris: [HOURLY_RATE_CALCULATOR, HOURLY_KEYS],
  moms: [VAT_CALCULATOR, VAT_KEYS],
  utdelning: [DIVIDEND_CALCULATOR, DIVIDEND_KEYS],
  'enskild-firma': [SOLE_TRADER_CALCULATOR, SOLE_TRADER_KEYS],
};

const keysOf = (fields: readonly { key: string }[]) => fields.map((field) => field.key).sort();

describe.each(CALCULATOR_IDS)('the %s calculator', (id) => {
  const [definition, keys] = DEFINITIONS[id];

  it('is the calculator its route names', () => {
    expect(definition.id).toBe(id);
  });

  it('fills from the URL exactly the fields its route keeps in the query', () => {
    expect(keysOf(definition.specs)).toEqual([...keys].sort());
  });

  it('shows, from its example, a form of those fields and a result with a summary', () => {
    const texts = initialTexts(definition.specs, {});
    const form = keysOf(definition.form(BASE_DATE, texts));
    expect(form.every((key) => keys.includes(key))).toBe(true);
    const outcome = definition.evaluate(texts, BASE_DATE);
    expect(outcome.errors).toEqual({});
    expect(outcome.result?.summary).toMatch(/\d/u);
    expect(outcome.result?.blocks.length).toBeGreaterThan(0);
    expect(definition.explanation(BASE_DATE).length).toBeGreaterThan(0);
  });
});

describe('the employee form', () => {
  const texts = initialTexts(EMPLOYEE_CALCULATOR.specs, {});

  it('asks for the paid holiday days under the sammalöneregeln, not under the procentregeln', () => {
    expect(keysOf(EMPLOYEE_CALCULATOR.form(BASE_DATE, texts))).toContain('dagar');
    expect(
      keysOf(EMPLOYEE_CALCULATOR.form(BASE_DATE, { ...texts, semester: 'procentregeln' })),
    ).not.toContain('dagar');
  });

  it('keeps a bad value with its message and shows no result', () => {
    const outcome = EMPLOYEE_CALCULATOR.evaluate({ ...texts, lon: 'tusen' }, BASE_DATE);
    expect(outcome.errors.lon).toBe('Skriv månadslönen med siffror, till exempel 30 000.');
    expect(outcome.result).toBeUndefined();
  });

  it('ends its cost table with the total, a month and a year', () => {
    const table = EMPLOYEE_CALCULATOR.evaluate(texts, BASE_DATE).result?.blocks[0];
    expect(table?.kind === 'amounts' && table.lines.at(-1)).toMatchObject({
      label: 'Total kostnad',
      testId: 'total',
      emphasis: true,
    });
  });
});
