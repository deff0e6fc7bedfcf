import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** The note a form shows when JavaScript is off. */
export const noScript = style({
  margin: `0 0 ${vars.space[2]}`,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
