/**
 * Wire-level checks of the demo backend: status codes, bodies and headers as the real services send
 * them (what supabase-js relies on), checked with plain fetch.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  advanceClock,
  clearFaults,
  failNext,
  getDemoInboxFor,
  pendingFaults,
  NODE_BASE_URL,
  resetDb,
  server,
} from '../../src/mocks/node';
import { DEMO_ANON_KEY } from '../../src/services/client';

const KEY = { apikey: DEMO_ANON_KEY, Authorization: `Bearer ${DEMO_ANON_KEY}` };
const JSON_HEADERS = { ...KEY, 'Content-Type': 'application/json' };
const EMAIL = 'wire@example.com';

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
beforeEach(() => {
  resetDb();
  clearFaults();
});
afterAll(() => {
  server.close();
});

const post = (path: string, body: unknown, headers: Record<string, string> = JSON_HEADERS) =>
  fetch(`${NODE_BASE_URL}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });

async function session(
  email = EMAIL,
): Promise<{ access_token: string; refresh_token: string; user: { id: string } }> {
  await post('/auth/v1/otp', { email, create_user: true, data: {} });
  const code = getDemoInboxFor(email)[0]?.code ?? '';
  const response = await post('/auth/v1/verify', { email, token: code, type: 'email' });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    access_token: string;
    refresh_token: string;
    user: { id: string };
  };
}

describe('gateway', () => {
  it('refuses requests without an apikey, like the API gateway', async () => {
    const response = await fetch(`${NODE_BASE_URL}/rest/v1/content_items?select=*`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  });

  it('refuses a key that is not the demo anon key', async () => {
    const response = await fetch(`${NODE_BASE_URL}/rest/v1/content_items?select=*`, {
      headers: { apikey: 'abc.def.ghi' },
    });
    expect(response.status).toBe(401);
  });
});

describe('faults', () => {
  it('a request held by a delay when the faults are cleared never reaches the backend', async () => {
    failNext({ method: 'POST', path: '/auth/v1/otp' }, { delayMs: 50 });
    const held = post('/auth/v1/otp', { email: EMAIL, create_user: true, data: {} }).then(
      (response) => response.status,
      () => 'network error',
    );
    // The backend has taken the request and holds it.
    await vi.waitFor(() => expect(pendingFaults()).toBe(0));
    // The next test begins: its backend must not receive the last test's slow request.
    clearFaults();
    expect(await held).toBe('network error');
    expect(getDemoInboxFor(EMAIL)).toEqual([]);
    // Not cleared: the delayed request is handled as usual.
    failNext({ method: 'POST', path: '/auth/v1/otp' }, { delayMs: 50 });
    expect((await post('/auth/v1/otp', { email: EMAIL, create_user: true, data: {} })).status).toBe(
      200,
    );
    expect(getDemoInboxFor(EMAIL)).toHaveLength(1);
  });
});

describe('/auth/v1', () => {
  it('answers a second OTP within 60 s exactly as GoTrue', async () => {
    expect((await post('/auth/v1/otp', { email: EMAIL, create_user: true })).status).toBe(200);
    advanceClock(20_500);
    const response = await post('/auth/v1/otp', { email: EMAIL, create_user: true });
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({
      code: 429,
      error_code: 'over_email_send_rate_limit',
      msg: 'For security purposes, you can only request this after 40 seconds.',
    });
  });

  it('does not create users when create_user is false', async () => {
    const response = await post('/auth/v1/otp', { email: EMAIL, create_user: false });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error_code: string }).error_code).toBe('otp_disabled');
    expect(getDemoInboxFor(EMAIL)).toEqual([]);
  });

  it('answers a wrong code with 403 otp_expired', async () => {
    await post('/auth/v1/otp', { email: EMAIL, create_user: true });
    const code = getDemoInboxFor(EMAIL)[0]?.code ?? '';
    const response = await post('/auth/v1/verify', {
      email: EMAIL,
      token: code === '999999' ? '000000' : '999999',
      type: 'email',
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      code: 403,
      error_code: 'otp_expired',
      msg: 'Token has expired or is invalid',
    });
  });

  it('issues JWT-shaped access tokens and GoTrue-shaped users', async () => {
    const body = await session();
    const [header, payload, signature] = body.access_token.split('.');
    expect(signature).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({
      sub: body.user.id,
      email: EMAIL,
      role: 'authenticated',
      aud: 'authenticated',
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(body.user).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      email: EMAIL,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      is_anonymous: false,
    });
    for (const key of [
      'id',
      'email_confirmed_at',
      'user_metadata',
      'identities',
      'created_at',
      'updated_at',
    ]) {
      expect(body.user).toHaveProperty(key);
    }
  });

  it('GET /user needs a live session', async () => {
    const body = await session();
    const auth = { apikey: DEMO_ANON_KEY, Authorization: `Bearer ${body.access_token}` };
    expect((await fetch(`${NODE_BASE_URL}/auth/v1/user`, { headers: auth })).status).toBe(200);
    expect(
      (
        await fetch(`${NODE_BASE_URL}/auth/v1/logout?scope=local`, {
          method: 'POST',
          headers: auth,
        })
      ).status,
    ).toBe(204);
    const after = await fetch(`${NODE_BASE_URL}/auth/v1/user`, { headers: auth });
    expect(after.status).toBe(403);
    expect(((await after.json()) as { error_code: string }).error_code).toBe('session_not_found');
    const anon = await fetch(`${NODE_BASE_URL}/auth/v1/user`, { headers: KEY });
    expect(anon.status).toBe(403);
  });

  it('refresh tokens rotate; the previous one returns the current token; older reuse is refused', async () => {
    const body = await session();
    const refresh = (token: string) =>
      post('/auth/v1/token?grant_type=refresh_token', { refresh_token: token });
    const first = await refresh(body.refresh_token);
    expect(first.status).toBe(200);
    const current = ((await first.json()) as { refresh_token: string }).refresh_token;
    const lost = await refresh(body.refresh_token);
    expect(lost.status).toBe(200);
    expect(((await lost.json()) as { refresh_token: string }).refresh_token).toBe(current);
    expect((await refresh(current)).status).toBe(200);
    advanceClock(11_000);
    const again = await refresh(body.refresh_token);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      code: 400,
      error_code: 'refresh_token_already_used',
      msg: 'Invalid Refresh Token: Already Used',
    });
  });

  it('authorize redirects (302) to the demo chooser, or answers { url } with skip_http_redirect', async () => {
    const query =
      'provider=google&redirect_to=http%3A%2F%2Fstartklar.test%2Faccount&code_challenge=abc&code_challenge_method=s256&prompt=select_account';
    const redirect = await fetch(`${NODE_BASE_URL}/auth/v1/authorize?${query}`, {
      redirect: 'manual',
    });
    expect(redirect.status).toBe(302);
    const location = new URL(redirect.headers.get('location') ?? '');
    expect(location.pathname).toBe('/demo/google');
    expect(location.searchParams.get('redirect_to')).toBe(`${NODE_BASE_URL}/account`);
    expect(location.searchParams.get('code_challenge')).toBe('abc');
    expect(location.searchParams.get('state')).toBeTruthy();

    const asJson = await fetch(
      `${NODE_BASE_URL}/auth/v1/authorize?${query}&skip_http_redirect=true`,
    );
    expect(((await asJson.json()) as { url: string }).url).toContain('/demo/google?');

    const foreign = await fetch(
      `${NODE_BASE_URL}/auth/v1/authorize?provider=google&redirect_to=https%3A%2F%2Fevil.example%2F&skip_http_redirect=true`,
    );
    const url = new URL(((await foreign.json()) as { url: string }).url);
    expect(url.searchParams.get('redirect_to')).toBe(`${NODE_BASE_URL}/`);

    const other = await fetch(`${NODE_BASE_URL}/auth/v1/authorize?provider=github`);
    expect(other.status).toBe(400);
  });

  it('the demo chooser without PKCE returns tokens in the URL fragment (implicit flow)', async () => {
    const response = await post('/auth/v1/demo/google/authorize', {
      email: 'impl@example.com',
      full_name: 'Imp Licit',
      redirect_to: `${NODE_BASE_URL}/account`,
    });
    const { redirect_url } = (await response.json()) as { redirect_url: string };
    const fragment = new URLSearchParams(new URL(redirect_url).hash.slice(1));
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('expires_in')).toBe('3600');
    expect(fragment.get('access_token')?.split('.')).toHaveLength(3);
    expect(fragment.get('refresh_token')).toBeTruthy();
  });
});

describe('/rest/v1', () => {
  it('answers a singular request with no rows with 406 PGRST116', async () => {
    const response = await fetch(
      `${NODE_BASE_URL}/rest/v1/content_items?select=content,title&content_id=eq.finns-inte`,
      {
        headers: { ...KEY, Accept: 'application/vnd.pgrst.object+json' },
      },
    );
    expect(response.status).toBe(406);
    expect(await response.json()).toEqual({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      hint: null,
      message: 'JSON object requested, multiple (or no) rows returned',
    });
  });

  it('selects columns with eq filters and order, like PostgREST', async () => {
    const response = await fetch(
      `${NODE_BASE_URL}/rest/v1/content_items?select=content_id,title&type=eq.demo&order=content_id.asc`,
      { headers: KEY },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBe('0-0/*');
    expect(await response.json()).toEqual([{ content_id: 'valkommen', title: 'Demoläge' }]);
  });

  it('unknown columns and tables answer like PostgREST', async () => {
    const column = await fetch(`${NODE_BASE_URL}/rest/v1/konton?select=nope`, { headers: KEY });
    expect(column.status).toBe(400);
    expect(((await column.json()) as { code: string }).code).toBe('42703');
    const table = await fetch(`${NODE_BASE_URL}/rest/v1/users?select=*`, { headers: KEY });
    expect(table.status).toBe(404);
    expect(((await table.json()) as { code: string }).code).toBe('PGRST205');
  });

  it('grants, then RLS: an anonymous insert is 401 42501 (no privilege); a foreign insert 403 42501 (policy)', async () => {
    const row = { email: EMAIL, fornamn: 'A', efternamn: 'B', telefon: '1', adress: 'x' };
    const anon = await post('/rest/v1/konton', row);
    expect(anon.status).toBe(401);
    expect(await anon.json()).toEqual({
      code: '42501',
      details: null,
      hint: null,
      message: 'permission denied for table konton',
    });
    const body = await session('someone@example.com');
    const foreign = await post('/rest/v1/konton', row, {
      ...JSON_HEADERS,
      Authorization: `Bearer ${body.access_token}`,
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "konton"',
    });
  });

  it('statements the migrations grant nothing for are 401 (visitor) or 403 (signed in), never an empty 200/204', async () => {
    const anonRead = await fetch(`${NODE_BASE_URL}/rest/v1/user_quiz_results?select=*`, {
      headers: KEY,
    });
    expect(anonRead.status).toBe(401);
    expect(await anonRead.json()).toMatchObject({
      code: '42501',
      message: 'permission denied for table user_quiz_results',
    });
    expect((await fetch(`${NODE_BASE_URL}/rest/v1/admins?select=*`, { headers: KEY })).status).toBe(
      401,
    );
    const body = await session();
    const auth = { ...JSON_HEADERS, Authorization: `Bearer ${body.access_token}` };
    const deleteAccount = await fetch(`${NODE_BASE_URL}/rest/v1/konton?email=eq.${EMAIL}`, {
      method: 'DELETE',
      headers: auth,
    });
    expect(deleteAccount.status).toBe(403);
    expect(await deleteAccount.json()).toMatchObject({
      code: '42501',
      message: 'permission denied for table konton',
    });
    const changeResult = await fetch(`${NODE_BASE_URL}/rest/v1/user_quiz_results?id=eq.1`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ business_type: 'Annat' }),
    });
    expect(changeResult.status).toBe(403);
    const makeAdmin = await post('/rest/v1/admins', { user_id: body.user.id }, auth);
    expect(makeAdmin.status).toBe(403);
    // A column without a grant: id is set by the database.
    const ownId = await post(
      '/rest/v1/konton',
      { id: '00000000-0000-4000-8000-000000000009', email: EMAIL, fornamn: 'A' },
      auth,
    );
    expect(ownId.status).toBe(403);
  });

  it('insert without return=representation answers 201 with no body; duplicates 409 23505', async () => {
    const body = await session();
    const headers = { ...JSON_HEADERS, Authorization: `Bearer ${body.access_token}` };
    const row = { email: EMAIL, fornamn: 'A', efternamn: 'B', telefon: '1', adress: 'x' };
    const created = await post('/rest/v1/konton', row, headers);
    expect(created.status).toBe(201);
    expect(await created.text()).toBe('');
    const duplicate = await post('/rest/v1/konton', row, headers);
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toMatchObject({
      code: '23505',
      message: 'duplicate key value violates unique constraint "konton_email_key"',
    });
  });

  it('an expired user token is 401 PGRST303', async () => {
    const body = await session();
    advanceClock(3601_000);
    const response = await fetch(`${NODE_BASE_URL}/rest/v1/konton?select=*`, {
      headers: { apikey: DEMO_ANON_KEY, Authorization: `Bearer ${body.access_token}` },
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { code: string }).code).toBe('PGRST303');
  });

  it('rpc/is_admin answers a JSON boolean', async () => {
    const response = await post('/rest/v1/rpc/is_admin', {});
    expect(await response.json()).toBe(false);
  });
});

describe('/storage/v1', () => {
  async function upload(token: string, name: string, headers: Record<string, string> = {}) {
    const form = new FormData();
    form.append('cacheControl', '3600');
    form.append('', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }));
    return fetch(`${NODE_BASE_URL}/storage/v1/object/avatars/${name}`, {
      method: 'POST',
      headers: { apikey: DEMO_ANON_KEY, Authorization: `Bearer ${token}`, ...headers },
      body: form,
    });
  }

  it('accepts the multipart form supabase-js sends; duplicates are refused unless x-upsert', async () => {
    const body = await session();
    const auth = { ...JSON_HEADERS, Authorization: `Bearer ${body.access_token}` };
    const account = await post(
      '/rest/v1/konton?select=id',
      { email: EMAIL },
      { ...auth, Prefer: 'return=representation', Accept: 'application/vnd.pgrst.object+json' },
    );
    const { id } = (await account.json()) as { id: string };
    const first = await upload(body.access_token, `${id}-1.png`);
    expect(first.status).toBe(200);
    const created = (await first.json()) as { Key: string; Id: string };
    expect(created.Key).toBe(`avatars/${id}-1.png`);
    expect(created.Id).toBeTruthy();
    const again = await upload(body.access_token, `${id}-1.png`);
    // Storage answers client errors with HTTP 400 and the real status in the body.
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      statusCode: '409',
      code: 'KeyAlreadyExists',
      error: 'Duplicate',
      message: 'The resource already exists',
    });
    expect((await upload(body.access_token, `${id}-1.png`, { 'x-upsert': 'true' })).status).toBe(
      200,
    );
    const fetched = await fetch(`${NODE_BASE_URL}/storage/v1/object/public/avatars/${id}-1.png`);
    expect(fetched.headers.get('cache-control')).toBe('max-age=3600');
    expect(new Uint8Array(await fetched.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });
});
