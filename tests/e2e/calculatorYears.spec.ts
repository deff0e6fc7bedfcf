import { expect, expectNoAxeViolations, test } from './fixtures';
import { fixDate } from './helpers/fixedDate';

/**
 * The year a calculator computes. Its prerendered HTML computes 2026 and says so ('Gäller för
 * 2026'); once the app runs, the calculator machine follows the site's clock, Sweden's day (and again at
 * midnight in Stockholm) and the page computes that day with that year's facts, naming the 2027 values that
 * are not confirmed. A fixed day is set with `fixDate`, time that moves with Playwright's
 * `page.clock`.
 */
test.describe('the year a calculator computes', () => {
  test('the HTML says the year it computes; the visitor’s clock in 2027 switches to 2027’s values', async ({
    page,
  }) => {
    // What the prerendered page says before any script runs: 2026.
    const html = await (await page.request.get('/raknare/utdelning')).text();
    expect(html).toContain('Gäller för 2026');
    expect(html).toMatch(/322\s400\skr/u);

    await fixDate(page, new Date('2027-01-05T10:00:00'));
    await page.goto('/raknare/utdelning');
    await expect(page.getByTestId('calculator-year')).toHaveText('Gäller för 2027');
    // four and eight inkomstbasbelopp of 2026 (83 400 kr): 333 600 kr and 667 200 kr
    await expect(page.getByTestId('line-grundbelopp')).toHaveText(/^333\s600\skr$/);
    await expect(page.getByTestId('line-lonebaserat')).toHaveText(/^416\s400\skr$/);
    await expect(page.getByLabel('Statslåneränta 30 november 2026 (%)')).toHaveValue('');
    // what is not confirmed for 2027 is said, not used silently
    await expect(page.getByTestId('calculator-year-notice')).toContainText(
      /^Inte bekräftat för 2027 ännu, så räknaren använder 2026 års värden .*skiktgräns för statlig inkomstskatt/,
    );
    await expect(
      page.getByText('Löneavdrag i det lönebaserade utrymmet: 667 200 kr.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a page left open over New Year switches at midnight in Sweden', async ({ page }) => {
    // 23:58 in Stockholm (UTC+1), whatever the zone of the machine running the test.
    await page.clock.install({ time: new Date('2026-12-31T23:58:00+01:00') });
    await page.goto('/raknare/utdelning');
    await expect(page.getByTestId('calculator-year')).toHaveText('Gäller för 2026');
    await expect(page.getByTestId('line-grundbelopp')).toHaveText(/^322\s400\skr$/);
    await expect(page.getByTestId('calculator-year-notice')).toHaveCount(0);
    await page.clock.fastForward('05:00');
    await expect(page.getByTestId('calculator-year')).toHaveText('Gäller för 2027');
    await expect(page.getByTestId('line-grundbelopp')).toHaveText(/^333\s600\skr$/);
  });

  test('the youth employer fee ends with September 2027', async ({ page }) => {
    await fixDate(page, new Date('2027-10-01T09:00:00'));
    await page.goto('/raknare/anstalld?lon=25000&fodd=2005');
    await expect(page.getByTestId('calculator-year')).toHaveText('Gäller för 2027');
    // 25 000 × 31,42 % = 7 855 kr, no longer 20,81 %
    await expect(page.getByTestId('calculator-summary')).toContainText(
      /^Arbetsgivaravgifter 7\s855\skr i månaden/,
    );
    await expect(
      page.getByText(/^Den tillfälligt sänkta avgiften för unga gällde lön som betalades ut/),
    ).toBeVisible();
  });
});
