import { describe, expect, it } from 'vitest';
import {
  isServiceError,
  parseRetryAfterSeconds,
  ServiceError,
  toServiceError,
} from '../../src/services/result';

class FakeAuthError extends Error {
  readonly __isAuthError = true;
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly code: string | undefined,
    name = 'AuthApiError',
  ) {
    super(message);
    this.name = name;
  }
}

describe('toServiceError', () => {
  it.each([
    [
      'GoTrue 429',
      new FakeAuthError(
        'For security purposes, you can only request this after 37 seconds.',
        429,
        'over_email_send_rate_limit',
      ),
      undefined,
      { kind: 'rate_limited', retryAfterSeconds: 37, status: 429 },
    ],
    [
      'GoTrue 403 otp_expired',
      new FakeAuthError('Token has expired or is invalid', 403, 'otp_expired'),
      undefined,
      { kind: 'forbidden', code: 'otp_expired' },
    ],
    [
      'GoTrue 422 weak password',
      new FakeAuthError(
        'Password should be at least 6 characters.',
        422,
        'weak_password',
        'AuthWeakPasswordError',
      ),
      undefined,
      { kind: 'invalid' },
    ],
    [
      'auth fetch failure',
      new FakeAuthError('Failed to fetch', 0, undefined, 'AuthRetryableFetchError'),
      undefined,
      { kind: 'network' },
    ],
    [
      'auth 503',
      new FakeAuthError('{}', 503, undefined, 'AuthRetryableFetchError'),
      undefined,
      { kind: 'server', status: 503 },
    ],
    [
      'session missing',
      new FakeAuthError('Auth session missing!', 400, undefined, 'AuthSessionMissingError'),
      undefined,
      { kind: 'forbidden' },
    ],
    [
      'PGRST116',
      {
        code: 'PGRST116',
        message: 'JSON object requested, multiple (or no) rows returned',
        details: '',
        hint: null,
      },
      406,
      { kind: 'not_found', code: 'PGRST116' },
    ],
    [
      'RLS 42501',
      {
        code: '42501',
        message: 'new row violates row-level security policy',
        details: null,
        hint: null,
      },
      403,
      { kind: 'forbidden' },
    ],
    [
      'anon RLS 42501',
      { code: '42501', message: 'x', details: null, hint: null },
      401,
      { kind: 'forbidden' },
    ],
    [
      'unique 23505',
      {
        code: '23505',
        message: 'duplicate key',
        details: 'Key (email)=(a@b.se) already exists.',
        hint: null,
      },
      409,
      { kind: 'invalid', code: '23505' },
    ],
    [
      'JWT expired',
      { code: 'PGRST303', message: 'JWT expired', details: null, hint: null },
      401,
      { kind: 'forbidden' },
    ],
    [
      'postgrest 500',
      { code: 'XX000', message: 'boom', details: null, hint: null },
      500,
      { kind: 'server' },
    ],
    [
      'postgrest fetch failure',
      { code: '', message: 'TypeError: fetch failed', details: '', hint: '' },
      0,
      { kind: 'network' },
    ],
    [
      'postgrest abort',
      {
        code: '',
        message: 'AbortError: This operation was aborted',
        details: '',
        hint: 'Request was aborted',
      },
      0,
      { kind: 'network' },
    ],
    [
      'storage 403',
      Object.assign(new Error('new row violates row-level security policy'), {
        name: 'StorageApiError',
        status: 403,
        statusCode: '403',
      }),
      undefined,
      { kind: 'forbidden', status: 403 },
    ],
    [
      'older storage: 400 with statusCode 403',
      Object.assign(new Error('x'), { name: 'StorageApiError', status: 400, statusCode: '403' }),
      undefined,
      { kind: 'forbidden', status: 403 },
    ],
    [
      'storage fetch failure',
      Object.assign(new Error('Failed to fetch'), {
        name: 'StorageUnknownError',
        originalError: new TypeError('Failed to fetch'),
      }),
      undefined,
      { kind: 'network' },
    ],
    ['thrown TypeError', new TypeError('Failed to fetch'), undefined, { kind: 'network' }],
    [
      'AbortError',
      Object.assign(new Error('aborted'), { name: 'AbortError' }),
      undefined,
      { kind: 'network' },
    ],
    [
      'TimeoutError',
      Object.assign(new Error('timed out'), { name: 'TimeoutError' }),
      undefined,
      { kind: 'network' },
    ],
    [
      'chunk load failure',
      new Error('Failed to fetch dynamically imported module: /assets/x.js'),
      undefined,
      { kind: 'network' },
    ],
    ['status 404', { message: 'nope' }, 404, { kind: 'not_found' }],
    ['status 400', { message: 'bad' }, 400, { kind: 'invalid' }],
    ['status 502', { message: 'bad gateway' }, 502, { kind: 'server' }],
    ['unknown', 'weird', undefined, { kind: 'server' }],
  ] as const)('%s', (_label, error, status, expected) => {
    expect(toServiceError(error, status)).toMatchObject(expected);
  });

  it('never copies the server message (it may contain personal data)', () => {
    const error = toServiceError(
      {
        code: '23505',
        message: 'Key (email)=(sara@example.com) exists',
        details: 'sara@example.com',
      },
      409,
    );
    expect(JSON.stringify(error)).not.toContain('sara');
    expect(error.message).not.toContain('sara');
  });

  it('drops codes that are not identifiers', () => {
    expect(toServiceError({ code: 'a b@c', message: '' }, 400).code).toBeUndefined();
  });

  it('defaults the retry delay of a rate limit to 60 s', () => {
    expect(toServiceError({ message: 'slow down' }, 429).retryAfterSeconds).toBe(60);
  });

  it('keeps a ServiceError as it is and serialises to a plain record', () => {
    const error = new ServiceError({ kind: 'not_found', status: 406, code: 'PGRST116' });
    expect(toServiceError(error)).toBe(error);
    expect(JSON.parse(JSON.stringify(error))).toEqual({
      kind: 'not_found',
      message: 'Not found.',
      status: 406,
      code: 'PGRST116',
    });
  });
});

describe('isServiceError', () => {
  it('recognises instances and their JSON form', () => {
    const error = new ServiceError({ kind: 'rate_limited', retryAfterSeconds: 12 });
    const revived: unknown = JSON.parse(JSON.stringify(error));
    expect(isServiceError(error)).toBe(true);
    expect(isServiceError(revived)).toBe(true);
    expect(toServiceError(revived)).toMatchObject({ kind: 'rate_limited', retryAfterSeconds: 12 });
    expect(isServiceError(new Error('x'))).toBe(false);
    expect(isServiceError({ kind: 'other', message: 'x' })).toBe(false);
  });
});

describe('parseRetryAfterSeconds', () => {
  it('reads GoTrue’s message', () => {
    expect(
      parseRetryAfterSeconds('For security purposes, you can only request this after 5 seconds.'),
    ).toBe(5);
    expect(
      parseRetryAfterSeconds('For security purposes, you can only request this after 1 second.'),
    ).toBe(1);
    expect(parseRetryAfterSeconds('something else')).toBeUndefined();
  });
});
