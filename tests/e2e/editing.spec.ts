/**
 * In-place editing in the demo (issue 12): the demo admin saves an article body and a post title
 * that every visitor then sees; a signed-in non-admin with the session flag gets the editing UI
 * but the database refuses the writes (the typed text stays); Cancel; stored XSS payloads stay
 * text; axe in view and edit mode.
 *
 * The preview host is `localhost`: by the host rule everyone gets the editing UI there and counts
 * as admin for showing it, so the non-admin test proves the database's refusal, not the UI's.
 */
import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectConsoleError,
  expectNoAxeViolations,
  failedBackendRequest,
  test,
} from './fixtures';
import { ADMIN_STATE, SIGNED_IN_STATE, gotoSignedIn, toast } from './helpers/signIn';

const ARTICLE = '/article/aktiebolag';
const ARTICLE_SHIPPED = /Aktiebolag är den vanligaste företagsformen/;
const POST_ID = 'satt-granser-ledighet-eget-foretag';
const POST = `/blog-post/${POST_ID}`;
const POST_TITLE = 'Sätt gränser: så tar du ledigt när du driver eget';
/** The title the admin saves (an XSS payload in it stays text). */
const NEW_TITLE = 'Semester som egenföretagare <img src=x onerror=alert(6)>';
/** The article body the admin saves: a bold word, then each payload as a paragraph of its own. */
const INTRO = 'Ny **inledning** från redaktionen.';

const XSS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(2)</script>',
  '[klicka](javascript:alert(3))',
  '<a href="javascript:alert(4)">länk</a>',
  '<svg onload=alert(5)>',
];

const prose = (page: Page): Locator => page.locator('main [data-minimarkup]');
const contentField = (page: Page): Locator => page.getByRole('textbox', { name: 'Innehåll' });
/** The post's title as edited in place: its form once 'Edit title' is pressed. */
const titleForm = (page: Page): Locator => page.getByRole('form', { name: 'Redigera titel' });

/** No payload became an element, and no script ran (a dialog would have been recorded). */
async function expectInert(page: Page, dialogs: string[]): Promise<void> {
  const body = prose(page);
  for (const payload of XSS) await expect(body).toContainText(payload);
  await expect(body.locator('img, script, svg, iframe, a[href^="javascript"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
}

test.describe('the demo admin', () => {
  // Signed in once for all (signedIn.setup.ts).
  test.use({ storageState: ADMIN_STATE });

  test('saves an article body and a post title; after a reload every visitor sees them, XSS stays text', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // Article body: view mode with 'Edit', then the editor.
    await page.goto(ARTICLE);
    await expect(prose(page)).toContainText(ARTICLE_SHIPPED);
    const edit = page.getByRole('button', { name: 'Edit', exact: true });
    await expect(edit).toBeVisible();
    await expectNoAxeViolations(page);
    await edit.click();
    await expect(contentField(page)).toBeFocused();
    await expect(contentField(page)).toHaveValue(ARTICLE_SHIPPED);
    await expectNoAxeViolations(page);

    const body = [INTRO, '', ...XSS.flatMap((x) => [x, ''])].join('\n');
    await contentField(page).fill(body);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Content saved successfully!')).toBeVisible();
    await expect(prose(page).locator('strong')).toHaveText('inledning');
    await expectInert(page, dialogs);
    await expect(edit).toBeFocused();

    // Post title, edited where the post shows it.
    await page.goto(POST);
    await page.getByRole('button', { name: 'Edit title' }).click();
    const title = titleForm(page).getByRole('textbox', { name: 'Titel' });
    await expect(title).toHaveValue(POST_TITLE);
    await title.fill(NEW_TITLE);
    await titleForm(page).getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Blog title updated successfully!')).toBeVisible();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(NEW_TITLE);

    // A visitor without a session (the demo database stays in this browser) reads both back,
    // exactly as saved.
    await page.evaluate(() => {
      for (const key of Object.keys(window.localStorage))
        if (key.startsWith('sb-')) window.localStorage.removeItem(key);
    });
    await page.reload();
    await expect(heading).toHaveText(NEW_TITLE);
    // Without a session, no metadata controls (the in-place blog edit needs one).
    await expect(page.getByRole('link', { name: 'Mitt Konto' }).first()).toBeAttached();
    await expect(page.getByRole('button', { name: 'Edit title' })).toHaveCount(0);
    await page.goto(`/category/${encodeURIComponent('Att driva eget')}`);
    await expect(
      page.getByRole('heading', { name: NEW_TITLE, exact: true, level: 2 }),
    ).toBeVisible();
    // ... and on the blog's list, whose stored metadata loads with its editors.
    await page.goto('/blog');
    await expect(
      page.locator('main li').getByRole('heading', { name: NEW_TITLE, exact: true }),
    ).toBeVisible();
    // The shipped text renders first; the stored one replaces it once read.
    await page.goto(ARTICLE);
    await expect(prose(page).locator('p')).toHaveText(['Ny inledning från redaktionen.', ...XSS]);
    await expect(prose(page).locator('strong')).toHaveText('inledning');
    await expectInert(page, dialogs);
  });
});

test.describe('a signed-in non-admin with the session flag', () => {
  test.use({ storageState: SIGNED_IN_STATE });

  test('gets the UI (global edit mode opens the editor), the database refuses, the text stays; Cancel resets', async ({
    page,
  }) => {
    test.setTimeout(45_000);
    await page.addInitScript(() => window.sessionStorage.setItem('enable_edit_mode', 'true'));
    await gotoSignedIn(page, ARTICLE);
    // Both saves are refused by the database's row-level security.
    expectConsoleError(page, failedBackendRequest(403, '/rest/v1/content_items'));

    // Global edit mode: the editor is open on arrival.
    await expect(contentField(page)).toHaveValue(ARTICLE_SHIPPED);
    await contentField(page).fill('Ändrad text som inte får sparas.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Failed to save content. Please try again.')).toBeVisible();
    // The editor's own message, beside the toast.
    const wrapperMessage = page.getByText('Failed to save content.', { exact: true });
    await expect(wrapperMessage).toHaveAttribute('role', 'alert');
    await expect(contentField(page)).toHaveValue('Ändrad text som inte får sparas.');
    await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();

    // Cancel with changes asks first.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByText('Kasta ändringarna?')).toBeVisible();
    await page.getByRole('button', { name: 'Ja, kasta ändringarna' }).click();
    await expect(prose(page)).toContainText(ARTICLE_SHIPPED);
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();

    // Blog metadata: shown (localhost counts everyone as admin), refused by the database.
    await page.goto(POST);
    await page.getByRole('button', { name: 'Edit title' }).click();
    await titleForm(page).getByRole('textbox', { name: 'Titel' }).fill('Inte min titel');
    await titleForm(page).getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Failed to save changes')).toBeVisible();
    await expect(titleForm(page).getByRole('textbox', { name: 'Titel' })).toHaveValue(
      'Inte min titel',
    );
    await expectNoAxeViolations(page);
    await titleForm(page).getByRole('button', { name: 'Cancel' }).click();
    await titleForm(page).getByRole('button', { name: 'Ja, kasta ändringarna' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(POST_TITLE);
    await expect(page.getByRole('button', { name: 'Edit title' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('the editing controls appear after hydration without moving the text (no layout shift inside the body) @mobile', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const moved: string[] = [];
    (window as { __bodyShifts?: string[] }).__bodyShifts = moved;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        sources?: { node?: Node | null }[];
      })[]) {
        for (const source of entry.sources ?? []) {
          const node = source.node;
          const element = node instanceof Element ? node : (node?.parentElement ?? null);
          if (element?.closest('[data-content-editor]')) moved.push(element.tagName);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const path of [ARTICLE, POST]) {
    await page.goto(path);
    // Everybody may edit on this host: 'Edit' comes once the page has started.
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
    await expect(prose(page)).toBeVisible();
    // Layout shifts are reported after the frame that made them.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
    );
    expect(await page.evaluate(() => (window as { __bodyShifts?: string[] }).__bodyShifts)).toEqual(
      [],
    );
  }
});

for (const [kind, path] of [
  ['an article', ARTICLE],
  // (The post's metadata editor arrives with the body's: for a visitor without a session it only
  // shows the stored values.)
  ['a blog post', POST],
] as const) {
  test(`${kind}'s text and image are not drawn again when the editors arrive after start-up`, async ({
    page,
  }) => {
    // The prerendered paragraph and image, as the HTML parser made them.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const kept = window as { __prerendered?: (Element | null)[] };
        kept.__prerendered = [
          document.querySelector('main [data-minimarkup] p'),
          document.querySelector('main article > img'),
        ];
      }),
    );
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
    // Still the same elements: hydrated in place, not replaced by the editors' own copies (which
    // would paint them anew and move the page's largest contentful paint after the start-up).
    expect(
      await page.evaluate(() => {
        const [paragraph, image] = (window as { __prerendered?: (Element | null)[] })
          .__prerendered ?? [null, null];
        return {
          paragraph:
            paragraph?.isConnected === true &&
            paragraph === document.querySelector('main [data-minimarkup] p'),
          image: image === null || image === undefined || image.isConnected,
        };
      }),
    ).toEqual({ paragraph: true, image: true });
  });
}

test("a preview card's Edit points to the full post", async ({ page }) => {
  // Everybody may edit on this host: each card of the blog's list offers 'Edit'.
  await page.goto('/blog');
  await page.getByRole('button', { name: `Edit: ${POST_TITLE}` }).click();
  await expect(toast(page, 'Open the full post to edit content')).toBeVisible();
  await expect(page).toHaveURL('/blog');
});
