/**
 * The demo backend's /rest/v1 (PostgREST) endpoints: the subset supabase-js sends for this app.
 *
 * Two halves. The protocol is shared: the API key and JWT checks, parsing the URL (select list,
 * filters, order, limit/offset), the `Prefer` and `Accept` headers and the body, and shaping the
 * answers and errors as PostgREST does. A `RestBackend` runs the statement. The browser demo uses
 * `mirrorBackend` below: the tables of db.ts, with row-level security from policies.ts (as in
 * PostgREST, refused reads, updates and deletes simply see no rows, refused inserts answer
 * 42501). Node tests can pass another backend to `createRestHandlers` (tests/support/pgliteRest.ts
 * runs the statements on PGlite with the real migrations).
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Operation, TableName } from '../services/database.types';
import { commit, getDb, nowIso, refreshFromPersistence } from './db';
import { checkApiKey, isRecord, json, readJson, requestClaims, type JsonValue } from './http';
import { allows, granted, type Claims, type PolicyContext } from './policies';
import { deleteMyAccount } from './accountDeletion';

export type Row = Record<string, unknown>;

/** The Postgres types of the columns, as far as the mock checks and renders values. */
type ColumnType = 'uuid' | 'text' | 'text[]' | 'bigint' | 'integer' | 'timestamptz';

interface ColumnSpec {
  type: ColumnType;
  nullable: boolean;
  /**
   * The column default; `claims` are the caller's (for `default auth.uid()`), `now` the time of
   * the request (Postgres's now() is the transaction's start: every row of one insert shares it).
   */
  default?: (claims: Claims | null, now: string) => unknown;
}

interface TableSpec {
  columns: Record<string, ColumnSpec>;
  /**
   * Unique constraints and indexes, in the order Postgres checks them (creation order): name →
   * columns, or `lower(column)` for an index on the lower-cased value.
   */
  unique: Record<string, string[]>;
  /** CHECK constraints: name → whether a row satisfies it (Postgres: true or null passes). */
  checks?: Record<string, (row: Row) => boolean>;
  /**
   * The table's triggers, as its migration defines them: `before` may change the row being
   * written (BEFORE INSERT OR UPDATE), `after` runs once the row is written (AFTER ...).
   */
  triggers?: {
    before?: (write: TriggerWrite) => void;
    after?: (write: TriggerWrite) => void;
  };
}

/** What a row trigger sees. */
interface TriggerWrite {
  op: 'insert' | 'update';
  /** The row being written (`new`); a before trigger may change it. */
  row: Row;
  /** The row before an update (`old`). */
  old: Row | null;
  claims: Claims | null;
  /** The statement's now(). */
  now: string;
}

/** The limits of content_items (migration 20261126000000): characters, as char_length counts. */
export const CONTENT_MAX_CHARS = 100_000;
export const TITLE_MAX_CHARS = 200;

const nullableText: ColumnSpec = { type: 'text', nullable: true, default: () => null };
const requiredText: ColumnSpec = { type: 'text', nullable: false };
/** `text not null default ''`. */
const textOrEmpty: ColumnSpec = { type: 'text', nullable: false, default: () => '' };
const timestamp = (nullable: boolean): ColumnSpec =>
  nullable
    ? { type: 'timestamptz', nullable, default: () => null }
    : { type: 'timestamptz', nullable, default: (_claims, now) => now };
/** `not null default auth.uid()`. */
const ownerId: ColumnSpec = {
  type: 'uuid',
  nullable: false,
  default: (claims) => claims?.sub ?? null,
};

const nextId = (table: 'user_quiz_results' | 'content_items' | 'content_item_revisions') => () => {
  const ids = getDb().nextIds;
  const id = ids[table];
  ids[table] = id + 1;
  return id;
};

const TABLES: Record<TableName, TableSpec> = {
  konton: {
    columns: {
      id: { type: 'uuid', nullable: false, default: () => crypto.randomUUID() },
      user_id: ownerId,
      email: requiredText,
      telefon: nullableText,
      fornamn: nullableText,
      efternamn: nullableText,
      adress: nullableText,
      username: nullableText,
      avatar_url: nullableText,
      details_confirmed_at: timestamp(true),
      created_at: timestamp(false),
    },
    unique: {
      konton_pkey: ['id'],
      konton_email_key: ['email'],
      konton_email_lower_key: ['lower(email)'],
      konton_user_id_key: ['user_id'],
    },
  },
  user_quiz_results: {
    columns: {
      id: { type: 'bigint', nullable: false, default: nextId('user_quiz_results') },
      user_id: ownerId,
      user_email: requiredText,
      answers: { type: 'text[]', nullable: false, default: () => [] },
      business_type: textOrEmpty,
      personal_text: nullableText,
      created_at: timestamp(false),
    },
    unique: { user_quiz_results_pkey: ['id'] },
  },
  content_items: {
    columns: {
      id: { type: 'bigint', nullable: false, default: nextId('content_items') },
      type: requiredText,
      content_id: requiredText,
      content: textOrEmpty,
      title: nullableText,
      updated_at: timestamp(false),
      version: { type: 'integer', nullable: false, default: () => 1 },
      updated_by: { type: 'uuid', nullable: true, default: () => null },
    },
    unique: {
      content_items_pkey: ['id'],
      content_items_type_content_id_key: ['type', 'content_id'],
    },
    checks: {
      content_items_content_length: (row) =>
        typeof row.content !== 'string' || [...row.content].length <= CONTENT_MAX_CHARS,
      content_items_title_length: (row) =>
        typeof row.title !== 'string' || [...row.title].length <= TITLE_MAX_CHARS,
    },
    triggers: {
      // content_items_bookkeeping(): the database owns version, updated_at and updated_by.
      before: ({ op, row, old, claims, now }) => {
        row.updated_at = now;
        row.updated_by = claims?.sub ?? null;
        row.version = op === 'insert' ? 1 : Number(old?.version ?? 0) + 1;
      },
      // content_items_revision(): every saved version is kept.
      after: ({ row, claims, now }) => {
        getDb().content_item_revisions.push({
          id: nextId('content_item_revisions')(),
          item_id: Number(row.id),
          version: Number(row.version),
          content: String(row.content ?? ''),
          title: typeof row.title === 'string' ? row.title : null,
          author_id: claims?.sub ?? null,
          author_email: claims?.email ?? null,
          created_at: now,
        });
      },
    },
  },
  content_item_revisions: {
    columns: {
      id: { type: 'bigint', nullable: false, default: nextId('content_item_revisions') },
      item_id: { type: 'bigint', nullable: false },
      version: { type: 'integer', nullable: false },
      content: requiredText,
      title: nullableText,
      author_id: { type: 'uuid', nullable: true, default: () => null },
      author_email: nullableText,
      created_at: timestamp(false),
    },
    unique: {
      content_item_revisions_pkey: ['id'],
      content_item_revisions_item_version_key: ['item_id', 'version'],
    },
  },
  admins: {
    columns: { user_id: { type: 'uuid', nullable: false } },
    unique: { admins_pkey: ['user_id'] },
  },
};

const isTable = (name: string): name is TableName => Object.hasOwn(TABLES, name);

/** What the mirror believes about a table's columns and unique keys (checked in tests/db). */
export interface MirrorTableSchema {
  columns: Record<string, { type: ColumnType; nullable: boolean; hasDefault: boolean }>;
  unique: Record<string, readonly string[]>;
}

export function mirrorSchema(table: TableName): MirrorTableSchema {
  const spec = TABLES[table];
  return {
    columns: Object.fromEntries(
      Object.entries(spec.columns).map(([name, column]) => [
        name,
        {
          type: column.type,
          nullable: column.nullable,
          // A nullable column's "default" is just NULL, as in Postgres without a DEFAULT clause.
          hasDefault: !column.nullable && column.default !== undefined,
        },
      ]),
    ),
    unique: spec.unique,
  };
}

/** The columns the protocol half knows of each table (what the schema cache would hold). */
export const TABLE_COLUMNS: Record<TableName, readonly string[]> = {
  konton: Object.keys(TABLES.konton.columns),
  user_quiz_results: Object.keys(TABLES.user_quiz_results.columns),
  content_items: Object.keys(TABLES.content_items.columns),
  content_item_revisions: Object.keys(TABLES.content_item_revisions.columns),
  admins: Object.keys(TABLES.admins.columns),
};

export function pgError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): Response {
  return json({ code, details, hint, message }, status);
}

const notSingular = (count: number): Response =>
  pgError(
    406,
    'PGRST116',
    'JSON object requested, multiple (or no) rows returned',
    `The result contains ${count} rows`,
  );

// ---------------------------------------------------------------- query parsing

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

function parseQuery(table: TableName, params: URLSearchParams): ParsedQuery | Response {
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

function preferences(request: Request): Preferences {
  const prefer = request.headers.get('prefer') ?? '';
  const returnMode = /return=representation/.test(prefer)
    ? 'representation'
    : /return=headers-only/.test(prefer)
      ? 'headers-only'
      : 'minimal';
  return { returnMode, countExact: /count=exact/.test(prefer) };
}

const wantsSingular = (request: Request): boolean =>
  (request.headers.get('accept') ?? '').includes('application/vnd.pgrst.object+json');

function rowsResponse(singular: boolean, rows: Row[], status: number, total?: number): Response {
  if (singular) {
    if (rows.length !== 1) return notSingular(rows.length);
    return json(rows[0] as JsonValue, status);
  }
  const range = rows.length === 0 ? '*' : `0-${rows.length - 1}`;
  return json(rows as JsonValue, status, { 'Content-Range': `${range}/${total ?? '*'}` });
}

// ---------------------------------------------------------------- the request, parsed

interface CallBase {
  table: TableName;
  /** The caller's token claims; null for the anon key. */
  claims: Claims | null;
  query: ParsedQuery;
  prefer: Preferences;
  /** `Accept: application/vnd.pgrst.object+json` (`.single()`). */
  singular: boolean;
}

/** One request on a table, checked and parsed; what a backend runs. */
export type TableCall =
  | (CallBase & { method: 'GET' | 'HEAD' })
  /** `rows`: the objects of the body (one for a single object). */
  | (CallBase & { method: 'POST'; rows: Row[] })
  /** `changes`: the body object (column → new value). */
  | (CallBase & { method: 'PATCH'; changes: Row })
  | (CallBase & { method: 'DELETE' });

/**
 * What a backend answers: the rows the statement returns, already projected to the select list
 * (a read's page; for a mutation the changed rows when `Prefer: return=representation`), and for
 * a read with `Prefer: count=exact` the number of matching rows without limit and offset. Or an
 * error, as PostgREST would answer it.
 */
export type Executed = { rows: Row[]; total?: number } | Response;

/** The database behind /rest/v1 (the storage handlers also ask it for the caller's account). */
export interface RestBackend {
  /**
   * Runs the call as the caller. A mutation must be undone (and `singularViolation` answered)
   * when its representation breaks the singular rule.
   */
  run(call: TableCall): Promise<Executed>;
  /** `rpc/is_admin`: public.is_admin() for the caller. */
  isAdmin(claims: Claims | null): Promise<boolean>;
  /** konton.id of this auth user's account, if any (the owner prefix of avatar objects). */
  accountIdForUser(userId: string): Promise<string | undefined>;
  /** `rpc/delete_my_account`: public.delete_my_account(code) for a signed-in caller. */
  deleteMyAccount(claims: Claims, code: string): Promise<string | Response>;
}

/**
 * The 406 PostgREST answers (rolling the statement back) when a mutation asked for one object
 * (`.single()`) with its representation and changed another number of rows; null when fine.
 */
export function singularViolation(call: TableCall, count: number): Response | null {
  if (call.prefer.returnMode !== 'representation' || !call.singular || count === 1) return null;
  return notSingular(count);
}

function unknownBodyColumn(table: TableName, body: Row): Response | null {
  for (const key of Object.keys(body)) {
    if (!Object.hasOwn(TABLES[table].columns, key)) {
      return pgError(
        400,
        'PGRST204',
        `Could not find the '${key}' column of '${table}' in the schema cache`,
      );
    }
  }
  return null;
}

const invalidBody = (): Response => pgError(400, 'PGRST102', 'Empty or invalid json');

/** Parses and checks a table request as PostgREST does before any SQL runs. */
async function readTableCall(
  request: Request,
  table: TableName,
  claims: Claims | null,
): Promise<TableCall | Response> {
  const query = parseQuery(table, new URL(request.url).searchParams);
  if (query instanceof Response) return query;
  const base: CallBase = {
    table,
    claims,
    query,
    prefer: preferences(request),
    singular: wantsSingular(request),
  };
  switch (request.method) {
    case 'GET':
    case 'HEAD':
      return { ...base, method: request.method };
    case 'POST': {
      const body = await readJson(request);
      const inputs = Array.isArray(body) ? body : [body];
      if (!inputs.every(isRecord)) return invalidBody();
      for (const input of inputs) {
        const unknown = unknownBodyColumn(table, input);
        if (unknown) return unknown;
      }
      return { ...base, method: 'POST', rows: inputs };
    }
    case 'PATCH': {
      if (query.filters.length === 0)
        return pgError(400, '21000', 'UPDATE requires a WHERE clause');
      const body = await readJson(request);
      if (!isRecord(body)) return invalidBody();
      const unknown = unknownBodyColumn(table, body);
      if (unknown) return unknown;
      return { ...base, method: 'PATCH', changes: body };
    }
    case 'DELETE':
      if (query.filters.length === 0)
        return pgError(400, '21000', 'DELETE requires a WHERE clause');
      return { ...base, method: 'DELETE' };
    default:
      return pgError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`);
  }
}

/** The answer to a call the backend ran. */
function respond(call: TableCall, executed: Executed): Response {
  if (executed instanceof Response) return executed;
  const representation = call.prefer.returnMode === 'representation';
  switch (call.method) {
    case 'GET':
      return rowsResponse(
        call.singular,
        executed.rows,
        200,
        call.prefer.countExact ? executed.total : undefined,
      );
    case 'HEAD':
      return new HttpResponse(null, { status: 200 });
    case 'POST':
      return representation
        ? rowsResponse(call.singular, executed.rows, 201)
        : new HttpResponse(null, { status: 201 });
    case 'PATCH':
    case 'DELETE':
      return representation
        ? rowsResponse(call.singular, executed.rows, 200)
        : new HttpResponse(null, { status: 204 });
  }
}

// ---------------------------------------------------------------- the mirror backend

function rowsOf(table: TableName): Row[] {
  return getDb()[table] as unknown as Row[];
}

function policyContext(): PolicyContext {
  const db = getDb();
  return {
    isAdmin: (userId) => db.admins.some((a) => a.user_id === userId),
    accountIdForUser: (userId) => db.konton.find((k) => k.user_id === userId)?.id,
  };
}

const rlsInsertError = (table: string, claims: Claims | null): Response =>
  pgError(
    claims === null ? 401 : 403,
    '42501',
    `new row violates row-level security policy for table "${table}"`,
  );

/** PostgREST's answer when the role has no privilege for the statement (Postgres 42501). */
const permissionDenied = (table: string, claims: Claims | null): Response =>
  pgError(claims === null ? 401 : 403, '42501', `permission denied for table ${table}`);

const OPERATION_BY_METHOD: Record<TableCall['method'], Operation> = {
  GET: 'select',
  HEAD: 'select',
  POST: 'insert',
  PATCH: 'update',
  DELETE: 'delete',
};

function cellText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** A time as Postgres writes a timestamptz in JSON (UTC, no trailing zeros): 2026-01-01T10:00:00.5+00:00. */
function pgTimestamp(value: string): string | null {
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) return null;
  const [seconds = '', fraction = ''] = new Date(ms).toISOString().slice(0, -1).split('.');
  const trimmed = fraction.replace(/0+$/, '');
  return `${seconds}${trimmed === '' ? '' : `.${trimmed}`}+00:00`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
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
function invalidFilterValue(table: TableName, query: ParsedQuery): Response | null {
  for (const filter of query.filters) {
    const type = TABLES[table].columns[filter.column]?.type ?? 'text';
    // No API column is boolean: IS TRUE / FALSE / UNKNOWN cannot apply to any of them.
    if (filter.op === 'is' && ['true', 'false', 'unknown'].includes(filter.value))
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

function applyQuery(table: TableName, rows: Row[], query: ParsedQuery): Row[] {
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

function project(table: TableName, row: Row, select: ParsedQuery['select']): Row {
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
function uniqueViolation(
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

function notNullViolation(table: TableName, row: Row): Response | null {
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

function checkViolation(table: TableName, row: Row): Response | null {
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
function storedValues(table: TableName, input: Row): Row | Response {
  const out: Row = {};
  for (const [column, value] of Object.entries(input)) {
    const type = TABLES[table].columns[column]?.type ?? 'text';
    const converted = columnValue(type, value);
    if (converted instanceof Response) return converted;
    out[column] = converted.value;
  }
  return out;
}

function visible(
  table: TableName,
  op: Operation,
  claims: Claims | null,
  row: Row,
  ctx: PolicyContext,
  phase: 'using' | 'check' = 'check',
): boolean {
  return allows(table, op, claims, row, ctx, phase);
}

/** The columns an insert or update writes. */
function writtenColumns(call: TableCall): string[] {
  if (call.method === 'POST') return [...new Set(call.rows.flatMap((row) => Object.keys(row)))];
  if (call.method === 'PATCH') return Object.keys(call.changes);
  return [];
}

/** The AFTER triggers of the written rows. */
function afterWrites(
  table: TableName,
  op: 'insert' | 'update',
  rows: readonly Row[],
  claims: Claims | null,
  now: string,
): void {
  const after = TABLES[table].triggers?.after;
  if (after) for (const row of rows) after({ op, row, old: null, claims, now });
}

async function runOnMirror(call: TableCall): Promise<Executed> {
  // Read the shared database once more right before the statement: from here to the commit the
  // statement runs without a pause, so another tab's save cannot slip in between.
  refreshFromPersistence();
  const { table, claims, query, prefer } = call;
  const ctx = policyContext();
  const all = rowsOf(table);

  // A filter value that is no value of its column's type fails when the statement is parsed.
  const badValue = invalidFilterValue(table, query);
  if (badValue) return badValue;
  // Grants come before row-level security: without a privilege the statement does not run.
  const op = OPERATION_BY_METHOD[call.method];
  if (!granted(table, op, claims, writtenColumns(call))) return permissionDenied(table, claims);
  // Filters, ordering and returned rows read the table: that needs SELECT as well.
  const reads =
    op === 'select' || query.filters.length > 0 || prefer.returnMode === 'representation';
  if (reads && !granted(table, 'select', claims)) return permissionDenied(table, claims);

  switch (call.method) {
    case 'GET':
    case 'HEAD': {
      const readable = all.filter((row) => visible(table, 'select', claims, row, ctx));
      const matching = applyQuery(table, readable, { ...query, limit: null, offset: 0 });
      const page = applyQuery(table, readable, query).map((row) =>
        project(table, row, query.select),
      );
      return { rows: page, total: matching.length };
    }

    case 'POST': {
      const created: Row[] = [];
      const now = pgTimestamp(nowIso()) ?? nowIso();
      for (const input of call.rows) {
        const values = storedValues(table, input);
        if (values instanceof Response) return values;
        const row: Row = {};
        for (const [column, spec] of Object.entries(TABLES[table].columns)) {
          row[column] = Object.hasOwn(values, column)
            ? values[column]
            : spec.default?.(claims, now);
        }
        // Postgres's order: BEFORE triggers, the policy's WITH CHECK, NOT NULL and CHECK
        // constraints, then unique keys.
        TABLES[table].triggers?.before?.({ op: 'insert', row, old: null, claims, now });
        if (!visible(table, 'insert', claims, row, ctx)) return rlsInsertError(table, claims);
        const missing = notNullViolation(table, row) ?? checkViolation(table, row);
        if (missing) return missing;
        const clash = uniqueViolation(table, row, [...all, ...created]);
        if (clash) return clash;
        created.push(row);
      }
      if (prefer.returnMode === 'representation') {
        if (created.some((row) => !visible(table, 'select', claims, row, ctx)))
          return rlsInsertError(table, claims);
        const out = created.map((row) => project(table, row, query.select));
        const notOne = singularViolation(call, out.length);
        if (notOne) return notOne;
        all.push(...created);
        afterWrites(table, 'insert', created, claims, now);
        commit();
        return { rows: out };
      }
      all.push(...created);
      afterWrites(table, 'insert', created, claims, now);
      commit();
      return { rows: [] };
    }

    case 'PATCH': {
      const changes = storedValues(table, call.changes);
      if (changes instanceof Response) return changes;
      const targets = applyQuery(
        table,
        all.filter(
          (row) =>
            visible(table, 'select', claims, row, ctx) &&
            visible(table, 'update', claims, row, ctx, 'using'),
        ),
        query,
      );
      const updated: Row[] = [];
      const now = pgTimestamp(nowIso()) ?? nowIso();
      for (const row of targets) {
        const next: Row = { ...row, ...structuredClone(changes) };
        TABLES[table].triggers?.before?.({ op: 'update', row: next, old: row, claims, now });
        // WITH CHECK: the changed row must still satisfy the policy (before NOT NULL, as Postgres).
        if (!visible(table, 'update', claims, next, ctx)) return rlsInsertError(table, claims);
        const missing = notNullViolation(table, next) ?? checkViolation(table, next);
        if (missing) return missing;
        const others = all.filter((other) => !targets.includes(other));
        const clash = uniqueViolation(table, next, [...others, ...updated]);
        if (clash) return clash;
        updated.push(next);
      }
      const out = updated.map((row) => project(table, row, query.select));
      const notOne = singularViolation(call, out.length);
      if (notOne) return notOne;
      targets.forEach((row, i) => {
        const next = updated[i];
        if (next !== undefined) Object.assign(row, next);
      });
      afterWrites(table, 'update', targets, claims, now);
      if (targets.length > 0) commit();
      return { rows: out };
    }

    case 'DELETE': {
      const targets = applyQuery(
        table,
        all.filter(
          (row) =>
            visible(table, 'select', claims, row, ctx) &&
            visible(table, 'delete', claims, row, ctx),
        ),
        query,
      );
      const out = targets.map((row) => project(table, row, query.select));
      const notOne = singularViolation(call, out.length);
      if (notOne) return notOne;
      const remaining = all.filter((row) => !targets.includes(row));
      all.length = 0;
      all.push(...remaining);
      if (targets.length > 0) commit();
      return { rows: out };
    }
  }
}

/** The browser demo's backend: db.ts's tables, policies.ts's rules. */
export const mirrorBackend: RestBackend = {
  run: runOnMirror,
  isAdmin: (claims) => Promise.resolve(claims !== null && policyContext().isAdmin(claims.sub)),
  accountIdForUser: (userId) => Promise.resolve(policyContext().accountIdForUser(userId)),
  deleteMyAccount: (claims, code) => Promise.resolve(deleteMyAccount(claims, code)),
};

// ---------------------------------------------------------------- handlers

function jwtError(reason: 'invalid' | 'expired'): Response {
  return reason === 'expired'
    ? pgError(401, 'PGRST303', 'JWT expired')
    : pgError(401, 'PGRST301', 'JWSError JWSInvalidSignature');
}

export function createRestHandlers(
  baseUrl: string,
  backend: RestBackend = mirrorBackend,
): HttpHandler[] {
  const rest = `${baseUrl}/rest/v1`;
  return [
    http.all(`${rest}/rpc/:fn`, async ({ request, params }) => {
      const keyError = await checkApiKey(request);
      if (keyError) return keyError;
      const who = await requestClaims(request);
      if (!who.ok) return jwtError(who.reason);
      const fn = String(params.fn);
      if (fn === 'is_admin' && (request.method === 'POST' || request.method === 'GET')) {
        return json(await backend.isAdmin(who.claims));
      }
      if (fn === 'delete_my_account' && request.method === 'POST') {
        const body = await readJson(request);
        const code = isRecord(body) ? body.code : undefined;
        if (typeof code !== 'string' || Object.keys(body as object).length !== 1) {
          return pgError(
            404,
            'PGRST202',
            `Could not find the function public.${fn} in the schema cache`,
          );
        }
        // No grant for anon: Postgres refuses before the function runs.
        if (who.claims === null)
          return pgError(401, '42501', `permission denied for function ${fn}`);
        const answer = await backend.deleteMyAccount(who.claims, code);
        return answer instanceof Response ? answer : json(answer);
      }
      return pgError(
        404,
        'PGRST202',
        `Could not find the function public.${fn} without parameters in the schema cache`,
      );
    }),

    http.all(`${rest}/:table`, async ({ request, params }) => {
      const keyError = await checkApiKey(request);
      if (keyError) return keyError;
      const who = await requestClaims(request);
      if (!who.ok) return jwtError(who.reason);
      const table = String(params.table);
      if (!isTable(table)) {
        return pgError(
          404,
          'PGRST205',
          `Could not find the table 'public.${table}' in the schema cache`,
        );
      }
      const call = await readTableCall(request, table, who.claims);
      if (call instanceof Response) return call;
      // PostgREST answers an update with no columns without a statement: nothing changed.
      if (call.method === 'PATCH' && Object.keys(call.changes).length === 0)
        return respond(call, { rows: [] });
      return respond(call, await backend.run(call));
    }),

    http.all(`${rest}/*`, () => pgError(404, 'PGRST125', 'Invalid path specified in request URL')),
  ];
}
