/**
 * Which of the likviditetsbudget's questions apply to a company, and the months a founder may
 * give figures of their own (issue 57 item 2): the same 18 months the budget runs, from the month
 * of the start date, or from this month once the start has passed.
 */
import { MONTH_NAMES } from '../dates.ts';
import type { CompanyForm } from '../startplan/answers.ts';
import { addMonths, monthKey, monthOf, type CivilDate } from '../startplan/civilDate.ts';
import { BUDGET_MONTHS } from './engine.ts';
import type { BudgetKey } from './keys.ts';

/**
 * The budget's questions for a company form, in order: 'Eget uttag per månad' for an enskild firma
 * or a handelsbolag (an aktiebolag's owner takes salary or dividends), 'F-skatt enligt beslutet'
 * for an enskild firma or an aktiebolag (a handelsbolag's partners pay their own). Before the form
 * is known, every question.
 */
export function shownBudgetQuestions(form: CompanyForm | null): readonly BudgetKey[] {
  const all: readonly BudgetKey[] = [
    'salj',
    'sats',
    'dagar',
    'kmm',
    'kum',
    'lon',
    'fodda',
    'kskatt',
    'uttag',
    'fskatt',
    'metod',
    'saldo',
  ];
  return all.filter(
    (key) => (key !== 'uttag' || form !== 'ab') && (key !== 'fskatt' || form !== 'hb'),
  );
}

/** The budget's months ('YYYY-MM' and 'maj 2027'), from the start's month or this month. */
export function budgetMonths(start: CivilDate, today: CivilDate): { key: string; label: string }[] {
  const first = monthOf(start > today ? start : today);
  return Array.from({ length: BUDGET_MONTHS }, (_, index) => {
    const month = addMonths(first, index);
    return { key: monthKey(month), label: `${MONTH_NAMES[month.month - 1]} ${month.year}` };
  });
}
