import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { fieldRule, focusedRule, inputRule, labelRule } from './fieldRules';
import { focusRing } from '../theme/focus';

export const field = style(fieldRule);

export const label = style(labelRule);

export const input = style({
  ...inputRule,
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focused]': focusedRule,
    '&[data-focus-visible]': focusRing('1px'),
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
