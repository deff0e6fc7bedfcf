/**
 * The content-editor model (contentEditor.model.ts) played on an article by the demo's admin
 * (the saved signed-in state), with a second tab of the same browser as the other editor. After
 * every save the text is read back as a reader finds it: the article loaded anew in a tab of its
 * own (the demo database is the browser's, shared by its tabs) shows exactly the text saved.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectConsoleError, failedBackendRequest, test } from '../fixtures';
import { ADMIN_STATE } from '../helpers/signIn';
import { playModelPaths } from '../helpers/modelPaths';
import { EDITOR_STEPS, contentEditor, type EditorView, type Text } from './contentEditor.model';

test.use({ storageState: ADMIN_STATE });

const ARTICLE = '/article/aktiebolag';
const TEXTS: Record<Text, string | RegExp> = {
  shipped: /Aktiebolag är den vanligaste företagsformen/,
  mine: 'Min text, version A.',
  theirs: 'Deras text, version B.',
};
const CONFLICT = 'Texten har ändrats av någon annan sedan du började redigera.';

interface World {
  page: Page;
  /** The other editor: a second tab, open on the article before anything is typed here. */
  other: Page | null;
}

const prose = (page: Page): Locator => page.locator('main [data-minimarkup]');
const field = (page: Page): Locator => page.getByRole('textbox', { name: 'Innehåll' });
const button = (page: Page, name: string): Locator =>
  page.getByRole('button', { name, exact: true });

/** The tab in front, as a visitor's is: a tab in the background gets its timers slowed. */
async function inFront(page: Page): Promise<Page> {
  await page.bringToFront();
  return page;
}

/**
 * What a reader finds after a save: the article loaded anew, in a new tab, reads exactly `text`
 * (the built-in text shows first and is replaced once the stored one is read), in view mode.
 */
async function expectReadBack(page: Page, text: string | RegExp): Promise<void> {
  const reader = await page.context().newPage();
  try {
    await reader.goto(ARTICLE);
    await expect(prose(reader)).toHaveText(text);
    await expect(button(reader, 'Edit')).toBeVisible();
    await expect(field(reader)).toHaveCount(0);
  } finally {
    await reader.close();
  }
  await inFront(page);
}

playModelPaths(
  contentEditor,
  {
    start: async (page, path): Promise<World> => {
      await page.goto(ARTICLE);
      let other: Page | null = null;
      if (path.steps.some((step) => step.event.type === 'otherTabSaves')) {
        // A save over newer text is refused with 409 (the version it began from is gone).
        expectConsoleError(page, failedBackendRequest(409, '/rest/v1/content_items'));
        other = await page.context().newPage();
        await other.goto(ARTICLE);
        await expect(button(other, 'Edit')).toBeVisible();
        await inFront(page);
      }
      return { page, other };
    },
    act: async ({ page, other }, event) => {
      switch (event.type) {
        case 'edit':
          return button(page, 'Edit').click();
        case 'type':
          return field(page).fill(TEXTS.mine as string);
        case 'save':
          return button(page, 'Save').click();
        case 'cancel':
          return button(page, 'Cancel').click();
        case 'confirmDiscard':
          return button(page, 'Ja, kasta ändringarna').click();
        case 'keepEditing':
          return button(page, 'Nej, fortsätt redigera').click();
        case 'reload':
          return void (await page.reload());
        case 'discardDraft':
          return button(page, 'Kasta utkastet').click();
        case 'otherTabSaves': {
          const tab = await inFront(other as Page);
          await button(tab, 'Edit').click();
          await field(tab).fill(TEXTS.theirs as string);
          await button(tab, 'Save').click();
          await expect(prose(tab)).toContainText(TEXTS.theirs);
          await inFront(page);
          return;
        }
        case 'keepMine':
          return button(page, 'Behåll min version').click();
        case 'useTheirs':
          return button(page, 'Använd deras version').click();
        case 'continueEditing':
          return button(page, 'Fortsätt redigera').click();
      }
    },
    see: async ({ page }, view: EditorView, _event, toasts) => {
      if (view.saved) {
        await toasts.expectShown({ title: 'Content saved successfully!', description: '' });
        // Saved is what a new page load reads, not only what this page keeps showing.
        await expectReadBack(page, TEXTS[view.stored]);
      }
      switch (view.mode) {
        case 'view':
          await expect(prose(page)).toContainText(TEXTS[view.shown]);
          await expect(button(page, 'Edit')).toBeVisible();
          await expect(field(page)).toHaveCount(0);
          return;
        case 'edit':
          await expect(field(page)).toHaveValue(TEXTS[view.draft]);
          if (view.restored)
            await expect(page.getByText('Ditt osparade utkast har återställts.')).toBeVisible();
          await expect(button(page, 'Save')).toBeEnabled();
          return;
        case 'confirmCancel':
          await expect(page.getByText('Kasta ändringarna?')).toBeVisible();
          await expect(field(page)).toHaveValue(TEXTS[view.draft]);
          return;
        case 'conflict': {
          await expect(page.getByText(CONFLICT)).toBeVisible();
          const theirs = page.getByRole('figure', { name: 'Deras version' });
          const mine = page.getByRole('figure', { name: 'Din version' });
          await expect(theirs).toContainText(TEXTS[view.stored]);
          await expect(mine).toContainText(TEXTS[view.draft]);
          // The words that differ are marked, not by colour alone.
          await expect(mine.locator('ins')).toContainText(['Min']);
          await expect(theirs.locator('del')).toContainText(['Deras']);
          return;
        }
      }
    },
  },
  { maxSteps: EDITOR_STEPS },
);
