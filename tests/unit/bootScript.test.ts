/**
 * The start-up script (src/app/boot.ts) as the build inlines it in every page's head: it imports
 * the libraries, then the app, only once the page has painted its content, and nothing else.
 */
import { describe, expect, it, vi } from 'vitest';
import { buildBootScript } from '../../scripts/inline-scripts.mjs';

const urls = { vendorUrl: '/assets/vendor-abc.js', mainUrl: '/assets/main-def.js' };

type PaintCallback = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect: () => void },
) => void;

/** Runs the built script with the browser's globals it uses replaced by test doubles. */
async function runBoot(paintsReported: boolean) {
  const code = await buildBootScript(urls);
  const imported: string[] = [];
  const frames: Array<() => void> = [];
  const observers: PaintCallback[] = [];
  class FakeObserver {
    static supportedEntryTypes = paintsReported ? ['paint', 'largest-contentful-paint'] : [];
    constructor(callback: PaintCallback) {
      observers.push(callback);
    }
    observe() {}
  }
  const run = new Function(
    'requestAnimationFrame',
    'PerformanceObserver',
    '__import',
    code.replace(/\bimport\(/g, '__import('),
  );
  run(
    (callback: () => void) => frames.push(callback),
    FakeObserver,
    (url: string) => {
      imported.push(url);
      return Promise.resolve({});
    },
  );
  const paint = (name: string) => {
    let disconnected = false;
    for (const callback of observers) {
      callback(
        { getEntriesByName: (asked) => (asked === name ? [{ name }] : []) },
        { disconnect: () => (disconnected = true) },
      );
    }
    return disconnected;
  };
  return { imported, frames, paint };
}

describe('the inlined start-up', () => {
  it('is small and names the two chunks by their addresses', async () => {
    const code = await buildBootScript(urls);
    expect(code.length).toBeLessThan(600);
    expect([...code.matchAll(/import\(([^)]*)\)/g)].map((m) => m[1])).toEqual([
      JSON.stringify(urls.vendorUrl),
      JSON.stringify(urls.mainUrl),
    ]);
    expect(code).not.toMatch(/\bexport\b|VENDOR_URL|MAIN_URL/);
  });

  it('imports nothing before the first contentful paint, then the libraries, then the app in a later task', async () => {
    vi.useFakeTimers();
    try {
      const { imported, frames, paint } = await runBoot(true);
      frames.forEach((frame) => frame());
      expect(paint('first-paint')).toBe(false);
      await vi.runAllTimersAsync();
      expect(imported).toEqual([]);
      expect(paint('first-contentful-paint')).toBe(true);
      await vi.advanceTimersByTimeAsync(0);
      expect(imported).toEqual([urls.vendorUrl]);
      await vi.runAllTimersAsync();
      expect(imported).toEqual([urls.vendorUrl, urls.mainUrl]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('where paints are not reported, waits for the next frame instead', async () => {
    vi.useFakeTimers();
    try {
      const { imported, frames } = await runBoot(false);
      await vi.runAllTimersAsync();
      expect(imported).toEqual([]);
      frames.shift()?.();
      await vi.runAllTimersAsync();
      expect(imported).toEqual([urls.vendorUrl, urls.mainUrl]);
    } finally {
      vi.useRealTimers();
    }
  });
});
