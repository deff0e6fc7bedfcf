/**
 * `npm run test:mutation` runs StrykerJS (stryker.config.mjs) one folder at a time, each with its
 * own incremental file and report under reports/mutation/<folder>/:
 *   npm run test:mutation -- src/content/calculators       one folder (several may be named)
 *   npm run test:mutation -- --mutate 'src/content/startplan/ics.ts'   Stryker's own selection
 *   npm run test:mutation                                   the three folders, one after another
 * Test files (*.test.ts) and styles (*.css.ts) are never mutated. Static mutants (code that only
 * runs while a module loads: tables, texts, patterns) are left out unless `--static` is given
 * (Stryker's `ignoreStatic`): each needs every related test file, the model-based machine suites
 * included (≈ 1 min apiece on two cores). Those that a test also reaches after loading still run,
 * with every related test file (487 of the calculators' 1 818 mutants, 26 min of a 34 min run).
 * Other options go to Stryker as they are (e.g. --force, --dryRunOnly).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const STRYKER = fileURLToPath(
  new URL('../node_modules/@stryker-mutator/core/bin/stryker.js', import.meta.url),
);
const FOLDERS = ['src/content/calculators', 'src/content/startplan', 'src/machines'];
const EXCLUDED = ['!src/**/*.test.ts', '!src/**/*.css.ts'];

const args = process.argv.slice(2);
const passed = [];
const targets = [];
let withStatic = false;
for (let i = 0; i < args.length; i++) {
  const arg = args[i];
  if (arg === '--static') withStatic = true;
  else if (arg === '--mutate' || arg === '-m') targets.push(args[++i] ?? '');
  else if (arg.startsWith('--mutate=')) targets.push(arg.slice('--mutate='.length));
  else if (!arg.startsWith('-') && existsSync(arg) && statSync(arg).isDirectory())
    targets.push(`${arg.replace(/\/+$/, '')}/**/*.ts`);
  else passed.push(arg);
}
if (targets.length === 0) targets.push(...FOLDERS.map((folder) => `${folder}/**/*.ts`));
if (!withStatic) passed.push('--ignoreStatic');

/** The report's folder: the selection's fixed part, e.g. content-calculators. */
const slug = (mutate) =>
  mutate
    .split(/[*{[]/)[0]
    .replace(/^src\//, '')
    .replace(/\.ts$/, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'all';

for (const mutate of targets) {
  const globs = [...mutate.split(','), ...EXCLUDED].join(',');
  console.log(`\n> stryker run --mutate '${globs}' ${passed.join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(process.execPath, [STRYKER, 'run', '--mutate', globs, ...passed], {
    stdio: 'inherit',
    env: { ...process.env, MUTATION_REPORT: slug(mutate) },
  });
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`> ${mutate}: ${minutes} min, report in reports/mutation/${slug(mutate)}/index.html`);
  if (status !== 0) process.exit(status ?? 1);
}
