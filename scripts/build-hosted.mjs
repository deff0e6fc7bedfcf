/**
 * `npm run build:hosted`: the host's build command. The same build as `npm run build`, for a
 * Supabase project: it stops at once, saying which, when VITE_SUPABASE_URL or
 * VITE_SUPABASE_ANON_KEY is missing (in the environment or an .env file Vite reads), instead of
 * quietly building the offline demo; and it checks afterwards that no demo file was shipped.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { DEMO_FILES, missingProjectVariables } from './hosted-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const env = loadEnv('production', root, 'VITE_');
const missing = missingProjectVariables(env);
if (missing.length > 0) {
  console.error(
    [
      `build:hosted: ${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not set.`,
      'A hosted build talks to a Supabase project and needs both VITE_SUPABASE_URL',
      "(https://<project>.supabase.co) and VITE_SUPABASE_ANON_KEY (the project's anon key):",
      "set them in the host's build environment (or .env.local). Without them the site would be",
      'the offline demo; `npm run build` builds that on purpose.',
    ].join('\n'),
  );
  process.exit(1);
}
try {
  const url = new URL(env.VITE_SUPABASE_URL.trim());
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(url.protocol);
} catch {
  console.error(
    'build:hosted: VITE_SUPABASE_URL is not an address, e.g. https://<project>.supabase.co',
  );
  process.exit(1);
}

const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const shipped = DEMO_FILES.filter((name) => existsSync(join(root, 'dist', name)));
if (shipped.length > 0) {
  console.error(`build:hosted: the build still holds the demo's ${shipped.join(' and ')}.`);
  process.exit(1);
}
