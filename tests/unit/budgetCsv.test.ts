/**
 * 'Ladda ner som kalkylblad (.csv)' (issue 57 item 5): the file is read back as a Swedish
 * spreadsheet reads it (UTF-8 with a byte order mark, semicolons, a decimal comma) and must give
 * the table's header and every month's amounts.
 */
import { describe, expect, it } from 'vitest';
import { BUDGET_CSV_FILENAME, budgetCsv, csvNumber } from '../../src/content/budget/csv';
import { computeBudgetView } from '../../src/content/budget/budget';
import type { BudgetMonth } from '../../src/content/budget/engine';

/** Reads semicolon-separated text with quoted fields, as RFC 4180 with ';' describes it. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      index += 1;
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** A cell as Swedish Excel reads a number: a decimal comma, a minus sign. */
const number = (cell: string) => Number(cell.replace(',', '.'));

describe('the budget as a spreadsheet', () => {
  const view = computeBudgetView(
    { form: 'ef', start: '2027-01-01', moms: 'kvartal' },
    { salj: '100 000', kmm: '20 000', uttag: '95 000', saldo: '10 000', dagar: '0', fskatt: '0' },
    '2026-12-01',
  );
  const budget = view.budget;
  if (!budget) throw new Error('no budget');
  const text = budgetCsv(budget);

  it('is named for the site and starts with a UTF-8 byte order mark', () => {
    expect(BUDGET_CSV_FILENAME).toBe('startklar-likviditetsbudget.csv');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(new TextEncoder().encode(text).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it('has a header row starting with Månad and the table’s columns, then one row per month', () => {
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual([
      'Månad',
      'Ingående saldo',
      'Inbetalningar',
      'Utbetalningar',
      'Kostnader',
      'Löner',
      'Moms',
      'Arbetsgivardeklaration',
      'F-skatt',
      'Uttag',
      'Utgående saldo',
    ]);
    expect(rows).toHaveLength(1 + 18);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
  });

  it('gives back every month’s amounts, negative balances too', () => {
    const rows = parseCsv(text.slice(1)).slice(1);
    const values = (month: BudgetMonth) => [
      month.opening,
      month.income.total,
      month.expenses.total,
      month.expenses.costs,
      month.expenses.salaries,
      month.expenses.vat,
      month.expenses.employer,
      month.expenses.fskatt,
      month.expenses.withdrawals,
      month.closing,
    ];
    expect(rows.map((row) => row[0])).toEqual(budget.months.map((month) => month.label));
    expect(rows.map((row) => row.slice(1).map(number))).toEqual(budget.months.map(values));
    // May 2027, by hand (budgetEngine.test.ts): 30 000 in, 125 000 in, 25 000 + 60 000 + 95 000 out.
    expect(rows[4]).toEqual([
      'maj 2027',
      '30000',
      '125000',
      '180000',
      '25000',
      '0',
      '60000',
      '0',
      '0',
      '95000',
      '-25000',
    ]);
  });

  it('writes numbers without digit groups, with a decimal comma and a plain minus', () => {
    expect(csvNumber(1234567)).toBe('1234567');
    expect(csvNumber(-25000)).toBe('-25000');
    expect(csvNumber(12.5)).toBe('12,5');
    expect(csvNumber(-0)).toBe('0');
  });
});
