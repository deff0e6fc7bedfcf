#!/usr/bin/env node
/**
 * Prerenders every page to HTML after `vite build` (browser) and `vite build --ssr` (server entry):
 *
 *   1. turns Vite's manifest (dist/.vite/manifest.json) into TanStack Router's manifest: per route
 *      the JS chunks to preload and the CSS files to link (vanilla-extract emits CSS per chunk);
 *      the root route carries the entry script;
 *   2. renders each page of src/app/pages.ts with the server entry and writes dist/<path>/index.html
 *      (dist/404.html for the 404 page, marked so the browser draws it for the address it is on);
 *   3. puts the early event contract (src/app/early/contract.ts) at the top of each page's head: it
 *      holds what a visitor does before the app has started;
 *   4. gives each page its Content-Security-Policy (the sha256 of its inline scripts) and writes
 *      dist/_headers, the security and cache headers for the host (scripts/security-headers.mjs);
 *   5. writes dist/sitemap.xml and dist/robots.txt from the same list.
 *
 * TanStack Start would do steps 1 and 2 itself (its prerender needs Node >= 22.12): the root route
 * already renders the document and every route has its head(), so moving over replaces this file.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildEarlyContract } from './early-contract.mjs';
import { headersFile, pagePolicy, withPagePolicy } from './security-headers.mjs';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
const ENTRY = 'src/app/main.tsx';
/** The first script, which imports ENTRY once the page is painted (src/app/boot.ts). */
const BOOT = 'src/app/boot.ts';

const viteManifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/** A chunk and every chunk it imports statically, with their CSS, in load order. */
function closure(key, seen = new Set()) {
  const files = [];
  const css = [];
  const visit = (name) => {
    if (seen.has(name)) return;
    seen.add(name);
    const chunk = viteManifest[name];
    if (!chunk) return;
    for (const imported of chunk.imports ?? []) visit(imported);
    files.push(`/${chunk.file}`);
    for (const sheet of chunk.css ?? []) css.push(`/${sheet}`);
  };
  visit(key);
  return { files, css };
}

/** src/routes/article/$articleId.tsx -> /article/$articleId (the router's route ids). */
function routeIdOf(file) {
  const path = file.replace(/^src\/routes\//, '').replace(/\.tsx?$/, '');
  if (path === '__root') return '__root__';
  if (path === 'index') return '/';
  if (path.endsWith('/index')) return `/${path.slice(0, -'index'.length)}`;
  return `/${path}`;
}

export function routerManifest() {
  const entrySeen = new Set();
  const entry = closure(ENTRY, entrySeen);
  const entryFile = `/${viteManifest[ENTRY].file}`;
  const bootFile = `/${viteManifest[BOOT].file}`;
  // vite.config.ts builds one stylesheet for the whole site (cssCodeSplit: false): Vite lists it
  // on its own as 'style.css', and no chunk names it, so every page links it from the root.
  const siteCss = viteManifest['style.css'] ? [`/${viteManifest['style.css'].file}`] : [];
  const routes = {
    __root__: {
      preloads: entry.files.filter((file) => file !== entryFile),
      css: [...siteCss, ...entry.css],
      // Low priority: the stylesheet and the font, which the first paint needs, go first.
      scripts: [{ attrs: { type: 'module', src: bootFile, fetchPriority: 'low' } }],
    },
  };
  for (const key of Object.keys(viteManifest)) {
    const match = /^(src\/routes\/[^?]+)\?tsr-split=(.+)$/.exec(key);
    if (!match) continue;
    // Only the component is on the page's path; error/pending/not-found parts load on demand.
    if (!match[2].split('---').includes('component')) continue;
    const id = routeIdOf(match[1]);
    const { files, css } = closure(key, new Set(entrySeen));
    const route = (routes[id] ??= { preloads: [], css: [] });
    route.preloads.push(...files);
    route.css.push(...css);
  }
  // The route chunks are not preloaded: the entry imports them once it runs, and on a slow
  // connection preloads would share the bandwidth the HTML, CSS and font need for the first paint.
  for (const route of Object.values(routes)) route.preloads = [];
  return { routes };
}

const xmlEscape = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const CHARSET = '<meta charSet="utf-8"/>';

/** The page with the early event contract right after its charset, before anything can be clicked. */
function withEarlyContract(html, contract) {
  if (!html.includes(CHARSET)) throw new Error('A rendered page has no charset meta to follow');
  return html.replace(CHARSET, `${CHARSET}<script>${contract}</script>`);
}

async function main() {
  const server = await import(pathToFileURL(join(root, 'dist-ssr/entry-server.js')).href);
  const manifest = routerManifest();
  const pages = server.prerenderedPages();
  const contract = await buildEarlyContract();
  const backend = server.backendOrigin();
  const problems = [];
  const written = [];
  const write = (path, html) => {
    const file = path === '/' ? join(dist, 'index.html') : join(dist, path, 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    written.push(path);
  };
  /** The page as served: the early contract, then its policy before it. */
  const finish = (html) => withPagePolicy(withEarlyContract(html, contract), backend);

  for (const page of pages) {
    const result = await server.render(page.path, manifest);
    if (result.status !== 200) problems.push(`${page.path}: status ${result.status}`);
    else write(page.path, finish(result.html));
  }

  // An old address of a merged article: a small page that sends the visitor on.
  for (const path of server.redirectedPages()) {
    const result = await server.render(path, manifest);
    if (!result.location) {
      problems.push(`${path}: expected a redirect, got ${result.status}`);
      continue;
    }
    const target = xmlEscape(new URL(result.location, server.SITE_URL).pathname);
    write(
      path,
      `<!DOCTYPE html><html lang="sv"><head><meta charset="utf-8">` +
        `<meta http-equiv="Content-Security-Policy" content="${pagePolicy({ scripts: [], backendOrigin: backend })}">` +
        `<title>Sidan har flyttat</title>` +
        `<link rel="canonical" href="${xmlEscape(server.siteUrl(target))}">` +
        `<meta http-equiv="refresh" content="0; url=${target}"></head>` +
        `<body><p>Sidan har flyttat till <a href="${target}">${target}</a>.</p></body></html>`,
    );
  }

  const notFound = await server.render(server.NOT_FOUND_PATH, manifest);
  if (notFound.status !== 404) problems.push(`404 page: status ${notFound.status}`);
  writeFileSync(
    join(dist, '404.html'),
    finish(notFound.html).replace(
      '<html lang="sv"',
      `<html lang="sv" ${server.PRERENDER_FALLBACK_ATTRIBUTE}=""`,
    ),
  );

  const urls = pages
    .filter((page) => page.inSitemap)
    .map((page) => `  <url><loc>${xmlEscape(server.siteUrl(page.path))}</loc></url>`);
  writeFileSync(
    join(dist, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
  );
  writeFileSync(
    join(dist, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /account\nDisallow: /profile\nDisallow: /demo/\n\nSitemap: ${server.siteUrl('/sitemap.xml')}\n`,
  );

  writeFileSync(join(dist, '_headers'), headersFile(written));

  rmSync(join(root, 'dist-ssr'), { recursive: true, force: true });
  if (problems.length > 0) {
    console.error(`Prerendering failed:\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(
    `Prerendered ${pages.length} pages, the 404 page, _headers, sitemap.xml and robots.txt.`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
