import { memo, useCallback } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { BudgetAnswers } from '../../content/budget/keys';
import {
  BUDGET_ABOUT,
  BUDGET_INTRO,
  BUDGET_SOURCES,
  BUDGET_TEXTS,
} from '../../content/budget/texts';
import type { Answers } from '../../content/startplan/answers';
import { startplanMachine } from '../../machines/startplan';
import { selectBudgetView, selectView } from '../../machines/shared/planView';
import { PlanQuestionCard, PlanSubscription } from '../../components/plan/PlanAccount';
import { PlanQuestions } from '../../components/plan/PlanQuestions';
import { SourceList } from '../../components/reading/SourceList';
import { Card } from '../../ui/Card/Card';
import { Page } from '../../ui/Layout/Layout';
import { Link } from '../../ui/Link/Link';
import { useLogic } from '../../pages/useLogic';
import { BudgetMonthFields, BudgetQuestions } from './BudgetQuestions';
import { BudgetResults } from './BudgetResults';
import * as s from './budget.css';

/**
 * /likviditetsbudget, Din likviditetsbudget: the start plan's questions (the same answers, the
 * same plan) and the budget's own, then the budget the planner computes from them: every tax and
 * moms payment with its amount on its day, the month the money runs out, the month table, the
 * chart and the spreadsheet. All of it from the planner's machine (src/machines/startplan.ts).
 */
export const BudgetPage = memo(function BudgetPage({
  answers,
  budget,
}: {
  answers: Answers;
  budget: BudgetAnswers;
}) {
  const actor = useActorRef(useLogic('startplan', startplanMachine), {
    input: { answers, budget },
  });
  return (
    <Page title={BUDGET_INTRO.title} eyebrow="Likviditetsbudget" lead={BUDGET_INTRO.lead}>
      <noscript>
        <p className={s.noScript}>{BUDGET_INTRO.noScript}</p>
      </noscript>
      <PlanQuestionCard actor={actor} />
      <div className={s.questions}>
        <Card as="section" aria-labelledby="budget-company" className={s.card}>
          <h2 id="budget-company" className={s.smallHeading}>
            {BUDGET_TEXTS.companyHeading}
          </h2>
          <p className={s.muted}>{BUDGET_TEXTS.companyLead}</p>
          <PlanQuestions actor={actor} labelledBy="budget-company" />
        </Card>
        <Card as="section" aria-labelledby="budget-figures" className={s.card}>
          <h2 id="budget-figures" className={s.smallHeading}>
            {BUDGET_TEXTS.figuresHeading}
          </h2>
          <p className={s.muted}>{BUDGET_TEXTS.figuresLead}</p>
          <BudgetQuestions actor={actor} />
          <BudgetMonthFields actor={actor} />
        </Card>
      </div>
      <div className={s.results}>
        <BudgetOutcome actor={actor} />
        <PlanSubscription actor={actor} />
      </div>
      <section className={s.about} aria-labelledby="budget-about">
        <h2 id="budget-about">{BUDGET_TEXTS.aboutHeading}</h2>
        {BUDGET_ABOUT.map((paragraph) => (
          <p key={paragraph.slice(0, 32)}>{paragraph}</p>
        ))}
        <ul>
          <li>
            <Link to="/startplan">{BUDGET_TEXTS.toStartplan}</Link>
          </li>
          <li>
            <Link to="/article/$articleId" params={{ articleId: 'likviditetsbudget' }}>
              Så gör du en likviditetsbudget
            </Link>
          </li>
          <li>
            <Link to="/raknare">Räknare för moms, lön, utdelning och timpris</Link>
          </li>
        </ul>
        <SourceList sources={BUDGET_SOURCES} id="budget-sources" />
      </section>
    </Page>
  );
});

/**
 * The budget, or what it waits for. Only this part asks for the budget, so a keystroke redraws
 * the results and the field typed in, not the page's other questions.
 */
function BudgetOutcome({ actor }: { actor: ActorRefFrom<typeof startplanMachine> }) {
  const view = useSelector(actor, selectBudgetView);
  const planComplete = useSelector(
    actor,
    (snapshot) => selectView(snapshot).reading.status === 'complete',
  );
  const onDownload = useCallback(() => actor.send({ type: 'startplan.downloadBudget' }), [actor]);
  if (view.budget !== null) return <BudgetResults budget={view.budget} onDownload={onDownload} />;
  return (
    <section aria-labelledby="budget-highlights">
      <h2 id="budget-highlights" className={s.heading}>
        {BUDGET_TEXTS.resultHeading}
      </h2>
      <p className={s.waiting} data-testid="budget-waiting">
        {planComplete ? BUDGET_TEXTS.waitingFigures : BUDGET_TEXTS.waitingPlan}
      </p>
    </section>
  );
}
