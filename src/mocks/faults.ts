/**
 * Fault injection for the demo backend: make any endpoint fail on demand.
 *
 * ```ts
 * failNext({ method: 'POST', path: '/auth/v1/otp' }, { status: 500 });        // next OTP request → 500
 * failNext({ path: /^\/rest\/v1\/konton/ }, { network: true }, 4);            // 4 network failures
 * failNext({ path: '/storage/v1/object/avatars' , prefix: true }, { delayMs: 3000 }); // slow upload
 * clearFaults();
 * ```
 *
 * Paths are relative to the backend's base URL (so they read the same in Node, where the base is
 * http://startklar.test, and in the browser, where it is `${origin}/supabase-demo`). A string
 * matches the path exactly (or as a prefix with `prefix: true`); a RegExp is tested against the
 * path plus query string (e.g. /\/token\?grant_type=refresh_token/). Faults are consumed in the
 * order they were added; `times` counts how many matching requests each one affects.
 *
 * Note that supabase-js retries GET/HEAD requests to /rest/v1 after a network failure (3 retries,
 * 1 s, 2 s, 4 s apart): to make such a read fail, fail it 4 times (or pass `Infinity`).
 *
 * In the browser (demo mode) the same functions are exposed as `window.__startklarFaults`, taking a
 * serialisable matcher: `{ method?, path: string, regex?: boolean, prefix?: boolean }` where
 * `regex: true` means `path` is a RegExp source. See src/mocks/README.md.
 */

export interface FaultMatcher {
  /** HTTP method, case-insensitive; any method when absent. */
  method?: string;
  /** Path relative to the backend base URL, e.g. '/auth/v1/otp', or a RegExp over path + query. */
  path: string | RegExp;
  /** With a string path: match every path that starts with it. */
  prefix?: boolean;
}

export type Fault =
  /** Answer with this HTTP status and the service's usual error body for it. */
  | { status: number }
  /** Fail like a dropped connection (fetch rejects with a TypeError). */
  | { network: true }
  /**
   * Wait this long, then handle the request normally (unless the faults were cleared meanwhile:
   * a test's slow request must not land in the next test's backend).
   */
  | { delayMs: number };

interface Registered {
  matcher: FaultMatcher;
  fault: Fault;
  remaining: number;
}

let registered: Registered[] = [];
/** Counts `clearFaults` calls: a delayed request that outlives them is dropped. */
let generation = 0;

/** Makes the next `times` requests matching `matcher` fail with `fault`. */
export function failNext(matcher: FaultMatcher, fault: Fault, times = 1): void {
  if (!(times > 0)) return;
  registered.push({ matcher, fault, remaining: times });
}

/** Removes every pending fault; requests still held by a delay are dropped (a network error). */
export function clearFaults(): void {
  registered = [];
  generation += 1;
}

/** Which round of faults is in force (for the handlers: has `clearFaults` run since?). */
export function faultGeneration(): number {
  return generation;
}

/** How many faults are still pending (for tests). */
export function pendingFaults(): number {
  return registered.length;
}

function matches(matcher: FaultMatcher, method: string, path: string, search: string): boolean {
  if (matcher.method !== undefined && matcher.method.toUpperCase() !== method.toUpperCase())
    return false;
  if (typeof matcher.path === 'string') {
    return matcher.prefix === true ? path.startsWith(matcher.path) : path === matcher.path;
  }
  matcher.path.lastIndex = 0;
  return matcher.path.test(path + search);
}

/** Used by the handlers: the fault for this request, if any (and counts it as used). */
export function takeFault(method: string, path: string, search: string): Fault | null {
  const index = registered.findIndex((r) => matches(r.matcher, method, path, search));
  if (index === -1) return null;
  const entry = registered[index];
  if (entry === undefined) return null;
  entry.remaining -= 1;
  if (entry.remaining <= 0) registered.splice(index, 1);
  return entry.fault;
}

/** The serialisable form used from Playwright (`page.evaluate`). */
export interface SerialisableFaultMatcher {
  method?: string;
  path: string;
  /** `path` is a RegExp source. */
  regex?: boolean;
  /** `path` is a prefix. */
  prefix?: boolean;
}

export function fromSerialisable(matcher: SerialisableFaultMatcher): FaultMatcher {
  return {
    ...(matcher.method !== undefined ? { method: matcher.method } : {}),
    path: matcher.regex === true ? new RegExp(matcher.path) : matcher.path,
    ...(matcher.prefix !== undefined ? { prefix: matcher.prefix } : {}),
  };
}

export interface BrowserFaultApi {
  failNext(matcher: SerialisableFaultMatcher | FaultMatcher, fault: Fault, times?: number): void;
  clearFaults(): void;
  /**
   * How many faults no request has taken yet: 0 once the request a fault was meant for has
   * reached the backend (for a delay: is held from then on, so a test's clock can run it out).
   */
  pending(): number;
}

export const browserFaultApi: BrowserFaultApi = {
  failNext(matcher, fault, times = 1) {
    const normalised =
      'regex' in matcher && matcher.regex === true && typeof matcher.path === 'string'
        ? fromSerialisable(matcher)
        : (matcher as FaultMatcher);
    failNext(normalised, fault, times);
  },
  clearFaults,
  pending: pendingFaults,
};
