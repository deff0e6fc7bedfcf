/**
 * The demo backend's /rest/v1 on a real Postgres, for Node tests only: a `RestBackend`
 * (src/mocks/restApi.ts) that runs each request on PGlite with bootstrap.sql and every migration
 * of supabase/migrations, as PostgREST would: one transaction per request,
 * `request.jwt.claims` set from the caller's token and `set local role anon|authenticated`, so
 * the real grants and row-level-security policies decide, not the JavaScript mirror in
 * policies.ts. The protocol half (parsing, body checks, answer shapes) is restApi.ts's own.
 *
 * The browser demo never imports this file (PGlite is ≈ 5.4 MB gzip and starts in 3.6–4.2 s there).
 *
 *   const pg = createPgliteRest();
 *   const server = setupServer(...createHandlers(NODE_BASE_URL, { rest: pg.backend }));
 *   beforeAll(() => pg.start(), DB_START_TIMEOUT);
 *   beforeEach(async () => { resetDb(); await pg.reset(); });   // reset() seeds from db.ts's state
 *   afterAll(() => pg.close());
 */
import { createHash } from 'node:crypto';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { deleteAuthUser } from '../../src/mocks/authStore';
import { commit, getDb } from '../../src/mocks/db';
import type { Claims } from '../../src/mocks/policies';
import {
  inListValues,
  pgError,
  singularViolation,
  TABLE_COLUMNS,
  type Executed,
  type Filter,
  type ParsedQuery,
  type RestBackend,
  type Row,
  type TableCall,
} from '../../src/mocks/restApi';
import type { TableName } from '../../src/services/database.types';
import type { StartplanFeedAnswer } from '../../src/services/schema';
import { createTestDb } from '../db/pglite';

export interface PgliteRest {
  /** Pass to `createHandlers(baseUrl, { rest })`. Requests wait until `start()` has finished. */
  backend: RestBackend;
  /** Starts the database (from the migrated snapshot, ≈ 1–2 s; the first ever ≈ 5 s or more). */
  start(): Promise<void>;
  /**
   * Empties the tables and loads what db.ts's state holds (after `resetDb()`: its seed), the
   * way the mirror starts: auth users, admins, konton, quiz results, content items, next ids.
   */
  reset(): Promise<void>;
  /** Every row of a table as PostgREST renders it (read as the superuser, ordered by key). */
  rows(table: TableName): Promise<Row[]>;
  /** The database itself, for checks the API cannot make. */
  db(): Promise<PGlite>;
  close(): Promise<void>;
}

const TABLES = Object.keys(TABLE_COLUMNS) as TableName[];

/** A table's columns as the migrated database has them: name → type usable in a cast. */
type ColumnTypes = Map<string, string>;

const quoteIdent = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** An array literal (`{"a","b"}`) of the values, each quoted. */
const arrayLiteral = (values: readonly string[]): string =>
  `{${values.map((v) => `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;

interface DatabaseErrorLike {
  code: string;
  message: string;
  detail?: string | undefined;
  hint?: string | undefined;
}

function isDatabaseError(error: unknown): error is DatabaseErrorLike {
  if (!(error instanceof Error)) return false;
  const code: unknown = (error as Error & { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/** PostgREST's HTTP status for a Postgres error (docs.postgrest.org, "HTTP Status Codes"). */
export function statusForSqlState(code: string, claims: Claims | null): number {
  if (code === '42501') return claims === null ? 401 : 403;
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '53400': 500,
    P0001: 400,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
  };
  const status = exact[code];
  if (status !== undefined) return status;
  const byClass: Record<string, number> = {
    '08': 503,
    '09': 500,
    '0L': 403,
    '0P': 403,
    '25': 500,
    '28': 403,
    '2D': 500,
    '38': 500,
    '39': 500,
    '3B': 500,
    '40': 500,
    '53': 503,
    '54': 500,
    '55': 500,
    '57': 500,
    '58': 500,
    F0: 500,
    HV: 500,
    P0: 500,
    XX: 500,
  };
  return byClass[code.slice(0, 2)] ?? 400;
}

/** A column the catalogue does not have (the protocol half knew it: the mirror drifted). */
class UnknownColumn extends Error {
  constructor(
    readonly table: string,
    readonly column: string,
  ) {
    super(`column ${table}.${column} does not exist`);
  }
}

/** A statement with its parameters ($1, $2, ... in order of `params`). */
class Sql {
  readonly params: unknown[] = [];

  /** Adds a parameter, sent as text, and returns its placeholder cast to `type`. */
  text(value: string, type = 'text'): string {
    this.params.push(value);
    return `$${this.params.length}::text::${type}`;
  }

  /** Adds a JSON parameter. */
  json(value: unknown): string {
    this.params.push(JSON.stringify(value));
    return `$${this.params.length}::json`;
  }

  integer(value: number): string {
    this.params.push(String(Math.trunc(value)));
    return `$${this.params.length}::text::bigint`;
  }
}

/** The SQL of one request on one table, with identifiers checked against the catalogue. */
class Statement {
  readonly sql = new Sql();
  readonly relation: string;

  constructor(
    readonly table: TableName,
    private readonly columns: ColumnTypes,
  ) {
    this.relation = `public.${quoteIdent(table)}`;
  }

  column(name: string): string {
    if (!this.columns.has(name)) throw new UnknownColumn(this.table, name);
    return quoteIdent(name);
  }

  private type(name: string): string {
    const type = this.columns.get(name);
    if (type === undefined) throw new UnknownColumn(this.table, name);
    return type;
  }

  condition(filter: Filter): string {
    const column = this.column(filter.column);
    const type = this.type(filter.column);
    const comparisons: Record<string, string> = {
      eq: '=',
      neq: '<>',
      gt: '>',
      gte: '>=',
      lt: '<',
      lte: '<=',
    };
    let expression: string;
    const operator = comparisons[filter.op];
    if (operator !== undefined) {
      expression = `${column} ${operator} ${this.sql.text(filter.value, type)}`;
    } else if (filter.op === 'like' || filter.op === 'ilike') {
      // PostgREST lets `*` stand for `%` (no `%` needed in URLs).
      expression = `${column} ${filter.op} ${this.sql.text(filter.value.replaceAll('*', '%'))}`;
    } else if (filter.op === 'in') {
      expression = `${column} = any(${this.sql.text(arrayLiteral(inListValues(filter.value)), `${type}[]`)})`;
    } else if (filter.op === 'is') {
      const value = { null: 'null', true: 'true', false: 'false', unknown: 'unknown' }[
        filter.value
      ];
      expression = value === undefined ? 'false' : `${column} is ${value}`;
    } else {
      throw new Error(`unsupported operator ${filter.op}`);
    }
    return filter.negate ? `not (${expression})` : expression;
  }

  where(query: ParsedQuery): string {
    return query.filters.length === 0
      ? ''
      : ` where ${query.filters.map((f) => this.condition(f)).join(' and ')}`;
  }

  orderBy(query: ParsedQuery): string {
    if (query.order.length === 0) return '';
    const terms = query.order.map(
      (t) =>
        `${this.column(t.column)} ${t.descending ? 'desc' : 'asc'} nulls ${t.nullsFirst ? 'first' : 'last'}`,
    );
    return ` order by ${terms.join(', ')}`;
  }

  page(query: ParsedQuery): string {
    const limit = query.limit === null ? '' : ` limit ${this.sql.integer(query.limit)}`;
    const offset = query.offset === 0 ? '' : ` offset ${this.sql.integer(query.offset)}`;
    return limit + offset;
  }

  projection(query: ParsedQuery): string {
    if (query.select === '*') return '*';
    return query.select.map((t) => `${this.column(t.column)} as ${quoteIdent(t.alias)}`).join(', ');
  }

  /**
   * A write's RETURNING list, as PostgREST's `returningF`: the selected columns (`*` only when
   * the select asks for it), so a role reads back only columns it may read. The order's columns
   * come along for the body's ORDER BY.
   */
  returning(query: ParsedQuery): string {
    if (query.select === '*') return '*';
    const names = new Set([
      ...query.select.map((t) => t.column),
      ...query.order.map((t) => t.column),
    ]);
    return [...names].map((c) => this.column(c)).join(', ');
  }

  /** The rows of `source` (a relation or CTE name) as PostgREST's JSON body. */
  body(query: ParsedQuery, source: string, tail = ''): string {
    return `select coalesce(json_agg(pgrst_t), '[]')::text as body
      from (select ${this.projection(query)} from ${source}${tail}) pgrst_t`;
  }

  /** For PATCH/DELETE with limit or offset: only the rows the mirror would pick. */
  limitedRows(query: ParsedQuery): string {
    if (query.limit === null && query.offset === 0) return '';
    return ` and ctid = any(array(select ctid from ${this.relation}${this.where(query)}${this.orderBy(query)}${this.page(query)}))`;
  }
}

async function bodyRows(tx: Transaction, sql: string, params: unknown[]): Promise<Row[]> {
  const result = await tx.query<{ body: string }>(sql, params);
  const text = result.rows[0]?.body ?? '[]';
  return JSON.parse(text) as Row[];
}

async function runStatement(
  tx: Transaction,
  call: TableCall,
  columns: ColumnTypes,
): Promise<Executed> {
  const { query } = call;
  const representation = call.prefer.returnMode === 'representation';

  switch (call.method) {
    case 'GET':
    case 'HEAD': {
      const st = new Statement(call.table, columns);
      const where = st.where(query);
      const total = call.prefer.countExact
        ? `, (select count(*) from ${st.relation}${where})::int as total`
        : '';
      const sql = `select coalesce(json_agg(pgrst_t), '[]')::text as body${total}
        from (select ${st.projection(query)} from ${st.relation}${where}${st.orderBy(query)}${st.page(query)}) pgrst_t`;
      const result = await tx.query<{ body: string; total?: number }>(sql, st.sql.params);
      const row = result.rows[0];
      const rows = JSON.parse(row?.body ?? '[]') as Row[];
      return row?.total === undefined ? { rows } : { rows, total: row.total };
    }

    case 'POST': {
      const created: Row[] = [];
      for (const input of call.rows) {
        const st = new Statement(call.table, columns);
        const names = Object.keys(input).map((c) => st.column(c));
        const values =
          names.length === 0
            ? 'default values'
            : `(${names.join(', ')}) select ${names.join(', ')} from json_populate_record(null::${st.relation}, ${st.sql.json(input)})`;
        const insert = `insert into ${st.relation} ${values}`;
        if (!representation) {
          await tx.query(insert, st.sql.params);
          continue;
        }
        const sql = `with pgrst_source as (${insert} returning ${st.returning(query)}) ${st.body(query, 'pgrst_source')}`;
        created.push(...(await bodyRows(tx, sql, st.sql.params)));
      }
      return finish(tx, call, created);
    }

    case 'PATCH': {
      const st = new Statement(call.table, columns);
      const changes = st.sql.json(call.changes);
      const assignments = Object.keys(call.changes).map((c) => {
        const column = st.column(c);
        return `${column} = (select pgrst_body.${column} from json_populate_record(null::${st.relation}, ${changes}) pgrst_body)`;
      });
      const update = `update ${st.relation} set ${assignments.join(', ')}${st.where(query)}${st.limitedRows(query)}`;
      if (!representation) {
        await tx.query(update, st.sql.params);
        return { rows: [] };
      }
      const sql = `with pgrst_source as (${update} returning ${st.returning(query)}) ${st.body(query, 'pgrst_source', st.orderBy(query))}`;
      return finish(tx, call, await bodyRows(tx, sql, st.sql.params));
    }

    case 'DELETE': {
      const st = new Statement(call.table, columns);
      const remove = `delete from ${st.relation}${st.where(query)}${st.limitedRows(query)}`;
      if (!representation) {
        await tx.query(remove, st.sql.params);
        return { rows: [] };
      }
      const sql = `with pgrst_source as (${remove} returning ${st.returning(query)}) ${st.body(query, 'pgrst_source', st.orderBy(query))}`;
      return finish(tx, call, await bodyRows(tx, sql, st.sql.params));
    }
  }
}

/** Keeps the changes, or rolls them back when the representation breaks the singular rule. */
async function finish(tx: Transaction, call: TableCall, rows: Row[]): Promise<Executed> {
  const notOne = singularViolation(call, rows.length);
  if (notOne) {
    await tx.rollback();
    return notOne;
  }
  return { rows };
}

export function createPgliteRest(): PgliteRest {
  let started: Promise<{ db: PGlite; columns: Map<TableName, ColumnTypes> }> | null = null;

  async function open() {
    const db = await createTestDb();
    // Supabase's databases run in UTC: timestamps read back as 2026-01-01T00:00:00+00:00.
    await db.exec(`set timezone to 'UTC'`);
    const { rows } = await db.query<{ table_name: TableName; column_name: string; type: string }>(
      `select table_name, column_name,
              case when data_type = 'ARRAY' then substr(udt_name, 2) || '[]' else data_type end as type
       from information_schema.columns
       where table_schema = 'public' and table_name = any($1)
       order by table_name, ordinal_position`,
      [TABLES],
    );
    const columns = new Map<TableName, ColumnTypes>(TABLES.map((t) => [t, new Map()]));
    for (const row of rows) columns.get(row.table_name)?.set(row.column_name, row.type);
    return { db, columns };
  }

  const ready = () => {
    started ??= open();
    return started;
  };

  /**
   * The caller as the auth server knows them: their auth.users row (id, current e-mail, the
   * pending reauthentication code as GoTrue stores it: sha224(email || code) in hex) and, if the
   * demo made them an admin (DEMO_ADMIN_EMAILS in db.ts), their admins row. A user the auth
   * server no longer knows (deleted) is not made again.
   */
  async function syncCaller(tx: Transaction, claims: Claims | null): Promise<void> {
    if (claims === null) return;
    const state = getDb();
    const user = state.users.find((u) => u.id === claims.sub);
    if (user === undefined) return;
    const token = user.reauthentication_token
      ? createHash('sha224').update(`${user.email}${user.reauthentication_token}`).digest('hex')
      : '';
    await tx.query(
      `insert into auth.users (id, email, reauthentication_token, reauthentication_sent_at)
       values ($1, $2, $3, $4)
       on conflict (id) do update set email = excluded.email,
         reauthentication_token = excluded.reauthentication_token,
         reauthentication_sent_at = excluded.reauthentication_sent_at`,
      [claims.sub, user.email, token, user.reauthentication_sent_at ?? null],
    );
    if (state.admins.some((a) => a.user_id === claims.sub)) {
      await tx.query(`insert into public.admins (user_id) values ($1) on conflict do nothing`, [
        claims.sub,
      ]);
    }
  }

  /** Runs `fn` as PostgREST runs a request: one transaction, claims set, role switched. */
  async function asCaller<T>(claims: Claims | null, fn: (tx: Transaction) => Promise<T>) {
    const { db } = await ready();
    return db.transaction(async (tx) => {
      await syncCaller(tx, claims);
      const jwt = claims === null ? { role: 'anon' } : { aud: 'authenticated', ...claims };
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(jwt)]);
      await tx.exec(claims === null ? 'set local role anon' : 'set local role authenticated');
      return fn(tx);
    });
  }

  /** A database function's scalar answer as the caller, or PostgREST's error answer. */
  async function scalar<T = string>(
    claims: Claims | null,
    sql: string,
    params: unknown[],
  ): Promise<T | null | Response> {
    try {
      const result = await asCaller(claims, (tx) => tx.query<{ answer: T | null }>(sql, params));
      return result.rows[0]?.answer ?? null;
    } catch (error) {
      if (!isDatabaseError(error)) throw error;
      return pgError(
        statusForSqlState(error.code, claims),
        error.code,
        error.message,
        error.detail ?? null,
        error.hint ?? null,
      );
    }
  }

  /**
   * GoTrue's side of a code voided by its fifth wrong try (the function emptied
   * auth.users.reauthentication_token): the demo auth server, whose copy of the user the next
   * request brings back here, forgets the code too.
   */
  function forgetVoidedCode(claims: Claims): void {
    const user = getDb().users.find((u) => u.id === claims.sub);
    if (user === undefined) return;
    user.reauthentication_token = null;
    commit();
  }

  const backend: RestBackend = {
    async run(call) {
      const { columns } = await ready();
      const tableColumns = columns.get(call.table) ?? new Map<string, string>();
      try {
        return await asCaller(call.claims, (tx) => runStatement(tx, call, tableColumns));
      } catch (error) {
        if (error instanceof UnknownColumn) return pgError(400, '42703', error.message);
        if (!isDatabaseError(error)) throw error;
        return pgError(
          statusForSqlState(error.code, call.claims),
          error.code,
          error.message,
          error.detail ?? null,
          error.hint ?? null,
        );
      }
    },

    async isAdmin(claims) {
      const result = await asCaller(claims, (tx) =>
        tx.query<{ admin: boolean }>('select public.is_admin() as admin'),
      );
      return result.rows[0]?.admin === true;
    },

    async accountIdForUser(userId) {
      const { db } = await ready();
      const result = await db.query<{ id: string }>(
        'select id from public.konton where user_id = $1',
        [userId],
      );
      return result.rows[0]?.id;
    },

    async checkReauthentication(claims, code) {
      try {
        const result = await asCaller(claims, (tx) =>
          tx.query<{ answer: string }>('select public.check_reauthentication($1) as answer', [
            code,
          ]),
        );
        const answer = result.rows[0]?.answer ?? '';
        if (answer === 'code_void') forgetVoidedCode(claims);
        return answer;
      } catch (error) {
        if (!isDatabaseError(error)) throw error;
        return pgError(
          statusForSqlState(error.code, claims),
          error.code,
          error.message,
          error.detail ?? null,
          error.hint ?? null,
        );
      }
    },

    startplanFeed(claims, token) {
      // jsonb: PGlite parses it, as PostgREST sends it.
      return scalar<StartplanFeedAnswer>(claims, 'select public.startplan_feed($1) as answer', [
        token,
      ]);
    },

    renewStartplanFeed(claims) {
      return scalar(claims, 'select public.renew_startplan_feed() as answer', []);
    },

    async deleteMyAccount(claims, code) {
      const { db } = await ready();
      // The files are Storage's (db.ts in these tests): storage.objects holds what it holds.
      const objects = getDb().objects.map((o) => ({
        bucket_id: o.bucket_id,
        name: o.name,
        owner: o.owner,
      }));
      await db.transaction(async (tx) => {
        await tx.exec('delete from storage.objects');
        await tx.query(
          `insert into storage.objects (bucket_id, name, owner)
           select bucket_id, name, owner from json_populate_recordset(null::storage.objects, $1::json)`,
          [JSON.stringify(objects)],
        );
      });
      try {
        const result = await asCaller(claims, (tx) =>
          tx.query<{ answer: string }>('select public.delete_my_account($1) as answer', [code]),
        );
        const answer = result.rows[0]?.answer ?? '';
        if (answer === 'code_void') forgetVoidedCode(claims);
        if (answer === 'deleted') {
          // GoTrue's side of `delete from auth.users`: the demo auth server forgets the user.
          deleteAuthUser(claims.sub);
          commit();
        }
        return answer;
      } catch (error) {
        if (!isDatabaseError(error)) throw error;
        return pgError(
          statusForSqlState(error.code, claims),
          error.code,
          error.message,
          error.detail ?? null,
          error.hint ?? null,
        );
      }
    },
  };

  return {
    backend,

    async start() {
      await ready();
    },

    async reset() {
      const { db } = await ready();
      const state = getDb();
      await db.transaction(async (tx) => {
        // The state is loaded as it is: no trigger stamps versions, times or revisions on it.
        await tx.exec(`set local session_replication_role = replica`);
        await tx.exec(
          `truncate auth.users, public.admins, public.konton, public.user_quiz_results,
             public.content_items, public.content_item_revisions, public.startplans
             restart identity cascade`,
        );
        await tx.exec('delete from storage.objects');
        const users = state.users.map((u) => ({ id: u.id, email: u.email }));
        await tx.query(
          `insert into auth.users (id, email)
           select id, email from json_populate_recordset(null::auth.users, $1::json)`,
          [JSON.stringify(users)],
        );
        const seeds: [TableName, readonly object[]][] = [
          ['admins', state.admins],
          ['konton', state.konton],
          ['user_quiz_results', state.user_quiz_results],
          ['content_items', state.content_items],
          ['content_item_revisions', state.content_item_revisions],
          ['startplans', state.startplans],
        ];
        for (const [table, rows] of seeds) {
          if (rows.length === 0) continue;
          const relation = `public.${quoteIdent(table)}`;
          await tx.query(
            `insert into ${relation} overriding system value
             select * from json_populate_recordset(null::${relation}, $1::json)`,
            [JSON.stringify(rows)],
          );
        }
        for (const table of [
          'user_quiz_results',
          'content_items',
          'content_item_revisions',
        ] as const) {
          await tx.query(`select setval(pg_get_serial_sequence($1, 'id'), $2, false)`, [
            `public.${table}`,
            state.nextIds[table],
          ]);
        }
      });
    },

    async rows(table) {
      const { db } = await ready();
      const relation = `public.${quoteIdent(table)}`;
      const result = await db.query<{ body: string }>(
        `select coalesce(json_agg(t), '[]')::text as body from (select * from ${relation} order by 1) t`,
      );
      return JSON.parse(result.rows[0]?.body ?? '[]') as Row[];
    },

    async db() {
      return (await ready()).db;
    },

    async close() {
      if (started === null) return;
      const { db } = await started;
      started = null;
      await db.close();
    },
  };
}
