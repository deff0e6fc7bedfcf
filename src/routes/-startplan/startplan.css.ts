import { globalStyle, style } from '@vanilla-extract/css';
import { bareList, cluster } from '../../ui/Layout/primitives.css';
import { media, vars } from '../../ui/theme/theme.css';
import { narrowOnPhones, planColumns } from '../../components/plan/plan.css';

/** The styles /startplan and /likviditetsbudget share (one place: components/plan). */
export * from '../../components/plan/plan.css';

/** The answers beside the plan from 1024 px; on phones the questions come first. */
export const layout = planColumns;

export const answers = style([
  narrowOnPhones,
  {
    '@media': {
      [media.large]: {
        position: 'sticky',
        top: `calc(${vars.size.navHeight} + ${vars.space[4]})`,
        maxHeight: `calc(100vh - ${vars.size.navHeight} - ${vars.space[6]})`,
        overflowY: 'auto',
      },
    },
  },
]);

export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6] });

export const progress = style({
  margin: `0 0 ${vars.space[4]}`,
  fontWeight: vars.fontWeight.semibold,
});

export const calendarHeader = style([
  cluster({ gap: '3', justify: 'between' }),
  {
    marginBottom: vars.space[3],
  },
]);

export const months = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5] });

export const month = style({ margin: 0 });

export const monthHeading = style({
  fontSize: vars.fontSize.lg,
  margin: `0 0 ${vars.space[2]}`,
  paddingBottom: vars.space[1],
  borderBottom: `2px solid ${vars.color.border}`,
  textTransform: 'capitalize',
});

export const deadlines = style([bareList, { display: 'flex', flexDirection: 'column' }]);

export const deadline = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space[1],
  padding: `${vars.space[3]} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [media.medium]: { gridTemplateColumns: '11rem minmax(0, 1fr)', columnGap: vars.space[4] },
  },
});

export const date = style({
  display: 'block',
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const what = style({ margin: 0 });

export const period = style({ color: vars.color.textMuted });

export const moved = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const links = style({ display: 'block', fontSize: vars.fontSize.sm });

globalStyle(`${links} > a + a`, { marginLeft: vars.space[4] });

export const about = style({ maxWidth: vars.size.measure, marginTop: vars.space[7] });

globalStyle(`${about} h2`, { fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space[3]}` });

export const amount = style({ display: 'block', fontWeight: vars.fontWeight.semibold });
