/**
 * The words of /startplan about the plan kept in the account: the question when the account's
 * plan and the page's differ (issue 54: a link never replaces the saved plan unasked), and
 * removing the plan ('Ta bort planen').
 */
import type { AnswerDifference } from './questions.ts';

export const ACCOUNT_TEXTS = {
  questionHeading: {
    link: 'Länken har andra svar än planen i ditt konto',
    browser: 'Den här webbläsaren har andra svar än planen i ditt konto',
  },
  questionLead:
    'Vilka svar ska gälla? Inget sparas, varken i ditt konto eller i den här webbläsaren, förrän du har valt. Ändrar du ett svar här gäller svaren på sidan.',
  /** The difference of one answer, 'Företagsform: Aktiebolag här, Enskild firma i ditt konto.' */
  difference: (d: AnswerDifference, origin: 'link' | 'browser') =>
    `${d.question}${d.question.endsWith('?') ? '' : ':'} ${d.page} ${origin === 'link' ? 'i länken' : 'här'}, ${d.account} i ditt konto.`,
  /** The budget's answers differ too (listed after the start plan's). */
  budgetDiffers: (origin: 'link' | 'browser') =>
    `Likviditetsbudgetens siffror skiljer sig också mellan ${origin === 'link' ? 'länken' : 'den här webbläsaren'} och ditt konto.`,
  keep: 'Behåll planen i mitt konto',
  useLink: 'Använd länkens svar',
  useBrowser: 'Använd svaren i den här webbläsaren',
  stepsHeld: 'Välj först vilka svar som ska gälla, så kan du bocka av stegen.',
  /** A deadline's amount by the founder's likviditetsbudget, on /startplan's calendar. */
  amount: (amount: string) => `Enligt din likviditetsbudget: ${amount}.`,
  showAmounts: 'Visa beloppen i prenumerationen',
  showAmountsHint:
    'Med en likviditetsbudget står beloppen i den nedladdade filen. I prenumerationen visas de bara om du väljer det, eftersom adressen då avslöjar företagets siffror för den som får tag på den.',
  remove: 'Ta bort planen',
  removeHint:
    'Tar bort svaren och de avbockade stegen från ditt konto och från den här webbläsaren. Kalenderns adress slutar fungera.',
  removeTitle: 'Ta bort planen?',
  removeBody:
    'Svaren och de avbockade stegen tas bort från ditt konto och från den här webbläsaren, och kalenderns hemliga adress slutar fungera direkt. Det går inte att ångra.',
  removeCancel: 'Avbryt',
} as const;
