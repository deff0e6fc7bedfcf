/**
 * react-aria's press handling adds this stylesheet to the document head the first time a button
 * mounts, unless an element with its id is already there. Added after the page is painted, any
 * new stylesheet makes the browser rebuild its fonts and lay the whole page out again (≈ 110 ms on
 * a slowed phone for /articles), so the prerendered head carries it from the start. The rule is
 * react-aria's own: pan and zoom stay, double-tap zoom's click delay goes.
 */
export const PRESSABLE_STYLE_ID = 'react-aria-pressable-style';

export const PRESSABLE_STYLE =
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}';
