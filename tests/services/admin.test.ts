import { afterEach, describe, expect, it, vi } from 'vitest';
import { failNext } from '../../src/mocks/node';
import { isAdmin } from '../../src/services/admin';
import { signIn, setupDemoBackend } from './helpers';

setupDemoBackend({ rest: 'pglite' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('admin.isAdmin', () => {
  it('is false for visitors and ordinary users, true for an admin', async () => {
    expect(await isAdmin()).toBe(false);
    await signIn('vanlig@example.com');
    expect(await isAdmin()).toBe(false);
  });

  it('is true for a listed admin', async () => {
    await signIn('admin@example.com');
    expect(await isAdmin()).toBe(true);
  });

  it('is false on failure, logged by kind only', async () => {
    await signIn('admin@example.com');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    failNext({ path: '/rest/v1/rpc/is_admin' }, { status: 500 });
    expect(await isAdmin()).toBe(false);
    failNext({ path: '/rest/v1/rpc/is_admin' }, { network: true });
    expect(await isAdmin()).toBe(false);
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      '[startklar] admin.isAdmin failed: server XX000 500',
      '[startklar] admin.isAdmin failed: network',
    ]);
  });
});
