/**
 * The likviditetsbudget model (budget.model.ts) played on /likviditetsbudget: each event is what
 * the founder does there (the sales field, January's own figure (the month shown first), the spreadsheet
 * button), and after each step the page shows what the model says: the field as typed, its
 * message, the budget or the request to correct, and the months' 'Inbetalningar'.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { fixDate } from '../helpers/fixedDate';
import { playModelPaths } from '../helpers/modelPaths';
import { BUDGET_STEPS, budgetModel, hasBudget, incomeOf } from './budget.model';

const PLAN = '/likviditetsbudget?form=ab&start=2027-01-15&moms=kvartal';
const SALES = 'Försäljning per månad, utan moms';
const JANUARY_SALES = 'Försäljning utan moms, januari 2027';
const CORRECT = 'Rätta det som är markerat bland siffrorna, så räknar vi fram budgeten igen.';

const field = (page: Page, label: string): Locator =>
  page.getByRole('textbox', { name: label, exact: true });
/** "150 000 kr" as the site writes it (any space between the groups and before 'kr'). */
const kronor = (amount: number): RegExp =>
  new RegExp(`^${amount.toLocaleString('sv-SE').replace(/\s/gu, '\\s')}\\skr$`, 'u');

playModelPaths(
  budgetModel,
  {
    start: async (page) => {
      await fixDate(page, new Date('2026-12-07T10:00:00+01:00'));
      // The budget starts in the start month: January 2027 is the month the fields show first.
      await page.goto(PLAN);
      return page;
    },
    act: async (page, event) => {
      switch (event.type) {
        case 'typeSales':
          return field(page, SALES).fill(event.text);
        case 'setJanuary':
          return field(page, JANUARY_SALES).fill(event.text);
        case 'download': {
          const download = page.waitForEvent('download');
          await page.getByRole('button', { name: 'Ladda ner som kalkylblad (.csv)' }).click();
          const file = await download;
          expect(file.suggestedFilename()).toBe('startklar-likviditetsbudget.csv');
          const text = Buffer.concat(await (await file.createReadStream()).toArray()).toString();
          // A header row, then one row per month.
          expect(text.trim().split(/\r?\n/u)).toHaveLength(19);
          return;
        }
      }
    },
    see: async (page, view) => {
      const sales = field(page, SALES);
      await expect(sales).toHaveValue(view.sales);
      await expect(field(page, JANUARY_SALES)).toHaveValue(view.january);
      const table = page.getByTestId('budget-table');
      if (!hasBudget(view)) {
        await expect(sales).toHaveAttribute('aria-invalid', 'true');
        await expect(page.getByTestId('budget-waiting')).toHaveText(CORRECT);
        await expect(table).toHaveCount(0);
        return;
      }
      await expect(sales).not.toHaveAttribute('aria-invalid', 'true');
      const rows = table.locator('tbody tr');
      await expect(rows).toHaveCount(18);
      // The second column is 'Inbetalningar'.
      const income = incomeOf(view);
      for (const [month, amount] of income.entries())
        await expect(rows.nth(month).locator('td').nth(1)).toHaveText(kronor(amount));
    },
  },
  { maxSteps: BUDGET_STEPS },
);
