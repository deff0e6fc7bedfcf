import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const link = style({
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-hovered]': { color: vars.color.primaryHover, textDecorationThickness: '2px' },
    '&[data-focus-visible]': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    '&[data-current]': { fontWeight: vars.fontWeight.semibold },
  },
});

export const plain = style({ textDecoration: 'none', color: 'inherit' });
