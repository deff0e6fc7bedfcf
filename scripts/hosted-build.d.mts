/** The project variables a hosted build needs (scripts/hosted-build.mjs). */
export const PROJECT_VARIABLES: string[];
/** The demo's service worker files, copied from `public/` by every build. */
export const DEMO_FILES: string[];
/** The project variables that are missing or blank in `env`. */
export function missingProjectVariables(env: Record<string, string | undefined>): string[];
/** True when `env` names a project: the build is the hosted site, not the demo. */
export function isProjectBuild(env: Record<string, string | undefined>): boolean;
/** Removes the demo's files from a build's output directory; returns the names it removed. */
export function removeDemoFiles(outDir: string): string[];
