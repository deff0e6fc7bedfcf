/** scripts/fallback-font.mjs: the fallback font's overrides, measured from the fonts. */
export type FallbackWeight = 400 | 500 | 600 | 700 | 800;
export interface MeasuredFace {
  sizeAdjust: number;
  ascentOverride: number;
  descentOverride: number;
  lineGapOverride: number;
}
export const WEIGHTS: Record<FallbackWeight, 'regular' | 'bold'>;
export function sampleText(): string;
export function measureFallback(): Promise<Record<FallbackWeight, MeasuredFace> | null>;
