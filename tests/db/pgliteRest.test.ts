/**
 * What tests/support/pgliteRest.ts must do beyond answering like the mirror (restDifferential):
 * keep requests atomic, build SQL that no URL or body can break out of, reset to db.ts's seed, and
 * map Postgres errors to PostgREST's statuses.
 */
import { getResponse } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb } from '../../src/mocks/db';
import { getDemoInboxFor } from '../../src/mocks/demoMail';
import { createHandlers } from '../../src/mocks/handlers';
import { advanceClock, NODE_BASE_URL, resetDb } from '../../src/mocks/node';
import { DEMO_ANON_KEY } from '../../src/services/client';
import { createPgliteRest, statusForSqlState } from '../support/pgliteRest';
import { DB_START_TIMEOUT } from './pglite';

const pg = createPgliteRest();
const handlers = createHandlers(NODE_BASE_URL, { rest: pg.backend });

beforeAll(() => pg.start(), DB_START_TIMEOUT);
afterAll(() => pg.close());
beforeEach(async () => {
  resetDb();
  await pg.reset();
});

async function send(
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  const request = new Request(`${NODE_BASE_URL}${path}`, {
    method,
    headers: {
      apikey: DEMO_ANON_KEY,
      Authorization: `Bearer ${token ?? DEMO_ANON_KEY}`,
      'Content-Type': 'application/json',
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const response = await getResponse(handlers, request);
  if (response === undefined) throw new Error(`no handler for ${method} ${path}`);
  const text = await response.text();
  return { status: response.status, body: text === '' ? '' : (JSON.parse(text) as unknown) };
}

async function tokenFor(email: string): Promise<string> {
  await send('POST', '/auth/v1/otp', null, { email, create_user: true, data: {} });
  const code = getDemoInboxFor(email)[0]?.code ?? '';
  const verified = await send('POST', '/auth/v1/verify', null, {
    email,
    token: code,
    type: 'email',
  });
  advanceClock(61_000);
  return (verified.body as { access_token: string }).access_token;
}

describe('PGlite /rest/v1', () => {
  it('knows the caller: their auth.users row, and admins from the demo auth server', async () => {
    const admin = await tokenFor('admin@example.com');
    expect((await send('POST', '/rest/v1/rpc/is_admin', admin, {})).body).toBe(true);
    const db = await pg.db();
    const { rows } = await db.query<{ email: string }>('select email from auth.users');
    expect(rows).toEqual([{ email: 'admin@example.com' }]);
    expect(await pg.rows('admins')).toEqual([{ user_id: getDb().admins[0]?.user_id }]);
  });

  it('runs a request in one transaction: a refused second row leaves no first row', async () => {
    const owner = await tokenFor('agare@example.com');
    const result = { user_email: 'agare@example.com', answers: [], business_type: 'x' };
    const refused = await send('POST', '/rest/v1/user_quiz_results', owner, [
      result,
      { ...result, user_email: 'annan@example.com' },
    ]);
    expect(refused).toMatchObject({ status: 403, body: { code: '42501' } });
    expect(await pg.rows('user_quiz_results')).toEqual([]);
  });

  it('undoes a change whose representation is not the one row .single() asked for', async () => {
    const admin = await tokenFor('admin@example.com');
    for (const id of ['a', 'b'])
      await send('POST', '/rest/v1/content_items', admin, { type: 't', content_id: id });
    const answer = await send(
      'PATCH',
      '/rest/v1/content_items?type=eq.t&select=id,content',
      admin,
      {
        content: 'ändrad',
      },
      { Prefer: 'return=representation', Accept: 'application/vnd.pgrst.object+json' },
    );
    expect(answer).toMatchObject({ status: 406, body: { code: 'PGRST116' } });
    const rows = await pg.rows('content_items');
    expect(rows.filter((r) => r.type === 't').map((r) => r.content)).toEqual(['', '']);
  });

  it('takes quotes in values, aliases and bodies as data, never as SQL', async () => {
    const admin = await tokenFor('admin@example.com');
    const nasty = `x'); drop table public.content_items; --"`;
    expect(
      (await send('POST', '/rest/v1/content_items', admin, { type: 't', content_id: nasty }))
        .status,
    ).toBe(201);
    const found = await send(
      'GET',
      `/rest/v1/content_items?select=${encodeURIComponent('a"b:content_id')}&content_id=eq.${encodeURIComponent(nasty)}`,
      null,
    );
    expect(found).toEqual({ status: 200, body: [{ 'a"b': nasty }] });
    const listed = await send(
      'GET',
      `/rest/v1/content_items?select=content_id&content_id=in.(${encodeURIComponent(`"${nasty}",valkommen`)})&order=id.asc`,
      null,
    );
    expect(listed.body).toEqual([{ content_id: 'valkommen' }, { content_id: nasty }]);
  });

  it('reset() brings back db.ts seed and its next ids', async () => {
    const admin = await tokenFor('admin@example.com');
    await send('POST', '/rest/v1/content_items', admin, { type: 't', content_id: 'a' });
    await send('DELETE', '/rest/v1/content_items?type=eq.demo', admin);
    resetDb();
    await pg.reset();
    expect((await pg.rows('content_items')).map((r) => [r.id, r.content_id])).toEqual([
      [1, 'valkommen'],
    ]);
    expect(await pg.rows('admins')).toEqual([]);
    const again = await tokenFor('admin@example.com');
    const created = await send(
      'POST',
      '/rest/v1/content_items?select=id',
      again,
      { type: 't', content_id: 'b' },
      { Prefer: 'return=representation' },
    );
    expect(created.body).toEqual([{ id: getDb().nextIds.content_items }]);
  });
});

describe('statusForSqlState: PostgREST’s HTTP status for a Postgres error', () => {
  it.each([
    ['42501', 'anon', 401],
    ['42501', 'user', 403],
    ['23505', 'user', 409],
    ['23503', 'user', 409],
    ['23502', 'user', 400],
    ['23514', 'user', 400],
    ['42703', 'user', 400],
    ['22P02', 'user', 400],
    ['42883', 'user', 404],
    ['42P01', 'user', 404],
    ['P0001', 'user', 400],
    ['P0002', 'user', 500],
    ['53400', 'user', 500],
    ['53100', 'user', 503],
    ['08006', 'user', 503],
    ['25006', 'user', 405],
    ['40001', 'user', 500],
  ] as const)('%s for %s → %i', (code, caller, status) => {
    const claims =
      caller === 'anon'
        ? null
        : { sub: 'u', email: 'u@example.com', role: 'authenticated' as const };
    expect(statusForSqlState(code, claims)).toBe(status);
  });
});
