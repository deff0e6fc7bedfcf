/**
 * The two scripts scripts/prerender.mjs inlines in every page's head, built from their TypeScript
 * sources: TypeScript stripped, minified.
 * - the early event contract (src/app/early/contract.ts), a classic script right after the charset
 *   that holds what the visitor does before the app has started;
 * - the start-up (src/app/boot.ts), a module script that imports the app once the page is painted.
 */
import { readFileSync } from 'node:fs';
import { minify, transformWithOxc } from 'vite';

const EARLY_CONTRACT = new URL('../src/app/early/contract.ts', import.meta.url);
const BOOT = new URL('../src/app/boot.ts', import.meta.url);

/** The minified text of a TypeScript module without imports or exports. */
async function build(source) {
  const name = source.pathname.split('/').pop();
  const { code } = await transformWithOxc(readFileSync(source, 'utf8'), name, {
    lang: 'ts',
    target: 'es2020',
  });
  const minified = await minify(name.replace(/\.ts$/, '.js'), code, {
    compress: { target: 'es2020' },
    mangle: { toplevel: true },
  });
  if (minified.errors?.length) throw new Error(minified.errors.map((e) => e.message).join('\n'));
  // The sources are modules only for their type declarations.
  return minified.code.replace(/export\s*\{\s*\};?\s*$/, '').trim();
}

/** The early event contract's text (without the <script> tags). */
export function buildEarlyContract() {
  return build(EARLY_CONTRACT);
}

/**
 * The start-up's text (for a `<script type="module">`), importing the built vendor and main chunks
 * from these addresses.
 */
export async function buildBootScript({ vendorUrl, mainUrl }) {
  const code = await build(BOOT);
  const addresses = { VENDOR_URL: vendorUrl, MAIN_URL: mainUrl };
  for (const name of Object.keys(addresses)) {
    if (code.split(name).length !== 2)
      throw new Error(`${name} must occur once in src/app/boot.ts`);
  }
  return code.replace(/\b(VENDOR_URL|MAIN_URL)\b/g, (name) => JSON.stringify(addresses[name]));
}
