/**
 * The sign-in-by-code model (signInByCode.model.ts) played on /login and /verify against the
 * demo backend, the page's clock in the test's hands (a minute, ten minutes pass at once).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectConsoleError, failedBackendRequest } from '../fixtures';
import { freshEmail } from '../helpers/signIn';
import { pageNow, playModelPaths } from '../helpers/modelPaths';
import { SIGN_IN_STEPS, signInByCode, type SignInView } from './signInByCode.model';

const CODE_LIFE_MS = 10 * 60_000;

interface World {
  page: Page;
  email: string;
  /** The page's time when the newest code was sent. */
  sentAt: number;
}

const inbox = (page: Page): Locator => page.getByRole('complementary', { name: 'Demo-inkorg' });
const codes = (page: Page): Locator => inbox(page).getByRole('listitem');
const countdown = (page: Page): Locator => page.getByRole('button', { name: /^Vänta \d+s\.\.\.$/ });

/** The newest code in the demo inbox. */
async function newestCode(page: Page): Promise<string> {
  const newest = codes(page).first();
  await expect(newest).toContainText(/\d{6}/);
  return /\d{6}/.exec((await newest.textContent()) ?? '')?.[0] ?? '';
}

/** Lets the page's time run to `at` (its own clock), every timer firing on the way. */
async function runUntil(page: Page, at: number): Promise<void> {
  await page.clock.runFor(Math.max(0, at - (await pageNow(page))));
}

playModelPaths(
  signInByCode,
  {
    start: async (page): Promise<World> => {
      await page.goto('/login');
      return { page, email: freshEmail('modell'), sentAt: 0 };
    },
    act: async (world, event, before, after) => {
      const { page } = world;
      const codeSent = after.codes > before.codes;
      switch (event.type) {
        case 'sendAddress':
          if (!codeSent) expectConsoleError(page, failedBackendRequest(429, '/auth/v1/otp'));
          await page.getByLabel('E-postadress').fill(world.email);
          await page.getByRole('button', { name: 'Skicka kod' }).click();
          break;
        case 'typeWrongCode': {
          expectConsoleError(page, failedBackendRequest(403, '/auth/v1/verify'));
          const right = await newestCode(page);
          await page.getByLabel('Verifieringskod').fill(right === '000000' ? '111111' : '000000');
          await page.getByRole('button', { name: 'Verifiera' }).click();
          break;
        }
        case 'typeInboxCode': {
          if (after.page !== '/')
            expectConsoleError(page, failedBackendRequest(403, '/auth/v1/verify'));
          const code = await newestCode(page);
          await codes(page)
            .first()
            .getByRole('button', { name: /Använd koden/ })
            .click();
          await expect(page.getByLabel('Verifieringskod')).toHaveValue(code);
          await page.getByRole('button', { name: 'Verifiera' }).click();
          break;
        }
        case 'askForNewCode':
          if (!codeSent) expectConsoleError(page, failedBackendRequest(429, '/auth/v1/otp'));
          await page.getByRole('button', { name: 'Skicka ny kod' }).click();
          break;
        case 'reload':
          await page.reload();
          break;
        case 'backToLogin':
          await page.getByRole('link', { name: 'Tillbaka till inloggningen' }).click();
          break;
        case 'wait':
          await runUntil(
            page,
            world.sentAt +
              (event.until === 'minute'
                ? 61_000
                : event.until === 'lastSeconds'
                  ? CODE_LIFE_MS - 5_000
                  : CODE_LIFE_MS + 1_000),
          );
          break;
      }
      if (codeSent) {
        // The code is in the inbox: its 10 minutes run from now.
        await expect(codes(page)).toHaveCount(after.codes);
        world.sentAt = await pageNow(page);
      }
    },
    see: async ({ page }, view: SignInView, _event, toasts) => {
      if (view.toast) await toasts.expectShown(view.toast);
      if (view.page === '/login') {
        await expect(page).toHaveURL('/login');
        await expect(
          page.getByRole('heading', { name: 'Logga in på ditt konto', level: 1 }),
        ).toBeVisible();
        if (view.countdown) await expect(countdown(page)).toBeDisabled();
        else await expect(page.getByRole('button', { name: 'Skicka kod' })).toBeEnabled();
      } else if (view.page === '/verify') {
        await expect(page).toHaveURL(/\/verify\?email=/);
        await expect(
          page.getByRole('heading', { name: 'Verifiera din e-post', level: 1 }),
        ).toBeVisible();
        await expect(codes(page)).toHaveCount(view.codes);
        if (view.countdown) await expect(countdown(page)).toBeDisabled();
        else await expect(page.getByRole('button', { name: 'Skicka ny kod' })).toBeEnabled();
      } else {
        await expect(page).toHaveURL('/');
        await expect(page.getByRole('button', { name: 'Inloggad' }).first()).toBeVisible();
      }
    },
  },
  { clock: true, maxSteps: SIGN_IN_STEPS },
);
