/**
 * /likviditetsbudget, Din likviditetsbudget (issue 57), as a founder uses it in the demo build:
 * the questions (the start plan's and the budget's), every tax and moms payment with its amount on
 * its day, the month the money runs out, the table and its chart, the spreadsheet parsed back, bad
 * input kept with its Swedish message, the page before start-up, without JavaScript, at 390 px,
 * signed in with the account's faults, and the amounts on /startplan's calendar.
 *
 * The texts are the (labels, headings), written here: never imported from src.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { fixDate } from './helpers/fixedDate';
import { failNext, signIn } from './helpers/signIn';

/** The site's clock: 7 December 2026 in Sweden. */
const TODAY = new Date('2026-12-07T10:00:00+01:00');

const LABEL = {
  sales: 'Försäljning per månad, utan moms',
  saleRate: 'Moms på försäljningen',
  days: 'Kunderna betalar efter',
  costsVat: 'Kostnader med moms per månad, utan momsen',
  costsNoVat: 'Kostnader utan moms per månad',
  salary: 'Lön per månad, brutto',
  balance: 'Pengar på kontot vid start',
  method: 'Bokföringsmetod',
  form: 'Företagsform',
  start: 'Startdatum',
  moms: 'Hur ofta redovisar företaget moms?',
  employees: 'Har företaget anställda?',
};

const group = (page: Page, label: string): Locator => page.getByRole('radiogroup', { name: label });
const field = (page: Page, label: string): Locator =>
  page.getByRole('textbox', { name: label, exact: true });

/** An aktiebolag starting 15 January 2027, moms by quarter, with employees. */
async function answerCompany(page: Page): Promise<void> {
  await group(page, LABEL.form).getByText('Aktiebolag', { exact: true }).click();
  await field(page, LABEL.start).fill('2027-01-15');
  await group(page, LABEL.moms).getByText('Varje kvartal', { exact: true }).click();
  await group(page, LABEL.employees).getByText('Ja', { exact: true }).click();
}

test.beforeEach(async ({ page }) => {
  await fixDate(page, TODAY);
});

test('a founder answers and sees every tax and moms payment on its day, and the month the money runs out (also at 390 px) @mobile', async ({
  page,
}) => {
  await page.goto('/likviditetsbudget');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Din likviditetsbudget');
  await expect(page).toHaveTitle('Likviditetsbudget | Startklar');
  await expect(page.getByTestId('budget-waiting')).toHaveText(
    'Svara på frågorna om företagsform, startdatum och moms, så räknar vi fram din budget.',
  );
  await answerCompany(page);
  // Typed as a founder types it: with a space, or without.
  await field(page, LABEL.sales).fill('100 000');
  await field(page, LABEL.costsVat).fill('20000');
  await field(page, LABEL.costsNoVat).fill('15 000');
  await field(page, LABEL.salary).fill('30 000');
  await field(page, LABEL.balance).fill('50 000');
  await expect(page).toHaveURL(/[?&]salj=100(\+|%20)000/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  // The headline figures.
  await expect(page.getByTestId('budget-set-aside')).toContainText(
    /^Sätt av [\d\s]+kr i månaden till skatt och moms/,
  );
  await expect(page.getByTestId('budget-negative')).toContainText(
    /^Saldot (blir negativt i \p{L}+ 20\d\d|räcker alla 18 månader)/u,
  );
  // Every payment is one item with its full date, what and for which period, and the amount; the
  // arbetsgivardeklaration shows both its parts.
  const payments = page.getByTestId('budget-payment');
  await expect(payments.first()).toBeVisible();
  await expect(payments.filter({ hasText: 'Moms för januari–mars 2027' })).toHaveText(
    /^12 maj 2027 — Moms för januari–mars 2027: [\d\s]+kr$/,
  );
  await expect(payments.filter({ hasText: 'Arbetsgivardeklaration för januari 2027' })).toHaveText(
    /^12 februari 2027 — Arbetsgivardeklaration för januari 2027: [\d\s]+kr \(arbetsgivaravgifter [\d\s]+kr, avdragen skatt [\d\s]+kr\)$/,
  );
  // The month table, 18 months from January 2027, and its chart (the table is its text).
  const table = page.getByTestId('budget-table');
  await expect(table.locator('tbody tr')).toHaveCount(18);
  await expect(table.locator('tbody tr').first().locator('th')).toHaveText('januari 2027');
  await expect(table.locator('thead th')).toHaveText([
    'Månad',
    'Ingående saldo',
    'Inbetalningar',
    'Utbetalningar',
    'Kostnader',
    'Löner',
    'Moms',
    'Arbetsgivardeklaration',
    'F-skatt',
    'Uttag',
    'Utgående saldo',
  ]);
  await expect(table.locator('tbody tr').first().locator('td').first()).toHaveText(/^50\s000\skr$/);
  await expect(page.getByTestId('budget-chart').getByRole('img')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the spreadsheet opens in Swedish: BOM, semicolons, a decimal comma, a row per month', async ({
  page,
}) => {
  await page.goto(
    '/likviditetsbudget?form=ab&start=2027-01-15&moms=kvartal&anstallda=ja&salj=100000&kmm=20000&lon=30000&saldo=50000',
  );
  const button = page.getByRole('button', { name: 'Ladda ner som kalkylblad (.csv)' });
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('startklar-likviditetsbudget.csv');
  const bytes = Buffer.concat(await (await file.createReadStream()).toArray());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = bytes
    .subarray(3)
    .toString('utf8')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(';'));
  expect(rows[0]?.[0]).toBe('Månad');
  expect(rows).toHaveLength(19);
  expect(rows[1]?.[0]).toBe('januari 2027');
  // Whole kronor without digit groups; the opening balance of the first month is what was typed.
  expect(rows[1]?.[1]).toBe('50000');
  // The table on the page says the same as the file, month by month.
  const closing = await page
    .getByTestId('budget-table')
    .locator('tbody tr td:last-child')
    .allTextContents();
  expect(closing.map((text) => text.replace(/\s|kr/g, ''))).toEqual(
    rows.slice(1).map((row) => row.at(-1)),
  );
});

test('text, a negative amount and an absurd size get a Swedish message beside the field and keep what was typed', async ({
  page,
}) => {
  await page.goto('/likviditetsbudget?form=ef&start=2027-01-15&moms=ar');
  const sales = field(page, LABEL.sales);
  await sales.fill('tusen');
  await expect(sales).toHaveValue('tusen');
  await expect(sales).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('budget-waiting')).toHaveText(
    'Rätta det som är markerat bland siffrorna, så räknar vi fram budgeten igen.',
  );
  await sales.fill('-5000');
  await expect(page.getByText(/minustecken/)).toBeVisible();
  await sales.fill('999 999 999');
  await expect(page.getByText(/orimligt mycket/)).toBeVisible();
  await expect(sales).toHaveValue('999 999 999');
  await sales.fill('80 000');
  await expect(sales).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('budget-table')).toBeVisible();
});

test('a slow start: the month the balance first goes below zero, and what causes it', async ({
  page,
}) => {
  // Costs and salaries from the first month, customers who pay after 30 days, little money.
  await page.goto(
    '/likviditetsbudget?form=ab&start=2027-01-15&moms=kvartal&anstallda=ja&salj=60000&kmm=30000&kum=20000&lon=40000&saldo=10000',
  );
  const negative = page.getByTestId('budget-negative');
  await expect(negative).toContainText(/^Saldot blir negativt i januari 2027/);
  await expect(negative).toContainText(/Utgående saldo −[\d\s]+kr\./);
  // A month of its own: January's sales put up, the rest as before.
  await page.getByRole('combobox', { name: 'Månad' }).selectOption('2027-01');
  await field(page, 'Försäljning utan moms, januari 2027').fill('0');
  await expect(page).toHaveURL(/salj\.2027-01=0/);
  // Figures stay plain in a shared address: `salj=60000`, never `salj=%2260000%22`.
  expect(page.url()).toMatch(/[?&]salj=60000(&|$)/);
});

test('the start plan shows each deadline’s amount once a budget exists, and the pages link to each other', async ({
  page,
}) => {
  await page.goto(
    '/startplan?form=ab&start=2027-01-15&moms=kvartal&anstallda=ja&salj=100000&kmm=20000&lon=30000&saldo=50000',
  );
  const moms = page.getByTestId('deadline').filter({ hasText: 'Momsdeklaration' }).first();
  await moms.scrollIntoViewIfNeeded();
  await expect(page.getByTestId('deadline-amount').first()).toHaveText(
    /^Enligt din likviditetsbudget: [\d\s]+kr/,
  );
  await page
    .getByRole('link', {
      name: 'Din likviditetsbudget: beloppen för moms, arbetsgivardeklarationer och F-skatt',
    })
    .click();
  await expect(page).toHaveURL(/\/likviditetsbudget/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Din likviditetsbudget');
  await page.goto('/article/likviditetsbudget');
  await expect(page.getByRole('link', { name: 'Din likviditetsbudget' })).toHaveAttribute(
    'href',
    '/likviditetsbudget',
  );
  await page.goto('/raknare');
  await expect(page.getByRole('link', { name: 'Gör din likviditetsbudget' })).toBeVisible();
});

test.describe('signed in', () => {
  test('the budget is saved with the plan in the account and comes back; a failed save says so and keeps the figures', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/likviditetsbudget?form=ef&start=2027-01-15&moms=ar&salj=50000');
    const subscription = page.getByRole('region', { name: 'Prenumerera på kalendern' });
    await expect(
      subscription.getByRole('textbox', { name: 'Kalenderns hemliga adress' }),
    ).toBeVisible();
    await failNext(
      page,
      { method: 'PATCH', path: '/rest/v1/startplans', prefix: true },
      { status: 500 },
    );
    await field(page, LABEL.salary).fill('25 000');
    await expect(subscription.getByRole('alert')).toContainText(
      'Vi kunde inte spara planen i ditt konto.',
    );
    await expect(field(page, LABEL.salary)).toHaveValue('25 000');
    await field(page, LABEL.costsNoVat).fill('5000');
    await expect(subscription.getByRole('alert')).toHaveCount(0);
    // Another visit, this browser's copy gone: the account's plan and budget come back.
    await page.evaluate(() => localStorage.removeItem('startklar:startplan'));
    await page.goto('/likviditetsbudget');
    await expect(field(page, LABEL.sales)).toHaveValue('50000');
    await expect(field(page, LABEL.salary)).toHaveValue('25 000');
    // 'Visa beloppen i prenumerationen' is off until ticked.
    const amounts = subscription.getByRole('checkbox', { name: 'Visa beloppen i prenumerationen' });
    await expect(amounts).not.toBeChecked();
    const address = await subscription
      .getByRole('textbox', { name: 'Kalenderns hemliga adress' })
      .inputValue();
    const feed = async () => page.evaluate(async (url) => (await fetch(url)).text(), address);
    expect(await feed()).not.toContain('Belopp enligt din likviditetsbudget');
    await subscription.getByText('Visa beloppen i prenumerationen', { exact: true }).click();
    await expect(amounts).toBeChecked();
    await expect.poll(feed).toContain('Belopp enligt din likviditetsbudget');
  });
});

test.describe('before the app has started', () => {
  test.use({ actBeforeStart: true });

  test('figures typed early are there once the app runs', async ({ page }) => {
    await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/likviditetsbudget', { waitUntil: 'domcontentloaded' });
    await field(page, LABEL.sales).fill('70 000');
    expect(
      await page.evaluate(() => performance.getEntriesByName('startklar:app-ready').length),
    ).toBe(0);
    await page.waitForFunction(
      () => performance.getEntriesByName('startklar:app-ready').length > 0,
    );
    await expect(page).toHaveURL(/salj=70(\+|%20)000/);
    await expect(field(page, LABEL.sales)).toHaveValue('70 000');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page says what it does and that it needs JavaScript', async ({ page }) => {
    const response = await page.goto('/likviditetsbudget');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Din likviditetsbudget');
    await expect(
      page.locator('main p', { hasText: 'Din likviditetsbudget räknas fram här i webbläsaren' }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: LABEL.sales, exact: true })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    // An address with figures is never sent on to another site.
    expect(response?.headers()['referrer-policy']).toMatch(
      /^(no-referrer|strict-origin|same-origin)/,
    );
  });
});
