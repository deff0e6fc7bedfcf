/**
 * The demo backend's /rest/v1 (PostgREST) endpoints: the subset supabase-js sends for this app.
 *
 * Two halves. The protocol is shared: the API key and JWT checks, parsing the URL (select list,
 * filters, order, limit/offset), the `Prefer` and `Accept` headers and the body, and shaping the
 * answers and errors as PostgREST does (rest/query.ts, rest/call.ts); the functions are is_admin,
 * delete_my_account, startplan_feed and renew_startplan_feed. A `RestBackend` runs the
 * statement. The browser demo uses `mirrorBackend` (rest/mirror.ts, with Postgres's value and
 * constraint rules in rest/values.ts and the tables in rest/tables.ts): the tables of db.ts, with row-level security from policies.ts (as in
 * PostgREST, refused reads, updates and deletes simply see no rows, refused inserts answer
 * 42501). Node tests can pass another backend to `createRestHandlers` (tests/support/pgliteRest.ts
 * runs the statements on PGlite with the real migrations).
 */
import { http, type HttpHandler } from 'msw';
import { checkApiKey, isRecord, json, readJson, requestClaims } from './http';
import { readTableCall, respond, type RestBackend } from './rest/call';
import { mirrorBackend } from './rest/mirror';
import { pgError } from './rest/query';
import { isTable } from './rest/tables';

export { mirrorBackend } from './rest/mirror';
export { singularViolation, type Executed, type RestBackend, type TableCall } from './rest/call';
export { inListValues, pgError, type Filter, type ParsedQuery } from './rest/query';
export { mirrorSchema, TABLE_COLUMNS, type MirrorTableSchema, type Row } from './rest/tables';

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
      const withCode =
        fn === 'delete_my_account'
          ? backend.deleteMyAccount.bind(backend)
          : fn === 'check_reauthentication'
            ? backend.checkReauthentication.bind(backend)
            : null;
      if (withCode !== null && request.method === 'POST') {
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
        const answer = await withCode(who.claims, code);
        return answer instanceof Response ? answer : json(answer);
      }
      if (fn === 'startplan_feed' && request.method === 'POST') {
        const body = await readJson(request);
        const token = isRecord(body) ? body.token : undefined;
        if (typeof token !== 'string' || Object.keys(body as object).length !== 1) {
          return pgError(
            404,
            'PGRST202',
            `Could not find the function public.${fn} in the schema cache`,
          );
        }
        const answer = await backend.startplanFeed(who.claims, token);
        return answer instanceof Response ? answer : json(answer);
      }
      if (fn === 'renew_startplan_feed' && request.method === 'POST') {
        // No grant for anon: Postgres refuses before the function runs.
        if (who.claims === null)
          return pgError(401, '42501', `permission denied for function ${fn}`);
        const answer = await backend.renewStartplanFeed(who.claims);
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
