import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

// Axe scans of long pages: allow more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

/**
 * The calculators under /raknare: typing recomputes and rewrites the URL in place, a bad value
 * keeps what was typed with a Swedish message beside it, a shared URL opens with its values, and
 * each page is axe clean (tests tagged @mobile also run at 390 px). Intl writes a no-break space
 * between digit groups and before 'kr': the patterns use \s, which matches it.
 */

/** Picks an option of a radio group by its visible text, as a visitor clicks it. */
async function choose(page: Page, group: string, option: string): Promise<void> {
  const radios = page.getByRole('radiogroup', { name: group });
  await radios.getByText(option, { exact: true }).click();
  await expect(radios.getByRole('radio', { name: new RegExp(`^${option}`) })).toBeChecked();
}

test('what an employee costs: typing, a bad value, the URL @mobile', async ({ page }) => {
  await page.goto('/information');
  await page.getByRole('link', { name: 'Vad kostar en anställd?' }).click();
  await expect(page).toHaveURL(/\/raknare\/anstalld$/);
  await expect(page).toHaveTitle('Raknare | Startklar');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vad kostar en anställd?' }),
  ).toBeVisible();
  await expect(page.getByText('Gäller för 2026', { exact: true })).toBeVisible();

  // The worked example is filled in: 30 000 kr for a 35-year-old gives 9 426 kr.
  const summary = page.getByTestId('calculator-summary');
  await expect(summary).toHaveAttribute('aria-live', 'polite');
  await expect(summary).toContainText(/Arbetsgivaravgifter 9\s426\skr i månaden/);
  await expectNoAxeViolations(page);

  // A 20-year-old with 30 000 kr: 20,81 % up to 25 000 kr, 31,42 % on the rest = 6 773,50 kr.
  const historyLength = await page.evaluate(() => history.length);
  await page.getByLabel('Födelseår').fill('2006');
  await expect(summary).toContainText(/Arbetsgivaravgifter 6\s774\skr/);
  await expect(page).toHaveURL(/fodd=2006/);
  expect(await page.evaluate(() => history.length)).toBe(historyLength);

  // A bad value: the message beside the field, the text kept, no result until it is fixed.
  const salary = page.getByLabel('Månadslön', { exact: true });
  await salary.fill('30 000 i månaden');
  await expect(page.getByText('Skriv månadslönen med siffror, till exempel 30 000.')).toBeVisible();
  await expect(salary).toHaveValue('30 000 i månaden');
  await expect(salary).toHaveAttribute('aria-invalid', 'true');
  await expect(summary).toContainText('Rätta det som är markerat');
  await expectNoAxeViolations(page);

  await salary.fill('30 000,50');
  await expect(summary).toContainText(/Total kostnad/);
  await expect(salary).not.toHaveAttribute('aria-invalid', 'true');
});

test('hourly rate: a shared URL opens with its values; the form choice goes to the URL @mobile', async ({
  page,
}) => {
  // Enskild firma, 50 000 kr, 60 000 kr costs, 6 weeks off, 60 % billable, no margin:
  // 600 000 × 1,2897 (egenavgifter as they settle) = 773 820; + 60 000 = 833 820;
  // (52 − 6) × 40 × 60 % = 1 104 hours; 833 820 / 1 104 = 755,27 → 755 kr.
  await page.goto(
    '/raknare/timpris?lon=50000&form=ef&kostnader=60000&ledigt=6&debiterbart=60&marginal=',
  );
  await expect(page.getByLabel('Önskad månadslön')).toHaveValue('50000');
  await expect(page.getByRole('radio', { name: /Enskild firma/ })).toBeChecked();
  await expect(page.getByTestId('line-debiterbara')).toHaveText(/1\s104 timmar/);
  await expect(page.getByTestId('line-lagsta')).toHaveText(/755\skr/);
  await expect(page.getByTestId('line-marginal')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The article's example in an aktiebolag: 642 kr, 706 kr with 10 % margin.
  await choose(page, 'Företagsform', 'Aktiebolag');
  await expect(page).toHaveURL(/form=ab/);
  await page.getByLabel('Önskad månadslön').fill('40000');
  await page.getByLabel('Kostnader per år').fill('120 000');
  await page.getByLabel('Lediga veckor per år').fill('7');
  await page.getByLabel('Debiterbar andel av arbetstiden').fill('65');
  await page.getByLabel('Marginal (valfritt)').fill('10');
  await expect(page.getByTestId('calculator-summary')).toHaveText(
    /Lägsta timpris 642\skr, med marginal 706\skr, exklusive moms\./,
  );

  // The index lists the three calculators.
  await page.getByRole('link', { name: 'Alla räknare' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Räknare' })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: /räknare|timpris|anställd/i }),
  ).toHaveCount(3);
  await expectNoAxeViolations(page);
});

test('moms: add and remove VAT, a bad amount, the link from an article @mobile', async ({
  page,
}) => {
  await page.goto('/article/prissatta-din-tjanst');
  await page.getByRole('link', { name: 'Lägg på eller räkna bort moms' }).click();
  await expect(page).toHaveURL(/\/raknare\/moms$/);

  // 1 000 kr excluding 25 % is 1 250 kr including.
  await expect(page.getByTestId('line-inkl')).toHaveText(/1\s250\skr/);
  await expect(page.getByTestId('line-moms')).toHaveText(/250\skr/);

  // 1 250 kr including 25 % holds 250 kr VAT.
  await choose(page, 'Beloppet är', 'Inklusive moms');
  const amount = page.getByRole('textbox', { name: 'Belopp' });
  await amount.fill('1 250');
  await expect(page.getByTestId('line-moms')).toHaveText(/^250\skr$/);
  await expect(page.getByTestId('line-exkl')).toHaveText(/^1\s000\skr$/);
  await expect(page).toHaveURL(/belopp=1\+250.*riktning=inkl|riktning=inkl.*belopp=1\+250/);

  // 6 %, with öre: 1 000 kr including 6 % holds 56,60 kr.
  await choose(page, 'Momssats', '6 %');
  await amount.fill('1000');
  await expect(page.getByTestId('line-moms')).toHaveText(/^56,60\skr$/);

  await amount.fill('mycket');
  await expect(page.getByText('Skriv beloppet med siffror, till exempel 1 000.')).toBeVisible();
  await expect(amount).toHaveValue('mycket');
  await expectNoAxeViolations(page);
});
