import { describe, expect, it } from 'vitest';
import {
  MAX_WORDS,
  PAGE_QUESTION_COUNT,
  TOP_RECOMMENDATIONS,
  businessModels,
  countWords,
  freeTextQuestion,
  pageQuestions,
  sampleFreeText,
  sampleRecommendations,
  scoreBusinessModels,
  validateFreeText,
  wordCounterLabel,
  type BusinessModel,
} from '../../../src/content/quiz/pageQuiz';

function model(name: string, keywords: string[]): BusinessModel {
  return { name, keywords, description: `Beskrivning av ${name}.` };
}

function words(n: number): string {
  return Array.from({ length: n }, (_, i) => `ord${i + 1}`).join(' ');
}

describe('page quiz data', () => {
  it('has the constants of the spec', () => {
    expect(PAGE_QUESTION_COUNT).toBe(6);
    expect(MAX_WORDS).toBe(30);
    expect(TOP_RECOMMENDATIONS).toBe(5);
  });

  it('has option questions 1-5 and the free-text question 6', () => {
    expect(pageQuestions.map((q) => q.id)).toEqual([1, 2, 3, 4, 5]);
    expect(freeTextQuestion.id).toBe(6);
    expect(freeTextQuestion.question).toContain('30 ord');
    expect(pageQuestions.length + 1).toBe(PAGE_QUESTION_COUNT);
    for (const q of pageQuestions) {
      expect(q.question.trim()).not.toBe('');
      expect(new Set(q.options.map((o) => o.text)).size).toBe(q.options.length);
    }
  });

  it('uses the value codes of the spec', () => {
    expect(pageQuestions.map((q) => q.options.map((o) => o.value))).toEqual([
      ['under-5000', '5000-25000', '25000-75000', '75000-150000', '150000-500000', 'over-500000'],
      ['home', 'office', 'shop', 'none'],
      ['part-time', 'full-time', 'more-than-full-time'],
      ['none', 'little', 'moderate', 'much'],
      ['physical', 'digital', 'services', 'combination'],
    ]);
  });

  it('has 28 business models with unique names, 4-8 lower-case keywords and a description', () => {
    expect(businessModels).toHaveLength(28);
    expect(new Set(businessModels.map((m) => m.name)).size).toBe(28);
    for (const m of businessModels) {
      expect(m.keywords.length, m.name).toBeGreaterThanOrEqual(4);
      expect(m.keywords.length, m.name).toBeLessThanOrEqual(8);
      expect(new Set(m.keywords).size, m.name).toBe(m.keywords.length);
      for (const k of m.keywords) {
        expect(k, m.name).toBe(k.toLowerCase());
        expect(k, m.name).toBe(k.trim());
        expect(k.length, m.name).toBeGreaterThan(1);
      }
      expect(m.description).toMatch(/\.$/);
      expect(m.description.split(/[.!?](?:\s|$)/).filter(Boolean).length).toBeLessThanOrEqual(2);
    }
  });
});

describe('countWords, validateFreeText, wordCounterLabel', () => {
  it('counts whitespace-separated words', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   \n\t ')).toBe(0);
    expect(countWords('hej')).toBe(1);
    expect(countWords('  Jag vill\tstarta\n ett  café ')).toBe(5);
  });

  it('rejects blank text', () => {
    for (const text of ['', '   ', '\n\t']) {
      const result = validateFreeText(text);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.reason).toBe('empty');
    }
  });

  it('accepts exactly 30 words and rejects 31 with the exact message', () => {
    expect(validateFreeText(words(1))).toEqual({ ok: true });
    expect(validateFreeText(words(30))).toEqual({ ok: true });
    expect(validateFreeText(`  ${words(30)}  `)).toEqual({ ok: true });
    expect(validateFreeText(words(31))).toEqual({
      ok: false,
      reason: 'too_many_words',
      message: 'För många ord. Begränsa din beskrivning till max 30 ord.',
    });
  });

  it('labels the live counter n/30 ord', () => {
    expect(wordCounterLabel('')).toBe('0/30 ord');
    expect(wordCounterLabel('Jag vill baka bröd')).toBe('4/30 ord');
    expect(wordCounterLabel(words(31))).toBe('31/30 ord');
  });
});

describe('scoreBusinessModels', () => {
  const catalogue = [
    model('A', ['hund', 'katt', 'djur']), // 3 keywords
    model('B', ['kaffe', 'bröd', 'fika', 'kakor']), // 4 keywords
    model('C', ['hund', 'rasta']), // 2 keywords
    model('D', ['bil', 'däck', 'fordon', 'rekond', 'tvätt', 'lack', 'motor']), // 7 keywords
    model('E', ['kod', 'app']),
  ];

  it('gives points per keyword found as substring and a rounded percentage score', () => {
    const result = scoreBusinessModels('Hund att rasta, fika med kaffe', catalogue);
    expect(result).toEqual([
      { name: 'C', description: 'Beskrivning av C.', score: 100, points: 2 },
      { name: 'B', description: 'Beskrivning av B.', score: 50, points: 2 },
      { name: 'A', description: 'Beskrivning av A.', score: 33, points: 1 },
    ]);
  });

  it('rounds with Math.round', () => {
    // D: 1/7 = 14.29 -> 14; A: 2/3 = 66.67 -> 67
    expect(scoreBusinessModels('däck till hund och katt', catalogue)).toEqual([
      expect.objectContaining({ name: 'A', score: 67, points: 2 }),
      expect.objectContaining({ name: 'C', score: 50, points: 1 }),
      expect.objectContaining({ name: 'D', score: 14, points: 1 }),
    ]);
  });

  it('matches case-insensitively', () => {
    const result = scoreBusinessModels('KAFFE och BRÖD', catalogue);
    expect(result).toEqual([expect.objectContaining({ name: 'B', score: 50, points: 2 })]);
  });

  it('keeps only scores above 0 and sorts descending', () => {
    const result = scoreBusinessModels('app, kaffe', catalogue);
    expect(result.map((r) => [r.name, r.score])).toEqual([
      ['E', 50],
      ['B', 25],
    ]);
    for (const r of result) expect(r.score).toBeGreaterThan(0);
  });

  it('keeps catalogue order for equal scores', () => {
    const tied = [
      model('first', ['x1', 'y1']),
      model('second', ['zz', 'shared']),
      model('third', ['shared', 'qq']),
      model('fourth', ['x1', 'nope']),
    ];
    expect(scoreBusinessModels('x1 shared', tied).map((r) => r.name)).toEqual([
      'first',
      'second',
      'third',
      'fourth',
    ]);
  });

  it('returns at most the top 5', () => {
    const many = Array.from({ length: 8 }, (_, i) =>
      model(`m${i}`, i === 6 ? ['ord'] : ['ord', ...Array.from({ length: i }, (_, j) => `n${j}`)]),
    );
    const result = scoreBusinessModels('ord', many);
    expect(result).toHaveLength(TOP_RECOMMENDATIONS);
    expect(result.map((r) => [r.name, r.score])).toEqual([
      ['m0', 100],
      ['m6', 100],
      ['m1', 50],
      ['m2', 33],
      ['m3', 25],
    ]);
  });

  it('falls back to the first 5 catalogue entries at score 20 and 1 point', () => {
    for (const text of ['Jag vill bli tandläkare', '', '   ']) {
      const result = scoreBusinessModels(text);
      expect(result).toEqual(
        businessModels.slice(0, 5).map((m) => ({
          name: m.name,
          description: m.description,
          score: 20,
          points: 1,
        })),
      );
    }
    expect(
      scoreBusinessModels('ingenting', catalogue).map((r) => [r.name, r.score, r.points]),
    ).toEqual([
      ['A', 20, 1],
      ['B', 20, 1],
      ['C', 20, 1],
      ['D', 20, 1],
      ['E', 20, 1],
    ]);
  });

  it('scores realistic texts against the real catalogue', () => {
    expect(scoreBusinessModels('Jag vill starta ett HUNDDAGIS och rasta katter')).toEqual([
      {
        name: 'Djurtjänster',
        description: businessModels.find((m) => m.name === 'Djurtjänster')?.description,
        score: 67,
        points: 4,
      },
    ]);
    expect(
      scoreBusinessModels('Jag vill öppna ett café med eget bageri och fika').map((r) => [
        r.name,
        r.score,
        r.points,
      ]),
    ).toEqual([['Café och bageri', 38, 3]]);
  });
});

describe('sample result for /test-results', () => {
  it('is a valid free text with a full, sorted top 5', () => {
    expect(validateFreeText(sampleFreeText)).toEqual({ ok: true });
    expect(sampleRecommendations).toEqual(scoreBusinessModels(sampleFreeText));
    expect(sampleRecommendations).toHaveLength(5);
    const scores = sampleRecommendations.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(sampleRecommendations[0]?.name).toBe('Handgjorda produkter');
  });
});
