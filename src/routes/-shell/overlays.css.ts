import { keyframes, style } from '@vanilla-extract/css';
import { stack } from '../../ui/Layout/primitives.css';
import { media, vars } from '../../ui/theme/theme.css';

const rise = keyframes({
  from: { transform: 'translateY(16px)', opacity: 0 },
  to: { transform: 'none', opacity: 1 },
});

export const banner = style({
  position: 'fixed',
  left: vars.space[3],
  right: vars.space[3],
  bottom: vars.space[3],
  zIndex: vars.z.banner,
  maxWidth: '720px',
  maxHeight: 'calc(100vh - 88px)',
  overflowY: 'auto',
  margin: '0 auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  padding: vars.space[5],
  animation: `${rise} ${vars.duration.fadeIn} ease-out`,
});

export const bannerTitle = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space[2] });
export const bannerText = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const bannerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  marginTop: vars.space[3],
});

export const categories = style([
  stack({ gap: '3' }),
  {
    listStyle: 'none',
    padding: 0,
    margin: `${vars.space[4]} 0 0`,
  },
]);

export const categoryText = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  marginTop: vars.space[1],
});

export const toastViewport = style({
  position: 'fixed',
  right: vars.space[3],
  left: vars.space[3],
  bottom: vars.space[3],
  zIndex: vars.z.toast,
  // The two live regions one above the other, each as wide as the viewport (side by side, each
  // got half of it: a failure's toast was 225 px wide and three times as tall).
  display: 'flex',
  flexDirection: 'column',
  pointerEvents: 'none',
  '@media': {
    [media.medium]: {
      left: 'auto',
      width: `min(380px, calc(100vw - 2 * ${vars.space[3]}))`,
      top: `calc(${vars.size.navHeight} + ${vars.space[3]})`,
      bottom: 'auto',
    },
  },
});

/** A live region (polite for news, assertive for failures), its toast at the right. */
export const toastLive = style({ display: 'flex', justifyContent: 'flex-end' });

export const toast = style({
  pointerEvents: 'auto',
  width: '100%',
  maxWidth: '380px',
  display: 'flex',
  gap: vars.space[3],
  alignItems: 'flex-start',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `6px solid ${vars.color.success}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  padding: vars.space[4],
  animation: `${rise} ${vars.duration.fadeIn} ease-out`,
  selectors: {
    '&[data-variant="destructive"]': {
      background: vars.color.dangerSoft,
      borderLeftColor: vars.color.danger,
    },
  },
});

export const toastIcon = style({
  flex: '0 0 auto',
  width: '22px',
  height: '22px',
  marginTop: '2px',
  fill: 'none',
  strokeWidth: 2.2,
  selectors: {
    '[data-variant="destructive"] &': { stroke: vars.color.danger },
    '[data-variant="default"] &': { stroke: vars.color.success },
  },
});
export const toastBody = style({ flex: 1, minWidth: 0 });
export const toastTitle = style({ fontWeight: vars.fontWeight.bold, margin: 0 });
export const toastDescription = style({
  margin: `${vars.space[1]} 0 0`,
  fontSize: vars.fontSize.sm,
});

export const notFound = style({
  maxWidth: '640px',
  margin: '0 auto',
  padding: `${vars.space[8]} ${vars.space[4]}`,
  textAlign: 'center',
});

export const notFoundCode = style({
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.black,
  color: vars.color.accent,
  margin: 0,
});

export const notFoundLinks = style({
  display: 'flex',
  gap: vars.space[3],
  justifyContent: 'center',
  flexWrap: 'wrap',
  marginTop: vars.space[5],
});

/** Holds the page's place while a page that is drawn in the browser only is loading. */
export const pending = style({ minHeight: '100vh' });
