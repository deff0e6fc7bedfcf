import { globalFontFace, globalStyle, style } from '@vanilla-extract/css';
import {
  ANDROID_FALLBACK_FAMILY,
  ARIAL_FACES,
  FALLBACK_FAMILY,
  ROBOTO_FACES,
} from './fallbackFont';
import { bodyFontUrl } from './font';
import { media, vars } from './theme.css';
import { focusRing } from './focus';

// Self-hosted Inter, Latin subset only (å, ä, ö included), swap while loading.
globalFontFace('Inter Variable', {
  src: `url(${bodyFontUrl}) format("woff2-variations")`,
  fontWeight: '100 900',
  fontStyle: 'normal',
  fontDisplay: 'swap',
  unicodeRange:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
});

// While Inter loads, a local font sized to Inter's metrics takes its room (./fallbackFont.ts).
const percent = (value: number) => `${Math.round(value * 10000) / 100}%`;
for (const [family, faces] of [
  [FALLBACK_FAMILY, ARIAL_FACES],
  [ANDROID_FALLBACK_FAMILY, ROBOTO_FACES],
] as const) {
  for (const face of faces) {
    globalFontFace(family, {
      src: face.local.map((name) => `local("${name}")`).join(', '),
      fontWeight: String(face.weight),
      fontStyle: 'normal',
      sizeAdjust: percent(face.sizeAdjust),
      ascentOverride: percent(face.ascentOverride),
      descentOverride: percent(face.descentOverride),
      lineGapOverride: percent(face.lineGapOverride),
    });
  }
}

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  '@media': { [media.reducedMotion]: { scrollBehavior: 'auto' } },
  WebkitTextSizeAdjust: '100%',
  scrollPaddingTop: `calc(${vars.size.navHeight} + ${vars.space[4]})`,
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  WebkitFontSmoothing: 'antialiased',
  '@media': { [media.medium]: { fontSize: vars.fontSize.body } },
});

globalStyle('h1, h2, h3, h4', {
  lineHeight: vars.lineHeight.tight,
  margin: `0 0 ${vars.space[4]}`,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
});
globalStyle('p', { margin: `0 0 ${vars.space[4]}` });
globalStyle('img, svg', { maxWidth: '100%', height: 'auto' });
globalStyle('a', { color: vars.color.primary, textUnderlineOffset: '0.15em' });
globalStyle('a:hover', { color: vars.color.primaryHover });

// A focus ring that is always visible for keyboard users.
globalStyle(':focus-visible', focusRing());

// Page changes cross-fade over 0.5 s (router view transitions); the navigation bar stays put.
globalStyle('::view-transition-old(root), ::view-transition-new(root)', {
  animationDuration: vars.duration.page,
});
globalStyle('::view-transition-group(*), ::view-transition-old(*), ::view-transition-new(*)', {
  '@media': { [media.reducedMotion]: { animation: 'none !important' } },
});

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

/** Hidden visually, still read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
