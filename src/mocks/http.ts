/** Small helpers shared by the demo backend's handlers. */
import { HttpResponse } from 'msw';
import type { Claims } from './policies';
import { now } from './db';
import { decodeJwt, verifyJwt } from './jwt';

export type JsonValue =
  null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue | undefined };

export function json(
  body: JsonValue,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return HttpResponse.json(body, { status, headers });
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** The request body as JSON, or undefined when it is empty or not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  if (header === null) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * The API gateway's key check: every request needs an `apikey` (header or query parameter) that is
 * a demo-signed JWT with role anon (or service_role). Returns the error response, or null.
 */
export async function checkApiKey(request: Request): Promise<Response | null> {
  const key = request.headers.get('apikey') ?? new URL(request.url).searchParams.get('apikey');
  if (key === null || key === '') {
    return json(
      {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      },
      401,
    );
  }
  const payload = await verifyJwt(key);
  if (payload === null || (payload.role !== 'anon' && payload.role !== 'service_role')) {
    return json(
      {
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      },
      401,
    );
  }
  return null;
}

export type ClaimsResult =
  | { ok: true; claims: Claims | null; sessionId: string | null }
  | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Decodes the bearer token of a data/storage request: the anon key (or none) → claims null; a
 * valid, unexpired user token → its claims; anything else → invalid/expired.
 */
export async function requestClaims(request: Request): Promise<ClaimsResult> {
  const token = bearerToken(request) ?? request.headers.get('apikey');
  if (token === null) return { ok: true, claims: null, sessionId: null };
  const unverified = decodeJwt(token);
  if (unverified === null) return { ok: false, reason: 'invalid' };
  const payload = await verifyJwt(token);
  if (payload === null) return { ok: false, reason: 'invalid' };
  if (payload.role === 'anon' || payload.role === 'service_role') {
    return { ok: true, claims: null, sessionId: null };
  }
  const exp = payload.exp;
  if (typeof exp !== 'number' || exp * 1000 <= now()) return { ok: false, reason: 'expired' };
  if (
    payload.role !== 'authenticated' ||
    typeof payload.sub !== 'string' ||
    typeof payload.email !== 'string'
  ) {
    return { ok: false, reason: 'invalid' };
  }
  return {
    ok: true,
    claims: { sub: payload.sub, email: payload.email, role: 'authenticated' },
    sessionId: typeof payload.session_id === 'string' ? payload.session_id : null,
  };
}

/** The request's path relative to the backend base URL (e.g. '/auth/v1/otp'). */
export function relativePath(
  requestUrl: string,
  baseUrl: string,
): { path: string; search: string } {
  const url = new URL(requestUrl);
  const basePath = new URL(baseUrl).pathname.replace(/\/+$/, '');
  const path =
    basePath !== '' && url.pathname.startsWith(basePath)
      ? url.pathname.slice(basePath.length)
      : url.pathname;
  return { path: path === '' ? '/' : path, search: url.search };
}
