import { keyframes, style } from '@vanilla-extract/css';
import { cluster } from '../Layout/primitives.css';
import { backdropFadeIn } from '../theme/motion.css';
import { media, vars } from '../theme/theme.css';

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.drawer,
  background: vars.color.overlay,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space[4],
  selectors: { '&[data-entering]': { animation: backdropFadeIn } },
});

export const modal = style({
  width: '100%',
  maxWidth: '480px',
  maxHeight: 'calc(100vh - 2rem)',
  overflowY: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  selectors: { '&[data-entering]': { animation: `${rise} ${vars.duration.fadeIn} ease-out` } },
});

export const dialog = style({
  padding: vars.space[5],
  outline: 'none',
  '@media': { [media.medium]: { padding: vars.space[6] } },
});

export const heading = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space[3] });

export const actions = style([cluster({ gap: '3', justify: 'end' }), { marginTop: vars.space[5] }]);
