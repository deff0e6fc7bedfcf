import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { focusRing } from '../theme/focus';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  marginBottom: vars.space[4],
  border: 0,
  padding: 0,
  minWidth: 0,
});

export const label = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });

export const options = style({
  display: 'grid',
  gap: vars.space[2],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
});

export const radio = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  minHeight: '44px',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  cursor: 'pointer',
  outline: 'none',
  lineHeight: vars.lineHeight.snug,
  transition: `border-color ${vars.duration.fast}, background ${vars.duration.fast}`,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-selected]': {
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
    },
    '&[data-focus-visible]': focusRing(),
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const dot = style({
  flex: '0 0 auto',
  width: '20px',
  height: '20px',
  marginTop: '1px',
  borderRadius: vars.radius.round,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  transition: `border-width ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    [`${radio}[data-selected] &`]: {
      borderColor: vars.color.primary,
      borderWidth: '6px',
    },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const optionLabel = style({ fontWeight: vars.fontWeight.medium });

export const optionHint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
