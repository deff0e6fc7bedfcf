/**
 * /raknare/utdelning: the 2026 gränsbelopp under the new 3:12 rules (prop. 2025/26:1) and the tax
 * on a planned dividend. Worked examples, each with its source; Intl writes U+00A0 in amounts.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  basicAmounts,
  DIVIDEND_FIELDS,
  dividendExplanation,
  dividend,
  evaluateDividend,
  interestPart,
  salaryBasedSpace,
  taxAsEmployment,
  type DividendInput,
} from '../../src/content/calculators/dividend';
import { initialTexts } from '../../src/content/calculators/fields';
import { DIVIDEND_KEYS, searchValidator } from '../../src/content/calculators/keys';
import { getFact } from '../../src/content/facts';
import { calculatorMachine } from '../../src/machines/calculator';

const NB = '\u00a0';

/** The example: 100 %, one company, wages 1 500 000 kr, own salary 700 000 kr. */
const example: DividendInput = {
  holding: 1,
  companies: 1,
  wages: 1_500_000,
  ownSalary: 700_000,
  costBasis: 25_000,
  saved: 0,
  dividend: 600_000,
  municipalRate: 0.3238,
};

const exampleTexts = {
  andel: '100',
  bolag: '1',
  loner: '1 500 000',
  lon: '700 000',
  omkostnad: '25 000',
  statslaneranta: '',
  sparat: '',
  utdelning: '600 000',
  kommunalskatt: '32,38',
};

describe('the 2026 amounts', () => {
  it('grundbelopp and löneavdrag are four and eight inkomstbasbelopp of 2025 (80 600 kr)', () => {
    const ibb = getFact('inkomstbasbelopp-gransbelopp').value;
    expect(getFact('utdelning-grundbelopp').value).toBe(4 * ibb);
    expect(getFact('utdelning-loneavdrag').value).toBe(8 * ibb);
    expect(4 * ibb).toBe(322_400);
    expect(8 * ibb).toBe(644_800);
  });
});

describe('gränsbelopp 2026', () => {
  it("the issue's example: 322 400 + 0,5 × (1 500 000 − 644 800) = 322 400 + 427 600 = 750 000 kr", () => {
    const result = dividend(example);
    expect(result.basic).toBe(322_400);
    expect(result.salaryBased.amount).toBeCloseTo(427_600, 6);
    expect(result.salaryBased.capBinds).toBe(false);
    expect(result.interestPartMissing).toBe(false);
    expect(result.limit).toBeCloseTo(750_000, 6);
  });

  it('Wolters Kluwer, "Proposition om nya regler för delägare i fåmansföretag" (2025-09-22): Kalle owns 60 % of X and 100 % of Y', () => {
    // "Utan någon begränsning skulle hans totala grundbelopp uppgå till 6,4 ibb, fördelat på
    //  2,4 ibb i företag X (60 procent av 4 ibb) och 4 ibb i företag Y (100 procent av 4 ibb)."
    // Over 4 ibb, so the 4 ibb are proportioned: X 4 × 60/160 = 1,5 ibb, Y 4 × 100/160 = 2,5 ibb.
    const ibb = getFact('inkomstbasbelopp-gransbelopp').value;
    const [x, y] = basicAmounts([0.6, 1]);
    expect(x).toBeCloseTo(1.5 * ibb, 6); // 120 900 kr
    expect(y).toBeCloseTo(2.5 * ibb, 6); // 201 500 kr
    expect((x ?? 0) + (y ?? 0)).toBeCloseTo(4 * ibb, 6);
    // one company, or holdings adding up to at most 100 %: no proportioning
    expect(basicAmounts([0.6])).toEqual([0.6 * 322_400]);
    expect(basicAmounts([0.5, 0.5])).toEqual([161_200, 161_200]);
  });

  it('PwC, "Nya 3:12-regler träder i kraft 1 januari 2026": 50 % × (andel av löneunderlag − 8 IBB), per delägare', () => {
    // Two owners with 50 % each of a company with 3 000 000 kr in wages: each has
    // 0,5 × (1 500 000 − 644 800) = 427 600 kr, and half the grundbelopp, 161 200 kr.
    const owner = dividend({ ...example, holding: 0.5, wages: 3_000_000 });
    expect(owner.basic).toBe(161_200);
    expect(owner.salaryBased.amount).toBeCloseTo(427_600, 6);
    // a share of the wages below the löneavdrag gives no space, never a negative one
    expect(salaryBasedSpace(1, 600_000, 600_000).amount).toBe(0);
  });

  it('caps the lönebaserat utrymme at 50 × the own salary and says so', () => {
    // 0,5 × (5 000 000 − 644 800) = 2 177 600 kr, but 50 × 20 000 = 1 000 000 kr
    const space = salaryBasedSpace(1, 5_000_000, 20_000);
    expect(space.uncapped).toBeCloseTo(2_177_600, 6);
    expect(space.amount).toBe(1_000_000);
    expect(space.capBinds).toBe(true);
    const view = evaluateDividend({ ...exampleTexts, loner: '5 000 000', lon: '20 000' });
    expect(view.result?.notes[0]).toBe(
      `Taket begränsar det lönebaserade utrymmet: det får vara högst 50 gånger din egen lön. Utan taket hade det blivit 2${NB}177${NB}600${NB}kr. Hela utrymmet hade räknats med en lön på minst 43${NB}552${NB}kr förra året.`,
    );
  });

  it('adds the saved space without uplift, and splits one grundbelopp over several companies', () => {
    expect(dividend({ ...example, saved: 100_000 }).limit).toBeCloseTo(850_000, 6);
    expect(dividend({ ...example, companies: 2 }).basic).toBe(161_200);
    expect(dividend({ ...example, holding: 0.3, companies: 3, wages: 0 }).basic).toBeCloseTo(
      96_720,
      6,
    );
  });

  it('leaves the räntedel out while no statslåneränta is given, and asks for it', () => {
    expect(dividend({ ...example, costBasis: 100_000 }).interestPartMissing).toBe(false);
    const above = evaluateDividend({ ...exampleTexts, omkostnad: '150 000' });
    expect(above.errors).toEqual({});
    expect(above.result?.dividend.interestPartMissing).toBe(true);
    expect(above.result?.dividend.interest).toBe(0);
    expect(above.result?.dividend.limit).toBeCloseTo(750_000, 6);
    expect(above.result?.limitLines.find((line) => line.id === 'rantedel')?.value).toBe(
      'Tillkommer',
    );
    expect(above.result?.limitLines.at(-1)?.label).toBe('Gränsbelopp, utan räntedel');
    const note = above.result?.notes.join(' ') ?? '';
    expect(note).toMatch(/statslåneräntan den 30 november 2025 plus nio procentenheter/u);
    expect(note).toMatch(
      /Fyll i statslåneräntan, som Riksgälden publicerar, i fältet ”Statslåneränta 30 november 2025 \(%\)”/u,
    );
  });
});

describe('räntedel', () => {
  // The rule (prop. 2025/26:1, from the lagrådsremiss "Enklare och bättre skatteregler för
  // delägare i fåmansföretag", avsnitt 5.6; the issue): the part of the omkostnadsbelopp above
  // 100 000 kr × (statslåneräntan at the end of November the year before + 9 percentage points).

  it('Riksgälden, "Riksgälden har fastställt statslåneräntan till -0,09%" (28 november 2019, valid 29 November–5 December 2019): a negative rate counts as 0 % (prop. 2016/17:24)', () => {
    // −0,09 % on 30 November 2019 counts as 0 %, + 9 percentage points = 9 % (not 8,91 %). An
    // omkostnadsbelopp of 300 000 kr: (300 000 − 100 000) × 9 % = 18 000 kr.
    expect(interestPart(300_000, -0.0009)).toBeCloseTo(18_000, 6);
    const view = evaluateDividend({
      ...exampleTexts,
      omkostnad: '300 000',
      statslaneranta: '−0,09',
    });
    expect(view.errors).toEqual({});
    expect(view.result?.dividend.interest).toBeCloseTo(18_000, 6);
    expect(view.result?.dividend.limit).toBeCloseTo(768_000, 6);
    const line = view.result?.limitLines.find((l) => l.id === 'rantedel');
    expect(line?.value).toBe(`18${NB}000${NB}kr`);
    expect(line?.detail).toBe(
      `200${NB}000${NB}kr över 100${NB}000${NB}kr × 9${NB}% (statslåneräntan −0,09${NB}% räknas som 0${NB}%, plus 9${NB}procentenheter)`,
    );
    // A rate of 0 % or more counts as it is.
    expect(interestPart(300_000, 0)).toBeCloseTo(18_000, 6);
    expect(interestPart(300_000, 0.025)).toBeCloseTo(23_000, 6);
  });

  it("the issue's example with an omkostnadsbelopp of 500 000 kr and a typed rate of 2,5 %: one of the four parts", () => {
    // 2,5 % is a figure the visitor types, not the rate of 30 November 2025 (which the site
    // does not state). (500 000 − 100 000) × (2,5 % + 9 %) = 400 000 × 11,5 % = 46 000 kr;
    // gränsbelopp 322 400 + 427 600 + 46 000 + 0 = 796 000 kr.
    const result = dividend({ ...example, costBasis: 500_000, bondRate: 0.025 });
    expect(result.interest).toBeCloseTo(46_000, 6);
    expect(result.interestPartMissing).toBe(false);
    expect(result.limit).toBeCloseTo(796_000, 6);

    const view = evaluateDividend({ ...exampleTexts, omkostnad: '500 000', statslaneranta: '2,5' });
    const limit = Object.fromEntries(view.result?.limitLines.map((l) => [l.id, l.value]) ?? []);
    expect(limit).toEqual({
      grundbelopp: `322${NB}400${NB}kr`,
      lonebaserat: `427${NB}600${NB}kr`,
      rantedel: `46${NB}000${NB}kr`,
      sparat: `0${NB}kr`,
      gransbelopp: `796${NB}000${NB}kr`,
    });
    expect(view.result?.limitLines.at(-1)?.label).toBe('Gränsbelopp');
    expect(view.result?.notes).toEqual([]);
    // 600 000 kr planned, all within: 120 000 kr tax, 196 000 kr saved to next year.
    expect(view.result?.summary).toBe(
      `Gränsbelopp 796${NB}000${NB}kr. Skatt på utdelningen 120${NB}000${NB}kr. Sparas till nästa år: 196${NB}000${NB}kr.`,
    );
  });

  it('gives no räntedel up to 100 000 kr, whatever the rate', () => {
    expect(interestPart(100_000, 0.025)).toBe(0);
    expect(interestPart(25_000, 0.025)).toBe(0);
    const view = evaluateDividend({ ...exampleTexts, statslaneranta: '2,5' });
    expect(view.result?.dividend.limit).toBeCloseTo(750_000, 6);
    expect(view.result?.limitLines.find((l) => l.id === 'rantedel')?.value).toBe(`0${NB}kr`);
    expect(view.result?.limitLines.at(-1)?.label).toBe('Gränsbelopp');
  });
});

describe('tax on the planned dividend', () => {
  it('within the gränsbelopp: 20 %, and the rest of the gränsbelopp is saved', () => {
    const result = dividend(example);
    expect(result.taxWithin).toBeCloseTo(120_000, 6);
    expect(result.taxAbove).toBe(0);
    expect(result.net).toBeCloseTo(480_000, 6);
    expect(result.carriedForward).toBeCloseTo(150_000, 6);
  });

  it('above it: as income from employment on top of the salary', () => {
    // 1 000 000 kr, 250 000 kr over the gränsbelopp, on top of 700 000 kr in salary: the taxable
    // income goes from 682 600 to 932 600 kr (grundavdrag 17 400 kr at both), all of it above
    // the skiktgräns 643 000 kr: 250 000 × (32,38 % + 20 %) = 130 950 kr.
    expect(taxAsEmployment(250_000, 700_000, 0.3238)).toBe(130_950);
    const result = dividend({ ...example, dividend: 1_000_000 });
    expect(result.aboveLimit).toBeCloseTo(250_000, 6);
    expect(result.tax).toBeCloseTo(150_000 + 130_950, 6);
    expect(result.carriedForward).toBeCloseTo(0, 6);
  });

  it('the page model with the example filled in', () => {
    const view = evaluateDividend(exampleTexts);
    expect(view.errors).toEqual({});
    const limit = Object.fromEntries(view.result?.limitLines.map((l) => [l.id, l.value]) ?? []);
    expect(limit).toEqual({
      grundbelopp: `322${NB}400${NB}kr`,
      lonebaserat: `427${NB}600${NB}kr`,
      rantedel: `0${NB}kr`,
      sparat: `0${NB}kr`,
      gransbelopp: `750${NB}000${NB}kr`,
    });
    const tax = Object.fromEntries(view.result?.taxLines.map((l) => [l.id, l.value]) ?? []);
    expect(tax).toEqual({
      inom: `600${NB}000${NB}kr`,
      'skatt-inom': `120${NB}000${NB}kr`,
      skatt: `120${NB}000${NB}kr`,
      kvar: `480${NB}000${NB}kr`,
      sparas: `150${NB}000${NB}kr`,
    });
    expect(view.result?.summary).toBe(
      `Gränsbelopp 750${NB}000${NB}kr. Skatt på utdelningen 120${NB}000${NB}kr. Sparas till nästa år: 150${NB}000${NB}kr.`,
    );
    expect(view.result?.notes).toEqual([]);
  });
});

describe('bad input', () => {
  it.each([
    ['andel', '', 'Fyll i ägarandelen.'],
    ['andel', '0', `Ägarandelen behöver vara mellan 0,01${NB}% och 100${NB}%.`],
    ['andel', '150', `Ägarandelen behöver vara mellan 0,01${NB}% och 100${NB}%.`],
    ['bolag', '1,5', 'Skriv antalet bolag utan decimaler, till exempel 1.'],
    ['bolag', '0', 'Antalet bolag behöver vara mellan 1 och 50.'],
    [
      'loner',
      '-5',
      `Bolagets löner behöver vara mellan 0${NB}kr och 10${NB}000${NB}000${NB}000${NB}kr.`,
    ],
    ['loner', 'en miljon', 'Skriv bolagets löner med siffror, till exempel 1 500 000.'],
    [
      'utdelning',
      '99999999999',
      `Den planerade utdelningen behöver vara mellan 0${NB}kr och 1${NB}000${NB}000${NB}000${NB}kr.`,
    ],
    ['lon', 'sjuhundra tusen', 'Skriv din lön med siffror, till exempel 700 000.'],
    [
      'omkostnad',
      '-25 000',
      `Omkostnadsbeloppet behöver vara mellan 0${NB}kr och 10${NB}000${NB}000${NB}000${NB}kr.`,
    ],
    ['sparat', 'inget', 'Skriv det sparade utdelningsutrymmet med siffror, till exempel 100 000.'],
    ['kommunalskatt', '', 'Fyll i kommunalskatten.'],
    ['kommunalskatt', '3238', `Kommunalskatten behöver vara mellan 20${NB}% och 40${NB}%.`],
    ['statslaneranta', 'två', 'Skriv statslåneräntan med siffror, till exempel 2,5.'],
    ['statslaneranta', '-5,5', `Statslåneräntan behöver vara mellan −5${NB}% och 20${NB}%.`],
    ['statslaneranta', '250', `Statslåneräntan behöver vara mellan −5${NB}% och 20${NB}%.`],
    [
      'statslaneranta',
      '99999999999999999999',
      `Statslåneräntan behöver vara mellan −5${NB}% och 20${NB}%.`,
    ],
  ])('%s = %j: %s', (key, text, message) => {
    const view = evaluateDividend({ ...exampleTexts, [key]: text });
    expect(view.errors).toEqual({ [key]: message });
    expect(view.result).toBeUndefined();
  });

  it('accepts spaces, comma decimals and units as people type them', () => {
    const view = evaluateDividend({
      ...exampleTexts,
      andel: '100 %',
      loner: '1 500 000 kr',
      lon: '700000',
      kommunalskatt: '32,38 %',
    });
    expect(view.errors).toEqual({});
    expect(view.result?.dividend.limit).toBeCloseTo(750_000, 6);
    // The statslåneränta with a comma, a unit, spaces or a minus sign as typed or copied.
    for (const typed of ['2,5', ' 2,5 % ', '2.5', '2,50 procent']) {
      const rate = evaluateDividend({
        ...exampleTexts,
        omkostnad: '500 000',
        statslaneranta: typed,
      });
      expect(rate.errors, typed).toEqual({});
      expect(rate.result?.dividend.interest, typed).toBeCloseTo(46_000, 6);
    }
    for (const typed of ['-0,09', '−0,09', '- 0,09 %']) {
      const rate = evaluateDividend({
        ...exampleTexts,
        omkostnad: '300 000',
        statslaneranta: typed,
      });
      expect(rate.errors, typed).toEqual({});
      // read as −0,09 %, counted as 0 %: 200 000 × 9 %
      expect(rate.result?.dividend.interest, typed).toBeCloseTo(18_000, 6);
    }
  });

  it('an empty or blank statslåneränta is not 0 %: it is not given', () => {
    for (const typed of ['', '   ']) {
      const view = evaluateDividend({
        ...exampleTexts,
        omkostnad: '500 000',
        statslaneranta: typed,
      });
      expect(view.errors).toEqual({});
      expect(view.result?.dividend.interestPartMissing).toBe(true);
      expect(view.result?.dividend.limit).toBeCloseTo(750_000, 6);
    }
    // 0 % typed is a rate: 400 000 × 9 % = 36 000 kr.
    const zero = evaluateDividend({ ...exampleTexts, omkostnad: '500 000', statslaneranta: '0' });
    expect(zero.result?.dividend.interest).toBeCloseTo(36_000, 6);
  });

  it('empty optional fields count as 0', () => {
    const view = evaluateDividend({
      ...exampleTexts,
      loner: '',
      lon: '',
      omkostnad: '',
      utdelning: '',
    });
    expect(view.errors).toEqual({});
    expect(view.result?.dividend.limit).toBe(322_400);
    expect(view.result?.summary).toBe(`Gränsbelopp 322${NB}400${NB}kr. Allt sparas till nästa år.`);
  });

  it('an own salary larger than all the wages is a mistake', () => {
    const view = evaluateDividend({ ...exampleTexts, loner: '500 000', lon: '700 000' });
    expect(view.errors.lon).toMatch(/^Din lön ingår i bolagets löner/u);
    expect(view.result).toBeUndefined();
  });
});

describe('the statslåneränta through the address and the calculator machine', () => {
  const specs = Object.values(DIVIDEND_FIELDS);

  it('opens a shared address with the rate, as the router parses it, and computes the räntedel', () => {
    // The router JSON-parses search values: ?statslaneranta=-0.09 arrives as a number.
    const search = searchValidator(DIVIDEND_KEYS)({
      omkostnad: 300000,
      statslaneranta: -0.09,
      okand: 'x',
    });
    expect(search).toEqual({ omkostnad: 300000, statslaneranta: -0.09 });
    const texts = initialTexts(specs, search);
    expect(texts.statslaneranta).toBe('-0.09');
    expect(evaluateDividend(texts).result?.dividend.interest).toBeCloseTo(18_000, 6);
    // Without it in the address the field starts empty: the prerendered example is unchanged.
    expect(initialTexts(specs, {}).statslaneranta).toBe('');
    expect(evaluateDividend(initialTexts(specs, {})).result?.dividend.limit).toBeCloseTo(
      750_000,
      6,
    );
  });

  it('typing the rate: the machine keeps the text, mirrors it to the URL, and the räntedel follows', () => {
    const syncUrl = vi.fn();
    const actor = createActor(
      calculatorMachine.provide({
        actions: { syncUrl: (_, params) => syncUrl(params.fields), print: () => {} },
      }),
      { input: { fields: initialTexts(specs, {}) } },
    ).start();
    actor.send({ type: 'calculator.fieldChanged', field: 'omkostnad', value: '500 000' });
    const waiting = evaluateDividend(actor.getSnapshot().context.fields);
    expect(waiting.result?.limitLines.at(-1)?.label).toBe('Gränsbelopp, utan räntedel');

    actor.send({ type: 'calculator.fieldChanged', field: 'statslaneranta', value: '2,5 %' });
    const fields = actor.getSnapshot().context.fields;
    expect(fields.statslaneranta).toBe('2,5 %');
    expect(syncUrl).toHaveBeenLastCalledWith(expect.objectContaining({ statslaneranta: '2,5 %' }));
    expect(evaluateDividend(fields).result?.dividend.limit).toBeCloseTo(796_000, 6);

    // A bad value is kept as typed, with its message, and no result until it is fixed.
    actor.send({ type: 'calculator.fieldChanged', field: 'statslaneranta', value: '25' });
    expect(actor.getSnapshot().context.fields.statslaneranta).toBe('25');
    const bad = evaluateDividend(actor.getSnapshot().context.fields);
    expect(bad.errors.statslaneranta).toBe(
      `Statslåneräntan behöver vara mellan −5${NB}% och 20${NB}%.`,
    );
    expect(bad.result).toBeUndefined();
    actor.stop();
  });
});

/**
 * What the page says in each case, figured by hand from the rules above (the gränsbelopp 2026,
 * 20 % within it, tax as income from employment above it): the lines' details, which lines show,
 * what is emphasised, the notes.
 */
describe('the page, case by case', () => {
  const lines = (view: ReturnType<typeof evaluateDividend>, kind: 'limitLines' | 'taxLines') =>
    Object.fromEntries(view.result?.[kind].map((line) => [line.id, line]) ?? []);

  it('above the gränsbelopp: the part above, its tax and what is left, all on the page', () => {
    // 1 000 000 kr: 750 000 within (150 000 kr at 20 %), 250 000 above (130 950 kr, worked out
    // above), so 1 000 000 − 150 000 − 130 950 = 719 050 kr is left.
    const result = dividend({ ...example, dividend: 1_000_000 });
    expect(result.taxAbove).toBe(130_950);
    expect(result.net).toBeCloseTo(719_050, 6);
    const view = evaluateDividend({ ...exampleTexts, utdelning: '1 000 000' });
    const tax = lines(view, 'taxLines');
    expect(Object.keys(tax)).toEqual([
      'inom',
      'skatt-inom',
      'over',
      'skatt-over',
      'skatt',
      'kvar',
      'sparas',
    ]);
    expect(tax.over?.value).toBe(`250${NB}000${NB}kr`);
    expect(tax['skatt-over']?.value).toBe(`130${NB}950${NB}kr`);
    expect(tax['skatt-over']?.detail).toMatch(/^Kommunalskatt 32,38\s%/u);
    expect(tax.skatt?.value).toBe(`280${NB}950${NB}kr`);
    expect(tax.kvar?.value).toBe(`719${NB}050${NB}kr`);
    expect(view.result?.notes.some((note) => note.startsWith('Skatten på utdelningen över'))).toBe(
      true,
    );
  });

  it('within it: no lines or note about a part above', () => {
    const view = evaluateDividend(exampleTexts);
    expect(Object.keys(lines(view, 'taxLines'))).toEqual([
      'inom',
      'skatt-inom',
      'skatt',
      'kvar',
      'sparas',
    ]);
    expect(view.result?.notes).toEqual([]);
  });

  it('emphasises the gränsbelopp, the tax and what is saved, nothing else', () => {
    const view = evaluateDividend({ ...exampleTexts, utdelning: '1 000 000' });
    const emphasised = [...(view.result?.limitLines ?? []), ...(view.result?.taxLines ?? [])]
      .filter((line) => line.emphasis === true)
      .map((line) => line.id);
    expect(emphasised).toEqual(['gransbelopp', 'skatt', 'sparas']);
  });

  it('says how the grundbelopp was split: by the holding, or over the companies', () => {
    const detail = (texts: Partial<typeof exampleTexts>) =>
      lines(evaluateDividend({ ...exampleTexts, ...texts }), 'limitLines').grundbelopp?.detail;
    // one company, 100 %: 322 400 × 100 %
    expect(detail({})).toBe(`322${NB}400${NB}kr × din andel 100${NB}%`);
    // three companies at 30 %: 90 % in all, not over 100 %, so 322 400 × 30 % in each
    expect(detail({ andel: '30', bolag: '3' })).toBe(`322${NB}400${NB}kr × din andel 30${NB}%`);
    // two at 50 %: exactly 100 %, still by the holding
    expect(detail({ andel: '50', bolag: '2' })).toBe(`322${NB}400${NB}kr × din andel 50${NB}%`);
    // three at 60 %: 180 %, so the 322 400 kr are split over the three
    expect(detail({ andel: '60', bolag: '3' })).toBe(`322${NB}400${NB}kr delat på dina 3 bolag`);
  });

  it('says how the lönebaserat utrymme came about: half the share above the löneavdrag, or none', () => {
    const detail = (texts: Partial<typeof exampleTexts>) =>
      lines(evaluateDividend({ ...exampleTexts, ...texts }), 'limitLines').lonebaserat?.detail;
    // 60 % of 1 500 000 kr is 900 000 kr
    expect(detail({ andel: '60' })).toBe(
      `50 % av (din andel av lönerna 900${NB}000${NB}kr − löneavdraget 644${NB}800${NB}kr)`,
    );
    // exactly the löneavdrag: nothing above it
    expect(detail({ loner: '644 800', lon: '300 000' })).toBe(
      `Din andel av lönerna är inte större än löneavdraget 644${NB}800${NB}kr`,
    );
  });

  it('names the cap only when it takes something away', () => {
    // 0,5 × (1 644 800 − 644 800) = 500 000 kr = 50 × 10 000 kr: the cap is reached, not passed
    const view = evaluateDividend({ ...exampleTexts, loner: '1 644 800', lon: '10 000' });
    expect(view.result?.dividend.salaryBased.amount).toBeCloseTo(500_000, 6);
    expect(view.result?.dividend.salaryBased.capBinds).toBe(false);
    expect(view.result?.notes.some((note) => note.startsWith('Taket'))).toBe(false);
    expect(lines(view, 'limitLines').lonebaserat?.detail).toMatch(/^50 % av/u);
    // 1 kr less in salary and it binds
    const capped = evaluateDividend({ ...exampleTexts, loner: '1 644 800', lon: '9 999' });
    expect(capped.result?.dividend.salaryBased.capBinds).toBe(true);
    expect(lines(capped, 'limitLines').lonebaserat?.detail).toBe(
      `Högst 50 × din lön 9${NB}999${NB}kr`,
    );
  });

  it('explains several companies, and a räntedel waiting for the statslåneränta', () => {
    // 30 % of three companies: 96 720 kr of grundbelopp (30 % of 1 500 000 kr is below the
    // löneavdrag), so a dividend of 50 000 kr stays within it
    const several = evaluateDividend({
      ...exampleTexts,
      andel: '30',
      bolag: '3',
      utdelning: '50 000',
    });
    expect(several.result?.notes).toHaveLength(1);
    expect(several.result?.notes[0]).toMatch(/^Äger du andelar i flera bolag .* alla 3 bolagen;/u);
    const waiting = evaluateDividend({ ...exampleTexts, omkostnad: '200 000' });
    expect(lines(waiting, 'limitLines').rantedel?.value).toBe('Tillkommer');
    expect(lines(waiting, 'limitLines').gransbelopp?.label).toBe('Gränsbelopp, utan räntedel');
    expect(waiting.result?.notes).toHaveLength(1);
    expect(waiting.result?.notes[0]).toContain('statslåneräntan den 30 november 2025');
  });

  it('the räntedel line: none up to 100 000 kr, the rate as given, a negative rate as 0 %', () => {
    const rantedel = (omkostnad: string, statslaneranta: string) =>
      lines(evaluateDividend({ ...exampleTexts, omkostnad, statslaneranta }), 'limitLines')
        .rantedel;
    expect(rantedel('100 000', '2,5')).toEqual({
      id: 'rantedel',
      label: 'Räntedel',
      detail: `Omkostnadsbelopp upp till 100${NB}000${NB}kr ger ingen räntedel`,
      value: `0${NB}kr`,
    });
    // 200 000 − 100 000 = 100 000 kr × (2,5 % + 9) = 11 500 kr
    expect(rantedel('200 000', '2,5')?.value).toBe(`11${NB}500${NB}kr`);
    expect(rantedel('200 000', '2,5')?.detail).toBe(
      `100${NB}000${NB}kr över 100${NB}000${NB}kr × 11,5${NB}% (statslåneräntan 2,5${NB}% plus 9${NB}procentenheter)`,
    );
    // 0 % is a rate of its own, not a negative one counted as 0
    expect(rantedel('200 000', '0')?.detail).toBe(
      `100${NB}000${NB}kr över 100${NB}000${NB}kr × 9${NB}% (statslåneräntan 0${NB}% plus 9${NB}procentenheter)`,
    );
    expect(rantedel('200 000', '-0,5')?.detail).toBe(
      `100${NB}000${NB}kr över 100${NB}000${NB}kr × 9${NB}% (statslåneräntan −0,5${NB}% räknas som 0${NB}%, plus 9${NB}procentenheter)`,
    );
  });

  it('nothing above the gränsbelopp is taxed as employment: no tax for 0 or less', () => {
    expect(taxAsEmployment(0, 700_000, 0.3238)).toBe(0);
    expect(taxAsEmployment(-50_000, 700_000, 0.3238)).toBe(0);
  });
});

/**
 * Every line of both tables as the page shows it, label, detail and amount, in a case that shows
 * them all: 1 000 000 kr planned from the example company, with an omkostnadsbelopp of 150 000 kr
 * and no statslåneränta typed. The gränsbelopp is 322 400 + 427 600 + 0 = 750 000 kr without the
 * räntedel (waiting for the rate); 750 000 kr is taxed at 20 % (150 000 kr), the 250 000 kr above
 * as income from employment (130 950 kr, worked out above), and nothing is left to save.
 */
describe('the tables, line by line', () => {
  it('above the gränsbelopp, with the räntedel waiting for the statslåneränta', () => {
    const view = evaluateDividend({
      ...exampleTexts,
      omkostnad: '150 000',
      utdelning: '1 000 000',
    });
    expect(view.result?.limitLines).toEqual([
      {
        id: 'grundbelopp',
        label: 'Grundbelopp',
        detail: `322${NB}400${NB}kr × din andel 100${NB}%`,
        value: `322${NB}400${NB}kr`,
      },
      {
        id: 'lonebaserat',
        label: 'Lönebaserat utrymme',
        detail: `50 % av (din andel av lönerna 1${NB}500${NB}000${NB}kr − löneavdraget 644${NB}800${NB}kr)`,
        value: `427${NB}600${NB}kr`,
      },
      {
        id: 'rantedel',
        label: 'Räntedel',
        detail: 'Fyll i statslåneräntan, se nedan',
        value: 'Tillkommer',
      },
      {
        id: 'sparat',
        label: 'Sparat utdelningsutrymme',
        detail: 'Från tidigare år, utan uppräkning',
        value: `0${NB}kr`,
      },
      {
        id: 'gransbelopp',
        label: 'Gränsbelopp, utan räntedel',
        value: `750${NB}000${NB}kr`,
        emphasis: true,
      },
    ]);
    expect(view.result?.taxLines).toEqual([
      { id: 'inom', label: 'Utdelning inom gränsbeloppet', value: `750${NB}000${NB}kr` },
      // the rate as one unbreakable '20 %'
      { id: 'skatt-inom', label: `Skatt 20${NB}% som kapitalinkomst`, value: `150${NB}000${NB}kr` },
      { id: 'over', label: 'Utdelning över gränsbeloppet', value: `250${NB}000${NB}kr` },
      {
        id: 'skatt-over',
        label: 'Skatt som inkomst av tjänst',
        detail: `Kommunalskatt 32,38${NB}% och statlig skatt 20${NB}% över skiktgränsen, ovanpå din lön`,
        value: `130${NB}950${NB}kr`,
      },
      { id: 'skatt', label: 'Skatt på utdelningen', value: `280${NB}950${NB}kr`, emphasis: true },
      // 1 000 000 − 150 000 − 130 950
      { id: 'kvar', label: 'Kvar efter skatt', value: `719${NB}050${NB}kr` },
      {
        id: 'sparas',
        label: 'Sparas till nästa år',
        detail: 'Den del av gränsbeloppet du inte använder',
        value: `0${NB}kr`,
        emphasis: true,
      },
    ]);
  });

  it('a räntedel computed from the typed rate is labelled as the part it is', () => {
    // (200 000 − 100 000) × (2,5 % + 9 procentenheter) = 11 500 kr
    const view = evaluateDividend({ ...exampleTexts, omkostnad: '200 000', statslaneranta: '2,5' });
    expect(view.result?.limitLines.find((line) => line.id === 'rantedel')).toEqual({
      id: 'rantedel',
      label: 'Räntedel',
      detail: `100${NB}000${NB}kr över 100${NB}000${NB}kr × 11,5${NB}% (statslåneräntan 2,5${NB}% plus 9${NB}procentenheter)`,
      value: `11${NB}500${NB}kr`,
    });
  });
});

/**
 * 'Så räknar vi' under the calculator: the rule in words with the year's figures. 2026: four
 * inkomstbasbelopp of 2025 (4 × 80 600 = 322 400 kr) as grundbelopp, eight (644 800 kr) as
 * löneavdrag, the räntedel above an omkostnadsbelopp of 100 000 kr at the statslåneränta of
 * 30 November 2025 + 9 percentage points, 20 % within the gränsbelopp, and no older owners (66 at
 * the start of 2026). 2027 uses the inkomstbasbelopp of 2026, 83 400 kr: 333 600 and 667 200 kr.
 */
describe('Så räknar vi', () => {
  it('2026, paragraph by paragraph', () => {
    expect(dividendExplanation(2026)).toEqual([
      'Från 2026 räknar alla delägare i fåmansföretag sitt gränsbelopp på samma sätt. Det består av fyra delar. Grundbeloppet är fyra inkomstbasbelopp, 322 400 kr för 2026 med 2025 års inkomstbasbelopp på 80 600 kr, och delas mellan delägarna efter ägarandel. Äger du andelar i flera fåmansföretag får du högst ett grundbelopp sammanlagt.',
      'Det lönebaserade utrymmet är hälften av din andel av bolagets kontanta löner förra året, efter ett löneavdrag på åtta inkomstbasbelopp, 644 800 kr för 2026. Det kan inte bli lägre än noll och får vara högst 50 gånger den lön du själv, eller en närstående, fick från bolaget samma år. Makar som äger andelar i samma bolag gör ett löneavdrag tillsammans.',
      'En räntedel tillkommer bara om omkostnadsbeloppet för dina aktier är större än 100 000 kr: den del som överstiger 100 000 kr gånger statslåneräntan den 30 november 2025 plus nio procentenheter. En negativ statslåneränta räknas som 0 %, så räntan blir minst nio procent (så sedan 2017, prop. 2016/17:24). Riksgälden publicerar statslåneräntan; vi har inte kunnat bekräfta räntan för den dagen och fyller därför inte i den åt dig. Fyll i den, så räknar vi med räntedelen. Sparat utdelningsutrymme från tidigare år förs vidare utan uppräkning. Utdelning upp till gränsbeloppet beskattas med 20 %; det som är över beskattas som lön, men utan arbetsgivaravgifter. Den del av gränsbeloppet du inte använder sparas till nästa år.',
      'Räknaren förutsätter att du har kvalificerade andelar, att du inte hade fyllt 66 år vid 2026 års ingång och att bolaget får dela ut beloppet enligt aktiebolagslagen. Begravningsavgift och kyrkoavgift ingår inte. Gränsbeloppet redovisar du på blankett K10 i deklarationen året efter.',
    ]);
  });

  it('2027: the amounts from the inkomstbasbelopp of 2026, the statslåneränta of 30 November 2026', () => {
    const [basic, salary, interest] = dividendExplanation(2027);
    expect(basic).toContain(
      'Grundbeloppet är fyra inkomstbasbelopp, 333 600 kr för 2027 med 2026 års inkomstbasbelopp på 83 400 kr,',
    );
    expect(salary).toContain('efter ett löneavdrag på åtta inkomstbasbelopp, 667 200 kr för 2027.');
    expect(interest).toContain(
      'gånger statslåneräntan den 30 november 2026 plus nio procentenheter.',
    );
  });
});
