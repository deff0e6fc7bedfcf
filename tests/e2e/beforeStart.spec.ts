import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { freshEmail, toast } from './helpers/signIn';

/**
 * A prerendered page before its app has started, as an impatient visitor meets it: the CPU slowed
 * 4 × and the app's module held back until the visitor has acted (at least 2 s, as a slow
 * connection would), the visitor acts right after `domcontentloaded`,
 * and each action's effect is checked once the app has started (src/app/early: the early event
 * contract holds what was done, the app carries it out). Then the same pages with JavaScript off.
 */

/** Marked by the app once the page is hydrated and what was held has been carried out. */
const READY = 'startklar:app-ready';
/** The app's module (src/app/main.tsx), which the first script imports after the first paint. */
const ENTRY_SCRIPT = /\/assets\/main-[^/]+\.js$/;
const HOLD_MS = 2_000;

/** Per page: lets its held entry script go (the visitor is done acting). */
const releases = new WeakMap<Page, () => void>();

// Slowed pages: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

/** Opens `path` as a slow phone gets it, and returns once its HTML is parsed. */
async function openEarly(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Held at least HOLD_MS, and until the test has acted: however slow the machine, the visitor's
  // actions all happen before the app starts.
  let release = () => {};
  const acted = new Promise<void>((resolve) => (release = resolve));
  releases.set(page, release);
  const held = new Promise<void>((resolve) => setTimeout(resolve, HOLD_MS));
  await page.route(ENTRY_SCRIPT, async (route) => {
    await Promise.all([held, acted]);
    await route.continue();
  });
  return page.goto(path, { waitUntil: 'domcontentloaded' });
}

/** What the visitor did happened before the app had started (else the test proves nothing). */
async function expectNotStarted(page: Page): Promise<void> {
  expect(
    await page.evaluate((mark) => performance.getEntriesByName(mark).length, READY),
    'the app had already started',
  ).toBe(0);
}

async function appStarted(page: Page): Promise<void> {
  releases.get(page)?.();
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, READY, {
    timeout: 30_000,
  });
}

/**
 * Every value a script writes into the page's search fields (the visitor's typing is no write),
 * in order: the app's first render writes the value it knows, the early contract the typed one.
 */
function recordSearchFieldWrites(page: Page): () => Promise<string[]> {
  void page.addInitScript(() => {
    const writes: string[] = [];
    (window as unknown as { __searchWrites: string[] }).__searchWrites = writes;
    const value = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');
    if (!value?.set || !value.get) return;
    const { get, set } = value;
    Object.defineProperty(HTMLInputElement.prototype, 'value', {
      ...value,
      get,
      set(this: HTMLInputElement, next: string) {
        if (this.type === 'search') writes.push(next);
        set.call(this, next);
      },
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __searchWrites: string[] }).__searchWrites);
}

/** The scroll positions the page reports after the test has read where the visitor scrolled. */
function recordScrollsAfterReading(page: Page): () => Promise<number[]> {
  void page.addInitScript(() => {
    const seen: number[] = [];
    (window as unknown as { __scrolls: number[] }).__scrolls = seen;
    addEventListener('scroll', () => {
      if ((window as unknown as { __scrollRead?: boolean }).__scrollRead) seen.push(window.scrollY);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __scrolls: number[] }).__scrolls);
}

/** Every address the page navigated to or requested, to prove that no form field is in one. */
function recordAddresses(page: Page): string[] {
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  page.on('framenavigated', (frame) => addresses.push(frame.url()));
  return addresses;
}

test.describe('impatient visitor', () => {
  test.use({ actBeforeStart: true });

  test('a tap on "Starta företagstestet" opens the test once the app runs', async ({ page }) => {
    await openEarly(page, '/');
    await page.getByRole('button', { name: 'Starta företagstestet' }).click();
    await expectNotStarted(page);

    await appStarted(page);
    const quiz = page.getByRole('region', { name: 'Företagstestet' });
    await expect(quiz).toBeVisible();
    await expect(quiz.getByRole('button', { name: 'Nästa fråga' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Starta företagstestet' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('a tap on "Meny" at 390 px opens the drawer once the app runs', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openEarly(page, '/');
    await page.getByRole('button', { name: 'Meny' }).click();
    await expectNotStarted(page);

    await appStarted(page);
    const drawer = page.getByRole('dialog', { name: 'Meny' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Artiklar' })).toBeVisible();
  });

  test('"moms" typed into the article search stays, and the search finds it', async ({ page }) => {
    const writes = recordSearchFieldWrites(page);
    await openEarly(page, '/articles');
    const field = page.getByRole('searchbox', { name: 'Sök artiklar eller innehåll' });
    await field.pressSequentially('moms');
    await expectNotStarted(page);

    await appStarted(page);
    const results = page.getByRole('region', { name: /^Sökresultat/ });
    // The site search's index (≈ 900 KB of script, issue 58) loads once the app has started, here
    // on a CPU slowed 4 × beside the suite's other worker: seen taking over 7 s in CI.
    await expect(page.getByRole('heading', { name: /^Sökresultat \(\d+\)$/ })).toBeVisible({
      timeout: 20_000,
    });
    await expect(results.getByRole('link', { name: /moms/i })).not.toHaveCount(0);
    await expect(field).toHaveValue('moms');
    // Start-up moved neither the focus nor the caret.
    await expect(field).toBeFocused();
    expect(await field.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(4);
    // Whatever the app wrote into the field while it started (its first render writes the value
    // it knows), the last word is what the visitor typed ...
    expect((await writes()).at(-1)).toBe('moms');
    // ... and the field, the search and the visitor agree: typing on continues from it.
    await field.pressSequentially(' skatt');
    await expect(field).toHaveValue('moms skatt');
    await expect(results.getByRole('link', { name: /skatt/i })).not.toHaveCount(0);
  });

  test('/register filled in and sent with Enter: sent once the app runs, no field in any address', async ({
    page,
  }) => {
    const addresses = recordAddresses(page);
    const email = freshEmail('tidig');
    await openEarly(page, '/register');
    await page.getByLabel('E-postadress').fill(email);
    await page.getByLabel('Telefonnummer').fill('070-123 45 67');
    await page.getByLabel('Förnamn').fill('Tove');
    await page.getByLabel('Efternamn').fill('Tidigsson');
    await page.getByLabel('Adress', { exact: true }).fill('Storgatan 1, 411 38 Göteborg');
    await page.getByLabel('Adress', { exact: true }).press('Enter');
    await expectNotStarted(page);
    expect(page.url()).toMatch(/\/register$/);

    await appStarted(page);
    await expect(toast(page, 'Verifieringskod skickad!')).toBeVisible();
    await expect(page).toHaveURL(`/verify?email=${encodeURIComponent(email)}`);
    // The spec's /verify?email= carries the address; nothing else of the form is in any address.
    // (The address itself is left out of the check: its random digits may hold '070'.)
    const leaked = addresses.filter((address) =>
      /telefon|fornamn|efternamn|adress|Tidigsson|Storgatan|070/i.test(
        decodeURIComponent(address).replaceAll(email, ''),
      ),
    );
    expect(leaked).toEqual([]);
    expect(addresses.filter((address) => address.includes('/register?'))).toEqual([]);
  });

  test('a page scrolled before start-up stays where the visitor scrolled', async ({ page }) => {
    const scrolls = recordScrollsAfterReading(page);
    await openEarly(page, '/articles');
    await page.mouse.wheel(0, 2_500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2_000);
    // Inter and the whole stylesheet come after the first paint, start-up or not: when Inter sets a
    // title above the fold on one line fewer, the browser keeps the visitor's place (scroll
    // anchoring) by changing scrollY. Read the position once they are in.
    await page.waitForFunction(
      () =>
        document.fonts.status === 'loaded' &&
        document.fonts.check('16px "Inter Variable"') &&
        [...document.styleSheets].some((sheet) => sheet.href?.endsWith('.css')),
    );
    const scrolled = await page.evaluate(() => {
      (window as unknown as { __scrollRead?: boolean }).__scrollRead = true;
      return window.scrollY;
    });
    await expectNotStarted(page);

    await appStarted(page);
    // Start-up (the router's first render, the content's hydration) is over; a scroll it made
    // would be reported by the frames that follow. Two frames on, no scroll event has moved the
    // page from where the visitor left it.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect((await scrolls()).filter((y) => y !== scrolled)).toEqual([]);
  });

  test('/statecharts is a page (200, noindex) with a loading state until the view is drawn', async ({
    page,
  }) => {
    const response = await openEarly(page, '/statecharts');
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('heading', { name: 'Tillståndsdiagram', level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Laddar diagrammen' })).toBeVisible();
    await expect(page.getByText('Sidan kunde inte hittas')).toHaveCount(0);
    await expectNotStarted(page);

    await appStarted(page);
    await expect(page.getByRole('navigation', { name: 'Maskiner' })).toBeVisible();
    await expect(page.getByText('Laddar diagrammen')).toHaveCount(0);
  });

  test('/login: an address sent before start-up gets its code once the app runs', async ({
    page,
  }) => {
    const email = freshEmail('snabb');
    await openEarly(page, '/login');
    await page.getByLabel('E-postadress').fill(email);
    await page.getByLabel('E-postadress').press('Enter');
    await expectNotStarted(page);

    await appStarted(page);
    await expect(toast(page, 'Verifieringskod skickad!')).toBeVisible();
    await expect(page).toHaveURL(`/verify?email=${encodeURIComponent(email)}`);
  });

  test('/verify: a short code typed and sent before start-up is kept and gets its message', async ({
    page,
  }) => {
    await openEarly(page, '/verify?email=tidig%40example.se');
    const code = page.getByRole('textbox', { name: 'Verifieringskod' });
    await code.fill('12');
    await code.press('Enter');
    await expectNotStarted(page);

    await appStarted(page);
    await expect(
      page
        .getByRole('form', { name: 'Skriv in koden' })
        .getByText('Vänligen ange en giltig 6-siffrig verifieringskod.'),
    ).toBeVisible();
    await expect(code).toHaveValue('12');
    await expect(page.getByText('tidig@example.se').first()).toBeVisible();
  });

  test('a calculator: an amount and a choice made before start-up are computed', async ({
    page,
  }) => {
    await openEarly(page, '/raknare/moms');
    await page
      .getByRole('radiogroup', { name: 'Beloppet är' })
      .getByText('Inklusive moms', { exact: true })
      .click();
    const amount = page.getByRole('textbox', { name: 'Belopp' });
    await amount.fill('2 000');
    await expectNotStarted(page);

    await appStarted(page);
    await expect(
      page.getByRole('radiogroup', { name: 'Beloppet är' }).getByRole('radio', {
        name: /^Inklusive moms/,
      }),
    ).toBeChecked();
    await expect(amount).toHaveValue('2 000');
    // 2 000 kr including 25 % holds 400 kr VAT.
    await expect(page.getByTestId('line-moms')).toHaveText(/^400\skr$/);
    await expect(page.getByTestId('line-exkl')).toHaveText(/^1\s600\skr$/);
  });

  /** Presses `target` while the page is its HTML, and lets go once the app runs. */
  async function pressAcrossTheStart(page: Page, target: Locator): Promise<void> {
    const box = await target.boundingBox();
    if (!box) throw new Error(`nothing drawn for ${target.toString()}`);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await expectNotStarted(page);
    await appStarted(page);
    await page.mouse.up();
  }

  // The app never saw such a press begin (the contract kept it from the app); the tap counts.
  test('a choice pressed before start-up and let go after it is made', async ({ page }) => {
    await openEarly(page, '/raknare/moms');
    const rates = page.getByRole('radiogroup', { name: 'Momssats' });
    await pressAcrossTheStart(page, rates.getByText('6 %', { exact: true }));
    await expect(rates.getByRole('radio', { name: /^6 %/ })).toBeChecked();
    await expect(page).toHaveURL(/sats=6(&|$)/);
    // 1 000 kr excluding 6 % is 1 060 kr including.
    await expect(page.getByTestId('line-inkl')).toHaveText(/^1\s060\skr$/);
  });

  test('"Meny" pressed before start-up and let go after it opens the drawer, once', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openEarly(page, '/');
    await pressAcrossTheStart(page, page.getByRole('button', { name: 'Meny' }));
    const drawer = page.getByRole('dialog', { name: 'Meny' });
    await expect(drawer).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Meny' })).toHaveCount(1);
  });

  test('a search address (?search=) is honoured once the app runs', async ({ page }) => {
    // The address the search form sends without JavaScript (no need to be early here).
    await page.goto('/articles?search=moms');
    await appStarted(page);
    await expect(page.getByRole('searchbox', { name: 'Sök artiklar eller innehåll' })).toHaveValue(
      'moms',
    );
    await expect(page.getByRole('heading', { name: /^Sökresultat \(\d+\)$/ })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('at 390 px "Meny" opens the menu and its links work', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/articles');
    const menu = page.getByRole('dialog', { name: 'Meny' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Meny' }).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Mitt Konto' })).toBeVisible();
    await menu.getByRole('button', { name: 'Stäng menyn' }).click();
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Meny' }).click();
    await menu.getByRole('link', { name: 'Vanliga frågor' }).click();
    await expect(page).toHaveURL('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vanliga frågor');
  });

  test('every link of the navigation and the footer leads to a page', async ({ page, request }) => {
    await page.goto('/');
    const hrefs = await page
      .locator('header a[href^="/"], footer a[href^="/"]')
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
    expect(hrefs.length).toBeGreaterThan(8);
    for (const href of hrefs) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
  });

  test('the search boxes are forms to ?search=', async ({ page }) => {
    await page.goto('/articles');
    await page.getByRole('searchbox', { name: 'Sök artiklar eller innehåll' }).fill('moms');
    await page.getByRole('searchbox', { name: 'Sök artiklar eller innehåll' }).press('Enter');
    await expect(page).toHaveURL('/articles?search=moms');

    await page.goto('/blog');
    await page.getByRole('searchbox', { name: 'Sök i bloggen' }).fill('moms');
    await page.getByRole('searchbox', { name: 'Sök i bloggen' }).press('Enter');
    await expect(page).toHaveURL('/blog?search=moms');
  });

  test('a form says that it needs JavaScript and sends nothing', async ({ page }) => {
    const addresses = recordAddresses(page);
    await page.goto('/register');
    // (Playwright's text locators skip <noscript>, which the browser shows with JavaScript off.)
    await expect(
      page.locator('form p', { hasText: 'Formuläret behöver JavaScript.' }),
    ).toBeVisible();
    await page.getByLabel('E-postadress').fill('ingen.js@example.se');
    await page.getByLabel('Förnamn').fill('Nils');
    await page.getByLabel('Förnamn').press('Enter');
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await expect(page).toHaveURL('/register');
    await expect(page.getByLabel('Förnamn')).toHaveValue('Nils');
    expect(addresses.filter((address) => address.includes('?'))).toEqual([]);
  });
});
