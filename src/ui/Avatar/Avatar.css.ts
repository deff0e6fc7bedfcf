import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

export const avatar = style({
  display: 'inline-grid',
  placeItems: 'center',
  flex: '0 0 auto',
  width: vars.size.avatar,
  height: vars.size.avatar,
  borderRadius: vars.radius.round,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  userSelect: 'none',
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
