import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';
import { fieldRule, focusedRule, inputRule, labelRule } from './fieldRules';

export const field = style(fieldRule);

export const label = style(labelRule);

/** TextField's input, drawn by the browser's own states (no script needed to hover or focus). */
export const input = style([
  inputRule,
  {
    selectors: {
      '&:hover': { borderColor: vars.color.text },
      '&:focus': focusedRule,
    },
  },
]);
