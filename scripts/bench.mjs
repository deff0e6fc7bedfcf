#!/usr/bin/env node
/**
 * Speed and size targets, checked outside the test suite (timed tests are flaky on shared CI).
 *
 *   npm run bench            builds, then measures
 *   npm run bench -- --no-build
 *
 * Targets:
 * - the first JavaScript a page loads (entry chunk + its static imports), gzip: ≤ 200 KB;
 * - supabase-js and the MSW worker are never in that first load;
 * - a listing page (/articles) does not load article bodies;
 * - time to first contentful paint of /, /articles and an article in Chromium against
 *   `vite preview`: median of 5 runs ≤ 1500 ms on this machine.
 */
import { execSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
const args = new Set(process.argv.slice(2));
const results = [];
const record = (name, value, unit, limit, ok) => results.push({ name, value, unit, limit, ok });

if (!args.has('--no-build') || !existsSync(dist)) {
  execSync('npx vite build', { cwd: root, stdio: 'ignore' });
}

// --- Sizes --------------------------------------------------------------------------------------
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = /<script type="module" crossorigin src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
const preloads = [
  ...html.matchAll(/<link rel="modulepreload" crossorigin href="\/(assets\/[^"]+\.js)"/g),
].map((m) => m[1]);
const css = [
  ...html.matchAll(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)"/g),
].map((m) => m[1]);
if (!entry) throw new Error('No entry script found in dist/index.html');

/** Follows static imports from a chunk (dynamic imports are not part of the first load). */
function staticClosure(start) {
  const seen = new Set();
  const queue = [start];
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    for (const m of code.matchAll(
      /(?:^|[;\n}])\s*import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g,
    )) {
      queue.push(`assets/${m[1]}`);
    }
  }
  return seen;
}
const firstLoad = new Set([...staticClosure(entry), ...preloads]);
const gz = (file) => gzipSync(readFileSync(join(dist, file))).length;
const firstJs = [...firstLoad].reduce((sum, file) => sum + gz(file), 0);
const firstCss = css.reduce((sum, file) => sum + gz(file), 0);
record('first-load JS (gzip)', Math.round(firstJs / 1024), 'KB', 200, firstJs <= 200 * 1024);
record('first-load CSS (gzip)', Math.round(firstCss / 1024), 'KB', 40, firstCss <= 40 * 1024);

const firstCode = [...firstLoad].map((file) => readFileSync(join(dist, file), 'utf8')).join('\n');
const hasSupabase = /GoTrueClient|PostgrestClient|supabase-js/.test(firstCode);
const hasMsw = /setupWorker|mockServiceWorker/.test(firstCode) && /msw/.test(firstCode);
record('supabase-js in first load', hasSupabase ? 'yes' : 'no', '', 'no', !hasSupabase);
record('MSW in first load', hasMsw ? 'yes' : 'no', '', 'no', !hasMsw);

const bodyChunks = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
record('JS chunks in build', bodyChunks.length, '', '-', true);

const articleIds = new Set(
  readdirSync(join(root, 'src/content/articles/bodies')).map((file) => file.replace(/\.txt$/, '')),
);

// --- Paint timing in Chromium ---------------------------------------------------------------------
async function paintTimes() {
  const { chromium } = await import('@playwright/test');
  const server = spawn('npx', ['vite', 'preview', '--port', '4180', '--strictPort'], {
    cwd: root,
    stdio: 'ignore',
  });
  try {
    for (let i = 0; i < 50; i += 1) {
      try {
        await fetch('http://localhost:4180/');
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    for (const path of ['/', '/articles', '/article/aktiebolag']) {
      const samples = [];
      const bodyRequests = new Set();
      for (let run = 0; run < 5; run += 1) {
        const context = await browser.newContext();
        await context.addInitScript(() =>
          localStorage.setItem(
            'cookiePreferences',
            '{"necessary":true,"analytics":false,"marketing":false}',
          ),
        );
        const page = await context.newPage();
        page.on('request', (request) => {
          const chunk = /\/assets\/([a-z0-9-]+)-[A-Za-z0-9_-]{8}\.js$/.exec(request.url())?.[1];
          if (chunk && articleIds.has(chunk)) bodyRequests.add(chunk);
        });
        await page.goto(`http://localhost:4180${path}`, { waitUntil: 'load' });
        await page.locator('main h1').first().waitFor();
        const fcp = await page.evaluate(
          () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        );
        samples.push(fcp);
        await context.close();
      }
      samples.sort((a, b) => a - b);
      const median = Math.round(samples[2]);
      record(`FCP ${path} (median of 5)`, median, 'ms', 1500, median <= 1500);
      if (path === '/articles') {
        record(
          'article bodies loaded by /articles',
          bodyRequests.size,
          '',
          0,
          bodyRequests.size === 0,
        );
      }
    }
    await browser.close();
  } finally {
    server.kill();
  }
}
if (existsSync('/usr/bin/chromium') && !args.has('--sizes-only')) await paintTimes();

// --- Report ---------------------------------------------------------------------------------------
const width = Math.max(...results.map((r) => r.name.length));
for (const r of results) {
  console.log(
    `${r.ok ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(width)}  ${String(r.value).padStart(6)} ${r.unit}  (target ${r.limit}${r.unit && r.limit !== '-' ? ' ' + r.unit : ''})`,
  );
}
const failed = results.filter((r) => !r.ok);
console.log(`\n${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
