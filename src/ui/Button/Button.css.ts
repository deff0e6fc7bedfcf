import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

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
    selectors: {
      '&[data-focus-visible]': {
        outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
        outlineOffset: '2px',
      },
      '&[data-pressed]': { transform: 'translateY(1px)' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-busy]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          '&[data-hovered]': { background: vars.color.primaryHover },
          '&[data-pressed]': { background: vars.color.primaryPressed },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.primary,
        borderColor: vars.color.primary,
        selectors: { '&[data-hovered]': { background: vars.color.surfaceMuted } },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: { '&[data-hovered]': { background: vars.color.surfaceMuted } },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onPrimary,
        selectors: { '&[data-hovered]': { filter: 'brightness(0.92)' } },
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
