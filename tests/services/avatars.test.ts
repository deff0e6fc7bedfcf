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

setupDemoBackend();

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

  it('a missing object is 404', async () => {
    const response = await fetch(avatars.publicUrl('finns-inte.png'));
    expect(response.status).toBe(404);
  });

  it('maps a 500 and a network failure', async () => {
    const { row } = await signInWithAccount('bild@example.com');
    failNext({ method: 'POST', path: '/storage/v1/object/avatars', prefix: true }, { status: 500 });
    expect(expectErr(await avatars.upload(row.id, file())).kind).toBe('server');
    failNext({ method: 'POST', path: /^\/storage\/v1\/object\/avatars\// }, { network: true });
    expect(expectErr(await avatars.upload(row.id, file())).kind).toBe('network');
  });
});
