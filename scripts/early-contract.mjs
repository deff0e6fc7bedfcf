/**
 * Builds the early event contract (src/app/early/contract.ts) into the small classic script that
 * scripts/prerender.mjs inlines at the top of every page's head: TypeScript stripped, minified.
 */
import { readFileSync } from 'node:fs';
import { minify, transformWithOxc } from 'vite';

const SOURCE = new URL('../src/app/early/contract.ts', import.meta.url);

/** The script's text (without the <script> tags). */
export async function buildEarlyContract() {
  const { code } = await transformWithOxc(readFileSync(SOURCE, 'utf8'), 'contract.ts', {
    lang: 'ts',
    target: 'es2020',
  });
  const minified = await minify('contract.js', code, {
    compress: { target: 'es2020' },
    mangle: { toplevel: true },
  });
  if (minified.errors?.length) throw new Error(minified.errors.map((e) => e.message).join('\n'));
  // The source is a module only for its type imports; the page gets a classic script.
  return minified.code.replace(/export\s*\{\s*\};?\s*$/, '').trim();
}
