/**
 * A build for a Supabase project carries no offline demo (issue 54). `npm run build` without the
 * project variables is the demo (MSW in a service worker, `public/demo-worker.js` and MSW's
 * `public/mockServiceWorker.js`); with both variables set it is the hosted site, and those two
 * files stay out of `dist/` (vite.config.ts, `withoutDemoFiles`). The host builds with
 * `npm run build:hosted` (scripts/build-hosted.mjs), which refuses to start without them.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';

/** The project variables a hosted build needs, as Vite reads them (`VITE_` prefix). */
export const PROJECT_VARIABLES = ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY'];

/** The demo's service worker files, copied from `public/` by every build. */
export const DEMO_FILES = ['demo-worker.js', 'mockServiceWorker.js'];

/** The project variables that are missing or blank in `env` (a blank one is no project). */
export function missingProjectVariables(env) {
  return PROJECT_VARIABLES.filter((name) => (env[name] ?? '').trim() === '');
}

/** True when `env` names a project: the build is the hosted site, not the demo. */
export const isProjectBuild = (env) => missingProjectVariables(env).length === 0;

/** Removes the demo's files from a build's output directory; returns the names it removed. */
export function removeDemoFiles(outDir) {
  return DEMO_FILES.filter((name) => {
    try {
      rmSync(join(outDir, name));
      return true;
    } catch {
      return false;
    }
  });
}
