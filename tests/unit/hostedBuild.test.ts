/**
 * A hosted build carries no demo (issue 54): the host's `npm run build:hosted` refuses to build
 * without the project variables, a build with them leaves the demo's service worker files out of
 * dist/, and the hosted app unregisters a demo worker a browser kept from the address's past.
 * (`npm run build` without variables, `npm start` and the tests stay the offline demo.)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  DEMO_FILES,
  isProjectBuild,
  missingProjectVariables,
  removeDemoFiles,
} from '../../scripts/hosted-build.mjs';
import { unregisterDemoWorkers, type RegistrationLike } from '../../src/app/leftoverDemoWorker';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Runs scripts/build-hosted.mjs with these project variables ('' counts as unset). */
function buildHosted(url: string, key: string) {
  const run = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-hosted.mjs')], {
    cwd: ROOT,
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? tmpdir(),
      // Set, so that no .env file's values count: the process's own win in Vite's loadEnv.
      VITE_SUPABASE_URL: url,
      VITE_SUPABASE_ANON_KEY: key,
    },
  });
  return { status: run.status, stderr: run.stderr };
}

describe('npm run build:hosted', () => {
  it('refuses to build without the project variables, naming the missing ones', () => {
    const neither = buildHosted('', ' ');
    expect(neither.status).toBe(1);
    expect(neither.stderr).toContain(
      'build:hosted: VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are not set.',
    );
    expect(neither.stderr).toContain('`npm run build` builds that on purpose');
    const noKey = buildHosted('https://abc.supabase.co', '');
    expect(noKey.status).toBe(1);
    expect(noKey.stderr).toContain('build:hosted: VITE_SUPABASE_ANON_KEY is not set.');
    const notAnAddress = buildHosted('abc.supabase.co', 'anon-key');
    expect(notAnAddress.status).toBe(1);
    expect(notAnAddress.stderr).toContain('VITE_SUPABASE_URL is not an address');
    expect(existsSync(join(ROOT, 'package.json'))).toBe(true);
  });

  it('is the build command of package.json', async () => {
    const pkg = (await import('../../package.json', { with: { type: 'json' } })).default as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts['build:hosted']).toBe('node scripts/build-hosted.mjs');
  });
});

describe("a project build's output", () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('is a project build only with both variables, blank ones counting as unset', () => {
    expect(
      isProjectBuild({ VITE_SUPABASE_URL: 'https://a.supabase.co', VITE_SUPABASE_ANON_KEY: 'k' }),
    ).toBe(true);
    expect(isProjectBuild({ VITE_SUPABASE_URL: 'https://a.supabase.co' })).toBe(false);
    expect(missingProjectVariables({ VITE_SUPABASE_URL: ' ', VITE_SUPABASE_ANON_KEY: '' })).toEqual(
      ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY'],
    );
  });

  it("loses the demo's service worker files, and only those", () => {
    const dist = mkdtempSync(join(tmpdir(), 'startklar-dist-'));
    dirs.push(dist);
    for (const name of [...DEMO_FILES, 'favicon.svg', 'index.html'])
      writeFileSync(join(dist, name), 'x');
    expect(removeDemoFiles(dist)).toEqual(['demo-worker.js', 'mockServiceWorker.js']);
    expect(DEMO_FILES.map((name) => existsSync(join(dist, name)))).toEqual([false, false]);
    expect(existsSync(join(dist, 'favicon.svg'))).toBe(true);
    expect(removeDemoFiles(dist)).toEqual([]);
  });
});

describe('a leftover demo service worker', () => {
  const registration = (
    path: string | null,
    where: 'active' | 'waiting' | 'installing' = 'active',
  ) => {
    const unregister = vi.fn(() => Promise.resolve(true));
    const worker = path === null ? null : { scriptURL: `https://startklar.se${path}` };
    const entry: RegistrationLike = {
      active: where === 'active' ? worker : null,
      waiting: where === 'waiting' ? worker : null,
      installing: where === 'installing' ? worker : null,
      unregister,
    };
    return { entry, unregister };
  };

  it('is unregistered at start; other workers stay', async () => {
    const demo = registration('/demo-worker.js');
    const msw = registration('/mockServiceWorker.js', 'waiting');
    const other = registration('/sw.js');
    const empty = registration(null);
    const gone = await unregisterDemoWorkers({
      getRegistrations: () => Promise.resolve([demo.entry, msw.entry, other.entry, empty.entry]),
    });
    expect(gone).toBe(2);
    expect(demo.unregister).toHaveBeenCalledTimes(1);
    expect(msw.unregister).toHaveBeenCalledTimes(1);
    expect(other.unregister).not.toHaveBeenCalled();
  });

  it('is no error where there are no service workers, or they cannot be read', async () => {
    expect(await unregisterDemoWorkers(undefined)).toBe(0);
    expect(
      await unregisterDemoWorkers({
        getRegistrations: () => Promise.reject(new Error('insecure')),
      }),
    ).toBe(0);
  });
});
