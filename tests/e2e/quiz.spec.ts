import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { SIGNED_IN_STATE, failNext, freshEmail, gotoSignedIn, toast } from './helpers/signIn';

/**
 * The business test: inline on the landing page (signed out up to the login step, a failed code
 * request, a failed Google start, a leftover flag, signed in with a failed save), the /quiz page,
 * and the /test-results preview. Keyboard-only runs and an axe scan of every step. Signing in from
 * the login step (by code or with Google) and coming back to the saved results are the model paths
 * of tests/e2e/models/landingQuiz.spec.ts.
 */

const LANDING_ANSWERS: { option: string; multi?: boolean }[] = [
  { option: 'Några kvällar och helger' },
  { option: '0–5 000 kr' },
  { option: 'Helt digitalt' },
  { option: 'Teknik och IT', multi: true },
  { option: 'Programmering och webbutveckling', multi: true },
];

const words = (n: number) => Array.from({ length: n }, (_, i) => `ord${i + 1}`).join(' ');

function quizRegion(page: Page): Locator {
  return page.getByRole('region', { name: 'Företagstestet' });
}

async function openInlineQuiz(page: Page): Promise<Locator> {
  await page.goto('/');
  return openInlineQuizHere(page);
}

/** Opens the inline quiz on the landing page already shown (no reload: keeps the page's state). */
async function openInlineQuizHere(page: Page): Promise<Locator> {
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Starta företagstestet' }).click();
  const quiz = quizRegion(page);
  await expect(quiz.getByRole('heading', { name: 'Företagstestet' })).toBeVisible();
  return quiz;
}

async function answerLandingQuestions(quiz: Locator, axe?: Page): Promise<void> {
  for (const [index, answer] of LANDING_ANSWERS.entries()) {
    const last = index === LANDING_ANSWERS.length - 1;
    const next = quiz.getByRole('button', { name: last ? 'Visa resultat' : 'Nästa fråga' });
    await expect(next).toBeDisabled();
    await quiz.getByText(answer.option, { exact: true }).click();
    await expect(
      quiz.getByRole(answer.multi ? 'checkbox' : 'radio', { name: answer.option }),
    ).toBeChecked();
    if (axe && (index === 0 || answer.multi)) await expectNoAxeViolations(axe);
    await next.click();
  }
}

/**
 * The demo backend (MSW) starts only when the app first needs the backend; /verify's demo inbox
 * does. Starts it there, then returns to / by a client-side navigation (faults live in the page).
 */
async function startDemoBackend(page: Page): Promise<void> {
  await page.goto('/verify?email=start%40example.se');
  await page.waitForFunction(() => '__startklarFaults' in window);
  await page
    .getByRole('link', { name: /^Startklar/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/$/);
}

/** Presses Tab (at most `max` times) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

// Each test walks many steps and runs axe several times: give them room on a busy machine.
test.beforeEach(() => {
  test.slow();
});

test.describe('inline quiz on the landing page', () => {
  test('signed out: questions, progress dots, then the login step @mobile', async ({ page }) => {
    const quiz = await openInlineQuiz(page);
    const dot = (n: number) => quiz.getByRole('button', { name: `Steg ${n} av 6` });

    await expect(dot(1)).toHaveAttribute('aria-current', 'step');
    for (const n of [2, 3, 4, 5, 6]) await expect(dot(n)).toBeDisabled();

    await answerLandingQuestions(quiz, page);

    await expect(
      quiz.getByRole('heading', { name: 'Logga in för att se dina resultat' }),
    ).toBeVisible();
    await expect(dot(6)).toHaveAttribute('aria-current', 'step');
    expect(await page.evaluate(() => localStorage.getItem('quiz_completed'))).toBe('true');
    await expectNoAxeViolations(page);

    // Back to question 2 through its dot: the answer is still there; forward dots are disabled.
    await dot(2).click();
    await expect(quiz.getByRole('radio', { name: '0–5 000 kr' })).toBeChecked();
    await expect(dot(3)).toBeDisabled();
    for (const label of ['Nästa fråga', 'Nästa fråga', 'Nästa fråga', 'Visa resultat']) {
      await quiz.getByRole('button', { name: label }).click();
    }
    await expect(
      quiz.getByRole('heading', { name: 'Logga in för att se dina resultat' }),
    ).toBeVisible();

    // 'Gör testet igen' clears the answers and returns to question 1.
    await quiz.getByRole('button', { name: 'Gör testet igen' }).click();
    await expect(dot(1)).toHaveAttribute('aria-current', 'step');
    await expect(quiz.getByRole('radio', { name: LANDING_ANSWERS[0]!.option })).not.toBeChecked();
    await expect(quiz.getByRole('button', { name: 'Nästa fråga' })).toBeDisabled();
  });

  test('a leftover quiz flag does not send a later code sign-in anywhere but where it was going', async ({
    page,
  }) => {
    // The flag stays if the visitor leaves the login step without signing in.
    const quiz = await openInlineQuiz(page);
    await answerLandingQuestions(quiz);
    expect(await page.evaluate(() => localStorage.getItem('quiz_completed'))).toBe('true');
    await page.goto('/login?returnUrl=%2Ffaq');
    await page.getByLabel('E-postadress').fill(freshEmail('quiz.leftover'));
    await page.getByRole('button', { name: 'Skicka kod' }).click();
    await expect(page).toHaveURL(/\/verify\?/);
    await page
      .getByRole('button', { name: /^Använd koden/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Verifiera' }).click();
    await expect(page).toHaveURL('/faq');
    expect(await page.evaluate(() => localStorage.getItem('quiz_completed'))).toBeNull();
  });

  test('login step: a failed code request keeps the e-mail', async ({ page }) => {
    await startDemoBackend(page);
    const quiz = await openInlineQuizHere(page);
    await answerLandingQuestions(quiz);
    await failNext(page, { method: 'POST', path: '/auth/v1/otp' }, { status: 500 });
    const address = freshEmail('quiz.fail');
    await quiz.getByRole('textbox', { name: 'E-postadress' }).fill(address);
    await quiz.getByText('Jag godkänner användarvillkoren').click();
    await quiz.getByRole('button', { name: 'Skicka kod' }).click();
    await expect(page.getByTestId('toast')).toContainText('Inloggningen misslyckades');
    await expect(quiz.getByRole('textbox', { name: 'E-postadress' })).toHaveValue(address);
    await expect(page).toHaveURL(/\/$/);
  });

  test("login step: a failing Google start toasts and clears 'Laddar...'", async ({ page }) => {
    await startDemoBackend(page);
    const quiz = await openInlineQuizHere(page);
    await answerLandingQuestions(quiz);
    await failNext(page, { method: 'GET', path: '/auth/v1/authorize' }, { status: 500 });
    await quiz.getByRole('button', { name: 'Fortsätt med Google' }).click();
    await expect(toast(page, 'Google-inloggning misslyckades')).toContainText(
      'Kunde inte logga in med Google. Försök igen senare.',
    );
    await expect(quiz.getByRole('button', { name: 'Fortsätt med Google' })).toBeEnabled();
    await expect(quiz.getByRole('textbox', { name: 'E-postadress' })).toBeEditable();
    await expect(page).toHaveURL(/\/$/);
  });

  test('keyboard only: the whole signed-out quiz up to the code', async ({ page }) => {
    await page.goto('/');
    await tabTo(page, page.getByRole('button', { name: 'Starta företagstestet' }));
    await page.keyboard.press('Enter');
    const quiz = quizRegion(page);
    for (const [index, answer] of LANDING_ANSWERS.entries()) {
      const control = quiz.getByRole(answer.multi ? 'checkbox' : 'radio', { name: answer.option });
      await tabTo(
        page,
        answer.multi ? control : quiz.getByRole(answer.multi ? 'checkbox' : 'radio').first(),
      );
      if (!answer.multi) {
        // Arrow keys move within the radio group; Space selects the focused option.
        for (
          let i = 0;
          i < 4 && !(await control.evaluate((el) => el === document.activeElement));
          i++
        ) {
          await page.keyboard.press('ArrowDown');
        }
      }
      await page.keyboard.press('Space');
      await expect(control).toBeChecked();
      const last = index === LANDING_ANSWERS.length - 1;
      await tabTo(page, quiz.getByRole('button', { name: last ? 'Visa resultat' : 'Nästa fråga' }));
      await page.keyboard.press('Enter');
    }
    await expect(
      quiz.getByRole('heading', { name: 'Logga in för att se dina resultat' }),
    ).toBeFocused();

    const address = freshEmail('quiz.keys');
    await tabTo(page, quiz.getByRole('textbox', { name: 'E-postadress' }));
    await page.keyboard.type(address);
    await tabTo(page, quiz.getByRole('checkbox', { name: 'Jag godkänner användarvillkoren' }));
    await page.keyboard.press('Space');
    await tabTo(page, quiz.getByRole('button', { name: 'Skicka kod' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/verify\?/);
    expect(new URL(page.url()).searchParams.get('email')).toBe(address);
  });

  test.describe('signed in', () => {
    test.use({ storageState: SIGNED_IN_STATE });

    test('results are saved and shown; a failed save can be retried', async ({ page }) => {
      await gotoSignedIn(page, '/');
      const quiz = await openInlineQuizHere(page);
      await answerLandingQuestions(quiz);
      await expect(page.getByTestId('toast')).toContainText('Resultat sparade');
      await expect(
        quiz.getByRole('heading', { name: 'Dina förslag på affärsidéer' }),
      ).toBeVisible();
      await expect(
        quiz.getByRole('list', { name: 'Förslag på affärsidéer' }).getByRole('listitem'),
      ).toHaveCount(5);
      await expect(quiz.getByRole('heading', { name: 'Frilansande webbutvecklare' })).toBeVisible();
      await expectNoAxeViolations(page);

      // The next save fails: the answers stay and 'Försök igen' saves them.
      await failNext(page, { method: 'POST', path: '/rest/v1/user_quiz_results' }, { status: 500 });
      await quiz.getByRole('button', { name: 'Gör testet igen' }).click();
      await answerLandingQuestions(quiz);
      await expect(page.getByTestId('toast')).toContainText('Kunde inte spara dina resultat');
      await expect(quiz.getByText('Dina resultat kunde inte sparas.')).toBeVisible();
      await expect(quiz.getByRole('heading', { name: 'Frilansande webbutvecklare' })).toBeVisible();
      await expectNoAxeViolations(page);
      await quiz.getByRole('button', { name: 'Försök igen' }).click();
      await expect(page.getByTestId('toast')).toContainText('Resultat sparade');
      await expect(quiz.getByText('Dina resultat kunde inte sparas.')).toHaveCount(0);
    });
  });
});

test.describe('page quiz (/quiz)', () => {
  test('consent, five questions with back, the 30-word rule, results, Börja om @mobile', async ({
    page,
  }) => {
    await page.goto('/quiz');
    const dialog = page.getByRole('dialog', { name: 'Innan du börjar' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Jag godkänner' }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByText('Fråga 1 av 6')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: '25 000–75 000 kr' }).click();
    await expect(page.getByText('Fråga 2 av 6')).toBeVisible();
    await page.getByRole('button', { name: 'Tillbaka' }).click();
    await expect(page.getByText('Fråga 1 av 6')).toBeVisible();
    await expect(page.getByRole('button', { name: /25 000–75 000 kr/ })).toContainText('Ditt svar');
    await page.getByRole('button', { name: /25 000–75 000 kr/ }).click();
    await page.getByRole('button', { name: 'Hemma' }).click();
    await page.getByRole('button', { name: 'Deltid' }).click();
    await page.getByRole('button', { name: 'Lite' }).click();
    await page.getByRole('button', { name: 'En kombination' }).click();

    await expect(page.getByText('Fråga 6 av 6')).toBeVisible();
    const text = page.getByRole('textbox', { name: 'Din beskrivning' });
    await expect(page.getByText('0/30 ord')).toBeVisible();
    await page.getByRole('button', { name: 'Visa mina resultat' }).click();
    await expect(
      page.getByText('Beskriv kort vad du vill göra innan du går vidare.'),
    ).toBeVisible();

    await text.fill(words(31));
    await expect(page.getByText('31/30 ord')).toBeVisible();
    await page.getByRole('button', { name: 'Visa mina resultat' }).click();
    await expect(
      page.getByText('För många ord. Begränsa din beskrivning till max 30 ord.'),
    ).toBeVisible();
    await expect(text).toHaveValue(words(31));
    await expect(page.getByText('Fråga 6 av 6')).toBeVisible();
    await expectNoAxeViolations(page);

    await text.fill('Jag vill starta en webbutik som säljer handgjorda smycken och keramik');
    await expect(page.getByText('11/30 ord')).toBeVisible();
    await page.getByRole('button', { name: 'Visa mina resultat' }).click();
    await expect(
      page.getByRole('heading', { name: 'Affärsmodeller som passar din beskrivning' }),
    ).toBeVisible();
    const results = page
      .getByRole('list', { name: 'Rekommenderade affärsmodeller' })
      .getByRole('listitem');
    expect(await results.count()).toBeGreaterThan(0);
    expect(await results.count()).toBeLessThanOrEqual(5);
    await expect(results.first()).toContainText('Handgjorda produkter');
    await expect(results.first().getByRole('meter')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Börja om' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('keyboard only: consent to results', async ({ page }) => {
    await page.goto('/quiz');
    await expect(page.getByRole('button', { name: 'Jag godkänner' })).toBeFocused();
    await page.keyboard.press('Enter');
    for (const option of ['Under 5 000 kr', 'Hemma', 'Heltid', 'Mycket', 'Tjänster']) {
      await tabTo(page, page.getByRole('button', { name: option, exact: true }));
      await page.keyboard.press('Enter');
    }
    await tabTo(page, page.getByRole('textbox', { name: 'Din beskrivning' }));
    await page.keyboard.type('Jag vill starta en städfirma med hemstäd och fönsterputs');
    await tabTo(page, page.getByRole('button', { name: 'Visa mina resultat' }));
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { name: 'Affärsmodeller som passar din beskrivning' }),
    ).toBeFocused();
    await expect(
      page
        .getByRole('list', { name: 'Rekommenderade affärsmodeller' })
        .getByRole('listitem')
        .first(),
    ).toContainText('Städfirma');
    await tabTo(page, page.getByRole('button', { name: 'Börja om' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
  });
});

test('/test-results shows sample results under a Testläge banner @mobile', async ({ page }) => {
  await page.goto('/test-results');
  await expect(page.getByRole('heading', { level: 1, name: 'Dina resultat' })).toBeVisible();
  await expect(page.getByRole('note', { name: 'Testläge' })).toBeVisible();
  await expect(page.getByText('Testläge', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('meter')).toHaveCount(5);
  await expectNoAxeViolations(page);
});
