/**
 * What the planner's pages show, derived from its context by selectors (never kept in context):
 * the start plan (reading, steps, calendar) on the site's day, the questions that apply, what
 * differs from the account's plan, and the likviditetsbudget with its amounts per deadline. Each
 * is computed when its inputs change and the last result kept, so a selector that runs on every
 * snapshot costs nothing while the answers stay the same.
 */
import {
  budgetAnswersToQuery,
  readBudget,
  type BudgetAnswers,
  type BudgetReading,
} from '../../content/budget/answers';
import { amountTexts } from '../../content/budget/amounts';
import { computeBudget, type Budget } from '../../content/budget/engine';
import { BUDGET_DEFAULTS, type BudgetKey } from '../../content/budget/keys';
import { budgetMonths, shownBudgetQuestions } from '../../content/budget/questions';
import type { AnswerKey, Answers } from '../../content/startplan/answers';
import type { StartplanContext } from '../startplan';
import type { PlanOrigin } from './planRecord';
import type { CivilDate } from '../../content/startplan/civilDate';
import { computeStartplan, type StartplanView } from '../../content/startplan/plan';
import { DEFAULT_ANSWERS, answersFrom } from '../../content/startplan/keys';
import {
  answerDifferences,
  shownQuestions,
  type AnswerDifference,
} from '../../content/startplan/questions';

/**
 * The last result of `compute` for the same arguments (compared by identity): a selector runs on
 * every snapshot, the plan changes only with the answers or the day.
 */
export function lastOf<A extends readonly unknown[], R>(
  compute: (...args: A) => R,
): (...args: A) => R {
  let last: { args: A; result: R } | null = null;
  return (...args: A) => {
    if (last === null || args.some((arg, index) => arg !== last?.args[index])) {
      last = { args, result: compute(...args) };
    }
    return last.result;
  };
}

export const planViewOf = lastOf((answers: Answers, today: CivilDate | null) =>
  computeStartplan(answers, today),
);

export const questionsOf = lastOf((answers: Answers): readonly AnswerKey[] =>
  shownQuestions(answers),
);

export const differencesOf = lastOf(
  (answers: Answers, account: Answers): readonly AnswerDifference[] =>
    answerDifferences(answers, account),
);

/** The likviditetsbudget of a plan on a day (issue 57). */
export interface BudgetView {
  /** The budget's answers read: the figures, or a Swedish message per answer to change. */
  reading: BudgetReading;
  /** The budget, once the start plan and the figures are complete and today is known. */
  budget: Budget | null;
}

export const budgetViewOf = lastOf(
  (answers: Answers, budget: BudgetAnswers, today: CivilDate | null): BudgetView => {
    const plan = planViewOf(answers, today);
    const profile = plan.reading.status === 'complete' ? plan.reading.profile : null;
    const reading = readBudget(budget, {
      form: profile?.form ?? (plan.reading.status === 'incomplete' ? plan.reading.form : null),
      vat: profile?.vat ?? null,
      year: today === null ? null : Number(today.slice(0, 4)),
    });
    const computed =
      profile !== null && reading.status === 'complete' && today !== null
        ? computeBudget(profile, reading.input, today, { startplan: plan.calendar })
        : null;
    return { reading, budget: computed };
  },
);

/** What each deadline costs by the budget ('60 000 kr'), for the calendar's entries and file. */
export const amountsOf = lastOf((view: BudgetView) => amountTexts(view.budget));

// ---------------------------------------------------------------------------------------------
// The planner's selectors: what its pages ask of a snapshot.
// ---------------------------------------------------------------------------------------------

type Snap = { context: StartplanContext };

/** The plan the answers give on the site's day: reading, steps and calendar. */
export const selectView = (snapshot: Snap): StartplanView =>
  planViewOf(snapshot.context.answers, snapshot.context.today);

/** The likviditetsbudget: the reading of its answers and, once complete, the budget. */
export const selectBudgetView = (snapshot: Snap): BudgetView =>
  budgetViewOf(snapshot.context.answers, snapshot.context.budget, snapshot.context.today);

/** Each deadline's amount by the budget ('60 000 kr'); empty without a budget. */
export const selectAmounts = (snapshot: Snap): ReadonlyMap<string, string> =>
  amountsOf(selectBudgetView(snapshot));

/** The answers every question shows (the defaults where nothing is given). */
export const selectAnswers = (snapshot: Snap): Answers => snapshot.context.answers;
export const selectBudgetAnswers = (snapshot: Snap): BudgetAnswers => snapshot.context.budget;

/**
 * One budget answer as its field shows it: what was typed, or the default (a month's own figure:
 * nothing). A field asks for its own answer, so a keystroke redraws that field only.
 */
export const selectBudgetAnswer = (snapshot: Snap, key: string): string =>
  snapshot.context.budget[key] ?? BUDGET_DEFAULTS[key as BudgetKey] ?? '';

/** The Swedish message beside one budget answer, if it needs changing. */
export const selectBudgetError = (snapshot: Snap, key: string): string | undefined => {
  const { reading } = selectBudgetView(snapshot);
  return reading.status === 'invalid' ? reading.errors[key] : undefined;
};
export const answerValue = (answers: Answers, key: AnswerKey): string =>
  answers[key] ?? DEFAULT_ANSWERS[key];

/** The questions the page asks for the answers given so far, in order. */
export const selectQuestions = (snapshot: Snap): readonly AnswerKey[] =>
  questionsOf(snapshot.context.answers);

export const selectTicks = (snapshot: Snap): readonly string[] => snapshot.context.ticks;
export const selectSignedIn = (snapshot: Snap): boolean => snapshot.context.signedIn;

/** The open question: the account's plan differs from the page's, and how. */
export interface PlanQuestion {
  origin: PlanOrigin;
  differences: readonly AnswerDifference[];
  /** The budget's answers differ too. */
  budgetDiffers: boolean;
}

const accountAnswersOf = lastOf((answers: string) => answersFrom(answers));

export function selectPlanQuestion(snapshot: Snap): PlanQuestion | null {
  const { accountPlan, answers, budget, origin } = snapshot.context;
  if (accountPlan === null) return null;
  return {
    origin,
    differences: differencesOf(answers, accountAnswersOf(accountPlan.answers)),
    budgetDiffers: budgetAnswersToQuery(budget) !== accountPlan.budget,
  };
}

export const samePlanQuestion = (a: PlanQuestion | null, b: PlanQuestion | null): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.origin === b.origin &&
    a.differences === b.differences &&
    a.budgetDiffers === b.budgetDiffers);

const budgetQuestionsOf = lastOf((view: StartplanView): readonly BudgetKey[] =>
  shownBudgetQuestions(
    view.reading.status === 'complete' ? view.reading.profile.form : view.reading.form,
  ),
);

/** The budget's questions for the company as answered so far, in order. */
export const selectBudgetQuestions = (snapshot: Snap): readonly BudgetKey[] =>
  budgetQuestionsOf(selectView(snapshot));

const monthsOf = lastOf((view: StartplanView, today: CivilDate | null) =>
  view.reading.status === 'complete' && today !== null
    ? budgetMonths(view.reading.profile.start, today)
    : [],
);

/** The months a founder may give figures of their own (none before the start and the day are known). */
export const selectBudgetMonths = (snapshot: Snap): readonly { key: string; label: string }[] =>
  monthsOf(selectView(snapshot), snapshot.context.today);
