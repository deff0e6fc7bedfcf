import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  marginBottom: vars.space[4],
});

export const label = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

export const input = style({
  font: 'inherit',
  minHeight: '44px',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  outline: 'none',
  width: '100%',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focused]': {
      borderColor: vars.color.focus,
      boxShadow: `0 0 0 ${vars.size.focusRing} ${vars.color.focus}33`,
    },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: '1px',
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { background: vars.color.surfaceMuted, cursor: 'not-allowed' },
  },
});

export const textarea = style([input, { minHeight: '120px', resize: 'vertical' }]);

export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&::before': { content: '"⚠ "' } },
});
