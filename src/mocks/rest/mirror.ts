/**
 * The browser demo's backend for /rest/v1: db.ts's tables, with row-level security from
 * policies.ts (as in PostgREST, refused reads, updates and deletes simply see no rows, refused
 * inserts answer 42501).
 */
import type { Operation, TableName } from '../../services/database.types';
import { commit, getDb, nowIso, refreshFromPersistence } from '../db';
import { allows, granted, type Claims, type PolicyContext } from '../policies';
import { checkReauthenticationCode, deleteMyAccount } from '../accountDeletion';
import { renewStartplanFeed, startplanFeed } from '../startplanFeed';
import { type Row, TABLES } from './tables';
import { pgError } from './query';
import { type Executed, type RestBackend, type TableCall, singularViolation } from './call';
import {
  applyQuery,
  checkViolation,
  invalidFilterValue,
  notNullViolation,
  pgTimestamp,
  project,
  storedValues,
  uniqueViolation,
} from './values';

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

/**
 * The columns a statement reads: what it returns (every column for `*`), filters and orders by.
 * Postgres needs SELECT on each of them.
 */
function readColumns(call: TableCall, returns: boolean): string[] {
  const { table, query } = call;
  const selected = !returns
    ? []
    : query.select === '*'
      ? Object.keys(TABLES[table].columns)
      : query.select.map((term) => term.column);
  return [
    ...new Set([
      ...selected,
      ...query.filters.map((filter) => filter.column),
      ...query.order.map((term) => term.column),
    ]),
  ];
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

/**
 * A delete of rows another table still references `on delete restrict`: 23001 (restrict_violation),
 * which PostgREST answers with 400 (only 23503 and 23505 of the class are 409).
 */
function restrictViolation(table: TableName, targets: readonly Row[]): Response | null {
  for (const fk of TABLES[table].restrictedBy ?? []) {
    const referenced = targets.find((row) =>
      rowsOf(fk.table).some((other) => other[fk.column] === row.id),
    );
    if (referenced !== undefined)
      return pgError(
        400,
        '23001',
        `update or delete on table "${table}" violates RESTRICT setting of foreign key constraint "${fk.constraint}" on table "${fk.table}"`,
        `Key is referenced from table "${fk.table}".`,
      );
  }
  return null;
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
  const returns = op === 'select' || prefer.returnMode === 'representation';
  const reads = returns || query.filters.length > 0;
  if (reads && !granted(table, 'select', claims, readColumns(call, returns)))
    return permissionDenied(table, claims);

  switch (call.method) {
    case 'GET':
    case 'HEAD': {
      const readable = all.filter((row) => allows(table, 'select', claims, row, ctx));
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
        if (!allows(table, 'insert', claims, row, ctx)) return rlsInsertError(table, claims);
        const missing = notNullViolation(table, row) ?? checkViolation(table, row);
        if (missing) return missing;
        const clash = uniqueViolation(table, row, [...all, ...created]);
        if (clash) return clash;
        created.push(row);
      }
      if (prefer.returnMode === 'representation') {
        if (created.some((row) => !allows(table, 'select', claims, row, ctx)))
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
            allows(table, 'select', claims, row, ctx) &&
            allows(table, 'update', claims, row, ctx, 'using'),
        ),
        query,
      );
      const updated: Row[] = [];
      const now = pgTimestamp(nowIso()) ?? nowIso();
      for (const row of targets) {
        const next: Row = { ...row, ...structuredClone(changes) };
        TABLES[table].triggers?.before?.({ op: 'update', row: next, old: row, claims, now });
        // WITH CHECK: the changed row must still satisfy the policy (before NOT NULL, as Postgres).
        if (!allows(table, 'update', claims, next, ctx)) return rlsInsertError(table, claims);
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
            allows(table, 'select', claims, row, ctx) && allows(table, 'delete', claims, row, ctx),
        ),
        query,
      );
      const restricted = restrictViolation(table, targets);
      if (restricted) return restricted;
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
  checkReauthentication: (claims, code) => Promise.resolve(checkReauthenticationCode(claims, code)),
  startplanFeed: (_claims, token) => Promise.resolve(startplanFeed(token)),
  renewStartplanFeed: (claims) => Promise.resolve(renewStartplanFeed(claims)),
};
