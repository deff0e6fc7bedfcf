/**
 * The server entry, built by `vite build --ssr` and used only at build time: scripts/prerender.mjs
 * renders every page of ./pages.ts to HTML with it, and the preview server renders unknown paths.
 * It wires the app with the same `createApp()` as the browser (./main.tsx), with storage that
 * holds nothing and no navigation: machines start neutral, so the HTML is the page as a
 * signed-out visitor sees it before anything is read from the browser.
 */
import {
  RouterServer,
  createRequestHandler,
  renderRouterToString,
} from '@tanstack/react-router/ssr/server';
import { I18nProvider } from 'react-aria-components';
import { SITE_URL } from '../content/site';
import type { DemoTools } from '../pages/demo';
import { getSupabaseUrl, isDemoMode } from '../services/client';
import { CAPTCHA_SITE_KEY } from '../components/auth/Captcha';
import { createApp } from './createApp';
import { prerenderedPages as pagesOfSite, type PrerenderedPage } from './pages';
import type { StorageAdapter } from './storage';
import { createStatechartTools, statechartsEnabled } from './statecharts';
import { WIDGET_LOCALE } from '../ui/locale';

export { redirectedPages, NOT_FOUND_PATH } from './pages';
export { PRERENDER_FALLBACK_ATTRIBUTE } from './prerender';
export { SITE_URL, siteUrl } from '../content/site';

/** TanStack Router's manifest: per route id, the chunks to preload, the CSS and the scripts. */
export type ServerManifest = Awaited<
  ReturnType<NonNullable<Parameters<typeof createRequestHandler>[0]['getRouterManifest']>>
>;

const emptyStorage: StorageAdapter = {
  read: () => null,
  write: () => {},
  remove: () => {},
  removePrefixed: () => {},
};

/** The demo inbox as the first render sees it: empty (the browser fills it in). */
const serverDemo: DemoTools = { inbox: { get: () => [], subscribe: () => () => {} } };

function createServerRouter() {
  return createApp({
    storage: emptyStorage,
    interactive: false,
    loadPage: () => {},
    demo: isDemoMode() ? serverDemo : null,
    // Where the build has the QA view, its page and the dock's toggle are in the HTML too (the
    // view itself is drawn in the browser); nothing reports to this bus on the server.
    statecharts: createStatechartTools(),
  }).router;
}

/**
 * The origin of the configured Supabase project (pages may connect to it and show its images), or
 * null in the offline demo, whose backend answers on the site's own origin.
 */
export function backendOrigin(): string | null {
  return isDemoMode() ? null : new URL(getSupabaseUrl()).origin;
}

/** True when the build has a CAPTCHA site key: its sign-in pages show the widget. */
export function captchaEnabled(): boolean {
  return CAPTCHA_SITE_KEY !== '';
}

/** Every page the build prerenders, the QA statechart view's included where the build has it. */
export function prerenderedPages(): PrerenderedPage[] {
  return pagesOfSite({ statecharts: statechartsEnabled() });
}

export interface RenderedPage {
  status: number;
  /** The whole document, `<!DOCTYPE html>` included. */
  html: string;
  /** Where a redirecting route sends the visitor (e.g. an article's old address). */
  location: string | null;
}

/** Renders the page at `path` (a decoded or encoded path, optionally with a query) to HTML. */
export async function render(path: string, manifest: ServerManifest): Promise<RenderedPage> {
  const request = new Request(new URL(path, SITE_URL));
  const handler = createRequestHandler({
    request,
    createRouter: createServerRouter,
    getRouterManifest: () => manifest,
  });
  const response = await handler(({ responseHeaders, router }) =>
    renderRouterToString({
      responseHeaders,
      router,
      children: (
        <I18nProvider locale={WIDGET_LOCALE}>
          <RouterServer router={router} />
        </I18nProvider>
      ),
    }),
  );
  const html = await response.text();
  return {
    status: response.status,
    html: html.startsWith('<!DOCTYPE') ? html : `<!DOCTYPE html>${html}`,
    location: response.headers.get('Location'),
  };
}
