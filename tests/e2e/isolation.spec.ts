import type { BrowserContext } from '@playwright/test';
import { contextsShared, expect, test } from './fixtures';

/**
 * The tests of a worker take turns with a browser context (helpers/sharedContexts.ts), which
 * spares Chromium a context and a renderer start per test; each test must still start as a new
 * visitor. The first test here leaves behind everything a site can store in a browser; the next,
 * in the same context, finds none of it and downloads the site again.
 */
test.describe('a test in a shared context starts as a new visitor', () => {
  test.describe.configure({ mode: 'serial' });
  test.skip(({ trace, video }) => !contextsShared(trace, video), 'each test has its own context');
  test.use({ consent: null });
  let firstContext: BrowserContext | null = null;

  test('the first visitor stores all a site can', async ({ page }) => {
    await page.goto('/about');
    firstContext = page.context();
    const stored = await page.evaluate(async () => {
      document.cookie = 'kvar=ja; max-age=3600; path=/';
      localStorage.setItem('kvar', 'ja');
      await new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('kvar');
        request.onsuccess = () => {
          request.result.close();
          resolve();
        };
        request.onerror = () => reject(request.error ?? new Error('indexedDB.open failed'));
      });
      await (await caches.open('kvar')).put('/kvar', new Response('ja'));
      // Installed and active, so it has taken over the pages of the site it can (as the demo
      // backend's worker does), not only registered.
      await navigator.serviceWorker.register('/demo-worker.js');
      await navigator.serviceWorker.ready;
      return {
        cookie: document.cookie.includes('kvar=ja'),
        local: localStorage.getItem('kvar'),
        databases: (await indexedDB.databases()).map((database) => database.name),
        caches: await caches.keys(),
        workers: (await navigator.serviceWorker.getRegistrations()).length,
      };
    });
    expect(stored).toEqual({
      cookie: true,
      local: 'ja',
      databases: ['kvar'],
      caches: ['kvar'],
      workers: 1,
    });
  });

  test('the next finds none of it and downloads the page again', async ({ page }) => {
    await page.goto('/about');
    // The same context as the test before: otherwise this test proves nothing.
    expect(page.context()).toBe(firstContext);
    const left = await page.evaluate(async () => ({
      cookie: document.cookie,
      local: Object.keys(localStorage).filter((key) => key === 'kvar'),
      databases: (await indexedDB.databases()).map((database) => database.name),
      caches: await caches.keys(),
      workers: (await navigator.serviceWorker.getRegistrations()).length,
      controlled: navigator.serviceWorker.controller !== null,
      // Built scripts are served as immutable for a year: one the HTTP cache still held would
      // arrive without a byte transferred.
      fromCache: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/assets/'))
        .filter((entry) => (entry as PerformanceResourceTiming).transferSize === 0)
        .map((entry) => entry.name),
    }));
    expect(left).toEqual({
      cookie: '',
      local: [],
      databases: [],
      caches: [],
      workers: 0,
      controlled: false,
      fromCache: [],
    });
  });
});
