/**
 * The address of a founder's plan, as /startplan and /likviditetsbudget read it (one plan, two
 * pages): the start plan's answers (`form`, `start`, `moms` …) and the budget's (`salj`, `lon` …,
 * a month's own `salj.2027-03`). Only the keys, so that a route's search check and head load none
 * of the plan's questions, rules or texts. An address with answers is somebody's plan: `noindex`.
 */
import { budgetAnswersFrom, hasBudgetAnswers, type BudgetAnswers } from './budget/keys';
import { answersFrom, hasAnswers, type Answers } from './startplan/keys';

export type PlanSearch = Answers & BudgetAnswers;

/** The address's answers of both kinds, each as text (unknown keys dropped). */
export const planSearchFrom = (search: Readonly<Record<string, unknown>>): PlanSearch => ({
  ...budgetAnswersFrom(search),
  ...answersFrom(search),
});

/** Whether the address carries any answer (the page is then not indexed). */
export const hasPlanSearch = (search: Readonly<Record<string, unknown>>): boolean =>
  hasAnswers(answersFrom(search)) || hasBudgetAnswers(budgetAnswersFrom(search));

/** The address's answers, split for the planner's input. */
export const planInputOf = (
  search: Readonly<Record<string, unknown>>,
): { answers: Answers; budget: BudgetAnswers } => ({
  answers: answersFrom(search),
  budget: budgetAnswersFrom(search),
});
