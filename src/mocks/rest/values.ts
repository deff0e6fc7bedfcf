/**
 * Postgres's rules as the mirror backend applies them: values of a column's type (casts, time
 * formats, errors 22P02/22007), filters, order and projection of rows, and the NOT NULL, UNIQUE
 * and CHECK constraints.
 */
import type { TableName } from '../../services/database.types';
import { type ColumnType, type Row, TABLES } from './tables';
import { type Filter, type ParsedQuery, inListValues, pgError } from './query';

function cellText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** A time as Postgres writes a timestamptz in JSON (UTC, no trailing zeros): 2026-01-01T10:00:00.5+00:00. */
export function pgTimestamp(value: string): string | null {
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) return null;
  const [seconds = '', fraction = ''] = new Date(ms).toISOString().slice(0, -1).split('.');
  const trimmed = fraction.replace(/0+$/, '');
  return `${seconds}${trimmed === '' ? '' : `.${trimmed}`}+00:00`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Postgres's boolean literals (trimmed, any case): true, yes, on, 1 and their prefixes. */
const TRUE = /^\s*(t|tr|tru|true|y|ye|yes|on|1)\s*$/i;
const FALSE = /^\s*(f|fa|fal|fals|false|n|no|of|off|0)\s*$/i;
const INTEGER = /^\s*[+-]?\d+\s*$/;

/** Postgres's answer to text that is no value of the type (22P02, 22007 for times). */
function invalidInput(type: ColumnType, raw: unknown): Response {
  const shown = typeof raw === 'string' ? raw : JSON.stringify(raw);
  if (type === 'timestamptz')
    return pgError(
      400,
      '22007',
      `invalid input syntax for type timestamp with time zone: "${shown}"`,
    );
  if (type === 'text[]') return pgError(400, '22P02', `malformed array literal: "${shown}"`);
  return pgError(400, '22P02', `invalid input syntax for type ${type}: "${shown}"`);
}

/** A filter value must be a value of the column's type (Postgres casts it, or fails). */
function checkFilterValue(type: ColumnType, value: string): Response | null {
  const valid =
    type === 'uuid'
      ? UUID.test(value)
      : type === 'bigint' || type === 'integer'
        ? INTEGER.test(value)
        : type === 'timestamptz'
          ? pgTimestamp(value) !== null
          : type === 'boolean'
            ? TRUE.test(value) || FALSE.test(value)
            : true;
  return valid ? null : invalidInput(type, value);
}

/** A body value as Postgres stores it in a column of the type (json_populate_record), or the error. */
function columnValue(type: ColumnType, value: unknown): { value: unknown } | Response {
  if (value === null || value === undefined) return { value: null };
  switch (type) {
    case 'text':
      return { value: typeof value === 'string' ? value : JSON.stringify(value) };
    case 'uuid':
      return typeof value === 'string' && UUID.test(value)
        ? { value: value.toLowerCase() }
        : invalidInput(type, value);
    case 'bigint':
    case 'integer':
      if (typeof value === 'number' && Number.isInteger(value)) return { value };
      return typeof value === 'string' && INTEGER.test(value)
        ? { value: Number(value) }
        : invalidInput(type, value);
    case 'timestamptz': {
      const time = typeof value === 'string' ? pgTimestamp(value) : null;
      return time === null ? invalidInput(type, value) : { value: time };
    }
    case 'text[]':
      return Array.isArray(value)
        ? { value: value.map((v: unknown) => (v === null ? null : cellText(v))) }
        : invalidInput(type, value);
    case 'boolean':
      if (typeof value === 'boolean') return { value };
      if (typeof value === 'string' && TRUE.test(value)) return { value: true };
      if (typeof value === 'string' && FALSE.test(value)) return { value: false };
      return invalidInput(type, value);
  }
}

/** Compares a (non-null) cell with a filter value as Postgres compares values of the type. */
function compare(type: ColumnType, cell: unknown, value: string): number {
  switch (type) {
    case 'bigint':
    case 'integer':
      return Number(cell) - Number(value);
    case 'timestamptz':
      return Date.parse(String(cell)) - Date.parse(value);
    case 'uuid':
      return compareText(String(cell).toLowerCase(), value.toLowerCase());
    case 'boolean':
      return Number(cell === true) - Number(TRUE.test(value));
    default:
      return compareText(cellText(cell) ?? '', value);
  }
}

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function likeToRegExp(pattern: string, flags: string): RegExp {
  const escaped = pattern
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/[%*]/g, '.*')
    .replace(/_/g, '.');
  return new RegExp(`^${escaped}$`, flags);
}

function matchesFilter(table: TableName, row: Row, filter: Filter): boolean {
  const cell = row[filter.column];
  const isNull = cell === null || cell === undefined;
  if (filter.op === 'is') {
    const result =
      filter.value === 'null'
        ? isNull
        : filter.value === 'true'
          ? cell === true
          : filter.value === 'false'
            ? cell === false
            : false;
    return filter.negate ? !result : result;
  }
  // Any other comparison with NULL is NULL, and so is its negation: the row is not selected.
  if (isNull) return false;
  const type = TABLES[table].columns[filter.column]?.type ?? 'text';
  const text = cellText(cell) ?? '';
  let result: boolean;
  switch (filter.op) {
    case 'eq':
      result = compare(type, cell, filter.value) === 0;
      break;
    case 'neq':
      result = compare(type, cell, filter.value) !== 0;
      break;
    case 'gt':
      result = compare(type, cell, filter.value) > 0;
      break;
    case 'gte':
      result = compare(type, cell, filter.value) >= 0;
      break;
    case 'lt':
      result = compare(type, cell, filter.value) < 0;
      break;
    case 'lte':
      result = compare(type, cell, filter.value) <= 0;
      break;
    case 'in':
      result = inListValues(filter.value).some((v) => compare(type, cell, v) === 0);
      break;
    case 'like':
      result = likeToRegExp(filter.value, '').test(text);
      break;
    case 'ilike':
      result = likeToRegExp(filter.value, 'i').test(text);
      break;
    default:
      result = false;
  }
  return filter.negate ? !result : result;
}

/** The first filter value that is no value of its column's type, as Postgres's error. */
export function invalidFilterValue(table: TableName, query: ParsedQuery): Response | null {
  for (const filter of query.filters) {
    const type = TABLES[table].columns[filter.column]?.type ?? 'text';
    // IS TRUE / FALSE / UNKNOWN apply to boolean columns only.
    if (
      type !== 'boolean' &&
      filter.op === 'is' &&
      ['true', 'false', 'unknown'].includes(filter.value)
    )
      return pgError(
        400,
        '42804',
        `argument of IS ${filter.value.toUpperCase()} must be type boolean, not type ${type}`,
      );
    const values =
      filter.op === 'in'
        ? inListValues(filter.value)
        : ['eq', 'neq', 'gt', 'gte', 'lt', 'lte'].includes(filter.op)
          ? [filter.value]
          : [];
    for (const value of values) {
      const invalid = checkFilterValue(type, value);
      if (invalid) return invalid;
    }
  }
  return null;
}

function sortValue(type: ColumnType, value: unknown): number | string {
  if (type === 'bigint' || type === 'integer') return Number(value);
  if (type === 'timestamptz') return Date.parse(String(value));
  return cellText(value) ?? '';
}

export function applyQuery(table: TableName, rows: Row[], query: ParsedQuery): Row[] {
  let result = rows.filter((row) => query.filters.every((f) => matchesFilter(table, row, f)));
  if (query.order.length > 0) {
    result = [...result].sort((a, b) => {
      for (const term of query.order) {
        const x = a[term.column];
        const y = b[term.column];
        const xNull = x === null || x === undefined;
        const yNull = y === null || y === undefined;
        if (xNull || yNull) {
          if (xNull && yNull) continue;
          return xNull === term.nullsFirst ? -1 : 1;
        }
        const type = TABLES[table].columns[term.column]?.type ?? 'text';
        const sx = sortValue(type, x);
        const sy = sortValue(type, y);
        // Text sorts by code point, as in the "C" collation of the migrated database.
        const cmp =
          typeof sx === 'number' && typeof sy === 'number'
            ? sx - sy
            : compareText(String(sx), String(sy));
        if (cmp !== 0) return term.descending ? -cmp : cmp;
      }
      return 0;
    });
  }
  const end = query.limit === null ? undefined : query.offset + query.limit;
  return result.slice(query.offset, end);
}

/** A cell as Postgres renders it in JSON (stored demo rows may hold older time formats). */
function rendered(table: TableName, column: string, value: unknown): unknown {
  if (TABLES[table].columns[column]?.type === 'timestamptz' && typeof value === 'string')
    return pgTimestamp(value) ?? value;
  return structuredClone(value);
}

export function project(table: TableName, row: Row, select: ParsedQuery['select']): Row {
  const out: Row = {};
  if (select === '*') {
    for (const [column, value] of Object.entries(row)) out[column] = rendered(table, column, value);
    return out;
  }
  for (const term of select) out[term.alias] = rendered(table, term.column, row[term.column]);
  return out;
}

/** The value a unique constraint or index compares: a column, or `lower(column)`. */
function keyPart(row: Row, part: string): string | null {
  const lower = /^lower\((\w+)\)$/.exec(part);
  const value = cellText(row[lower?.[1] ?? part]);
  return lower === null || value === null ? value : value.toLowerCase();
}

/**
 * Postgres's 23505. Its `Key (...)=(...) already exists.` detail is left out (null) for tables with
 * row-level security, which every API table has: the caller may not see the other row.
 */
export function uniqueViolation(
  table: TableName,
  candidate: Row,
  others: readonly Row[],
): Response | null {
  for (const [name, parts] of Object.entries(TABLES[table].unique)) {
    if (parts.some((part) => keyPart(candidate, part) === null)) continue;
    const clash = others.find((other) =>
      parts.every((part) => keyPart(other, part) === keyPart(candidate, part)),
    );
    if (clash !== undefined)
      return pgError(409, '23505', `duplicate key value violates unique constraint "${name}"`);
  }
  return null;
}

export function notNullViolation(table: TableName, row: Row): Response | null {
  for (const [column, spec] of Object.entries(TABLES[table].columns)) {
    if (!spec.nullable && (row[column] === null || row[column] === undefined)) {
      return pgError(
        400,
        '23502',
        `null value in column "${column}" of relation "${table}" violates not-null constraint`,
      );
    }
  }
  return null;
}

export function checkViolation(table: TableName, row: Row): Response | null {
  for (const [name, holds] of Object.entries(TABLES[table].checks ?? {})) {
    if (!holds(row))
      return pgError(
        400,
        '23514',
        `new row for relation "${table}" violates check constraint "${name}"`,
      );
  }
  return null;
}

/** The body's values as they would be stored, or the error for the first that cannot be. */
export function storedValues(table: TableName, input: Row): Row | Response {
  const out: Row = {};
  for (const [column, value] of Object.entries(input)) {
    const type = TABLES[table].columns[column]?.type ?? 'text';
    const converted = columnValue(type, value);
    if (converted instanceof Response) return converted;
    out[column] = converted.value;
  }
  return out;
}
