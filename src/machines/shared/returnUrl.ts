/**
 * Where to go after signing in: the return URL, honoured only as a same-origin path.
 *
 * `/login?returnUrl=...` keeps the target under the local-storage key `auth_return_url`; after a
 * successful verification the user goes there (and the key is removed), else to `/`. Only a
 * same-origin path is honoured: a single leading `/` (never `//` or `/\`), no scheme, no
 * backslashes or control characters, and not `/login` or `/verify` (which would loop).
 * Everything else is ignored. Storage is the caller's business; `continuingState` is the state of a
 * sign-in page that reads it and goes on.
 */

export const RETURN_URL_STORAGE_KEY = 'auth_return_url';

/** What decides where a verified visitor goes, read from storage after sign-in by src/app. */
export interface SignInContinuation {
  /** The landing quiz's answers wait for this sign-in (then the visitor returns to `/`). */
  pendingQuiz: boolean;
  /** The stored `auth_return_url` (sanitised again on use). */
  returnUrl: string | null;
}

/** The default destination after sign-in. */
export const DEFAULT_RETURN_URL = '/';

/** Paths that must never be returned to: they are the sign-in flow itself. */
const FLOW_PATHS = ['/login', '/verify'] as const;

/** Any origin works: only the path part of a parse against it is used. */
const PROBE_ORIGIN = 'https://startklar.invalid';

/**
 * The normalised same-origin path (`pathname + search + hash`) of `value`, or null when it is
 * not a safe return target.
 */
export function sanitiseReturnUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (value.length === 0 || value.length > 2048) return null;
  // A single leading slash, and nothing a browser would read as a scheme-relative URL.
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Browsers treat '\' as '/' in URLs ('/\evil.example' is '//evil.example'); control characters
  // and whitespace are stripped or rewritten by the URL parser. None belong in a return path.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u0020\u007f]/.test(value)) return null;

  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;

  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  // Encoded slashes or backslashes that a router might decode into a scheme-relative path.
  if (decoded.startsWith('//') || decoded.includes('\\')) return null;
  const path = decoded.toLowerCase().replace(/\/+$/, '') || '/';
  if (FLOW_PATHS.some((flow) => path === flow || path.startsWith(`${flow}/`))) return null;

  return `${url.pathname}${url.search}${url.hash}`;
}

/** The destination after sign-in for a stored value: the value when safe, else `/`. */
export function returnTarget(stored: unknown): string {
  return sanitiseReturnUrl(stored) ?? DEFAULT_RETURN_URL;
}

type Continued = { event: { output: SignInContinuation } };

/**
 * The state after a sign-in made on this page (/verify's code, /login's password): reads where
 * the sign-in was meant to lead (`readContinuation`, provided by src/app) and goes there: `/` when
 * the landing quiz's answers wait (the quiz shows and saves them there), else the stored return
 * URL or `/`. The machine names the actor `readContinuation`, the guard `hasPendingQuiz`, the
 * actions `forgetReturnUrl`, `forgetQuizFlag` and `navigate`, and has the final state `continued`.
 */
export const continuingState = {
  invoke: {
    id: 'readContinuation',
    src: 'readContinuation' as const,
    onDone: [
      {
        guard: {
          type: 'hasPendingQuiz' as const,
          params: ({ event }: Continued) => ({ continuation: event.output }),
        },
        target: 'continued',
        actions: ['forgetReturnUrl' as const, { type: 'navigate' as const, params: { to: '/' } }],
      },
      {
        target: 'continued',
        actions: [
          'forgetReturnUrl' as const,
          'forgetQuizFlag' as const,
          {
            type: 'navigate' as const,
            params: ({ event }: Continued) => ({ to: returnTarget(event.output.returnUrl) }),
          },
        ],
      },
    ],
    onError: {
      target: 'continued',
      actions: { type: 'navigate' as const, params: { to: '/' } },
    },
  },
};
