/**
 * The calculators' definitions, from which one page draws every calculator: a route checks its
 * query with the keys of `keys.ts` (so its own chunk never loads the arithmetic) while the page
 * fills its fields from the definition, so the two must name the same fields; and the form shows
 * what the calculator reads.
 */
import { describe, expect, it } from 'vitest';
import { CALCULATOR_IDS, getCalculator, type CalculatorId } from '../../src/content/calculators';
import {
  DIVIDEND_CALCULATOR,
  EMPLOYEE_CALCULATOR,
  HOURLY_RATE_CALCULATOR,
  SOLE_TRADER_CALCULATOR,
  VAT_CALCULATOR,
  isChoiceField,
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
      id: 'total',
      label: 'Total kostnad',
      testId: 'total',
      emphasis: true,
    });
  });
});

/**
 * Each form as its page draws it, top to bottom: a choice among options as radio buttons, any
 * other field as a text field for a number. The employee form asks for the paid holiday days only
 * under the sammalöneregeln (fixed monthly salary); under the procentregeln the 12 % holiday pay
 * needs no days.
 */
describe('each form, field by field as the page draws it', () => {
  const drawn = (definition: CalculatorDefinition, texts?: Record<string, string>) =>
    definition
      .form(BASE_DATE, texts ?? initialTexts(definition.specs, {}))
      .map((field) => `${field.key}: ${isChoiceField(field) ? 'choice' : 'number'}`);

  it.each(
    (
      [
        [
          EMPLOYEE_CALCULATOR,
          ['lon: number', 'fodd: number', 'semester: choice', 'dagar: number', 'pension: number'],
        ],
        [
          HOURLY_RATE_CALCULATOR,
          [
            'lon: number',
            'form: choice',
            'kostnader: number',
            'ledigt: number',
            'debiterbart: number',
            'marginal: number',
          ],
        ],
        [VAT_CALCULATOR, ['belopp: number', 'riktning: choice', 'sats: choice']],
        [
          DIVIDEND_CALCULATOR,
          [
            'andel: number',
            'bolag: number',
            'loner: number',
            'lon: number',
            'omkostnad: number',
            'statslaneranta: number',
            'sparat: number',
            'utdelning: number',
            'kommunalskatt: number',
          ],
        ],
        [SOLE_TRADER_CALCULATOR, ['resultat: number', 'kommunalskatt: number']],
      ] as const
    ).map(([definition, expected]) => ({ id: definition.id, definition, expected })),
  )('$id', ({ definition, expected }) => {
    expect(drawn(definition)).toEqual(expected);
  });

  it('the employee form under the procentregeln: no holiday days, the rest in the same order', () => {
    const texts = { ...initialTexts(EMPLOYEE_CALCULATOR.specs, {}), semester: 'procentregeln' };
    expect(drawn(EMPLOYEE_CALCULATOR, texts)).toEqual([
      'lon: number',
      'fodd: number',
      'semester: choice',
      'pension: number',
    ]);
  });
});

describe('a calculator id no route has', () => {
  it('is an error, not a page without a calculator', () => {
    expect(() => getCalculator('okand' as CalculatorId)).toThrow('Unknown calculator okand');
  });
});

/**
 * How each page lays out its result (the product's own wording, decided where the calculators
 * were built): the tables' captions and columns in order, and the test ids the e2e tests and the
 * print view find rows by.
 */
describe("each calculator's result, as its page lays it out", () => {
  const layout = (definition: CalculatorDefinition) =>
    definition
      .evaluate(initialTexts(definition.specs, {}), BASE_DATE)
      .result?.blocks.map((block) =>
        block.kind === 'notes'
          ? ['notes']
          : block.kind === 'amounts'
            ? [
                'amounts',
                block.caption,
                block.columns.map((column) => `${column.amount}: ${column.label}`),
                block.testIdPrefix ?? null,
              ]
            : [block.kind, block.caption, block.testIdPrefix ?? null],
      );

  it.each(
    (
      [
        [
          EMPLOYEE_CALCULATOR,
          [
            ['amounts', 'Kostnad för en anställd', ['month: I månaden', 'year: På ett år'], null],
            ['notes'],
          ],
        ],
        [
          HOURLY_RATE_CALCULATOR,
          [
            ['lines', 'Timpris', null],
            ['lines', 'Det här ska priset täcka, per år', null],
            ['lines', 'Timmar att fakturera, per år', null],
          ],
        ],
        [VAT_CALCULATOR, [['lines', 'Belopp med och utan moms', null]]],
        [
          DIVIDEND_CALCULATOR,
          [
            ['lines', 'Gränsbelopp 2026', null],
            ['notes'],
            ['lines', 'Den planerade utdelningen', null],
          ],
        ],
        [
          SOLE_TRADER_CALCULATOR,
          [
            ['amounts', 'Enskild firma', ['year: Per år', 'month: I månaden'], 'firma'],
            [
              'amounts',
              'Aktiebolag med samma kostnad, allt som lön',
              ['year: Per år', 'month: I månaden'],
              'ab',
            ],
            ['lines', 'Egenavgifterna det första året och sedan', null],
            ['lines', 'Så räknas skatten i enskild firma, per år', 'skatt'],
          ],
        ],
      ] as const
    ).map(([definition, expected]) => ({ id: definition.id, definition, expected })),
  )('$id', ({ definition, expected }) => {
    expect(layout(definition)).toEqual(expected);
  });

  it("the dividend's gränsbelopp is captioned with the year computed", () => {
    const texts = initialTexts(DIVIDEND_CALCULATOR.specs, {});
    const first = DIVIDEND_CALCULATOR.evaluate(texts, '2027-01-01').result?.blocks[0];
    expect(first?.kind === 'lines' && first.caption).toBe('Gränsbelopp 2027');
  });
});

describe('the calculators link the articles that explain them, and back', () => {
  it('every related article is an article of the site, each named once', async () => {
    const { CALCULATORS } = await import('../../src/content/calculators');
    const { articles } = await import('../../src/content/articles');
    const ids = new Set(articles.map((article) => article.id));
    for (const calculator of CALCULATORS) {
      expect(calculator.path).toBe(`/raknare/${calculator.id}`);
      expect(calculator.articles.length, calculator.id).toBeGreaterThan(0);
      expect(new Set(calculator.articles).size, calculator.id).toBe(calculator.articles.length);
      for (const article of calculator.articles) expect(ids.has(article), article).toBe(true);
    }
    const labels = CALCULATORS.map((calculator) => calculator.linkLabel);
    expect(new Set(labels).size).toBe(CALCULATORS.length);
    expect(labels.every((label) => label.trim().length > 0)).toBe(true);
  });

  it('an article names the calculators that compute what it explains', async () => {
    const { calculatorsForArticle } = await import('../../src/content/calculators');
    expect(calculatorsForArticle('egenavgifter').map((calculator) => calculator.id)).toEqual([
      'timpris',
      'enskild-firma',
    ]);
    expect(
      calculatorsForArticle('arbetsgivaravgifter-vad-kostar-en-anstalld').map(
        (calculator) => calculator.id,
      ),
    ).toEqual(['anstalld']);
    expect(calculatorsForArticle('ingen-sadan-artikel')).toEqual([]);
  });
});
