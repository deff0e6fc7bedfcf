/**
 * Issue 24 end to end in the offline demo: delete an account and sign in again to a fresh one,
 * download one's data, change the e-mail address with a code to each address, sign in with a
 * password and recover a forgotten one, and what signing out leaves in the browser. The details
 * (every refusal, fault and limit) are tested in Vitest; these follow a visitor's path once.
 */
import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectConsoleError,
  expectNoAxeViolations,
  failedBackendRequest,
  test,
} from './fixtures';
import {
  SIGNED_IN_EMAIL,
  SIGNED_IN_STATE,
  failNext,
  freshEmail,
  gotoSignedIn,
  signIn,
  signInWithDemoGoogle,
  signedInButton,
  toast,
} from './helpers/signIn';

async function logOut(page: Page): Promise<void> {
  await signedInButton(page).click();
  await page.getByRole('menuitem', { name: 'Logga ut' }).click();
  await expect(toast(page, 'Utloggad')).toBeVisible();
  await expect(page).toHaveURL('/');
}

/** The newest code in a demo inbox panel ('Använd koden'). */
async function useNewestCode(panel: Locator): Promise<void> {
  await panel
    .getByRole('button', { name: /^Använd koden/ })
    .first()
    .click();
}

test.describe('an account (each test has its own copy of the shared one)', () => {
  test.use({ storageState: SIGNED_IN_STATE });

  test('deleting it removes everything; the same address then starts a fresh account', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const email = SIGNED_IN_EMAIL;
    // A saved quiz result, as a visitor gets one.
    await gotoSignedIn(page, '/');
    await page.getByRole('button', { name: 'Starta företagstestet' }).click();
    const quiz = page.getByRole('region', { name: 'Företagstestet' });
    for (const [index, answer] of [
      'Några kvällar och helger',
      '0–5 000 kr',
      'Helt digitalt',
      'Teknik och IT',
      'Programmering och webbutveckling',
    ].entries()) {
      await quiz.getByText(answer, { exact: true }).click();
      await quiz
        .getByRole('button', { name: index === 4 ? 'Visa resultat' : 'Nästa fråga' })
        .click();
    }
    await expect(toast(page, 'Resultat sparade')).toBeVisible();

    await page.goto('/profile');
    const results = page.getByRole('region', { name: 'Dina testresultat' });
    await expect(results).toContainText('Frilansande webbutvecklare');
    await page.getByRole('button', { name: 'Radera mitt konto' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Radera mitt konto' });
    await expect(dialog).toContainText('alla dina sparade resultat från företagstestet');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Skicka kod' }).click();
    const code = dialog.getByLabel('Kod från e-postmeddelandet');
    await expect(code).toBeFocused();
    await code.fill('12');
    await dialog.getByRole('button', { name: 'Radera kontot' }).click();
    await expect(dialog.getByText('Ange den 6-siffriga koden')).toBeVisible();
    await useNewestCode(dialog.getByRole('complementary', { name: 'Demo-inkorg' }));
    // The user is gone, so ending the session answers 403 (the app signs out all the same).
    expectConsoleError(page, failedBackendRequest(403, '/auth/v1/logout'));
    await dialog.getByRole('button', { name: 'Radera kontot' }).click();

    await expect(page).toHaveURL('/');
    await expect(toast(page, 'Kontot är raderat')).toContainText('Ditt konto är raderat.');
    await expect(page.getByRole('navigation', { name: 'Huvudmeny', exact: true })).toContainText(
      'Mitt Konto',
    );

    // The same address again: a new account, without the old results.
    await signIn(page, email);
    await page.goto('/profile');
    await expect(results).toContainText('Du har inga sparade testresultat än.');
  });

  test('the e-mail address changes once both codes are in, and stays changed', async ({ page }) => {
    test.setTimeout(60_000);
    const email = SIGNED_IN_EMAIL;
    const moved = freshEmail('ny');
    await gotoSignedIn(page, '/profile');
    const details = page.getByRole('region', { name: 'Dina uppgifter' });
    await details.getByRole('button', { name: 'Byt e-postadress' }).click();
    const dialog = page.getByRole('dialog', { name: 'Byt e-postadress' });
    await dialog.getByLabel('Ny e-postadress').fill(moved);
    await dialog.getByRole('button', { name: 'Skicka koder' }).click();
    await expect(toast(page, 'Koder skickade')).toBeVisible();
    // One code at a time: the new address's first, then the current address's.
    await expect(dialog.getByLabel('Kod till den nya adressen')).toBeFocused();
    await expectNoAxeViolations(page);
    await useNewestCode(dialog.getByRole('complementary', { name: 'Demo-inkorg, ny adress' }));
    await dialog.getByRole('button', { name: 'Byt e-postadress' }).click();
    await expect(dialog.getByLabel('Kod till din nuvarande adress')).toBeFocused();
    await useNewestCode(
      dialog.getByRole('complementary', { name: 'Demo-inkorg, nuvarande adress' }),
    );
    await dialog.getByRole('button', { name: 'Byt e-postadress' }).click();
    await expect(toast(page, 'E-postadressen är bytt')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(details).toContainText(moved);
    await expect(details).not.toContainText(email);
    // Stored: the session and the account row carry the new address after a reload too (signing
    // in with it is tested in tests/services/accountFlows.test.ts).
    await page.reload();
    await expect(details).toContainText(moved);
  });

  test('downloads a JSON file of everything stored, with the e-mail in it', async ({ page }) => {
    await gotoSignedIn(page, '/profile');
    const button = page.getByRole('button', { name: 'Ladda ner mina uppgifter' });
    await failNext(page, { method: 'GET', path: '/auth/v1/user' }, { status: 500 });
    await button.click();
    await expect(toast(page, 'Ett fel uppstod')).toBeVisible();

    const download = page.waitForEvent('download');
    await button.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^startklar-mina-uppgifter-\d{4}-\d{2}-\d{2}\.json$/);
    const text = await (await file.createReadStream()).toArray();
    const data = JSON.parse(Buffer.concat(text).toString('utf8')) as {
      inloggning: { e_post: string };
      konto: { email: string };
      testresultat: unknown[];
    };
    expect(data.inloggning.e_post).toBe(SIGNED_IN_EMAIL);
    expect(data.konto.email).toBe(SIGNED_IN_EMAIL);
    expect(Array.isArray(data.testresultat)).toBe(true);
    await expect(toast(page, 'Dina uppgifter är nedladdade')).toBeVisible();
  });

  test('signing out removes every personal value the app keeps in the browser', async ({
    page,
  }) => {
    await gotoSignedIn(page, '/');
    await page.evaluate(() => {
      localStorage.setItem(
        'startklar:pendingRegistration',
        JSON.stringify({ email: 'a@example.se', details: {} }),
      );
      localStorage.setItem('quiz_completed', 'true');
      localStorage.setItem('auth_return_url', '/profile');
      localStorage.setItem('startklar:draft:article:aktiebolag', 'utkast');
      sessionStorage.setItem('startklar:pendingQuiz', '[]');
      sessionStorage.setItem('startklar:draft:blog-meta:1-title', 'utkast');
      localStorage.setItem('foretagslistan', '[1]');
    });
    await logOut(page);
    const left = await page.evaluate(() => ({
      local: Object.keys(localStorage).sort(),
      session: Object.keys(sessionStorage).sort(),
    }));
    // What is left is the device's own (cookie choice, Företagslistan) and the demo's database
    // (with the generation mark of its last save, written only when this page saved it).
    expect(left.local.filter((key) => key !== 'startklar-demo-db:generation')).toEqual([
      'cookiePreferences',
      'foretagslistan',
      'startklar-demo-db',
    ]);
    expect(left.session).toEqual([]);
  });
});

test.describe('a password', () => {
  test('forgotten: a recovery code, then a new password; the password signs in', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    // A Google user has never been sent a code: the recovery code can go at once.
    await signInWithDemoGoogle(page, 'Omar Haddad');
    await page
      .getByRole('dialog', { name: 'Lägg till din adress' })
      .getByRole('button', { name: 'Senare' })
      .click();
    await logOut(page);

    await page.goto('/login');
    await page.getByRole('button', { name: 'Logga in med lösenord' }).click();
    await page.getByLabel('E-postadress').fill('omar.haddad@example.com');
    await page.getByRole('button', { name: 'Glömt lösenordet?' }).click();
    await expect(page.getByRole('heading', { name: 'Glömt lösenordet?', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Skicka kod' }).click();
    await expect(toast(page, 'Kod skickad')).toBeVisible();
    await useNewestCode(page.getByRole('complementary', { name: 'Demo-inkorg' }));
    await page.getByRole('button', { name: 'Fortsätt' }).click();

    // PASSWORD_RECOVERY: signed in by the code, and asked for a new password.
    const newPassword = page.getByRole('textbox', { name: 'Nytt lösenord', exact: true });
    await expect(newPassword).toBeFocused();
    await expect(signedInButton(page)).toBeAttached();
    await newPassword.fill('omars-losen-1');
    await page.getByRole('textbox', { name: 'Bekräfta nytt lösenord' }).fill('omars-losen-2');
    await page.getByRole('button', { name: 'Spara lösenord' }).click();
    await expect(page.getByText('Lösenorden matchar inte')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'Bekräfta nytt lösenord' }).fill('omars-losen-1');
    await page.getByRole('button', { name: 'Spara lösenord' }).click();
    await expect(toast(page, 'Lösenord uppdaterat')).toBeVisible();
    await expect(page).toHaveURL('/');

    await logOut(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Logga in med lösenord' }).click();
    await page.getByLabel('E-postadress').fill('omar.haddad@example.com');
    const password = page.getByRole('textbox', { name: 'Lösenord', exact: true });
    await password.fill('fel-losenord');
    expectConsoleError(page, failedBackendRequest(400, '/auth/v1/token'));
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    await expect(page.getByText('Fel e-postadress eller lösenord.')).toBeVisible();
    await expect(password).toHaveValue('fel-losenord');
    await expectNoAxeViolations(page);
    // A 500 from the auth server: said, and nothing typed is lost.
    await password.fill('omars-losen-1');
    await failNext(page, { method: 'POST', path: '/auth/v1/token' }, { status: 500 });
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    await expect(toast(page, 'Ett fel uppstod')).toBeVisible();
    await expect(password).toHaveValue('omars-losen-1');
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    await expect(toast(page, 'Inloggad')).toBeVisible();
    await expect(signedInButton(page)).toBeVisible();
  });
});
