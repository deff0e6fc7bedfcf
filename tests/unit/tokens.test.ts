import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * visual.md: "the tokens file is the only place a colour is written". Every other source file
 * uses the theme's tokens (vars.color.*), so a change of palette is one change.
 */
const SRC = join(process.cwd(), 'src');
const sources: [string, string][] = (readdirSync(SRC, { recursive: true }) as string[])
  .filter((path) => /\.tsx?$/.test(path))
  .map((path) => [relative(process.cwd(), join(SRC, path)), readFileSync(join(SRC, path), 'utf8')]);

const RAW_COLOUR = /#[0-9a-f]{3}(?:[0-9a-f]{3})?(?:[0-9a-f]{2})?\b|\brgba?\s*\(|\bhsla?\s*\(/gi;
const THEME = join('src', 'ui', 'theme', 'theme.css.ts');
const GENERATED = join('src', 'routeTree.gen.ts');

describe('colours come from the theme', () => {
  it('no source file but the theme writes a raw colour', () => {
    expect(sources.length).toBeGreaterThan(100);
    const offenders = sources
      .filter(([path]) => path !== THEME && path !== GENERATED)
      .flatMap(([path, text]) =>
        (text.match(RAW_COLOUR) ?? [])
          // Anchors such as href="#main" or `#${id}` are not colours.
          .filter((match) => !/^#(main|[0-9]+)$/i.test(match))
          .map((match) => `${path}: ${match}`),
      );
    expect(offenders).toEqual([]);
  });

  it('the check sees a raw colour when there is one', () => {
    expect('stroke="#b42318"'.match(RAW_COLOUR)).toEqual(['#b42318']);
    expect('rgba(255,255,255,0.2)'.match(RAW_COLOUR)).toEqual(['rgba(']);
  });
});
