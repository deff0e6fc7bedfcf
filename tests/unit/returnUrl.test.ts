import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RETURN_URL,
  RETURN_URL_STORAGE_KEY,
  returnTarget,
  sanitiseReturnUrl,
} from '../../src/machines/shared/returnUrl';
import { STORAGE_KEYS } from '../../src/app/storage';

describe('return URL sanitiser', () => {
  it('uses the storage key of the spec', () => {
    expect(RETURN_URL_STORAGE_KEY).toBe('auth_return_url');
    // The storage adapter keeps it under the same key.
    expect(STORAGE_KEYS.returnUrl).toBe(RETURN_URL_STORAGE_KEY);
    expect(DEFAULT_RETURN_URL).toBe('/');
  });

  it.each([
    ['/faq', '/faq'],
    ['/', '/'],
    ['/articles#x', '/articles#x'],
    ['/category/Ekonomi?search=moms', '/category/Ekonomi?search=moms'],
    ['/article/enskild-firma', '/article/enskild-firma'],
    ['/loginhelp', '/loginhelp'],
    ['/verifying-things', '/verifying-things'],
    ['/a/../faq', '/faq'],
    // Only the path decides: a query naming another site is just text on a safe page.
    ['/faq?next=//evil.example', '/faq?next=//evil.example'],
    ['/account/', '/account/'],
  ])('keeps the same-origin path %j', (value, expected) => {
    expect(sanitiseReturnUrl(value)).toBe(expected);
    expect(returnTarget(value)).toBe(expected);
  });

  it.each([
    '//evil.example',
    '//evil.example/path',
    '///evil.example',
    'https://evil.example',
    'http://localhost:4173/faq',
    'javascript:alert(1)',
    'data:text/html,hi',
    '/\\evil',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /faq',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    'faq',
    '?returnUrl=/faq',
    '#/faq',
    '/login',
    '/login/',
    '/LOGIN',
    '/login?returnUrl=/faq',
    '/verify',
    '/verify?x',
    '/Verify/',
    '/verify/extra',
    '/login#x',
    '/verify?email=anna%40example.se',
    '/./login',
    '/faq/../verify',
    '/%6Cogin',
    '/%E0%A4%A',
    '',
    `/${'a'.repeat(3000)}`,
  ])('refuses %j and falls back to /', (value) => {
    expect(sanitiseReturnUrl(value)).toBeNull();
    expect(returnTarget(value)).toBe('/');
  });

  it.each([undefined, null, 42, {}, ['/faq']])('refuses the non-string %j', (value) => {
    expect(sanitiseReturnUrl(value)).toBeNull();
    expect(returnTarget(value)).toBe('/');
  });
});
