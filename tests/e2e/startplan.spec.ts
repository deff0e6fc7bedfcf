/**
 * /startplan, Din startplan och skattekalender, as a founder uses it in the demo build.
 *
 * The independent model's walks (tests/support/startplanModel.ts, the same model the machine test
 * plays) are played on the real page: each model event is what the founder does (a radio, the
 * date field, a tick, the download button), and after each step the page must show what the
 * model says: the calendar or the message waiting for answers, a message next to an answer that
 * needs changing, the first step ticked or not, a downloaded file. Then the account: the plan
 * saved and back after a reload, the subscribed calendar's address checked and renewed, faults.
 * And the page before its app has started, and without JavaScript.
 */
import type { Locator, Page } from '@playwright/test';
import { EU_CHOICES, MESSAGES, VAT_CHOICES } from '../../src/content/startplan/answers';
import { PLAN_TEXTS, QUESTIONS, STARTPLAN_INTRO } from '../../src/content/startplan/texts';
import { STARTPLAN_MESSAGES } from '../../src/machines/startplan';
import { describePath } from '../../src/statecharts/paths';
import {
  expect,
  expectConsoleError,
  expectNoAxeViolations,
  failedBackendRequest,
  test,
} from './fixtures';
import { failNext, signIn } from './helpers/signIn';
import { pagePaths, phaseOf, type ModelEvent, type ModelSnapshot } from '../support/startplanModel';

const FORM_LABEL: Record<string, string> = { ab: 'Aktiebolag', ef: 'Enskild firma' };
const momsLabel = (value: string) => VAT_CHOICES.find((choice) => choice.value === value)?.label;

const group = (page: Page, label: string): Locator => page.getByRole('radiogroup', { name: label });
const stepsSection = (page: Page) => page.getByRole('region', { name: PLAN_TEXTS.stepsHeading });
const calendarSection = (page: Page) =>
  page.getByRole('region', { name: PLAN_TEXTS.calendarHeading });
const downloadButton = (page: Page) => page.getByRole('button', { name: PLAN_TEXTS.download });

/** Does what the model event stands for, on the page (when the page offers it). */
async function act(page: Page, event: ModelEvent, before: ModelSnapshot): Promise<void> {
  const offered = before.can(event);
  switch (event.type) {
    case 'choose form':
      await group(page, QUESTIONS.form.label)
        .getByText(FORM_LABEL[event.form] ?? '', { exact: true })
        .click();
      return;
    case 'type start date':
      await page.getByRole('textbox', { name: QUESTIONS.start.label }).fill(event.date);
      return;
    case 'choose moms':
      await group(page, QUESTIONS.moms.label)
        .getByText(momsLabel(event.moms) ?? '', { exact: true })
        .click();
      return;
    case 'answer over 40 miljoner': {
      const question = group(page, QUESTIONS.over40.label);
      if (!offered) {
        // Asked only of a company registered for moms.
        await expect(question).toHaveCount(0);
        return;
      }
      await question.getByText(event.value === 'ja' ? 'Ja' : 'Nej', { exact: true }).click();
      return;
    }
    case 'tick the first step': {
      if (!offered) {
        await expect(stepsSection(page)).toContainText(PLAN_TEXTS.stepsWaiting);
        return;
      }
      // The box itself is drawn over the input: the founder taps the step's label.
      await stepsSection(page).locator('label').first().click();
      return;
    }
    case 'download the calendar': {
      if (before.value !== 'plan') {
        await expect(downloadButton(page)).toHaveCount(0);
        return;
      }
      const download = page.waitForEvent('download');
      await downloadButton(page).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('startklar-skattekalender.ics');
      const text = await (await file.createReadStream()).toArray();
      const ics = Buffer.concat(text).toString('utf8');
      expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
      // As many events as the page counts dates.
      const summary = (await page.getByTestId('startplan-window').textContent()) ?? '';
      const counted = Number(/^(\d+) datum/.exec(summary)?.[1]);
      expect(counted).toBeGreaterThan(10);
      expect(ics.split('\r\nBEGIN:VEVENT\r\n').length - 1).toBe(counted);
      return;
    }
  }
}

/** What the founder sees must be what the model says. */
async function expectModel(page: Page, state: ModelSnapshot): Promise<void> {
  const phase = phaseOf(state.context);
  const calendar = calendarSection(page);
  if (phase === 'plan') {
    await expect(calendar.getByTestId('deadline').first()).toBeVisible();
    await expect(downloadButton(page)).toBeVisible();
  } else {
    await expect(calendar.getByTestId('startplan-calendar-waiting')).toHaveText(
      phase === 'rattas' ? PLAN_TEXTS.calendarCorrect : PLAN_TEXTS.calendarWaiting,
    );
    await expect(calendar.getByTestId('deadline')).toHaveCount(0);
  }
  // A message sits next to the answer that needs changing, and the field says it is invalid.
  const start = page.getByRole('textbox', { name: QUESTIONS.start.label });
  if (state.context.start !== null && phase === 'rattas' && state.context.start !== '2027-01-15')
    await expect(start).toHaveAttribute('aria-invalid', 'true');
  else await expect(start).not.toHaveAttribute('aria-invalid', 'true');
  const over40Wrong = state.context.over40 === 'ja' && state.context.moms === 'kvartal';
  if (over40Wrong) await expect(page.getByText(MESSAGES.momsOver40)).toBeVisible();
  else await expect(page.getByText(MESSAGES.momsOver40)).toHaveCount(0);
  // The first step is ticked as the model says.
  const { form, ticked } = state.context;
  if (form === null) {
    await expect(stepsSection(page).getByRole('checkbox')).toHaveCount(0);
  } else {
    const first = stepsSection(page).getByRole('checkbox').first();
    if (ticked.includes(form)) await expect(first).toBeChecked();
    else await expect(first).not.toBeChecked();
  }
  // The address holds the answers (a plan can be shared).
  if (form !== null) await expect(page).toHaveURL(new RegExp(`[?&]form=${form}`));
}

test.describe('the model’s walks on the page', () => {
  const walks = pagePaths();

  test('there are walks, through every model event', () => {
    const types = new Set(walks.flatMap((walk) => walk.steps.map((step) => step.event.type)));
    expect(types.size).toBe(7);
  });

  for (const [index, walk] of walks.entries()) {
    test(`walk ${index + 1}: ${describePath(walk).slice(0, 120)}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto('/startplan');
      await expectModel(page, walk.steps[0]?.state as ModelSnapshot);
      for (const [position, step] of walk.steps.entries()) {
        if (position === 0) continue;
        const before = walk.steps[position - 1]?.state as ModelSnapshot;
        await test.step(`${position}: ${JSON.stringify(step.event)}`, async () => {
          await act(page, step.event as ModelEvent, before);
          await expectModel(page, step.state);
        });
      }
    });
  }
});

test('a founder answers, ticks a step and reads the calendar by month (also at 390 px) @mobile', async ({
  page,
}) => {
  await page.goto('/startplan');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(STARTPLAN_INTRO.title);
  await expect(page).toHaveTitle('Startplan | Startklar');
  await group(page, QUESTIONS.form.label).getByText('Aktiebolag', { exact: true }).click();
  await page.getByRole('textbox', { name: QUESTIONS.start.label }).fill('2026-12-01');
  await group(page, QUESTIONS.moms.label).getByText('Varje kvartal', { exact: true }).click();
  await group(page, QUESTIONS.anstallda.label).getByText('Ja', { exact: true }).click();
  await group(page, QUESTIONS.eu.label)
    .getByText(EU_CHOICES[2]?.label ?? '', { exact: true })
    .click();
  await expect(page).toHaveURL(
    '/startplan?form=ab&start=2026-12-01&moms=kvartal&anstallda=ja&eu=tjanster',
  );
  // The steps of an aktiebolag, in order, with their articles.
  const steps = stepsSection(page);
  await expect(steps.getByRole('checkbox').first()).toHaveAccessibleName(
    'Skriv stiftelseurkund och bolagsordning',
  );
  await expect(steps.getByRole('checkbox', { name: 'Anmäl verklig huvudman' })).toBeVisible();
  await steps.getByText('Anmäl bolaget till Bolagsverket', { exact: true }).click();
  await expect(page.getByTestId('startplan-progress')).toHaveText(/^1 av \d+ steg klara$/);
  // The calendar by month, in Swedish dates, with what moved and why.
  const calendar = calendarSection(page);
  await expect(calendar.getByRole('heading', { level: 3 }).first()).toHaveText('januari 2027');
  const january = calendar.getByTestId('deadline').filter({ hasText: 'F-skatt' }).first();
  await expect(january).toContainText('18 januari 2027');
  await expect(january).toContainText('Flyttat från 17 januari 2027 (söndag).');
  await expect(
    calendar.getByTestId('deadline').filter({ hasText: 'Momsdeklaration och betalning' }).first(),
  ).toContainText('12 februari 2027');
  await expect(
    calendar.getByTestId('deadline').filter({ hasText: 'oktober–december 2026' }).first(),
  ).toBeVisible();
  await expect(january.getByRole('link', { name: 'Läs mer' })).toHaveAttribute(
    'href',
    '/article/f-skatt-preliminarskatt',
  );
  await expectNoAxeViolations(page);
  // Six months first; the rest on request. The first year's income tax return is in August 2027
  // (1 August is a Sunday).
  const ink2 = calendar.getByTestId('deadline').filter({ hasText: 'Inkomstdeklaration 2' });
  await expect(ink2).toHaveCount(0);
  await calendar.getByRole('button', { name: /^Visa alla 18 månader \(\d+ datum till\)$/ }).click();
  await expect(ink2.first()).toContainText('2 augusti 2027');
  await expect(ink2.first()).toContainText('Flyttat från 1 augusti 2027 (söndag).');

  // The plan is kept in this browser: back without the answers in the address, it returns.
  await page.goto('/startplan');
  await expect(page).toHaveURL(/form=ab&start=2026-12-01/);
  await expect(
    stepsSection(page).getByRole('checkbox', { name: 'Anmäl bolaget till Bolagsverket' }),
  ).toBeChecked();
});

test('a shared address opens with its answers, is not indexed, and says what to change', async ({
  page,
}) => {
  await page.goto('/startplan?form=ef&start=2027-02-30&moms=kvartal');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const start = page.getByRole('textbox', { name: QUESTIONS.start.label });
  await expect(start).toHaveValue('2027-02-30');
  await expect(
    page.getByText('Skriv datumet som ÅÅÅÅ-MM-DD, till exempel 2027-01-15.'),
  ).toBeVisible();
  await start.fill('2027-02-28');
  await expect(calendarSection(page).getByTestId('deadline').first()).toBeVisible();
  // Without answers the page is indexed.
  await page.goto('/');
  await page.goto('/information');
  await page.getByRole('link', { name: 'Gör din startplan' }).click();
  await expect(page).toHaveURL(/\/startplan/);
});

test.describe('signed in', () => {
  test('the plan is saved in the account, its calendar can be subscribed to, checked and renewed', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/startplan?form=hb&start=2026-12-01&moms=ar');
    const subscription = page.getByRole('region', { name: PLAN_TEXTS.subscribeHeading });
    const address = subscription.getByRole('textbox', { name: PLAN_TEXTS.feedLabel });
    await expect(address).toHaveValue(/\/functions\/v1\/skattekalender\?token=[0-9a-f]{64}$/);
    const first = await address.inputValue();
    await subscription.getByRole('button', { name: PLAN_TEXTS.check }).click();
    await expect(subscription.getByRole('status')).toHaveText(
      /^Adressen fungerar: kalendern har \d+ datum just nu\.$/,
    );
    // The feed answers what the page lists.
    const feed = await page.evaluate(async (url) => (await fetch(url)).text(), first);
    // Its UIDs carry the plan's id (issue 55): the account's, which the database made.
    expect(feed).toMatch(/^UID:moms-ar-2026-12-[0-9a-f]{16,32}@startklar\.se\r$/mu);

    await subscription.getByRole('button', { name: PLAN_TEXTS.renew }).click();
    await expect(subscription.getByRole('status')).toHaveText(STARTPLAN_MESSAGES.renewed);
    await expect(address).not.toHaveValue(first);
    // The old address stops working (the browser notes the 404 it asked for).
    expectConsoleError(page, failedBackendRequest(404, '/functions/v1/skattekalender'));
    expect(await page.evaluate(async (url) => (await fetch(url)).status, first)).toBe(404);

    // Another visit without the address's answers: the account's plan comes back.
    await page.evaluate(() => localStorage.removeItem('startklar:startplan'));
    await page.goto('/startplan');
    await expect(page).toHaveURL(/form=hb&start=2026-12-01&moms=ar/);
  });

  test('a failed save says so and keeps the answers; the next change saves', async ({ page }) => {
    await signIn(page);
    await page.goto('/startplan?form=ab');
    const subscription = page.getByRole('region', { name: PLAN_TEXTS.subscribeHeading });
    await expect(subscription.getByRole('textbox', { name: PLAN_TEXTS.feedLabel })).toBeVisible();
    await failNext(
      page,
      { method: 'PATCH', path: '/rest/v1/startplans', prefix: true },
      { status: 500 },
    );
    await group(page, QUESTIONS.moms.label).getByText('En gång om året', { exact: true }).click();
    await expect(subscription.getByRole('alert')).toContainText(STARTPLAN_MESSAGES.saveFailed);
    await expect(page).toHaveURL(/moms=ar/);
    await page.getByRole('textbox', { name: QUESTIONS.start.label }).fill('2027-03-01');
    await expect(subscription.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('before the app has started', () => {
  test.use({ actBeforeStart: true });

  test('a company form chosen and a date typed early are there once the app runs', async ({
    page,
  }) => {
    await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/startplan', { waitUntil: 'domcontentloaded' });
    await group(page, QUESTIONS.form.label).getByText('Enskild firma', { exact: true }).click();
    await page.getByRole('textbox', { name: QUESTIONS.start.label }).fill('2027-01-15');
    expect(
      await page.evaluate(() => performance.getEntriesByName('startklar:app-ready').length),
    ).toBe(0);
    await page.waitForFunction(
      () => performance.getEntriesByName('startklar:app-ready').length > 0,
    );
    await expect(page).toHaveURL(/form=ef&start=2027-01-15/);
    await expect(stepsSection(page).getByRole('checkbox').first()).toHaveAccessibleName(
      'Kontrollera att du får driva företag',
    );
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page says what it does and that it needs JavaScript', async ({ page }) => {
    await page.goto('/startplan');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(STARTPLAN_INTRO.title);
    await expect(page.getByText(STARTPLAN_INTRO.lead)).toBeVisible();
    // (Playwright's text locators skip <noscript>, which the browser shows with JavaScript off.)
    await expect(
      page.locator('main p', { hasText: 'Din startplan räknas fram här i webbläsaren' }),
    ).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: QUESTIONS.form.label })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });
});
