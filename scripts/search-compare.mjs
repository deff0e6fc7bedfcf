/**
 * `node scripts/search-compare.mjs`: the site search's library comparison (scripts/search-compare.ts)
 * as a table. Not part of `npm test` or the bench.
 */
import { createServer } from 'vite';

const server = await createServer({
  root: new URL('..', import.meta.url).pathname,
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, watch: null, ws: false },
  appType: 'custom',
});
try {
  const { compare } = await server.ssrLoadModule('/scripts/search-compare.ts');
  const rows = await compare();
  console.log(
    '| search | top 3 (relevance set) | no answer → no hits | index (raw / gzip / Brotli 5) | build | load | keystroke median | p95 |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${r.top3} | ${r.unanswered} | ${r.bytes} | ${r.buildMs} ms | ${r.loadMs} ms | ${r.medianMs.toFixed(2)} ms | ${r.p95Ms.toFixed(2)} ms |`,
    );
  }
} finally {
  await server.close();
}
