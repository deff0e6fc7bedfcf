import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { fixDate } from './helpers/fixedDate';

// Axe scans of long pages: allow more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

/**
 * The calculators compute the visitor's day (the machine reads the clock once the app runs), so
 * each test fixes the page's date: these figures are 2026's whatever day the suite runs. The year
 * switch itself has its own tests (calculatorYears.spec.ts).
 */
const TODAY = new Date('2026-11-27T12:00:00');
test.beforeEach(async ({ page }) => {
  await fixDate(page, TODAY);
});

/**
 * The calculators under /raknare: typing recomputes and rewrites the URL in place, a bad value
 * keeps what was typed with a Swedish message beside it, a shared URL opens with its values, and
 * each page is axe clean. At 390 px (@mobile) one test walks the five calculators: what differs on a
 * phone is the layout, not the arithmetic. Intl writes a no-break space
 * between digit groups and before 'kr': the patterns use \s, which matches it.
 */

/**
 * At 390 px each calculator is one column that fits the screen: the heading, the fields, then the
 * result; a bad value's message shows beside its field and keeps what was typed; axe is clean with
 * the message shown (target sizes and contrast at this width).
 */
const ON_A_PHONE = [
  {
    path: '/raknare/anstalld',
    heading: 'Vad kostar en anställd?',
    field: 'Månadslön',
    bad: 'trettio',
    message: 'Skriv månadslönen med siffror, till exempel 30 000.',
    good: '30 000',
    result: /477\s350\skr om året/,
  },
  {
    path: '/raknare/timpris',
    heading: 'Räkna ut ditt timpris',
    field: 'Önskad månadslön',
    bad: null,
    message: null,
    good: '50000',
    result: /Lägsta timpris \d/,
  },
  {
    path: '/raknare/moms',
    heading: 'Momsräknare',
    field: 'Belopp',
    bad: 'mycket',
    message: 'Skriv beloppet med siffror, till exempel 1 000.',
    good: '1 000',
    result: /1\s250\skr/,
  },
  {
    path: '/raknare/utdelning',
    heading: 'Hur mycket utdelning kan du ta ut till 20 % skatt?',
    field: 'Din ägarandel (%)',
    bad: null,
    message: null,
    good: '100',
    result: /^Gränsbelopp 750\s000\skr\./,
  },
  {
    path: '/raknare/enskild-firma',
    heading: 'Vad blir kvar i enskild firma?',
    field: 'Resultat före egenavgifter (kr)',
    bad: 'femhundra',
    message: 'Skriv resultatet med siffror, till exempel 500 000.',
    good: '500 000',
    result: /^Kvar i enskild firma: 321\s958\skr om året/,
  },
] as const;

test('on a phone every calculator is one column that fits, with its messages, axe clean @mobile', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the layout at 390 px');
  for (const calculator of ON_A_PHONE) {
    await page.goto(calculator.path);
    const heading = page.getByRole('heading', { level: 1, name: calculator.heading });
    await expect(heading).toBeVisible();
    const field = page.getByLabel(calculator.field, { exact: true });
    const summary = page.getByTestId('calculator-summary');
    if (calculator.bad !== null && calculator.message !== null) {
      await field.fill(calculator.bad);
      await expect(page.getByText(calculator.message)).toBeVisible();
      await expect(field).toHaveValue(calculator.bad);
      await expectNoAxeViolations(page);
    }
    await field.fill(calculator.good);
    await expect(summary).toContainText(calculator.result);
    if (calculator.bad === null) await expectNoAxeViolations(page);
    // One column: the field under the heading, the result under the field, all inside 390 px.
    const box = async (locator: Locator) => {
      const found = await locator.boundingBox();
      if (!found) throw new Error(`${calculator.path}: nothing drawn for ${locator.toString()}`);
      return found;
    };
    const top = await box(heading);
    const middle = await box(field);
    const bottom = await box(summary);
    expect(middle.y, calculator.path).toBeGreaterThan(top.y + top.height - 1);
    expect(bottom.y, calculator.path).toBeGreaterThan(middle.y + middle.height - 1);
    for (const box of [top, middle, bottom]) expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth),
      `${calculator.path} scrolls sideways`,
    ).toBe(false);
  }
});

/** Picks an option of a radio group by its visible text, as a visitor clicks it. */
async function choose(page: Page, group: string, option: string): Promise<void> {
  const radios = page.getByRole('radiogroup', { name: group });
  await radios.getByText(option, { exact: true }).click();
  await expect(radios.getByRole('radio', { name: new RegExp(`^${option}`) })).toBeChecked();
}

test('what an employee costs: typing, a bad value, the URL', async ({ page }) => {
  await page.goto('/information');
  await page.getByRole('link', { name: 'Vad kostar en anställd?' }).click();
  await expect(page).toHaveURL(/\/raknare\/anstalld$/);
  // Its own title (decisions.md), not the group's 'Räknare | Startklar'.
  await expect(page).toHaveTitle('Vad kostar en anställd? | Startklar');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vad kostar en anställd?' }),
  ).toBeVisible();
  await expect(page.getByText('Gäller för 2026', { exact: true })).toBeVisible();

  // The worked example is filled in: 30 000 kr for a 35-year-old gives 9 426 kr, and with the
  // sammalöneregeln (the salary goes on during the holiday) a year costs 477 350 kr: 12 × 39 426
  // plus the semestertillägg, 0,43 % × 30 000 × 25 days = 3 225 kr, and 1 013 kr in fees on it.
  const summary = page.getByTestId('calculator-summary');
  await expect(summary).toHaveAttribute('aria-live', 'polite');
  await expect(summary).toContainText(/Arbetsgivaravgifter 9\s426\skr i månaden/);
  await expect(summary).toContainText(/39\s779\skr i månaden och 477\s350\skr om året/);
  await expect(page.getByRole('rowheader', { name: /^Semestertillägg/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // Pay by the hour: the procentregeln's 12 % semesterersättning, and no holiday-days field.
  await choose(page, 'Semesterlön', 'Timlön eller rörlig lön');
  await expect(page).toHaveURL(/semester=procentregeln/);
  await expect(page.getByLabel('Betalda semesterdagar per år')).toHaveCount(0);
  await expect(page.getByRole('rowheader', { name: /^Semesterersättning/ })).toBeVisible();
  await expect(summary).toContainText(/529\s885\skr om året/);
  await choose(page, 'Semesterlön', 'Fast månadslön');
  // More holiday days by agreement: 30 days give 3 870 kr a year.
  const days = page.getByLabel('Betalda semesterdagar per år');
  await days.fill('30');
  await expect(page.getByRole('row', { name: /^Semestertillägg/ })).toContainText(/3\s870\skr/);
  await days.fill('30,5');
  await expect(
    page.getByText('Skriv antalet semesterdagar utan decimaler, till exempel 25.'),
  ).toBeVisible();
  await expect(days).toHaveValue('30,5');
  await days.fill('25');

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

test('hourly rate: a shared URL opens with its values; the form choice goes to the URL', async ({
  page,
}) => {
  // Enskild firma, 50 000 kr, 60 000 kr costs, 6 weeks off, 60 % billable, no margin:
  // 600 000 × 28,97 % − 15 000 (the reduction) = 158 820 in egenavgifter; 600 000 + 158 820
  // + 60 000 = 818 820; (52 − 6) × 40 × 60 % = 1 104 hours; 818 820 / 1 104 = 741,69 → 742 kr.
  await page.goto(
    '/raknare/timpris?lon=50000&form=ef&kostnader=60000&ledigt=6&debiterbart=60&marginal=',
  );
  await expect(page.getByLabel('Önskad månadslön')).toHaveValue('50000');
  await expect(page.getByRole('radio', { name: /Enskild firma/ })).toBeChecked();
  await expect(page.getByTestId('line-debiterbara')).toHaveText(/1\s104 timmar/);
  await expect(page.getByTestId('line-lagsta')).toHaveText(/742\skr/);
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

  // The index lists the five calculators.
  await page.getByRole('link', { name: 'Alla räknare' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Räknare' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link');
  await expect(cards).toHaveText([
    'Vad kostar en anställd?',
    'Räkna ut ditt timpris',
    'Momsräknare',
    'Hur mycket utdelning kan du ta ut till 20 % skatt?',
    'Vad blir kvar i enskild firma?',
  ]);
  await expectNoAxeViolations(page);
});

test('moms: add and remove VAT, a bad amount, the link from an article', async ({ page }) => {
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

test('dividend space: the example, the 50 × cap, bad values, a shared URL, printing', async ({
  page,
}) => {
  await page.goto('/article/utdelning-312-regler');
  await page.getByRole('link', { name: 'Räkna ut ditt gränsbelopp för utdelning' }).click();
  await expect(page).toHaveURL(/\/raknare\/utdelning$/);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Hur mycket utdelning kan du ta ut till 20 % skatt?',
    }),
  ).toBeVisible();
  for (const label of [
    'Din ägarandel (%)',
    'Antal bolag du äger andelar i',
    'Bolagets kontanta löner förra året (kr)',
    'Din egen lön förra året (kr)',
    'Omkostnadsbelopp för dina aktier (kr)',
    'Statslåneränta 30 november 2025 (%)',
    'Sparat utdelningsutrymme (kr)',
    'Planerad utdelning (kr)',
    'Kommunalskatt (%)',
  ]) {
    await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  }

  // The example: 100 %, one company, 1 500 000 kr in wages, 700 000 kr own salary.
  const summary = page.getByTestId('calculator-summary');
  await expect(summary).toHaveText(
    /^Gränsbelopp 750\s000\skr\. Skatt på utdelningen 120\s000\skr\. Sparas till nästa år: 150\s000\skr\.$/,
  );
  await expect(page.getByTestId('line-grundbelopp')).toHaveText(/^322\s400\skr$/);
  await expect(page.getByTestId('line-lonebaserat')).toHaveText(/^427\s600\skr$/);
  await expect(page.getByTestId('line-kommunalskatt')).toHaveCount(0);
  await expect(page.getByTestId('line-rantedel')).toHaveText(/^0\skr$/);
  const rate = page.getByLabel('Statslåneränta 30 november 2025 (%)');
  await expect(rate).toHaveValue('');
  await expect(page.getByRole('link', { name: /^Riksgälden: statslåneräntan/ })).toHaveAttribute(
    'href',
    'https://www.riksgalden.se/sv/var-verksamhet/statslanerantan/',
  );
  await expectNoAxeViolations(page);

  // An omkostnadsbelopp above 100 000 kr: without the statslåneränta the räntedel is left out
  // and the page asks for it; with it, (500 000 − 100 000) × (2,5 % + 9 %) = 46 000 kr is the
  // fourth part and the gränsbelopp is 796 000 kr. (2,5 % is typed here, not the 2025 rate.)
  const costBasis = page.getByLabel('Omkostnadsbelopp för dina aktier (kr)');
  await costBasis.fill('500 000');
  await expect(page.getByTestId('line-rantedel')).toHaveText('Tillkommer');
  await expect(page.getByRole('rowheader', { name: 'Gränsbelopp, utan räntedel' })).toBeVisible();
  await expect(page.getByText(/^Ditt omkostnadsbelopp är större än 100\s000\skr\./)).toBeVisible();
  await rate.fill('2,5');
  await expect(page.getByTestId('line-rantedel')).toHaveText(/^46\s000\skr$/);
  await expect(page.getByTestId('line-gransbelopp')).toHaveText(/^796\s000\skr$/);
  await expect(page.getByText(/^Ditt omkostnadsbelopp är större än/)).toHaveCount(0);
  await expect(page).toHaveURL(/statslaneranta=2%2C5/);
  await rate.fill('25');
  await expect(
    page.getByText(/^Statslåneräntan behöver vara mellan −5\s% och 20\s%\.$/),
  ).toBeVisible();
  await expect(rate).toHaveValue('25');
  // A negative rate counts as 0 % (prop. 2016/17:24): 400 000 × 9 %, not 8,91 %.
  await rate.fill('-0,09');
  await expect(page.getByTestId('line-rantedel')).toHaveText(/^36\s000\skr$/);
  await rate.fill('');
  await costBasis.fill('25 000');
  await expect(summary).toHaveText(
    /^Gränsbelopp 750\s000\skr\. Skatt på utdelningen 120\s000\skr\. Sparas till nästa år: 150\s000\skr\.$/,
  );

  // A small own salary: the 50 × cap binds and says so; the URL follows without a new entry.
  const historyLength = await page.evaluate(() => history.length);
  await page.getByLabel('Bolagets kontanta löner förra året (kr)').fill('5 000 000');
  await page.getByLabel('Din egen lön förra året (kr)').fill('20 000');
  await expect(page.getByTestId('line-lonebaserat')).toHaveText(/^1\s000\s000\skr$/);
  await expect(page.getByText(/^Taket begränsar det lönebaserade utrymmet/)).toBeVisible();
  await expect(page).toHaveURL(/lon=20\+000/);
  expect(await page.evaluate(() => history.length)).toBe(historyLength);

  // Bad values keep what was typed, with a Swedish message beside the field.
  const holding = page.getByLabel('Din ägarandel (%)');
  await holding.fill('0');
  await expect(
    page.getByText(/^Ägarandelen behöver vara mellan 0,01\s% och 100\s%\.$/),
  ).toBeVisible();
  await expect(holding).toHaveValue('0');
  await expect(holding).toHaveAttribute('aria-invalid', 'true');
  await expect(summary).toContainText('Rätta det som är markerat');
  await holding.fill('');
  await expect(page.getByText('Fyll i ägarandelen.')).toBeVisible();
  await holding.fill('50,5');
  await expect(holding).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('line-grundbelopp')).toHaveText(/^162\s812\skr$/);
  await expectNoAxeViolations(page);

  // Printing: the machine asks the browser for its print dialog; on paper the frame is left out.
  await page.evaluate(() => {
    const counter = window as unknown as { printed: number };
    counter.printed = 0;
    window.print = () => {
      counter.printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Skriv ut' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Skriv ut' })).toBeHidden();
  await expect(summary).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // A shared URL opens with its values.
  await page.goto('/raknare/utdelning?andel=50&loner=3000000&lon=600000&utdelning=0');
  await expect(page.getByLabel('Din ägarandel (%)')).toHaveValue('50');
  await expect(summary).toHaveText(/^Gränsbelopp 588\s800\skr\. Allt sparas till nästa år\.$/);

  // ... the statslåneränta too: 588 800 + (300 000 − 100 000) × 11,5 % = 611 800 kr.
  await page.goto(
    '/raknare/utdelning?andel=50&loner=3000000&lon=600000&utdelning=0&omkostnad=300000&statslaneranta=2%2C5',
  );
  await expect(page.getByLabel('Statslåneränta 30 november 2025 (%)')).toHaveValue('2,5');
  await expect(page.getByTestId('line-rantedel')).toHaveText(/^23\s000\skr$/);
  await expect(summary).toHaveText(/^Gränsbelopp 611\s800\skr\. Allt sparas till nästa år\.$/);
});

test('what a sole trader keeps: Skatteverket’s figures, the aktiebolag beside it, bad values', async ({
  page,
}) => {
  await page.goto('/article/enskild-firma');
  await page.getByRole('link', { name: 'Vad blir kvar i enskild firma?' }).click();
  await expect(page).toHaveURL(/\/raknare\/enskild-firma$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vad blir kvar i enskild firma?' }),
  ).toBeVisible();
  // 500 000 kr: egenavgifter of 100 682 kr with the reduction Skatteverket makes by itself, and
  // 321 958 kr left (8 794 kr more than without it).
  await expect(page.getByTestId('calculator-summary')).toContainText(
    /^Kvar i enskild firma: 321\s958\skr om året, 26\s830\skr i månaden\./,
  );
  await expect(page.getByTestId('firma-egenavgifter-year')).toHaveText(/^−100\s682\skr$/);
  await expect(
    page.getByText(/minus nedsättningen 15\s000\skr som Skatteverket gör själv/),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // A result that leaves 360 000 kr after egenavgifter in Stockholm (30,55 %): Skatteverket's
  // own calculation of 360 000 kr gives jobbskatteavdrag 37 132 kr and kommunalskatt 101 426 kr.
  await page.goto('/raknare/enskild-firma?resultat=449292&kommunalskatt=30,55');
  await expect(page.getByLabel('Resultat före egenavgifter (kr)')).toHaveValue('449292');
  await expect(page.getByTestId('firma-egenavgifter-year')).toHaveText(/^−89\s292\skr$/);
  await expect(page.getByTestId('skatt-kommunalskatt')).toHaveText(/^101\s426\skr$/);
  await expect(page.getByTestId('skatt-jobbskatteavdrag')).toHaveText(/^−37\s132\skr$/);
  await expect(page.getByTestId('firma-kvar-year')).toHaveText(/^296\s022\skr$/);
  await expect(page.getByTestId('ab-lon-year')).toHaveText(/^341\s875\skr$/);

  const result = page.getByLabel('Resultat före egenavgifter (kr)');
  for (const [typed, message] of [
    ['', 'Fyll i resultatet.'],
    ['femhundra', 'Skriv resultatet med siffror, till exempel 500 000.'],
    ['-5 000', /^Resultatet behöver vara mellan 0\skr och 100\s000\s000\skr\.$/],
    ['1 000 000 000', /^Resultatet behöver vara mellan 0\skr och 100\s000\s000\skr\.$/],
  ] as const) {
    await result.fill(typed);
    await expect(page.getByText(message)).toBeVisible();
    await expect(result).toHaveValue(typed);
  }
  await result.fill('400 000,50');
  await expect(page.getByTestId('firma-resultat-year')).toHaveText(/^400\s001\skr$/);
  await expectNoAxeViolations(page);
});
