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
import type { Locator, Page, Request } from '@playwright/test';
import { describePath } from '../../src/statecharts/paths';
import {
  expect,
  expectConsoleError,
  expectNoAxeViolations,
  failedBackendRequest,
  test,
} from './fixtures';
import { failNext, signIn, signInWithDemoGoogle, signedInButton } from './helpers/signIn';
import { pagePaths, phaseOf, type ModelEvent, type ModelSnapshot } from '../support/startplanModel';

/**
 * The page's words as issue 39 and issue 54 give them (never imported from src: a test that read
 * its expectations from the code under test could not fail on a wrong text).
 */
const STARTPLAN_INTRO = {
  title: 'Din startplan och skattekalender',
  lead: 'Svara på några frågor om ditt företag. Du får stegen för att registrera det, i rätt ordning, och varje datum för deklarationer och betalningar de kommande 18 månaderna, flyttade till närmaste vardag när de infaller på en helgdag. Lägg in datumen i din egen kalender som fil eller prenumeration.',
};
const QUESTIONS = {
  form: { label: 'Företagsform' },
  start: { label: 'Startdatum' },
  moms: { label: 'Hur ofta redovisar företaget moms?' },
  over40: { label: 'Är beskattningsunderlaget för moms över 40 miljoner kronor om året?' },
  anstallda: { label: 'Har företaget anställda?' },
  eu: { label: 'Handlar företaget med företag i andra EU-länder?' },
};
const PLAN_TEXTS = {
  stepsHeading: 'Din startplan',
  stepsWaiting: 'Välj företagsform, så visar vi stegen för just din form.',
  calendarHeading: 'Din skattekalender',
  calendarWaiting:
    'Svara på frågorna om företagsform, startdatum och moms, så visar vi dina datum.',
  calendarCorrect: 'Rätta det som är markerat bland svaren, så räknar vi fram datumen igen.',
  download: 'Ladda ner kalendern (.ics)',
  subscribeHeading: 'Prenumerera på kalendern',
  feedLabel: 'Kalenderns hemliga adress',
  renew: 'Skapa en ny hemlig adress',
  check: 'Testa adressen',
};
const MESSAGES = {
  momsOver40:
    'Med ett beskattningsunderlag över 40 miljoner kronor redovisar företaget momsen varje månad. Välj Varje månad, eller svara Nej på frågan om 40 miljoner.',
  renewed: 'Klart: kalendern har en ny hemlig adress. Den gamla adressen fungerar inte längre.',
  saveFailed:
    'Vi kunde inte spara planen i ditt konto. Dina svar finns kvar i den här webbläsaren; försök igen om en stund.',
  removed:
    'Planen är borttagen från ditt konto och från den här webbläsaren. Kalenderns adress fungerar inte längre.',
};
const FORM_LABEL: Record<string, string> = { ab: 'Aktiebolag', ef: 'Enskild firma' };
const MOMS_LABEL: Record<string, string> = {
  kvartal: 'Varje kvartal',
  manad: 'Varje månad',
  ar: 'En gång om året',
  nej: 'Inte momsregistrerat',
};
const momsLabel = (value: string) => MOMS_LABEL[value];

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
    .getByText('Ja, jag säljer tjänster till företag i andra EU-länder', { exact: true })
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

/** The plan writes the page sends to the account (a save, a removal), as they go out. */
function recordPlanWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request: Request) => {
    if (request.url().includes('/rest/v1/startplans') && request.method() !== 'GET')
      writes.push(request.method());
  });
  return writes;
}

const ACCOUNT_PLAN = 'form=ab&start=2027-01-15&moms=kvartal';
const LINK_PLAN = 'form=hb&start=2027-03-01&moms=ar';
const linkQuestion = (page: Page) =>
  page.getByRole('region', { name: 'Länken har andra svar än planen i ditt konto' });
const feedAddress = (page: Page) =>
  page
    .getByRole('region', { name: PLAN_TEXTS.subscribeHeading })
    .getByRole('textbox', { name: PLAN_TEXTS.feedLabel });

test.describe('a link and the plan in the account (issue 54)', () => {
  test('a link’s answers never replace the saved plan unasked; each choice does what it says', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(`/startplan?${ACCOUNT_PLAN}`);
    await expect(feedAddress(page)).toHaveValue(/token=[0-9a-f]{64}$/);
    const kept = await page.evaluate(() => localStorage.getItem('startklar:startplan'));
    const writes = recordPlanWrites(page);

    // A colleague's plan, a bookmark, another site's redirect: the page asks, and writes nothing.
    await page.goto(`/startplan?${LINK_PLAN}`);
    const question = linkQuestion(page);
    await expect(question).toBeVisible();
    await expect(question.getByRole('listitem')).toHaveText([
      'Företagsform: Handelsbolag i länken, Aktiebolag i ditt konto.',
      'Startdatum: 2027-03-01 i länken, 2027-01-15 i ditt konto.',
      'Hur ofta redovisar företaget moms? En gång om året i länken, Varje kvartal i ditt konto.',
    ]);
    await expect(feedAddress(page)).toBeVisible();
    // The steps wait for the choice.
    await expect(stepsSection(page).getByRole('checkbox').first()).toBeDisabled();
    await expectNoAxeViolations(page);
    expect(writes).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('startklar:startplan'))).toBe(kept);

    // 'Behåll planen i mitt konto': the account's answers on the page and in its address.
    await question.getByRole('button', { name: 'Behåll planen i mitt konto' }).click();
    await expect(page).toHaveURL(`/startplan?${ACCOUNT_PLAN}`);
    await expect(question).toHaveCount(0);
    await expect(
      group(page, QUESTIONS.form.label).getByRole('radio', { name: 'Aktiebolag' }),
    ).toBeChecked();
    expect(writes).toEqual([]);

    // The link again, and 'Använd länkens svar': its answers are saved in the account.
    await page.goto(`/startplan?${LINK_PLAN}`);
    await linkQuestion(page).getByRole('button', { name: 'Använd länkens svar' }).click();
    await expect(linkQuestion(page)).toHaveCount(0);
    await expect.poll(() => writes).toEqual(['PATCH']);
    await expect(stepsSection(page).getByRole('checkbox').first()).toBeEnabled();
    await page.evaluate(() => localStorage.removeItem('startklar:startplan'));
    await page.goto('/startplan');
    await expect(page).toHaveURL(`/startplan?${LINK_PLAN}`);
  });

  test('signing in with a link’s answers on the page asks first; changing an answer chooses them', async ({
    page,
  }) => {
    await signInWithDemoGoogle(page);
    // Signed in once the account area has its avatar (the code exchange has finished).
    await expect(page.locator('header [data-avatar]').first()).toBeAttached();
    await page.goto(`/startplan?${ACCOUNT_PLAN}`);
    await expect(feedAddress(page)).toBeVisible();
    await signedInButton(page).click();
    await page.getByRole('menuitem', { name: 'Logga ut' }).click();
    await expect(page).toHaveURL('/');

    // Signed out, the link's plan is simply shown; 'Logga in och prenumerera' returns to it.
    await page.goto(`/startplan?${LINK_PLAN}`);
    await expect(stepsSection(page).getByRole('checkbox').first()).toBeEnabled();
    await page.getByRole('link', { name: 'Logga in och prenumerera' }).click();
    await expect(page).toHaveURL(/\/login\?returnUrl=/);
    const writes = recordPlanWrites(page);
    await page.getByLabel('E-postadress').fill('anna.lindqvist@example.com');
    await page.getByRole('button', { name: 'Skicka kod' }).click();
    const newest = page
      .getByRole('complementary', { name: 'Demo-inkorg' })
      .getByRole('listitem')
      .first();
    await expect(newest).toContainText(/\d{6}/);
    const code = /\d{6}/.exec((await newest.textContent()) ?? '')?.[0] ?? '';
    await page.getByLabel('Verifieringskod').fill(code);
    await page.getByRole('button', { name: 'Verifiera' }).click();
    await expect(page).toHaveURL(`/startplan?${LINK_PLAN}`);
    await expect(linkQuestion(page)).toBeVisible();
    expect(writes).toEqual([]);

    // Changing an answer on the page is a choice too: the page's answers, saved.
    await group(page, QUESTIONS.anstallda.label).getByText('Ja', { exact: true }).click();
    await expect(linkQuestion(page)).toHaveCount(0);
    await expect.poll(() => writes).toEqual(['PATCH']);
    await expect(page).toHaveURL(`/startplan?${LINK_PLAN}&anstallda=ja`);
  });

  test('‘Ta bort planen’ asks once, removes the plan from the account and this browser, and ends its address', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto(`/startplan?${ACCOUNT_PLAN}`);
    await expect(feedAddress(page)).toHaveValue(/token=[0-9a-f]{64}$/);
    const address = await feedAddress(page).inputValue();
    const subscription = page.getByRole('region', { name: PLAN_TEXTS.subscribeHeading });

    await subscription.getByRole('button', { name: 'Ta bort planen' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Ta bort planen?' });
    await expect(dialog).toContainText('Det går inte att ångra.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(feedAddress(page)).toHaveValue(address);

    await subscription.getByRole('button', { name: 'Ta bort planen' }).click();
    await dialog.getByRole('button', { name: 'Ta bort planen' }).click();
    await expect(subscription.getByRole('status')).toHaveText(MESSAGES.removed);
    await expect(page).toHaveURL('/startplan');
    await expect(feedAddress(page)).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: QUESTIONS.start.label })).toHaveValue('');
    expect(await page.evaluate(() => localStorage.getItem('startklar:startplan'))).toBeNull();
    expectConsoleError(page, failedBackendRequest(404, '/functions/v1/skattekalender'));
    expect(await page.evaluate(async (url) => (await fetch(url)).status, address)).toBe(404);
    // Back later: nothing comes back from the account.
    await page.goto('/startplan');
    await expect(page.getByRole('textbox', { name: QUESTIONS.start.label })).toHaveValue('');
  });

  test('a removal the server cannot make says so and keeps the plan', async ({ page }) => {
    await signIn(page);
    await page.goto(`/startplan?${ACCOUNT_PLAN}`);
    await expect(feedAddress(page)).toBeVisible();
    await failNext(
      page,
      { method: 'DELETE', path: '/rest/v1/startplans', prefix: true },
      { status: 500 },
    );
    const subscription = page.getByRole('region', { name: PLAN_TEXTS.subscribeHeading });
    await subscription.getByRole('button', { name: 'Ta bort planen' }).click();
    await page
      .getByRole('alertdialog', { name: 'Ta bort planen?' })
      .getByRole('button', { name: 'Ta bort planen' })
      .click();
    await expect(subscription.getByRole('alert')).toContainText(
      'Vi kunde inte ta bort planen. Den finns kvar i ditt konto; försök igen om en stund.',
    );
    await expect(page).toHaveURL(`/startplan?${ACCOUNT_PLAN}`);
    await subscription.getByRole('button', { name: 'Försök igen' }).click();
    await expect(subscription.getByRole('alert')).toHaveCount(0);
    await expect(feedAddress(page)).toBeVisible();
  });
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
    await expect(subscription.getByRole('status')).toHaveText(MESSAGES.renewed);
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
    await expect(subscription.getByRole('alert')).toContainText(MESSAGES.saveFailed);
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
