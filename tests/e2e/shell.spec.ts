import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';

const NAV = [
  ['Blogg', '/blog'],
  ['Om oss', '/about'],
  ['Information', '/information'],
  ['Artiklar', '/articles'],
  ['Företagslistan', '/foretagslistan'],
  ['Vanliga frågor', '/faq'],
  ['Hjälp', '/help'],
] as const;

/** Every route of the spec's route table (with a sample id where it takes one). */
const ROUTES = [
  '/',
  '/about',
  '/blog',
  '/information',
  '/articles',
  '/foretagslistan',
  '/faq',
  '/help',
  '/terms',
  '/login',
  '/register',
  '/verify?email=anna%40example.se',
  '/quiz',
  '/test-results',
  '/article/enskild-firma',
  '/article-category/Skatter',
  '/category/Ekonomi',
] as const;

/** Scrolls to the bottom and reports the scroll position (retried by expect.poll). */
function scrollToBottom(page: Page): () => Promise<number> {
  return () =>
    page.evaluate(() => {
      window.scrollTo(0, document.body.scrollHeight);
      return window.scrollY;
    });
}

function expectedTitle(pathname: string): string {
  const first = pathname.split('/').find(Boolean);
  if (!first) return 'Startklar - Din guide till företagande';
  const segment = decodeURIComponent(first);
  return `${segment.charAt(0).toUpperCase()}${segment.slice(1)} | Startklar`;
}

test.describe('app shell', () => {
  test('the navigation bar is fixed, 64 px high, with the seven links and the account area', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.locator('header').first();
    await expect(header).toHaveCSS('position', 'fixed');
    expect((await header.boundingBox())?.height).toBe(64);
    const nav = page.getByRole('navigation', { name: 'Huvudmeny', exact: true });
    for (const [label, href] of NAV) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'href',
        href,
      );
    }
    await expect(nav.getByRole('link', { name: 'Mitt Konto' })).toHaveAttribute('href', '/login');
    await page.getByRole('link', { name: 'Startklar, till startsidan' }).click();
    await expect(page).toHaveURL('/');
  });

  // Every route is also scanned with axe (zero violations) in its own spec: reading, pages, auth,
  // account and quiz; this test checks the title rule on all of them in one place.
  test('every route has its title', async ({ page }) => {
    test.setTimeout(90_000); // seventeen page loads in one test
    for (const route of ROUTES) {
      await page.goto(route);
      await expect(page.locator('main h1').first()).toBeVisible();
      const pathname = new URL(page.url()).pathname;
      await expect(page).toHaveTitle(expectedTitle(pathname));
    }
  });

  test('reading a page contacts no backend and registers no demo worker', async ({ page }) => {
    const backendCalls: string[] = [];
    page.on('request', (request) => {
      if (
        request.url().includes('/supabase-demo/') ||
        request.url().includes('mockServiceWorker')
      ) {
        backendCalls.push(request.url());
      }
    });
    await page.goto('/about');
    await page.getByRole('link', { name: 'Artiklar', exact: true }).first().click();
    await expect(page).toHaveURL('/articles');
    await page.waitForLoadState('networkidle');
    expect(backendCalls).toEqual([]);
    expect(
      await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length)),
    ).toBe(0);
  });

  test('the footer has the heading, contact, tagline and social links in new tabs', async ({
    page,
  }) => {
    await page.goto('/about');
    const footer = page.locator('footer');
    await expect(footer.getByRole('heading', { name: 'STARTKLAR', level: 2 })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'hej@startklar.se' })).toBeVisible();
    await expect(footer).toContainText('Göteborg');
    await expect(footer.getByRole('heading', { name: 'Följ oss' })).toBeVisible();
    for (const [name, href] of [
      ['Facebook', 'https://www.facebook.com/startklar'],
      ['Instagram', 'https://www.instagram.com/startklar'],
      ['LinkedIn', 'https://www.linkedin.com/company/startklar'],
    ] as const) {
      const link = footer.getByRole('link', { name: new RegExp(name) });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });

  test('unknown routes and malformed parameters show the Swedish 404 page', async ({ page }) => {
    for (const url of [
      '/finns-inte',
      '/blog/a/b/c',
      '/category/%E0%A4%A',
      '/article-category/%E0%A4%A',
    ]) {
      await page.goto(url);
      await expect(
        page.getByRole('heading', { name: 'Sidan kunde inte hittas', level: 1 }),
      ).toBeVisible();
      await expect(
        page.getByRole('link', { name: 'Till startsidan', exact: true }),
      ).toHaveAttribute('href', '/');
      await expect(page.getByRole('link', { name: 'Till artiklarna' })).toHaveAttribute(
        'href',
        '/articles',
      );
    }
    await expectNoAxeViolations(page);
  });

  test('a route change scrolls to the top; the current route link scrolls smoothly up instead', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/about');
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect.poll(scrollToBottom(page)).toBeGreaterThan(100);
    await page.locator('footer').getByRole('link', { name: 'Användarvillkor' }).click();
    await expect(page).toHaveURL('/terms');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await expect(page.locator('main h1').first()).toBeVisible();
    await expect.poll(scrollToBottom(page)).toBeGreaterThan(100);
    const entries = await page.evaluate(() => history.length);
    await page.locator('footer').getByRole('link', { name: 'Användarvillkor' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => history.length)).toBe(entries);
  });
});

test.describe('mobile drawer @mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens from the right by keyboard and closes by Escape, the close button and navigating', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Huvudmeny', exact: true })).toBeHidden();
    const menu = page.getByRole('button', { name: 'Öppna menyn' });
    await menu.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Meny' });
    await expect(drawer).toBeVisible();
    // Measured once the slide-in has finished: 300 px wide, against the right edge.
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return box ? [Math.round(box.width), Math.round(box.x + box.width)] : null;
      })
      .toEqual([300, 390]);
    for (const [label] of NAV)
      await expect(drawer.getByRole('link', { name: label, exact: true })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Mitt Konto' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await page.getByRole('button', { name: 'Stäng menyn' }).click();
    await expect(drawer).toBeHidden();

    await menu.click();
    await drawer.getByRole('link', { name: 'Hjälp', exact: true }).click();
    await expect(page).toHaveURL('/help');
    await expect(drawer).toBeHidden();
    await expectNoAxeViolations(page);
  });

  test('is 400 px wide from the small breakpoint up', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 900 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Öppna menyn' }).click();
    const drawer = page.getByRole('dialog', { name: 'Meny' });
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return box ? [Math.round(box.width), Math.round(box.x + box.width)] : null;
      })
      .toEqual([400, 600]);
  });
});

test.describe('cookie banner', () => {
  test.use({ consent: null });

  for (const [choice, stored] of [
    ['Acceptera alla', { necessary: true, analytics: true, marketing: true }],
    ['Endast nödvändiga', { necessary: true, analytics: false, marketing: false }],
    ['Avböj alla', { necessary: true, analytics: false, marketing: false }],
  ] as const) {
    test(`'${choice}' is stored and survives a reload`, async ({ page }) => {
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Vi använder cookies' });
      await expect(banner).toBeVisible({ timeout: 3000 });
      await expectNoAxeViolations(page);
      await banner.getByRole('button', { name: choice }).click();
      await expect(banner).toBeHidden();
      const value = await page.evaluate(() => localStorage.getItem('cookiePreferences'));
      expect(JSON.parse(value ?? 'null')).toEqual(stored);
      await page.reload();
      await page.waitForTimeout(1500);
      await expect(banner).toBeHidden();
    });
  }

  test('waits 1 s before it appears', async ({ page }) => {
    // Measured inside the page (independent of how busy the machine is): the banner appears no
    // sooner than 1 s after the navigation started, and the app was on screen before it.
    await page.addInitScript(() => {
      const marks: Record<string, number> = {};
      (window as unknown as { __marks: Record<string, number> }).__marks = marks;
      new MutationObserver(() => {
        if (marks.app === undefined && document.querySelector('#root > *')) {
          marks.app = performance.now();
        }
        if (marks.banner === undefined && document.querySelector('[data-testid="cookie-banner"]')) {
          marks.banner = performance.now();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Vi använder cookies' });
    await expect(banner).toBeVisible({ timeout: 5000 });
    const marks = await page.evaluate(
      () => (window as unknown as { __marks: Record<string, number> }).__marks,
    );
    expect(marks.app).toBeDefined();
    expect(marks.banner ?? 0).toBeGreaterThan(marks.app ?? Infinity);
    expect(marks.banner ?? 0).toBeGreaterThanOrEqual(1000);
  });

  test('details allow a custom choice, and the footer reopens the settings', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Vi använder cookies' });
    await banner.getByRole('button', { name: 'Visa detaljer' }).click();
    await expect(banner.getByText('Nödvändiga', { exact: true })).toBeVisible();
    await banner.getByText('Statistik', { exact: true }).click();
    await expect(banner.getByRole('checkbox', { name: /Statistik/ })).toBeChecked();
    await banner.getByRole('button', { name: 'Spara mina val' }).click();
    await expect(banner).toBeHidden();
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('cookiePreferences'))) ?? 'null'),
    ).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
    });
    await page.getByRole('button', { name: 'Cookie-inställningar' }).click();
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('checkbox', { name: /Statistik/ })).toBeChecked();
    await banner.getByRole('button', { name: 'Avböj alla' }).click();
    expect(
      JSON.parse((await page.evaluate(() => localStorage.getItem('cookiePreferences'))) ?? 'null'),
    ).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
    });
  });

  test('a corrupt stored value counts as no choice', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookiePreferences', '{broken'));
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Vi använder cookies' })).toBeVisible({
      timeout: 3000,
    });
  });
});
