import { describe, expect, it } from 'vitest';
import {
  LANDING_STEPS,
  MAX_IDEAS,
  flattenAnswers,
  ideasToBusinessType,
  landingIdeas,
  landingQuestions,
  suggestIdeas,
  toggleAnswer,
  type LandingIdea,
} from '../../../src/content/quiz/landingQuiz';

const allOptions = landingQuestions.flatMap((q) => q.options);

function idea(id: string, tags: string[]): LandingIdea {
  return { id, idea: `Idé ${id}`, description: `Beskrivning ${id}.`, tags };
}

describe('landing quiz data', () => {
  it('has 5 questions in the order time, capital, format, interests, experience', () => {
    expect(landingQuestions.map((q) => q.id)).toEqual([
      'time',
      'capital',
      'format',
      'interests',
      'experience',
    ]);
    expect(landingQuestions.map((q) => q.options.length)).toEqual([4, 4, 4, 6, 6]);
    expect(landingQuestions.map((q) => q.type)).toEqual([
      'single',
      'single',
      'single',
      'multi',
      'multi',
    ]);
  });

  it('has 6 steps (5 questions + login/results) and at most 5 ideas', () => {
    expect(LANDING_STEPS).toBe(landingQuestions.length + 1);
    expect(LANDING_STEPS).toBe(6);
    expect(MAX_IDEAS).toBe(5);
  });

  it('runs the time question from a couple of hours a week to all-in', () => {
    const time = landingQuestions[0];
    expect(time?.options[0]).toBe('Ett par timmar i veckan');
    expect(time?.options[3]).toBe('Heltid – jag satsar allt');
  });

  it('has the exact start-capital bands', () => {
    expect(landingQuestions[1]?.options).toEqual([
      '0–5 000 kr',
      '5 000–25 000 kr',
      '25 000–100 000 kr',
      'Mer än 100 000 kr',
    ]);
  });

  it('has non-empty question texts and option strings unique across all questions', () => {
    for (const q of landingQuestions) expect(q.question.trim()).not.toBe('');
    for (const o of allOptions) expect(o.trim()).toBe(o);
    expect(new Set(allOptions).size).toBe(allOptions.length);
  });

  it('has 9 ideas with unique ids, texts and a one-sentence description', () => {
    expect(landingIdeas).toHaveLength(9);
    expect(new Set(landingIdeas.map((i) => i.id)).size).toBe(9);
    expect(new Set(landingIdeas.map((i) => i.idea)).size).toBe(9);
    for (const i of landingIdeas) {
      expect(i.idea).not.toContain(',');
      expect(i.description).toMatch(/^[A-ZÅÄÖ][^.!?]*\.$/);
    }
  });

  it('only tags ideas with existing options, and every option triggers some idea', () => {
    const options = new Set(allOptions);
    for (const i of landingIdeas) {
      expect(i.tags.length).toBeGreaterThan(0);
      expect(new Set(i.tags).size).toBe(i.tags.length);
      for (const tag of i.tags) expect(options.has(tag), `${i.id}: ${tag}`).toBe(true);
    }
    const used = new Set(landingIdeas.flatMap((i) => i.tags));
    for (const o of allOptions) expect(used.has(o), o).toBe(true);
  });
});

describe('suggestIdeas', () => {
  it('suggests an idea when any one of its tags is answered', () => {
    expect(suggestIdeas(['Djur och natur']).map((i) => i.id)).toEqual(['hundpassning']);
    expect(suggestIdeas(['Programmering och webbutveckling']).map((i) => i.id)).toEqual([
      'webbyra',
    ]);
  });

  it('keeps list order regardless of answer order and caps at 5', () => {
    const answers = [...allOptions].reverse();
    const result = suggestIdeas(answers);
    expect(result).toHaveLength(MAX_IDEAS);
    expect(result).toEqual(landingIdeas.slice(0, 5));
  });

  it('lists ideas in catalogue order when several match', () => {
    expect(suggestIdeas(['Helt digitalt']).map((i) => i.id)).toEqual([
      'webbyra',
      'sociala-medier',
      'onlinekurser',
    ]);
  });

  it('returns nothing when no tag matches', () => {
    expect(suggestIdeas([])).toEqual([]);
    expect(suggestIdeas(['Något helt annat'])).toEqual([]);
  });

  it('works on a supplied list: any tag, list order, first 5', () => {
    const ideas = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => idea(id, [`x-${id}`, 'all']));
    expect(suggestIdeas(['x-g', 'x-b'], ideas).map((i) => i.id)).toEqual(['b', 'g']);
    expect(suggestIdeas(['all'], ideas).map((i) => i.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('gives at least one idea for any complete set of answers', () => {
    const [time, capital, format] = landingQuestions;
    for (const t of time?.options ?? []) {
      for (const c of capital?.options ?? []) {
        for (const f of format?.options ?? []) {
          expect(suggestIdeas([t, c, f]).length).toBeGreaterThan(0);
        }
      }
    }
  });
});

describe('toggleAnswer', () => {
  it('multi adds an unselected option at the end and removes a selected one', () => {
    expect(toggleAnswer([], 'A', 'multi')).toEqual(['A']);
    expect(toggleAnswer(['A'], 'B', 'multi')).toEqual(['A', 'B']);
    expect(toggleAnswer(['A', 'B', 'C'], 'B', 'multi')).toEqual(['A', 'C']);
    expect(toggleAnswer(['A'], 'A', 'multi')).toEqual([]);
  });

  it('single replaces the selection', () => {
    expect(toggleAnswer([], 'A', 'single')).toEqual(['A']);
    expect(toggleAnswer(['A'], 'B', 'single')).toEqual(['B']);
    expect(toggleAnswer(['A'], 'A', 'single')).toEqual(['A']);
  });

  it('does not mutate its input', () => {
    const selected = ['A', 'B'];
    toggleAnswer(selected, 'C', 'multi');
    toggleAnswer(selected, 'A', 'multi');
    toggleAnswer(selected, 'C', 'single');
    expect(selected).toEqual(['A', 'B']);
  });
});

describe('flattenAnswers and ideasToBusinessType', () => {
  it('flattens per-step selections in step order', () => {
    expect(flattenAnswers([['a'], [], ['b', 'c'], ['d']])).toEqual(['a', 'b', 'c', 'd']);
    expect(flattenAnswers([])).toEqual([]);
  });

  it('joins idea texts with commas', () => {
    expect(ideasToBusinessType([idea('a', []), idea('b', [])])).toBe('Idé a, Idé b');
    expect(ideasToBusinessType([])).toBe('');
    const ideas = suggestIdeas(['Djur och natur', 'Mat och dryck']);
    expect(ideasToBusinessType(ideas)).toBe('Catering och matlådor, Hundpassning och hundrastning');
  });
});
