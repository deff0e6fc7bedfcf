import { style } from '@vanilla-extract/css';
import { cluster } from '../../ui/Layout/primitives.css';
import { media, vars } from '../../ui/theme/theme.css';

/** The parts /startplan and /likviditetsbudget share: the questions, the account, the feed. */
export const heading = style({ fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space[2]}` });

export const smallHeading = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space[3]}` });

export const muted = style({ color: vars.color.textMuted, margin: `0 0 ${vars.space[4]}` });

/** Two columns from 1024 px, one below. */
const columnsFromLarge = (columns: string) =>
  style({
    display: 'grid',
    gap: vars.space[5],
    gridTemplateColumns: '1fr',
    alignItems: 'start',
    '@media': { [media.large]: { gridTemplateColumns: columns } },
  });

/** /startplan: the answers beside the plan from 1024 px; on phones the questions come first. */
export const planColumns = columnsFromLarge('minmax(0, 5fr) minmax(0, 7fr)');

/** /likviditetsbudget: the company's questions and the figures side by side from 1024 px. */
export const budgetColumns = columnsFromLarge('minmax(0, 1fr) minmax(0, 1fr)');

/** A card's sides are narrower on a phone. */
export const narrowOnPhones = style({
  '@media': {
    [media.belowMedium]: { paddingLeft: vars.space[4], paddingRight: vars.space[4] },
  },
});

/** What a page's results say while they wait for answers. */
export const waiting = style({
  margin: 0,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

/** What the page says without JavaScript. */
export const noScript = style({
  margin: `0 0 ${vars.space[5]}`,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceMuted,
  fontWeight: vars.fontWeight.semibold,
});

export const actions = style([cluster({ gap: '3' }), { margin: `${vars.space[3]} 0` }]);

export const status = style({
  margin: `${vars.space[3]} 0 0`,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.successSoft,
  border: `1px solid ${vars.color.success}`,
});

/** A problem: in words and a sign, not colour alone. */
export const problem = style({
  margin: `${vars.space[3]} 0 0`,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&::before': { content: '"⚠ "' } },
});

/** The question when the account's plan and the page's differ: above the answers, accented. */
export const question = style({
  marginBottom: vars.space[6],
  borderColor: vars.color.accent,
  borderWidth: 2,
});

export const differences = style({ margin: `0 0 ${vars.space[4]}`, paddingLeft: vars.space[5] });

export const remove = style({
  marginTop: vars.space[6],
  paddingTop: vars.space[4],
  borderTop: `1px solid ${vars.color.border}`,
});
