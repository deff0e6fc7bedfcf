/**
 * One request on a table, checked and parsed as PostgREST does before any SQL runs, and the
 * answer to it once a `RestBackend` has run it.
 */
import { HttpResponse } from 'msw';
import type { TableName } from '../../services/database.types';
import type { StartplanFeedAnswer } from '../../services/schema';
import { isRecord, readJson } from '../http';
import type { Claims } from '../policies';
import { type Row, TABLES } from './tables';
import {
  type ParsedQuery,
  type Preferences,
  notSingular,
  parseQuery,
  pgError,
  preferences,
  rowsResponse,
  wantsSingular,
} from './query';

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
  /** `rpc/check_reauthentication`: public.check_reauthentication(code) for a signed-in caller. */
  checkReauthentication(claims: Claims, code: string): Promise<string | Response>;
  /** `rpc/startplan_feed`: the answers and plan id of the start plan with this feed token, or null. */
  startplanFeed(
    claims: Claims | null,
    token: string,
  ): Promise<StartplanFeedAnswer | null | Response>;
  /** `rpc/renew_startplan_feed`: a new feed token for a signed-in caller's plan (null: none). */
  renewStartplanFeed(claims: Claims): Promise<string | null | Response>;
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
export async function readTableCall(
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
export function respond(call: TableCall, executed: Executed): Response {
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
