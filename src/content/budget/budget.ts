/**
 * The whole budget of a set of answers on a day: the start plan's reading (the profile, or what
 * is missing), the reading of the budget's own answers (the figures, or a message per answer),
 * and the budget once both are complete and today is known. What the page's machine derives
 * with a selector; pure, so the same answers give the same budget on the page and in the file.
 *
 * Shared with the Edge Function (Deno): imports name their file with its `.ts` extension.
 */
import { readProfile, type Answers, type ProfileReading } from '../startplan/answers.ts';
import type { CivilDate } from '../startplan/civilDate.ts';
import { readBudget, type BudgetAnswers, type BudgetReading } from './answers.ts';
import { computeBudget, type Budget } from './engine.ts';

export interface BudgetView {
  plan: ProfileReading;
  answers: BudgetReading;
  /** The budget, once the plan and the figures are complete and today is known. */
  budget: Budget | null;
}

export function computeBudgetView(
  planAnswers: Answers,
  budgetAnswers: BudgetAnswers,
  today: CivilDate | null,
): BudgetView {
  const plan = readProfile(planAnswers);
  const profile = plan.status === 'complete' ? plan.profile : null;
  const answers = readBudget(budgetAnswers, {
    form: plan.status === 'complete' ? plan.profile.form : plan.form,
    vat: profile?.vat ?? null,
    year: today === null ? null : Number(today.slice(0, 4)),
  });
  const budget =
    profile !== null && answers.status === 'complete' && today !== null
      ? computeBudget(profile, answers.input, today)
      : null;
  return { plan, answers, budget };
}
