import { memo, useDeferredValue, useEffect, useState, type ComponentType } from 'react';
import { BUDGET_COLUMNS } from '../../content/budget/csv';
import { paymentAmountText, type Budget, type TaxPayment } from '../../content/budget/engine';
import { BUDGET_TEXTS } from '../../content/budget/texts';
import { formatKronor } from '../../content/calculators/numbers';
import { formatSwedishDate } from '../../content/dates';
import { Button } from '../../ui/Button/Button';
import { visuallyHidden } from '../../ui/theme/global.css';
import * as s from './budget.css';

/**
 * The budget once it can be computed: the headline figures (what to set aside, the month the
 * money runs out, the F-skatt to ask for), the chart, the month table, every tax and moms payment,
 * and the spreadsheet. Everything here is drawn from `budget` (src/content/budget, computed by
 * the planner's selector); nothing is kept or worked out in the view.
 */
export function BudgetResults({ budget, onDownload }: { budget: Budget; onDownload: () => void }) {
  // A keystroke redraws the month table first; the headline figures, the chart and the list of
  // payments follow in the next moment (a slow phone keeps up with the typing).
  const settled = useDeferredValue(budget);
  return (
    <>
      <Highlights budget={settled} />
      <BalanceChartSlot budget={settled} />
      <MonthTable budget={budget} />
      <div className={s.actions}>
        <Button variant="primary" onPress={onDownload}>
          {BUDGET_TEXTS.download}
        </Button>
      </div>
      <p className={s.muted}>{BUDGET_TEXTS.downloadHint}</p>
      <PaymentList payments={settled.payments} />
    </>
  );
}

const Highlights = memo(function Highlights({ budget }: { budget: Budget }) {
  const negative = budget.firstNegative;
  return (
    <section aria-labelledby="budget-highlights">
      <h2 id="budget-highlights" className={s.heading}>
        {BUDGET_TEXTS.resultHeading}
      </h2>
      <p className={s.muted}>{BUDGET_TEXTS.estimate}</p>
      <div className={s.highlights}>
        <p className={s.highlight} data-testid="budget-set-aside">
          <strong className={s.highlightFigure}>{budget.setAside.text}</strong>
          Det är snittet av moms, arbetsgivardeklarationer och skatt per månad de här 18 månaderna.
        </p>
        {negative ? (
          <div className={`${s.highlight} ${s.danger}`} role="note" data-testid="budget-negative">
            <strong className={s.highlightFigure}>{negative.heading}</strong>
            <p>
              Utgående saldo {formatKronor(negative.closing)}. {negative.cause}
            </p>
          </div>
        ) : (
          <p className={`${s.highlight} ${s.safe}`} data-testid="budget-negative">
            <strong className={s.highlightFigure}>{BUDGET_TEXTS.negativeNone}</strong>
          </p>
        )}
      </div>
      {budget.fskatt.length > 0 ? <FskattYears budget={budget} /> : null}
      {budget.employerAssumed ? <p className={s.notice}>{BUDGET_TEXTS.employerAssumed}</p> : null}
      {budget.undecidedFacts.length > 0 ? (
        <p className={s.notice}>
          {BUDGET_TEXTS.undecided(budget.undecidedFacts.map((entry) => entry.year).join(' och '))}
        </p>
      ) : null}
      {budget.beyondFacts ? <p className={s.notice}>{BUDGET_TEXTS.beyondFacts}</p> : null}
    </section>
  );
});

function FskattYears({ budget }: { budget: Budget }) {
  return (
    <section aria-labelledby="budget-fskatt" className={s.months}>
      <h3 id="budget-fskatt" className={s.smallHeading}>
        {BUDGET_TEXTS.fskattHeading}
      </h3>
      <ul>
        {budget.fskatt.map((year) => (
          <li key={year.id} data-testid="budget-fskatt-year">
            {year.decided
              ? BUDGET_TEXTS.fskattDecided(formatKronor(year.monthly), year.label)
              : BUDGET_TEXTS.fskattAsk(formatKronor(year.askMonthly), year.label)}{' '}
            {year.difference > 0
              ? BUDGET_TEXTS.kvarskatt(formatKronor(year.difference))
              : year.difference < 0
                ? BUDGET_TEXTS.overskjutande(formatKronor(-year.difference))
                : null}
            {year.fyllnad.length > 0 ? (
              <>
                {' '}
                {BUDGET_TEXTS.fyllnad}
                <ul>
                  {year.fyllnad.map((part) => (
                    <li key={part.id}>
                      {formatSwedishDate(part.dueDate)}: {formatKronor(part.amount)}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The columns of the table after 'Månad', as the spreadsheet has them. */
const COLUMNS = BUDGET_COLUMNS;

function MonthTable({ budget }: { budget: Budget }) {
  return (
    <section aria-labelledby="budget-table">
      <h2 id="budget-table" className={s.heading}>
        {BUDGET_TEXTS.tableHeading}
      </h2>
      <p className={s.muted} id="budget-table-scroll">
        {BUDGET_TEXTS.tableScroll}
      </p>
      {/* A scrolling region a keyboard can reach (axe: scrollable-region-focusable), named apart
          from its section (axe: landmark-unique). */}
      <div
        className={s.tableScroll}
        tabIndex={0}
        role="region"
        aria-labelledby="budget-table budget-table-scroll"
      >
        <table className={s.table} id="budget-month-table" data-testid="budget-table">
          <caption>{BUDGET_TEXTS.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">Månad</th>
              {COLUMNS.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  className={column.expense ? s.subColumn : undefined}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {budget.months.map((month) => (
              <tr key={month.key}>
                <th scope="row">{month.label}</th>
                {COLUMNS.map((column) => {
                  const value = column.value(month);
                  return (
                    <td key={column.id} className={value < 0 ? s.negative : undefined}>
                      {formatKronor(value)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

const PaymentList = memo(function PaymentList({ payments }: { payments: readonly TaxPayment[] }) {
  return (
    <section aria-labelledby="budget-payments">
      <h2 id="budget-payments" className={s.heading}>
        {BUDGET_TEXTS.paymentsHeading}
      </h2>
      <p className={s.muted}>{BUDGET_TEXTS.paymentsLead}</p>
      {payments.length === 0 ? (
        <p className={s.waiting}>{BUDGET_TEXTS.noPayments}</p>
      ) : (
        <ul className={s.payments}>
          {payments.map((payment) => (
            <li key={payment.id} className={s.payment} data-testid="budget-payment">
              <time className={s.paymentDate} dateTime={payment.dueDate}>
                {formatSwedishDate(payment.dueDate)}
              </time>
              <span>
                <span className={visuallyHidden}> — </span>
                {payment.what}:
              </span>
              <span className={s.paymentAmount}> {paymentAmountText(payment)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});

type ChartModule = { BalanceChart: ComponentType<{ budget: Budget }> };

/**
 * The balance chart's code loads after the first paint (issue 57 item 4): a placeholder of its
 * size holds the place, so nothing moves when it arrives. Its text alternative is the table.
 */
const BalanceChartSlot = memo(function BalanceChartSlot({ budget }: { budget: Budget }) {
  const [chart, setChart] = useState<ChartModule | null>(null);
  useEffect(() => {
    let alive = true;
    void import('./BalanceChart').then((module) => {
      if (alive) setChart(module);
    });
    return () => {
      alive = false;
    };
  }, []);
  return (
    <section aria-labelledby="budget-chart">
      <h2 id="budget-chart" className={s.heading}>
        {BUDGET_TEXTS.chartHeading}
      </h2>
      {chart ? (
        <chart.BalanceChart budget={budget} />
      ) : (
        <div className={s.chartPlaceholder} aria-hidden="true" />
      )}
    </section>
  );
});
