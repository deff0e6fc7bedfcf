/**
 * Editing that never loses work (issue 23), in the offline demo with its admin ('Demo Redaktör'),
 * beyond the model paths of tests/e2e/models/contentEditor.spec.ts (save, Cancel, a kept draft
 * after a reload, and the other tab's save with each of the conflict's three ways): leaving with
 * unsaved changes asks first; an earlier version is restored from the history; signing out in
 * another tab keeps the draft and says why; a session that ends by itself keeps the draft in
 * this browser, asks to sign in again, and the draft is back afterwards.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectConsoleError, failedBackendRequest, test } from './fixtures';
import { ADMIN_STATE, toast, verifyWithDemoInbox } from './helpers/signIn';

const ARTICLE = '/article/aktiebolag';
const SHIPPED = /Aktiebolag är den vanligaste företagsformen/;
const POST = '/blog-post/satt-granser-ledighet-eget-foretag';

const prose = (page: Page): Locator => page.locator('main [data-minimarkup]');
const field = (page: Page): Locator => page.getByRole('textbox', { name: 'Innehåll' });
const button = (page: Page, name: string): Locator =>
  page.getByRole('button', { name, exact: true });

test.describe.configure({ timeout: 90_000 });

// The demo's admin, signed in once for all (signedIn.setup.ts).
test.use({ storageState: ADMIN_STATE });

/** Opens the article's editor and writes `text` in it. */
async function write(page: Page, text: string): Promise<void> {
  // The tab in front, as a visitor's is: a tab in the background gets its timers slowed.
  await page.bringToFront();
  await button(page, 'Edit').click();
  await field(page).fill(text);
}

async function save(page: Page): Promise<void> {
  await page.bringToFront();
  await button(page, 'Save').click();
}

test('a reload brings the draft back; leaving asks first; an earlier version is restored', async ({
  page,
}) => {
  await page.goto(ARTICLE);

  // Two saved versions.
  await write(page, 'Första sparade versionen.');
  await save(page);
  await expect(toast(page, 'Content saved successfully!')).toBeVisible();
  await write(page, 'Andra sparade versionen.');
  await save(page);
  await expect(prose(page)).toContainText('Andra sparade versionen.');

  // A draft survives a reload, and can be thrown away.
  await write(page, 'Ett utkast som inte får försvinna.');
  await page.reload();
  await expect(page.getByText('Ditt osparade utkast har återställts.')).toBeVisible();
  await expect(field(page)).toHaveValue('Ett utkast som inte får försvinna.');

  // Leaving asks first: 'Stanna kvar' keeps the editor, 'Lämna sidan' leaves.
  const articles = page
    .getByRole('navigation', { name: 'Huvudmeny', exact: true })
    .getByRole('link', { name: 'Artiklar' });
  await articles.click();
  const leave = page.getByRole('alertdialog', { name: 'Lämna sidan?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stanna kvar' }).click();
  await expect(page).toHaveURL(ARTICLE);
  await expect(field(page)).toHaveValue('Ett utkast som inte får försvinna.');
  await articles.click();
  await leave.getByRole('button', { name: 'Lämna sidan' }).click();
  await expect(page).toHaveURL('/articles');

  // Back: the draft is still kept; this time it is thrown away.
  await page.goto(ARTICLE);
  await expect(field(page)).toHaveValue('Ett utkast som inte får försvinna.');
  await button(page, 'Kasta utkastet').click();
  await expect(prose(page)).toContainText('Andra sparade versionen.');

  // The history: every version, and the first one restored as a new one.
  await button(page, 'Versionshistorik').click();
  const history = page.getByRole('region', { name: 'Versionshistorik' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByText('Version 2 (nuvarande)')).toBeVisible();
  await expect(history.getByRole('listitem').first()).toContainText('admin@example.com');
  await history.getByRole('button', { name: 'Återställ version 1' }).click();
  await expect(toast(page, 'Versionen är återställd')).toBeVisible();
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history.getByText('Version 3 (nuvarande)')).toBeVisible();
  await button(page, 'Stäng historiken').click();
  await expect(prose(page)).toContainText('Första sparade versionen.');
  await expect(prose(page)).not.toContainText(SHIPPED);
});

test('signed out in another tab: the draft stays, Save waits and says why', async ({ page }) => {
  await page.goto(POST);
  await page.getByRole('button', { name: 'Edit title' }).click();
  const form = page.getByRole('form', { name: 'Redigera titel' });
  await form.getByRole('textbox', { name: 'Titel' }).fill('En titel under arbete');

  const other = await page.context().newPage();
  await other.goto('/');
  await other.getByRole('button', { name: 'Inloggad' }).first().click();
  await other.getByRole('menuitem', { name: 'Logga ut' }).click();
  await expect(toast(other, 'Utloggad')).toBeVisible();

  await expect(form.getByText(/du är inte längre inloggad med rätt att redigera/)).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Titel' })).toHaveValue('En titel under arbete');
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
});

test('an expired session keeps the draft in this browser and asks to sign in again; the draft comes back', async ({
  page,
}) => {
  await page.goto(POST);
  await page.getByRole('button', { name: 'Edit title' }).click();
  const form = page.getByRole('form', { name: 'Redigera titel' });
  await form.getByRole('textbox', { name: 'Titel' }).fill('En titel under arbete');
  const drafts = () =>
    page.evaluate(() =>
      Object.keys(window.localStorage).filter((key) => key.startsWith('startklar:draft:')),
    );
  await expect.poll(drafts).toHaveLength(1);

  // The session ends by itself: the auth server no longer knows it, and the browser's access
  // token is out of date, so supabase-js's refresh is refused and it signs out (SIGNED_OUT).
  expectConsoleError(page, failedBackendRequest(400, '/auth/v1/token'));
  await page.evaluate(() => {
    const key = 'startklar-demo-db';
    const db = JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    db.sessions = [];
    db.refreshTokens = [];
    window.localStorage.setItem(key, JSON.stringify(db));
    window.localStorage.setItem(`${key}:generation`, `expired-${Date.now()}`);
    const tokenKey = Object.keys(window.localStorage).find(
      (k) => k.startsWith('sb-') && k.endsWith('-auth-token'),
    );
    if (tokenKey === undefined) throw new Error('no session stored');
    const session = JSON.parse(window.localStorage.getItem(tokenKey) ?? '{}') as {
      expires_at: number;
    };
    session.expires_at = Math.floor(Date.now() / 1000) - 60;
    window.localStorage.setItem(tokenKey, JSON.stringify(session));
    // supabase-js looks at the session again when the tab becomes visible (on window).
    window.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(page.getByRole('button', { name: 'Inloggad' })).toHaveCount(0);

  // Not the founder's choice: the draft stays, here and in the browser, and the form says how on.
  await expect(form.getByText(/du är inte längre inloggad med rätt att redigera/)).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Titel' })).toHaveValue('En titel under arbete');
  expect(await drafts()).toHaveLength(1);
  await form.getByRole('link', { name: 'Logga in igen' }).click();
  await page.getByRole('button', { name: 'Lämna sidan' }).click();
  await expect(page).toHaveURL(/\/login\?returnUrl=/);

  await page.getByLabel('E-postadress').fill('admin@example.com');
  await page.getByRole('button', { name: 'Skicka kod' }).click();
  await verifyWithDemoInbox(page);
  await expect(page).toHaveURL(POST);
  const again = page.getByRole('form', { name: 'Redigera titel' });
  await expect(again.getByText('Ditt osparade utkast har återställts.')).toBeVisible();
  await expect(again.getByRole('textbox', { name: 'Titel' })).toHaveValue('En titel under arbete');
});

test("closing the tab and then 'stay': the page's saves still reach the demo backend", async ({
  page,
}) => {
  await page.goto(ARTICLE);
  await write(page, 'Skrivet före frågan om att stänga.');
  // The browser's own question (beforeunload), answered 'stay'. MSW's page script tells its worker
  // the page is gone as soon as the question is asked; the demo's worker keeps serving it.
  const asked = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    });
  });
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
  expect(page.isClosed()).toBe(false);
  await save(page);
  await expect(toast(page, 'Content saved successfully!')).toBeVisible();
  await expect(prose(page)).toContainText('Skrivet före frågan om att stänga.');
  // The browser stops an idle service worker (and may at any time): the next one serves the page.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await write(page, 'Och efter att arbetaren stoppats.');
  await save(page);
  await expect(button(page, 'Edit')).toBeVisible();
  // Saved in the demo's database, not only shown: a reload reads it from there.
  await page.reload();
  await expect(prose(page)).toContainText('Och efter att arbetaren stoppats.');
});
