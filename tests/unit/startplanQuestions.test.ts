import { describe, expect, it } from 'vitest';
import { answerDifferences, shownQuestions } from '../../src/content/startplan/questions';

/**
 * Which questions /startplan asks (issue 39: the fiscal year's end of an aktiebolag or
 * handelsbolag, the extended first year where 3 kap. 3 § bokföringslagen allows at most 18
 * months, the 40 miljoner question of a company registered for moms), and how two plans differ
 * in the page's words (issue 54: the question before a link replaces a saved plan).
 */
describe('shownQuestions', () => {
  // 'fyllnad': whether the calendar shows the fyllnadsinbetalning dates, asked of every form (issue 55).
  const ALWAYS = ['form', 'start', 'moms', 'anstallda', 'eu', 'digitalt', 'fyllnad'];

  it('asks an enskild firma nothing about its fiscal year, and a company without moms nothing about 40 miljoner', () => {
    expect(shownQuestions({})).toEqual(ALWAYS);
    expect(shownQuestions({ form: 'ef', start: '2026-10-01', moms: 'nej' })).toEqual(ALWAYS);
  });

  it('asks an aktiebolag or handelsbolag when its fiscal year ends, and a moms-registered company about 40 miljoner', () => {
    expect(shownQuestions({ form: 'ab', moms: 'kvartal' })).toEqual([
      'form',
      'start',
      'bokslut',
      'moms',
      'over40',
      'anstallda',
      'eu',
      'digitalt',
      'fyllnad',
    ]);
    expect(shownQuestions({ form: 'hb', moms: 'ar' })).toContain('over40');
  });

  it('offers the extended first year only where it stays within 18 months, or while it is ticked', () => {
    // Started 1 October 2026 with kalenderår: 1 Oct 2026 – 31 Dec 2027 is 15 months.
    expect(shownQuestions({ form: 'ab', start: '2026-10-01' })).toContain('forlangt');
    // Started 1 March 2026: to 31 December 2027 would be 22 months.
    expect(shownQuestions({ form: 'ab', start: '2026-03-01' })).not.toContain('forlangt');
    // Ticked where it is not allowed: shown, so that it can be unticked.
    expect(shownQuestions({ form: 'ab', start: '2026-03-01', forlangt: 'ja' })).toContain(
      'forlangt',
    );
    // A start date that is no date offers nothing.
    expect(shownQuestions({ form: 'ab', start: '2026-02-30' })).not.toContain('forlangt');
  });
});

describe('answerDifferences', () => {
  it('lists the answers two plans give differently, in question order and in the page’s words', () => {
    expect(
      answerDifferences(
        { form: 'hb', start: '2027-03-01', moms: 'ar', bokslut: '6' },
        { form: 'ab', start: '2027-01-15', moms: 'kvartal', anstallda: 'ja' },
      ),
    ).toEqual([
      { key: 'form', question: 'Företagsform', page: 'Handelsbolag', account: 'Aktiebolag' },
      { key: 'start', question: 'Startdatum', page: '2027-03-01', account: '2027-01-15' },
      { key: 'bokslut', question: 'Räkenskapsåret slutar i', page: 'juni', account: 'december' },
      {
        key: 'moms',
        question: 'Hur ofta redovisar företaget moms?',
        page: 'En gång om året',
        account: 'Varje kvartal',
      },
      { key: 'anstallda', question: 'Har företaget anställda?', page: 'Nej', account: 'Ja' },
    ]);
  });

  it('counts a default as given, and says so where one side answers nothing', () => {
    expect(answerDifferences({ anstallda: 'nej' }, {})).toEqual([]);
    expect(answerDifferences({ form: 'ef' }, {})).toEqual([
      { key: 'form', question: 'Företagsform', page: 'Enskild firma', account: 'inget svar' },
    ]);
  });
});
