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
import Beasties from 'beasties';
import { buildBootScript, buildEarlyContract } from './inline-scripts.mjs';
import {
  afterCharset,
  CAPTCHA_PAGES,
  headersFile,
  pagePolicy,
  withPagePolicy,
} from './security-headers.mjs';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'dist');
const ENTRY = 'src/app/main.tsx';
/** The libraries' chunk, which the start-up imports before ENTRY (src/app/boot.ts). */
const VENDOR = 'src/app/vendor.ts';

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
  // vite.config.ts builds one stylesheet for the whole site (cssCodeSplit: false): Vite lists it
  // on its own as 'style.css', and no chunk names it, so every page links it from the root.
  const siteCss = viteManifest['style.css'] ? [`/${viteManifest['style.css'].file}`] : [];
  const routes = {
    __root__: {
      preloads: entry.files.filter((file) => file !== entryFile),
      css: [...siteCss, ...entry.css],
      // No script: the start-up is inlined in the head by finish() (bootScript()).
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

/**
 * Beasties drops every rule whose selector is inside `:where(…)` (it strips pseudo-classes with
 * their arguments before matching, which leaves nothing), so the design system's zero-weight rules
 * (a plain link's reset, a card's surface) would be missing from the first paint. `:where(X)`
 * matches what X matches and only takes its weight away: the page is checked for X.
 */
class CriticalCss extends Beasties {
  normalizeCssSelector(selector) {
    return super.normalizeCssSelector(selector.replace(/:where\(((?:[^()]|\([^()]*\))*)\)/g, '$1'));
  }
}

/**
 * The CSS a page needs to paint, in a <style> in its head: the rules of the site's stylesheet that
 * match the page's elements (Beasties), with the @font-face rules they use. Beasties leaves the
 * link to the whole stylesheet at the end of the body; deferStylesheet() then loads it after the
 * first paint.
 */
function criticalCss() {
  return new CriticalCss({
    path: dist,
    publicPath: '/',
    preload: 'body',
    inlineFonts: true,
    preloadFonts: false,
    keyframes: 'critical',
    reduceInlineStyles: false,
    compress: true,
    logLevel: 'warn',
  });
}

const BODY_STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"[^>]*>(?=<\/body>)/;

/**
 * The whole stylesheet holds what the page does not show yet (dialogs, other pages, states the app
 * draws) and Inter's @font-face: the page paints without them, its text set at once in a local font
 * sized to take Inter's room (src/ui/theme/fallbackFont.ts), so that Inter's arrival moves nothing.
 * Both are fetched once the page has painted its content, by a small inline script in the head
 * (allowed by its hash in the page's policy); a `<noscript>` link loads them without JavaScript.
 * Linked in the HTML, even at the end of the body, the stylesheet (and with it the font) would be
 * fetched at the highest priority before the first paint, and on a slow line the page would wait
 * for them. React finds the link by its address when the app starts (the root route renders the
 * same one) and inserts no second.
 *
 * The fallback's @font-face rules go into the head with the critical CSS: Beasties keeps only the
 * faces of families it sees named in a rule, and the site names its font through a custom
 * property. Without them the first paint would set the text in the system font and move it when
 * the fallback arrived.
 */
export function deferStylesheet(html, readAsset) {
  const match = BODY_STYLESHEET.exec(html);
  if (!match) throw new Error('A page has no stylesheet link at the end of its body');
  const href = match[1];
  const localFaces = (readAsset(href).match(/@font-face\{[^}]*\}/g) ?? []).filter(
    (face) => !face.includes('url('),
  );
  const link = `<link rel="stylesheet" href="${href}" data-precedence="default">`;
  const withoutBodyLink = html.slice(0, match.index) + html.slice(match.index + match[0].length);
  return withoutBodyLink.replace(
    '</head>',
    `<style>${localFaces.join('')}</style><noscript>${link}</noscript>` +
      `<script>${stylesheetLoader(href)}</script></head>`,
  );
}

/**
 * Appends the stylesheet's link once the first contentful paint is done (on `load` where the
 * browser does not report paints), unless one is there already.
 */
export function stylesheetLoader(href) {
  return (
    `{let h=${JSON.stringify(href)},d=()=>{if(document.querySelector('link[rel=stylesheet][href="'+h+'"]'))return;` +
    `let l=document.createElement("link");l.rel="stylesheet";l.href=h;l.dataset.precedence="default";document.head.append(l)};` +
    `PerformanceObserver.supportedEntryTypes?.includes("paint")?new PerformanceObserver((l,o)=>{` +
    `if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(d)}}).observe({type:"paint",buffered:!0})` +
    `:addEventListener("load",d)}`
  );
}

const xmlEscape = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The start-up (src/app/boot.ts) as a module script, which runs once the HTML is parsed. */
function bootScript() {
  return buildBootScript({
    vendorUrl: `/${viteManifest[VENDOR].file}`,
    mainUrl: `/${viteManifest[ENTRY].file}`,
  });
}

/**
 * The page with its start-up at the end of its head. React skips a script it did not render there
 * when it hydrates the document, as it does the stylesheet loader's.
 */
function withBootScript(html, boot) {
  return html.replace('</head>', `<script type="module">${boot}</script></head>`);
}

/** The page with the early event contract right after its charset, before anything can be clicked. */
function withEarlyContract(html, contract) {
  return afterCharset(html, `<script>${contract}</script>`);
}

async function main() {
  const server = await import(pathToFileURL(join(root, 'dist-ssr/entry-server.js')).href);
  const manifest = routerManifest();
  const pages = server.prerenderedPages();
  const contract = await buildEarlyContract();
  const boot = await bootScript();
  const backend = server.backendOrigin();
  // With VITE_CAPTCHA_SITE_KEY, the pages with a CAPTCHA let Turnstile in; no other page does.
  const captcha = server.captchaEnabled();
  const problems = [];
  const written = [];
  const write = (path, html) => {
    const file = path === '/' ? join(dist, 'index.html') : join(dist, path, 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    written.push(path);
  };
  const critical = criticalCss();
  const readAsset = (href) => readFileSync(join(dist, href), 'utf8');
  /** The page as served: its critical CSS, the early contract, then its policy before them. */
  const finish = async (html, path = null) => {
    const styled = deferStylesheet(
      (await critical.process(html)).replace(' data-beasties-container', ''),
      readAsset,
    );
    return withPagePolicy(withEarlyContract(withBootScript(styled, boot), contract), backend, {
      captcha: captcha && CAPTCHA_PAGES.includes(path),
    });
  };

  for (const page of pages) {
    const result = await server.render(page.path, manifest);
    if (result.status !== 200) problems.push(`${page.path}: status ${result.status}`);
    else write(page.path, await finish(result.html, page.path));
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
    (await finish(notFound.html)).replace(
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
