import { globalStyle, style } from '@vanilla-extract/css';
import { cluster, stack as layoutStack } from '../../../ui/Layout/primitives.css';
import { media, vars } from '../../../ui/theme/theme.css';

/** Two columns from 768 px: the main card and a side column. */
export const layout = style({
  display: 'grid',
  gap: vars.space[5],
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': { [media.medium]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5] });

/** The side column runs beside two stacks of the main column (on phones it comes between). */
export const sideColumn = style({
  '@media': { [media.medium]: { gridColumn: 2, gridRow: 'span 2' } },
});

export const cardHeader = style([
  cluster({ gap: '3', justify: 'between' }),
  {
    marginBottom: vars.space[2],
  },
]);

export const cardHeading = style({
  fontSize: vars.fontSize.lg,
  margin: 0,
  scrollMarginTop: '80px',
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

/** Label/value rows of account details. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  margin: 0,
  '@media': { [media.small]: { gridTemplateColumns: 'minmax(8rem, auto) 1fr' } },
});

globalStyle(`${details} dt`, {
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  paddingTop: vars.space[3],
  '@media': {
    [media.small]: {
      paddingBottom: vars.space[3],
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
});

globalStyle(`${details} dd`, {
  margin: 0,
  paddingBottom: vars.space[3],
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
  '@media': { [media.small]: { paddingTop: vars.space[3] } },
});

export const missing = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  marginTop: vars.space[4],
});

export const form = style({ display: 'flex', flexDirection: 'column', marginTop: vars.space[2] });

/** The picture next to the upload controls. */
export const avatarRow = style([cluster({ gap: '4' }), { marginTop: vars.space[2] }]);

export const avatarLarge = style({});

globalStyle(`${avatarLarge} [data-avatar]`, {
  fontSize: vars.fontSize.xxl,
  border: `1px solid ${vars.color.border}`,
});

export const fileName = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  margin: 0,
  overflowWrap: 'anywhere',
});

export const fieldError = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
  margin: 0,
  selectors: { '&::before': { content: '"⚠ "' } },
});

export const results = style([
  layoutStack({ gap: '4' }),
  {
    listStyle: 'none',
    padding: 0,
    margin: `${vars.space[3]} 0 0`,
  },
]);

export const result = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space[4],
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 } },
});

export const resultDate = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  margin: 0,
  marginBottom: vars.space[2],
});

export const resultHeading = style({
  fontSize: vars.fontSize.md,
  margin: 0,
  marginBottom: vars.space[1],
});

export const tags = style({
  listStyle: 'none',
  padding: 0,
  margin: `0 0 ${vars.space[3]}`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
});

export const idea = style({
  background: vars.color.accentSoft,
  color: vars.color.text,
  borderRadius: vars.radius.pill,
  padding: `${vars.space[1]} ${vars.space[3]}`,
  fontSize: vars.fontSize.sm,
});

export const answer = style({
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  borderRadius: vars.radius.pill,
  padding: `${vars.space[1]} ${vars.space[3]}`,
  fontSize: vars.fontSize.xs,
});

export const notice = style({
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  padding: vars.space[4],
  margin: 0,
});

/** "Stämmer dina uppgifter?": above the details, marked like the demo's attention panels. */
export const checkCard = style({
  marginBottom: vars.space[5],
  borderLeft: `4px solid ${vars.color.accent}`,
  background: vars.color.accentSoft,
});

/** A value with a small action beside it (the e-mail and 'Byt e-postadress'). */
export const valueWithAction = cluster({ gap: '2', justify: 'between' });

export const strong = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

/** What deletion removes: a plain list. */
export const plainList = style([
  layoutStack({ gap: '1' }),
  {
    margin: `${vars.space[2]} 0 0`,
    paddingLeft: vars.space[5],
  },
]);

/** The card that deletes the account: marked as the one with consequences. */
export const dangerCard = style({ borderLeft: `4px solid ${vars.color.danger}` });

/** A warning inside a dialog (deletion cannot be undone). */
export const warning = style({
  background: vars.color.dangerSoft,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  padding: vars.space[3],
  margin: `${vars.space[2]} 0`,
});
