// @ts-check
/**
 * Mutation testing with StrykerJS 9 (10 needs Node 22) and its Vitest runner, on demand and not in
 * `npm test`: `npm run test:mutation -- src/content/calculators` (scripts/mutation.mjs picks the
 * files and each folder's report). Incremental: a second run tests again only the mutants of changed
 * files or changed tests. One test runner: the machine has two cores and shares them.
 */
const slug = process.env.MUTATION_REPORT ?? 'all';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.stryker.config.ts', related: true },
  coverageAnalysis: 'perTest',
  concurrency: 1,
  incremental: true,
  incrementalFile: `reports/mutation/${slug}/incremental.json`,
  mutate: [
    'src/machines/**/*.ts',
    'src/content/startplan/**/*.ts',
    'src/content/calculators/**/*.ts',
    '!src/**/*.test.ts',
    '!src/**/*.css.ts',
  ],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${slug}/index.html` },
  jsonReporter: { fileName: `reports/mutation/${slug}/mutation.json` },
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
  // What the tests never read; node_modules, .git and reports/ are left out anyway.
  ignorePatterns: ['dist', 'dist-ssr', 'test-results', 'playwright-report', 'bench-results'],
  tempDirName: '.stryker-tmp',
  thresholds: { high: 90, low: 80, break: null },
};
