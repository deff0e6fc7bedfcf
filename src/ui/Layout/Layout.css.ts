import { style } from '@vanilla-extract/css';
import { media, vars } from '../theme/theme.css';

export const container = style({
  width: '100%',
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  padding: `0 ${vars.space[4]}`,
  '@media': { [media.medium]: { padding: `0 ${vars.space[5]}` } },
});

export const narrow = style({ maxWidth: '760px' });

export const page = style({ paddingTop: vars.space[6], paddingBottom: vars.space[6] });

export const pageHeader = style({ marginBottom: vars.space[6] });

export const eyebrow = style({
  display: 'inline-block',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.accent,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  marginBottom: vars.space[2],
});

export const title = style({
  fontSize: vars.fontSize.xxl,
  '@media': { [media.medium]: { fontSize: vars.fontSize.xxxl } },
});

export const lead = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  maxWidth: vars.size.measure,
});
