import type { Page } from '@playwright/test';

/**
 * Makes `at` the date and time of every document this page loads from now on: `new Date()`,
 * `Date()` and `Date.now()` give it; dates made from a value, `Date.parse`, `Date.UTC`,
 * `performance` and the timers are the browser's own. What Playwright's
 * `page.clock.setFixedTime(at)` does for the calculators, but for this page only: Playwright's
 * clock is the whole browser context's, so a test that sets it gets a context of its own instead
 * of the one its worker shares (tests/e2e/helpers/sharedContexts.ts: ≈ 0.8 s of CPU per test).
 * A test whose time must move (a page left open over midnight) uses `page.clock`.
 */
export async function fixDate(page: Page, at: Date): Promise<void> {
  await page.addInitScript((time: number) => {
    const RealDate = Date;
    function FixedDate(this: unknown, ...args: unknown[]): Date | string {
      // Called without `new`, Date gives the time as text.
      if (!new.target) return new RealDate(time).toString();
      return args.length === 0
        ? new RealDate(time)
        : new (RealDate as unknown as new (...values: unknown[]) => Date)(...args);
    }
    FixedDate.prototype = RealDate.prototype;
    Object.defineProperties(FixedDate, {
      now: { value: () => time },
      parse: { value: RealDate.parse },
      UTC: { value: RealDate.UTC },
    });
    window.Date = FixedDate as unknown as DateConstructor;
  }, at.getTime());
}
