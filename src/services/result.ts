/**
 * Typed results and error kinds shared by every service.
 *
 * Only type-level knowledge of supabase-js lives here (errors are recognised by their shape), so
 * importing this module never pulls supabase-js into a chunk.
 */

export type ServiceErrorKind =
  'network' | 'rate_limited' | 'not_found' | 'forbidden' | 'invalid' | 'server';

export interface ServiceErrorInit {
  kind: ServiceErrorKind;
  /** Safe text: never contains an e-mail address, phone number, code or token. */
  message?: string;
  /** HTTP status, when there was a response (0 or absent for network failures). */
  status?: number;
  /** Machine-readable code from the backend: GoTrue `error_code`, Postgres/PostgREST code, ... */
  code?: string;
  /** For `rate_limited`: seconds until the request may be repeated. */
  retryAfterSeconds?: number;
  /** GoTrue's `weak_password.reasons` (`length`, `characters`, `pwned`). */
  reasons?: string[];
}

const DEFAULT_MESSAGES: Record<ServiceErrorKind, string> = {
  network: 'The service could not be reached.',
  rate_limited: 'Too many requests. Try again later.',
  not_found: 'Not found.',
  forbidden: 'Not allowed.',
  invalid: 'The request was not accepted.',
  server: 'The service failed.',
};

/**
 * A failed service call. It is an Error (so it can be thrown, e.g. by `contentItems.save`) and also
 * a plain, serialisable record (`toJSON`) that can sit in machine context.
 */
export class ServiceError extends Error {
  override readonly name = 'ServiceError';
  readonly kind: ServiceErrorKind;
  readonly status?: number;
  readonly code?: string;
  readonly retryAfterSeconds?: number;
  readonly reasons?: string[];

  constructor(init: ServiceErrorInit) {
    super(init.message ?? DEFAULT_MESSAGES[init.kind]);
    this.kind = init.kind;
    if (init.status !== undefined) this.status = init.status;
    if (init.code !== undefined) this.code = init.code;
    if (init.retryAfterSeconds !== undefined) this.retryAfterSeconds = init.retryAfterSeconds;
    if (init.reasons !== undefined) this.reasons = init.reasons;
  }

  toJSON(): ServiceErrorInit & { message: string } {
    return {
      kind: this.kind,
      message: this.message,
      ...(this.status !== undefined ? { status: this.status } : {}),
      ...(this.code !== undefined ? { code: this.code } : {}),
      ...(this.retryAfterSeconds !== undefined
        ? { retryAfterSeconds: this.retryAfterSeconds }
        : {}),
      ...(this.reasons !== undefined ? { reasons: this.reasons } : {}),
    };
  }
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: ServiceError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(error: ServiceError): Result<T> => ({ ok: false, error });

const KINDS: ReadonlySet<string> = new Set<ServiceErrorKind>([
  'network',
  'rate_limited',
  'not_found',
  'forbidden',
  'invalid',
  'server',
]);

/**
 * True for a ServiceError, also after it went through JSON (persisted machine snapshots, the
 * inspector): discriminate on `kind`, not on `instanceof`.
 */
export function isServiceError(value: unknown): value is ServiceErrorInit & { message: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { kind?: unknown }).kind === 'string' &&
    KINDS.has((value as { kind: string }).kind) &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

type Rec = Record<string, unknown>;
const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null;
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
const num = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) ? v : undefined;

/** Codes are passed on only when they look like identifiers (never free text with user data). */
const SAFE_CODE = /^[A-Za-z0-9_.-]{1,64}$/;
const safeCode = (v: string | undefined): string | undefined =>
  v !== undefined && SAFE_CODE.test(v) ? v : undefined;

const RATE_LIMIT_CODES = new Set([
  'over_email_send_rate_limit',
  'over_sms_send_rate_limit',
  'over_request_rate_limit',
]);

/** GoTrue: "For security purposes, you can only request this after 42 seconds." */
export function parseRetryAfterSeconds(message: string): number | undefined {
  const match = /after (\d+) seconds?/i.exec(message);
  return match?.[1] !== undefined ? Number(match[1]) : undefined;
}

function isNetworkFailure(error: Rec, name: string, message: string): boolean {
  if (name === 'AbortError' || name === 'TimeoutError') return true;
  if (error instanceof TypeError) return true;
  if (error.code === 'ABORT_ERR') return true;
  // storage-js wraps a failed fetch in StorageUnknownError with the original error.
  if (name === 'StorageUnknownError' && isRecord(error.originalError)) {
    const original = error.originalError;
    return original instanceof TypeError || original.name === 'AbortError';
  }
  // A failed dynamic import of the client chunk.
  if (
    /Failed to fetch|fetch failed|NetworkError|Load failed|dynamically imported module/i.test(
      message,
    )
  )
    return true;
  return false;
}

/**
 * Maps whatever supabase-js (auth-js AuthError, postgrest-js PostgrestError, storage-js
 * StorageError) or fetch produced to a ServiceError. `httpStatus` is the response status where the
 * library reports it separately (PostgREST responses).
 */
export function toServiceError(error: unknown, httpStatus?: number): ServiceError {
  if (error instanceof ServiceError) return error;
  if (isServiceError(error)) return new ServiceError(error);
  const rec: Rec = isRecord(error) ? error : {};
  const name = str(rec.name) ?? '';
  const message = str(rec.message) ?? str(rec.msg) ?? '';

  // Status: the response status, else the error's own (AuthError.status, StorageError.status).
  // Older Storage API versions answer HTTP 400 with the real status in `statusCode`.
  let status = httpStatus ?? num(rec.status);
  const statusCodeText = str(rec.statusCode);
  const storageStatus =
    statusCodeText !== undefined && /^\d{3}$/.test(statusCodeText)
      ? Number(statusCodeText)
      : undefined;
  if (storageStatus !== undefined) status = storageStatus;

  const code =
    safeCode(str(rec.code)) ??
    safeCode(str(rec.error_code)) ??
    (storageStatus === undefined ? safeCode(statusCodeText) : undefined);
  // AuthWeakPasswordError carries GoTrue's weak_password.reasons (identifiers only).
  const reasons = Array.isArray(rec.reasons)
    ? rec.reasons.filter((r): r is string => typeof r === 'string' && SAFE_CODE.test(r))
    : [];
  const base = (kind: ServiceErrorKind, extra: Partial<ServiceErrorInit> = {}): ServiceError =>
    new ServiceError({
      kind,
      ...(status !== undefined && status !== 0 ? { status } : {}),
      ...(code !== undefined && code !== '' ? { code } : {}),
      ...(reasons.length > 0 ? { reasons } : {}),
      ...extra,
    });

  if (name === 'AuthRetryableFetchError') {
    return status === undefined || status === 0 ? base('network') : base('server');
  }
  if ((status === undefined || status === 0) && isNetworkFailure(rec, name, message)) {
    return base('network');
  }
  // postgrest-js turns a thrown fetch error into { message: 'TypeError: ...', code: '' } with status 0.
  if (status === 0) return base('network');

  if (status === 429 || (code !== undefined && RATE_LIMIT_CODES.has(code))) {
    return base('rate_limited', { retryAfterSeconds: parseRetryAfterSeconds(message) ?? 60 });
  }
  if (name === 'AuthSessionMissingError') return base('forbidden');
  if (code === '42501' || code === 'PGRST301' || code === 'PGRST302' || code === 'PGRST303')
    return base('forbidden');
  if (code === 'PGRST116') return base('not_found');
  if (status === 401 || status === 403) return base('forbidden');
  if (status === 404 || status === 406) return base('not_found');
  if (
    status === 400 ||
    status === 409 ||
    status === 413 ||
    status === 415 ||
    status === 422 ||
    (code !== undefined && /^2[23][0-9A-Z]{3}$/.test(code)) ||
    name === 'AuthWeakPasswordError' ||
    name === 'AuthInvalidCredentialsError' ||
    name === 'AuthPKCEGrantCodeExchangeError' ||
    name === 'AuthPKCECodeVerifierMissingError' ||
    name === 'AuthImplicitGrantRedirectError'
  ) {
    return base('invalid');
  }
  if (status !== undefined && status >= 500) return base('server');
  if (status === undefined && isNetworkFailure(rec, name, message)) return base('network');
  return base('server');
}

/** Logs a failed call with its kind, code and status only: never data, never a message from the server. */
export function logServiceError(where: string, error: ServiceError): void {
  const details = [error.kind, error.code, error.status].filter((v) => v !== undefined).join(' ');
  console.warn(`[startklar] ${where} failed: ${details}`);
}
