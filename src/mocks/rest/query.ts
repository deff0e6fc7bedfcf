/**
 * PostgREST's URL and headers: the select list, filters, order, limit/offset, the `Prefer` and
 * `Accept` headers, and the shape of its answers and errors.
 */
import type { TableName } from '../../services/database.types';
import { json, type JsonValue } from '../http';
import { type Row, TABLES } from './tables';

export function pgError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): Response {
  return json({ code, details, hint, message }, status);
}

export const notSingular = (count: number): Response =>
  pgError(
    406,
    'PGRST116',
    'JSON object requested, multiple (or no) rows returned',
    `The result contains ${count} rows`,
  );

export interface Filter {
  column: string;
  op: string;
  value: string;
  negate: boolean;
}

export interface OrderTerm {
  column: string;
  descending: boolean;
  nullsFirst: boolean;
}

export interface SelectTerm {
  column: string;
  alias: string;
}

export interface ParsedQuery {
  select: SelectTerm[] | '*';
  filters: Filter[];
  order: OrderTerm[];
  limit: number | null;
  offset: number;
}

const RESERVED = new Set([
  'select',
  'order',
  'limit',
  'offset',
  'columns',
  'on_conflict',
  'apikey',
]);
const OPERATORS = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'is', 'in', 'like', 'ilike']);

export function parseQuery(table: TableName, params: URLSearchParams): ParsedQuery | Response {
  const spec = TABLES[table];
  const unknownColumn = (column: string) =>
    pgError(400, '42703', `column ${table}.${column} does not exist`);

  let select: SelectTerm[] | '*' = '*';
  const rawSelect = (params.get('select') ?? '*').replace(/\s/g, '');
  if (rawSelect !== '*' && rawSelect !== '') {
    const terms: SelectTerm[] = [];
    for (const part of rawSelect.split(',')) {
      if (part === '*') {
        for (const column of Object.keys(spec.columns)) terms.push({ column, alias: column });
        continue;
      }
      if (part.includes('('))
        return pgError(
          400,
          'PGRST200',
          `Could not find a relationship for '${part}' in the schema cache`,
        );
      const [aliasOrColumn, maybeColumn] = part.split(':');
      const column = (maybeColumn ?? aliasOrColumn ?? '').split('::')[0] ?? '';
      const alias = maybeColumn !== undefined ? (aliasOrColumn ?? column) : column;
      if (!Object.hasOwn(spec.columns, column)) return unknownColumn(column);
      terms.push({ column, alias });
    }
    select = terms;
  }

  const filters: Filter[] = [];
  for (const [key, raw] of params) {
    if (RESERVED.has(key)) continue;
    if (!Object.hasOwn(spec.columns, key)) return unknownColumn(key);
    let rest = raw;
    let negate = false;
    if (rest.startsWith('not.')) {
      negate = true;
      rest = rest.slice(4);
    }
    const dot = rest.indexOf('.');
    const op = dot === -1 ? '' : rest.slice(0, dot);
    if (!OPERATORS.has(op)) {
      return pgError(
        400,
        'PGRST100',
        `"failed to parse filter (${raw})" (line 1, column 1)`,
        'unexpected end of input expecting operator',
      );
    }
    filters.push({ column: key, op, value: rest.slice(dot + 1), negate });
  }

  const order: OrderTerm[] = [];
  const rawOrder = params.get('order');
  if (rawOrder !== null && rawOrder !== '') {
    for (const term of rawOrder.split(',')) {
      const [column = '', ...modifiers] = term.split('.');
      if (!Object.hasOwn(spec.columns, column)) return unknownColumn(column);
      const descending = modifiers.includes('desc');
      const nullsFirst =
        modifiers.includes('nullsfirst') || (descending && !modifiers.includes('nullslast'));
      order.push({ column, descending, nullsFirst });
    }
  }

  const limitText = params.get('limit');
  const offsetText = params.get('offset');
  const limit = limitText === null ? null : Number.parseInt(limitText, 10);
  const offset = offsetText === null ? 0 : Number.parseInt(offsetText, 10);
  return {
    select,
    filters,
    order,
    limit: limit !== null && Number.isFinite(limit) ? limit : null,
    offset: Number.isFinite(offset) ? offset : 0,
  };
}

/** The values of an `in.(a,b,"c")` filter; `in.()` is the empty list (it matches nothing). */
export function inListValues(value: string): string[] {
  const inner = value.replace(/^\(|\)$/g, '');
  if (inner === '') return [];
  return inner.split(',').map((v) => v.replace(/^"|"$/g, ''));
}

export interface Preferences {
  returnMode: 'representation' | 'minimal' | 'headers-only';
  countExact: boolean;
}

export function preferences(request: Request): Preferences {
  const prefer = request.headers.get('prefer') ?? '';
  const returnMode = /return=representation/.test(prefer)
    ? 'representation'
    : /return=headers-only/.test(prefer)
      ? 'headers-only'
      : 'minimal';
  return { returnMode, countExact: /count=exact/.test(prefer) };
}

export const wantsSingular = (request: Request): boolean =>
  (request.headers.get('accept') ?? '').includes('application/vnd.pgrst.object+json');

export function rowsResponse(
  singular: boolean,
  rows: Row[],
  status: number,
  total?: number,
): Response {
  if (singular) {
    if (rows.length !== 1) return notSingular(rows.length);
    return json(rows[0] as JsonValue, status);
  }
  const range = rows.length === 0 ? '*' : `0-${rows.length - 1}`;
  return json(rows as JsonValue, status, { 'Content-Range': `${range}/${total ?? '*'}` });
}
