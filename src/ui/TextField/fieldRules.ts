import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/**
 * The look a text field shares with the search field, as style rules for `style()` (read by
 * ./TextField.css.ts and ./SearchInput.css.ts at build time; nothing of it reaches the browser
 * but the CSS, so the search field's page loads no other field's class names).
 */
export const fieldRule: StyleRule = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  marginBottom: vars.space[4],
};

export const labelRule: StyleRule = {
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
};

export const inputRule: StyleRule = {
  font: 'inherit',
  minHeight: '44px',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  outline: 'none',
  width: '100%',
};

/** The focused field's ring. */
export const focusedRule: StyleRule = {
  borderColor: vars.color.focus,
  boxShadow: `0 0 0 ${vars.size.focusRing} ${vars.color.focus}33`,
};
