/// <reference types="vitest/config" />
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { defineConfig, loadEnv, type Connect, type Plugin } from 'vite';
import type { ChunkingContext, CodeSplittingOptions } from 'rolldown';
import subsetFont from 'subset-font';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { publishedEdits, publishedEditsCache } from './scripts/published-edits.ts';
import { headersFor, parseHeadersFile, type HeaderRule } from './scripts/security-headers.mjs';
import { isProjectBuild, removeDemoFiles } from './scripts/hosted-build.mjs';
import { searchIndex } from './scripts/search-index-plugin.ts';

/**
 * A malformed percent-encoding (e.g. /category/%E0%A4%A) must reach the app, which shows its 404
 * page; Vite's own servers would answer 400 before the SPA fallback. Real static hosts are
 * configured the same way (serve index.html for every unknown path).
 */
const malformedUrlsToSpa: Connect.NextHandleFunction = (req, _res, next) => {
  try {
    decodeURI(req.url ?? '/');
  } catch {
    req.url = '/index.html';
  }
  next();
};
function spaFallbackForMalformedUrls(): Plugin {
  return {
    name: 'startklar:malformed-url-fallback',
    configureServer: (server) => void server.middlewares.use(malformedUrlsToSpa),
    configurePreviewServer: (server) => void server.middlewares.use(malformedUrlsToSpa),
  };
}

/** The built files served compressed, with the types Vite's preview gives them. */
const ASSET_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

type Request = Parameters<Connect.NextHandleFunction>[0];
type Response = Parameters<Connect.NextHandleFunction>[1];

type Encoding = 'br' | 'gzip';

/** The compression a static host picks for this request: Brotli when taken, else gzip, else none. */
const encodingFor = (req: Request): Encoding | null => {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
};

/**
 * `vite preview` (and so `npm start` and the e2e tests) serves the prerendered pages as a static
 * host would: `/about` is dist/about/index.html, an existing file is itself, and every other path
 * gets the prerendered 404 page with status 404 (the browser then draws the page for that address,
 * e.g. an article id that does not exist).
 */
function servePrerenderedPages(outDir: string): Plugin {
  const file = (path: string): string | null => {
    const full = join(outDir, path);
    return full.startsWith(outDir) && existsSync(full) && statSync(full).isFile() ? full : null;
  };
  // Compressed as the static hosts of the deploy guide (Netlify, Cloudflare Pages) do: Brotli when
  // the browser takes it, else gzip, and below 1 KB not at all (Vite's threshold too). Each file's
  // copy is kept until the file changes, as a host serves precompressed files: Vite's preview
  // would read a script from disk and gzip it again for every request, and the end-to-end tests
  // start each test with an empty browser cache, each page loading a few dozen scripts (reading,
  // pages and shell.spec: the preview server's CPU 8.6 s → 4.6 s).
  // - A page: Brotli at quality 11 (an article's HTML carries its text twice, the markup and the
  //   hydration data: ≈ 5 × smaller).
  // - A built script or style (hashed names under /assets/): quality 5, ≈ 130 ms for every script
  //   of the build, 1.29 MB against gzip's 1.45 MB. Fonts, images and every other file are Vite's.
  const kept = new Map<string, { mtimeMs: number; body: Buffer; encoding: Encoding | null }>();
  const compressed = (path: string, wanted: Encoding | null, brotliQuality: number) => {
    const { mtimeMs } = statSync(path);
    const key = `${wanted ?? 'identity'} ${path}`;
    const hit = kept.get(key);
    if (hit?.mtimeMs === mtimeMs) return hit;
    const raw = readFileSync(path);
    const encoding = raw.length < 1024 ? null : wanted;
    const body =
      encoding === 'br'
        ? brotliCompressSync(raw, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: brotliQuality,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          })
        : encoding === 'gzip'
          ? gzipSync(raw)
          : raw;
    const copy = { mtimeMs, body, encoding };
    kept.set(key, copy);
    return copy;
  };
  const send = (
    req: Request,
    res: Response,
    path: string,
    reply: { status: number; type: string; brotliQuality: number; cacheControl?: string },
  ) => {
    const { body, encoding } = compressed(path, encodingFor(req), reply.brotliQuality);
    res.statusCode = reply.status;
    res.setHeader('Content-Type', reply.type);
    if (reply.cacheControl) res.setHeader('Cache-Control', reply.cacheControl);
    res.setHeader('Content-Length', body.length);
    res.setHeader('Vary', 'Accept-Encoding');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  const sendPage = (req: Request, res: Response, status: number, page: string) =>
    send(req, res, page, {
      status,
      type: 'text/html; charset=utf-8',
      brotliQuality: 11,
      cacheControl: 'no-cache',
    });
  const handler: Connect.NextHandleFunction = (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const pathname = (req.url ?? '/').split(/[?#]/)[0] ?? '/';
    let path: string;
    try {
      path = decodeURIComponent(pathname);
    } catch {
      path = '/\0';
    }
    const existing = file(path);
    if (existing) {
      const type = ASSET_TYPES[extname(path)];
      if (type && path.startsWith('/assets/'))
        return send(req, res, existing, { status: 200, type, brotliQuality: 5 });
      return next();
    }
    const page = file(join(path, 'index.html'));
    if (page) return sendPage(req, res, 200, page);
    const notFound = file('404.html');
    if (!notFound) return next();
    return sendPage(req, res, 404, notFound);
  };
  return {
    name: 'startklar:serve-prerendered-pages',
    configurePreviewServer: (server) => {
      server.middlewares.use(handler);
    },
  };
}

/**
 * `vite preview` sends the headers the build wrote to dist/_headers, as Netlify or Cloudflare
 * Pages would: every response gets those of every rule its path matches (the security headers,
 * the cache rules), over what the preview server would send itself.
 */
function serveHeadersFile(outDir: string): Plugin {
  let cached: { mtimeMs: number; rules: HeaderRule[] } | null = null;
  const rules = (): HeaderRule[] => {
    const file = join(outDir, '_headers');
    if (!existsSync(file)) return [];
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs)
      cached = { mtimeMs, rules: parseHeadersFile(readFileSync(file, 'utf8')) };
    return cached.rules;
  };
  const handler: Connect.NextHandleFunction = (req, res, next) => {
    let path = (req.url ?? '/').split(/[?#]/)[0] ?? '/';
    try {
      path = decodeURIComponent(path);
    } catch {
      // Matched as it is.
    }
    const headers = headersFor(rules(), path);
    if (headers.length === 0) return next();
    const names = new Set(headers.map(([name]) => name.toLowerCase()));
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res;
    res.writeHead = ((...args: unknown[]) => {
      for (const [name, value] of headers) res.setHeader(name, value);
      // Headers passed to writeHead itself would win over setHeader: the file's win instead.
      const last = args.at(-1);
      if (typeof last === 'object' && last !== null && !Array.isArray(last))
        for (const key of Object.keys(last))
          if (names.has(key.toLowerCase())) delete (last as Record<string, unknown>)[key];
      return writeHead(...args);
    }) as typeof res.writeHead;
    next();
  };
  return {
    name: 'startklar:serve-headers-file',
    configurePreviewServer: (server) => {
      server.middlewares.use(handler);
    },
  };
}

/**
 * The body font as the site uses it: @fontsource's Latin file of Inter (48 KB) cut to the
 * characters of Swedish and English text (Latin-1, typographic punctuation, €, arrows, −), the
 * weights 400–800 the design uses and the layout features the text needs (kerning, ligatures,
 * contextual forms, tabular figures); ≈ 27 KB. It is preloaded and on every page's first paint,
 * so on a phone's connection each KB counts. Build only: the dev server serves the whole file.
 * The emitted file keeps its name (hashed from the original), so the CSS and the preload link
 * need no rewriting; a character outside the subset falls back to the next font of the stack.
 */
function subsetBodyFont(): Plugin {
  const ranges: readonly (readonly [number, number])[] = [
    [0x20, 0x7e],
    [0xa0, 0xff],
    [0x131, 0x131],
    [0x152, 0x153],
    [0x2010, 0x2027],
    [0x2030, 0x203a],
    [0x20ac, 0x20ac],
    [0x2122, 0x2122],
    [0x2190, 0x2193],
    [0x2212, 0x2212],
    [0xfffd, 0xfffd],
  ];
  const text = ranges
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i))
    .map((code) => String.fromCodePoint(code))
    .join('');
  return {
    name: 'startklar:subset-body-font',
    apply: 'build',
    async generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (
          output.type !== 'asset' ||
          !/(^|\/)inter-latin-wght-normal-[^/]*\.woff2$/.test(output.fileName)
        )
          continue;
        output.source = await subsetFont(Buffer.from(output.source), text, {
          targetFormat: 'woff2',
          variationAxes: { wght: { min: 400, max: 800 } },
          keepFeatures: ['calt', 'ccmp', 'kern', 'liga', 'locl', 'mark', 'mkmk', 'rvrn', 'tnum'],
        });
      }
    },
  };
}

/**
 * Library modules that only code loaded later uses, left out of vendor (whose closure takes every
 * module of a library's index) so that they go with that code: the router's blocker, which only
 * the editor's question on leaving uses (≈ 0.4 KB gzip off every page's start-up).
 */
const LAZY_ONLY = /\/node_modules\/@tanstack\/react-router\/dist\/esm\/useBlocker\.js$/;

/**
 * The start-up modules in two chunks instead of dozens, both imported by the start-up script that
 * every prerendered page inlines (src/app/boot.ts, built by scripts/inline-scripts.mjs): the
 * libraries (vendor: everything ./src/app/vendor.ts imports, React, react-dom, the router, xstate)
 * and the app (main: the app's own modules that ./src/app/main.tsx imports, with the libraries only
 * they use, and Vite's helper for dynamic imports). Each is evaluated in a task of its own; on a
 * slow connection each extra file of the critical path costs a request, and small files compress
 * worse. Routes, and what only they use, stay in their own chunks, loaded when a page needs them.
 */
function startupChunks(rootDir: string): CodeSplittingOptions {
  const abs = (file: string) => join(rootDir, file);
  /** The modules `from` imports statically, transitively, except those in `skip`. */
  const closure = (ctx: ChunkingContext, from: string, skip: Set<string>, appOnly: boolean) => {
    const seen = new Set<string>();
    const queue = [from];
    while (queue.length > 0) {
      const id = queue.pop() as string;
      if (seen.has(id) || skip.has(id) || id.startsWith('\0vite/')) continue;
      // The app's own modules only: a library only main uses follows main as its dependency.
      if (appOnly && id.includes('/node_modules/')) continue;
      seen.add(id);
      queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  const cache = new WeakMap<ChunkingContext, { vendor: Set<string>; main: Set<string> }>();
  const sets = (ctx: ChunkingContext) => {
    let found = cache.get(ctx);
    if (!found) {
      const vendor = closure(ctx, abs('src/app/vendor.ts'), new Set(), false);
      const main = closure(ctx, abs('src/app/main.tsx'), vendor, true);
      found = { vendor, main };
      cache.set(ctx, found);
    }
    return found;
  };
  return {
    groups: [
      {
        name: (id, ctx) => (sets(ctx).vendor.has(id) && !LAZY_ONLY.test(id) ? 'vendor' : null),
        debugName: 'vendor',
        priority: 2,
      },
      {
        // Also two small parts that /, /articles and /blog start with, each a file of its own
        // otherwise (one more request before each of them starts): the gate of the actors a page
        // starts on demand (useLazyActor and useLazyLogic, ≈ 700 bytes) and the part kept as
        // prerendered (PrerenderedPart, ≈ 700 bytes).
        name: (id, ctx) =>
          sets(ctx).main.has(id) ||
          id.startsWith('\0vite/preload-helper') ||
          /\/src\/(components\/useLazyActor|pages\/(PrerenderedPart|useLazyLogic))\.tsx?$/.test(id)
            ? 'main'
            : null,
        debugName: 'main',
        priority: 1,
      },
      // The loaders of the articles' and the posts' bodies and the helper they share: one file, so
      // that a page's body is one request after the page's own (the shared helper was a file of
      // its own otherwise, one round trip more before every article or post could start).
      {
        name: 'bodies',
        test: /\/src\/content\/(bodyFiles|articles\/bodies|blog\/bodies)\.ts$/,
        priority: 0,
      },
      // What the reading pages share: mini-markup and Swedish dates, which an article, a blog
      // post and the cards all show, and whether the page loads its editors. One file instead of
      // three before an article or /blog starts (left alone, the bundler gives each its own as
      // soon as the sets of pages that need them differ).
      {
        name: 'reading',
        test: /\/src\/(content\/(markup|dates)\.ts|pages\/useEditorWanted\.ts)$/,
        priority: 0,
      },
    ],
  };
}

// A blank project variable is no project (the offline demo) for the app as for the build's own
// scripts: trimmed before Vite reads it, so the app's build-time check of the two variables
// (src/app/demo.ts) and its run-time one (src/services/client.ts) always agree.
for (const name of ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY']) {
  const value = process.env[name];
  if (value !== undefined) process.env[name] = value.trim();
}

/**
 * A build for a Supabase project (both project variables set) ships no offline demo: Vite copies
 * `public/` whole, so the demo's service worker files are taken out of the client build's output
 * again (scripts/hosted-build.mjs). The app of such a build never registers them, and unregisters
 * one a browser kept from the demo (src/app/demo.ts).
 */
function withoutDemoFiles(env: Record<string, string>): Plugin {
  let outDir = '';
  return {
    name: 'startklar:without-demo-files',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (isProjectBuild(env)) removeDemoFiles(outDir);
    },
  };
}

/**
 * A build prints only what needs a look. Rolldown's timing report names the plugins that took
 * longest whenever a build passes a few seconds (here: the layout worker and the body font's
 * subset, ≈ 10 s between them on two cores, both expected); it says nothing wrong, so it is off.
 */
const quietChecks = { bundlerTimings: false };

export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    publishedEdits({
      env: loadEnv(mode, import.meta.dirname, 'VITE_'),
      mode,
      cacheFile: publishedEditsCache(import.meta.dirname),
    }),
    withoutDemoFiles(loadEnv(mode, import.meta.dirname, 'VITE_')),
    serveHeadersFile(join(import.meta.dirname, 'dist')),
    servePrerenderedPages(join(import.meta.dirname, 'dist')),
    spaFallbackForMalformedUrls(),
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    vanillaExtractPlugin(),
    subsetBodyFont(),
    searchIndex({
      root: import.meta.dirname,
      publishedCache: publishedEditsCache(import.meta.dirname),
      projectUrl:
        mode === 'demo' || mode === 'test'
          ? null
          : loadEnv(mode, import.meta.dirname, 'VITE_').VITE_SUPABASE_URL?.trim() || null,
    }),
  ],
  server: { port: 5173 },
  resolve: {
    // @xstate/react asks for the shim of useSyncExternalStore (for React before 18); React 19 has
    // it, and the package's own non-shim entries use React's: ≈ 0.3 KB gzip less in every page's
    // start-up.
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: 'use-sync-external-store',
      },
    ],
  },
  preview: {
    port: 4173,
    // Visits as the public site, whose host grants no editing UI, under names mapped to this
    // server: the end-to-end tests' (reserved .test domain, tests/e2e/publicHost.spec.ts) and the
    // bench's anonymous visits (scripts/bench-backend.mjs). Vite answers only the hosts it knows.
    allowedHosts: ['startklar.test', 'startklar.bench'],
  },
  // The browser build writes Vite's manifest, from which scripts/prerender.mjs learns each route's
  // chunks and CSS; `vite build --ssr` builds the server entry that renders the pages.
  build: isSsrBuild
    ? {
        target: 'node20',
        outDir: 'dist-ssr',
        rolldownOptions: { input: 'src/app/entry-server.tsx', checks: quietChecks },
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: false,
      }
    : {
        target: 'es2022',
        sourcemap: false,
        manifest: true,
        // One stylesheet for the whole site (≈ 13 KB gzip) instead of a dozen per-chunk files: on a
        // phone each extra render-blocking request costs a round trip before the first paint, and
        // client-side navigation never waits for a route's CSS.
        cssCodeSplit: false,
        // vendor and main are the entries, each keeping its name and its modules (the start-up
        // script imports them); see startupChunks.
        rolldownOptions: {
          input: ['src/app/vendor.ts', 'src/app/main.tsx'],
          output: { codeSplitting: startupChunks(import.meta.dirname) },
          checks: quietChecks,
        },
        // Dynamic imports go without Vite's preload helper: it appends a <link rel="modulepreload">
        // to the head per chunk a dynamic import needs, each a style recalculation of the whole
        // page on a phone (≈ 100 ms of a slowed CPU for the app's 30 chunks, ≈ 90 ms more for an
        // article route's chunks while it hydrates). The browser finds those chunks in the
        // imported module's own imports at once; for navigation the router preloads a route on
        // intent (hover, touch) anyway.
        modulePreload: false,
        // The site search's index (scripts/search-index-plugin.ts) is data, not code: ≈ 0.9 MB
        // (≈ 250 KB gzip), loaded on the first focus of a search box. Code chunks stay far below.
        chunkSizeWarningLimit: 1000,
      },
  test: {
    exclude: ['tests/e2e/**', 'tests/lint-fixtures/**', 'node_modules/**'],
    environment: 'node',
    // Node 20 has no global WebSocket; supabase-js's createClient needs one.
    execArgv: ['--experimental-websocket'],
    // Vitest's default is one worker fewer than the cores: a single worker on a two-core machine,
    // where the model-based suites keep two busy (105 s → 77 s for the suites here).
    maxWorkers: 2,
    // Worker threads start and import faster than child processes (62 s → 58 s here).
    pool: 'threads',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    setupFiles: ['tests/setup.ts'],
    include: ['tests/{unit,machines,services,db,mocks,functions}/**/*.test.{ts,tsx}'],
    // One module registry per worker instead of one per file: the files skip re-importing React,
    // XState, supabase-js, MSW and the app's modules each time (the machine, service, database and
    // mock-backend suites: 46–49 s → 31–33 s on two cores). What they share is reset where it
    // lives: the demo backend by `setupDemoBackend` before every test (its database, faults, sign-in
    // limit and supabase-js client), timers, stubs and spies by tests/setup.ts after every file.
    // Passed with the files in shuffled orders (`--sequence.shuffle.files`: nine seeds).
    isolate: false,
  },
}));
