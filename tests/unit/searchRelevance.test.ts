/**
 * The site search against its index (issue 58), no browser: the relevance set (at least 95 % of
 * its queries with an answering text among the first three hits), queries without an answer (no
 * hits at all), and the Swedish rules one by one. The index is built from the site's own content,
 * as the build builds it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../src/content/articles';
import { blogPosts } from '../../src/content/blog';
import {
  buildSearchIndex,
  loadSearchIndex,
  type LoadedSearchIndex,
  type SearchKind,
} from '../../src/content/siteSearch';
import { siteIndex } from '../support/siteSearch';
import { RELEVANCE_CASES, UNANSWERABLE } from './searchRelevance.cases';

let index: LoadedSearchIndex;
beforeAll(async () => {
  index = await siteIndex();
});

const ids = (query: string, kind: SearchKind = 'article') =>
  index.search(query, kind).hits.map((hit) => hit.id);
const top3 = (query: string, kind: SearchKind = 'article') => ids(query, kind).slice(0, 3);
const marked = (parts: readonly { text: string; mark: boolean }[]) =>
  parts.filter((part) => part.mark).map((part) => part.text.toLowerCase());

describe('the relevance set', () => {
  it('has at least 60 queries of every kind, each answered by texts that exist', () => {
    expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(60);
    for (const kind of ['inflected', 'diacritics', 'typo', 'compound', 'question', 'synonym']) {
      expect(RELEVANCE_CASES.filter((c) => c.kind === kind).length).toBeGreaterThanOrEqual(4);
    }
    const known = new Set([...articles.map((a) => a.id), ...blogPosts.map((p) => p.id)]);
    for (const c of RELEVANCE_CASES) for (const id of c.answers) expect(known).toContain(id);
  });

  it('puts an answering text among the first three hits for at least 95 % of the queries', () => {
    const missed = RELEVANCE_CASES.filter(
      (c) => !top3(c.query, c.corpus).some((id) => c.answers.includes(id)),
    );
    const share = 1 - missed.length / RELEVANCE_CASES.length;
    console.info(
      `relevance: ${RELEVANCE_CASES.length - missed.length}/${RELEVANCE_CASES.length} ` +
        `(${(share * 100).toFixed(1)} %) top-3; missed: ${missed.map((c) => c.query).join(' | ')}`,
    );
    expect(share).toBeGreaterThanOrEqual(0.95);
  });

  it('gives no hits at all to a query the site has no answer to', () => {
    for (const { query, corpus } of UNANSWERABLE) {
      expect(index.search(query, corpus).hits, query).toEqual([]);
    }
  });
});

describe('Swedish as founders type it', () => {
  it('matches å, ä and ö typed as a, a and o', () => {
    expect(top3('forsakring for foretaget')).toContain('foretagsforsakring');
    expect(top3('lagga ner foretaget')).toContain('avveckla-foretag');
    expect(ids('arsredovisning')).toEqual(ids('årsredovisning'));
  });

  it('matches inflections and compounds to their base words', () => {
    expect(top3('fakturorna')).toEqual(expect.arrayContaining([expect.stringMatching(/faktura/)]));
    expect(top3('avdragen')).toContain('avdrag-enskild-firma');
    expect(top3('momsregistreringen')).toContain('moms');
    // "hemförsäkring" is not on the site: its head "försäkring" is.
    expect(ids('hemförsäkring').length).toBeGreaterThan(0);
    expect(ids('hemförsäkring').every((id) => ids('försäkring').includes(id))).toBe(true);
  });

  it('forgives one typo in words of five letters or more, not in shorter ones', () => {
    expect(top3('aktiebolg')).toContain('aktiebolag');
    expect(top3('kollektivavtl')).toContain('kollektivavtal');
    // Two letters wrong is not one typo; a four-letter word gets none.
    expect(ids('aktiebulg')).toEqual([]);
    expect(ids('mons')).toEqual([]);
    expect(index.search('mons', 'article').suggestion).toBe('moms');
  });

  it('lets question and stop words not steer the ranking', () => {
    expect(ids('vad är moms')).toEqual(ids('moms'));
    expect(ids('hur ansöker jag om f-skatt')).toEqual(ids('ansöker f-skatt'));
    expect(ids('vad hur en jag')).toEqual([]);
  });

  it('ranks a title match above a body match, however often the body says it', async () => {
    const doc = (id: string, title: string, body: string) => ({
      kind: 'article' as const,
      id,
      title,
      lead: '',
      headings: '',
      body,
      meta: '',
    });
    const small = await loadSearchIndex(
      buildSearchIndex([
        doc('i-brodtext', 'Att tänka på', 'Leasing, leasing och åter leasing: leasing.'),
        doc('i-rubrik', 'Leasing av bil', 'Ett avtal om att hyra en bil.'),
      ]),
    );
    expect(small.search('leasing', 'article').hits.map((hit) => hit.id)).toEqual([
      'i-rubrik',
      'i-brodtext',
    ]);
  });

  it('ranks the article named by a word first', () => {
    // "Kassaregister" is the title of one article and a word of others' bodies.
    const hits = index.search('kassaregister', 'article').hits;
    expect(hits.length).toBeGreaterThan(1);
    expect(hits[0]?.id).toBe('kassaregister');
    expect(hits[0]?.title).toMatch(/kassaregister/i);
  });

  it('marks the matched words in the title and the excerpt', () => {
    const [hit] = index.search('momsregistreringen', 'article').hits;
    expect(hit?.id).toBe('moms');
    expect(marked(hit?.titleParts ?? [])).toContain('momsregistrering');
    expect(marked(hit?.excerptParts ?? []).some((word) => word.startsWith('momsregistrer'))).toBe(
      true,
    );
    // The parts put back together are the text itself.
    expect(hit?.titleParts.map((part) => part.text).join('')).toBe(hit?.title);
  });

  it("offers 'Menade du …?' only when there are no hits and a near word answers", () => {
    expect(index.search('bokförng kvitton', 'article').suggestion).toBeNull();
    expect(index.search('bokföirng kvitton', 'article').suggestion).toBe('bokföring kvitton');
    const { hits, suggestion } = index.search('momsbefrilsee', 'article');
    expect(hits).toEqual([]);
    expect(suggestion).toBe('momsbefrielse');
    expect(index.search('qwxyzzy', 'article').suggestion).toBeNull();
  });

  it('searches the articles and the blog apart', () => {
    expect(top3('körjournalen', 'blog')).toContain('korjournal-som-haller');
    const articleIds = new Set(articles.map((a) => a.id));
    expect(ids('moms', 'blog').every((id) => !articleIds.has(id))).toBe(true);
  });
});
