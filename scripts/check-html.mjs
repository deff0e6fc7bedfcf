/**
 * The Nu Html Checker (the W3C validator, npm `vnu-jar`, run by the machine's Java 17) over every
 * HTML file the build wrote: `node scripts/check-html.mjs [dir or file ...]` (default `dist`).
 * Fails on any error but one: CSS properties the checker does not know yet. It is run by
 * `npm test` after the build.
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * What the checker cannot judge yet, not what the pages get wrong: CSS properties newer than its
 * CSS grammar (view transitions name the page's parts).
 */
export const KNOWN_GAPS = [
  /^CSS: “view-transition-name”: Property “view-transition-name” doesn't exist\.$/,
];

function htmlFiles(path) {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { recursive: true })
    .map(String)
    .filter((name) => name.endsWith('.html'))
    .map((name) => join(path, name))
    .sort();
}

/** One checker process over `files`: its messages. */
function vnu(jar, files) {
  return new Promise((resolve, reject) => {
    const child = spawn('java', [
      // A short run: the JIT's first tier only and the one-thread collector (≈ 200 pages in two
      // processes: 12 s → 5 s, 24 s → 9 s of CPU, the same report); its deeper frames need a
      // larger stack than the default (a StackOverflowError while reading the HTML schema).
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
      '-Xss4m',
      '-jar',
      jar,
      '--errors-only',
      '--format',
      'json',
      '--exit-zero-always',
      ...files,
    ]);
    const report = [];
    child.stderr.on('data', (chunk) => report.push(chunk));
    child.stdout.resume();
    child.on('error', reject);
    child.on('close', (code) => {
      // The report is one JSON document on standard error.
      if (code !== 0) reject(new Error(`the Nu Html Checker exited with ${code}`));
      else
        resolve(JSON.parse(Buffer.concat(report).toString('utf8') || '{"messages":[]}').messages);
    });
  });
}

/**
 * Checks the files, split over `processes` checker processes (as many as there are cores by
 * default); returns their errors, without the known gaps, as
 * `file:line: message`.
 */
export async function checkHtml(paths, processes = availableParallelism()) {
  const files = paths.flatMap(htmlFiles);
  if (files.length === 0) throw new Error(`no HTML files in ${paths.join(', ')}`);
  const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
  const parts = Math.max(1, Math.min(processes, files.length));
  const shares = Array.from({ length: parts }, (_, i) => files.filter((_, j) => j % parts === i));
  const messages = (await Promise.all(shares.map((share) => vnu(jar, share)))).flat();
  return {
    files: files.length,
    errors: messages
      .filter((m) => m.type === 'error' || m.type === 'non-document-error')
      .filter((m) => !KNOWN_GAPS.some((gap) => gap.test(m.message)))
      .map((m) => {
        const where = (m.url ?? '').replace(/^file:/, '');
        return `${where}${m.lastLine ? `:${m.lastLine}` : ''}: ${m.message}`;
      }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const paths = process.argv.slice(2);
  const { files, errors } = await checkHtml(paths.length > 0 ? paths : ['dist']);
  if (errors.length > 0) {
    console.error(`${errors.length} HTML error(s) in ${files} files:\n${errors.join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log(`Valid HTML: ${files} files (Nu Html Checker).`);
  }
}
