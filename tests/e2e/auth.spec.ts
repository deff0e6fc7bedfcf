/**
 * Sign-in flows in the demo beyond the model paths of tests/e2e/models (registration, and signing
 * in by code with a wrong code, an expired one, a new one and the 60 s countdown, are played
 * there): a return URL, the demo Google chooser, the failure paths through the demo backend's
 * fault helper, and the rule that no console message carries an e-mail address, a one-time code
 * or a token.
 */
import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectConsoleError,
  expectNoAxeViolations,
  failedBackendRequest,
  test as base,
} from './fixtures';
import {
  SIGNED_IN_STATE,
  failNext,
  freshEmail,
  gotoSignedIn,
  openWithDemoBackend,
  toast,
} from './helpers/signIn';
import { installClock, pageNow } from './helpers/modelPaths';

/** Personal data that must never reach the console. */
const EMAIL_PATTERN = /[^\s@"'<>()]+@[^\s@"'<>()]+\.[a-z]{2,}/i;
const CODE_PATTERN = /(?<![\d.:-])\d{6}(?![\d.:-])/;
const JWT_PATTERN = /eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]{4,}/;

/** Every test records the console and checks it for personal data when it ends. */
const test = base.extend<{ checkedConsole: void }>({
  checkedConsole: [
    async ({ consoleMessages }, use) => {
      await use();
      const leaks = consoleMessages.filter(
        (message) =>
          EMAIL_PATTERN.test(message) || CODE_PATTERN.test(message) || JWT_PATTERN.test(message),
      );
      expect(leaks, 'console messages with an e-mail, a code or a token').toEqual([]);
    },
    { auto: true },
  ],
});

const inbox = (page: Page): Locator => page.getByRole('complementary', { name: 'Demo-inkorg' });

/** The newest code in the demo inbox on /verify. */
async function newestCode(page: Page): Promise<string> {
  const newest = inbox(page).getByRole('listitem').first();
  await expect(newest).toContainText(/\d{6}/);
  const text = (await newest.textContent()) ?? '';
  return /\d{6}/.exec(text)?.[0] ?? '';
}

async function requestCode(page: Page, email: string): Promise<void> {
  await page.getByLabel('E-postadress').fill(email);
  await page.getByRole('button', { name: 'Skicka kod' }).click();
  await expect(toast(page, 'Verifieringskod skickad!')).toContainText(
    'En verifieringskod har skickats till din e-post.',
  );
  await expect(page).toHaveURL(`/verify?email=${encodeURIComponent(email)}`);
}

async function verifyWithInboxCode(page: Page): Promise<void> {
  const code = await newestCode(page);
  await page.getByLabel('Verifieringskod').fill(code);
  await page.getByRole('button', { name: 'Verifiera' }).click();
  await expect(toast(page, 'Verifiering lyckades!')).toContainText('Du är nu inloggad.');
}

const signedIn = (page: Page): Locator => page.getByRole('button', { name: 'Inloggad' }).first();

test.describe('login by code', () => {
  test('with ?returnUrl=/faq the user lands on /faq after verifying', async ({ page }) => {
    await page.goto('/login?returnUrl=/faq');
    await expect(
      page.getByRole('heading', { name: 'Logga in på ditt konto', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Skapa ett nytt konto' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(page.getByText('kommer du tillbaka till dina testresultat')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth_return_url'))).toBe('/faq');
    await requestCode(page, freshEmail('carl'));
    await verifyWithInboxCode(page);
    await expect(page).toHaveURL('/faq');
    await expect(signedIn(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth_return_url'))).toBeNull();
  });

  test('a foreign ?returnUrl=//evil.example is ignored and the user lands on /', async ({
    page,
  }) => {
    await page.goto('/login?returnUrl=//evil.example');
    await expect(page.getByRole('button', { name: 'Skicka kod' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth_return_url'))).toBeNull();
    await requestCode(page, freshEmail('david'));
    await verifyWithInboxCode(page);
    await expect(page).toHaveURL('/');
    await expect(signedIn(page)).toBeVisible();
  });

  test.describe('signed in', () => {
    test.use({ storageState: SIGNED_IN_STATE });

    test('a signed-in visitor on /login goes on to /account', async ({ page }) => {
      await gotoSignedIn(page, '/about');
      await page.goto('/login');
      await expect(page).toHaveURL('/account');
    });
  });

  test('a 500 from /auth/v1/otp shows the failure and keeps the address', async ({ page }) => {
    const email = freshEmail('fia');
    await openWithDemoBackend(page, '/login');
    await failNext(page, { method: 'POST', path: '/auth/v1/otp' }, { status: 500 });
    await page.getByLabel('E-postadress').fill(email);
    await page.getByRole('button', { name: 'Skicka kod' }).click();
    await expect(toast(page, 'Inloggningen misslyckades')).toContainText(
      'Kunde inte skicka verifieringskod. Kontrollera din e-postadress och försök igen.',
    );
    await expect(page).toHaveURL('/login');
    await expect(page.getByLabel('E-postadress')).toHaveValue(email);
    await expect(page.getByRole('button', { name: 'Skicka kod' })).toBeEnabled();
  });

  test('a failure toast is as wide as a success toast: 380 px, or the screen less its margins @mobile', async ({
    page,
  }) => {
    const viewport = page.viewportSize()?.width ?? 0;
    const expected = Math.min(380, viewport - 2 * 12);
    const widthOf = async (title: string) => (await toast(page, title).boundingBox())?.width;

    await openWithDemoBackend(page, '/login');
    await requestCode(page, freshEmail('bred'));
    expect(await widthOf('Verifieringskod skickad!')).toBeCloseTo(expected, 0);

    await openWithDemoBackend(page, '/login');
    await failNext(page, { method: 'POST', path: '/auth/v1/otp' }, { status: 500 });
    await page.getByLabel('E-postadress').fill(freshEmail('bred'));
    await page.getByRole('button', { name: 'Skicka kod' }).click();
    await expect(toast(page, 'Inloggningen misslyckades')).toBeVisible();
    expect(await widthOf('Inloggningen misslyckades')).toBeCloseTo(expected, 0);
  });

  test('an invalid address is explained next to the field', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-postadress').fill('anna@');
    await page.getByRole('button', { name: 'Skicka kod' }).click();
    await expect(
      page.getByText('Ange en giltig e-postadress, till exempel namn@exempel.se'),
    ).toBeVisible();
    await expect(page.getByLabel('E-postadress')).toBeFocused();
    await expect(page.getByLabel('E-postadress')).toHaveValue('anna@');
  });
});

test.describe('verify', () => {
  test('a network error keeps the code; a wrong code is refused; the right one signs in', async ({
    page,
  }) => {
    await page.goto('/login');
    await requestCode(page, freshEmail('hanna'));
    const code = await newestCode(page);
    const field = page.getByLabel('Verifieringskod');

    await field.fill('12345');
    await page.getByRole('button', { name: 'Verifiera' }).click();
    await expect(toast(page, 'Ogiltig kod')).toContainText(
      'Vänligen ange en giltig 6-siffrig verifieringskod.',
    );
    await expect(field).toBeFocused();

    await failNext(page, { method: 'POST', path: '/auth/v1/verify' }, { network: true });
    await field.fill(code);
    await page.getByRole('button', { name: 'Verifiera' }).click();
    await expect(toast(page, 'Verifiering misslyckades')).toBeVisible();
    await expect(field).toHaveValue(code);
    await expect(page).toHaveURL(/\/verify\?email=/);

    await page.getByRole('button', { name: 'Verifiera' }).click();
    await expect(toast(page, 'Verifiering lyckades!')).toBeVisible();
    await expect(page).toHaveURL('/');
    // The pressed 'Verifiera' went pending and then away with its page: what was announced
    // about it must not point at the vanished button (axe: role-img-alt), not even at once.
    await expect(signedIn(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("'Skicka ny kod': the field is read-only while the new code is on its way, then empty", async ({
    page,
  }) => {
    await installClock(page);
    await page.goto('/login');
    await requestCode(page, freshEmail('ines'));
    const field = page.getByLabel('Verifieringskod');
    await field.fill('123456');
    // A minute on (no 429), the page's clock stands still, and the demo backend holds the new
    // code's request until the test lets five seconds pass.
    await page.clock.runFor(61_000);
    await page.clock.pauseAt((await pageNow(page)) + 1_000);
    await page.evaluate(() =>
      window.__startklarFaults?.failNext(
        { method: 'POST', path: '/auth/v1/otp' },
        { delayMs: 5_000 },
      ),
    );
    await page.getByRole('button', { name: 'Skicka ny kod' }).click();
    await expect(field).toHaveAttribute('readonly', '');
    // The request is held from here on (on a busy machine it can reach the backend after the
    // field went read-only, and five seconds run out before its wait began would never end it).
    await expect.poll(() => page.evaluate(() => window.__startklarFaults?.pending())).toBe(0);
    await field.press('Backspace');
    await expect(field).toHaveValue('123456');

    await page.clock.runFor(5_000);
    await expect(toast(page, 'Ny kod skickad')).toBeVisible();
    // The new code replaces the one typed.
    await expect(field).toHaveValue('');
    await expect(field).not.toHaveAttribute('readonly');
  });

  test('without the e-mail parameter the visitor is sent to /login', async ({ page }) => {
    await page.goto('/verify');
    await expect(toast(page, 'Saknad information')).toContainText('E-postadress saknas.');
    await expect(page).toHaveURL('/login');
  });
});

test.describe('Google in the demo', () => {
  test('the demo chooser signs in and returns to /account', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Logga in med Google' }).click();
    await expect(page).toHaveURL(/\/demo\/google\?/);
    await expect(
      page.getByRole('heading', { name: 'Välj ett Google-konto', level: 1 }),
    ).toBeVisible();
    await page.getByRole('button', { name: /Anna Lindqvist/ }).click();
    await expect(page).toHaveURL(/\/account/);
    await expect(page.getByRole('heading', { name: 'Mitt Konto', level: 1 })).toBeVisible();
    await expect(signedIn(page)).toBeVisible();
  });

  test("a failing Google start shows the failure and clears 'Laddar...'", async ({ page }) => {
    await openWithDemoBackend(page, '/login');
    await failNext(page, { method: 'GET', path: '/auth/v1/authorize' }, { status: 500 });
    await page.getByRole('button', { name: 'Logga in med Google' }).click();
    await expect(toast(page, 'Google-inloggning misslyckades')).toContainText(
      'Kunde inte logga in med Google. Försök igen senare.',
    );
    await expect(page.getByRole('button', { name: 'Logga in med Google' })).toBeEnabled();
    await expect(page).toHaveURL('/login');
  });
});

test.describe('privacy', () => {
  test('no console message carries an e-mail address, a code or a token', async ({
    page,
    consoleMessages,
  }) => {
    test.setTimeout(60_000);
    // The patterns find what they look for.
    expect(EMAIL_PATTERN.test('warn: sent to anna.1@example.se')).toBe(true);
    expect(CODE_PATTERN.test('log: code 123456 ok')).toBe(true);
    expect(JWT_PATTERN.test('Bearer eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl')).toBe(true);

    const email = freshEmail('klara');
    // A refused code request, a rate-limited one, a dropped verification, a wrong code, success.
    await openWithDemoBackend(page, '/login');
    await failNext(page, { method: 'POST', path: '/auth/v1/otp' }, { status: 500 });
    await page.getByLabel('E-postadress').fill(email);
    await page.getByRole('button', { name: 'Skicka kod' }).click();
    await expect(toast(page, 'Inloggningen misslyckades')).toBeVisible();
    await page.getByRole('button', { name: 'Skicka kod' }).click();
    await expect(page).toHaveURL(/\/verify\?email=/);
    const code = await newestCode(page);
    expectConsoleError(page, failedBackendRequest(429, '/auth/v1/otp'));
    await page.getByRole('button', { name: 'Skicka ny kod' }).click();
    await expect(page.getByRole('button', { name: /^Vänta \d+s\.\.\.$/ })).toBeVisible();
    await failNext(page, { method: 'POST', path: '/auth/v1/verify' }, { network: true });
    await page.getByLabel('Verifieringskod').fill(code);
    await page.getByRole('button', { name: 'Verifiera' }).click();
    await expect(toast(page, 'Verifiering misslyckades')).toBeVisible();
    await page.getByLabel('Verifieringskod').fill(code === '000000' ? '111111' : '000000');
    expectConsoleError(page, failedBackendRequest(403, '/auth/v1/verify'));
    await page.getByRole('button', { name: 'Verifiera' }).click();
    await expect(toast(page, 'Verifiering misslyckades')).toContainText(
      'Ogiltig eller utgången kod.',
    );
    await page.getByLabel('Verifieringskod').fill(code);
    await page.getByRole('button', { name: 'Verifiera' }).click();
    await expect(signedIn(page)).toBeVisible();

    const leaks = consoleMessages.filter(
      (message) =>
        message.includes(email) ||
        message.includes(code) ||
        EMAIL_PATTERN.test(message) ||
        CODE_PATTERN.test(message) ||
        JWT_PATTERN.test(message),
    );
    expect(leaks).toEqual([]);
  });
});

test.describe('accessibility', () => {
  test('/login, /register, /verify (with a code in the inbox) and /demo/google pass axe', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Skicka kod' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/register');
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await expect(page.getByText('Vänligen fyll i ditt förnamn')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto('/login');
    await requestCode(page, freshEmail('jonas'));
    await expect(inbox(page).getByRole('listitem')).toHaveCount(1);
    await expectNoAxeViolations(page);

    await page.goto('/login');
    await page.getByRole('button', { name: 'Logga in med Google' }).click();
    await expect(page.getByRole('heading', { name: 'Välj ett Google-konto' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
