import { globalStyle, style } from '@vanilla-extract/css';
import { bareList, cluster, row } from '../../ui/Layout/primitives.css';
import { media, vars } from '../../ui/theme/theme.css';
import { focusRing } from '../../ui/theme/focus';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const skipLink = style({
  position: 'absolute',
  left: vars.space[4],
  top: '-100px',
  zIndex: 1000,
  background: vars.color.surface,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { top: vars.space[2] } },
});

export const header = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: vars.size.navHeight,
  zIndex: vars.z.nav,
  background: vars.color.navBackground,
  borderBottom: `1px solid ${vars.color.border}`,
  viewTransitionName: 'site-header',
});

export const navInner = style({
  height: '100%',
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  padding: `0 ${vars.space[4]}`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
  // 768-1023 px: seven links, the brand and the account area must fit (signed in too).
  '@media': { [media.mediumOnly]: { gap: vars.space[2], padding: `0 ${vars.space[3]}` } },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  fontWeight: vars.fontWeight.black,
  fontSize: vars.fontSize.lg,
  letterSpacing: '-0.02em',
  color: vars.color.text,
  textDecoration: 'none',
  flex: '0 0 auto',
  '@media': { [media.mediumOnly]: { fontSize: vars.fontSize.md } },
});

export const brandMark = style({ width: '28px', height: '28px', flex: '0 0 auto' });
export const brandMarkTile = style({ fill: vars.color.primary });
export const brandMarkPeak = style({ fill: vars.color.onPrimary });
export const brandMarkSun = style({ fill: vars.color.accentSoft });

export const inlineNav = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space[4],
  minWidth: 0,
  '@media': {
    [media.medium]: { display: 'flex' },
    [media.mediumOnly]: { gap: vars.space[2] },
  },
});

export const navList = style([
  bareList,
  row({ gap: '1' }),
  {
    '@media': { [media.mediumOnly]: { gap: 0 } },
  },
]);

export const navLink = style({
  display: 'inline-block',
  padding: `${vars.space[2]} ${vars.space[2]}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  borderRadius: vars.radius.sm,
  whiteSpace: 'nowrap',
  '@media': {
    [media.mediumOnly]: {
      padding: `${vars.space[2]} ${vars.space[1]}`,
      fontSize: vars.fontSize.xs,
    },
  },
  selectors: {
    '&[data-status="active"]': {
      color: vars.color.primary,
      boxShadow: `inset 0 -2px 0 ${vars.color.primary}`,
    },
    '&:hover': { background: vars.color.surfaceMuted, color: vars.color.text },
  },
});

export const menuButton = style({
  '@media': { [media.medium]: { display: 'none' } },
});

export const drawerList = style({
  listStyle: 'none',
  margin: `0 0 ${vars.space[5]}`,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const drawerLink = style({
  display: 'block',
  padding: `${vars.space[3]} ${vars.space[2]}`,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.lg,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-status="active"]': { color: vars.color.primary },
  },
});

export const account = style({ display: 'flex', alignItems: 'center', gap: vars.space[2] });

export const main = style({
  flex: 1,
  paddingTop: vars.size.navHeight,
  outline: 'none',
});

export const footer = style({
  background: vars.color.footerBackground,
  color: vars.color.onFooter,
  marginTop: vars.space[8],
  padding: `${vars.space[8]} ${vars.space[4]} ${vars.space[6]}`,
});

export const footerInner = style({ maxWidth: vars.size.contentMax, margin: '0 auto' });

export const footerHeading = style({
  fontSize: 'clamp(2.25rem, 8vw, 5.5rem)',
  fontWeight: vars.fontWeight.black,
  letterSpacing: '0.02em',
  margin: `0 0 ${vars.space[6]}`,
  lineHeight: 1,
});

export const footerGrid = style({
  display: 'grid',
  gap: vars.space[6],
  gridTemplateColumns: '1fr',
  '@media': { [media.medium]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const footerColumnTitle = style({
  fontSize: vars.fontSize.md,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: vars.color.onFooterMuted,
  marginBottom: vars.space[3],
});

export const footerText = style({ color: vars.color.onFooter, margin: `0 0 ${vars.space[2]}` });

export const footerList = style({ listStyle: 'none', margin: 0, padding: 0 });

globalStyle(`${footer} a`, { color: vars.color.onFooter });
globalStyle(`${footer} a:hover`, { color: vars.color.onFooter, textDecorationThickness: '2px' });

export const footerBottom = style([
  cluster({ gap: '4', justify: 'between' }),
  {
    marginTop: vars.space[7],
    paddingTop: vars.space[4],
    borderTop: `1px solid ${vars.color.footerRule}`,
    fontSize: vars.fontSize.sm,
    color: vars.color.onFooterMuted,
  },
]);

export const footerButton = style({
  background: 'transparent',
  border: 'none',
  padding: 0,
  font: 'inherit',
  color: vars.color.onFooter,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing('2px', vars.color.onFooter),
  },
});
