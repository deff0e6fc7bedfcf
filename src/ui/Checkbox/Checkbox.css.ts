import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { focusRing } from '../theme/focus';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  cursor: 'pointer',
  outline: 'none',
  lineHeight: vars.lineHeight.snug,
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 } },
});

export const box = style({
  flex: '0 0 auto',
  width: '24px',
  height: '24px',
  marginTop: '1px',
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.onPrimary,
  transition: `background ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    [`${checkbox}[data-selected] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${checkbox}[data-focus-visible] &`]: focusRing(),
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
});

export const check = style({ width: '16px', height: '16px' });
