/**
 * Signs in once, through the UI, and saves the browser state (the demo database and the session,
 * both in localStorage) for the tests that only need a signed-in visitor, and the same for the
 * demo's admin ('Demo Redaktör'), whom the editors' tests start from. Each test gets its own copy:
 * what one test changes (profile, logout, a saved text) never reaches another.
 */
import { test as setup, type Page } from '@playwright/test';
import {
  ADMIN_STATE,
  SIGNED_IN_EMAIL,
  SIGNED_IN_STATE,
  signIn,
  signInWithDemoGoogle,
} from './helpers/signIn';

async function withChoiceStored(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem(
      'cookiePreferences',
      JSON.stringify({ necessary: true, analytics: false, marketing: false }),
    );
  });
}

setup('sign in once for the signed-in tests', async ({ page }) => {
  await withChoiceStored(page);
  await signIn(page, SIGNED_IN_EMAIL);
  await page.context().storageState({ path: SIGNED_IN_STATE });
});

setup("sign in once as the demo's admin for the editors' tests", async ({ page }) => {
  await withChoiceStored(page);
  await signInWithDemoGoogle(page, 'Demo Redaktör');
  // Signed in once the account area has its avatar (the code exchange has finished).
  await page.locator('header [data-avatar]').first().waitFor({ state: 'attached' });
  await page.context().storageState({ path: ADMIN_STATE });
});
