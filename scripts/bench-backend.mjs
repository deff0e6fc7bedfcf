/**
 * The bench's stand-in for a Supabase project (scripts/bench.mjs): the site is built against it,
 * as it would be against a real project, so that the bench measures what a visitor of the hosted
 * site gets (no demo backend), and can count what the browser asks of the project.
 *
 * - `GET /rest/v1/content_items?…` answers one published edit (an article's body with one more
 *   sentence): the build must bake it into that article's HTML.
 * - Every other request is answered emptily (an empty list, or PostgREST's "no row" for a single
 *   object) and, like all requests, logged.
 *
 * - With the editor's token (`editorSession()`, which the bench puts in the browser the way
 *   supabase-js keeps a session), `GET /auth/v1/user` answers the editor and `rpc/is_admin` true:
 *   what a signed-in editor's browser asks of a real project.
 *
 * `anonymousVisits()` then opens pages the way a visitor of the hosted site does, under a host name
 * that is not a local one (on localhost everyone may edit, and editors read the live text), and
 * reports every request that reached the project and whether supabase-js was loaded at all.
 */
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const root = new URL('..', import.meta.url).pathname;

export const BENCH_ANON_KEY = 'bench-anon-key';

/** The article whose body the stub project has edited, and the sentence the edit adds. */
export const EDITED_ARTICLE = {
  id: 'enskild-firma',
  sentence: 'Den här meningen finns bara i projektets databas: bänken bygger sidan med den.',
};

export function editedRows() {
  const body = readFileSync(
    join(root, 'src/content/articles/bodies', `${EDITED_ARTICLE.id}.txt`),
    'utf8',
  );
  return [
    {
      type: 'article',
      content_id: EDITED_ARTICLE.id,
      content: `${body.trimEnd()}\n\n${EDITED_ARTICLE.sentence}\n`,
    },
  ];
}

const base64url = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The signed-in editor of the bench: an admin of the stub project. */
export const BENCH_EDITOR = {
  id: '5e7b1c9a-0b6f-4c2e-9a43-0d1f6f0c2b11',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'redaktor@startklar.bench',
  email_confirmed_at: '2026-01-01T00:00:00Z',
  phone: '',
  app_metadata: { provider: 'email', providers: ['email'] },
  user_metadata: {},
  identities: [],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  last_sign_in_at: '2026-01-01T00:00:00Z',
};

/** The editor's `konton` row, as a real project holds it for an account that has been used. */
const EDITOR_ACCOUNT = {
  id: '0c4d1a2b-3e5f-4a6b-8c7d-9e0f1a2b3c4d',
  user_id: BENCH_EDITOR.id,
  email: BENCH_EDITOR.email,
  telefon: '070-123 45 67',
  fornamn: 'Rut',
  efternamn: 'Redaktör',
  adress: 'Bänkgatan 1, 111 22 Stockholm',
  username: null,
  avatar_url: null,
  details_confirmed_at: '2026-01-01T00:00:00Z',
  created_at: '2026-01-01T00:00:00Z',
};

/** An access token for the editor (unsigned: the stub only reads whom it names) valid a day. */
function editorToken() {
  const now = Math.floor(Date.now() / 1000);
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({
    aud: 'authenticated',
    exp: now + 86_400,
    iat: now,
    sub: BENCH_EDITOR.id,
    email: BENCH_EDITOR.email,
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'otp', timestamp: now }],
    session_id: '7d0e4c52-9b1a-4f3e-8c61-2a5b9e3d4f10',
  })}.bench`;
}

/**
 * The session supabase-js keeps in localStorage (under `sb-<host's first label>-auth-token`) for
 * the signed-in editor, as it stores one after a sign-in.
 */
export function editorSession() {
  const now = Math.floor(Date.now() / 1000);
  return {
    access_token: editorToken(),
    token_type: 'bearer',
    expires_in: 86_400,
    expires_at: now + 86_400,
    refresh_token: 'bench-refresh-token',
    user: BENCH_EDITOR,
  };
}

/**
 * Starts the stub on `port`; `requests` lists every request it has had ("METHOD /path?query", and
 * " [editor]" when it carried the editor's token).
 */
export async function startStubProject(port) {
  const requests = [];
  const server = createServer((req, res) => {
    const signedIn = /^Bearer [^.]+\.[^.]+\.bench$/.test(String(req.headers.authorization ?? ''));
    requests.push(`${req.method} ${req.url}${signedIn ? ' [editor]' : ''}`);
    res.setHeader('Access-Control-Allow-Origin', '*');
    // The headers the browser asks for, by name: `*` does not cover Authorization (and Chrome
    // reports the page for relying on it).
    res.setHeader(
      'Access-Control-Allow-Headers',
      String(
        req.headers['access-control-request-headers'] ?? 'authorization, apikey, content-type',
      ),
    );
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PATCH, DELETE, OPTIONS');
    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      res.end();
      return;
    }
    res.setHeader('Content-Type', 'application/json');
    if (signedIn && req.method === 'GET' && req.url?.startsWith('/auth/v1/user')) {
      res.end(JSON.stringify(BENCH_EDITOR));
      return;
    }
    if (signedIn && req.method === 'GET' && req.url?.startsWith('/rest/v1/konton?')) {
      // The editor's own account row (row-level security: one row, the caller's).
      const row = EDITOR_ACCOUNT;
      const wantsOne = String(req.headers.accept ?? '').includes('vnd.pgrst.object');
      res.end(JSON.stringify(wantsOne ? row : [row]));
      return;
    }
    if (signedIn && req.method === 'POST' && req.url?.startsWith('/rest/v1/rpc/is_admin')) {
      res.end('true');
      return;
    }
    const wantsObject = String(req.headers.accept ?? '').includes('vnd.pgrst.object');
    if (wantsObject) {
      res.statusCode = 406;
      res.end(JSON.stringify({ code: 'PGRST116', message: 'no rows', details: null, hint: null }));
    } else if (req.method === 'GET' && req.url?.startsWith('/rest/v1/content_items?select=type')) {
      res.end(JSON.stringify(editedRows()));
    } else {
      res.end('[]');
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * Opens each page as an anonymous visitor of the hosted site (`startklar.bench`, mapped to the
 * preview server), waits until the app is ready and a little longer, scrolls, and answers the
 * requests that went to the project's address, per page.
 */
export async function anonymousVisits(previewPort, projectUrl, paths) {
  const host = `http://startklar.bench:${previewPort}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--host-resolver-rules=MAP startklar.bench 127.0.0.1',
      // A secure context, as the hosted site (https) is.
      `--unsafely-treat-insecure-origin-as-secure=${host}`,
    ],
  });
  const result = [];
  try {
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const toProject = [];
      const scripts = [];
      page.on('request', (request) => {
        if (request.url().startsWith(projectUrl)) toProject.push(request.url());
      });
      page.on('response', (response) => {
        if (/\.js(\?|$)/.test(response.url())) scripts.push(response);
      });
      await page.goto(`${host}${path}`);
      await page.waitForFunction(
        () => performance.getEntriesByName('startklar:app-ready').length > 0,
        null,
        { timeout: 30_000 },
      );
      await page.mouse.wheel(0, 1500);
      await page.waitForTimeout(2000);
      let loadedClient = false;
      for (const script of scripts)
        if (/GoTrueClient|PostgrestClient/.test(await script.text().catch(() => '')))
          loadedClient = true;
      result.push({ path, requests: toProject, loadedClient });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return result;
}
