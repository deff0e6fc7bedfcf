import { globalStyle, style } from '@vanilla-extract/css';
import { bareList, cluster, row, ruledText, stack } from '../../ui/Layout/primitives.css';
import { media, vars } from '../../ui/theme/theme.css';
import { focusRing } from '../../ui/theme/focus';

/** Form column and an optional aside (the demo inbox, how it works). */
export const layout = style({
  display: 'grid',
  gap: vars.space[5],
  alignItems: 'start',
  '@media': {
    [media.medium]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  },
});

export const single = style({ maxWidth: '560px' });

export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  padding: vars.space[5],
  '@media': { [media.medium]: { padding: vars.space[6] } },
});

export const panelTitle = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space[3]}` });

export const form = stack();

export const formSpaced = style([form, { marginTop: vars.space[5] }]);

export const fieldRow = style({
  display: 'grid',
  columnGap: vars.space[4],
  '@media': { [media.small]: { gridTemplateColumns: '1fr 1fr' } },
});

export const actions = style([cluster({ gap: '3' }), { marginTop: vars.space[2] }]);

export const wide = style({ width: '100%' });

export const divider = style([ruledText, { margin: `${vars.space[5]} 0` }]);

export const note = style({
  margin: `${vars.space[4]} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const status = style({
  margin: `${vars.space[3]} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  background: vars.color.accentSoft,
  borderRadius: vars.radius.md,
  padding: `${vars.space[2]} ${vars.space[3]}`,
});

export const switchLine = style({ margin: `${vars.space[5]} 0 0`, fontSize: vars.fontSize.sm });

export const lead = style({ margin: 0 });

export const email = style({ fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });

export const codeInput = style({});

globalStyle(`${codeInput} input`, {
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.2em',
  maxWidth: '16rem',
});

/* ---------- demo inbox ---------- */

export const inbox = style({
  border: `2px dashed ${vars.color.accent}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  padding: vars.space[5],
});

export const badge = style({
  display: 'inline-block',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: vars.color.accent,
  background: vars.color.accentSoft,
  borderRadius: vars.radius.pill,
  padding: `${vars.space[1]} ${vars.space[3]}`,
  marginBottom: vars.space[3],
});

export const inboxText = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const mailList = style([bareList, stack({ gap: '3' })]);

export const mail = style([
  cluster({ gap: '3', justify: 'between' }),
  {
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    padding: vars.space[3],
    background: vars.color.background,
  },
]);

export const mailCode = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.15em',
  margin: 0,
});

export const mailMeta = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  margin: 0,
});

/* ---------- demo Google chooser ---------- */

export const chooserPage = style({ paddingTop: vars.space[6], paddingBottom: vars.space[6] });

export const chooser = style({
  maxWidth: '460px',
  margin: '0 auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  padding: `${vars.space[6]} ${vars.space[5]}`,
  textAlign: 'center',
});

export const chooserMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.round,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.black,
  fontSize: vars.fontSize.xl,
  marginBottom: vars.space[3],
});

export const chooserTitle = style({ fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space[1]}` });

export const accountList = style({
  listStyle: 'none',
  margin: `${vars.space[5]} 0 0`,
  padding: 0,
  textAlign: 'left',
  borderTop: `1px solid ${vars.color.border}`,
});

export const accountItem = style({ borderBottom: `1px solid ${vars.color.border}` });

export const accountButton = style([
  row({ gap: '3' }),
  {
    width: '100%',
    minHeight: '64px',
    padding: `${vars.space[3]} ${vars.space[2]}`,
    background: 'transparent',
    border: 0,
    font: 'inherit',
    color: vars.color.text,
    textAlign: 'left',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceMuted },
      '&[data-focus-visible]': focusRing('-3px'),
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
]);

export const accountAvatar = style({
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.round,
  background: vars.pastel.p2,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
});

export const accountText = stack();

export const accountName = style({ fontWeight: vars.fontWeight.semibold });

export const accountEmail = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const accountState = style({
  marginLeft: 'auto',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const demoNotice = style({
  marginTop: vars.space[5],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textAlign: 'left',
});

/** The CAPTCHA widget (Turnstile draws its own frame, 300 × 65 px) and its note. */
export const captcha = style({ minHeight: '65px' });

export const captchaNote = style({
  margin: `${vars.space[2]} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
});
