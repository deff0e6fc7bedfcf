import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

/** The preview server's port; E2E_PORT lets several checkouts test side by side. */
const PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * End-to-end tests in Debian's Chromium against the production build in demo mode. No retries: a
 * test that needs one is a bug, in the app or in the test.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'sv-SE',
    // A visitor who has asked for reduced motion: no page cross-fade, toast rise or dialog fade
    // to draw and wait out before the next click (a full run: 916 s → 761–800 s of test time on
    // two cores). What moves is tested with motion on, as most visitors see it: the app shell's
    // navigation (cross-fades, smooth scroll), the drawer, the counter and the prerender
    // comparison (`reducedMotion: 'no-preference'` there).
    reducedMotion: 'reduce',
    // Recording traces costs about a sixth of the suite's time on two cores; when a test fails,
    // run it again with `--trace on` to get one (each test then has a context of its own, which
    // is what Playwright records: tests/e2e/fixtures.ts).
    trace: 'off',
    // Less CPU for the same pages, on two cores that the suite keeps busy: the GPU process's work
    // (software compositing, with the GPU off) done in the browser process without compositing
    // layers (reading.spec: 56–59 s → 50–53 s), and V8 without its optimising compilers, whose
    // background compiles do not pay off in pages that live a few seconds (→ 47–48 s). And one
    // renderer per site in a context: a test's new tab joins the renderer of the page that its
    // shared context keeps open on the site (tests/e2e/helpers/sharedContexts.ts) instead of
    // starting one (reading.spec and pages.spec: 121–125 s of CPU with a context per test,
    // 92–97 s shared, 86–90 s shared with this). The pages draw and behave the same; the two tabs
    // of the editors' conflict tests now share a renderer too (and its main thread).
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        ...CHROMIUM_ARGS,
        '--in-process-gpu',
        '--disable-gpu-compositing',
        '--js-flags=--max-opt=1',
        '--process-per-site',
      ],
    },
  },
  projects: [
    // Signs in once and saves the state that signed-in tests start from (SIGNED_IN_STATE).
    { name: 'setup', testMatch: '**/*.setup.ts' },
    {
      name: 'desktop',
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'mobile',
      dependencies: ['setup'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, hasTouch: true },
      grep: /@mobile/,
    },
  ],
  webServer: {
    command: `npx vite preview --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
