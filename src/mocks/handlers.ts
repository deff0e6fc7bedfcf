/**
 * MSW handlers serving Supabase's HTTP API (/auth/v1, /rest/v1, /storage/v1, /functions/v1) at `baseUrl` from the
 * in-memory database in db.ts. The real, unmodified supabase-js client talks to them.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { createAuthHandlers } from './authApi';
import { createFunctionHandlers, type DemoFunction } from './functionsApi';
import { refreshFromPersistence } from './db';
import { faultGeneration, takeFault } from './faults';
import { json, relativePath } from './http';
import { createRestHandlers, mirrorBackend, type RestBackend } from './restApi';
import { createStorageHandlers } from './storageApi';

/** The error body each service sends with a given status (used for injected faults). */
function faultBody(path: string, status: number): Response {
  if (path.startsWith('/auth/v1')) {
    return json(
      {
        code: status,
        error_code: status >= 500 ? 'unexpected_failure' : 'request_failed',
        msg: status >= 500 ? 'Internal Server Error' : 'Request failed',
      },
      status,
    );
  }
  if (path.startsWith('/rest/v1')) {
    return json(
      {
        code: status >= 500 ? 'XX000' : 'PGRST000',
        details: null,
        hint: null,
        message: status >= 500 ? 'Internal Server Error' : 'Request failed',
      },
      status,
    );
  }
  if (path.startsWith('/storage/v1')) {
    return json(
      {
        statusCode: String(status),
        error: 'internal',
        message: status >= 500 ? 'Internal Server Error' : 'Request failed',
      },
      status,
    );
  }
  return json({ message: 'Request failed' }, status);
}

/** Applies faults registered with faults.ts before any normal handling. */
function faultHandler(baseUrl: string): HttpHandler {
  return http.all(`${baseUrl}/*`, async ({ request }) => {
    const { path, search } = relativePath(request.url, baseUrl);
    const fault = takeFault(request.method, path, search);
    if (fault === null) return undefined;
    if ('network' in fault) return HttpResponse.error();
    if ('status' in fault) return faultBody(path, fault.status);
    const round = faultGeneration();
    await delay(fault.delayMs);
    // Cleared meanwhile (the next test has begun): the request never reaches the backend.
    return faultGeneration() === round ? undefined : HttpResponse.error();
  });
}

/**
 * `rest`: the database behind /rest/v1 (and the account lookup of the storage policies). The
 * browser demo always uses the default, db.ts's tables with policies.ts's rules; Node tests may
 * pass tests/support/pgliteRest.ts's backend (the real migrations on PGlite). `functions`: the
 * Edge Functions served at /functions/v1/<name> (functionsApi.ts), none by default.
 */
export function createHandlers(
  baseUrl: string,
  options: { rest?: RestBackend; functions?: Readonly<Record<string, DemoFunction>> } = {},
): HttpHandler[] {
  const base = baseUrl.replace(/\/+$/, '');
  const rest = options.rest ?? mirrorBackend;
  return [
    routeByPath(base, [
      // Another tab of the demo may have changed the shared database: this request sees it.
      http.all(`${base}/*`, () => {
        refreshFromPersistence();
        return undefined;
      }),
      faultHandler(base),
      ...createAuthHandlers(base),
      ...createRestHandlers(base, rest),
      ...createStorageHandlers(base, rest),
      ...createFunctionHandlers(base, options.functions ?? {}, rest),
    ]),
  ];
}

/**
 * One MSW handler for the whole backend at `base` that runs, in order, only those of `handlers`
 * whose method and path can match the request: the first answer wins and a handler that answers
 * nothing hands on to the next, as in MSW's own list. MSW asks every handler of its list to parse
 * each request (the page's cookies read and every path pattern compiled again, per handler): with
 * the backend's 29 handlers that was ≈ 140 ms of a page's start-up on this project's CI machine
 * (an article's first requests to the demo). The filter here is a regular expression per handler,
 * made once and looser than MSW's match (any case, an optional trailing slash), so MSW's own
 * check in `handler.run` still decides.
 */
export function routeByPath(base: string, handlers: readonly HttpHandler[]): HttpHandler {
  const routes = handlers.map((handler) => ({
    handler,
    method: handler.info.method,
    path: pathFilter(handler.info.path),
  }));
  return http.all(`${base}/*`, async ({ request, requestId }) => {
    const url = new URL(request.url);
    const address = `${url.origin}${url.pathname}`;
    for (const { handler, method, path } of routes) {
      const methodMatches =
        method instanceof RegExp
          ? method.test(request.method)
          : method.toUpperCase() === request.method.toUpperCase();
      if (!methodMatches || (path !== null && !path.test(address))) continue;
      const result = await handler.run({ request, requestId });
      if (result?.response) return result.response;
    }
    return undefined;
  });
}

/** A loose filter for an MSW path (`:name` one segment, `*` anything); null: ask the handler. */
function pathFilter(path: HttpHandler['info']['path']): RegExp | null {
  if (typeof path !== 'string' || !/^https?:\/\//.test(path)) return null;
  const pattern = path
    .replace(/\/+$/, '')
    .split(/(\*|:[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) =>
      part === '*'
        ? '.*'
        : part.startsWith(':')
          ? '[^/]*'
          : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${pattern}/?$`, 'i');
}
