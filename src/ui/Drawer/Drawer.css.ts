import { keyframes, style } from '@vanilla-extract/css';
import { backdropFadeIn, fade } from '../theme/motion.css';
import { media, vars } from '../theme/theme.css';
import { focusRing } from '../theme/focus';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const slideOut = keyframes({ from: { transform: 'none' }, to: { transform: 'translateX(100%)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.drawer,
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: backdropFadeIn },
    '&[data-exiting]': { animation: `${fade} ${vars.duration.normal} reverse` },
  },
});

export const panel = style({
  position: 'fixed',
  top: 0,
  right: 0,
  bottom: 0,
  width: vars.size.drawer,
  maxWidth: '100vw',
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  display: 'flex',
  flexDirection: 'column',
  '@media': { [media.small]: { width: vars.size.drawerWide } },
  selectors: {
    '&[data-entering]': { animation: `${slideIn} ${vars.duration.normal} ease-out` },
    '&[data-exiting]': { animation: `${slideOut} ${vars.duration.normal} ease-in` },
  },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  height: vars.size.navHeight,
  padding: `0 ${vars.space[4]}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ fontSize: vars.fontSize.lg, margin: 0 });

export const body = style({ flex: 1, overflowY: 'auto', padding: vars.space[4] });

/**
 * The drawer as HTML alone (PopoverDrawer): a popover in the top layer, drawn like the panel.
 * The browser centres a popover and gives it a border and padding; this one sits at the right.
 */
export const popover = style({
  position: 'fixed',
  inset: '0 0 0 auto',
  margin: 0,
  padding: 0,
  border: 'none',
  width: vars.size.drawer,
  maxWidth: '100vw',
  height: '100%',
  maxHeight: 'none',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  '@media': { [media.small]: { width: vars.size.drawerWide } },
  selectors: {
    '&:popover-open': { display: 'flex', flexDirection: 'column' },
    '&::backdrop': { background: vars.color.overlay },
  },
});

/** The trigger is a plain button (DrawerTrigger): its focus ring and hover come from CSS. */
export const trigger = style({
  selectors: {
    '&:focus-visible': focusRing(),
    '&:active': { transform: 'translateY(1px)' },
  },
  '@media': {
    [media.hover]: { selectors: { '&:hover': { background: vars.color.surfaceMuted } } },
  },
});
