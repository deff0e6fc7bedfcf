/**
 * The site search's index as a build artefact: `import('virtual:search-index')` is a chunk of its
 * own (hashed, cached as immutable like every asset), loaded on the first focus of a search box
 * (src/app/logic.ts), never in a page's start-up. Its content is made here, at build time:
 * scripts/search-index-source.ts is run through Vite (`runnerImport`: the bodies are globbed by
 * Vite) with the texts the build publishes (the published-edits cache, when a project is
 * configured). The server build, which never searches, gets an empty index.
 */
import { readFileSync } from 'node:fs';
import { runnerImport, type Plugin } from 'vite';
import type { PublishedText } from './search-index-source.ts';

const ID = 'virtual:search-index';
const RESOLVED = `\0${ID}`;

export function searchIndex(options: {
  root: string;
  /** The published-edits cache (scripts/published-edits.ts), read by the build for this project. */
  publishedCache: string;
  /** The project the build publishes from (VITE_SUPABASE_URL; none in demo builds and tests). */
  projectUrl: string | null;
}): Plugin {
  let building: Promise<string> | null = null;
  const published = (): PublishedText[] => {
    if (!options.projectUrl) return [];
    try {
      const cached = JSON.parse(readFileSync(options.publishedCache, 'utf8')) as {
        url?: unknown;
        rows?: unknown;
      };
      return cached.url === options.projectUrl && Array.isArray(cached.rows)
        ? (cached.rows as PublishedText[])
        : [];
    } catch {
      return [];
    }
  };
  const build = async (): Promise<string> => {
    const { module } = await runnerImport<typeof import('./search-index-source.ts')>(
      '/scripts/search-index-source.ts',
      { root: options.root, configFile: false, logLevel: 'error', server: { watch: null } },
    );
    // JSON.parse of a string literal: parsed faster than the same object as JavaScript.
    return `export default JSON.parse(${JSON.stringify(JSON.stringify(module.siteSearchIndex(published())))});`;
  };
  return {
    name: 'startklar:search-index',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load(id, loadOptions) {
      if (id !== RESOLVED) return null;
      if (loadOptions?.ssr) return 'export default null;';
      building ??= build();
      return building;
    },
  };
}
