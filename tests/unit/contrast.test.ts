import { describe, expect, it } from 'vitest';
import { palette, pastels } from '../../src/ui/theme/theme.css';

/** WCAG 2.x relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const value = hex.replace('#', '');
  const channels = [0, 2, 4].map((offset) => parseInt(value.slice(offset, offset + 2), 16) / 255);
  const [r, g, b] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('colour tokens meet WCAG AA', () => {
  const text: [string, string, string][] = [
    ['text on background', palette.text, palette.background],
    ['text on surface', palette.text, palette.surface],
    ['muted text on background', palette.textMuted, palette.background],
    ['muted text on surface', palette.textMuted, palette.surface],
    ['muted text on muted surface', palette.textMuted, palette.surfaceMuted],
    ['primary link on background', palette.primary, palette.background],
    ['primary link on surface', palette.primary, palette.surface],
    ['text on primary button', palette.onPrimary, palette.primary],
    ['text on hovered primary', palette.onPrimary, palette.primaryHover],
    ['text on danger button', palette.onPrimary, palette.danger],
    ['accent text on background', palette.accent, palette.background],
    ['danger text on surface', palette.danger, palette.surface],
    ['danger text on destructive toast', palette.danger, palette.dangerSoft],
    ['text on destructive toast', palette.text, palette.dangerSoft],
    ['success text on surface', palette.success, palette.surface],
    ['footer text', palette.onFooter, palette.footerBackground],
    ['footer muted text', palette.onFooterMuted, palette.footerBackground],
    ...pastels.map((pastel, index): [string, string, string] => [
      `text on pastel ${index}`,
      palette.text,
      pastel,
    ]),
  ];

  it.each(text)('%s ≥ 4.5:1', (_, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each([
    ['field border on surface', palette.borderStrong, palette.surface],
    ['focus ring on background', palette.focus, palette.background],
  ])('%s ≥ 3:1 (UI boundary)', (_, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(3);
  });
});
