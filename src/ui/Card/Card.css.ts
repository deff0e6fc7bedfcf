import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space[5],
  boxShadow: vars.shadow.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  minWidth: 0,
});

export const interactive = style({
  position: 'relative',
  transition: `box-shadow ${vars.duration.fast}, transform ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong },
    '&:focus-within': { borderColor: vars.color.focus },
  },
});

export const title = style({
  fontSize: vars.fontSize.lg,
  margin: 0,
  lineHeight: vars.lineHeight.snug,
});

export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });
