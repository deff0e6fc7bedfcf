/**
 * Edits published into the site. With a Supabase project configured, `npm run build` reads the
 * stored texts of `content_items` once, with the anon key (what every visitor may read), and bakes
 * them in: an edited article or blog post body replaces its shipped text file, and the stored blog
 * metadata replaces the module src/content/blog/publishedMeta.ts (none published). So the prerendered HTML and the
 * app show the edited texts, and no visitor's page reads the database.
 *
 * The browser build reads the project and leaves what it read in `node_modules/.cache`; the server
 * build that prerenders the pages right after reads the same file, so the HTML and the app it
 * hydrates are built from one reading. A project that cannot be reached leaves the shipped texts,
 * with a warning, and the build succeeds. Demo builds and tests publish nothing (the offline demo
 * reads its own database in the browser).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

export interface PublishedRow {
  type: string;
  content_id: string;
  content: string;
}

/** The types whose stored texts the site shows. */
export const PUBLISHED_TYPES = ['article', 'blog-post', 'blog-meta'] as const;

/** The module of published blog metadata (src/content/blog/publishedMeta.ts). */
const META_FILE = /\/src\/content\/blog\/publishedMeta\.ts$/;
/** A body text file as src/content imports it (`./bodies/<id>.txt?raw`). */
const BODY_FILE = /\/src\/content\/(articles|blog)\/bodies\/([^/?]+)\.txt\?raw$/;
const READ_TIMEOUT_MS = 15_000;

const isRow = (value: unknown): value is PublishedRow =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PublishedRow).type === 'string' &&
  typeof (value as PublishedRow).content_id === 'string' &&
  typeof (value as PublishedRow).content === 'string';

/**
 * The published rows of the project at `url`, read with the anon key. Throws when the project
 * cannot be read (unreachable, an error status, not a list of rows).
 */
export async function readPublishedRows(
  url: string,
  anonKey: string,
  timeoutMs = READ_TIMEOUT_MS,
): Promise<PublishedRow[]> {
  const query = new URLSearchParams({
    select: 'type,content_id,content',
    type: `in.(${PUBLISHED_TYPES.join(',')})`,
    order: 'type,content_id',
  });
  const response = await fetch(`${url.replace(/\/+$/, '')}/rest/v1/content_items?${query}`, {
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new Error('the answer is not a list of rows');
  return body.filter(isRow);
}

export interface PublishedEditsOptions {
  /** VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY as the build sees them. */
  env: Record<string, string | undefined>;
  mode: string;
  /** Where the browser build leaves what it read for the server build. */
  cacheFile: string;
  timeoutMs?: number;
}

/** The build's reading of the project: the plugin for both builds. */
export function publishedEdits(options: PublishedEditsOptions): Plugin {
  const url = options.env.VITE_SUPABASE_URL?.trim();
  const key = options.env.VITE_SUPABASE_ANON_KEY?.trim();
  const enabled =
    Boolean(url) && Boolean(key) && options.mode !== 'demo' && options.mode !== 'test';
  let ssr = false;
  let rows: Promise<PublishedRow[]> = Promise.resolve([]);

  const writeCache = (read: PublishedRow[]) => {
    mkdirSync(dirname(options.cacheFile), { recursive: true });
    writeFileSync(options.cacheFile, JSON.stringify({ url, rows: read }));
  };

  const readProject = async (warn: (message: string) => void): Promise<PublishedRow[]> => {
    try {
      const read = await readPublishedRows(url ?? '', key ?? '', options.timeoutMs);
      writeCache(read);
      return read;
    } catch (error) {
      warn(
        `The published texts could not be read from ${url} (${(error as Error).message}): ` +
          'the site is built with the texts it ships with.',
      );
      writeCache([]);
      return [];
    }
  };

  /** The server build uses the browser build's reading (the same texts in HTML and app). */
  const readCache = (): PublishedRow[] | null => {
    try {
      const cached = JSON.parse(readFileSync(options.cacheFile, 'utf8')) as {
        url?: unknown;
        rows?: unknown;
      };
      return cached.url === url && Array.isArray(cached.rows) ? cached.rows.filter(isRow) : null;
    } catch {
      return null;
    }
  };

  return {
    name: 'startklar:published-edits',
    enforce: 'pre',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    async buildStart() {
      if (!enabled) return;
      const warn = (message: string) => this.warn(message);
      const cached = ssr ? readCache() : null;
      rows = cached ? Promise.resolve(cached) : readProject(warn);
      await rows;
    },
    async load(id) {
      if (!enabled) return null;
      if (META_FILE.test(id.replaceAll('\\', '/'))) {
        const meta = (await rows)
          .filter((row) => row.type === 'blog-meta')
          .map(({ content_id, content }) => ({ content_id, content }));
        return `export const PUBLISHED_META = ${JSON.stringify(meta)};`;
      }
      const body = BODY_FILE.exec(id.replaceAll('\\', '/'));
      if (!body) return null;
      const type = body[1] === 'articles' ? 'article' : 'blog-post';
      const edit = (await rows).find((row) => row.type === type && row.content_id === body[2]);
      return edit ? `export default ${JSON.stringify(edit.content)};` : null;
    },
  };
}

/** The cache file the builds share, under node_modules/.cache (never committed or served). */
export const publishedEditsCache = (root: string): string =>
  join(root, 'node_modules', '.cache', 'startklar', 'published-edits.json');
