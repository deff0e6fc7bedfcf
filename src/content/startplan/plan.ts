/**
 * The whole plan of a set of answers on a day: the reading of the answers (the profile, or what
 * is missing and what to change), the registration steps of the form, and the deadlines of the
 * 18 months from the start date or today, by month. What the planner's machine keeps and the page
 * shows; pure, so the same answers give the same plan on the page, in the file and in the feed.
 */
import { answersFrom, readProfile, type Answers, type ProfileReading } from './answers';
import {
  buildCalendar,
  calendarWindow,
  groupByMonth,
  type CalendarWindow,
  type Deadline,
  type MonthGroup,
} from './calendar';
import type { CivilDate } from './civilDate';
import { budgetAnswersFrom, budgetAnswersToQuery } from '../budget/keys';
import { isPlanId } from './planId';
import { answeredEu, answeredVat } from './questions';
import { planSteps, type PlanStep } from './steps';

export { PLAN_ID, PLAN_ID_BYTES, isPlanId, newPlanId } from './planId';

/** The calendar covers this many months. */
export const CALENDAR_MONTHS = 18;

export interface StartplanView {
  reading: ProfileReading;
  /** The registration steps, once the company form is known. */
  steps: PlanStep[] | null;
  /** The deadlines, once every needed answer is in and today is known. */
  calendar: { window: CalendarWindow; deadlines: Deadline[]; months: MonthGroup[] } | null;
}

export function computeStartplan(answers: Answers, today: CivilDate | null): StartplanView {
  const reading = readProfile(answers);
  const form = reading.status === 'complete' ? reading.profile.form : reading.form;
  // Before every answer is in, the steps follow what is answered so far (questions.ts reads it).
  const steps =
    form === null
      ? null
      : planSteps(
          reading.status === 'complete'
            ? reading.profile
            : {
                form,
                vat: answeredVat(answers),
                employer: answers.anstallda === 'ja',
                eu: answeredEu(answers),
              },
        );
  if (reading.status !== 'complete' || today === null) return { reading, steps, calendar: null };
  const window = calendarWindow(reading.profile, today, CALENDAR_MONTHS);
  const deadlines = buildCalendar(reading.profile, window);
  return { reading, steps, calendar: { window, deadlines, months: groupByMonth(deadlines) } };
}

/** What this browser keeps of a plan (src/app's storage adapter, key startklar:startplan). */
export interface StoredPlan {
  /** The answers as a query string. */
  answers: string;
  /** The likviditetsbudget's answers as a query string ('' when none). */
  budget: string;
  ticks: string[];
  /**
   * The plan's id (`newPlanId`): `parseStoredPlan` gives null when the stored plan has none or a
   * malformed one.
   */
  id: string | null;
}

/** Reads a stored plan; anything corrupt or of the wrong shape is no plan, never a crash. */
export function parseStoredPlan(raw: string | null | undefined): StoredPlan | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { answers, ticks, id, budget } = value as {
      answers?: unknown;
      ticks?: unknown;
      id?: unknown;
      budget?: unknown;
    };
    if (typeof answers !== 'string') return null;
    return {
      answers: new URLSearchParams(answersFrom(answers)).toString(),
      budget: typeof budget === 'string' ? budgetAnswersToQuery(budgetAnswersFrom(budget)) : '',
      ticks: Array.isArray(ticks)
        ? [...new Set(ticks.filter((tick): tick is string => typeof tick === 'string'))].slice(
            0,
            40,
          )
        : [],
      id: isPlanId(id) ? id : null,
    };
  } catch {
    return null;
  }
}

export function serialisePlan(plan: StoredPlan): string {
  return JSON.stringify(plan);
}
