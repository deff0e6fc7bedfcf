import { globalStyle, style } from '@vanilla-extract/css';
import { bareList } from '../../ui/Layout/primitives.css';
import { budgetColumns, narrowOnPhones } from '../../components/plan/plan.css';
import { media, vars } from '../../ui/theme/theme.css';

/** The styles /startplan and /likviditetsbudget share (one place: components/plan). */
export * from '../../components/plan/plan.css';

/** The questions: the company and the figures side by side from 1024 px. */
export const questions = budgetColumns;

export const card = narrowOnPhones;

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
  marginTop: vars.space[7],
});

/** The headline figures: what to set aside, the month the money runs out, the F-skatt. */
export const highlights = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: '1fr',
  '@media': { [media.medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const highlight = style({
  margin: 0,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const highlightFigure = style({
  display: 'block',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  marginBottom: vars.space[2],
});

/** The month the balance first goes below zero: said in words and colour, not colour alone. */
export const danger = style({
  borderColor: vars.color.danger,
  background: vars.color.dangerSoft,
});

export const safe = style({
  borderColor: vars.color.success,
  background: vars.color.successSoft,
});

export const notice = style({
  margin: 0,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.accentSoft,
});

/** The month table scrolls sideways on a phone, inside its own labelled region. */
export const tableScroll = style({
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const table = style({
  width: '100%',
  minWidth: '60rem',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

globalStyle(`${table} caption`, {
  textAlign: 'left',
  padding: `${vars.space[3]} ${vars.space[3]} ${vars.space[2]}`,
  color: vars.color.textMuted,
});

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'right',
  whiteSpace: 'nowrap',
});

globalStyle(`${table} th[scope="row"], ${table} thead th:first-child`, {
  textAlign: 'left',
  position: 'sticky',
  left: 0,
  background: vars.color.surface,
});

globalStyle(`${table} thead th`, {
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  verticalAlign: 'bottom',
  whiteSpace: 'normal',
});

export const subColumn = style({ color: vars.color.textMuted });

export const negative = style({ color: vars.color.danger, fontWeight: vars.fontWeight.bold });

export const payments = style([bareList, { display: 'flex', flexDirection: 'column' }]);

export const payment = style({
  display: 'grid',
  gap: vars.space[1],
  padding: `${vars.space[3]} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [media.medium]: { gridTemplateColumns: '11rem minmax(0, 1fr) auto', gap: vars.space[4] },
  },
});

export const paymentDate = style({ fontWeight: vars.fontWeight.semibold });

export const paymentAmount = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.semibold,
  '@media': { [media.medium]: { textAlign: 'right' } },
});

export const about = style({ maxWidth: vars.size.measure, marginTop: vars.space[7] });

export const chart = style({ margin: 0 });

export const chartSvg = style({ display: 'block', width: '100%', height: 'auto' });

export const chartPlaceholder = style({
  aspectRatio: '720 / 260',
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

export const chartAxis = style({ stroke: vars.color.borderStrong, strokeWidth: 1 });
export const chartZero = style({
  stroke: vars.color.danger,
  strokeWidth: 1,
  strokeDasharray: '4 4',
});
export const chartLine = style({ fill: 'none', stroke: vars.color.primary, strokeWidth: 2.5 });
export const chartPoint = style({ fill: vars.color.accent });
export const chartLabel = style({ fill: vars.color.textMuted, fontSize: 11 });

export const months = style({ marginTop: vars.space[5] });
