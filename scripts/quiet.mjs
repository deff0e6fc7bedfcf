/**
 * Runs an npm script and fails when it prints anything but the lines a clean build prints:
 * `node scripts/quiet.mjs build`. A warning nobody reads is a warning nobody fixes, so `npm test`
 * builds through this. The output is passed through as it comes.
 *
 * The known lines are listed rather than warnings searched for: Vite, Rolldown and the plugins each
 * word their warnings differently (a "(!)" notice, a `[CODE]` tag, a sentence), and a list of what
 * is expected catches a kind nobody has seen yet. A new kind of line in a clean build (after an
 * upgrade, say) fails once and is added here.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export const EXPECTED = [
  /^$/,
  /^> /, // npm's echo of the script and its command
  /^vite v\d+\.\d+\.\d+ building (client|ssr) environment for \w+\.\.\.$/,
  /^transforming\.\.\.$/,
  /^✓ \d+ modules transformed\.$/,
  /^rendering chunks\.\.\.$/,
  /^computing gzip size\.\.\.$/,
  /^dist(-ssr)?\/\S+\s+[\d.,]+ kB( │ gzip: +[\d.,]+ kB)?$/,
  /^✓ built in [\d.]+m?s$/,
  /^Prerendered \d+ pages, the 404 page, _headers, sitemap\.xml and robots\.txt\.$/,
];

// eslint-disable-next-line no-control-regex -- the colour codes a terminal would draw
const ANSI = /\x1b\[[0-9;]*m/g;

/** The lines of `output` that a clean build does not print. */
export function unexpectedLines(output) {
  return output
    .split(/\r?\n/)
    .map((line) => line.replace(ANSI, '').trimEnd())
    .filter((line) => !EXPECTED.some((pattern) => pattern.test(line)));
}

async function main() {
  const script = process.argv[2];
  if (!script) {
    console.error('usage: node scripts/quiet.mjs <npm script>');
    process.exit(2);
  }
  const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  const unexpected = [];
  for (const stream of [child.stdout, child.stderr]) {
    const target = stream === child.stdout ? process.stdout : process.stderr;
    createInterface({ input: stream }).on('line', (line) => {
      target.write(`${line}\n`);
      unexpected.push(...unexpectedLines(line));
    });
  }
  const code = await new Promise((resolve) => child.on('close', resolve));
  if (code !== 0) {
    process.exitCode = code ?? 1;
    return;
  }
  if (unexpected.length > 0) {
    console.error(
      `\nnpm run ${script} printed ${unexpected.length} line(s) a clean build does not print:\n` +
        unexpected.map((line) => `  ${line}`).join('\n'),
    );
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
