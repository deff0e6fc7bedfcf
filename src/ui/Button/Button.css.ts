import type { StyleRule } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';
import { focusRing } from '../theme/focus';

/**
 * A hovered button's look: react-aria's attribute (which it sets for a mouse only), or :hover on a
 * plain button where the device can hover (a tap would leave :hover stuck).
 */
const hovered = (look: StyleRule) => ({
  selectors: { '&[data-hovered]': look },
  '@media': { '(hover: hover)': { selectors: { '&:not([data-rac]):hover': look } } },
});

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space[2],
    minHeight: '44px',
    padding: `${vars.space[2]} ${vars.space[5]}`,
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    font: 'inherit',
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background-color ${vars.duration.fast}, border-color ${vars.duration.fast}, transform ${vars.duration.fast}`,
    outline: 'none',
    // react-aria's buttons (data-rac) report their states in data attributes; a plain <button> of
    // the frame (PlainButton) and a link styled as a button have the CSS states instead.
    selectors: {
      '&[data-focus-visible], &:not([data-rac]):focus-visible': focusRing(),
      '&[data-pressed], &:not([data-rac]):active': { transform: 'translateY(1px)' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-busy]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        ...hovered({ background: vars.color.primaryHover }),
        selectors: {
          '&[data-hovered]': { background: vars.color.primaryHover },
          '&[data-pressed], &:not([data-rac]):active': { background: vars.color.primaryPressed },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.primary,
        borderColor: vars.color.primary,
        ...hovered({ background: vars.color.surfaceMuted }),
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        ...hovered({ background: vars.color.surfaceMuted }),
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onPrimary,
        ...hovered({ filter: 'brightness(0.92)' }),
      },
    },
    size: {
      sm: {
        minHeight: '36px',
        padding: `${vars.space[1]} ${vars.space[3]}`,
        fontSize: vars.fontSize.sm,
      },
      md: {},
      lg: {
        minHeight: '52px',
        padding: `${vars.space[3]} ${vars.space[6]}`,
        fontSize: vars.fontSize.lg,
      },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
