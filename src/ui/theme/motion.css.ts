import { keyframes } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** Opacity from nothing to full: what an overlay's backdrop does as it appears. */
export const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/**
 * How every overlay's backdrop appears (dialogs, the drawer): faded in over the shared fade-in
 * duration, the one the toast and the cookie banner use too.
 */
export const backdropFadeIn = `${fade} ${vars.duration.fadeIn} ease-out`;
