/**
 * Signs in once, through the UI, and saves the browser state (the demo database and the session,
 * both in localStorage) for the tests that only need a signed-in visitor. Each test gets its own
 * copy: what one test changes (profile, logout) never reaches another.
 */
import { test as setup } from '@playwright/test';
import { SIGNED_IN_EMAIL, SIGNED_IN_STATE, signIn } from './helpers/signIn';

setup('sign in once for the signed-in tests', async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem(
      'cookiePreferences',
      JSON.stringify({ necessary: true, analytics: false, marketing: false }),
    );
  });
  await signIn(page, SIGNED_IN_EMAIL);
  await page.context().storageState({ path: SIGNED_IN_STATE });
});
