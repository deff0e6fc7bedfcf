/**
 * Signing in for end-to-end tests, through the UI as a visitor does it: /login → e-mail →
 * 'Skicka kod' → /verify → the code from the 'Demo-inkorg' panel → 'Verifiera'. Each Playwright
 * test has a fresh browser context, and with it a fresh demo database (kept in localStorage).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { expectConsoleError, failedBackendRequest } from '../fixtures';

/** The account of the shared signed-in state (tests/e2e/signedIn.setup.ts). */
export const SIGNED_IN_EMAIL = 'karin.delad@example.se';
/** The saved browser state of that account: `test.use({ storageState: SIGNED_IN_STATE })`. */
export const SIGNED_IN_STATE = 'test-results/.auth/signed-in.json';
/** The demo's admin ('Demo Redaktör', admin@example.com) signed in, for the editors' tests. */
export const ADMIN_STATE = 'test-results/.auth/admin.json';

/**
 * Opens `path` with the shared signed-in state and waits until the account area says so.
 * (Use with `test.use({ storageState: SIGNED_IN_STATE })`.)
 */
export async function gotoSignedIn(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  // The avatar of the account area (inline navigation: in the DOM though hidden on phones).
  await expect(page.locator('header [data-avatar]').first()).toBeAttached();
}

/** A unique address, so tests never share an account or a code rate limit. */
export function freshEmail(name: string): string {
  return `${name}.${Date.now()}${Math.floor(Math.random() * 1000)}@example.se`;
}

export const toast = (page: Page, title: string): Locator =>
  page.getByTestId('toast').filter({ hasText: title });

/** The account-area button that shows a visitor is signed in (inline nav or drawer). */
export const signedInButton = (page: Page): Locator =>
  page.getByRole('button', { name: 'Inloggad' }).first();

/**
 * A minute passes for the demo's mail limit: the codes the demo database has sent are dated back
 * 61 s (and the database marked as saved by another tab, so the backend reads it again), instead
 * of a real wait or a clock that would move the whole page.
 */
export async function aMinuteLaterForMail(page: Page): Promise<void> {
  await page.evaluate(() => {
    const key = 'startklar-demo-db';
    const db = JSON.parse(window.localStorage.getItem(key) ?? '{}') as {
      otps: { sentAt: number; expiresAt: number }[];
    };
    for (const otp of db.otps) {
      otp.sentAt -= 61_000;
      otp.expiresAt -= 61_000;
    }
    window.localStorage.setItem(key, JSON.stringify(db));
    window.localStorage.setItem(`${key}:generation`, `minute-later-${Date.now()}`);
  });
}

/** On /verify: the newest code of the demo inbox into the field, then 'Verifiera'. */
export async function verifyWithDemoInbox(page: Page): Promise<void> {
  await page
    .getByRole('complementary', { name: 'Demo-inkorg' })
    .getByRole('button', { name: /^Använd koden/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Verifiera' }).click();
}

/** Waits until the demo backend (and with it the fault helper) is running. */
export async function demoReady(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__startklarFaults !== undefined);
}

/**
 * Opens /login or /register with the demo backend already running. The app starts the backend
 * only when it is first needed (so guide pages load no MSW and no supabase-js); the demo inbox on
 * /verify needs it, so the page starts there and follows the links, which keeps the page (and the
 * faults registered in it) alive.
 */
export async function openWithDemoBackend(
  page: Page,
  target: '/login' | '/register',
): Promise<void> {
  await page.goto('/verify?email=demo.start%40example.se');
  await demoReady(page);
  await page.getByRole('link', { name: 'Tillbaka till inloggningen' }).click();
  await expect(page).toHaveURL('/login');
  await expect(
    page.getByRole('heading', { name: 'Logga in på ditt konto', level: 1 }),
  ).toBeVisible();
  if (target === '/register') {
    await page.getByRole('link', { name: 'Skapa ett nytt konto' }).click();
    await expect(page).toHaveURL('/register');
    // The URL changes before the page cross-fade swaps the content, and /login has an e-mail field
    // too: wait for the new page, or typing could land in the outgoing form.
    await expect(
      page.getByRole('heading', { name: 'Skapa ett nytt konto', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Logga in på ditt konto' })).toHaveCount(0);
  }
}

/** Makes the next matching request to the demo backend fail (see src/mocks/README.md). */
export async function failNext(
  page: Page,
  matcher: { method?: string; path: string; prefix?: true; regex?: true },
  fault: { status: number } | { network: true },
  times = 1,
): Promise<void> {
  await demoReady(page);
  // The failed request is what this test wants; so is the message supabase-js logs for a dropped
  // connection. (A RegExp matcher is tested against the path and query, as the mock does.)
  const status = 'network' in fault ? 'network' : fault.status;
  const anyFailed = failedBackendRequest(status, '/');
  const pathOf = (text: string) => {
    const url = new URL(/\((https?:\/\/[^)]+)\)$/.exec(text)?.[1] ?? 'http://x/');
    return { path: url.pathname.replace(/^\/supabase-demo/, ''), search: url.search };
  };
  expectConsoleError(page, (text) => {
    if (!anyFailed.test(text)) return false;
    const { path, search } = pathOf(text);
    if (matcher.regex) return new RegExp(matcher.path).test(path + search);
    return matcher.prefix ? path.startsWith(matcher.path) : path === matcher.path;
  });
  if (status === 'network') expectConsoleError(page, /^TypeError: Failed to fetch/);
  await page.evaluate(([m, f, n]) => window.__startklarFaults?.failNext(m, f, n), [
    matcher,
    fault,
    times,
  ] as const);
}

/**
 * Signs in with a one-time code through /login and /verify and waits until the visitor is signed in.
 * `beforeVerify` runs on /verify just before the code is sent (e.g. to register a fault for the
 * requests that follow sign-in). Returns the address used.
 */
export async function signIn(
  page: Page,
  email: string = freshEmail('konto'),
  beforeVerify?: (page: Page) => Promise<void>,
): Promise<string> {
  await page.goto('/login');
  await page.getByLabel('E-postadress').fill(email);
  await page.getByRole('button', { name: 'Skicka kod' }).click();
  await expect(page).toHaveURL(`/verify?email=${encodeURIComponent(email)}`);

  const newest = page
    .getByRole('complementary', { name: 'Demo-inkorg' })
    .getByRole('listitem')
    .first();
  await expect(newest).toContainText(/\d{6}/);
  const code = /\d{6}/.exec((await newest.textContent()) ?? '')?.[0] ?? '';
  await page.getByLabel('Verifieringskod').fill(code);
  await beforeVerify?.(page);
  await page.getByRole('button', { name: 'Verifiera' }).click();
  // Not the 'Verifiering lyckades!' toast: a toast that follows at once (e.g. a failed profile
  // load) replaces it. /verify navigates on success, and the account area gets its avatar (in the
  // inline navigation, which is in the DOM though hidden on phones).
  await expect(page).not.toHaveURL(/\/verify/);
  await expect(page.locator('header [data-avatar]').first()).toBeAttached();
  return email;
}

/** Signs in with the demo Google chooser ('Logga in med Google' on /login); lands on /account. */
export async function signInWithDemoGoogle(page: Page, name = 'Anna Lindqvist'): Promise<void> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Logga in med Google' }).click();
  await expect(page).toHaveURL(/\/demo\/google\?/);
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(/\/account/);
}
