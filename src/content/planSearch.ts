/**
 * The address of a founder's plan, as /startplan and /likviditetsbudget read it (one plan, two
 * pages): the start plan's answers (`form`, `start`, `moms` …) and the budget's (`salj`, `lon` …,
 * a month's own `salj.2027-03`). Only the keys, so that a route's search check and head load none
 * of the plan's questions, rules or texts. An address with answers is somebody's plan: `noindex`.
 */
import { budgetAnswersFrom, hasBudgetAnswers, type BudgetAnswers } from './budget/keys';
import { answersFrom, hasAnswers, type Answers } from './startplan/keys';

/**
 * The address's answers as the route keeps them: text, or a number where the router read one.
 * TanStack Router JSON-parses each value (`?salj=60000` arrives as the number 60000) and writes
 * the validated search back into the URL: a number kept a number stays `?salj=60000`, where the
 * text '60000' would become `?salj=%2260000%22` (as the calculators' keys, ./calculators/keys.ts).
 */
export type PlanSearch = Readonly<Record<string, string | number>>;

/** The address's answers of both kinds (unknown keys dropped), each as its text or number. */
export const planSearchFrom = (search: Readonly<Record<string, unknown>>): PlanSearch => {
  const texts: Record<string, string> = { ...budgetAnswersFrom(search), ...answersFrom(search) };
  const kept: Record<string, string | number> = {};
  for (const [key, text] of Object.entries(texts)) {
    const value = search[key];
    kept[key] = typeof value === 'number' && String(value) === text ? value : text;
  }
  return kept;
};

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
