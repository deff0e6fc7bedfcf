/**
 * Search latency per keystroke, loaded by scripts/bench.mjs through Vite (the content modules use
 * import.meta.glob). Builds the site search's index (src/content/siteSearch.ts) as the build does,
 * from today's content and from `factor` copies of it (each copy's texts made distinct), loads it
 * as the browser does, and types each query one character at a time, as the search fields do. Also
 * the index's transfer: the built JSON, gzip and Brotli (quality 5, as the preview sends scripts).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { articles } from '../src/content/articles';
import { corpus as articleBodies } from '../src/content/articles/corpus';
import { blogPosts } from '../src/content/blog';
import { corpus as blogBodies } from '../src/content/blog/corpus';
import { searchSources } from '../src/content/searchSources';
import { buildSearchIndex, loadSearchIndex, type SearchSource } from '../src/content/siteSearch';

const QUERIES = ['aktiebolag', 'moms och skatt', 'anställa personal', 'bokföring', 'xyzzy'];

export interface LatencyResult {
  corpus: 'articles' | 'blog';
  factor: number;
  items: number;
  keystrokes: number;
  medianMs: number;
  p95Ms: number;
  /** The index's bytes at this size: raw, gzip, Brotli. */
  indexBytes: { raw: number; gzip: number; brotli: number };
}

function copies(sources: readonly SearchSource[], factor: number): SearchSource[] {
  const out: SearchSource[] = [];
  for (let copy = 0; copy < factor; copy += 1) {
    for (const source of sources) {
      out.push(
        copy === 0
          ? source
          : { ...source, id: `${source.id}-${copy}`, body: `${source.body}\n\n(kopia ${copy})` },
      );
    }
  }
  return out;
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

function measure(search: (query: string) => unknown): { median: number; p95: number; n: number } {
  // One round to warm up (the first keystrokes fold and stem the words they meet), then three.
  const samples: number[] = [];
  for (let round = 0; round < 4; round += 1) {
    for (const query of QUERIES) {
      for (let length = 1; length <= query.length; length += 1) {
        const start = performance.now();
        search(query.slice(0, length));
        if (round > 0) samples.push(performance.now() - start);
      }
    }
  }
  samples.sort((a, b) => a - b);
  return { median: percentile(samples, 50), p95: percentile(samples, 95), n: samples.length };
}

export async function searchLatency(factors: readonly number[]): Promise<LatencyResult[]> {
  const sources = searchSources(articles, articleBodies, blogPosts, blogBodies);
  const results: LatencyResult[] = [];
  for (const factor of factors) {
    const all = copies(sources, factor);
    const json = JSON.stringify(buildSearchIndex(all));
    const indexBytes = {
      raw: Buffer.byteLength(json),
      gzip: gzipSync(json).length,
      brotli: brotliCompressSync(json, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
      }).length,
    };
    const index = await loadSearchIndex(JSON.parse(json));
    for (const [corpus, kind] of [
      ['articles', 'article'],
      ['blog', 'blog'],
    ] as const) {
      const m = measure((query) => index.search(query, kind));
      results.push({
        corpus,
        factor,
        items: all.filter((source) => source.kind === kind).length,
        keystrokes: m.n,
        medianMs: m.median,
        p95Ms: m.p95,
        indexBytes,
      });
    }
  }
  return results;
}
