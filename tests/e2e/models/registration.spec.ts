/**
 * The registration model (registration.model.ts) played on /register, /verify and /account
 * against the demo backend (its fault helper for the failing send).
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { failNext, freshEmail, openWithDemoBackend } from '../helpers/signIn';
import { playModelPaths } from '../helpers/modelPaths';
import { REGISTRATION_STEPS, registration, type RegistrationView } from './registration.model';

const FIELDS = {
  email: 'E-postadress',
  phone: 'Telefonnummer',
  first: 'Förnamn',
  last: 'Efternamn',
  address: 'Adress',
} as const;
const REQUIRED = [
  'Vänligen fyll i din e-postadress',
  'Vänligen fyll i ditt telefonnummer',
  'Vänligen fyll i ditt förnamn',
  'Vänligen fyll i ditt efternamn',
  'Vänligen fyll i din adress',
];
const ADDRESS_MESSAGE = 'Ange en fullständig adress med gatuadress, postnummer och ort';
const SHORT_ADDRESS = 'Storgatan 1';
const FULL_ADDRESS = 'Storgatan 1, 411 38 Göteborg';

interface World {
  page: Page;
  email: string;
}

const field = (page: Page, name: keyof typeof FIELDS): Locator =>
  page.getByLabel(FIELDS[name], { exact: true });

/** What the visitor typed, by the state of the form. */
function typed(email: string, form: RegistrationView['form']): Record<keyof typeof FIELDS, string> {
  if (form === 'empty') return { email: '', phone: '', first: '', last: '', address: '' };
  return {
    email,
    phone: '070-123 45 67',
    first: 'Anna',
    last: 'Andersson',
    address: form === 'complete' ? FULL_ADDRESS : SHORT_ADDRESS,
  };
}

playModelPaths(
  registration,
  {
    start: async (page): Promise<World> => {
      // With the demo backend running, for its fault helper.
      await openWithDemoBackend(page, '/register');
      return { page, email: freshEmail('registrering') };
    },
    act: async ({ page, email }, event, _before, after) => {
      const send = () => page.getByRole('button', { name: 'Skapa konto' }).click();
      switch (event.type) {
        case 'sendEmptyForm':
        case 'sendForm':
          return send();
        case 'fillInShortAddress':
        case 'fixAddress': {
          const values = typed(email, after.form);
          for (const name of Object.keys(FIELDS) as (keyof typeof FIELDS)[])
            await field(page, name).fill(values[name]);
          return;
        }
        case 'sendWhileBackendFails':
          await failNext(page, { method: 'POST', path: '/auth/v1/otp' }, { status: 500 });
          return send();
        case 'typeInboxCode':
          await page
            .getByRole('complementary', { name: 'Demo-inkorg' })
            .getByRole('button', { name: /Använd koden/ })
            .first()
            .click();
          return page.getByRole('button', { name: 'Verifiera' }).click();
        case 'openAccount':
          return void (await page.goto('/account'));
      }
    },
    see: async ({ page, email }, view, _event, toasts) => {
      if (view.toast) await toasts.expectShown(view.toast);
      switch (view.page) {
        case '/register': {
          await expect(
            page.getByRole('heading', { name: 'Skapa ett nytt konto', level: 1 }),
          ).toBeVisible();
          // Nothing typed is lost, whatever happened.
          const values = typed(email, view.form);
          for (const name of Object.keys(FIELDS) as (keyof typeof FIELDS)[])
            await expect(field(page, name)).toHaveValue(values[name]);
          if (view.messages === 'allRequired') {
            for (const message of REQUIRED) await expect(page.getByText(message)).toBeVisible();
            await expect(field(page, 'email')).toBeFocused();
          }
          if (view.messages === 'address') {
            await expect(page.getByText(ADDRESS_MESSAGE)).toBeVisible();
            await expect(field(page, 'address')).toBeFocused();
          }
          await expect(page.getByRole('button', { name: 'Skapa konto' })).toBeEnabled();
          await expect(field(page, 'email')).toHaveAttribute('type', 'email');
          return;
        }
        case '/verify': {
          await expect(page).toHaveURL(`/verify?email=${encodeURIComponent(email)}`);
          const inbox = page.getByRole('complementary', { name: 'Demo-inkorg' });
          await expect(inbox).toContainText('inga riktiga e-postmeddelanden skickas');
          await expect(inbox.getByRole('listitem')).toHaveCount(1);
          const code = page.getByLabel('Verifieringskod');
          await expect(code).toHaveAttribute('inputmode', 'numeric');
          await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
          return;
        }
        case '/':
          await expect(page).toHaveURL('/');
          await expect(page.getByRole('button', { name: 'Inloggad' }).first()).toBeVisible();
          return;
        case '/account':
          // What was typed here is the account's own: nothing to confirm.
          await expect(page.getByRole('heading', { name: 'Mitt Konto', level: 1 })).toBeVisible();
          await expect(page.getByText('Anna Andersson')).toBeVisible();
          await expect(page.getByText(FULL_ADDRESS)).toBeVisible();
          await expect(page.getByRole('region', { name: 'Stämmer dina uppgifter?' })).toHaveCount(
            0,
          );
          return;
      }
    },
  },
  { maxSteps: REGISTRATION_STEPS },
);
