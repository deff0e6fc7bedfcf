import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { bareList, row, stack } from '../../ui/Layout/primitives.css';
import { media, vars } from '../../ui/theme/theme.css';

/** The results panel is at most 500 px high on /articles, 400 px on /blog. */
const PANEL_MAX_HEIGHT = { articles: '500px', blog: '400px' } as const;

// ---------------------------------------------------------------------------------------------
// Landing blocks (/articles, /blog)
// ---------------------------------------------------------------------------------------------

/** The page column of /articles and /blog. */
export const landing = style({ paddingTop: vars.space[6], paddingBottom: vars.space[6] });

export const titleTile = style({
  background: vars.pastel.p2,
  borderRadius: vars.radius.lg,
  padding: `${vars.space[6]} ${vars.space[5]}`,
  marginBottom: vars.space[6],
  '@media': { [media.medium]: { padding: `${vars.space[7]} ${vars.space[7]}` } },
});

export const titleTileHeading = style({
  fontSize: vars.fontSize.xxl,
  margin: `0 0 ${vars.space[3]}`,
  '@media': { [media.medium]: { fontSize: vars.fontSize.xxxl } },
});

export const titleTileLead = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  maxWidth: vars.size.measure,
  margin: 0,
});

export const searchBlock = style({
  maxWidth: '40rem',
  marginBottom: vars.space[5],
});

/** The search box; the native clear button of type=search stays, Escape clears as well. */
export const searchField = style({ marginBottom: vars.space[2] });

export const section = style({ marginBottom: vars.space[7] });

export const sectionHeading = style({
  fontSize: vars.fontSize.xl,
  margin: `0 0 ${vars.space[4]}`,
});

/** Results beside the first 8 categories (results first in reading order). */
export const searchLayout = style({
  display: 'grid',
  gap: vars.space[5],
  alignItems: 'start',
  '@media': { [media.medium]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const resultsPanel = style([
  stack({ gap: '3' }),
  {
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.md,
    padding: vars.space[4],
  },
]);

export const resultsHeading = style({
  fontSize: vars.fontSize.md,
  margin: 0,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
});

export const resultsList = styleVariants(PANEL_MAX_HEIGHT, (maxHeight) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxHeight,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  display: 'flex',
  flexDirection: 'column',
}));

export const resultItem = style({
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
  // Hits scrolled out of the panel are not laid out or painted until they come into view: a
  // keystroke redraws dozens of hits with their marked excerpts.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 5rem',
});

export const resultLink = style({
  display: 'block',
  padding: `${vars.space[3]} ${vars.space[2]}`,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
});

export const resultMeta = style({
  display: 'block',
  padding: `0 ${vars.space[2]} ${vars.space[3]}`,
  marginTop: `calc(-1 * ${vars.space[2]})`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
});

/** A word the search matched, in a result's title or excerpt. */
export const matched = style({
  background: vars.color.accentSoft,
  color: 'inherit',
  borderRadius: vars.radius.sm,
  padding: '0 0.1em',
  fontWeight: vars.fontWeight.semibold,
});

/** 'Menade du …?': the near query, a link-like button. */
export const suggestion = style({
  background: 'none',
  border: 'none',
  padding: 0,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.primary,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.primaryHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const resultsActions = style({ display: 'flex', justifyContent: 'flex-start' });

export const noResults = style({
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  margin: `0 0 ${vars.space[5]}`,
});

// ---------------------------------------------------------------------------------------------
// Category tiles
// ---------------------------------------------------------------------------------------------

export const tiles = style([
  bareList,
  {
    display: 'grid',
    gap: vars.space[3],
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    '@media': {
      [media.medium]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space[4] },
    },
  },
]);

/** Beside the results the first 8 tiles sit in two columns. */
export const tilesBeside = style({
  '@media': { [media.medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const tile = style({
  display: 'flex',
  alignItems: 'flex-end',
  height: '100%',
  minHeight: '5.5rem',
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  border: `1px solid transparent`,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.snug,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  '@media': {
    [media.hover]: {
      selectors: {
        '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.sm },
      },
    },
    [media.medium]: { minHeight: '7rem', fontSize: vars.fontSize.lg },
  },
});

/** Four of the eight pastels, cycled by the tile's index mod 4. */
export const tilePastel = {
  blog: [vars.pastel.p0, vars.pastel.p1, vars.pastel.p2, vars.pastel.p3].map((background) =>
    style({ background }),
  ),
  articles: [vars.pastel.p4, vars.pastel.p5, vars.pastel.p6, vars.pastel.p7].map((background) =>
    style({ background }),
  ),
} as const;

// ---------------------------------------------------------------------------------------------
// Cards
// ---------------------------------------------------------------------------------------------

export const cardGrid = style([
  bareList,
  {
    display: 'grid',
    gap: vars.space[5],
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  },
]);

export const cardItem = style({ display: 'flex', minWidth: 0 });

export const card = style({
  flex: 1,
  scrollMarginTop: `calc(${vars.size.navHeight} + ${vars.space[4]})`,
});

/** Briefly marks the card a /articles#slug link landed on. */
globalStyle(`${card}:target`, {
  borderColor: vars.color.primary,
  boxShadow: `0 0 0 ${vars.size.focusRing} ${vars.color.primary}`,
});

export const cardText = style({ margin: 0, color: vars.color.text, flex: 1 });

export const cardCategory = style({
  alignSelf: 'flex-start',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  color: vars.color.accent,
  margin: 0,
});

/** The category above a post or article title: a link with a target of at least 24 px. */
export const categoryLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.space[5],
  color: vars.color.accent,
  textDecoration: 'none',
  '@media': {
    [media.hover]: {
      selectors: { '&:hover': { textDecoration: 'underline', color: vars.color.accent } },
    },
  },
});

export const cardFooter = style({ marginTop: vars.space[2] });

export const titleLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  '@media': {
    [media.hover]: {
      selectors: { '&:hover': { color: vars.color.primary, textDecoration: 'underline' } },
    },
  },
});

export const cardImage = style({
  display: 'block',
  width: `calc(100% + 2 * ${vars.space[5]})`,
  maxWidth: 'none',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  margin: `calc(-1 * ${vars.space[5]}) calc(-1 * ${vars.space[5]}) ${vars.space[2]}`,
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  background: vars.color.surfaceMuted,
});

export const author = style([row({ gap: '3' }), { margin: 0 }]);

export const authorAvatar = style({
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.round,
  flexShrink: 0,
});

export const authorAvatarLarge = style([authorAvatar, { width: '56px', height: '56px' }]);

export const authorText = style({
  display: 'flex',
  flexDirection: 'column',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  minWidth: 0,
});

export const authorName = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const muted = style({ color: vars.color.textMuted });

export const groupSection = style({
  marginBottom: vars.space[7],
  scrollMarginTop: `calc(${vars.size.navHeight} + ${vars.space[4]})`,
});

// ---------------------------------------------------------------------------------------------
// Category list pages
// ---------------------------------------------------------------------------------------------

export const backRow = style({ marginBottom: vars.space[4] });

export const filter = style({ maxWidth: '32rem', marginBottom: vars.space[5] });

export const more = style({
  display: 'flex',
  justifyContent: 'center',
  marginTop: vars.space[6],
});

export const empty = style({
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.lg,
  padding: vars.space[5],
  margin: 0,
});

// ---------------------------------------------------------------------------------------------
// Reading pages (article, blog post)
// ---------------------------------------------------------------------------------------------

export const reading = style({
  // The containing block of the editor's 'Edit' toolbar (editing.css.ts).
  position: 'relative',
  maxWidth: `calc(${vars.size.measure} + 2 * ${vars.space[5]})`,
  margin: '0 auto',
  padding: `${vars.space[5]} ${vars.space[4]} ${vars.space[8]}`,
  '@media': { [media.medium]: { padding: `${vars.space[6]} ${vars.space[5]} ${vars.space[8]}` } },
});

export const readingHeader = style({ marginTop: vars.space[3], marginBottom: vars.space[6] });

export const readingTitle = style({
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.02em',
  margin: `${vars.space[3]} 0 ${vars.space[3]}`,
  '@media': { [media.medium]: { fontSize: vars.fontSize.xxxl } },
});

export const readingLead = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.snug,
  margin: `0 0 ${vars.space[4]}`,
});

export const readingMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  margin: 0,
});

export const readingImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.lg,
  margin: `0 0 ${vars.space[6]}`,
  background: vars.color.surfaceMuted,
});

/** Article text: 17 px on desktop, 16 px on phones, ≈ 1.6 line height, 68ch measure (42.9em). */
export const prose = style({
  maxWidth: vars.size.measure,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
  '@media': { [media.medium]: { fontSize: vars.fontSize.body } },
});

globalStyle(`${prose} h2`, {
  fontSize: vars.fontSize.xl,
  margin: `${vars.space[6]} 0 ${vars.space[3]}`,
});
globalStyle(`${prose} h3`, {
  fontSize: vars.fontSize.lg,
  margin: `${vars.space[5]} 0 ${vars.space[2]}`,
});
globalStyle(`${prose} ul`, { paddingLeft: vars.space[5], margin: `0 0 ${vars.space[4]}` });
globalStyle(`${prose} li`, { marginBottom: vars.space[2] });
globalStyle(`${prose} a`, { fontWeight: vars.fontWeight.semibold });

export const aside = style({
  borderTop: `1px solid ${vars.color.border}`,
  marginTop: vars.space[7],
  paddingTop: vars.space[5],
});

export const asideHeading = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space[3]}` });

export const plainList = style([stack({ gap: '2' }), { listStyle: 'none', margin: 0, padding: 0 }]);

export const relatedGrid = style([
  bareList,
  {
    display: 'grid',
    gap: vars.space[4],
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  },
]);

export const notFound = style({
  maxWidth: vars.size.measure,
  margin: '0 auto',
  padding: `${vars.space[7]} ${vars.space[4]}`,
});
