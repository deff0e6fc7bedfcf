/**
 * Editing that never loses work (issue 23), in the offline demo with its admin ('Demo Redaktör'):
 * two tabs of one browser are two editors of one project (the demo database is shared), so a save
 * in one and then in the other is a conflict, with each of its three ways on; a reload brings the
 * draft back; leaving with unsaved changes asks first; an earlier version is restored from the
 * history; signing out in another tab keeps the draft and says why.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectConsoleError, failedBackendRequest, test } from './fixtures';
import { signInWithDemoGoogle, toast } from './helpers/signIn';

const ARTICLE = '/article/aktiebolag';
const SHIPPED = /Aktiebolag är den vanligaste företagsformen/;
const POST = '/blog-post/satt-granser-ledighet-eget-foretag';

const prose = (page: Page): Locator => page.locator('main [data-minimarkup]');
const field = (page: Page): Locator => page.getByRole('textbox', { name: 'Innehåll' });
const button = (page: Page, name: string): Locator =>
  page.getByRole('button', { name, exact: true });
const CONFLICT = 'Texten har ändrats av någon annan sedan du började redigera.';

test.describe.configure({ timeout: 90_000 });

/** Signs in as the demo's admin and waits until the session is there (the code exchange ends). */
async function signInAsEditor(page: Page): Promise<void> {
  await signInWithDemoGoogle(page, 'Demo Redaktör');
  await expect(page.locator('header [data-avatar]').first()).toBeAttached();
}

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

test('two tabs: a save over newer text is a conflict, with each way on', async ({ page }) => {
  await signInAsEditor(page);
  await page.goto(ARTICLE);
  // A save over newer text is refused with 409 (the version it began from is gone).
  expectConsoleError(page, failedBackendRequest(409, '/rest/v1/content_items'));
  const other = await page.context().newPage();
  await other.goto(ARTICLE);
  // Both tabs are ready before either writes (a tab that opens while the other has a draft
  // kept would open that draft: one draft per text and user in a browser).
  await expect(button(other, 'Edit')).toBeVisible();
  await expect(button(page, 'Edit')).toBeVisible();

  // 1. Both began from the shipped text; the other tab saves first.
  await write(page, 'Min text, version A.');
  await write(other, 'Deras text, version B.');
  await save(other);
  await expect(toast(other, 'Content saved successfully!')).toBeVisible();
  await save(page);
  await expect(page.getByText(CONFLICT)).toBeVisible();
  const theirs = page.getByRole('figure', { name: 'Deras version' });
  const mine = page.getByRole('figure', { name: 'Din version' });
  await expect(theirs).toContainText('Deras text, version B.');
  await expect(mine).toContainText('Min text, version A.');
  // The words that differ are marked, not by colour alone.
  await expect(mine.locator('ins')).toContainText(['Min']);
  await expect(theirs.locator('del')).toContainText(['Deras']);
  // 'Behåll min version': saved over theirs, knowingly.
  await button(page, 'Behåll min version').click();
  await expect(toast(page, 'Content saved successfully!')).toBeVisible();
  await expect(prose(page)).toContainText('Min text, version A.');
  await other.reload();
  await expect(prose(other)).toContainText('Min text, version A.');

  // 2. Again, and 'Använd deras version' drops this tab's draft.
  await write(page, 'Ett utkast som ska bort.');
  await write(other, 'Den andras nyare text.');
  await save(other);
  await expect(toast(other, 'Content saved successfully!')).toBeVisible();
  await save(page);
  await button(page, 'Använd deras version').click();
  await expect(prose(page)).toContainText('Den andras nyare text.');
  await expect(field(page)).toHaveCount(0);

  // 3. Again, and 'Fortsätt redigera' keeps the draft open on top of their version.
  await write(page, 'Mitt sista utkast.');
  await write(other, 'Tredje texten från den andra fliken.');
  await save(other);
  await expect(toast(other, 'Content saved successfully!')).toBeVisible();
  await save(page);
  await button(page, 'Fortsätt redigera').click();
  await expect(field(page)).toHaveValue('Mitt sista utkast.');
  await save(page);
  await expect(toast(page, 'Content saved successfully!')).toBeVisible();
  await other.reload();
  await expect(prose(other)).toContainText('Mitt sista utkast.');
});

test('a reload brings the draft back; leaving asks first; an earlier version is restored', async ({
  page,
}) => {
  await signInAsEditor(page);
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
  await signInAsEditor(page);
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
