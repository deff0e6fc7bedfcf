import { createGlobalTheme } from '@vanilla-extract/css';

/**
 * Design tokens: the only place a colour, a size or a duration is written.
 * Every text/background pair used by components meets WCAG AA (see tests/unit/contrast.test.ts).
 */
export const palette = {
  background: '#fbfaf7',
  surface: '#ffffff',
  surfaceMuted: '#f3f1ec',
  text: '#1a1d24',
  textMuted: '#4a5160',
  primary: '#1f4bb8',
  primaryHover: '#183c94',
  primaryPressed: '#132f75',
  onPrimary: '#ffffff',
  accent: '#b4470f',
  accentSoft: '#fdebdd',
  border: '#d9dce3',
  borderStrong: '#7c8391',
  focus: '#1f4bb8',
  success: '#17663a',
  successSoft: '#e6f4ea',
  danger: '#b42318',
  dangerSoft: '#fdecea',
  navBackground: '#ffffff',
  footerBackground: '#14213d',
  onFooter: '#f4f4f6',
  onFooterMuted: '#c9cdd8',
  footerRule: 'rgba(255, 255, 255, 0.2)',
  overlay: 'rgba(20, 24, 33, 0.45)',
} as const;

/** The spec's 8 pastel tile backgrounds (tiles cycle through 4 of them by index mod 4). */
export const pastels = [
  '#fde2e4',
  '#e2ece9',
  '#dfe7fd',
  '#fff1c1',
  '#e8def8',
  '#d8f3dc',
  '#ffe5d0',
  '#dbeafe',
] as const;

export const vars = createGlobalTheme(':root', {
  color: palette,
  pastel: {
    p0: pastels[0],
    p1: pastels[1],
    p2: pastels[2],
    p3: pastels[3],
    p4: pastels[4],
    p5: pastels[5],
    p6: pastels[6],
    p7: pastels[7],
  },
  font: {
    // Inter, and while it loads a local font sized to take its room (fallbackFont.ts).
    body: '"Inter Variable", "Inter Fallback", "Inter Fallback Android", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  // Modular scale (1.25) around a 1rem (16 px) root; body text is 1.0625rem from 768 px.
  fontSize: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1rem',
    body: '1.0625rem',
    lg: '1.25rem',
    xl: '1.5625rem',
    xxl: '1.953rem',
    xxxl: '2.441rem',
    display: '3.052rem',
  },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700', black: '800' },
  lineHeight: { tight: '1.2', snug: '1.35', body: '1.6' },
  space: {
    '0': '0',
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.5rem',
    '6': '2rem',
    '7': '3rem',
    '8': '4rem',
    '9': '6rem',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px', round: '50%' },
  shadow: {
    sm: '0 1px 2px rgba(20, 24, 33, 0.06)',
    md: '0 4px 16px rgba(20, 24, 33, 0.08)',
    lg: '0 12px 40px rgba(20, 24, 33, 0.18)',
  },
  size: {
    navHeight: '64px',
    contentMax: '1200px',
    // 68ch in Inter (its '0' is 0.631 em wide), in em so that the measure is the same in the
    // fallback that shows while Inter loads: a `ch` follows the font and moves the column.
    measure: '42.9em',
    drawer: '300px',
    drawerWide: '400px',
    menu: '200px',
    avatar: '32px',
    focusRing: '3px',
  },
  // fadeIn: what appears (dialogs, the toast, the cookie banner) fades in over 0.4–0.5 s.
  duration: { fast: '150ms', normal: '250ms', page: '500ms', fadeIn: '450ms' },
  z: { nav: '50', drawer: '100', toast: '200', banner: '150' },
});

/**
 * Breakpoints: small (drawer widens), the spec's 768 px (inline navigation) and large (room for
 * the navigation at its full size).
 */
export const breakpoints = { small: 480, medium: 768, large: 1024 } as const;
export const media = {
  small: `screen and (min-width: ${breakpoints.small}px)`,
  medium: `screen and (min-width: ${breakpoints.medium}px)`,
  /** From 768 px up to the large breakpoint: inline navigation, compact. */
  mediumOnly: `screen and (min-width: ${breakpoints.medium}px) and (max-width: ${breakpoints.large - 0.02}px)`,
  large: `screen and (min-width: ${breakpoints.large}px)`,
  belowMedium: `screen and (max-width: ${breakpoints.medium - 0.02}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  /** A pointer that can hover (not a finger): a tap must not leave a hover style behind. */
  hover: '(hover: hover)',
} as const;
