/**
 * Every route the router knows is prerendered (src/app/pages.ts): a route left out of the list
 * would be served as the 404 page on a first visit, and would be missing from the sitemap.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prerenderedPages, redirectedPages } from '../../src/app/pages';
import { STATECHARTS_PATH } from '../../src/app/statecharts';

/** The full paths TanStack Router generated from src/routes (the `fullPaths` union). */
function routePaths(): string[] {
  const source = readFileSync(resolve(__dirname, '../../src/routeTree.gen.ts'), 'utf8');
  const union = /fullPaths:\s*((?:\|\s*'[^']*'\s*)+)/.exec(source);
  if (!union?.[1]) throw new Error('fullPaths not found in routeTree.gen.ts');
  return [...union[1].matchAll(/'([^']*)'/g)].map((match) => match[1] ?? '');
}

const pages = prerenderedPages();
const paths = new Set(pages.map((page) => page.path));

describe('prerendered pages', () => {
  const routes = routePaths();

  it('finds the routes', () => {
    expect(routes).toContain('/');
    expect(routes.length).toBeGreaterThan(20);
  });

  // The QA statechart view is prerendered only where the build has it, and never in the sitemap.
  const pageRoutes = routes.filter((route) => route !== STATECHARTS_PATH);

  it('prerenders the statechart view only where the build has it, out of the sitemap', () => {
    expect(routes).toContain(STATECHARTS_PATH);
    expect(paths.has(STATECHARTS_PATH)).toBe(false);
    const withView = prerenderedPages({ statecharts: true });
    expect(withView.find((page) => page.path === STATECHARTS_PATH)).toEqual({
      path: STATECHARTS_PATH,
      inSitemap: false,
    });
  });

  it.each(pageRoutes.filter((route) => !route.includes('$')))('prerenders %s', (route) => {
    const path = route.length > 1 ? route.replace(/\/$/, '') : route;
    expect(paths.has(path)).toBe(true);
  });

  it.each(pageRoutes.filter((route) => route.includes('$')))(
    'prerenders at least one page of %s',
    (route) => {
      const prefix = route.slice(0, route.indexOf('$'));
      expect(pages.some((page) => page.path.startsWith(prefix) && page.path !== prefix)).toBe(true);
    },
  );

  it('lists each page once and no redirect as a page', () => {
    expect(paths.size).toBe(pages.length);
    for (const redirected of redirectedPages()) expect(paths.has(redirected)).toBe(false);
  });

  it('includes the calculators in the sitemap', () => {
    for (const path of [
      '/raknare',
      '/raknare/anstalld',
      '/raknare/timpris',
      '/raknare/moms',
      '/raknare/utdelning',
      '/raknare/enskild-firma',
    ]) {
      expect(pages.find((page) => page.path === path)?.inSitemap).toBe(true);
    }
  });
});
