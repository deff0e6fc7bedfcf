/**
 * The security headers the build writes (scripts/security-headers.mjs): each page's policy names
 * exactly its inline scripts and comes before them; dist/_headers is read by the hosts' rules (and
 * by the preview server) so that hashed assets are immutable, pages revalidate and every response
 * carries the security headers.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TURNSTILE_ORIGIN as WIDGET_ORIGIN } from '../../src/components/auth/Captcha';
import {
  ASSET_CACHE,
  CAPTCHA_PAGES,
  HEADER_POLICY,
  TURNSTILE_ORIGIN,
  PAGE_CACHE,
  headersFile,
  headersFor,
  inlineScripts,
  pagePolicy,
  parseHeadersFile,
  withPagePolicy,
} from '../../scripts/security-headers.mjs';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const PAGE =
  '<!DOCTYPE html><html lang="sv"><head><meta charSet="utf-8"/><script>early()</script>' +
  '<script type="module" src="/assets/boot.js"></script>' +
  '<script type="application/ld+json">{"@type":"Article"}</script></head>' +
  '<body><script data-tsr-stream-part="">self.$_TSR={}</script></body></html>';

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

describe("a page's policy", () => {
  it('names the sha256 of each inline script it runs, and nothing unsafe for scripts', () => {
    expect(inlineScripts(PAGE)).toEqual(['early()', 'self.$_TSR={}']);
    const policy = pagePolicy({ scripts: inlineScripts(PAGE), backendOrigin: null });
    expect(directive(policy, 'script-src')).toBe(
      `script-src 'self' ${sha('early()')} ${sha('self.$_TSR={}')}`,
    );
    expect(policy).not.toMatch(/unsafe-eval/);
    expect(directive(policy, 'script-src')).not.toMatch(/unsafe-inline/);
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
  });

  it('lets the page reach the configured Supabase project, and nothing else', () => {
    const policy = pagePolicy({ scripts: [], backendOrigin: 'https://abc.supabase.co' });
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://abc.supabase.co");
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https://abc.supabase.co");
  });

  it('lets Turnstile in only where the page has a CAPTCHA: its script and its frame, nothing more', () => {
    const without = pagePolicy({ scripts: ['early()'], backendOrigin: null });
    expect(without).not.toContain(TURNSTILE_ORIGIN);
    expect(directive(without, 'frame-src')).toBe("frame-src 'none'");
    const withCaptcha = pagePolicy({ scripts: ['early()'], backendOrigin: null, captcha: true });
    expect(directive(withCaptcha, 'script-src')).toBe(
      `script-src 'self' ${TURNSTILE_ORIGIN} ${sha('early()')}`,
    );
    expect(directive(withCaptcha, 'frame-src')).toBe(`frame-src ${TURNSTILE_ORIGIN}`);
    expect(directive(withCaptcha, 'connect-src')).toBe("connect-src 'self'");
    expect(withPagePolicy(PAGE, null, { captcha: true })).toContain(TURNSTILE_ORIGIN);
    expect(withPagePolicy(PAGE, null)).not.toContain(TURNSTILE_ORIGIN);
    // The same origin the widget loads from; the pages are those with a sign-in form.
    expect(TURNSTILE_ORIGIN).toBe(WIDGET_ORIGIN);
    expect(CAPTCHA_PAGES).toEqual(['/', '/login', '/register', '/verify']);
  });

  it('comes right after the charset, before the first script', () => {
    const html = withPagePolicy(PAGE, null);
    const meta = html.indexOf('http-equiv="Content-Security-Policy"');
    expect(meta).toBeGreaterThan(html.indexOf('<meta charSet="utf-8"/>'));
    expect(meta).toBeLessThan(html.indexOf('<script'));
    // Its own text changes no hash: the scripts are the same.
    expect(inlineScripts(html)).toEqual(inlineScripts(PAGE));
  });
});

describe('dist/_headers', () => {
  const rules = parseHeadersFile(headersFile(['/', '/about', '/article/aktiebolag', '/articles']));
  const get = (path: string, name: string) =>
    headersFor(rules, path).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];

  it.each(['/', '/about', '/article/aktiebolag', '/assets/boot-1.js', '/finns-inte'])(
    '%s gets the security headers',
    (path) => {
      expect(get(path, 'Content-Security-Policy')).toBe(HEADER_POLICY);
      expect(HEADER_POLICY).toContain("frame-ancestors 'none'");
      expect(get(path, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      expect(get(path, 'X-Content-Type-Options')).toBe('nosniff');
      expect(get(path, 'Permissions-Policy')).toMatch(/camera=\(\)/);
      expect(get(path, 'Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
    },
  );

  it('hashed assets are kept a year; pages are revalidated; no path gets two cache rules', () => {
    expect(get('/assets/boot-1.js', 'Cache-Control')).toBe(ASSET_CACHE);
    for (const path of ['/', '/about', '/about/', '/article/aktiebolag', '/articles', '/404.html'])
      expect(get(path, 'Cache-Control'), path).toBe(PAGE_CACHE);
    // Hosts join the values of a header from several rules: one rule per path keeps them apart.
    expect(get('/assets/article-x.js', 'Cache-Control')).toBe(ASSET_CACHE);
  });

  it('stays within what hosts accept (Cloudflare Pages: 100 rules)', () => {
    expect(rules.length).toBeLessThanOrEqual(100);
  });
});
