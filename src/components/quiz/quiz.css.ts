import { keyframes, style } from '@vanilla-extract/css';
import { bareList, cluster, row, ruledText, stack } from '../../ui/Layout/primitives.css';
import { media, vars } from '../../ui/theme/theme.css';
import { focusRing } from '../../ui/theme/focus';

/* ---------- the inline quiz panel ---------- */

export const panel = style([
  stack({ gap: '5' }),
  {
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.md,
    padding: vars.space[5],
    '@media': { [media.medium]: { padding: vars.space[6] } },
  },
]);

export const panelHeader = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const closeButton = style({ whiteSpace: 'nowrap', flexShrink: 0 });

export const panelTitle = style({
  fontSize: vars.fontSize.xl,
  margin: 0,
  lineHeight: vars.lineHeight.tight,
});

export const panelLead = style({
  margin: `${vars.space[1]} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/* ---------- progress dots ---------- */

export const dots = style([
  bareList,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[1],
  },
]);

export const dotButton = style({
  width: '32px',
  height: '32px',
  display: 'grid',
  placeItems: 'center',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.round,
  background: 'transparent',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing('1px'),
    '&[data-hovered]': { background: vars.color.surfaceMuted },
    '&[data-disabled]': { cursor: 'default', background: 'transparent' },
  },
});

export const dot = style({
  display: 'block',
  width: '12px',
  height: '12px',
  borderRadius: vars.radius.round,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  transition: `transform ${vars.duration.fast}, background ${vars.duration.fast}`,
  selectors: {
    '&[data-state="done"]': { background: vars.color.primary, borderColor: vars.color.primary },
    '&[data-state="current"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      transform: 'scale(1.35)',
      boxShadow: `0 0 0 3px ${vars.color.surface}, 0 0 0 5px ${vars.color.primary}`,
    },
  },
});

export const stepLabel = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const progressRow = style([cluster(), { gap: `${vars.space[2]} ${vars.space[4]}` }]);

/* ---------- a step ---------- */

export const step = stack({ gap: '4' });

export const stepTitle = style({
  fontSize: vars.fontSize.lg,
  margin: 0,
  lineHeight: vars.lineHeight.snug,
  outline: 'none',
  '@media': { [media.medium]: { fontSize: vars.fontSize.xl } },
});

export const stepHint = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const options = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: '1fr',
  '@media': { [media.medium]: { gridTemplateColumns: '1fr 1fr' } },
});

export const option = style([
  row({ gap: '3' }),
  {
    minHeight: '52px',
    padding: `${vars.space[3]} ${vars.space[4]}`,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    cursor: 'pointer',
    outline: 'none',
    lineHeight: vars.lineHeight.snug,
    transition: `background ${vars.duration.fast}, border-color ${vars.duration.fast}`,
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceMuted },
      '&[data-selected]': {
        borderColor: vars.color.primary,
        background: vars.pastel.p2,
        boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
      },
      '&[data-focus-visible]': focusRing(),
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
]);

export const marker = style({
  flex: '0 0 auto',
  width: '22px',
  height: '22px',
  display: 'grid',
  placeItems: 'center',
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.onPrimary,
  selectors: {
    [`${option}[data-selected] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
  },
});

export const radioMarker = style([marker, { borderRadius: vars.radius.round }]);
export const checkMarker = style([marker, { borderRadius: vars.radius.sm }]);

export const radioDot = style({
  width: '8px',
  height: '8px',
  borderRadius: vars.radius.round,
  background: vars.color.onPrimary,
});

export const actions = cluster({ gap: '3' });

export const actionsEnd = style([actions, { justifyContent: 'space-between' }]);

/** The forward button stays at the end of its row, also when the row wraps. */
export const forward = style({ marginLeft: 'auto' });

/* ---------- login step ---------- */

export const loginGrid = style({
  display: 'grid',
  gap: vars.space[5],
  '@media': { [media.medium]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const form = stack({ gap: '3' });

export const fieldError = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&::before': { content: '"⚠ "' } },
});

export const termsLink = style({ fontSize: vars.fontSize.sm, margin: 0 });

export const divider = style([ruledText, { margin: `${vars.space[2]} 0` }]);

export const aside = style({
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  padding: vars.space[4],
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  alignSelf: 'start',
});

/* ---------- results ---------- */

export const ideas = style([
  bareList,
  {
    display: 'grid',
    gap: vars.space[3],
    counterReset: 'idea',
  },
]);

export const idea = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space[1]} ${vars.space[3]}`,
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const ideaNumber = style({
  gridRow: 'span 2',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.round,
  display: 'grid',
  placeItems: 'center',
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
});

export const ideaTitle = style({
  margin: 0,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.snug,
});

export const ideaText = style({ margin: 0, color: vars.color.textMuted });

export const notice = style([
  cluster({ gap: '3' }),
  {
    padding: vars.space[4],
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.danger}`,
    background: vars.color.dangerSoft,
    color: vars.color.text,
  },
]);

export const noticeText = style({ margin: 0, flex: '1 1 16rem' });

export const status = style([row({ gap: '3' }), { margin: 0, color: vars.color.textMuted }]);

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '20px',
  height: '20px',
  borderRadius: vars.radius.round,
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 0.8s linear infinite`,
});

/* ---------- page quiz ---------- */

export const pageQuiz = style([stack({ gap: '5' }), { maxWidth: '760px' }]);

export const meterTrack = style({
  height: '8px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const meterFill = style({
  height: '100%',
  background: vars.color.primary,
  borderRadius: vars.radius.pill,
  transition: `width ${vars.duration.normal}`,
});

export const choiceList = style([bareList, { display: 'grid', gap: vars.space[3] }]);

export const choice = style({
  width: '100%',
  justifyContent: 'space-between',
  textAlign: 'left',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  borderColor: vars.color.borderStrong,
  minHeight: '52px',
  selectors: {
    '&[data-chosen="true"]': {
      borderColor: vars.color.primary,
      background: vars.pastel.p2,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
    },
  },
});

export const chosenTag = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.primary,
});

export const counter = style({ fontVariantNumeric: 'tabular-nums' });

export const counterOver = style({
  color: vars.color.danger,
  fontWeight: vars.fontWeight.semibold,
});

/* ---------- recommendations ---------- */

export const recommendations = style([bareList, { display: 'grid', gap: vars.space[4] }]);

export const recommendation = style({
  display: 'grid',
  gap: vars.space[2],
  padding: vars.space[5],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const recommendationHead = cluster({ gap: '2', align: 'baseline', justify: 'between' });

export const recommendationTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.snug,
});

export const recommendationMeta = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const meterLabel = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  marginBottom: vars.space[1],
});

export const testBanner = style({
  display: 'flex',
  gap: vars.space[3],
  alignItems: 'flex-start',
  padding: vars.space[4],
  marginBottom: vars.space[5],
  borderRadius: vars.radius.md,
  border: `2px dashed ${vars.color.accent}`,
  background: vars.color.accentSoft,
});

export const testBadge = style({
  flex: '0 0 auto',
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const testBannerText = style({ margin: 0 });
