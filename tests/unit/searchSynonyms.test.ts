/**
 * The founders' synonyms (src/content/searchSynonyms.ts): kept as data, each phrase must reach a
 * text of the site, and the issue's pairs must find the same answers.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SYNONYM_GROUPS } from '../../src/content/searchSynonyms';
import type { LoadedSearchIndex } from '../../src/content/siteSearch';
import { fold, stem } from '../../src/content/swedishText';
import { siteIndex } from '../support/siteSearch';

let index: LoadedSearchIndex;
beforeAll(async () => {
  index = await siteIndex();
});

const found = (query: string) => [
  ...index.search(query, 'article').hits.map((hit) => hit.id),
  ...index.search(query, 'blog').hits.map((hit) => hit.id),
];
const top3 = (query: string) =>
  index
    .search(query, 'article')
    .hits.slice(0, 3)
    .map((hit) => hit.id);

describe('founders’ synonyms', () => {
  it('lists each phrase once, in groups of two or more', () => {
    const phrases = SYNONYM_GROUPS.flat().map(fold);
    expect(new Set(phrases).size).toBe(phrases.length);
    for (const group of SYNONYM_GROUPS) expect(group.length).toBeGreaterThanOrEqual(2);
  });

  it('finds a text of the site for every phrase', () => {
    const silent = SYNONYM_GROUPS.flat().filter((phrase) => found(phrase).length === 0);
    expect(silent).toEqual([]);
  });

  it('finds the official word’s text for a founder’s word the site never uses', () => {
    for (const [word, answer] of [
      ['momsfri', 'momsbefrielse'],
      ['kassaapparat', 'kassaregister'],
      ['orgnummer', 'organisationsnummer'],
      ['bokföringsbyrå', 'redovisningskonsult'],
    ] as const) {
      expect(index.knows(stem(word)), word).toBe(false);
      expect(top3(word), word).toContain(answer);
    }
  });

  it('gives the founder’s word the official word’s answers', () => {
    expect(top3('mervärdesskatt')).toContain('moms');
    expect(top3('momsfri')).toContain('momsbefrielse');
    expect(top3('löneutbetalning')).toContain('lon-och-arbetsgivardeklaration');
    expect(top3('kassaapparat')).toContain('kassaregister');
    expect(top3('orgnummer')).toContain('organisationsnummer');
    // "starta eget" and "starta företag" find the same texts.
    expect(new Set(found('starta eget'))).toEqual(new Set(found('starta företag')));
  });
});
