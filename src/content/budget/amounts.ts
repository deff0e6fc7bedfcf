/**
 * What each deadline costs by a founder's likviditetsbudget, as the calendar writes it ('60 000 kr',
 * the arbetsgivardeklaration with its parts): on /startplan's entries, in the downloaded `.ics`
 * file's descriptions and, when the founder has asked for it, in the subscribed feed.
 *
 * Shared with the Edge Function (Deno): imports name their file with its `.ts` extension.
 */
import type { PlanProfile } from '../startplan/answers.ts';
import type { CalendarWindow, Deadline } from '../startplan/calendar.ts';
import type { CivilDate } from '../startplan/civilDate.ts';
import { budgetAnswersFrom, readBudget } from './answers.ts';
import { computeBudget, paymentAmountText, type Budget } from './engine.ts';

/** The amount of every deadline the budget pays, by the calendar's deadline id. */
export function amountTexts(budget: Budget | null): ReadonlyMap<string, string> {
  const texts = new Map<string, string>();
  for (const [id, payment] of budget?.byDeadline ?? []) texts.set(id, paymentAmountText(payment));
  return texts;
}

/**
 * The amounts of a stored budget (its query string) for a company's calendar: none when the
 * budget's answers do not read (a figure that is no amount), as the page shows none then.
 */
export function storedBudgetAmounts(
  profile: PlanProfile,
  budget: string,
  today: CivilDate,
  calendar: { window: CalendarWindow; deadlines: readonly Deadline[] },
): ReadonlyMap<string, string> {
  const reading = readBudget(budgetAnswersFrom(budget), {
    form: profile.form,
    vat: profile.vat,
    year: Number(today.slice(0, 4)),
  });
  if (reading.status !== 'complete') return new Map();
  return amountTexts(computeBudget(profile, reading.input, today, { startplan: calendar }));
}
