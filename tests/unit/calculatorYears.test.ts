/**
 * The calculators across the year boundary. A prerendered page computes its base day
 * (`BASE_DATE`, 2026) and says so; once the machine has read the visitor's clock the page
 * computes that day: every calculator is walked from 31 December 2026 to 1 January 2027, and the
 * employee calculator also from 30 September to 1 October 2027, when the youth employer fee ends
 * (prop. 2025/26:66, https://www.riksdagen.se/sv/dokument-och-lagar/dokument/proposition/tillfalligt-nedsatta-arbetsgivaravgifter-for_hd0366/html).
 * The 2027 values that are set are used (grundbelopp 333 600 kr and löneavdrag 667 200 kr from
 * the inkomstbasbelopp 2026 of 83 400 kr); those that are not confirmed are named on the page.
 */
import { describe, expect, it } from 'vitest';
import {
  CALCULATOR_IDS,
  getCalculator,
  undecidedFacts,
  undecidedNotice,
  type CalculatorId,
} from '../../src/content/calculators';
import { contributionRule, evaluateEmployeeCost } from '../../src/content/calculators/employeeCost';
import {
  dividendExplanation,
  dividendFields,
  evaluateDividend,
} from '../../src/content/calculators/dividend';
import { evaluateHourlyRate } from '../../src/content/calculators/hourlyRate';
import {
  evaluateSoleTrader,
  soleTraderExplanation,
} from '../../src/content/calculators/soleTrader';
import { evaluateVat, vatExplanation } from '../../src/content/calculators/vat';
import {
  BASE_DATE,
  beyondTableNote,
  calculationDate,
  calculationYear,
  yearText,
} from '../../src/content/calculators/year';

const NEW_YEARS_EVE = '2026-12-31';
const NEW_YEAR = '2027-01-01';

/** Each calculator's example as the page fills it in, evaluated for a day; the summary shown. */
const summaries: Record<CalculatorId, (date: string) => string | undefined> = {
  anstalld: (date) =>
    evaluateEmployeeCost({ lon: '30 000', fodd: '1991', pension: '' }, date).result?.summary,
  timpris: (date) =>
    evaluateHourlyRate(
      {
        lon: '40 000',
        form: 'ef',
        kostnader: '120 000',
        ledigt: '7',
        debiterbart: '65',
        marginal: '10',
      },
      calculationYear(date),
    ).result?.summary,
  moms: (date) =>
    evaluateVat({ belopp: '1 000', riktning: 'exkl', sats: '6' }, calculationYear(date)).result
      ?.summary,
  utdelning: (date) =>
    evaluateDividend(
      {
        andel: '100',
        bolag: '1',
        loner: '1 500 000',
        lon: '700 000',
        omkostnad: '25 000',
        utdelning: '600 000',
        kommunalskatt: '32,38',
      },
      calculationYear(date),
    ).result?.summary,
  'enskild-firma': (date) =>
    evaluateSoleTrader({ resultat: '500 000', kommunalskatt: '32,38' }, calculationYear(date))
      .result?.summary,
};

describe('the day a calculator computes', () => {
  it('is the prerendered day until the clock is read, then the visitor’s, within the table’s years', () => {
    expect(calculationDate(null)).toBe(BASE_DATE);
    expect(yearText(calculationDate(null))).toBe('Gäller för 2026');
    expect(calculationDate(NEW_YEARS_EVE)).toBe(NEW_YEARS_EVE);
    expect(calculationDate(NEW_YEAR)).toBe(NEW_YEAR);
    expect(calculationDate('2025-12-31')).toBe('2026-01-01');
    expect(calculationDate('inte ett datum')).toBe(BASE_DATE);
    // past the last year the table has: the last day, and the page says so
    expect(calculationDate('2028-01-01')).toBe('2027-12-31');
    expect(beyondTableNote('2028-01-01')).toBe(
      'Räknaren har ännu inga värden för 2028. Den räknar med 2027 års värden.',
    );
    expect(beyondTableNote(NEW_YEAR)).toBeUndefined();
  });
});

describe('every calculator across 31 December 2026 → 1 January 2027', () => {
  it.each(CALCULATOR_IDS)(
    '%s: says the year, computes, and names the 2027 values not confirmed',
    (id) => {
      expect(yearText(NEW_YEARS_EVE)).toBe('Gäller för 2026');
      expect(yearText(NEW_YEAR)).toBe('Gäller för 2027');
      expect(summaries[id](NEW_YEARS_EVE)).toBeTruthy();
      expect(summaries[id](NEW_YEAR)).toBeTruthy();
      // 2026 is all decided
      expect(undecidedFacts(id, 2026)).toEqual([]);
      expect(undecidedNotice(id, 2026)).toBeUndefined();
      // every 2027 value used is either set for 2027 or named as not confirmed
      const named = undecidedFacts(id, 2027);
      const notice = undecidedNotice(id, 2027);
      if (named.length === 0) {
        expect(notice).toBeUndefined();
      } else {
        expect(notice).toMatch(
          /^Inte bekräftat för 2027 ännu, så räknaren använder 2026 års värden tills 2027 års är fastställda och kontrollerade: .+\.$/u,
        );
        for (const fact of named) {
          expect(notice).toContain(fact.label.slice(1));
          expect(getCalculator(id).facts).toContain(fact.id);
        }
      }
    },
  );

  it('the dividend page names the tax values of 2027 not yet confirmed, one after the other', () => {
    // The gränsbelopp's amounts for 2027 rest on the inkomstbasbelopp of 2026, which is set; the
    // tax on a dividend above it (as income from employment) uses 2026's values until 2027's are.
    expect(undecidedNotice('utdelning', 2027)).toBe(
      'Inte bekräftat för 2027 ännu, så räknaren använder 2026 års värden tills 2027 års är fastställda och kontrollerade: prisbasbelopp; genomsnittlig kommunalskatt; skiktgräns för statlig inkomstskatt; statlig inkomstskatt; grundavdrag.',
    );
  });

  it('the dividend space switches to 2027’s amounts: 333 600 kr grundbelopp, 667 200 kr löneavdrag', () => {
    const texts = {
      andel: '100',
      bolag: '1',
      loner: '1 500 000',
      lon: '700 000',
      omkostnad: '25 000',
      utdelning: '0',
      kommunalskatt: '32,38',
    };
    const before = evaluateDividend(texts, calculationYear(NEW_YEARS_EVE)).result?.dividend;
    const after = evaluateDividend(texts, calculationYear(NEW_YEAR)).result?.dividend;
    expect(before?.basic).toBe(322_400);
    expect(after?.basic).toBe(333_600);
    // 0,5 × (1 500 000 − 644 800) = 427 600; 0,5 × (1 500 000 − 667 200) = 416 400
    expect(before?.salaryBased.amount).toBeCloseTo(427_600, 6);
    expect(after?.salaryBased.amount).toBeCloseTo(416_400, 6);
    // the wages and the statslåneränta are the year before's
    expect(dividendFields(2026).bondRate.label).toBe('Statslåneränta 30 november 2025 (%)');
    expect(dividendFields(2027).bondRate.label).toBe('Statslåneränta 30 november 2026 (%)');
    expect(dividendFields(2027).wages.hint).toMatch(/bruttolöner 2026/u);
  });

  it('the employee calculator: a 23-year-old leaves the youth rate at New Year', () => {
    // born 2003: 22 at the start of 2026 (youth rate), 23 at the start of 2027 (full rate)
    expect(contributionRule(2003, NEW_YEARS_EVE).band).toBe('unga');
    expect(contributionRule(2003, NEW_YEAR).band).toBe('full');
    expect(contributionRule(2003, NEW_YEAR).birthYears).toBe('födda 1960–2003');
  });

  it('the sole trader: the birth years it is for move on, 2026’s tax values are named for 2027', () => {
    // Younger than 66 at the start of 2026, and than 67 at the start of 2027 (issue 55): the
    // oldest is born 1960 in both years.
    expect(soleTraderExplanation(2026).join(' ')).toMatch(/född 1960–2002/u);
    expect(soleTraderExplanation(2027).join(' ')).toMatch(/född 1960–2003/u);
    expect(dividendExplanation(2026).join(' ')).toMatch(
      /inte hade fyllt 66 år vid 2026 års ingång/u,
    );
    expect(dividendExplanation(2027).join(' ')).toMatch(
      /inte hade fyllt 67 år vid 2027 års ingång/u,
    );
    expect(undecidedNotice('enskild-firma', 2027)).toMatch(/prisbasbelopp/u);
  });

  it('VAT: the food rate’s period runs through 2027, so the page says the same both years', () => {
    expect(vatExplanation(2026)).toEqual(vatExplanation(2027));
    expect(vatExplanation(2027).join(' ')).toMatch(/31 december 2027/u);
  });
});

describe('the employee calculator across 30 September → 1 October 2027, when the youth fee ends', () => {
  it('20,81 % up to 25 000 kr on the last day, 31,42 % the next, and says why', () => {
    const texts = { lon: '25 000', fodd: '2005', pension: '' };
    const last = evaluateEmployeeCost(texts, '2027-09-30').result;
    const next = evaluateEmployeeCost(texts, '2027-10-01').result;
    expect(last?.cost.rule.band).toBe('unga');
    // 25 000 × 20,81 % = 5 202,50 → 5 203; 25 000 × 31,42 % = 7 855
    expect(last?.lines.find((line) => line.id === 'avgifter')?.month).toBe(5_203);
    expect(next?.cost.rule.band).toBe('full');
    expect(next?.lines.find((line) => line.id === 'avgifter')?.month).toBe(7_855);
    expect(last?.notes[0]).toMatch(/1 april 2026–30 september 2027/u);
    expect(next?.notes[0]).toBe(
      // 2027's full rate is not decided: the note says so, as the page's notice does (issue 55).
      'Den tillfälligt sänkta avgiften för unga gällde lön som betalades ut 1 april 2026–30 september 2027. Från 1 oktober 2027 är avgiften 31,42 % (2026; 2027 års belopp är inte beslutat än) även för unga.',
    );
  });
});
