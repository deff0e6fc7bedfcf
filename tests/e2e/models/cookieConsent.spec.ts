/**
 * The cookie-consent model (cookieConsent.model.ts) played on /about by a visitor without a
 * stored choice; after a reload the page's clock lets the banner's second pass at once.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { playModelPaths } from '../helpers/modelPaths';
import { COOKIE_STEPS, cookieConsent, type CookieView } from './cookieConsent.model';

/** The banner shows a second after the app started: past it, whatever was to come has come. */
const PAST_THE_BANNER_DELAY_MS = 1_500;

test.use({ consent: null });

const banner = (page: Page) => page.getByRole('region', { name: 'Vi använder cookies' });
const storedChoice = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cookiePreferences') ?? 'null') as unknown);

playModelPaths(
  cookieConsent,
  {
    start: async (page) => {
      await page.goto('/about');
      return page;
    },
    act: async (page, event, before) => {
      const press = (name: string) => banner(page).getByRole('button', { name }).click();
      switch (event.type) {
        case 'acceptAll':
          return press('Acceptera alla');
        case 'necessaryOnly':
          return press('Endast nödvändiga');
        case 'rejectAll':
          return press('Avböj alla');
        case 'toggleDetails':
          return press(before.banner === 'details' ? 'Dölj detaljer' : 'Visa detaljer');
        case 'tick':
          return banner(page)
            .getByText(event.category === 'analytics' ? 'Statistik' : 'Marknadsföring', {
              exact: true,
            })
            .click();
        case 'saveMine':
          return press('Spara mina val');
        case 'reloadAndWait':
          await page.reload();
          return page.clock.runFor(PAST_THE_BANNER_DELAY_MS);
        case 'footerSettings':
          return page.getByRole('button', { name: 'Cookie-inställningar' }).click();
      }
    },
    see: async (page, view: CookieView) => {
      if (view.banner === 'hidden') await expect(banner(page)).toBeHidden();
      else {
        await expect(banner(page)).toBeVisible();
        const toggle = banner(page).getByRole('button', {
          name: view.banner === 'details' ? 'Dölj detaljer' : 'Visa detaljer',
        });
        await expect(toggle).toHaveAttribute('aria-expanded', String(view.banner === 'details'));
      }
      if (view.banner === 'details') {
        const box = (name: RegExp) => banner(page).getByRole('checkbox', { name });
        await expect(box(/Nödvändiga/)).toBeChecked();
        await expect(box(/Nödvändiga/)).toBeDisabled();
        await expect(box(/Statistik/)).toBeChecked({ checked: view.ticks.analytics });
        await expect(box(/Marknadsföring/)).toBeChecked({ checked: view.ticks.marketing });
      }
      await expect.poll(() => storedChoice(page)).toEqual(view.stored);
    },
  },
  { clock: true, maxSteps: COOKIE_STEPS },
);
