import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/*
 * A page may refine a card with a class of its own (a grid for a checklist step, a tinted
 * background, tighter padding). The card's own rules have no weight (`:where`), so that class
 * wins whatever order the stylesheets end up in: that order follows the bundler's chunks and
 * changes when an import moves.
 */
export const card = style({});
globalStyle(`:where(${card})`, {
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

// Hover and focus keep their weight (a class and a state) over a page's class.
export const interactive = style({});
globalStyle(`:where(${interactive})`, {
  position: 'relative',
  transition: `box-shadow ${vars.duration.fast}, transform ${vars.duration.fast}, border-color ${vars.duration.fast}`,
});
globalStyle(`${interactive}:hover`, {
  boxShadow: vars.shadow.md,
  borderColor: vars.color.borderStrong,
});
globalStyle(`${interactive}:focus-within`, { borderColor: vars.color.focus });

export const title = style({
  fontSize: vars.fontSize.lg,
  margin: 0,
  lineHeight: vars.lineHeight.snug,
});

export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });
