/**
 * The site's security headers, written by the build (scripts/prerender.mjs) and served the same by
 * `npm run preview` (vite.config.ts).
 *
 * - Each page carries its own Content-Security-Policy in a `<meta http-equiv>` right after its
 *   charset, before any script: `script-src 'self'` and the sha256 of each inline script of that
 *   page (the early event contract, the router's dehydration script, which differs from page to
 *   page, and its stream boundary). No `'unsafe-inline'` for scripts; `connect-src` is the site and
 *   the configured Supabase project. A meta policy travels with the page to any host and to the
 *   404 page a host serves for any address; one header could not name every page's hashes.
 * - `dist/_headers` (the format Netlify and Cloudflare Pages read) adds what a meta policy cannot:
 *   `frame-ancestors 'none'`, and `Referrer-Policy`, `X-Content-Type-Options`,
 *   `Permissions-Policy`, `Cross-Origin-Opener-Policy`, `Strict-Transport-Security`; hashed assets are cached for a year
 *   (`immutable`), pages are revalidated on every visit. A browser enforces both policies.
 */
import { createHash } from 'node:crypto';

/** The CSP source that allows exactly this inline script. */
export function scriptHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Data blocks (JSON, JSON-LD) are not run, so they need no hash. */
const DATA_TYPE = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

/** The text of every inline script the page runs, in order. */
export function inlineScripts(html) {
  const scripts = [];
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_TYPE.test(attributes)) continue;
    scripts.push(text);
  }
  return scripts;
}

/** Cloudflare Turnstile's script and frame (src/components/auth/Captcha.tsx, TURNSTILE_ORIGIN). */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

/**
 * The pages with a form that shows the CAPTCHA widget when the build has VITE_CAPTCHA_SITE_KEY
 * (sign-in, registration, 'Skicka ny kod', recovery, the landing quiz's sign-in): only their
 * policy lets Turnstile in.
 */
export const CAPTCHA_PAGES = ['/', '/login', '/register', '/verify'];

/**
 * The page's policy. `backendOrigin`: the Supabase project's origin, or null in the offline demo
 * (its backend answers on the site's own origin). `captcha`: the page shows the CAPTCHA widget,
 * whose script and frame come from Turnstile's origin.
 */
export function pagePolicy({ scripts, backendOrigin, captcha = false }) {
  const hashes = [...new Set(scripts.map(scriptHash))];
  const backend = backendOrigin ? [backendOrigin] : [];
  const turnstile = captcha ? [TURNSTILE_ORIGIN] : [];
  return [
    `default-src 'self'`,
    `script-src 'self' ${[...turnstile, ...hashes].join(' ')}`.trim(),
    // react-aria writes a small <style> and React style attributes; no script runs from a style.
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob: ${backend.join(' ')}`.trim(),
    `font-src 'self'`,
    `connect-src 'self' ${backend.join(' ')}`.trim(),
    // The offline demo's backend is a service worker of the site.
    `worker-src 'self'`,
    `manifest-src 'self'`,
    captcha ? `frame-src ${TURNSTILE_ORIGIN}` : `frame-src 'none'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
  ].join('; ');
}

/** The charset meta, as React writes it (`charSet`, self-closed) or as HTML serialisers do. */
const CHARSET = /<meta charset="utf-8"\s*\/?>/i;

/** `html` with `tags` right after its charset meta, the first thing in its head. */
export function afterCharset(html, tags) {
  const match = CHARSET.exec(html);
  if (!match) throw new Error('A page has no charset meta to follow');
  const at = match.index + match[0].length;
  return html.slice(0, at) + tags + html.slice(at);
}

/** The page with its policy right after its charset (before every script). */
export function withPagePolicy(html, backendOrigin, { captcha = false } = {}) {
  const policy = pagePolicy({ scripts: inlineScripts(html), backendOrigin, captcha });
  return afterCharset(html, `<meta http-equiv="Content-Security-Policy" content="${policy}">`);
}

/** The policy every response gets as a header: what a meta policy cannot say, and a floor. */
export const HEADER_POLICY = [
  `frame-ancestors 'none'`,
  `object-src 'none'`,
  `base-uri 'self'`,
  `form-action 'self'`,
].join('; ');

export const SECURITY_HEADERS = [
  ['Content-Security-Policy', HEADER_POLICY],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Content-Type-Options', 'nosniff'],
  [
    'Permissions-Policy',
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  ],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  // Two years, subdomains too: after one visit over HTTPS a browser never asks over HTTP again
  // (a sign-in on a café network cannot be downgraded). Browsers ignore it over plain http.
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
];

export const ASSET_CACHE = 'public, max-age=31536000, immutable';
export const PAGE_CACHE = 'public, max-age=0, must-revalidate';

/**
 * dist/_headers. `pagePaths`: every page's path. Pages get their cache rule by their first path
 * segment (`/about`, `/article/*`), so no rule of a page matches /assets/* as well: hosts join the
 * values of one header from several matching rules.
 */
export function headersFile(pagePaths) {
  const patterns = new Set(['/', '/404.html']);
  for (const path of pagePaths) {
    const [, first, ...rest] = path.split('/');
    if (!first) continue;
    patterns.add(rest.some(Boolean) ? `/${first}/*` : `/${first}`);
  }
  const block = (pattern, headers) =>
    `${pattern}\n${headers.map(([name, value]) => `  ${name}: ${value}`).join('\n')}\n`;
  const pageRules = [...patterns]
    .sort()
    .map((pattern) => block(pattern, [['Cache-Control', PAGE_CACHE]]));
  return [
    '# Written by scripts/prerender.mjs (scripts/security-headers.mjs): the format Netlify and',
    '# Cloudflare Pages read; npm run preview serves the same. Each page also carries its',
    '# Content-Security-Policy (script hashes) in a <meta> tag.',
    block('/*', SECURITY_HEADERS),
    block('/assets/*', [['Cache-Control', ASSET_CACHE]]),
    ...pageRules,
  ].join('\n');
}

/** The rules of a _headers file: each path pattern with its headers. */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (colon < 0 || !rule) continue;
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/**
 * Whether a _headers pattern (`/a`, `/a/*`, `/*`) matches a path, as Cloudflare Pages matches it
 * (`/a/*` is what lies below /a/; `/a` is the page with or without its trailing slash).
 */
export function matchesPattern(pattern, path) {
  if (pattern.endsWith('/*')) return path.startsWith(pattern.slice(0, -1));
  return path === pattern || (pattern !== '/' && path === `${pattern}/`);
}

/** The headers a path gets: every matching rule's, values of one header joined as hosts do. */
export function headersFor(rules, path) {
  const headers = new Map();
  for (const rule of rules) {
    if (!matchesPattern(rule.pattern, path)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const known = headers.get(key);
      headers.set(key, known ? { name, value: `${known.value}, ${value}` } : { name, value });
    }
  }
  return [...headers.values()].map(({ name, value }) => [name, value]);
}
