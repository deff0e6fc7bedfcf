/**
 * The fallback that shows while Inter loads, sized to take Inter's room so that the swap moves
 * no line (and shifts nothing): Arial, or a font with Arial's metrics (Liberation Sans, Arimo),
 * scaled to Inter's width over the articles' own Swedish text, per weight, with Inter's ascent,
 * descent and line gap. Measured by scripts/fallback-font.mjs; tests/unit/fallbackFont.test.ts
 * checks the values against the fonts. On Android (no Arial) Roboto stands in, scaled by the
 * average widths of its and Inter's Latin letters (Capsize's metrics).
 */
export type FallbackWeight = 400 | 500 | 600 | 700 | 800;

export interface FallbackFace {
  weight: FallbackWeight;
  /** local() names, tried in order. */
  local: readonly string[];
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
}

interface Metrics {
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
}

/**
 * Measured with Liberation Sans (Arial's metrics) by scripts/fallback-font.mjs, for every weight
 * the site sets text in: Arial's regular face stands in for 400 and 500, its bold for 600 to 800.
 */
export const ARIAL_METRICS: Readonly<Record<FallbackWeight, Metrics>> = {
  400: { sizeAdjust: 1.0662, ascentOverride: 0.9086, descentOverride: 0.2262, lineGapOverride: 0 },
  500: { sizeAdjust: 1.0773, ascentOverride: 0.8992, descentOverride: 0.2239, lineGapOverride: 0 },
  600: { sizeAdjust: 1.009, ascentOverride: 0.9601, descentOverride: 0.2391, lineGapOverride: 0 },
  700: { sizeAdjust: 1.0191, ascentOverride: 0.9506, descentOverride: 0.2367, lineGapOverride: 0 },
  800: { sizeAdjust: 1.0315, ascentOverride: 0.9391, descentOverride: 0.2338, lineGapOverride: 0 },
};

export const FALLBACK_WEIGHTS: readonly FallbackWeight[] = [400, 500, 600, 700, 800];
const isBold = (weight: FallbackWeight) => weight >= 600;

const ARIAL_REGULAR = [
  'Arial',
  'ArialMT',
  'Liberation Sans',
  'LiberationSans',
  'Arimo',
  'Arimo-Regular',
];
const ARIAL_BOLD = [
  'Arial Bold',
  'Arial-BoldMT',
  'Liberation Sans Bold',
  'LiberationSans-Bold',
  'Arimo Bold',
  'Arimo-Bold',
];

/** Inter 978 / Roboto 911 average Latin letter widths (2048 units per em); Inter's 1984 / 494. */
const ROBOTO_SIZE_ADJUST = 978 / 911;
const ROBOTO_METRICS: Metrics = {
  sizeAdjust: Math.round(ROBOTO_SIZE_ADJUST * 10000) / 10000,
  ascentOverride: Math.round((1984 / 2048 / ROBOTO_SIZE_ADJUST) * 10000) / 10000,
  descentOverride: Math.round((494 / 2048 / ROBOTO_SIZE_ADJUST) * 10000) / 10000,
  lineGapOverride: 0,
};

/** 'Inter Fallback': Arial and its metric twins. */
export const ARIAL_FACES: readonly FallbackFace[] = FALLBACK_WEIGHTS.map((weight) => ({
  weight,
  local: isBold(weight) ? ARIAL_BOLD : ARIAL_REGULAR,
  ...ARIAL_METRICS[weight],
}));

/** 'Inter Fallback Android': Roboto. */
export const ROBOTO_FACES: readonly FallbackFace[] = FALLBACK_WEIGHTS.map((weight) => ({
  weight,
  local: isBold(weight) ? ['Roboto Bold', 'Roboto-Bold'] : ['Roboto', 'Roboto-Regular'],
  ...ROBOTO_METRICS,
}));

export const FALLBACK_FAMILY = 'Inter Fallback';
export const ANDROID_FALLBACK_FAMILY = 'Inter Fallback Android';
