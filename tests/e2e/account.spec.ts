/**
 * The account pages in the demo: /profile (edit, avatar, password, saved quiz results), /account
 * (details, the address dialog of a Google user), the navbar account area end to end, logout, the
 * guards for signed-out visitors, failure paths through the demo backend's fault helper, and axe
 * on every page and dialog.
 */
import type { Locator, Page } from '@playwright/test';
import { DEMO_ANON_KEY } from '../../src/services/client';
import { expect, expectNoAxeViolations, test } from './fixtures';
import {
  SIGNED_IN_EMAIL,
  SIGNED_IN_STATE,
  aMinuteLaterForMail,
  failNext,
  freshEmail,
  gotoSignedIn,
  signIn,
  signInWithDemoGoogle,
  signedInButton,
  toast,
  verifyWithDemoInbox,
} from './helpers/signIn';

/** A valid 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const inlineNav = (page: Page): Locator =>
  page.getByRole('navigation', { name: 'Huvudmeny', exact: true });
const navbarAvatar = (page: Page): Locator => inlineNav(page).locator('[data-avatar]');

/** Opens the account menu ('Inloggad') and follows one of its items. */
async function accountMenu(page: Page, item: 'Min Profil' | 'Mitt Konto' | 'Logga ut') {
  await signedInButton(page).click();
  await page.getByRole('menuitem', { name: item }).click();
}

async function openProfile(page: Page): Promise<void> {
  await accountMenu(page, 'Min Profil');
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { name: 'Min Profil', level: 1 })).toBeVisible();
}

const expectAccessible = expectNoAxeViolations;

const details = (page: Page): Locator => page.getByRole('region', { name: 'Dina uppgifter' });

test.describe('signed in', () => {
  test.use({ storageState: SIGNED_IN_STATE });

  test('profile edit, avatar upload, password dialog and logout, with the navbar following', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await gotoSignedIn(page);
    await expect(navbarAvatar(page)).toHaveText('K');

    await openProfile(page);
    await expect(details(page)).toContainText(/karin\..*@example\.se/);
    await expectAccessible(page);

    // Edit mode: the username becomes the avatar letter at once.
    await details(page).getByRole('button', { name: 'Redigera' }).click();
    const username = details(page).getByRole('textbox', { name: 'Användarnamn' });
    // The address is changed with its own dialog (codes to both addresses), not in this form.
    await expect(details(page).getByRole('textbox', { name: 'Telefon' })).toBeFocused();
    await expect(details(page).getByRole('textbox', { name: 'E-post' })).toHaveCount(0);
    await expectAccessible(page);
    await username.fill('Zlatan');
    await details(page).getByRole('textbox', { name: 'Telefon' }).fill('070-123 45 67');
    await details(page).getByRole('button', { name: 'Spara' }).click();
    await expect(toast(page, 'Profil uppdaterad')).toBeVisible();
    await expect(details(page)).toContainText('Zlatan');
    await expect(details(page)).toContainText('070-123 45 67');
    await expect(navbarAvatar(page)).toHaveText('Z');

    // Avatar: nothing chosen, a non-image, then a PNG; the navbar shows the picture at once.
    const avatarCard = page.getByRole('region', { name: 'Profilbild' });
    await avatarCard.getByRole('button', { name: 'Ladda upp bild' }).click();
    await expect(avatarCard).toContainText('Du måste välja en bild att ladda upp.');
    const fileInput = page.locator('input[type="file"]');
    await expect(fileInput).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif');
    await fileInput.setInputFiles({
      name: 'cv.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hej'),
    });
    await expect(avatarCard).toContainText('Filen är inte en bild.');
    // An SVG can carry script: refused like any other non-raster file.
    await fileInput.setInputFiles({
      name: 'logga.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await expect(avatarCard).toContainText('Välj en bild i JPG-, PNG-, GIF- eller WebP-format.');
    await expect(avatarCard).not.toContainText('Vald bild: logga.svg');
    await fileInput.setInputFiles({ name: 'profil.png', mimeType: 'image/png', buffer: PNG });
    await expect(avatarCard).toContainText('Vald bild: profil.png');
    await avatarCard.getByRole('button', { name: 'Ladda upp bild' }).click();
    await expect(toast(page, 'Profilbild uppdaterad')).toBeVisible();
    const navbarImage = navbarAvatar(page).locator('img');
    await expect(navbarImage).toBeVisible();
    await expect
      .poll(() => navbarImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(avatarCard.getByRole('img', { name: 'Din profilbild' })).toBeVisible();

    // Password dialog: a mismatch is explained next to the field.
    await page.getByRole('button', { name: 'Byt lösenord' }).click();
    const dialog = page.getByRole('dialog', { name: 'Byt lösenord' });
    await dialog.getByLabel('Nytt lösenord', { exact: true }).fill('hemligt1');
    await dialog.getByLabel('Bekräfta nytt lösenord').fill('hemligt2');
    await dialog.getByRole('button', { name: 'Spara lösenord' }).click();
    await expect(dialog.getByText('Lösenorden matchar inte')).toBeVisible();
    await expectAccessible(page);
    // A common password is refused beside the field, with what was typed kept.
    await dialog.getByLabel('Nytt lösenord', { exact: true }).fill('Password123');
    await dialog.getByLabel('Bekräfta nytt lösenord').fill('Password123');
    await dialog.getByRole('button', { name: 'Spara lösenord' }).click();
    await expect(dialog.getByText(/^Det här är ett av de vanligaste lösenorden/)).toBeVisible();
    await expect(dialog.getByLabel('Nytt lösenord', { exact: true })).toHaveValue('Password123');
    await dialog.getByLabel('Nytt lösenord', { exact: true }).fill('hemligt1');
    await dialog.getByLabel('Bekräfta nytt lösenord').fill('hemligt1');
    // Signed in with a code and no password yet: no current password is asked for, a fresh
    // code is.
    await expect(dialog.getByLabel('Nuvarande lösenord')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Spara lösenord' }).click();
    await expect(toast(page, 'Kod skickad')).toBeVisible();
    await dialog
      .getByRole('button', { name: /^Använd koden/ })
      .first()
      .click();
    await dialog.getByRole('button', { name: 'Spara lösenord' }).click();
    await expect(toast(page, 'Lösenord uppdaterat')).toBeVisible();
    await expect(dialog).toBeHidden();
    // The page says so, and the demo inbox has the mail a hosted project sends.
    const notice = page.getByRole('region', { name: 'Ditt lösenord är ändrat' });
    await expect(notice).toContainText('Vi har skickat ett meddelande om det nya lösenordet');
    await expect(
      notice.getByRole('complementary', { name: 'Demo-inkorg: meddelanden' }),
    ).toContainText('Ditt lösenord på Startklar har ändrats');
    await expectAccessible(page);

    // The account area's 'Mitt Konto' goes to /login, which sends a signed-in user on to /account.
    await accountMenu(page, 'Mitt Konto');
    await expect(page).toHaveURL('/account');
    await expect(page.getByRole('heading', { name: 'Mitt Konto', level: 1 })).toBeVisible();

    // Signed in by code without registering: the account has no name, and /account asks for
    // the details (issue 54); 'Senare'. Then logout: the toast, back on /, 'Mitt Konto' again.
    await page
      .getByRole('dialog', { name: 'Fyll i dina uppgifter' })
      .getByRole('button', { name: 'Senare' })
      .click();
    await accountMenu(page, 'Logga ut');
    await expect(toast(page, 'Utloggad')).toContainText('Du har loggats ut från ditt konto.');
    await expect(page).toHaveURL('/');
    await expect(inlineNav(page).getByRole('link', { name: 'Mitt Konto' })).toBeVisible();
    await expect(signedInButton(page)).toBeHidden();
  });

  test('lists saved quiz results, with an empty state before the first test', async ({ page }) => {
    test.setTimeout(90_000);
    await gotoSignedIn(page);
    await openProfile(page);
    const results = page.getByRole('region', { name: 'Dina testresultat' });
    await expect(results).toContainText('Du har inga sparade testresultat än.');
    await expect(results.getByRole('link', { name: 'Gör testet på startsidan' })).toHaveAttribute(
      'href',
      '/',
    );

    await results.getByRole('link', { name: 'Gör testet på startsidan' }).click();
    await page.getByRole('button', { name: 'Starta företagstestet' }).click();
    const quiz = page.getByRole('region', { name: 'Företagstestet' });
    const answers = [
      'Några kvällar och helger',
      '0–5 000 kr',
      'Helt digitalt',
      'Teknik och IT',
      'Programmering och webbutveckling',
    ];
    for (const [index, answer] of answers.entries()) {
      await quiz.getByText(answer, { exact: true }).click();
      await quiz
        .getByRole('button', {
          name: index === answers.length - 1 ? 'Visa resultat' : 'Nästa fråga',
        })
        .click();
    }
    await expect(toast(page, 'Resultat sparade')).toBeVisible();

    await openProfile(page);
    const saved = results
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(saved).toHaveCount(1);
    await expect(saved.getByRole('heading', { level: 3 })).toContainText(
      /Test den \d{1,2} \w+ \d{4} kl\. \d{2}:\d{2}/,
    );
    await expect(saved).toContainText('Frilansande webbutvecklare');
    await expect(saved).toContainText('Teknik och IT');
    await expectAccessible(page);
  });

  test('failures: profile update, e-mail change, avatar upload and logout', async ({ page }) => {
    test.setTimeout(90_000);
    const email = SIGNED_IN_EMAIL;
    await gotoSignedIn(page);
    await openProfile(page);

    // 500 on PATCH /rest/v1/konton: 'Ett fel uppstod', still in edit mode, typed values kept.
    await details(page).getByRole('button', { name: 'Redigera' }).click();
    await details(page).getByRole('textbox', { name: 'Användarnamn' }).fill('Behåll');
    await details(page).getByRole('textbox', { name: 'Telefon' }).fill('08-123 456');
    await failNext(page, { method: 'PATCH', path: '/rest/v1/konton' }, { status: 500 });
    await details(page).getByRole('button', { name: 'Spara' }).click();
    await expect(toast(page, 'Ett fel uppstod')).toContainText('Försök igen');
    await expect(details(page).getByRole('textbox', { name: 'Användarnamn' })).toHaveValue(
      'Behåll',
    );
    await expect(details(page).getByRole('textbox', { name: 'Telefon' })).toHaveValue('08-123 456');

    await details(page).getByRole('button', { name: 'Avbryt' }).click();
    await expect(details(page)).toContainText(email);

    // An e-mail change that cannot be sent (offline): said in Swedish, the address typed stays.
    await details(page).getByRole('button', { name: 'Byt e-postadress' }).click();
    const change = page.getByRole('dialog', { name: 'Byt e-postadress' });
    await change.getByLabel('Ny e-postadress').fill(email);
    await change.getByRole('button', { name: 'Skicka koder' }).click();
    await expect(change.getByText('Det är redan din e-postadress.')).toBeVisible();
    await change.getByLabel('Ny e-postadress').fill('ny.adress@example.se');
    await failNext(page, { method: 'PUT', path: '/auth/v1/user' }, { network: true });
    await change.getByRole('button', { name: 'Skicka koder' }).click();
    await expect(toast(page, 'Ett fel uppstod')).toContainText('internetanslutning');
    await expect(change.getByLabel('Ny e-postadress')).toHaveValue('ny.adress@example.se');
    await change.getByRole('button', { name: 'Avbryt' }).click();
    await expect(change).toBeHidden();

    // A dropped connection while uploading the picture.
    await page.locator('input[type="file"]').setInputFiles({
      name: 'profil.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await failNext(
      page,
      { method: 'POST', path: '/storage/v1/object/avatars/', prefix: true },
      { network: true },
    );
    await page.getByRole('button', { name: 'Ladda upp bild' }).click();
    await expect(toast(page, 'Ett fel uppstod')).toContainText('internetanslutning');
    await expect(navbarAvatar(page).locator('img')).toHaveCount(0);
    await expect(page.getByText('Vald bild: profil.png')).toBeVisible();

    // 500 on logout: this browser is signed out all the same, and the toast says what is left.
    await failNext(page, { method: 'POST', path: '/auth/v1/logout' }, { status: 500 });
    await accountMenu(page, 'Logga ut');
    await expect(toast(page, 'Utloggad i den här webbläsaren')).toContainText(
      'Servern kunde inte nås',
    );
    await expect(page).toHaveURL('/');
    await expect(signedInButton(page)).toHaveCount(0);
    // Still signed out after a reload: the session is gone from this browser.
    await page.reload();
    await expect(inlineNav(page).getByRole('link', { name: 'Mitt Konto' })).toBeAttached();
    await expect(signedInButton(page)).toHaveCount(0);
  });
});

test.describe('signed in more than a day ago', () => {
  test.use({ storageState: SIGNED_IN_STATE });

  test('a new password needs the mailed code: a wrong one is explained, the right one saves', async ({
    page,
  }) => {
    // The demo backend keeps sessions in localStorage: move this one's sign-in back 25 hours, the
    // way a stolen or long-lived session looks to the auth server.
    await page.addInitScript(() => {
      const key = 'startklar-demo-db';
      const raw = window.localStorage.getItem(key);
      if (raw === null) return;
      const db = JSON.parse(raw) as { sessions: { createdAt: number }[] };
      const dayAgo = Date.now() - 25 * 3_600_000;
      for (const session of db.sessions) session.createdAt = Math.min(session.createdAt, dayAgo);
      window.localStorage.setItem(key, JSON.stringify(db));
    });
    await gotoSignedIn(page, '/profile');
    await page.getByRole('button', { name: 'Byt lösenord' }).click();
    const dialog = page.getByRole('dialog', { name: 'Byt lösenord' });
    await dialog.getByLabel('Nytt lösenord', { exact: true }).fill('hemligt123');
    await dialog.getByLabel('Bekräfta nytt lösenord').fill('hemligt123');
    // No password to prove it with: a code is mailed and checked (public.check_reauthentication)
    // before the password goes out with it.
    await dialog.getByRole('button', { name: 'Spara lösenord' }).click();

    await expect(toast(page, 'Kod skickad')).toBeVisible();
    const code = dialog.getByLabel('Kod från e-postmeddelandet');
    await expect(code).toBeFocused();
    await code.fill('12');
    await dialog.getByRole('button', { name: 'Spara lösenord' }).click();
    await expect(
      dialog.getByText('Ange den 6-siffriga koden från e-postmeddelandet.'),
    ).toBeVisible();
    await code.fill('000000');
    await dialog.getByRole('button', { name: 'Spara lösenord' }).click();
    await expect(dialog.getByText('Koden stämmer inte eller har gått ut.')).toBeVisible();
    await expect(code).toHaveValue('000000');
    await expectNoAxeViolations(page);

    // The demo inbox in the dialog has the code.
    await dialog
      .getByRole('button', { name: /^Använd koden/ })
      .first()
      .click();
    await expect(code).toHaveValue(/^\d{6}$/);
    await dialog.getByRole('button', { name: 'Spara lösenord' }).click();
    await expect(toast(page, 'Lösenord uppdaterat')).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});

test.describe('registration details stay in the browser until the code (issue 54)', () => {
  test('registered here, verified in another browser: nothing went to the auth server, and /account asks for the details', async ({
    page,
  }) => {
    const email = freshEmail('annanwebblasare');
    await page.goto('/register');
    await page.getByLabel('E-postadress').fill(email);
    await page.getByLabel('Telefonnummer').fill('070-666 66 66');
    await page.getByLabel('Förnamn').fill('Hemlig');
    await page.getByLabel('Efternamn').fill('Person');
    await page.getByLabel('Adress', { exact: true }).fill('Dolda vägen 6, 666 66 Ort');
    const codeRequest = page.waitForRequest((r) => r.url().endsWith('/auth/v1/otp'));
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    // The code request carries the spec's flow metadata, nothing typed in the form.
    expect(((await codeRequest).postDataJSON() as { data: unknown }).data).toEqual({
      flow_type: 'otp',
      use_otp: true,
    });
    await expect(page).toHaveURL(/\/verify\?email=/);

    // A minute later (the demo database's mails dated back), anybody with the public key asks
    // /signup for the address: GoTrue's answer, the unconfirmed user, holds none of the details.
    await aMinuteLaterForMail(page);
    const answer = await page.evaluate(
      async ([address, anonKey]) => {
        const response = await fetch('/supabase-demo/auth/v1/signup', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', apikey: anonKey },
          body: JSON.stringify({ email: address, password: 'nyfiken-granne-7' }),
        });
        return { status: response.status, text: await response.text() };
      },
      [email, DEMO_ANON_KEY] as const,
    );
    expect(answer.status).toBe(200);
    expect(answer.text).toContain(email);
    for (const detail of ['Hemlig', 'Person', '070-666', 'Dolda', '666 66'])
      expect(answer.text).not.toContain(detail);

    // The code is used in another browser: here, with what the form kept removed.
    await page.evaluate(() => window.localStorage.removeItem('startklar:pendingRegistration'));
    await verifyWithDemoInbox(page);
    await expect(page).toHaveURL('/');

    await page.goto('/account');
    const dialog = page.getByRole('dialog', { name: 'Fyll i dina uppgifter' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Förnamn')).toHaveValue('');
    await expectNoAxeViolations(page);
    // 'Senare' closes it for now; the page says what is missing and opens it again.
    await dialog.getByRole('button', { name: 'Senare' }).click();
    await expect(dialog).toBeHidden();
    const missing = page.getByRole('region', { name: 'Dina uppgifter saknas' });
    await missing.getByRole('button', { name: 'Fyll i uppgifter' }).click();
    await expect(dialog).toBeVisible();

    // Checked as the registration form checks them; nothing typed is lost.
    await dialog.getByLabel('Förnamn').fill('Rätt');
    await dialog.getByLabel('Efternamn').fill('Person');
    await dialog.getByLabel('Telefon').fill('ring mig');
    await dialog.getByLabel('Adress').fill('Storgatan 1');
    await dialog.getByRole('button', { name: 'Spara uppgifter' }).click();
    await expect(
      dialog.getByText('Ange ett giltigt telefonnummer, till exempel 070-123 45 67'),
    ).toBeVisible();
    await expect(dialog.getByLabel('Förnamn')).toHaveValue('Rätt');
    await expectNoAxeViolations(page);

    // A failed save keeps everything typed.
    await dialog.getByLabel('Telefon').fill('070-123 45 67');
    await dialog.getByLabel('Adress').fill('Storgatan 1, 411 38 Göteborg');
    await failNext(page, { method: 'PATCH', path: '/rest/v1/konton' }, { status: 500 });
    await dialog.getByRole('button', { name: 'Spara uppgifter' }).click();
    await expect(toast(page, 'Ett fel uppstod')).toBeVisible();
    await expect(dialog.getByLabel('Telefon')).toHaveValue('070-123 45 67');

    await dialog.getByRole('button', { name: 'Spara uppgifter' }).click();
    await expect(toast(page, 'Uppgifter sparade')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(missing).toBeHidden();
    await expect(page.getByText('Rätt Person')).toBeVisible();
    await expect(page.getByText('070-123 45 67')).toBeVisible();
    // Saved in the account: a reload does not ask again.
    await page.reload();
    await expect(page.getByText('Rätt Person')).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});

test.describe('profile row unavailable', () => {
  test('the pages say so and fetch the account again on request', async ({ page }) => {
    await signIn(page, freshEmail('saknas'), (verifyPage) =>
      failNext(verifyPage, { method: 'GET', path: '/rest/v1/konton' }, { status: 500 }),
    );
    await expect(toast(page, 'Profile Error')).toBeVisible();
    await openProfile(page);
    const missing = page.getByText('Vi kunde inte hämta dina kontouppgifter just nu.');
    await expect(missing).toBeVisible();
    await expect(page.getByRole('button', { name: 'Redigera' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Ladda upp bild' })).toBeDisabled();
    await page.getByRole('button', { name: 'Försök igen' }).first().click();
    await expect(missing).toBeHidden();
    await expect(details(page).getByRole('button', { name: 'Redigera' })).toBeVisible();
  });
});

test.describe('signed out', () => {
  for (const route of ['/profile', '/account']) {
    test(`${route} sends the visitor to /login`, async ({ page }) => {
      await page.goto(route);
      await expect(page).toHaveURL(`/login?returnUrl=${encodeURIComponent(route)}`);
      await expect(
        page.getByRole('heading', { name: 'Logga in på ditt konto', level: 1 }),
      ).toBeVisible();
    });
  }
});

test.describe('Google user on /account', () => {
  test('is asked for the address: empty, failing and successful saves', async ({ page }) => {
    test.setTimeout(90_000);
    await signInWithDemoGoogle(page, 'Anna Lindqvist');
    await expect(page.getByRole('heading', { name: 'Mitt Konto', level: 1 })).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Lägg till din adress' });
    await expect(dialog).toBeVisible();
    const field = dialog.getByRole('textbox', { name: 'Adress' });
    await expect(field).toBeFocused();
    await expectAccessible(page);

    // Empty: 'Fel' / 'Vänligen ange en giltig adress', and the message next to the field.
    await dialog.getByRole('button', { name: 'Spara adress' }).click();
    await expect(toast(page, 'Fel')).toContainText('Vänligen ange en giltig adress');
    await expect(dialog.getByText('Vänligen ange en giltig adress')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    // A failing save keeps the text.
    await field.fill('Storgatan 1, 411 38 Göteborg');
    await failNext(page, { method: 'PATCH', path: '/rest/v1/konton' }, { status: 500 });
    await dialog.getByRole('button', { name: 'Spara adress' }).click();
    await expect(dialog.getByText('Kunde inte spara adressen. Försök igen.')).toBeVisible();
    await expect(field).toHaveValue('Storgatan 1, 411 38 Göteborg');

    // Saved: the dialog closes and the page shows the fresh data.
    await dialog.getByRole('button', { name: 'Spara adress' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page, 'Adress sparad')).toBeVisible();
    const account = page.getByRole('region', { name: 'Kontouppgifter' });
    await expect(account).toContainText('Anna Lindqvist');
    await expect(account).toContainText('anna.lindqvist@example.com');
    await expect(account).toContainText('Storgatan 1, 411 38 Göteborg');
    await expectAccessible(page);

    // It is stored: after a reload there is no dialog.
    await page.reload();
    await expect(account).toContainText('Storgatan 1, 411 38 Göteborg');
    await expect(dialog).toBeHidden();
    await page.getByRole('link', { name: 'Min Profil' }).last().click();
    await expect(page).toHaveURL('/profile');
  });

  test("'Senare' closes the dialog for now; the page can open it again", async ({ page }) => {
    await signInWithDemoGoogle(page, 'Omar Haddad');
    const dialog = page.getByRole('dialog', { name: 'Lägg till din adress' });
    await dialog.getByRole('button', { name: 'Senare' }).click();
    await expect(dialog).toBeHidden();
    const account = page.getByRole('region', { name: 'Kontouppgifter' });
    await expect(account).toContainText('Omar Haddad');
    await account.getByRole('button', { name: 'Lägg till adress' }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, storageState: SIGNED_IN_STATE });

  test('the account area in the drawer leads to the profile and logs out', async ({ page }) => {
    await gotoSignedIn(page);
    await page.getByRole('button', { name: 'Meny', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Meny' });
    await expect(drawer.locator('[data-avatar]')).toHaveText('K');
    await drawer.getByRole('button', { name: 'Inloggad' }).click();
    await page.getByRole('menuitem', { name: 'Min Profil' }).click();
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('heading', { name: 'Min Profil', level: 1 })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Meny', exact: true }).click();
    await drawer.getByRole('button', { name: 'Inloggad' }).click();
    await page.getByRole('menuitem', { name: 'Logga ut' }).click();
    await expect(toast(page, 'Utloggad')).toBeVisible();
    await expect(page).toHaveURL('/');
  });
});
