/**
 * The browser demo's /rest/v1 (the JavaScript mirror: db.ts's tables, policies.ts's rules) must
 * answer exactly as the same protocol run on Postgres with the real migrations
 * (tests/support/pgliteRest.ts): the same request sequence goes to both, and every answer must
 * have the same status, Content-Range and body. The requests are the ones the app's services send
 * (accounts, quizResults, contentItems, admin), plus the edges of the query language the mock
 * accepts.
 */
import { getResponse, type RequestHandler } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDemoInboxFor } from '../../src/mocks/demoMail';
import { createHandlers } from '../../src/mocks/handlers';
import { advanceClock, NODE_BASE_URL, resetDb } from '../../src/mocks/node';
import { getDb } from '../../src/mocks/db';
import { DEMO_ANON_KEY } from '../../src/services/client';
import { createPgliteRest } from '../support/pgliteRest';
import { DB_START_TIMEOUT } from './pglite';

const pg = createPgliteRest();
const BACKENDS: Record<'mirror' | 'postgres', RequestHandler[]> = {
  mirror: createHandlers(NODE_BASE_URL),
  postgres: createHandlers(NODE_BASE_URL, { rest: pg.backend }),
};

beforeAll(() => pg.start(), DB_START_TIMEOUT);
afterAll(() => pg.close());
beforeEach(async () => {
  resetDb();
  await pg.reset();
});

interface Step {
  method?: string;
  path: string;
  /** null: the anon key alone. */
  token: string | null;
  body?: unknown;
  headers?: Record<string, string>;
}

interface Answer {
  status: number;
  contentRange: string | null;
  body: unknown;
}

const SINGLE = { Accept: 'application/vnd.pgrst.object+json' };
const RETURN = { Prefer: 'return=representation' };

async function call(handlers: RequestHandler[], step: Step): Promise<Response> {
  const headers: Record<string, string> = {
    apikey: DEMO_ANON_KEY,
    Authorization: `Bearer ${step.token ?? DEMO_ANON_KEY}`,
    ...(step.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    ...step.headers,
  };
  const request = new Request(`${NODE_BASE_URL}${step.path}`, {
    method: step.method ?? 'GET',
    headers,
    ...(step.body === undefined ? {} : { body: JSON.stringify(step.body) }),
  });
  const response = await getResponse(handlers, request);
  if (response === undefined)
    throw new Error(`no handler for ${step.method ?? 'GET'} ${step.path}`);
  return response;
}

/** Timestamps in Postgres's JSON form stand for any instant; generated uuids for any id. */
function normalise(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => normalise(v));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value)
        .map(([k, v]) => [k, normalise(v, k)] as const)
        .sort(([a], [b]) => a.localeCompare(b)),
    );
  if (typeof value !== 'string') return value;
  if (/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,6})?\+00:00$/.test(value)) return '<timestamptz>';
  if (key === 'id' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value))
    return '<uuid>';
  // Calendar feed tokens are random on both sides (the row's column and renew's answer).
  if ((key === 'feed_token' || key === '') && /^[0-9a-f]{64}$/.test(value)) return '<feed token>';
  if (key === 'user_id' && /^[0-9a-f-]{36}$/.test(value)) return '<uuid>';
  // A plan id the database made (the hex of a random uuid); one a client wrote stays as it is.
  if (key === 'plan_id' && /^[0-9a-f]{32}$/.test(value)) return '<plan id>';
  return value;
}

async function answer(response: Response): Promise<Answer> {
  const text = await response.text();
  return {
    status: response.status,
    contentRange: response.headers.get('content-range'),
    body: text === '' ? '' : normalise(JSON.parse(text) as unknown),
  };
}

/** Each auth user's pending reauthentication code (GoTrue's copy, which a step may void). */
const reauthenticationTokens = () =>
  new Map(getDb().users.map((user) => [user.id, user.reauthentication_token ?? null]));

function restoreTokens(tokens: Map<string, string | null>): void {
  for (const user of getDb().users)
    if (tokens.has(user.id)) user.reauthentication_token = tokens.get(user.id) ?? null;
}

/**
 * Sends each step to both backends (in turn, so both see the same sequence); lists the answers
 * that differ. Postgres copies the caller's auth.users row from the demo auth server before each
 * request; the mirror's step may have voided the reauthentication code there (the fifth wrong
 * try), so Postgres is shown the code as it was before the step.
 */
async function differences(steps: Step[]): Promise<string> {
  const found: string[] = [];
  for (const step of steps) {
    const before = reauthenticationTokens();
    const mirror = await answer(await call(BACKENDS.mirror, step));
    const after = reauthenticationTokens();
    restoreTokens(before);
    const postgres = await answer(await call(BACKENDS.postgres, step));
    restoreTokens(after);
    // Requests never share a millisecond of the mirror's clock (Postgres's are µs apart anyway),
    // so "newest first" orders the same on both.
    advanceClock(1_000);
    try {
      expect(mirror).toEqual(postgres);
    } catch {
      found.push(
        `${step.method ?? 'GET'} ${step.path}: mirror ${JSON.stringify(mirror)} ≠ postgres ${JSON.stringify(postgres)}`,
      );
    }
  }
  return found.join('\n');
}

/** A signed-in user's access token, through the demo auth server (shared by both backends). */
async function tokenFor(email: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    call(BACKENDS.mirror, { method: 'POST', path, token: null, body });
  expect((await post('/auth/v1/otp', { email, create_user: true, data: {} })).status).toBe(200);
  const code = getDemoInboxFor(email)[0]?.code ?? '';
  const verified = await post('/auth/v1/verify', { email, token: code, type: 'email' });
  expect(verified.status).toBe(200);
  advanceClock(61_000);
  return ((await verified.json()) as { access_token: string }).access_token;
}

const OWNER = 'agare@example.com';
const OTHER = 'granne@example.com';
const ADMIN = 'admin@example.com';
const ACCOUNT = {
  fornamn: 'Sara',
  efternamn: 'Ek',
  telefon: '070-123 45 67',
  adress: 'Storgatan 1',
};

describe('mirror ↔ Postgres: the same answers to the same requests', () => {
  it('konton: what accounts.ts sends, and what row-level security and the constraints refuse', async () => {
    const owner = await tokenFor(OWNER);
    const other = await tokenFor(OTHER);
    const own = `/rest/v1/konton?email=eq.${OWNER}`;
    expect(
      await differences([
        { path: `/rest/v1/konton?select=*&email=eq.${OWNER}`, token: null },
        { path: `/rest/v1/konton?select=*&email=eq.${OWNER}`, token: owner },
        // insert(): .insert().select().single()
        {
          method: 'POST',
          path: '/rest/v1/konton?select=*',
          token: owner,
          body: { email: OWNER, ...ACCOUNT },
          headers: { ...RETURN, ...SINGLE },
        },
        {
          method: 'POST',
          path: '/rest/v1/konton?select=*',
          token: owner,
          body: { email: OWNER, ...ACCOUNT },
          headers: { ...RETURN, ...SINGLE },
        },
        // The same address in other letters: one account per address whatever its case.
        {
          method: 'POST',
          path: '/rest/v1/konton',
          token: owner,
          body: { email: OWNER.toUpperCase(), ...ACCOUNT },
        },
        { method: 'POST', path: '/rest/v1/konton', token: owner, body: { email: OTHER } },
        { method: 'POST', path: '/rest/v1/konton', token: null, body: { email: OWNER } },
        { method: 'POST', path: '/rest/v1/konton', token: other, body: {} },
        {
          method: 'POST',
          path: '/rest/v1/konton',
          token: other,
          body: { email: OTHER, fornamn: 'A', details_confirmed_at: null },
        },
        { path: `/rest/v1/konton?select=*&email=eq.${OWNER}`, token: owner },
        { path: `/rest/v1/konton?select=*&email=eq.${OWNER}`, token: other },
        // updateAddress / confirmDetails / updateProfile: .update().eq().select().single()
        {
          method: 'PATCH',
          path: `${own}&select=*`,
          token: owner,
          body: { adress: 'Lillgatan 2' },
          headers: { ...RETURN, ...SINGLE },
        },
        {
          method: 'PATCH',
          path: `${own}&select=*`,
          token: owner,
          body: { details_confirmed_at: '2026-11-24T10:00:00.123Z' },
          headers: { ...RETURN, ...SINGLE },
        },
        {
          method: 'PATCH',
          path: `${own}&select=*`,
          token: owner,
          body: { email: OTHER, telefon: '1', username: 'x' },
          headers: { ...RETURN, ...SINGLE },
        },
        {
          method: 'PATCH',
          path: `/rest/v1/konton?email=eq.${OTHER}&select=*`,
          token: owner,
          body: { adress: 'Kapad 1' },
          headers: { ...RETURN, ...SINGLE },
        },
        { method: 'PATCH', path: own, token: owner, body: { id: OWNER } },
        { method: 'PATCH', path: own, token: owner, body: { nope: 1 } },
        { method: 'PATCH', path: '/rest/v1/konton', token: owner, body: { adress: 'x' } },
        { method: 'DELETE', path: own, token: owner },
        { method: 'DELETE', path: own, token: null },
        { path: '/rest/v1/konton?select=id,adress,details_confirmed_at', token: owner },
        { path: '/rest/v1/konton?select=*', token: other },
      ]),
    ).toBe('');
  });

  it('user_quiz_results: insert and list as quizResults.ts does; no changes afterwards', async () => {
    const owner = await tokenFor(OWNER);
    const other = await tokenFor(OTHER);
    const result = { user_email: OWNER, answers: ['Tech', 'Ensam'], business_type: 'Konsult' };
    // listMine(); rows saved by one request share created_at (one transaction): ties are broken by id.
    const list = `/rest/v1/user_quiz_results?select=*&user_email=eq.${OWNER}&order=created_at.desc`;
    expect(
      await differences([
        { method: 'POST', path: '/rest/v1/user_quiz_results', token: null, body: result },
        {
          method: 'POST',
          path: '/rest/v1/user_quiz_results',
          token: owner,
          body: { ...result, personal_text: null },
        },
        { path: list, token: owner },
        {
          method: 'POST',
          path: '/rest/v1/user_quiz_results?select=id,business_type',
          token: owner,
          body: [
            { ...result, business_type: 'Café' },
            { ...result, business_type: 'App' },
          ],
          headers: RETURN,
        },
        { method: 'POST', path: '/rest/v1/user_quiz_results', token: other, body: result },
        {
          method: 'POST',
          path: '/rest/v1/user_quiz_results',
          token: owner,
          body: { ...result, user_id: '00000000-0000-4000-8000-000000000009' },
        },
        { path: `${list},id.asc`, token: owner },
        { path: list, token: other },
        { path: list, token: null },
        { path: '/rest/v1/user_quiz_results?select=id&id=gte.2&order=id.asc', token: owner },
        {
          method: 'PATCH',
          path: '/rest/v1/user_quiz_results?id=eq.1',
          token: owner,
          body: { business_type: 'Annat' },
        },
        { method: 'DELETE', path: '/rest/v1/user_quiz_results?id=eq.1', token: owner },
      ]),
    ).toBe('');
  });

  it('content_items: read by everyone, written by admins only, as contentItems.ts does', async () => {
    const admin = await tokenFor(ADMIN);
    const owner = await tokenFor(OWNER);
    const valkommen = '/rest/v1/content_items?type=eq.demo&content_id=eq.valkommen';
    expect(
      await differences([
        // get(): .select('content, title').eq().eq().maybeSingle()
        {
          path: `/rest/v1/content_items?select=content,title&type=eq.demo&content_id=eq.valkommen`,
          token: null,
        },
        {
          path: `/rest/v1/content_items?select=content,title&type=eq.article&content_id=eq.x`,
          token: owner,
        },
        { path: `${valkommen}&select=*`, token: null, headers: SINGLE },
        {
          path: '/rest/v1/content_items?select=*&content_id=eq.finns-inte',
          token: null,
          headers: SINGLE,
        },
        // save() as a non-admin: update sees no row, insert is refused.
        {
          method: 'PATCH',
          path: `${valkommen}&select=id`,
          token: owner,
          body: { content: 'x', title: 'y', updated_at: '2026-11-24T10:00:00.000Z' },
          headers: RETURN,
        },
        {
          method: 'POST',
          path: '/rest/v1/content_items',
          token: owner,
          body: { type: 'article', content_id: 'ab', content: 'x', title: null },
        },
        { method: 'POST', path: '/rest/v1/content_items', token: null, body: { type: 'a' } },
        // save() as the admin: insert, then update.
        {
          method: 'POST',
          path: '/rest/v1/content_items',
          token: admin,
          body: { type: 'blog-meta', content_id: 'a-title', content: 'A', title: null },
        },
        {
          method: 'POST',
          path: '/rest/v1/content_items',
          token: admin,
          body: { type: 'blog-meta', content_id: 'b-title', content: '', title: 'B' },
        },
        {
          method: 'POST',
          path: '/rest/v1/content_items',
          token: admin,
          body: { type: 'blog-meta', content_id: 'a-title', content: 'igen', title: null },
        },
        { method: 'POST', path: '/rest/v1/content_items', token: admin, body: { type: 'x' } },
        // content has a default ('').
        {
          method: 'POST',
          path: '/rest/v1/content_items?select=content_id,content,title',
          token: admin,
          body: { type: 'x', content_id: 'utan-text' },
          headers: RETURN,
        },
        {
          method: 'PATCH',
          path: `${valkommen}&select=id`,
          token: admin,
          body: { content: 'Ny', title: 'Ny titel', updated_at: '2026-11-24T10:00:00.000Z' },
          headers: RETURN,
        },
        // save() with a version (issue 23): the database counts; a stale version changes nothing.
        {
          method: 'PATCH',
          path: `${valkommen}&version=eq.1&select=content,version`,
          token: admin,
          body: { content: 'Ny', title: 'Ny titel' },
          headers: RETURN,
        },
        {
          method: 'PATCH',
          path: `${valkommen}&version=eq.1&select=content,version`,
          token: admin,
          body: { content: 'Inaktuell' },
          headers: RETURN,
        },
        {
          method: 'PATCH',
          path: `${valkommen}&version=eq.2&select=id,version`,
          token: owner,
          body: { content: 'Inte admin' },
          headers: RETURN,
        },
        {
          method: 'POST',
          path: '/rest/v1/content_items?select=content_id,version',
          token: admin,
          body: { type: 'article', content_id: 'ny', content: 'Första', title: null },
          headers: { ...RETURN, ...SINGLE },
        },
        // The bookkeeping is the database's: no grant on it, for anybody.
        {
          method: 'PATCH',
          path: `${valkommen}&select=id`,
          token: admin,
          body: { version: 9 },
        },
        {
          method: 'POST',
          path: '/rest/v1/content_items',
          token: admin,
          body: { type: 'x', content_id: 'y', content: 'z', updated_by: null },
        },
        // Length limits: 100 000 characters of content.
        {
          method: 'POST',
          path: '/rest/v1/content_items',
          token: admin,
          body: { type: 'x', content_id: 'lang', content: 'a'.repeat(100_001) },
        },
        // Who saved a text is read by nobody through the API (issue 54): not in a select, a
        // filter or `*`, not even by an admin (the revisions say who, to admins).
        { path: '/rest/v1/content_items?select=content_id,updated_by', token: null },
        { path: '/rest/v1/content_items?select=content_id&updated_by=is.null', token: owner },
        { path: '/rest/v1/content_items?select=*', token: admin },
        { path: '/rest/v1/content_items?select=content_id&order=updated_by.asc', token: admin },
        // A text with revisions cannot be deleted: its history stays (on delete restrict).
        { method: 'DELETE', path: valkommen, token: admin, headers: RETURN },
        { path: `${valkommen}&select=content_id,version`, token: null },
        // revisions(): admins read every version; others see none, visitors may not ask.
        {
          path: '/rest/v1/content_item_revisions?select=version,content,title,author_email&order=version.desc',
          token: admin,
        },
        { path: '/rest/v1/content_item_revisions?select=version', token: owner },
        { path: '/rest/v1/content_item_revisions?select=version', token: null },
        {
          method: 'DELETE',
          path: '/rest/v1/content_item_revisions?version=eq.1',
          token: admin,
        },
        {
          method: 'POST',
          path: '/rest/v1/content_item_revisions',
          token: admin,
          body: { item_id: 1, version: 5, content: 'påhittad' },
        },
        // getMany(): .in('content_id', [...])
        {
          path: '/rest/v1/content_items?select=content_id,content&type=eq.blog-meta&content_id=in.(a-title,b-title,c-title)',
          token: null,
        },
        { path: '/rest/v1/content_items?select=*&order=id.desc', token: null },
        {
          path: '/rest/v1/content_items?select=id,rubrik:title&order=title.asc.nullsfirst&limit=2&offset=1',
          token: null,
        },
        {
          path: '/rest/v1/content_items?select=id&order=id.asc&limit=1',
          token: null,
          headers: { Prefer: 'count=exact' },
        },
        { method: 'HEAD', path: '/rest/v1/content_items?select=*', token: null },
        { method: 'HEAD', path: '/rest/v1/admins?select=*', token: null },
        {
          method: 'DELETE',
          path: '/rest/v1/content_items?content_id=eq.b-title&select=content_id',
          token: admin,
          headers: { ...RETURN, ...SINGLE },
        },
        { method: 'DELETE', path: '/rest/v1/content_items?content_id=eq.a-title', token: owner },
        { path: '/rest/v1/content_items?select=content_id&order=id.asc', token: owner },
      ]),
    ).toBe('');
  });

  it('admins and rpc/is_admin', async () => {
    const admin = await tokenFor(ADMIN);
    const owner = await tokenFor(OWNER);
    expect(
      await differences([
        { method: 'POST', path: '/rest/v1/rpc/is_admin', token: null, body: {} },
        { method: 'POST', path: '/rest/v1/rpc/is_admin', token: owner, body: {} },
        { method: 'POST', path: '/rest/v1/rpc/is_admin', token: admin, body: {} },
        { path: '/rest/v1/admins?select=*', token: admin },
        { path: '/rest/v1/admins?select=*', token: owner },
        { path: '/rest/v1/admins?select=*', token: null },
        { method: 'POST', path: '/rest/v1/admins', token: owner, body: { user_id: 'x' } },
      ]),
    ).toBe('');
  });

  it('the query language at its edges', async () => {
    const admin = await tokenFor(ADMIN);
    const items = '/rest/v1/content_items?select=content_id';
    expect(
      await differences([
        {
          method: 'POST',
          path: '/rest/v1/content_items',
          token: admin,
          body: [
            { type: 'page', content_id: 'tom', content: '', title: null },
            { type: 'page', content_id: 'Stor', content: 'Text', title: 'Rubrik' },
            { type: 'page', content_id: 'ärende', content: 'Ä', title: 'Ärende' },
          ],
        },
        { path: `${items}&title=not.eq.Rubrik`, token: null },
        { path: `${items}&title=neq.Rubrik`, token: null },
        { path: `${items}&title=is.null`, token: null },
        { path: `${items}&title=not.is.null`, token: null },
        { path: `${items}&title=is.true`, token: null },
        { path: `${items}&id=not.is.unknown`, token: null },
        { path: `${items}&content=in.()`, token: null },
        { path: `${items}&content_id=not.in.(tom,Stor)`, token: null },
        { path: `${items}&content_id=like.*o*`, token: null },
        { path: `${items}&order=content_id.asc`, token: null },
        { path: `${items}&order=type.desc,content_id.desc`, token: null },
        { path: `${items}&content_id=ilike.stor`, token: null },
        { path: `${items}&content_id=not.ilike.s*`, token: null },
        { path: `${items}&id=gt.1&id=lte.3`, token: null },
        { path: `${items}&id=eq.abc`, token: null },
        { path: `${items}&id=in.(1,x)`, token: null },
        { path: '/rest/v1/konton?select=id&user_id=eq.abc', token: null },
        { path: `${items}&updated_at=gt.2026-01-01T00:00:00Z&order=id.asc`, token: null },
        { path: `${items}&updated_at=eq.2026-01-01T00:00:00Z`, token: null },
        { path: `${items}&updated_at=lt.nu`, token: null },
        { path: `${items}&nope=eq.1`, token: null },
        { path: `/rest/v1/content_items?select=nope`, token: null },
        { path: `${items}&order=nope.asc`, token: null },
        { path: `${items}&content_id=foo.bar`, token: null },
        { path: `/rest/v1/content_items?select=*,konton(*)`, token: null },
        { path: '/rest/v1/users?select=*', token: null },
        { method: 'PUT', path: `${items}&content_id=eq.tom`, token: admin, body: {} },
        {
          method: 'PATCH',
          path: `${items}&content_id=eq.tom`,
          token: admin,
          body: {},
          headers: RETURN,
        },
        {
          method: 'PATCH',
          path: `${items}&content_id=eq.tom`,
          token: admin,
          body: [{ content: 'x' }],
        },
        {
          method: 'PATCH',
          path: `${items}&type=eq.page`,
          token: admin,
          body: { content_id: 'Stor' },
          headers: RETURN,
        },
        {
          method: 'PATCH',
          path: `${items}&type=eq.page`,
          token: admin,
          body: { content: 'Alla' },
          headers: { ...RETURN, ...SINGLE },
        },
        { path: '/rest/v1/content_items?select=content_id,content&order=id.asc', token: null },
      ]),
    ).toBe('');
  });
  it('an account that changes address and is deleted: the row follows, delete_my_account answers alike', async () => {
    const owner = await tokenFor(OWNER);
    const other = await tokenFor(OTHER);
    const auth = (method: string, path: string, token: string, body?: unknown) =>
      call(BACKENDS.mirror, { method, path, token, ...(body === undefined ? {} : { body }) });
    const result = { answers: ['Tech'], business_type: 'Konsult' };
    expect(
      await differences([
        {
          method: 'POST',
          path: '/rest/v1/konton',
          token: owner,
          body: { email: OWNER, ...ACCOUNT },
        },
        {
          method: 'POST',
          path: '/rest/v1/konton',
          token: other,
          body: { email: OTHER, ...ACCOUNT },
        },
        {
          method: 'POST',
          path: '/rest/v1/user_quiz_results',
          token: owner,
          body: { ...result, user_email: OWNER },
        },
        {
          method: 'POST',
          path: '/rest/v1/user_quiz_results',
          token: other,
          body: { ...result, user_email: OTHER },
        },
        // Both have a start plan (issue 39): the owner's goes with the account.
        { method: 'POST', path: '/rest/v1/startplans', token: owner, body: { answers: 'form=ab' } },
        { method: 'POST', path: '/rest/v1/startplans', token: other, body: { answers: 'form=ef' } },
      ]),
    ).toBe('');

    // The owner changes address (a code to each address); the new session carries it.
    const moved = 'flyttad@example.com';
    expect((await auth('PUT', '/auth/v1/user', owner, { email: moved })).status).toBe(200);
    const codeOf = (address: string) => getDemoInboxFor(address)[0]?.code ?? '';
    const verify = (email: string) =>
      call(BACKENDS.mirror, {
        method: 'POST',
        path: '/auth/v1/verify',
        token: null,
        body: { email, token: codeOf(email), type: 'email_change' },
      });
    expect((await verify(OWNER)).status).toBe(200);
    const changed = await verify(moved);
    expect(changed.status).toBe(200);
    const ownerNow = ((await changed.json()) as { access_token: string }).access_token;
    expect(
      await differences([
        // The old token (old address) cannot move the row; the new one moves it to the new address.
        {
          method: 'PATCH',
          path: `/rest/v1/konton?email=eq.${OWNER}&select=email`,
          token: owner,
          body: { email: moved },
          headers: { ...RETURN, ...SINGLE },
        },
        {
          method: 'PATCH',
          path: `/rest/v1/konton?email=eq.${OWNER}&select=email`,
          token: ownerNow,
          body: { email: OTHER },
          headers: { ...RETURN, ...SINGLE },
        },
        {
          method: 'PATCH',
          path: `/rest/v1/konton?email=eq.${OWNER}&select=email`,
          token: ownerNow,
          body: { email: moved },
          headers: { ...RETURN, ...SINGLE },
        },
        { path: '/rest/v1/konton?select=email', token: ownerNow },
        { path: '/rest/v1/user_quiz_results?select=user_email', token: ownerNow },
      ]),
    ).toBe('');

    // The owner deletes the account: refusals first, then the right code.
    expect((await auth('GET', '/auth/v1/reauthenticate', ownerNow)).status).toBe(200);
    const ownerCode = codeOf(moved);
    const wrong = ownerCode === '000000' ? '111111' : '000000';
    const rpc = (token: string | null, body: unknown) => ({
      method: 'POST',
      path: '/rest/v1/rpc/delete_my_account',
      token,
      body,
    });
    expect(
      await differences([
        rpc(null, { code: ownerCode }),
        rpc(ownerNow, {}),
        rpc(ownerNow, { code: wrong }),
        rpc(ownerNow, { code: wrong }),
        rpc(ownerNow, { code: ownerCode }),
        rpc(ownerNow, { code: ownerCode }),
        { path: '/rest/v1/konton?select=email', token: ownerNow },
        { path: '/rest/v1/konton?select=email', token: other },
        { path: '/rest/v1/user_quiz_results?select=user_email', token: other },
        { path: '/rest/v1/startplans?select=answers', token: other },
      ]),
    ).toBe('');
    // Only the other user's plan is left, on both sides.
    const plans = (rows: readonly { answers?: unknown }[]) => rows.map((row) => row.answers);
    expect(plans(getDb().startplans)).toEqual(['form=ef']);
    expect(plans(await pg.rows('startplans'))).toEqual(['form=ef']);

    // The other user has an avatar file: the right code is kept until it is gone; five wrong
    // tries make the code void.
    // The two backends made the row with ids of their own: the file is named after each.
    const mirrorId = getDb().konton.find((k) => k.email === OTHER)?.id;
    const postgresId = (await pg.rows('konton')).find((k) => k.email === OTHER)?.id;
    for (const id of [mirrorId, postgresId])
      getDb().objects.push({
        id: crypto.randomUUID(),
        bucket_id: 'avatars',
        name: `${String(id)}-1.png`,
        owner: null,
        content_type: 'image/png',
        cache_control: '3600',
        size: 1,
        data_base64: 'AA==',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      });
    expect((await auth('GET', '/auth/v1/reauthenticate', other)).status).toBe(200);
    const otherCode = codeOf(OTHER);
    const otherWrong = otherCode === '000000' ? '111111' : '000000';
    expect(
      await differences([
        rpc(other, { code: otherCode }),
        ...Array.from({ length: 5 }, () => rpc(other, { code: otherWrong })),
        rpc(other, { code: otherCode }),
        { path: '/rest/v1/konton?select=email', token: other },
      ]),
    ).toBe('');
  });
  it('check_reauthentication and the length limits answer alike', async () => {
    const owner = await tokenFor(OWNER);
    const long = (n: number) => 'å'.repeat(n);
    expect(
      await differences([
        // One character over a limit: 23514 from both; at the limit the row goes in.
        {
          method: 'POST',
          path: '/rest/v1/konton',
          token: owner,
          body: { email: OWNER, ...ACCOUNT, fornamn: long(101) },
        },
        {
          method: 'POST',
          path: '/rest/v1/konton',
          token: owner,
          body: { email: OWNER, ...ACCOUNT, adress: long(301) },
        },
        {
          method: 'POST',
          path: '/rest/v1/konton?select=fornamn',
          token: owner,
          body: { email: OWNER, ...ACCOUNT, fornamn: long(100), adress: long(300) },
          headers: RETURN,
        },
        {
          method: 'PATCH',
          path: `/rest/v1/konton?email=eq.${OWNER}`,
          token: owner,
          body: { telefon: long(31) },
        },
        {
          method: 'POST',
          path: '/rest/v1/user_quiz_results',
          token: owner,
          body: { user_email: OWNER, answers: ['Tech'], business_type: long(2001) },
        },
      ]),
    ).toBe('');

    expect(
      (await call(BACKENDS.mirror, { path: '/auth/v1/reauthenticate', token: owner })).status,
    ).toBe(200);
    const code = getDemoInboxFor(OWNER)[0]?.code ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    const rpc = (token: string | null, body: unknown) => ({
      method: 'POST',
      path: '/rest/v1/rpc/check_reauthentication',
      token,
      body,
    });
    expect(
      await differences([
        rpc(null, { code }),
        rpc(owner, {}),
        rpc(owner, { code: wrong }),
        rpc(owner, { code }),
        rpc(owner, { code }),
        ...Array.from({ length: 4 }, () => rpc(owner, { code: wrong })),
        rpc(owner, { code }),
      ]),
    ).toBe('');
  });

  it('startplans and their calendar feed: what startplans.ts sends, and what the feed answers', async () => {
    const owner = await tokenFor(OWNER);
    const other = await tokenFor(OTHER);
    const own = '/rest/v1/startplans?select=*';
    const plan = { answers: 'form=ab&start=2027-01-15&moms=kvartal', ticks: ['f-skatt'] };
    const feed = (token: string | null, body: unknown) => ({
      method: 'POST',
      path: '/rest/v1/rpc/startplan_feed',
      token,
      body,
    });
    const renew = (token: string | null) => ({
      method: 'POST',
      path: '/rest/v1/rpc/renew_startplan_feed',
      token,
      body: {},
    });
    expect(
      await differences([
        { path: own, token: null },
        { path: own, token: owner },
        renew(owner),
        renew(null),
        // save(): insert the first time, then update the own row.
        { method: 'POST', path: '/rest/v1/startplans', token: null, body: plan },
        {
          method: 'POST',
          path: `${own}`,
          token: owner,
          body: plan,
          headers: { ...RETURN, ...SINGLE },
        },
        { method: 'POST', path: '/rest/v1/startplans', token: owner, body: plan },
        {
          method: 'POST',
          path: '/rest/v1/startplans',
          token: other,
          body: { ...plan, feed_token: 'f'.repeat(64) },
        },
        {
          method: 'POST',
          path: '/rest/v1/startplans',
          token: other,
          body: { answers: 'x'.repeat(501) },
        },
        { path: own, token: owner },
        { path: own, token: other },
        {
          method: 'PATCH',
          path: `${own}&user_id=not.is.null`,
          token: owner,
          body: { answers: 'form=ef&start=2027-02-01&moms=ar', ticks: [] },
          headers: { ...RETURN, ...SINGLE },
        },
        {
          method: 'PATCH',
          path: '/rest/v1/startplans?user_id=not.is.null',
          token: owner,
          body: { feed_token: 'f'.repeat(64) },
        },
        // The plan id: the owner writes one in its format (migration 20261207050000).
        {
          method: 'PATCH',
          path: `${own}&user_id=not.is.null`,
          token: owner,
          body: { plan_id: '0123456789ABCDEF' },
          headers: { ...RETURN, ...SINGLE },
        },
        {
          method: 'PATCH',
          path: `${own}&user_id=not.is.null`,
          token: owner,
          body: { plan_id: '0123456789abcdef', answers: 'form=ef&start=2027-02-01&moms=ar' },
          headers: { ...RETURN, ...SINGLE },
        },
        {
          method: 'POST',
          path: '/rest/v1/startplans',
          token: other,
          body: { ...plan, plan_id: 'short' },
        },
        {
          method: 'PATCH',
          path: `${own}&user_id=not.is.null`,
          token: other,
          body: { answers: 'kapad' },
          headers: { ...RETURN, ...SINGLE },
        },
        feed(null, { token: 'f'.repeat(64) }),
        feed(owner, { token: '' }),
        feed(null, {}),
        feed(null, { token: 'a', other: 1 }),
        renew(owner),
        renew(other),
        { path: '/rest/v1/startplans?select=answers,ticks', token: owner },
      ]),
    ).toBe('');

    // Each backend made a token of its own: each answers its own, and forgets it when renewed.
    const mirrorToken = getDb().startplans[0]?.feed_token ?? '';
    const postgresToken = String((await pg.rows('startplans'))[0]?.feed_token ?? '');
    const ask = async (backend: 'mirror' | 'postgres', token: string) =>
      answer(await call(BACKENDS[backend], feed(null, { token })));
    expect(await ask('mirror', mirrorToken)).toEqual(await ask('postgres', postgresToken));
    expect((await ask('mirror', mirrorToken)).body).toEqual({
      answers: 'form=ef&start=2027-02-01&moms=ar',
      plan_id: '0123456789abcdef',
      budget: null,
    });
    expect(await differences([renew(owner)])).toBe('');
    expect(await ask('mirror', mirrorToken)).toEqual(await ask('postgres', postgresToken));
    expect((await ask('postgres', postgresToken)).body).toBeNull();

    // A tick is at most 100 characters; the owner removes the plan ('Ta bort planen'), nobody else.
    const renewedMirror = getDb().startplans[0]?.feed_token ?? '';
    const renewedPostgres = String((await pg.rows('startplans'))[0]?.feed_token ?? '');
    expect((await ask('mirror', renewedMirror)).body).toEqual({
      answers: 'form=ef&start=2027-02-01&moms=ar',
      plan_id: '0123456789abcdef',
      budget: null,
    });
    expect(
      await differences([
        {
          method: 'PATCH',
          path: '/rest/v1/startplans?user_id=not.is.null',
          token: owner,
          body: { ticks: ['bank', 'x'.repeat(101)] },
        },
        {
          method: 'PATCH',
          path: `${own}&user_id=not.is.null`,
          token: owner,
          body: { ticks: ['å'.repeat(100)] },
          headers: { ...RETURN, ...SINGLE },
        },
        // The budget and the choice to show its amounts in the feed (issue 57).
        {
          method: 'PATCH',
          path: `${own}&user_id=not.is.null`,
          token: owner,
          body: { budget: 'salj=80000&lon=30000', show_amounts: true },
          headers: { ...RETURN, ...SINGLE },
        },
        {
          method: 'PATCH',
          path: '/rest/v1/startplans?user_id=not.is.null',
          token: owner,
          body: { show_amounts: 'kanske' },
        },
        {
          method: 'PATCH',
          path: '/rest/v1/startplans?user_id=not.is.null',
          token: owner,
          body: { budget: 'x'.repeat(5001) },
        },
        {
          path: '/rest/v1/startplans?select=budget,show_amounts&show_amounts=is.true',
          token: owner,
        },
        { path: '/rest/v1/startplans?select=budget&show_amounts=eq.false', token: owner },
        { method: 'DELETE', path: '/rest/v1/startplans?user_id=not.is.null', token: null },
        { method: 'DELETE', path: '/rest/v1/startplans?user_id=not.is.null', token: other },
        { path: '/rest/v1/startplans?select=answers', token: owner },
        { method: 'DELETE', path: '/rest/v1/startplans?user_id=not.is.null', token: owner },
        { path: own, token: owner },
        renew(owner),
      ]),
    ).toBe('');
    expect(await ask('mirror', renewedMirror)).toEqual(await ask('postgres', renewedPostgres));
    expect((await ask('postgres', renewedPostgres)).body).toBeNull();
  });
});
