/**
 * The comparison behind the site search's library (README, "Search"), run by
 * scripts/search-compare.mjs through Vite: the spec's matcher (the "before"), Orama 3 and
 * MiniSearch 7 on the relevance set (tests/unit/searchRelevance.cases.ts), the queries without an
 * answer, the index's size and the time per keystroke. Both libraries get the same Swedish words
 * (src/content/swedishText.ts: stems without å/ä/ö, stop words, compounds); MiniSearch is the one
 * src/content/siteSearch.ts uses, with its query rules (every word, synonyms, typos).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { create, insertMultiple, load, save, search } from '@orama/orama';
import { articles } from '../src/content/articles';
import { corpus as articleBodies } from '../src/content/articles/corpus';
import { blogPosts } from '../src/content/blog';
import { corpus as blogBodies } from '../src/content/blog/corpus';
import { searchSources } from '../src/content/searchSources';
import {
  buildSearchIndex,
  compoundParts,
  loadSearchIndex,
  type SearchKind,
} from '../src/content/siteSearch';
import { termsOfWord, wordsOf } from '../src/content/swedishText';
import { RELEVANCE_CASES, UNANSWERABLE } from '../tests/unit/searchRelevance.cases';

const KEYSTROKE_QUERIES = [
  'aktiebolag',
  'moms och skatt',
  'anställa personal',
  'bokföring',
  'xyzzy',
];

type Search = (query: string, kind: SearchKind) => string[];

interface Row {
  name: string;
  top3: string;
  unanswered: string;
  bytes: string;
  buildMs: number;
  loadMs: number;
  medianMs: number;
  p95Ms: number;
}

const sizes = (json: string) =>
  `${(json.length / 1024).toFixed(0)} / ${(gzipSync(json).length / 1024).toFixed(0)} / ${(
    brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length / 1024
  ).toFixed(0)} KB`;

function score(
  name: string,
  run: Search,
  extra: Omit<Row, 'name' | 'top3' | 'unanswered' | 'medianMs' | 'p95Ms'>,
): Row {
  const passed = RELEVANCE_CASES.filter((c) =>
    run(c.query, c.corpus)
      .slice(0, 3)
      .some((id) => c.answers.includes(id)),
  ).length;
  const unanswered = UNANSWERABLE.filter((u) => run(u.query, u.corpus).length === 0).length;
  const samples: number[] = [];
  for (let round = 0; round < 4; round += 1) {
    for (const query of KEYSTROKE_QUERIES) {
      for (let length = 1; length <= query.length; length += 1) {
        const start = performance.now();
        run(query.slice(0, length), 'article');
        if (round > 0) samples.push(performance.now() - start);
      }
    }
  }
  samples.sort((a, b) => a - b);
  return {
    name,
    top3: `${passed}/${RELEVANCE_CASES.length} (${((passed / RELEVANCE_CASES.length) * 100).toFixed(1)} %)`,
    unanswered: `${unanswered}/${UNANSWERABLE.length}`,
    medianMs: samples[Math.floor(samples.length / 2)] ?? NaN,
    p95Ms: samples[Math.ceil(samples.length * 0.95) - 1] ?? NaN,
    ...extra,
  };
}

/** The spec's rule (section 5): any term a substring of a title word or the text; titles first. */
function specMatcher(): Search {
  const collator = new Intl.Collator('sv');
  const items = searchSources(articles, articleBodies, blogPosts, blogBodies).map((source) => ({
    ...source,
    words: source.title.toLowerCase().split(/\s+/u),
    text: `${source.body} ${source.kind === 'blog' ? `${source.lead} ${source.meta}` : ''}`.toLowerCase(),
  }));
  return (query, kind) => {
    const terms = query.toLowerCase().split(/\s+/u).filter(Boolean);
    if (terms.length === 0) return [];
    return items
      .filter((item) => item.kind === kind)
      .map((item) => ({
        item,
        inTitle: terms.some((t) => item.words.some((w) => w.includes(t))),
        inText: terms.some((t) => item.text.includes(t)),
      }))
      .filter((hit) => hit.inTitle || hit.inText)
      .sort((a, b) =>
        a.inTitle !== b.inTitle
          ? a.inTitle
            ? -1
            : 1
          : collator.compare(a.item.title, b.item.title),
      )
      .map((hit) => hit.item.id);
  };
}

export async function compare(): Promise<Row[]> {
  const sources = searchSources(articles, articleBodies, blogPosts, blogBodies);
  const rows: Row[] = [
    score('spec matcher (before)', specMatcher(), {
      bytes: '357 / 116 / – KB (the bodies)',
      buildMs: 0,
      loadMs: 0,
    }),
  ];

  // MiniSearch, as the site uses it.
  let start = performance.now();
  const json = JSON.stringify(buildSearchIndex(sources));
  const miniBuild = performance.now() - start;
  start = performance.now();
  const mini = await loadSearchIndex(JSON.parse(json));
  const miniLoad = performance.now() - start;
  rows.push(
    score('MiniSearch 7', (q, kind) => mini.search(q, kind).hits.map((hit) => hit.id), {
      bytes: sizes(json),
      buildMs: Math.round(miniBuild),
      loadMs: Math.round(miniLoad),
    }),
  );

  // Orama, the same words (tokenizer), typo tolerance 1, the same field boosts, all terms first.
  const tokenize = (raw: string) =>
    wordsOf(raw).flatMap((w) => {
      const terms = termsOfWord(w.text);
      return terms.length ? [...terms, ...compoundParts(w.text, mini.knows)] : [];
    });
  const tokenizer = {
    language: 'swedish',
    normalizationCache: new Map<string, string>(),
    tokenize,
  };
  const schema = {
    kind: 'enum',
    id: 'string',
    title: 'string',
    topic: 'string',
    lead: 'string',
    headings: 'string',
    body: 'string',
    meta: 'string',
  } as const;
  start = performance.now();
  const built = create({ schema, components: { tokenizer } });
  insertMultiple(
    built,
    sources.map((s) => ({ ...s, topic: s.title.split(/:\s/u)[0] ?? s.title })),
  );
  const oramaJson = JSON.stringify(save(built));
  const oramaBuild = performance.now() - start;
  start = performance.now();
  const orama = create({ schema, components: { tokenizer } });
  load(orama, JSON.parse(oramaJson));
  const oramaLoad = performance.now() - start;
  const boost = { title: 4, topic: 3, lead: 2, headings: 2, body: 1, meta: 2 };
  const oramaSearch: Search = (term, kind) => {
    const params = { term, tolerance: 1, boost, where: { kind: { eq: kind } }, limit: 200 };
    let result = search(orama, { ...params, threshold: 0 }) as {
      hits: { document: { id: string } }[];
    };
    if (result.hits.length === 0)
      result = search(orama, { ...params, threshold: 1 }) as typeof result;
    return result.hits.map((hit) => hit.document.id);
  };
  rows.push(
    score('Orama 3', oramaSearch, {
      bytes: sizes(oramaJson),
      buildMs: Math.round(oramaBuild),
      loadMs: Math.round(oramaLoad),
    }),
  );
  return rows;
}
