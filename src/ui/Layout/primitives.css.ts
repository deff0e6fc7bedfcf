import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

type Space = keyof typeof vars.space;
const SPACES = Object.keys(vars.space) as Space[];
const gaps = Object.fromEntries(
  SPACES.map((space) => [space, { gap: vars.space[space] }]),
) as Record<Space, { gap: string }>;

/**
 * A vertical stack: children in a column, one gap between them. Compose it in a `.css.ts`
 * (`style([stack({ gap: '3' }), { ... }])`).
 */
export const stack = recipe({
  base: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  variants: {
    gap: gaps,
    align: {
      stretch: {},
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
    },
  },
  defaultVariants: { gap: '0', align: 'stretch' },
});

/**
 * A cluster: children in a row that wraps (buttons, tags, meta data), one gap between them.
 */
export const cluster = recipe({
  base: { display: 'flex', flexWrap: 'wrap', alignItems: 'center' },
  variants: {
    gap: gaps,
    align: {
      center: {},
      baseline: { alignItems: 'baseline' },
      start: { alignItems: 'flex-start' },
    },
    justify: {
      start: {},
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
  },
  defaultVariants: { gap: '3', align: 'center', justify: 'start' },
});

export type StackVariants = NonNullable<RecipeVariants<typeof stack>>;
export type ClusterVariants = NonNullable<RecipeVariants<typeof cluster>>;

/** A list without bullets or indent (cards, links, steps): compose it with a layout. */
export const bareList = style({ listStyle: 'none', margin: 0, padding: 0 });

/** A row that does not wrap, centred on the cross axis (an icon beside its text, a divider). */
export const row = recipe({
  base: { display: 'flex', alignItems: 'center' },
  variants: { gap: gaps },
  defaultVariants: { gap: '0' },
});

/**
 * A line of small text between two rules ('eller med e-post'): the rules fill the row on either
 * side. Compose it with the margin the place needs.
 */
export const ruledText = style([
  row({ gap: '3' }),
  {
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
    selectors: {
      '&::before, &::after': {
        content: '""',
        flex: 1,
        height: '1px',
        background: vars.color.border,
      },
    },
  },
]);
