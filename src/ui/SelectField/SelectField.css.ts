import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** The native select with room for its arrow. */
export const select = style({
  appearance: 'auto',
  paddingRight: vars.space[3],
  cursor: 'pointer',
  background: vars.color.surface,
});
