/**
 * Search latency per keystroke, loaded by scripts/bench.mjs through Vite (the content modules use
 * import.meta.glob). Types each query one character at a time, as the search fields do, against
 * today's content and against a corpus of `factor` copies of it (each copy's bodies made distinct
 * so no cache sees them as one).
 */
import { articles } from '../src/content/articles';
import { loadAllArticleBodies } from '../src/content/articles/bodies';
import { blogPosts } from '../src/content/blog';
import { loadAllBlogBodies } from '../src/content/blog/bodies';
import { searchArticles, searchBlog, type BodyLookup } from '../src/content/search';

const QUERIES = ['aktiebolag', 'moms och skatt', 'anställa personal', 'bokföring', 'xyzzy'];

export interface LatencyResult {
  corpus: 'articles' | 'blog';
  factor: number;
  items: number;
  keystrokes: number;
  medianMs: number;
  p95Ms: number;
}

function copies<T extends { id: string }>(
  items: readonly T[],
  bodies: ReadonlyMap<string, string>,
  factor: number,
): { items: T[]; lookup: BodyLookup } {
  const out: T[] = [];
  const texts = new Map<string, string>();
  for (let copy = 0; copy < factor; copy += 1) {
    for (const item of items) {
      const id = copy === 0 ? item.id : `${item.id}-${copy}`;
      out.push({ ...item, id });
      const body = bodies.get(item.id) ?? '';
      texts.set(id, copy === 0 ? body : `${body}\n\n(kopia ${copy})`);
    }
  }
  return { items: out, lookup: (id) => texts.get(id) };
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

function measure(search: (query: string) => unknown): { median: number; p95: number; n: number } {
  const samples: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    for (const query of QUERIES) {
      for (let length = 1; length <= query.length; length += 1) {
        const start = performance.now();
        search(query.slice(0, length));
        samples.push(performance.now() - start);
      }
    }
  }
  samples.sort((a, b) => a - b);
  return { median: percentile(samples, 50), p95: percentile(samples, 95), n: samples.length };
}

export async function searchLatency(factors: readonly number[]): Promise<LatencyResult[]> {
  const [articleBodies, blogBodies] = await Promise.all([
    loadAllArticleBodies(),
    loadAllBlogBodies(),
  ]);
  const results: LatencyResult[] = [];
  for (const factor of factors) {
    const a = copies(articles, articleBodies, factor);
    const am = measure((query) => searchArticles(a.items, a.lookup, query));
    results.push({
      corpus: 'articles',
      factor,
      items: a.items.length,
      keystrokes: am.n,
      medianMs: am.median,
      p95Ms: am.p95,
    });
    const b = copies(blogPosts, blogBodies, factor);
    const bm = measure((query) => searchBlog(b.items, b.lookup, query));
    results.push({
      corpus: 'blog',
      factor,
      items: b.items.length,
      keystrokes: bm.n,
      medianMs: bm.median,
      p95Ms: bm.p95,
    });
  }
  return results;
}
