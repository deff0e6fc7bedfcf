/**
 * HS256 JWTs for the demo backend (Web Crypto: works in the browser and in Node 20).
 * The secret is a public demo value: demo tokens are worthless outside the demo backend.
 */

const DEMO_JWT_SECRET = 'startklar-demo-jwt-secret-not-for-production-use';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function base64UrlEncode(bytes: Uint8Array): string {
  return bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function base64UrlDecode(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return base64ToBytes(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
}

let keyPromise: Promise<CryptoKey> | null = null;
function hmacKey(): Promise<CryptoKey> {
  keyPromise ??= crypto.subtle.importKey(
    'raw',
    encoder.encode(DEMO_JWT_SECRET),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return keyPromise;
}

const HEADER = base64UrlEncode(encoder.encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' })));

export type JwtPayload = Record<string, unknown>;

export async function signJwt(payload: JwtPayload): Promise<string> {
  const body = base64UrlEncode(encoder.encode(JSON.stringify(payload)));
  const signature = await crypto.subtle.sign(
    'HMAC',
    await hmacKey(),
    encoder.encode(`${HEADER}.${body}`),
  );
  return `${HEADER}.${body}.${base64UrlEncode(new Uint8Array(signature))}`;
}

/** The payload without checking the signature; null when the token is not JWT-shaped. */
export function decodeJwt(token: string): JwtPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[1] === undefined) return null;
  try {
    const value: unknown = JSON.parse(decoder.decode(base64UrlDecode(parts[1])));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as JwtPayload)
      : null;
  } catch {
    return null;
  }
}

/** The payload when the signature is the demo backend's; null otherwise. Expiry is not checked. */
export async function verifyJwt(token: string): Promise<JwtPayload | null> {
  const parts = token.split('.');
  const [header, body, signature] = parts;
  if (parts.length !== 3 || header === undefined || body === undefined || signature === undefined)
    return null;
  try {
    const valid = await crypto.subtle.verify(
      'HMAC',
      await hmacKey(),
      base64UrlDecode(signature),
      encoder.encode(`${header}.${body}`),
    );
    return valid ? decodeJwt(token) : null;
  } catch {
    return null;
  }
}

export async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

export function randomToken(bytes = 16): string {
  const buffer = new Uint8Array(bytes);
  crypto.getRandomValues(buffer);
  return base64UrlEncode(buffer);
}

/** A random 6-digit one-time code. */
export function randomSixDigits(): string {
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return String((buffer[0] ?? 0) % 1_000_000).padStart(6, '0');
}
