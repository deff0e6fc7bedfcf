/**
 * The account takeover that a sign-up with a password allowed (issue 36): anybody may call
 * GoTrue's `POST /auth/v1/signup` with somebody else's address and a password of their choosing.
 * A password belongs only to whoever proved the address: the sign-up stays unconfirmed, and the
 * owner's code clears the password that was set before it (the trigger on auth.users; the demo's
 * auth server does the same).
 */
import type { Page } from '@playwright/test';
import { DEMO_ANON_KEY } from '../../src/services/client';
import { expect, expectConsoleError, failedBackendRequest, test } from './fixtures';
import {
  aMinuteLaterForMail,
  demoReady,
  freshEmail,
  signedInButton,
  toast,
  verifyWithDemoInbox,
} from './helpers/signIn';

const ATTACKERS_PASSWORD = 'angriparens-hemliga-9';

/** GoTrue's /signup, called directly, as an attacker would (no page of the app offers it). */
async function signUpWithPassword(page: Page, email: string) {
  return page.evaluate(
    async ([address, password, anonKey]) => {
      const response = await fetch('/supabase-demo/auth/v1/signup', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          apikey: anonKey,
          'X-Supabase-Api-Version': '2024-01-01',
        },
        body: JSON.stringify({ email: address, password, data: { fornamn: 'Mallory' } }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    [email, ATTACKERS_PASSWORD, DEMO_ANON_KEY] as const,
  );
}

test('a password chosen by somebody else before the owner proved the address never signs in', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const email = freshEmail('agare');
  await page.goto('/verify?email=demo.start%40example.se');
  await demoReady(page);

  // The attacker signs up with the owner's address: an unconfirmed user, and no session.
  const signUp = await signUpWithPassword(page, email);
  expect(signUp.status).toBe(200);
  expect(signUp.body.access_token).toBeUndefined();
  expect(signUp.body.email_confirmed_at).toBeUndefined();

  // A minute later (the demo database's mails are dated back, as another tab's save would be
  // read), the owner registers by code through the site.
  await aMinuteLaterForMail(page);
  await page.getByRole('link', { name: 'Tillbaka till inloggningen' }).click();
  await page.getByRole('link', { name: 'Skapa ett nytt konto' }).click();
  await expect(page.getByRole('heading', { name: 'Skapa ett nytt konto', level: 1 })).toBeVisible();
  await page.getByLabel('E-postadress').fill(email);
  await page.getByLabel('Telefonnummer').fill('070-123 45 67');
  await page.getByLabel('Förnamn').fill('Anna');
  await page.getByLabel('Efternamn').fill('Andersson');
  await page.getByLabel('Adress', { exact: true }).fill('Storgatan 1, 411 38 Göteborg');
  await page.getByRole('button', { name: 'Skapa konto' }).click();
  await expect(page).toHaveURL(`/verify?email=${encodeURIComponent(email)}`);
  await verifyWithDemoInbox(page);
  await expect(toast(page, 'Verifiering lyckades!')).toBeVisible();
  await expect(signedInButton(page)).toBeVisible();

  // The account holds what the owner typed, not what came with the sign-up.
  await page.goto('/account');
  await expect(page.getByText('Anna Andersson')).toBeVisible();
  await expect(page.getByText('Mallory')).toHaveCount(0);

  await signedInButton(page).click();
  await page.getByRole('menuitem', { name: 'Logga ut' }).click();
  await expect(toast(page, 'Utloggad')).toBeVisible();

  // The attacker's password no longer opens the account.
  await page.goto('/login');
  await page.getByRole('button', { name: 'Logga in med lösenord' }).click();
  await page.getByLabel('E-postadress').fill(email);
  await page.getByRole('textbox', { name: 'Lösenord', exact: true }).fill(ATTACKERS_PASSWORD);
  expectConsoleError(page, failedBackendRequest(400, '/auth/v1/token'));
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  await expect(page.getByText('Fel e-postadress eller lösenord.')).toBeVisible();
  await expect(signedInButton(page)).toHaveCount(0);
});
