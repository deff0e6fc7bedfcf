import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../theme/theme.css';
import { focusRing } from '../theme/focus';

export const link = style({
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': focusRing(),
    '&[aria-current="page"]': { fontWeight: vars.fontWeight.semibold },
  },
  '@media': {
    [media.hover]: {
      selectors: {
        '&:hover': { color: vars.color.primaryHover, textDecorationThickness: '2px' },
      },
    },
  },
});

/**
 * A link drawn by its own class (a card title, a navigation item, a link that looks like a
 * button). Its reset has zero specificity (`:where`), so the caller's class always wins, whatever
 * order the page's CSS files arrive in (each route chunk brings its own file).
 */
export const plain = style({});

globalStyle(`:where(${plain})`, {
  color: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.sm,
});

globalStyle(`:where(${plain}:focus-visible)`, focusRing());
