import { vars } from './theme.css';

/**
 * The one keyboard focus ring (WCAG 2.4.7, 2.4.11): 3 px of the focus colour, `offset` from the
 * element (2 px unless named; inside a bordered box it may sit inward). For a `.css.ts` style's
 * `:focus-visible` / `[data-focus-visible]` selector.
 */
export const focusRing = (offset = '2px', color: string = vars.color.focus) => ({
  outline: `${vars.size.focusRing} solid ${color}`,
  outlineOffset: offset,
});
