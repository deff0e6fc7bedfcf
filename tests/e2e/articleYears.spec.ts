import { expect, test } from './fixtures';
import { fixDate } from './helpers/fixedDate';

/**
 * An article's dated figures in the browser (issue 55 item 1): the prerendered HTML states them
 * for the build's year with the year, and once the app runs the page shows the year of the site's
 * clock (Sweden's day), switching at midnight in Stockholm. Every article and post on both sides of
 * New Year is rendered in tests/unit/datedFigures.test.tsx; this checks that the page follows the
 * one clock.
 */
test.describe('the year an article states its figures for', () => {
  test('the HTML says 2026; a page left open over New Year switches at midnight in Sweden', async ({
    page,
  }) => {
    const html = await (await page.request.get('/article/utdelning-312-regler')).text();
    expect(html).toMatch(/322\s400\skr \(2026\)/u);

    // 23:58 in Stockholm (UTC+1), whatever the zone of the machine running the test.
    await page.clock.install({ time: new Date('2026-12-31T23:58:00+01:00') });
    await page.goto('/article/utdelning-312-regler');
    const body = page.locator('[data-content-editor="article"]');
    await expect(body).toContainText(/322\s400\skr \(2026\)/u);
    await page.clock.fastForward('05:00');
    await expect(body).toContainText(/333\s600\skr \(2027\)/u);
    await expect(body).not.toContainText(/322\s400\skr \(2026\)/u);
  });

  test('in 2027 a figure not yet decided for 2027 says so, with the 2026 figure and its year', async ({
    page,
  }) => {
    await fixDate(page, new Date('2027-01-05T10:00:00+01:00'));
    await page.goto('/article/egenavgifter');
    await expect(page.locator('[data-content-editor="article"]')).toContainText(
      '28,97 % (2026; 2027 års belopp är inte beslutat än)',
    );
  });
});
