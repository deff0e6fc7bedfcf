/**
 * The fallback font takes Inter's room (src/ui/theme/fallbackFont.ts): its overrides are what
 * scripts/fallback-font.mjs measures from the fonts themselves (Inter as the site ships it, and
 * Liberation Sans, which has Arial's metrics), over the articles' text. A change of Inter's file or
 * of the articles that moves them shows here.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { measureFallback } from '../../scripts/fallback-font.mjs';
import { ARIAL_FACES, ARIAL_METRICS, FALLBACK_WEIGHTS } from '../../src/ui/theme/fallbackFont';

const LIBERATION = '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf';

describe('the fallback font', () => {
  // Liberation Sans comes with Debian's chromium (fonts-liberation), which the tests need anyway.
  it.skipIf(!existsSync(LIBERATION))(
    'is sized to Inter by the measured ratios, per weight',
    { timeout: 30_000 },
    async () => {
      const measured = await measureFallback();
      expect(measured).not.toBeNull();
      for (const weight of FALLBACK_WEIGHTS) {
        const face = measured?.[weight];
        const shipped = ARIAL_METRICS[weight];
        expect(face?.sizeAdjust).toBeCloseTo(shipped.sizeAdjust, 2);
        expect(face?.ascentOverride).toBeCloseTo(shipped.ascentOverride, 2);
        expect(face?.descentOverride).toBeCloseTo(shipped.descentOverride, 2);
        expect(face?.lineGapOverride).toBe(shipped.lineGapOverride);
      }
      // Inter is wider than Arial: the fallback is scaled up, and more for regular text.
      expect(ARIAL_METRICS[400].sizeAdjust).toBeGreaterThan(ARIAL_METRICS[700].sizeAdjust);
      expect(ARIAL_METRICS[700].sizeAdjust).toBeGreaterThan(1);
    },
  );

  it('names Arial and its metric twins for every weight, bold from 600', () => {
    expect(ARIAL_FACES.map((face) => face.weight)).toEqual([400, 500, 600, 700, 800]);
    for (const face of ARIAL_FACES) {
      expect(face.local.some((name) => name.startsWith('Liberation Sans'))).toBe(true);
      expect(face.local[0]).toBe(face.weight >= 600 ? 'Arial Bold' : 'Arial');
    }
  });
});
