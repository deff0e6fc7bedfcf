import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.mjs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The site as the public reaches it: under a host name that is not a local, development or
 * preview one (the reserved `.test` domain, mapped to the preview server), so the host rule grants
 * nobody the editing UI. Every other end-to-end test runs on `localhost`, where everyone gets it.
 */
const origin = `http://startklar.test:${process.env.E2E_PORT ?? 4173}`;
test.use({
  baseURL: origin,
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--host-resolver-rules=MAP startklar.test 127.0.0.1',
      // A secure context, as the hosted https site is (the demo's worker needs one).
      `--unsafely-treat-insecure-origin-as-secure=${origin}`,
    ],
  },
});

/**
 * Scripts of the editors (machines, the content_items service, controls and views): a reader's
 * page loads none of them (the text's own frame, ContentEditorFrame, is the reader's).
 */
const EDITOR_CODE =
  /\/(contentEditor|ContentEditor|ContentEditorViews|blogMetaEditor|BlogMetaEditor|LiveContentEditor|LiveBlogMeta|BlogMetaControls|contentItems)-[\w-]+\.js$/;

/** The editors' scripts the page requests from now on (their paths, as they are requested). */
function editorScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === 'script' && EDITOR_CODE.test(path)) scripts.push(path);
  });
  return scripts;
}

test("a reader's article loads none of the editor's code; the session flag brings the editor", async ({
  page,
}) => {
  const scripts = editorScripts(page);
  await page.goto('/article/aktiebolag');
  await expect(page.locator('main [data-minimarkup]')).toContainText(
    'Aktiebolag är den vanligaste företagsformen',
  );
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Redigering laddas' })).toHaveCount(0);

  // Global edit mode (the session flag) gives this tab the editing UI on any host.
  await page.evaluate(() => window.sessionStorage.setItem('enable_edit_mode', 'true'));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
});

test("a reader's blog post loads none of the editors' code and shows the published post; the session flag brings the editor", async ({
  page,
}) => {
  const scripts = editorScripts(page);
  await page.goto('/blog-post/satt-granser-ledighet-eget-foretag');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Sätt gränser: så tar du ledigt när du driver eget');
  await expect(page.locator('main [data-minimarkup]')).toContainText(/\S/);
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
  await expect(page.getByRole('button', { name: /^Edit/ })).toHaveCount(0);

  // The same post in global edit mode (the session flag): the text's editor and its code come,
  // and the post reads the same.
  await page.evaluate(() => window.sessionStorage.setItem('enable_edit_mode', 'true'));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  await expect(heading).toHaveText('Sätt gränser: så tar du ledigt när du driver eget');
  expect(scripts.length).toBeGreaterThan(0);
});

test("a reader's /blog loads none of the editors' code; the session flag brings the cards' Edit", async ({
  page,
}) => {
  const scripts = editorScripts(page);
  await page.goto('/blog');
  const latest = page.getByRole('region', { name: 'Senaste inläggen' });
  await expect(latest.getByRole('listitem').first().getByRole('heading')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
  await expect(page.getByRole('button', { name: /^Edit/ })).toHaveCount(0);

  await page.evaluate(() => window.sessionStorage.setItem('enable_edit_mode', 'true'));
  await page.reload();
  await expect(page.getByRole('button', { name: /^Edit: / }).first()).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
});

test("a reader's /blog starts without its cards' code; drawn by the app the cards are whole and the search shows excerpts", async ({
  page,
}) => {
  const cardScripts: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\/BlogCards-[\w-]+\.js$/.test(path)) cardScripts.push(path);
  });
  await page.goto('/blog');
  const latest = page.getByRole('region', { name: 'Senaste inläggen' });
  const cards = latest.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const prerendered = await latest.innerText();
  await page.waitForFunction(() => performance.getEntriesByName('startklar:app-ready').length > 0);
  await page.waitForLoadState('networkidle');
  expect(cardScripts).toEqual([]);

  // A card's link opens the post in the app; back on /blog, drawn by the app, the same cards.
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await cards.first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/blog-post\//);
  await page.goBack();
  await expect(page).toHaveURL('/blog');
  await expect(cards.first()).toBeVisible();
  expect(await latest.innerText()).toBe(prerendered);
  expect(cardScripts).not.toEqual([]);
  expect(
    await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
  ).toBe(true);

  // The search's hits carry their post's excerpt.
  await page.getByRole('searchbox', { name: 'Sök i bloggen' }).fill('Sätt gränser');
  const hit = page
    .getByRole('region', { name: /^Sökresultat/ })
    .getByRole('listitem')
    .filter({ hasText: 'Sätt gränser: så tar du ledigt när du driver eget' });
  await expect(hit).toBeVisible();
  expect((await hit.innerText()).split('\n').filter((line) => line.trim() !== '').length).toBe(2);
});
