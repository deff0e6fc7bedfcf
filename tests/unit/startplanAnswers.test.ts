import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  answersFrom,
  answersToQuery,
  hasAnswers,
  mayExtendFirstYear,
  readProfile,
} from '../../src/content/startplan/answers';
import { planSteps } from '../../src/content/startplan/steps';
import { getArticle } from '../../src/content/articles';

describe('the answers in the address', () => {
  it('reads known keys as text from a query string or the router’s parsed search, nothing else', () => {
    expect(answersFrom('form=ab&start=2027-01-15&x=1&moms=kvartal')).toEqual({
      form: 'ab',
      start: '2027-01-15',
      moms: 'kvartal',
    });
    expect(answersFrom({ form: 'ef', bokslut: 4, evil: '<script>' })).toEqual({
      form: 'ef',
      bokslut: '4',
    });
    expect(answersFrom({ start: 'x'.repeat(500) }).start).toHaveLength(20);
    expect(answersFrom(null)).toEqual({});
  });

  it('writes only what differs from the defaults, in question order', () => {
    expect(
      answersToQuery({ moms: 'ar', form: 'hb', digitalt: 'ja', start: '2027-02-01', eu: 'nej' }),
    ).toBe('form=hb&start=2027-02-01&moms=ar');
    expect(hasAnswers({ digitalt: 'ja' })).toBe(false);
    expect(hasAnswers({ form: 'ab' })).toBe(true);
  });
});

describe('readProfile', () => {
  it('waits for form, start date and moms, and says which are missing', () => {
    const reading = readProfile({ form: 'ab' });
    expect(reading).toMatchObject({ status: 'incomplete', missing: ['start', 'moms'], form: 'ab' });
  });

  it('keeps what was typed and says in Swedish what to change', () => {
    const reading = readProfile({ form: 'ab', start: '2027-02-30', moms: 'kvartal' });
    expect(reading).toMatchObject({ status: 'incomplete', errors: { start: MESSAGES.start } });
    const over40 = readProfile({ form: 'ab', start: '2027-02-01', moms: 'kvartal', over40: 'ja' });
    expect(over40).toMatchObject({ status: 'incomplete', errors: { moms: MESSAGES.momsOver40 } });
    const range = readProfile({ form: 'ab', start: '1999-12-31', moms: 'ar' });
    expect(range).toMatchObject({ errors: { start: MESSAGES.startRange } });
    const unknown = readProfile({ form: 'kb', start: '2027-02-01', moms: 'ar', eu: 'kanske' });
    expect(unknown).toMatchObject({ errors: { form: MESSAGES.form, eu: MESSAGES.choice } });
  });

  it('gives an enskild firma a calendar year whatever the address says', () => {
    const reading = readProfile({ form: 'ef', start: '2027-02-01', moms: 'ar', bokslut: '6' });
    expect(reading).toMatchObject({ status: 'complete', profile: { fiscalYearEndMonth: 12 } });
  });

  it('ignores the 40 miljoner answer without moms registration', () => {
    const reading = readProfile({ form: 'ab', start: '2027-02-01', moms: 'nej', over40: 'ja' });
    expect(reading).toMatchObject({ status: 'complete', profile: { over40: false } });
  });

  it('allows a longer first fiscal year only up to 18 months (3 kap. 3 § bokföringslagen)', () => {
    expect(mayExtendFirstYear('2026-07-01', 12)).toBe(true); // 1 Jul 2026 – 31 Dec 2027
    expect(mayExtendFirstYear('2026-06-30', 12)).toBe(false); // one day too long
    expect(mayExtendFirstYear('2026-12-10', 12)).toBe(true);
    const reading = readProfile({ form: 'ab', start: '2026-03-01', moms: 'ar', forlangt: 'ja' });
    expect(reading).toMatchObject({
      status: 'incomplete',
      errors: { forlangt: MESSAGES.forlangt },
    });
  });
});

describe('planSteps', () => {
  it('lists the registration steps of each form in order, each with an article and an authority page', () => {
    for (const form of ['ef', 'ab', 'hb'] as const) {
      const steps = planSteps({ form, vat: 'kvartal', employer: true, eu: 'varor' });
      expect(steps.length).toBeGreaterThanOrEqual(6);
      expect(new Set(steps.map((step) => step.id)).size).toBe(steps.length);
      for (const step of steps) {
        expect(getArticle(step.articleId), `${form} ${step.id}`).toBeDefined();
        expect(step.source.url).toMatch(/^https:\/\//);
      }
    }
    const ab = planSteps({ form: 'ab', vat: 'kvartal', employer: false, eu: 'nej' }).map(
      (s) => s.id,
    );
    expect(ab.indexOf('bolagsverket')).toBeLessThan(ab.indexOf('f-skatt'));
    expect(ab).toContain('verklig-huvudman');
    expect(ab).not.toContain('arbetsgivare');
    const ef = planSteps({ form: 'ef', vat: 'nej', employer: true, eu: 'nej' }).map((s) => s.id);
    expect(ef).not.toContain('verklig-huvudman');
    expect(ef).toContain('arbetsgivare');
    expect(ef).toContain('moms-befrielse');
  });
});
