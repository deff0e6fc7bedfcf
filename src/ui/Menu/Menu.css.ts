import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const popover = style({
  width: vars.size.menu,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  padding: vars.space[1],
  outline: 'none',
});

export const menu = style({ outline: 'none', display: 'flex', flexDirection: 'column' });

export const item = style({
  display: 'block',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceMuted },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '-2px' },
    '&[data-pressed]': { background: vars.color.border },
  },
});
