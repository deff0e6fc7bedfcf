/**
 * The demo backend's /rest/v1 (PostgREST) endpoints: the subset supabase-js sends for this app.
 * Row-level security comes from policies.ts; as in PostgREST, refused reads, updates and deletes
 * simply see no rows, refused inserts answer 42501.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Operation, TableName } from '../services/database.types';
import { commit, getDb, nowIso } from './db';
import { checkApiKey, isRecord, json, readJson, requestClaims, type JsonValue } from './http';
import { allows, granted, type Claims, type PolicyContext } from './policies';

type Row = Record<string, unknown>;

interface ColumnSpec {
  nullable: boolean;
  /** The column default; `claims` are the caller's (for `default auth.uid()`). */
  default?: (claims: Claims | null) => unknown;
}

interface TableSpec {
  columns: Record<string, ColumnSpec>;
  /** Unique constraints: name → columns. */
  unique: Record<string, string[]>;
}

const nullable: ColumnSpec = { nullable: true, default: () => null };
const required: ColumnSpec = { nullable: false };
/** `not null default auth.uid()`. */
const ownerId: ColumnSpec = { nullable: false, default: (claims) => claims?.sub ?? null };

const nextId = (table: 'user_quiz_results' | 'content_items') => () => {
  const ids = getDb().nextIds;
  const id = ids[table];
  ids[table] = id + 1;
  return id;
};

const TABLES: Record<TableName, TableSpec> = {
  konton: {
    columns: {
      id: { nullable: false, default: () => crypto.randomUUID() },
      user_id: ownerId,
      email: required,
      telefon: nullable,
      fornamn: nullable,
      efternamn: nullable,
      adress: nullable,
      username: nullable,
      avatar_url: nullable,
      details_confirmed_at: nullable,
      created_at: { nullable: false, default: nowIso },
    },
    unique: {
      konton_pkey: ['id'],
      konton_email_key: ['email'],
      konton_user_id_key: ['user_id'],
    },
  },
  user_quiz_results: {
    columns: {
      id: { nullable: false, default: nextId('user_quiz_results') },
      user_id: ownerId,
      user_email: required,
      answers: { nullable: false, default: () => [] },
      business_type: required,
      personal_text: nullable,
      created_at: { nullable: false, default: nowIso },
    },
    unique: { user_quiz_results_pkey: ['id'] },
  },
  content_items: {
    columns: {
      id: { nullable: false, default: nextId('content_items') },
      type: required,
      content_id: required,
      content: required,
      title: nullable,
      updated_at: { nullable: false, default: nowIso },
    },
    unique: {
      content_items_pkey: ['id'],
      content_items_type_content_id_key: ['type', 'content_id'],
    },
  },
  admins: {
    columns: { user_id: required },
    unique: { admins_pkey: ['user_id'] },
  },
};

const isTable = (name: string): name is TableName => Object.hasOwn(TABLES, name);

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

function pgError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): Response {
  return json({ code, details, hint, message }, status);
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

const OPERATION_BY_METHOD: Record<string, Operation> = {
  GET: 'select',
  HEAD: 'select',
  POST: 'insert',
  PATCH: 'update',
  DELETE: 'delete',
};

const notSingular = (count: number): Response =>
  pgError(
    406,
    'PGRST116',
    'JSON object requested, multiple (or no) rows returned',
    `The result contains ${count} rows`,
  );

// ---------------------------------------------------------------- query parsing

interface Filter {
  column: string;
  op: string;
  value: string;
  negate: boolean;
}

interface OrderTerm {
  column: string;
  descending: boolean;
  nullsFirst: boolean;
}

interface SelectTerm {
  column: string;
  alias: string;
}

interface ParsedQuery {
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

function cellText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function compare(a: unknown, b: string): number {
  if (typeof a === 'number') return a - Number(b);
  const text = cellText(a) ?? '';
  return text < b ? -1 : text > b ? 1 : 0;
}

function likeToRegExp(pattern: string, flags: string): RegExp {
  const escaped = pattern
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/[%*]/g, '.*')
    .replace(/_/g, '.');
  return new RegExp(`^${escaped}$`, flags);
}

function matchesFilter(row: Row, filter: Filter): boolean {
  const cell = row[filter.column];
  const text = cellText(cell);
  let result: boolean;
  switch (filter.op) {
    case 'eq':
      result = text !== null && text === filter.value;
      break;
    case 'neq':
      result = text !== null && text !== filter.value;
      break;
    case 'gt':
      result = text !== null && compare(cell, filter.value) > 0;
      break;
    case 'gte':
      result = text !== null && compare(cell, filter.value) >= 0;
      break;
    case 'lt':
      result = text !== null && compare(cell, filter.value) < 0;
      break;
    case 'lte':
      result = text !== null && compare(cell, filter.value) <= 0;
      break;
    case 'is':
      result =
        filter.value === 'null'
          ? cell === null || cell === undefined
          : filter.value === 'true'
            ? cell === true
            : filter.value === 'false'
              ? cell === false
              : false;
      break;
    case 'in': {
      const list = filter.value
        .replace(/^\(|\)$/g, '')
        .split(',')
        .map((v) => v.replace(/^"|"$/g, ''));
      result = text !== null && list.includes(text);
      break;
    }
    case 'like':
      result = text !== null && likeToRegExp(filter.value, '').test(text);
      break;
    case 'ilike':
      result = text !== null && likeToRegExp(filter.value, 'i').test(text);
      break;
    default:
      result = false;
  }
  return filter.negate ? !result : result;
}

function applyQuery(rows: Row[], query: ParsedQuery): Row[] {
  let result = rows.filter((row) => query.filters.every((f) => matchesFilter(row, f)));
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
        const cmp =
          typeof x === 'number' && typeof y === 'number'
            ? x - y
            : String(cellText(x)).localeCompare(String(cellText(y)));
        if (cmp !== 0) return term.descending ? -cmp : cmp;
      }
      return 0;
    });
  }
  const end = query.limit === null ? undefined : query.offset + query.limit;
  return result.slice(query.offset, end);
}

function project(row: Row, select: ParsedQuery['select']): Row {
  if (select === '*') return structuredClone(row);
  const out: Row = {};
  for (const term of select) out[term.alias] = structuredClone(row[term.column]);
  return out;
}

function preferences(request: Request): {
  returnMode: 'representation' | 'minimal' | 'headers-only';
  countExact: boolean;
} {
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

function rowsResponse(request: Request, rows: Row[], status: number, total?: number): Response {
  if (wantsSingular(request)) {
    if (rows.length !== 1) return notSingular(rows.length);
    return json(rows[0] as JsonValue, status);
  }
  const range = rows.length === 0 ? '*' : `0-${rows.length - 1}`;
  return json(rows as JsonValue, status, { 'Content-Range': `${range}/${total ?? '*'}` });
}

// ---------------------------------------------------------------- writes

function uniqueViolation(
  table: TableName,
  candidate: Row,
  others: readonly Row[],
): Response | null {
  for (const [name, columns] of Object.entries(TABLES[table].unique)) {
    const clash = others.find((other) =>
      columns.every((c) => cellText(other[c]) === cellText(candidate[c])),
    );
    if (clash !== undefined) {
      const key = `(${columns.join(', ')})=(${columns.map((c) => cellText(candidate[c]) ?? '').join(', ')})`;
      return pgError(
        409,
        '23505',
        `duplicate key value violates unique constraint "${name}"`,
        `Key ${key} already exists.`,
      );
    }
  }
  return null;
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

function visible(
  table: TableName,
  op: Operation,
  claims: Claims | null,
  row: Row,
  ctx: PolicyContext,
): boolean {
  return allows(table, op, claims, row, ctx);
}

async function handleTable(
  request: Request,
  table: TableName,
  claims: Claims | null,
): Promise<Response> {
  const url = new URL(request.url);
  const query = parseQuery(table, url.searchParams);
  if (query instanceof Response) return query;
  const ctx = policyContext();
  const all = rowsOf(table);
  const prefer = preferences(request);

  // Grants come before row-level security: without a privilege the statement does not run.
  const op = OPERATION_BY_METHOD[request.method];
  if (op !== undefined) {
    let columns: string[] = [];
    if (op === 'insert' || op === 'update') {
      const body = await readJson(request.clone());
      const inputs = Array.isArray(body) ? body : [body];
      columns = [...new Set(inputs.filter(isRecord).flatMap((input) => Object.keys(input)))];
    }
    if (!granted(table, op, claims, columns)) return permissionDenied(table, claims);
    // Filters, ordering and returned rows read the table: that needs SELECT as well.
    const reads =
      op === 'select' || query.filters.length > 0 || prefer.returnMode === 'representation';
    if (reads && !granted(table, 'select', claims)) return permissionDenied(table, claims);
  }

  switch (request.method) {
    case 'GET':
    case 'HEAD': {
      const readable = all.filter((row) => visible(table, 'select', claims, row, ctx));
      const matching = applyQuery(readable, { ...query, limit: null, offset: 0 });
      const page = applyQuery(readable, query).map((row) => project(row, query.select));
      if (request.method === 'HEAD') return new HttpResponse(null, { status: 200 });
      return rowsResponse(request, page, 200, prefer.countExact ? matching.length : undefined);
    }

    case 'POST': {
      const body = await readJson(request);
      const inputs = Array.isArray(body) ? body : [body];
      if (!inputs.every(isRecord)) return pgError(400, 'PGRST102', 'Empty or invalid json');
      const created: Row[] = [];
      for (const input of inputs as Row[]) {
        const unknown = unknownBodyColumn(table, input);
        if (unknown) return unknown;
        const row: Row = {};
        for (const [column, spec] of Object.entries(TABLES[table].columns)) {
          row[column] = Object.hasOwn(input, column)
            ? structuredClone(input[column])
            : spec.default?.(claims);
        }
        const missing = notNullViolation(table, row);
        if (missing) return missing;
        if (!visible(table, 'insert', claims, row, ctx)) return rlsInsertError(table, claims);
        const clash = uniqueViolation(table, row, [...all, ...created]);
        if (clash) return clash;
        created.push(row);
      }
      if (prefer.returnMode === 'representation') {
        if (created.some((row) => !visible(table, 'select', claims, row, ctx)))
          return rlsInsertError(table, claims);
        const out = created.map((row) => project(row, query.select));
        if (wantsSingular(request) && out.length !== 1) return notSingular(out.length);
        all.push(...created);
        commit();
        return rowsResponse(request, out, 201);
      }
      all.push(...created);
      commit();
      return new HttpResponse(null, { status: 201 });
    }

    case 'PATCH': {
      if (query.filters.length === 0)
        return pgError(400, '21000', 'UPDATE requires a WHERE clause');
      const body = await readJson(request);
      if (!isRecord(body)) return pgError(400, 'PGRST102', 'Empty or invalid json');
      const unknown = unknownBodyColumn(table, body);
      if (unknown) return unknown;
      const targets = applyQuery(
        all.filter(
          (row) =>
            visible(table, 'select', claims, row, ctx) &&
            visible(table, 'update', claims, row, ctx),
        ),
        query,
      );
      const updated: Row[] = [];
      for (const row of targets) {
        const next: Row = { ...row, ...structuredClone(body) };
        const missing = notNullViolation(table, next);
        if (missing) return missing;
        // WITH CHECK: the changed row must still satisfy the policy.
        if (!visible(table, 'update', claims, next, ctx)) {
          return pgError(
            claims === null ? 401 : 403,
            '42501',
            `new row violates row-level security policy for table "${table}"`,
          );
        }
        const others = all.filter((other) => !targets.includes(other));
        const clash = uniqueViolation(table, next, [...others, ...updated]);
        if (clash) return clash;
        updated.push(next);
      }
      const out = updated.map((row) => project(row, query.select));
      if (prefer.returnMode === 'representation' && wantsSingular(request) && out.length !== 1) {
        return notSingular(out.length);
      }
      targets.forEach((row, i) => {
        const next = updated[i];
        if (next !== undefined) Object.assign(row, next);
      });
      if (targets.length > 0) commit();
      if (prefer.returnMode === 'representation') return rowsResponse(request, out, 200);
      return new HttpResponse(null, { status: 204 });
    }

    case 'DELETE': {
      if (query.filters.length === 0)
        return pgError(400, '21000', 'DELETE requires a WHERE clause');
      const targets = applyQuery(
        all.filter(
          (row) =>
            visible(table, 'select', claims, row, ctx) &&
            visible(table, 'delete', claims, row, ctx),
        ),
        query,
      );
      const out = targets.map((row) => project(row, query.select));
      if (prefer.returnMode === 'representation' && wantsSingular(request) && out.length !== 1) {
        return notSingular(out.length);
      }
      const remaining = all.filter((row) => !targets.includes(row));
      all.length = 0;
      all.push(...remaining);
      if (targets.length > 0) commit();
      if (prefer.returnMode === 'representation') return rowsResponse(request, out, 200);
      return new HttpResponse(null, { status: 204 });
    }

    default:
      return pgError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`);
  }
}

function jwtError(reason: 'invalid' | 'expired'): Response {
  return reason === 'expired'
    ? pgError(401, 'PGRST303', 'JWT expired')
    : pgError(401, 'PGRST301', 'JWSError JWSInvalidSignature');
}

export function createRestHandlers(baseUrl: string): HttpHandler[] {
  const rest = `${baseUrl}/rest/v1`;
  return [
    http.all(`${rest}/rpc/:fn`, async ({ request, params }) => {
      const keyError = await checkApiKey(request);
      if (keyError) return keyError;
      const who = await requestClaims(request);
      if (!who.ok) return jwtError(who.reason);
      const fn = String(params.fn);
      if (fn === 'is_admin' && (request.method === 'POST' || request.method === 'GET')) {
        const claims = who.claims;
        return json(claims !== null && policyContext().isAdmin(claims.sub));
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
      return handleTable(request, table, who.claims);
    }),

    http.all(`${rest}/*`, () => pgError(404, 'PGRST125', 'Invalid path specified in request URL')),
  ];
}
