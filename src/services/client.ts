/**
 * The one Supabase client, created lazily behind a dynamic import so supabase-js never sits in the
 * first JavaScript chunk. Production reads VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY; without
 * them the app is in demo mode and talks to the MSW demo backend (src/mocks) at
 * `${location.origin}/supabase-demo` in the browser, or at http://startklar.test in tests.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './schema';

export type StartklarClient = SupabaseClient<Database>;

/** Path under the app's origin where the demo backend answers (same constant in src/mocks/browser.ts). */
export const DEMO_BASE_PATH = '/supabase-demo';
/** Base URL of the demo backend in Node tests (same constant in src/mocks/node.ts). */
export const TEST_SUPABASE_URL = 'http://startklar.test';
/**
 * The demo backend's public anonymous key: a JWT with role `anon`, signed with the demo backend's
 * own secret. It grants nothing beyond what the anon role may do, and only on the demo backend.
 */
export const DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicmVmIjoic3RhcnRrbGFyLWRlbW8iLCJyb2xlIjoiYW5vbiIsImlhdCI6MTc2NzIyNTYwMCwiZXhwIjoyMDgyNzU4NDAwfQ.D3kb68cC3w76BNy1ursIRYCvmlk3WiwdH9WLXTEVNR8';

function envString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

const configuredUrl = (): string | undefined => envString(import.meta.env.VITE_SUPABASE_URL);
const configuredKey = (): string | undefined => envString(import.meta.env.VITE_SUPABASE_ANON_KEY);

/** True when no Supabase project is configured: the MSW demo backend stands in for it. */
export function isDemoMode(): boolean {
  return configuredUrl() === undefined || configuredKey() === undefined;
}

function inBrowser(): boolean {
  return typeof window !== 'undefined' && typeof window.location !== 'undefined';
}

/** The Supabase base URL in use (no trailing slash). */
export function getSupabaseUrl(): string {
  if (!isDemoMode()) return (configuredUrl() ?? '').replace(/\/+$/, '');
  if (import.meta.env.MODE === 'test' || !inBrowser()) return TEST_SUPABASE_URL;
  return `${window.location.origin}${DEMO_BASE_PATH}`;
}

/** The public anon key in use. */
export function getAnonKey(): string {
  return isDemoMode() ? DEMO_ANON_KEY : (configuredKey() ?? '');
}

/** The origin the app runs on (for OAuth redirects); the backend's origin outside a browser. */
export function getAppOrigin(): string {
  return inBrowser() ? window.location.origin : new URL(getSupabaseUrl()).origin;
}

let clientPromise: Promise<StartklarClient> | null = null;
let gate: () => Promise<unknown> = () => Promise.resolve();
const createdListeners = new Set<(client: StartklarClient) => void>();

/**
 * Makes the client wait for `ready` before it is created. Demo start-up passes a function that
 * starts the MSW worker, so the worker starts only when the backend is first needed and the
 * client's first request (session detection in the URL) is intercepted.
 */
export function createClientAfter(ready: Promise<unknown> | (() => Promise<unknown>)): void {
  gate = typeof ready === 'function' ? ready : () => ready;
}

/** Calls `listener` with the client once it exists (at once if it already does). */
export function whenClientCreated(listener: (client: StartklarClient) => void): () => void {
  createdListeners.add(listener);
  void clientPromise?.then((client) => {
    if (createdListeners.has(listener)) {
      createdListeners.delete(listener);
      listener(client);
    }
  });
  return () => createdListeners.delete(listener);
}

/**
 * Whether this browser may hold a Supabase session: a stored auth token, or an OAuth/PKCE callback
 * in the URL. When not, reading the session needs no client (and no supabase-js download).
 * Outside a browser it is always true.
 */
export function mayHaveSession(): boolean {
  if (!inBrowser()) return true;
  try {
    const { search, hash } = window.location;
    if (/[?&]code=/.test(search) || /access_token=|error_description=/.test(hash)) return true;
    for (let index = 0; index < window.localStorage.length; index += 1) {
      const key = window.localStorage.key(index) ?? '';
      if (key.startsWith('sb-') && key.endsWith('-auth-token')) return true;
    }
    return false;
  } catch {
    return true;
  }
}

/** A backend call that has not answered after this long fails as a `network` error. */
export const REQUEST_TIMEOUT_MS = 20_000;
let requestTimeoutMs = REQUEST_TIMEOUT_MS;

/** Tests only: a shorter timeout, to test hung requests without waiting 20 s. */
export function setRequestTimeoutForTests(ms: number): void {
  requestTimeoutMs = ms;
}

/**
 * fetch with a deadline: a hung request is aborted (TimeoutError, mapped to the `network` kind)
 * instead of leaving the visitor waiting forever. A caller's own abort signal still works.
 */
const fetchWithTimeout: typeof fetch = (input, init) => {
  const timeout = AbortSignal.timeout(requestTimeoutMs);
  const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  return fetch(input, { ...init, signal });
};

/**
 * Where supabase-js keeps the session: the key it would choose itself (`sb-<first label of the
 * host>-auth-token`), named here so that a sign-out the server could not answer can still forget
 * the session in this browser (`forgetSessionInThisBrowser` in auth.ts).
 */
export function sessionStorageKey(): string {
  return `sb-${new URL(getSupabaseUrl()).hostname.split('.')[0] ?? ''}-auth-token`;
}

/** supabase-js's storage, as it would choose it: localStorage in a browser, memory elsewhere. */
const memory = new Map<string, string>();
export const sessionStore = {
  getItem: (key: string): string | null => {
    if (!inBrowser()) return memory.get(key) ?? null;
    try {
      return window.localStorage.getItem(key);
    } catch {
      return memory.get(key) ?? null;
    }
  },
  setItem: (key: string, value: string): void => {
    if (!inBrowser()) return void memory.set(key, value);
    try {
      window.localStorage.setItem(key, value);
    } catch {
      memory.set(key, value);
    }
  },
  removeItem: (key: string): void => {
    memory.delete(key);
    if (!inBrowser()) return;
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing stored there.
    }
  },
};

/**
 * A new task: the rest of a chain of promises runs after the browser's other work (input,
 * rendering), not in the same long task as what came before.
 */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

async function createStartklarClient(): Promise<StartklarClient> {
  await gate().catch(() => undefined);
  const { createClient } = await import('@supabase/supabase-js');
  // Creating the client (auth, realtime, storage) is a long task of its own on a slow phone; the
  // module's evaluation before it and its first requests after it go in tasks of their own.
  await nextTask();
  const client = createClient<Database>(getSupabaseUrl(), getAnonKey(), {
    global: { fetch: fetchWithTimeout },
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      flowType: 'pkce',
      storageKey: sessionStorageKey(),
      storage: sessionStore,
    },
  });
  await nextTask();
  return client;
}

/** The shared Supabase client (created on first use). */
export function getSupabase(): Promise<StartklarClient> {
  if (clientPromise === null) {
    const created = createStartklarClient();
    clientPromise = created;
    void created.then((client) => {
      for (const listener of [...createdListeners]) {
        createdListeners.delete(listener);
        listener(client);
      }
    });
    // A failed chunk load must not poison later attempts.
    created.catch(() => {
      if (clientPromise === created) clientPromise = null;
    });
  }
  return clientPromise;
}

/** Tests only: forget the client (and stop its timers) so the next getSupabase() builds a new one. */
export async function resetSupabaseForTests(): Promise<void> {
  const previous = clientPromise;
  clientPromise = null;
  memory.clear();
  gate = () => Promise.resolve();
  requestTimeoutMs = REQUEST_TIMEOUT_MS;
  if (previous === null) return;
  const client = await previous.catch(() => null);
  if (client === null) return;
  await client.auth.stopAutoRefresh();
  await client.removeAllChannels();
}
