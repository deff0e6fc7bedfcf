/**
 * The landing quiz model (landingQuiz.model.ts) played on / with signing in by code on /verify or
 * with the demo Google chooser in the middle, against the demo backend.
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { freshEmail } from '../helpers/signIn';
import { playModelPaths } from '../helpers/modelPaths';
import { LANDING_QUIZ_STEPS, QUESTIONS, landingQuiz, type QuizView } from './landingQuiz.model';

/** An answer to each question: together they suggest 'Frilansande webbutvecklare'. */
export const LANDING_ANSWERS: { option: string; multi?: boolean }[] = [
  { option: 'Några kvällar och helger' },
  { option: '0–5 000 kr' },
  { option: 'Helt digitalt' },
  { option: 'Teknik och IT', multi: true },
  { option: 'Programmering och webbutveckling', multi: true },
];
const IDEA = 'Frilansande webbutvecklare';

const quizRegion = (page: Page): Locator => page.getByRole('region', { name: 'Företagstestet' });
const dot = (page: Page, n: number): Locator =>
  quizRegion(page).getByRole('button', { name: `Steg ${n} av 6` });
const addressField = (page: Page): Locator =>
  quizRegion(page).getByRole('textbox', { name: 'E-postadress' });
const answerControl = (page: Page, step: number): Locator => {
  const answer = LANDING_ANSWERS[step]!;
  return quizRegion(page).getByRole(answer.multi ? 'checkbox' : 'radio', { name: answer.option });
};
const stored = (page: Page) =>
  page.evaluate(() => [
    localStorage.getItem('quiz_completed'),
    sessionStorage.getItem('startklar:pendingQuiz'),
  ]);

interface World {
  page: Page;
  email: string;
}

playModelPaths(
  landingQuiz,
  {
    start: async (page): Promise<World> => {
      await page.goto('/');
      return { page, email: freshEmail('testet') };
    },
    act: async ({ page, email }, event, before) => {
      const quiz = quizRegion(page);
      switch (event.type) {
        case 'start':
          return page.getByRole('button', { name: 'Starta företagstestet' }).click();
        case 'answer':
          return quiz.getByText(LANDING_ANSWERS[before.step]!.option, { exact: true }).click();
        case 'next':
          return quiz
            .getByRole('button', {
              name: before.step === QUESTIONS - 1 ? 'Visa resultat' : 'Nästa fråga',
            })
            .click();
        case 'firstDot':
          return dot(page, 1).click();
        case 'sendWithoutTerms':
          // The button waits for the terms; Enter in the field says why nothing happens.
          return addressField(page).press('Enter');
        case 'tickTerms':
          return quiz.getByText('Jag godkänner användarvillkoren').click();
        case 'sendWithoutAddress':
          return quiz.getByRole('button', { name: 'Skicka kod' }).click();
        case 'sendAddress':
          await addressField(page).fill(email);
          return quiz.getByRole('button', { name: 'Skicka kod' }).click();
        case 'google':
          return quiz.getByRole('button', { name: 'Fortsätt med Google' }).click();
        case 'chooseGoogleAccount':
          return page.getByRole('button', { name: /Omar Haddad/ }).click();
        case 'typeInboxCode':
          await page
            .getByRole('button', { name: /^Använd koden/ })
            .first()
            .click();
          return page.getByRole('button', { name: 'Verifiera' }).click();
        case 'again':
          return quiz.getByRole('button', { name: 'Gör testet igen' }).click();
        case 'openProfile':
          return void (await page.goto('/profile'));
      }
    },
    see: async ({ page, email }, view: QuizView, _event, toasts) => {
      if (view.toast) await toasts.expectShown(view.toast);
      const quiz = quizRegion(page);
      if (view.page === '/verify') {
        await expect(page).toHaveURL(`/verify?email=${encodeURIComponent(email)}`);
        await expect(
          page.getByRole('complementary', { name: 'Demo-inkorg' }).getByRole('listitem'),
        ).toHaveCount(1);
        return;
      }
      if (view.page === '/profile') {
        await expect(page.getByRole('region', { name: 'Dina testresultat' })).toContainText(IDEA);
        return;
      }
      if (view.page === '/demo/google') {
        await expect(page).toHaveURL(/\/demo\/google\?/);
        await expect(
          page.getByRole('heading', { name: 'Välj ett Google-konto', level: 1 }),
        ).toBeVisible();
        return;
      }
      await expect(page).toHaveURL('/');
      switch (view.quiz) {
        case 'closed':
          await expect(page.getByRole('button', { name: 'Starta företagstestet' })).toHaveAttribute(
            'aria-expanded',
            'false',
          );
          return;
        case 'question': {
          const isLast = view.step === QUESTIONS - 1;
          const answered = view.answered > view.step;
          await expect(dot(page, view.step + 1)).toHaveAttribute('aria-current', 'step');
          // Dots beyond the questions answered cannot be chosen.
          if (view.answered + 2 <= 6) await expect(dot(page, view.answered + 2)).toBeDisabled();
          await expect(answerControl(page, view.step)).toBeChecked({ checked: answered });
          const next = quiz.getByRole('button', { name: isLast ? 'Visa resultat' : 'Nästa fråga' });
          if (answered) await expect(next).toBeEnabled();
          else await expect(next).toBeDisabled();
          return;
        }
        case 'login': {
          await expect(
            quiz.getByRole('heading', { name: 'Logga in för att se dina resultat' }),
          ).toBeVisible();
          await expect(dot(page, 6)).toHaveAttribute('aria-current', 'step');
          expect(await page.evaluate(() => localStorage.getItem('quiz_completed'))).toBe('true');
          const terms = quiz.getByRole('checkbox', { name: 'Jag godkänner användarvillkoren' });
          const submit = quiz.getByRole('button', { name: 'Skicka kod' });
          const ticked = view.form === 'termsTicked' || view.form === 'addressNeeded';
          await expect(terms).toBeChecked({ checked: ticked });
          await expect(addressField(page)).toHaveAttribute('type', 'email');
          const termsLink = quiz.getByRole('link', { name: /Läs användarvillkoren/ });
          await expect(termsLink).toHaveAttribute('href', '/terms');
          await expect(termsLink).toHaveAttribute('target', '_blank');
          if (ticked) await expect(submit).toBeEnabled();
          else await expect(submit).toBeDisabled();
          if (view.form === 'termsNeeded')
            await expect(
              quiz.getByText('Du måste godkänna användarvillkoren för att fortsätta'),
            ).toBeVisible();
          if (view.form === 'addressNeeded') {
            await expect(quiz.getByText('Vänligen fyll i din e-postadress')).toBeVisible();
            await expect(addressField(page)).toHaveAttribute('aria-invalid', 'true');
          }
          return;
        }
        case 'results':
          await expect(
            quiz.getByRole('heading', { name: 'Dina förslag på affärsidéer' }),
          ).toBeVisible();
          await expect(
            quiz.getByRole('list', { name: 'Förslag på affärsidéer' }).getByRole('listitem'),
          ).toHaveCount(5);
          await expect(quiz.getByRole('heading', { name: IDEA })).toBeVisible();
          // The results lead on to the start plan (issue 39).
          await expect(
            quiz.getByRole('link', { name: 'Gör din startplan och skattekalender' }),
          ).toHaveAttribute('href', '/startplan');
          await expect(page.getByRole('button', { name: 'Inloggad' }).first()).toBeVisible();
          // A Google account has no address: the page does not ask for it here.
          await expect(page.getByRole('dialog', { name: 'Lägg till din adress' })).toHaveCount(0);
          // Nothing is left waiting: neither the flag nor the kept answers.
          await expect.poll(() => stored(page)).toEqual([null, null]);
          return;
      }
    },
  },
  { maxSteps: LANDING_QUIZ_STEPS, timeout: { base: 20_000, perStep: 2_500 } },
);
