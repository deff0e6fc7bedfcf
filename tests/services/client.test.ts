import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEMO_ANON_KEY,
  getAnonKey,
  getSupabase,
  getSupabaseUrl,
  isDemoMode,
  resetSupabaseForTests,
  TEST_SUPABASE_URL,
} from '../../src/services/client';
import { publicUrl } from '../../src/services/avatars';

afterEach(async () => {
  vi.unstubAllEnvs();
  await resetSupabaseForTests();
});

describe('client', () => {
  it('is in demo mode without VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY', () => {
    vi.stubEnv('VITE_SUPABASE_URL', '');
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', '');
    expect(isDemoMode()).toBe(true);
    expect(getSupabaseUrl()).toBe(TEST_SUPABASE_URL);
    expect(getAnonKey()).toBe(DEMO_ANON_KEY);
    const payload = JSON.parse(
      Buffer.from(DEMO_ANON_KEY.split('.')[1] ?? '', 'base64url').toString(),
    ) as { role: string };
    expect(payload.role).toBe('anon');
  });

  it('uses the configured project when both variables are set', () => {
    vi.stubEnv('VITE_SUPABASE_URL', 'https://abcdefgh.supabase.co/');
    vi.stubEnv('VITE_SUPABASE_ANON_KEY', 'public-anon-key');
    expect(isDemoMode()).toBe(false);
    expect(getSupabaseUrl()).toBe('https://abcdefgh.supabase.co');
    expect(getAnonKey()).toBe('public-anon-key');
    expect(publicUrl('a b.png')).toBe(
      'https://abcdefgh.supabase.co/storage/v1/object/public/avatars/a%20b.png',
    );
  });

  it('creates one client, lazily, configured for PKCE with a persisted, auto-refreshed session', async () => {
    const first = await getSupabase();
    expect(await getSupabase()).toBe(first);
    const auth = first.auth as unknown as {
      flowType: string;
      persistSession: boolean;
      autoRefreshToken: boolean;
      detectSessionInUrl: boolean;
    };
    expect(auth).toMatchObject({
      flowType: 'pkce',
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
    });
    await resetSupabaseForTests();
    expect(await getSupabase()).not.toBe(first);
  });

  it('no module of src/services imports supabase-js statically (it must stay out of the first chunk)', () => {
    const dir = join(import.meta.dirname, '../../src/services');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const source = readFileSync(join(dir, file), 'utf8');
      const staticImports = [
        ...source.matchAll(/^import\s+(?!type\b)[^;]*from\s+'@supabase\/[^']+'/gm),
      ];
      expect(staticImports, file).toEqual([]);
    }
    expect(readFileSync(join(dir, 'client.ts'), 'utf8')).toContain(
      "await import('@supabase/supabase-js')",
    );
  });
});
