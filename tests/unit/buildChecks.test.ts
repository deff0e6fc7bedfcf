/**
 * The checks `npm test` makes of the build itself: it prints nothing but a clean build's lines
 * (scripts/quiet.mjs), and every page it writes is valid HTML (scripts/check-html.mjs, the Nu Html
 * Checker on Java).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkHtml } from '../../scripts/check-html.mjs';
import { unexpectedLines } from '../../scripts/quiet.mjs';

describe('a quiet build', () => {
  it("passes a clean build's lines", () => {
    const clean = [
      '> startklar@0.1.0 build',
      '> vite build && vite build --ssr && node scripts/prerender.mjs',
      '',
      'vite v8.3.8 building client environment for production...',
      'transforming...',
      '✓ 2227 modules transformed.',
      'rendering chunks...',
      'computing gzip size...',
      'dist/assets/main-CeWm-iXd.js                    72.72 kB │ gzip:  24.26 kB',
      'dist/assets/layout.worker-cWhLg0Qy.js         1,464.33 kB',
      '\u001b[32m✓ built in 19.21s\u001b[39m',
      'Prerendered 194 pages, the 404 page, _headers, sitemap.xml and robots.txt.',
    ].join('\n');
    expect(unexpectedLines(clean)).toEqual([]);
  });

  it('flags the warnings builds used to print, and any line of a kind it does not know', () => {
    const noisy = [
      "(!) Your Vite config uses features that are unsupported by `configLoader: 'native'`",
      '`output.codeSplitting.groups[0].name` is a function. Set `output.codeSplitting.groups[0].debugName`',
      '\u001b[33m[PLUGIN_TIMINGS] \u001b[0mJavaScript callbacks ran for 17.7s of this 19.2s build (92%).',
      '[INEFFECTIVE_DYNAMIC_IMPORT] Warning: src/app/demo.ts is dynamically imported by ...',
      'Something new entirely',
    ];
    expect(unexpectedLines(noisy.join('\n'))).toHaveLength(noisy.length);
  });
});

describe('valid HTML', () => {
  const dir = mkdtempSync(join(tmpdir(), 'check-html-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const page = (body: string, head = '<title>Sida | Startklar</title>') =>
    `<!DOCTYPE html><html lang="sv"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

  // One Java process: it starts within seconds, but a busy two-core machine can stretch that past
  // the default test timeout.
  it(
    'reports what the pages got wrong, and not the CSS the checker does not know yet',
    { timeout: 60_000 },
    async () => {
      writeFileSync(
        join(dir, 'valid.html'),
        page('<main style="view-transition-name: main"><h1>Hej</h1></main>'),
      );
      writeFileSync(
        join(dir, 'menu.html'),
        page(
          '<button type="button" popovertarget="m" aria-expanded="false">Meny</button><div id="m" popover>x</div>',
        ),
      );
      writeFileSync(join(dir, 'untitled.html'), page('<p>Utan titel</p>', ''));
      const { files, errors } = await checkHtml([dir], 1);
      expect(files).toBe(3);
      expect(errors).toHaveLength(2);
      expect(errors.find((e) => e.includes('menu.html'))).toMatch(/aria-expanded.*popovertarget/);
      expect(errors.find((e) => e.includes('untitled.html'))).toMatch(/missing.*“title”/);
    },
  );
});
