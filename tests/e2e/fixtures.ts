import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContextOptions, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { SharedContexts, type StoredState } from './helpers/sharedContexts';

/**
 * Shared fixtures for every end-to-end test.
 * - By default a cookie choice is already stored, so the banner does not cover the page; tests of
 *   the banner itself use `test.use({ consent: null })`.
 * - Every console message is recorded; tests can assert on them (no personal data in logs).
 * - An uncaught error in the page fails the test that caused it. A test that provokes one on
 *   purpose names it: `test.use({ allowedPageErrors: [/pattern/] })`.
 * - So does a `console.error` (the app's or the browser's, such as a failed request). A test that
 *   expects one names it: for the whole test, `test.use({ allowedConsoleErrors: [/pattern/] })`;
 *   right where it provokes it, `expectConsoleError(page, ...)`. A fault injected with
 *   `failNext` (helpers/signIn.ts) names the failed request it causes by itself.
 * - So does anything the page's Content-Security-Policy refuses (a `securitypolicyviolation`
 *   event): every test walks the site under the policy the build wrote.
 */
export interface Fixtures {
  consent: 'necessary' | 'all' | null;
  /**
   * `page.goto` returns as the browser would (the page may not be the app yet) instead of waiting
   * for the app: for tests that act before it has started.
   */
  actBeforeStart: boolean;
  consoleMessages: string[];
  allowedPageErrors: readonly RegExp[];
  /** The `console.error` messages this test expects (the page's and the browser's). */
  allowedConsoleErrors: readonly RegExp[];
}

interface WorkerFixtures {
  sharedContexts: SharedContexts;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  sharedContexts: [
    async ({ browser }, use) => {
      const pool = new SharedContexts(browser);
      await use(pool);
      await pool.closeAll();
    },
    { scope: 'worker' },
  ],
  // Each test gets a new tab in a context where nothing is stored; the context itself is shared
  // with the worker's earlier tests that used the same options (see helpers/sharedContexts.ts).
  context: async (
    {
      browser,
      sharedContexts,
      baseURL,
      viewport,
      hasTouch,
      isMobile,
      deviceScaleFactor,
      userAgent,
      locale,
      timezoneId,
      colorScheme,
      reducedMotion,
      javaScriptEnabled,
      storageState,
      permissions,
      offline,
      serviceWorkers,
      acceptDownloads,
      bypassCSP,
      contrast,
      forcedColors,
      extraHTTPHeaders,
      geolocation,
      httpCredentials,
      ignoreHTTPSErrors,
      proxy,
      screen,
      clientCertificates,
      actionTimeout,
      navigationTimeout,
      contextOptions,
      trace,
      video,
    },
    use,
    testInfo,
  ) => {
    // Playwright reads a fixture's dependencies from its parameter list (no rest parameter), so
    // the context options are named there and once more here.
    const options: BrowserContextOptions = {
      ...contextOptions,
      baseURL,
      viewport,
      hasTouch,
      isMobile,
      deviceScaleFactor,
      userAgent,
      locale,
      timezoneId,
      colorScheme,
      reducedMotion,
      javaScriptEnabled,
      storageState,
      permissions,
      offline,
      serviceWorkers,
      acceptDownloads,
      bypassCSP,
      contrast,
      forcedColors,
      extraHTTPHeaders,
      geolocation,
      httpCredentials,
      ignoreHTTPSErrors,
      proxy,
      screen,
    };
    const lease =
      baseURL === undefined ||
      !contextsShared(trace, video) ||
      (clientCertificates?.length ?? 0) > 0
        ? null
        : await sharedContexts.lease(
            { ...options, storageState: undefined },
            // Playwright sets these on a context when it is made: the same for all its tests.
            { actionTimeout, navigationTimeout },
            new URL('/robots.txt', baseURL).href,
            storedState(storageState),
          );
    if (!lease) {
      const context = await browser.newContext(options);
      await use(context);
      await context.close();
      return;
    }
    await use(lease.context);
    await lease.release(testInfo.status === 'passed');
  },
  consent: ['necessary', { option: true }],
  actBeforeStart: [false, { option: true }],
  allowedPageErrors: [[], { option: true }],
  allowedConsoleErrors: [[], { option: true }],
  consoleMessages: async ({ page }, use) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
    await use(messages);
  },
  page: async (
    { page, consent, allowedPageErrors, allowedConsoleErrors, javaScriptEnabled, actBeforeStart },
    use,
  ) => {
    // Pages arrive as prerendered HTML and become the app once hydrated and what the visitor did
    // before is carried out (src/app/main.tsx marks it): a test acts on the app, so every load
    // waits for it.
    if (javaScriptEnabled !== false && !actBeforeStart) {
      // The mark, or the flag set with it where Playwright's fake clock (`page.clock`) stands in
      // for `performance` and finds no entries.
      const whenHydrated = () =>
        page.waitForFunction(
          () =>
            window.__startklarReady === true ||
            performance.getEntriesByName('startklar:app-ready').length > 0,
        );
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      const trail = recordNavigations(page);
      page.goto = async (...args) => {
        const response = await goto(...args).catch(async (error: unknown) => {
          throw await explainFailedNavigation(page, error, trail);
        });
        await whenHydrated();
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await whenHydrated();
        return response;
      };
    }
    const violations: string[] = [];
    if (javaScriptEnabled !== false) {
      await page.exposeFunction('__startklarCspViolation', (violation: string) =>
        violations.push(violation),
      );
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as { __startklarCspViolation?: (v: string) => void })
            .__startklarCspViolation;
          report?.(
            `${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} on ${location.pathname}` +
              (event.sample ? `: ${event.sample}` : ''),
          );
        });
      });
    }
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => {
      const text = `${error.name}: ${error.message}`;
      if (!allowedPageErrors.some((allowed) => allowed.test(text))) pageErrors.push(text);
    });
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url } = message.location();
      consoleErrors.push(url ? `${message.text()} (${url})` : message.text());
    });
    if (consent) {
      const value = JSON.stringify({
        necessary: true,
        analytics: consent === 'all',
        marketing: consent === 'all',
      });
      await page.addInitScript((stored) => {
        if (!window.localStorage.getItem('cookiePreferences')) {
          window.localStorage.setItem('cookiePreferences', stored);
        }
      }, value);
    }
    await use(page);
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
    const expected = [
      ...allowedConsoleErrors.map((allowed) => (text: string) => allowed.test(text)),
      ...(expectedConsoleErrors.get(page) ?? []),
    ];
    expect(
      consoleErrors.filter((text) => !expected.some((isExpected) => isExpected(text))),
      'console.error messages no test expected',
    ).toEqual([]);
    expect(violations, 'what the Content-Security-Policy refused').toEqual([]);
  },
});

export { expect };

type Recording = string | { mode: string };

/**
 * Whether tests take turns with browser contexts (helpers/sharedContexts.ts): not where Playwright
 * records traces or videos, which it does from a context it made for the test, nor with
 * E2E_FRESH_CONTEXTS=1 (to compare, or to rule the sharing out).
 */
export function contextsShared(trace: Recording, video: Recording): boolean {
  const recording = [trace, video].some(
    (setting) => (typeof setting === 'string' ? setting : setting.mode) !== 'off',
  );
  return !recording && !process.env.E2E_FRESH_CONTEXTS;
}

/** A test's `storageState` option as the saved state it names (a file) or is. */
function storedState(storageState: BrowserContextOptions['storageState']): StoredState | null {
  if (storageState === undefined) return null;
  const state: unknown =
    typeof storageState === 'string'
      ? JSON.parse(readFileSync(storageState, 'utf8'))
      : storageState;
  return state as StoredState;
}

/** Console errors a test has said it provokes, per page (see `expectConsoleError`). */
const expectedConsoleErrors = new WeakMap<Page, ((text: string) => boolean)[]>();

/**
 * Names a console error this test provokes on purpose (a refused code, a rate limit, a save the
 * database refuses): a pattern of the message, or a predicate.
 */
export function expectConsoleError(page: Page, expected: RegExp | ((text: string) => boolean)) {
  const list = expectedConsoleErrors.get(page) ?? [];
  list.push(typeof expected === 'function' ? expected : (text) => expected.test(text));
  expectedConsoleErrors.set(page, list);
}

/**
 * The browser's console error for a failed request to the demo backend: `status` (or a dropped
 * connection, `'network'`) and a path under it (its start, with the query after it).
 */
export function failedBackendRequest(status: number | 'network', path: RegExp | string): RegExp {
  const outcome = status === 'network' ? 'net::ERR_FAILED' : `.* status of ${status} `;
  const where =
    typeof path === 'string' ? path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : path.source;
  return new RegExp(
    `^Failed to load resource: ${outcome}.*\\(https?://[^/]+/supabase-demo${where}[^)]*\\)$`,
  );
}

/**
 * The browser's console error for a page the server answers with 404 (an address that has no
 * prerendered page: the 404 page is served and the app draws what the address shows), for
 * `test.use({ allowedConsoleErrors: [servedAsNotFound('/article/finns-inte')] })`.
 */
export function servedAsNotFound(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^Failed to load resource: .* status of 404 .*\\(https?://[^/]+${escaped}\\)$`);
}

/**
 * What happened around navigations, for the message of a `goto` that fails (a navigation aborted
 * by another one, by a history change in the old document, or by a failed request): failed
 * requests and committed frame navigations as Playwright saw them, and, from the page, every
 * `navigate` event (Navigation API) with its time relative to the app's start.
 */
function recordNavigations(page: Page): string[] {
  const trail: string[] = [];
  const started = Date.now();
  const at = () => `${Date.now() - started} ms`;
  page.on('requestfailed', (request) =>
    trail.push(`${at()} request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) trail.push(`${at()} committed: ${frame.url()}`);
  });
  void page.addInitScript(() => {
    const log: string[] = [];
    (window as { __startklarNavigations?: string[] }).__startklarNavigations = log;
    const nav = (window as { navigation?: EventTarget }).navigation;
    nav?.addEventListener('navigate', (event) => {
      const { navigationType, destination } = event as Event & {
        navigationType: string;
        destination: { url: string; sameDocument: boolean };
      };
      const start = performance.getEntriesByName('startklar:app-start')[0]?.startTime;
      const when =
        start === undefined
          ? 'before app start'
          : `${Math.round(performance.now() - start)} ms after app start`;
      log.push(
        `${navigationType} ${destination.url} (same document: ${String(destination.sameDocument)}, ${when})`,
      );
    });
  });
  return trail;
}

async function explainFailedNavigation(
  page: Page,
  error: unknown,
  trail: string[],
): Promise<Error> {
  const inPage = await page
    .evaluate(() => (window as { __startklarNavigations?: string[] }).__startklarNavigations ?? [])
    .catch(() => ['(page not readable)']);
  const message = error instanceof Error ? error.message : String(error);
  return new Error(
    `${message}\nNavigations seen by the test:\n  ${trail.join('\n  ')}\nnavigate events in ${page.url()}:\n  ${inPage.join('\n  ')}`,
    { cause: error },
  );
}

/**
 * Waits until the page's finite animations have ended (a toast rising in, a dialog fading out, a
 * page cross-fade): axe computes colour contrast from what is painted, and half-transparent text
 * fails it, so a scan that starts mid-animation depends on timing. Endless animations (spinners)
 * are not waited for.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let round = 0; round < 5; round += 1) {
      const running = document.getAnimations().filter((animation) => {
        const end = animation.effect?.getComputedTiming().endTime;
        return animation.playState === 'running' && typeof end === 'number' && end !== Infinity;
      });
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/**
 * Runs axe (WCAG 2.x A and AA) on the current page and expects zero violations. In axe's one-pass
 * mode (`setLegacyMode`: `axe.run` in the page): the default runs the rules per frame and then
 * combines them in a new blank page of the same context, which costs a page start and a second
 * load of axe per scan (/articles: 3.7–4.0 s against 1.5–1.6 s). The site has no frames, so both
 * modes check the same nodes. Only violations are reported in full (`resultTypes`): every rule
 * still checks every node, but axe no longer builds a selector and a snippet for each node that
 * passes (on an idle machine: /articles 0.76–0.94 s → 0.61–0.63 s, the calculator 0.70–0.75 s →
 * 0.45–0.51 s, / and an article ≈ 0.1 s less).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
