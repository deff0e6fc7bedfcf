/**
 * The month table's columns, shared by the page's table and the spreadsheet, and the spreadsheet
 * itself: 'Ladda ner som kalkylblad (.csv)' gives `startklar-likviditetsbudget.csv`, written so
 * that Excel, Numbers and Google Sheets open it in Swedish: UTF-8 with a byte order mark,
 * semicolons between the fields, a decimal comma, lines ending in CRLF, a header row whose first
 * column is 'Månad' and then one row per month. Amounts are whole kronor without digit groups, so
 * a spreadsheet reads them as numbers.
 *
 * Shared with the Edge Function (Deno): imports name their file with its `.ts` extension.
 */
import type { BudgetMonth } from './engine.ts';

export const BUDGET_CSV_FILENAME = 'startklar-likviditetsbudget.csv';
/** The file's type: a spreadsheet reads the UTF-8 text by its byte order mark. */
export const BUDGET_CSV_TYPE = 'text/csv;charset=utf-8';

export interface BudgetColumn {
  id: string;
  label: string;
  value: (month: BudgetMonth) => number;
  /** A part of 'Utbetalningar' (drawn under it). */
  expense?: true;
}

/** The table's columns after 'Månad', in order. */
export const BUDGET_COLUMNS: readonly BudgetColumn[] = [
  { id: 'opening', label: 'Ingående saldo', value: (month) => month.opening },
  { id: 'income', label: 'Inbetalningar', value: (month) => month.income.total },
  { id: 'expenses', label: 'Utbetalningar', value: (month) => month.expenses.total },
  { id: 'costs', label: 'Kostnader', value: (month) => month.expenses.costs, expense: true },
  { id: 'salaries', label: 'Löner', value: (month) => month.expenses.salaries, expense: true },
  { id: 'vat', label: 'Moms', value: (month) => month.expenses.vat, expense: true },
  {
    id: 'employer',
    label: 'Arbetsgivardeklaration',
    value: (month) => month.expenses.employer,
    expense: true,
  },
  { id: 'fskatt', label: 'F-skatt', value: (month) => month.expenses.fskatt, expense: true },
  {
    id: 'withdrawals',
    label: 'Uttag',
    value: (month) => month.expenses.withdrawals,
    expense: true,
  },
  { id: 'closing', label: 'Utgående saldo', value: (month) => month.closing },
];

const BOM = '\uFEFF';
const SEPARATOR = ';';
const LINE_END = '\r\n';

/** A text field, quoted when it holds a separator, a quote or a line break. */
function textField(text: string): string {
  return /[;"\r\n]/u.test(text) ? `"${text.replace(/"/gu, '""')}"` : text;
}

/** A number as a Swedish spreadsheet reads it: no digit groups, a decimal comma, a plain minus. */
export function csvNumber(value: number): string {
  return String(value + 0).replace('.', ',');
}

/** The budget's months as the spreadsheet file's text. */
export function budgetCsv(budget: { months: readonly BudgetMonth[] }): string {
  const rows = [
    ['Månad', ...BUDGET_COLUMNS.map((column) => column.label)].map(textField),
    ...budget.months.map((month) => [
      textField(month.label),
      ...BUDGET_COLUMNS.map((column) => csvNumber(column.value(month))),
    ]),
  ];
  return `${BOM}${rows.map((row) => row.join(SEPARATOR)).join(LINE_END)}${LINE_END}`;
}
