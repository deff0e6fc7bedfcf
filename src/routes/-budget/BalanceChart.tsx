import type { Budget } from '../../content/budget/engine';
import { BUDGET_TEXTS } from '../../content/budget/texts';
import { formatKronor } from '../../content/calculators/numbers';
import * as s from './budget.css';

const WIDTH = 720;
const HEIGHT = 260;
const PAD = { top: 16, right: 16, bottom: 36, left: 16 };

/**
 * The balance at the end of each month as a line, a dot on the months with a payment to the
 * skattekonto, and the zero line. Drawn as SVG from the same months as the table, which is its
 * text alternative (the figure says so and points at it). Loaded after the first paint.
 */
export function BalanceChart({ budget }: { budget: Budget }) {
  const months = budget.months;
  const values = months.map((month) => month.closing);
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const span = high - low || 1;
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) =>
    PAD.left + (months.length <= 1 ? innerWidth / 2 : (index / (months.length - 1)) * innerWidth);
  const y = (value: number) => PAD.top + ((high - value) / span) * innerHeight;
  const taxMonths = new Set(budget.payments.map((payment) => payment.dueDate.slice(0, 7)));
  const line = values.map((value, index) => `${x(index)},${y(value)}`).join(' ');
  return (
    <figure className={s.chart} data-testid="budget-chart">
      <svg
        className={s.chartSvg}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`${BUDGET_TEXTS.chartHeading}: från ${formatKronor(values[0] ?? 0)} i ${months[0]?.label ?? ''} till ${formatKronor(values.at(-1) ?? 0)} i ${months.at(-1)?.label ?? ''}.`}
        aria-describedby="budget-chart-description"
      >
        <line className={s.chartZero} x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} />
        <line
          className={s.chartAxis}
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={HEIGHT - PAD.bottom}
          y2={HEIGHT - PAD.bottom}
        />
        <polyline className={s.chartLine} points={line} />
        {months.map((month, index) =>
          taxMonths.has(month.key) ? (
            <circle
              key={month.key}
              className={s.chartPoint}
              cx={x(index)}
              cy={y(month.closing)}
              r={4.5}
            />
          ) : null,
        )}
        {months.map((month, index) =>
          index % 3 === 0 ? (
            <text
              key={month.key}
              className={s.chartLabel}
              x={x(index)}
              y={HEIGHT - PAD.bottom + 20}
              textAnchor="middle"
            >
              {month.label.replace(/^(\w{3})\w*/u, '$1')}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption id="budget-chart-description" className={s.muted}>
        {BUDGET_TEXTS.chartDescription}
      </figcaption>
    </figure>
  );
}
