/**
 * The Vitest setup StrykerJS runs the tests with (stryker.config.mjs, `npm run test:mutation`):
 * vite.config.ts's, with every test file in a fresh module registry. The suites share one registry
 * per worker there (`isolate: false`), which would keep a module loaded once across Stryker's runs;
 * a mutant that only acts while its module loads (a table built at import) must see it loaded anew.
 */
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    // Stryker's sandbox (.stryker-tmp/sandbox-*) links node_modules from the project: files reached
    // through the link keep the sandbox's path, inside the root Vite may serve (the styles' font
    // import `...woff2?url` was refused as a file outside it).
    resolve: { preserveSymlinks: true },
    // Instrumented code runs slower: the password dialog's model walks passed 20 s in the dry run
    // over src/machines on two cores.
    test: { isolate: true, testTimeout: 120_000 },
  }),
);
