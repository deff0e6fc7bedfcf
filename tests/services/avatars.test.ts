import { describe, expect, it } from 'vitest';
import { failNext, NODE_BASE_URL } from '../../src/mocks/node';
import * as avatars from '../../src/services/avatars';
import { getSupabase } from '../../src/services/client';
import {
  expectErr,
  expectOk,
  newAnonymousClient,
  signInWithAccount,
  setupDemoBackend,
} from './helpers';

setupDemoBackend({ rest: 'pglite' });

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 3, 250, 251, 252, 253,
]);
const file = (name = 'bild.png', type = 'image/png') => new File([PNG], name, { type });

describe('avatars', () => {
  it('uploads as {accountId}-{random}.{ext}; the public URL serves the same bytes', async () => {
    const { row } = await signInWithAccount('bild@example.com');
    const path = expectOk(await avatars.upload(row.id, file()));
    expect(path).toMatch(new RegExp(`^${row.id}-\\d+\\.png$`));

    const url = avatars.publicUrl(path);
    expect(url).toBe(`${NODE_BASE_URL}/storage/v1/object/public/avatars/${path}`);
    const supabase = await getSupabase();
    expect(supabase.storage.from('avatars').getPublicUrl(path).data.publicUrl).toBe(url);

    await newAnonymousClient();
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
  });

  it('takes the extension from the type when the name has none', async () => {
    const { row } = await signInWithAccount('bild@example.com');
    const path = expectOk(await avatars.upload(row.id, new Blob([PNG], { type: 'image/webp' })));
    expect(path.endsWith('.webp')).toBe(true);
  });

  it('refuses non-images without a request', async () => {
    const { row } = await signInWithAccount('bild@example.com');
    expect(expectErr(await avatars.upload(row.id, file('x.txt', 'text/plain'))).kind).toBe(
      'invalid',
    );
  });

  it("refuses writing under another account's id (storage policy)", async () => {
    await signInWithAccount('bild@example.com');
    const error = expectErr(await avatars.upload('00000000-0000-0000-0000-000000000000', file()));
    expect(error).toMatchObject({ kind: 'forbidden', status: 403 });
  });

  it('refuses visitors', async () => {
    const { row } = await signInWithAccount('bild@example.com');
    await newAnonymousClient();
    expect(expectErr(await avatars.upload(row.id, file())).kind).toBe('forbidden');
  });

  it("a missing object: Storage's HTTP 400 with the real status in the body", async () => {
    const response = await fetch(avatars.publicUrl('finns-inte.png'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchKey',
      error: 'not_found',
      message: 'Object not found',
    });
  });

  it('refuses SVG and other non-raster types, and files over 5 MB, without a request', async () => {
    const { row } = await signInWithAccount('bild@example.com');
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'x.svg', {
      type: 'image/svg+xml',
    });
    expect(expectErr(await avatars.upload(row.id, svg))).toMatchObject({
      kind: 'invalid',
      code: 'not_an_image',
    });
    const big = new File([new Uint8Array(avatars.AVATAR_MAX_BYTES + 1)], 'stor.png', {
      type: 'image/png',
    });
    expect(expectErr(await avatars.upload(row.id, big))).toMatchObject({
      kind: 'invalid',
      code: 'image_too_large',
    });
  });

  it("the bucket's own limits hold when the browser check is skipped (Storage's answers)", async () => {
    const { row } = await signInWithAccount('bild@example.com');
    const bucket = (await getSupabase()).storage.from('avatars');
    const svg = await bucket.upload(
      `${row.id}-1.svg`,
      new Blob(['<svg/>'], { type: 'image/svg+xml' }),
      {
        contentType: 'image/svg+xml',
      },
    );
    expect(svg.error).toMatchObject({
      status: 400,
      statusCode: '415',
      message: 'mime type image/svg+xml is not supported',
    });
    const big = await bucket.upload(
      `${row.id}-2.png`,
      new Blob([new Uint8Array(avatars.AVATAR_MAX_BYTES + 1)], { type: 'image/png' }),
      { contentType: 'image/png' },
    );
    expect(big.error).toMatchObject({
      status: 400,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    const justRight = await bucket.upload(
      `${row.id}-3.png`,
      new Blob([new Uint8Array(avatars.AVATAR_MAX_BYTES)], { type: 'image/png' }),
      { contentType: 'image/png' },
    );
    expect(justRight.error).toBeNull();
  });

  it("a refused upload is Storage's 400 with statusCode 403, and the service calls it forbidden", async () => {
    const { row } = await signInWithAccount('bild@example.com');
    const refused = await (
      await getSupabase()
    ).storage
      .from('avatars')
      .upload('00000000-0000-0000-0000-000000000000-1.png', file());
    expect(refused.error).toMatchObject({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    expect(row.id).not.toBe('00000000-0000-0000-0000-000000000000');
  });

  it('list() shows a signed-in user only their own pictures, and visitors nothing', async () => {
    const first = await signInWithAccount('forsta@example.com');
    const firstPath = expectOk(await avatars.upload(first.row.id, file()));
    await newAnonymousClient();
    const second = await signInWithAccount('andra@example.com');
    const secondPath = expectOk(await avatars.upload(second.row.id, file()));

    const listed = await (await getSupabase()).storage.from('avatars').list();
    expect(listed.error).toBeNull();
    expect(listed.data?.map((o) => o.name)).toEqual([secondPath]);
    expect(listed.data?.map((o) => o.name)).not.toContain(firstPath);

    await newAnonymousClient();
    const anonymous = await (await getSupabase()).storage.from('avatars').list();
    expect(anonymous.data).toEqual([]);
    // Public URLs stay open to everyone.
    expect((await fetch(avatars.publicUrl(firstPath))).status).toBe(200);
  });

  it('maps a 500 and a network failure', async () => {
    const { row } = await signInWithAccount('bild@example.com');
    failNext({ method: 'POST', path: '/storage/v1/object/avatars', prefix: true }, { status: 500 });
    expect(expectErr(await avatars.upload(row.id, file())).kind).toBe('server');
    failNext({ method: 'POST', path: /^\/storage\/v1\/object\/avatars\// }, { network: true });
    expect(expectErr(await avatars.upload(row.id, file())).kind).toBe('network');
  });
});
