/**
 * A founder's plan as the page, this browser and the account keep it (one plan per founder: the
 * start plan's answers, the likviditetsbudget's, the ticked steps and the plan's id), and how a
 * page's plan meets the account's row. Pure helpers of the planner's machines
 * (../startplan.ts, ../remoteSync.ts).
 */
import {
  BUDGET_KEYS,
  hasBudgetAnswers,
  budgetAnswersFrom,
  budgetAnswersToQuery,
  budgetAnswersToRecord,
  readOverrideKey,
  type BudgetAnswers,
} from '../../content/budget/keys';
import {
  ANSWER_KEYS,
  hasAnswers,
  answersFrom,
  answersToQuery,
  answersToRecord,
  type AnswerKey,
  type Answers,
} from '../../content/startplan/keys';
import type { StartplanRow } from '../../services/database.types';

export interface SyncedPlan {
  /** The start plan's answers as a query string without '?' ('' when none is given). */
  answers: string;
  /** The likviditetsbudget's answers as a query string ('' when none is given). */
  budget: string;
  ticks: readonly string[];
  /** The plan's random id (every calendar event's UID carries it), or null before it has one. */
  id: string | null;
}

export const joined = (a: readonly string[], b: readonly string[]): string[] => [
  ...new Set([...a, ...b]),
];

/** Whether a plan answers anything at all (the start plan's questions or the budget's). */
export const hasAnyAnswer = (plan: Pick<SyncedPlan, 'answers' | 'budget'>): boolean =>
  plan.answers !== '' || plan.budget !== '';

/** Whether two plans give the same answers (start plan and budget alike). */
export const sameAnswers = (
  a: Pick<SyncedPlan, 'answers' | 'budget'>,
  b: Pick<SyncedPlan, 'answers' | 'budget'>,
): boolean => a.answers === b.answers && a.budget === b.budget;

/** The account's row as a plan. */
export const planOfRow = (row: StartplanRow): SyncedPlan => ({
  answers: row.answers,
  budget: row.budget,
  ticks: row.ticks,
  id: row.plan_id,
});

/** Whether a plan differs from the account's row (the ticks of a join are a superset). */
export function differs(plan: SyncedPlan, row: StartplanRow | null): boolean {
  if (row === null) return hasAnyAnswer(plan) || plan.ticks.length > 0;
  return (
    !sameAnswers(plan, row) || plan.ticks.length !== row.ticks.length || plan.id !== row.plan_id
  );
}

/**
 * The page's plan met with the account's, when there is nothing to ask: the page's answers when
 * it has any, else the account's; the ticks of both; the account's id (the feed's UIDs stay).
 */
export function merged(plan: SyncedPlan, row: StartplanRow | null): SyncedPlan {
  if (row === null) return plan;
  const own = hasAnyAnswer(plan);
  return {
    answers: own ? plan.answers : row.answers,
    budget: own ? plan.budget : row.budget,
    ticks: joined(plan.ticks, row.ticks),
    id: row.plan_id,
  };
}

/**
 * The account's answers with the ticks of both ('Behåll planen i mitt konto'), or the page's
 * ('Använd länkens svar'): the account's id either way.
 */
export function chosen(plan: SyncedPlan, row: StartplanRow, keep: 'account' | 'page'): SyncedPlan {
  const answersOf = keep === 'account' ? row : plan;
  return {
    answers: answersOf.answers,
    budget: answersOf.budget,
    ticks: joined(plan.ticks, row.ticks),
    id: row.plan_id,
  };
}

/** A start plan question's key. */
export const isPlanKey = (key: string): key is AnswerKey =>
  (ANSWER_KEYS as readonly string[]).includes(key);

/** A budget question's key, or a single month's figure (`salj.2027-03`). */
export const isBudgetKey = (key: string): boolean =>
  (BUDGET_KEYS as readonly string[]).includes(key) || readOverrideKey(key) !== null;

/** The plan's answers in memory: the start plan's and the budget's, as the page edits them. */
export interface PlanAnswers {
  answers: Answers;
  budget: BudgetAnswers;
}

/** One answer changed: a start plan question's or a budget question's (the key says which). */
export function withAnswer(plan: PlanAnswers, key: string, value: string): PlanAnswers {
  return isPlanKey(key)
    ? { answers: { ...plan.answers, [key]: value }, budget: plan.budget }
    : { answers: plan.answers, budget: { ...plan.budget, [key]: value } };
}

/** The answers as the address holds them: the start plan's, then the budget's. */
export const addressOf = (plan: PlanAnswers): Readonly<Record<string, string>> => ({
  ...answersToRecord(plan.answers),
  ...budgetAnswersToRecord(plan.budget),
});

/** The plan as this browser and the account keep it. */
export const recordOf = (
  plan: PlanAnswers & { ticks: readonly string[]; id: string | null },
): SyncedPlan => ({
  answers: answersToQuery(plan.answers),
  budget: budgetAnswersToQuery(plan.budget),
  ticks: [...plan.ticks],
  id: plan.id,
});

/** A kept plan's answers as the page edits them. */
export const answersOfRecord = (plan: Pick<SyncedPlan, 'answers' | 'budget'>): PlanAnswers => ({
  answers: answersFrom(plan.answers),
  budget: budgetAnswersFrom(plan.budget),
});

export const toggled = (ticks: readonly string[], id: string): string[] =>
  ticks.includes(id) ? ticks.filter((tick) => tick !== id) : [...ticks, id];

/** Where the page's answers came from when it started. */
export type PlanOrigin = 'link' | 'browser' | 'none';

/**
 * The page's plan once it has read this browser's copy: the address's answers, or the stored ones
 * when the address has none; what was answered before the start wins over both; ticks made
 * before the start are toggles of the stored ones; the stored id, or a new one.
 */
export function startingPlan(
  page: PlanAnswers & {
    fromAddress: Answers;
    fromAddressBudget: BudgetAnswers;
    early: readonly string[];
    ticks: readonly string[];
  },
  stored: (Pick<SyncedPlan, 'answers' | 'budget' | 'id'> & { ticks: string[] }) | null,
  newId: string | null,
): PlanAnswers & { ticks: string[]; origin: PlanOrigin; id: string | null } {
  const fromLink = hasAnswers(page.fromAddress) || hasBudgetAnswers(page.fromAddressBudget);
  const base = fromLink
    ? { answers: page.fromAddress, budget: page.fromAddressBudget }
    : answersOfRecord(stored ?? { answers: '', budget: '' });
  const answered = page.early.reduce(
    (plan, key) =>
      withAnswer(plan, key, (isPlanKey(key) ? page.answers[key] : page.budget[key]) ?? ''),
    base,
  );
  return {
    ...answered,
    ticks: page.ticks.reduce(toggled, stored?.ticks ?? []),
    origin: fromLink ? 'link' : stored !== null && hasAnyAnswer(stored) ? 'browser' : 'none',
    id: stored?.id ?? newId,
  };
}
