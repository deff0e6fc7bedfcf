/**
 * Din likviditetsbudget as a founder sees it (issue 57), for an aktiebolag starting on 15 January
 * 2027 with moms by quarter, customers who pay after 30 days (the default) and 25 % moms on sales
 * (the default). Written from the issue, never from src:
 *
 * - 'Försäljning per månad, utan moms' is typed as a founder types it ('120 000'), as something
 *   that is no amount ('tusen'), or emptied (an empty field counts as 0 kr). What was typed stays
 *   in the field whatever it is.
 * - Text gets a Swedish message beside the field and the budget waits for the correction.
 * - January can have a figure of its own: 0 kr (a slow start), or none (back to the monthly one).
 * - Customers pay after 30 days: a month's sales with 25 % moms come in the month after. So
 *   February's 'Inbetalningar' are January's sales (150 000 kr from 120 000 kr), March's
 *   February's.
 * - With a budget on the page, 'Ladda ner som kalkylblad (.csv)' gives 18 months.
 */
import type { Model } from '../../../src/statecharts/planner';

export type SalesText = '' | '120 000' | 'tusen';

export interface BudgetView {
  sales: SalesText;
  /** January's own sales figure: '0', or none. */
  january: '' | '0';
}

export type BudgetEvent =
  | { type: 'typeSales'; text: SalesText }
  | { type: 'setJanuary'; text: '' | '0' }
  | { type: 'download' };

/** The budget is drawn unless a figure needs correcting. */
export const hasBudget = (view: BudgetView): boolean => view.sales !== 'tusen';

/** 25 % moms on 120 000 kr. */
const MONTHLY_PAYMENT = 150_000;

/** 'Inbetalningar' of January, February and March 2027 (kronor), with a budget on the page. */
export function incomeOf(view: BudgetView): [number, number, number] {
  const monthly = view.sales === '120 000' ? MONTHLY_PAYMENT : 0;
  const january = view.january === '0' ? 0 : monthly;
  return [0, january, monthly];
}

export const budgetModel: Model<BudgetView, BudgetEvent> = {
  name: 'likviditetsbudget',
  initial: { sales: '', january: '' },
  events: (view) => [
    { type: 'typeSales', text: '120 000' },
    { type: 'typeSales', text: 'tusen' },
    { type: 'typeSales', text: '' },
    { type: 'setJanuary', text: view.january === '0' ? '' : '0' },
    ...(hasBudget(view) ? [{ type: 'download' } as const] : []),
  ],
  step: (view, event) => {
    switch (event.type) {
      case 'typeSales':
        return { ...view, sales: event.text };
      case 'setJanuary':
        return { ...view, january: event.text };
      case 'download':
        return view;
    }
  },
  describe: (event) => ('text' in event ? `${event.type} '${event.text}'` : event.type),
};

/** Each walk is one page load; the model's 28 transitions fit in two. */
export const BUDGET_STEPS = 24;
