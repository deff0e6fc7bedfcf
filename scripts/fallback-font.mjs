#!/usr/bin/env node
/**
 * Measures how wide the site's text is in Inter and in the fallback that shows while Inter loads
 * (Arial, or its metric twin Liberation Sans), and prints the @font-face overrides that make the
 * fallback take Inter's room: `size-adjust` (the ratio of the two widths over the articles' own
 * Swedish text, per weight), and the ascent, descent and line gap of Inter divided by it. With them
 * the swap to Inter moves no line (src/ui/theme/fallbackFont.ts holds the values;
 * tests/unit/fallbackFont.test.ts checks that they still match the fonts).
 *
 *   node scripts/fallback-font.mjs
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import * as hb from 'harfbuzzjs';
import wawoff2 from 'wawoff2';

const require = createRequire(import.meta.url);
const root = new URL('..', import.meta.url).pathname;
const INTER = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
const FALLBACK = {
  regular: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
  bold: '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
};
/** The weights the site sets text in, and the fallback's face for each (Arial has two). */
export const WEIGHTS = { 400: 'regular', 500: 'regular', 600: 'bold', 700: 'bold', 800: 'bold' };
/** Inter's vertical metrics (units per em 2048: ascender 1984, descender −494, no line gap). */
const INTER_METRICS = { ascent: 1984 / 2048, descent: 494 / 2048, lineGap: 0 };

/** The articles' text: what the fallback has to set the way Inter does. */
export function sampleText() {
  const dir = join(root, 'src/content/articles/bodies');
  return readdirSync(dir)
    .sort()
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join(' ')
    .replace(/[#*_[\]()>|`-]+/g, ' ')
    .replace(/\s+/g, ' ');
}

/** The text's width in em, set in this font at this weight. */
function widthInEm(data, text, weight) {
  const blob = new hb.Blob(data);
  const face = new hb.Face(blob, 0);
  const font = new hb.Font(face);
  if (face.getAxisInfos && Object.keys(face.getAxisInfos()).includes('wght'))
    font.setVariations([new hb.Variation('wght', weight)]);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const advance = buffer.getGlyphPositions().reduce((sum, p) => sum + p.xAdvance, 0);
  return advance / face.upem;
}

/** The overrides per weight, or null when the fallback's files are not on this machine. */
export async function measureFallback() {
  let fallback;
  try {
    fallback = Object.fromEntries(
      Object.entries(FALLBACK).map(([face, file]) => [face, readFileSync(file)]),
    );
  } catch {
    return null;
  }
  const inter = await wawoff2.decompress(readFileSync(INTER));
  const text = sampleText();
  const faces = {};
  for (const [weight, face] of Object.entries(WEIGHTS)) {
    const sizeAdjust =
      widthInEm(inter, text, Number(weight)) / widthInEm(fallback[face], text, Number(weight));
    faces[weight] = {
      sizeAdjust: round(sizeAdjust),
      ascentOverride: round(INTER_METRICS.ascent / sizeAdjust),
      descentOverride: round(INTER_METRICS.descent / sizeAdjust),
      lineGapOverride: round(INTER_METRICS.lineGap / sizeAdjust),
    };
  }
  return faces;
}

const round = (value) => Math.round(value * 10000) / 10000;

if (import.meta.url === `file://${process.argv[1]}`) {
  const faces = await measureFallback();
  if (!faces) {
    console.error('Liberation Sans is not installed here (apt-get install fonts-liberation).');
    process.exit(1);
  }
  console.log(JSON.stringify(faces, null, 2));
}
