/**
 * The start-up script (src/app/boot.ts) as the build inlines it in every page's head: it imports
 * the libraries, then the app, only after the page has painted a frame, and nothing else.
 */
import { describe, expect, it, vi } from 'vitest';
import { buildBootScript } from '../../scripts/inline-scripts.mjs';

const urls = { vendorUrl: '/assets/vendor-abc.js', mainUrl: '/assets/main-def.js' };

describe('the inlined start-up', () => {
  it('is small and names the two chunks by their addresses', async () => {
    const code = await buildBootScript(urls);
    expect(code.length).toBeLessThan(400);
    expect([...code.matchAll(/import\(([^)]*)\)/g)].map((m) => m[1])).toEqual([
      JSON.stringify(urls.vendorUrl),
      JSON.stringify(urls.mainUrl),
    ]);
    expect(code).not.toMatch(/\bexport\b|VENDOR_URL|MAIN_URL/);
  });

  it('imports nothing before the next frame, then the libraries, then the app in a later task', async () => {
    vi.useFakeTimers();
    try {
      const code = await buildBootScript(urls);
      const imported: string[] = [];
      const frames: Array<() => void> = [];
      const run = new Function(
        'requestAnimationFrame',
        '__import',
        code.replace(/\bimport\(/g, '__import('),
      );
      run(
        (callback: () => void) => frames.push(callback),
        (url: string) => {
          imported.push(url);
          return Promise.resolve({});
        },
      );
      await vi.runAllTimersAsync();
      expect(imported).toEqual([]);
      frames.shift()?.();
      await vi.advanceTimersByTimeAsync(0);
      expect(imported).toEqual([urls.vendorUrl]);
      await vi.runAllTimersAsync();
      expect(imported).toEqual([urls.vendorUrl, urls.mainUrl]);
    } finally {
      vi.useRealTimers();
    }
  });
});
