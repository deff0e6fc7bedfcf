import { globalStyle, style } from '@vanilla-extract/css';
import { bareList, cluster } from '../../../ui/Layout/primitives.css';
import { breakpoints, media, vars } from '../../../ui/theme/theme.css';

/** Form beside the result from 768 px; the result first in reading order after the form. */
export const layout = style({
  display: 'grid',
  gap: vars.space[5],
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': {
    [media.medium]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
    [media.large]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)' },
  },
});

export const panelHeading = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const panelHeader = style([
  cluster({ gap: '2', justify: 'between' }),
  {
    marginBottom: vars.space[3],
  },
]);

export const yearTag = style({
  display: 'inline-block',
  alignSelf: 'flex-start',
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

/** The values of the computed year that are not confirmed yet: said plainly, above the answer. */
export const yearNotice = style({
  margin: `0 0 ${vars.space[3]}`,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderLeft: `3px solid ${vars.color.accent}`,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});

export const result = style({
  '@media': {
    [media.belowMedium]: { paddingLeft: vars.space[4], paddingRight: vars.space[4] },
    [media.large]: { position: 'sticky', top: `calc(${vars.size.navHeight} + ${vars.space[4]})` },
  },
});

export const summary = style({
  margin: 0,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const waiting = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  '@media': { [media.medium]: { fontSize: vars.fontSize.md } },
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${table} caption`, {
  textAlign: 'left',
  fontWeight: vars.fontWeight.semibold,
  padding: `${vars.space[4]} 0 ${vars.space[2]}`,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space[2]} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  textAlign: 'left',
});

globalStyle(`${table} th + td, ${table} td + td, ${table} th + th`, {
  textAlign: 'right',
  paddingLeft: vars.space[3],
  whiteSpace: 'nowrap',
});

globalStyle(`${table} thead th`, {
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
});

export const rowEmphasis = style({ fontWeight: vars.fontWeight.bold });

globalStyle(`${rowEmphasis} th, ${rowEmphasis} td`, {
  fontWeight: vars.fontWeight.bold,
  borderBottomColor: vars.color.borderStrong,
});

export const detail = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
});

export const notes = style({
  margin: `${vars.space[4]} 0 0`,
  paddingLeft: vars.space[5],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const about = style({
  maxWidth: vars.size.measure,
  marginTop: vars.space[7],
});

globalStyle(`${about} h2`, { fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space[3]}` });
globalStyle(`${about} h3`, {
  fontSize: vars.fontSize.lg,
  margin: `${vars.space[5]} 0 ${vars.space[2]}`,
});
globalStyle(`${about} ul`, { paddingLeft: vars.space[5], margin: `0 0 ${vars.space[4]}` });
globalStyle(`${about} li`, { marginBottom: vars.space[2] });

export const factItem = style({ marginBottom: vars.space[3] });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const cards = style([
  bareList,
  {
    display: 'grid',
    gap: vars.space[5],
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
  },
]);

export const cardLink = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

/**
 * Below the large breakpoint a three-column table does not fit beside long Swedish labels (from
 * 768 px the result shares the width with the form): each row becomes the label over its two
 * amounts, each amount under its column's name (from `data-label`).
 */
export const stackedTable = style({});

const belowLarge = `screen and (max-width: ${breakpoints.large - 0.02}px)`;

globalStyle(`${stackedTable} thead`, {
  '@media': {
    [belowLarge]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
});

globalStyle(`${stackedTable} tbody tr`, {
  '@media': {
    [belowLarge]: {
      display: 'grid',
      gridTemplateColumns: '1fr 1fr',
      columnGap: vars.space[3],
      borderBottom: `1px solid ${vars.color.border}`,
      padding: `${vars.space[2]} 0`,
    },
  },
});

globalStyle(`${stackedTable} tbody th, ${stackedTable} tbody td`, {
  '@media': {
    [belowLarge]: { border: 0, padding: 0, textAlign: 'left' },
  },
});

globalStyle(`${stackedTable} tbody th`, {
  '@media': { [belowLarge]: { gridColumn: '1 / -1', marginBottom: vars.space[1] } },
});

globalStyle(`${stackedTable} tbody td::before`, {
  '@media': {
    [belowLarge]: {
      content: 'attr(data-label)',
      display: 'block',
      fontSize: vars.fontSize.xs,
      color: vars.color.textMuted,
      fontWeight: vars.fontWeight.regular,
    },
  },
});

/* ------------------------------------------------------------------------- printing -------- */

/**
 * An empty marker on every calculator page. While it is in the document, a printout leaves out
 * the site's frame (navigation, footer, cookie banner, toasts: the siblings of `main`), so the
 * paper holds the form as filled in, the result and the sources.
 */
export const printScope = style({ display: 'none' });

globalStyle(`:has(> #main ${printScope}) > :not(#main)`, {
  '@media': { print: { display: 'none' } },
});

globalStyle(`#main:has(${printScope})`, {
  '@media': { print: { paddingTop: 0 } },
});

/** The print button and its note; not on paper. */
export const actions = style([
  cluster({ gap: '3' }),
  {
    marginTop: vars.space[5],
    '@media': { print: { display: 'none' } },
  },
]);

globalStyle(`${actions} p`, { margin: 0, maxWidth: vars.size.measure });

/** Left off paper: links to read on. */
export const noPrint = style({ '@media': { print: { display: 'none' } } });

globalStyle(`${table}, ${notes}`, { '@media': { print: { breakInside: 'avoid' } } });
