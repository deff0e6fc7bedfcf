import { memo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { BudgetAnswers } from '../../content/budget/keys';
import { ACCOUNT_TEXTS } from '../../content/startplan/accountTexts';
import type { Answers } from '../../content/startplan/answers';
import type { Deadline } from '../../content/startplan/calendar';
import type { StartplanView } from '../../content/startplan/plan';
import { ABOUT_PARAGRAPHS, PLAN_TEXTS, STARTPLAN_INTRO } from '../../content/startplan/texts';
import { formatSwedishDate } from '../../content/dates';
import { startplanMachine, type StartplanEvent } from '../../machines/startplan';
import { selectAmounts, selectTicks, selectView } from '../../machines/shared/planView';
import { PlanQuestionCard, PlanSubscription } from '../../components/plan/PlanAccount';
import { PlanQuestions } from '../../components/plan/PlanQuestions';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { Page } from '../../ui/Layout/Layout';
import { ExternalLink, Link } from '../../ui/Link/Link';
import * as pages from '../../pages/pages.css';
import { StepCard } from '../../pages/StepCard';
import { useLogic } from '../../pages/useLogic';
import * as s from './startplan.css';

type Send = (event: StartplanEvent) => void;

/**
 * /startplan: the questions, the registration steps and the calendar, all from the planner's
 * machine (src/machines/startplan.ts), which computes them with src/content/startplan.
 */
export const StartplanPage = memo(function StartplanPage({
  answers: fromAddress,
  budget,
}: {
  answers: Answers;
  budget: BudgetAnswers;
}) {
  const actor = useActorRef(useLogic('startplan', startplanMachine), {
    input: { answers: fromAddress, budget },
  });
  const view = useSelector(actor, selectView);
  const ticks = useSelector(actor, selectTicks);
  const amounts = useSelector(actor, selectAmounts);
  // While the founder is asked which plan applies, the steps wait (the machine says so).
  const canTick = useSelector(actor, (snapshot) =>
    snapshot.can({ type: 'startplan.stepToggled', id: '' }),
  );
  const send: Send = actor.send;

  return (
    <Page title={STARTPLAN_INTRO.title} eyebrow="Startplan" lead={STARTPLAN_INTRO.lead}>
      <noscript>
        <p className={s.noScript}>{STARTPLAN_INTRO.noScript}</p>
      </noscript>
      <PlanQuestionCard actor={actor} />
      <div className={s.layout}>
        <Card as="section" aria-labelledby="startplan-answers" className={s.answers}>
          <h2 id="startplan-answers" className={s.smallHeading}>
            {PLAN_TEXTS.answersHeading}
          </h2>
          <PlanQuestions actor={actor} labelledBy="startplan-answers" />
        </Card>
        <div className={s.results}>
          <Steps view={view} ticks={ticks} canTick={canTick} send={send} />
          <Calendar view={view} amounts={amounts} send={send} />
          <PlanSubscription actor={actor} />
        </div>
      </div>
      <section className={s.about} aria-labelledby="startplan-about">
        <h2 id="startplan-about">{PLAN_TEXTS.aboutHeading}</h2>
        {ABOUT_PARAGRAPHS.map((paragraph) => (
          <p key={paragraph.slice(0, 32)}>{paragraph}</p>
        ))}
        <ul>
          <li>
            <Link to="/likviditetsbudget">{PLAN_TEXTS.toBudget}</Link>
          </li>
          <li>
            <Link to="/foretagslistan">Företagslistan: tio steg från idé till företag</Link>
          </li>
          <li>
            <Link to="/raknare">Räknare för moms, lön, utdelning och timpris</Link>
          </li>
          <li>
            <Link to="/article/$articleId" params={{ articleId: 'momsredovisning' }}>
              Så redovisar du moms
            </Link>
          </li>
        </ul>
      </section>
    </Page>
  );
});

function Steps({
  view,
  ticks,
  canTick,
  send,
}: {
  view: StartplanView;
  ticks: readonly string[];
  canTick: boolean;
  send: Send;
}) {
  const steps = view.steps;
  const done = steps === null ? 0 : steps.filter((step) => ticks.includes(step.id)).length;
  return (
    <section aria-labelledby="startplan-steps">
      <h2 id="startplan-steps" className={s.heading}>
        {PLAN_TEXTS.stepsHeading}
      </h2>
      {steps === null ? (
        <p className={s.waiting}>{PLAN_TEXTS.stepsWaiting}</p>
      ) : (
        <>
          <p className={s.muted}>{canTick ? PLAN_TEXTS.stepsLead : ACCOUNT_TEXTS.stepsHeld}</p>
          <p className={s.progress} aria-live="polite" data-testid="startplan-progress">
            {done} av {steps.length} steg klara
          </p>
          <ol className={pages.steps}>
            {steps.map((step, index) => (
              <StepCard
                key={step.id}
                step={step}
                number={index + 1}
                isDone={ticks.includes(step.id)}
                isDisabled={!canTick}
                onToggle={() => send({ type: 'startplan.stepToggled', id: step.id })}
              >
                <li>
                  <Link to="/article/$articleId" params={{ articleId: step.articleId }}>
                    Läs artikeln
                  </Link>
                </li>
              </StepCard>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

/** The months shown at first; the rest on request (the file and the feed hold them all). */
const FIRST_MONTHS = 6;

function Calendar({
  view,
  amounts,
  send,
}: {
  view: StartplanView;
  amounts: ReadonlyMap<string, string>;
  send: Send;
}) {
  const calendar = view.calendar;
  const [allMonths, setAllMonths] = useState(false);
  const months = calendar
    ? allMonths
      ? calendar.months
      : calendar.months.slice(0, FIRST_MONTHS)
    : [];
  const later = calendar
    ? calendar.months.slice(months.length).reduce((n, month) => n + month.deadlines.length, 0)
    : 0;
  const correcting =
    view.reading.status === 'incomplete' && Object.keys(view.reading.errors).length > 0;
  return (
    <section aria-labelledby="startplan-calendar">
      <div className={s.calendarHeader}>
        <h2 id="startplan-calendar" className={s.heading}>
          {PLAN_TEXTS.calendarHeading}
        </h2>
        {calendar ? (
          <Button variant="primary" onPress={() => send({ type: 'startplan.download' })}>
            {PLAN_TEXTS.download}
          </Button>
        ) : null}
      </div>
      {calendar === null ? (
        <p className={s.waiting} data-testid="startplan-calendar-waiting">
          {correcting ? PLAN_TEXTS.calendarCorrect : PLAN_TEXTS.calendarWaiting}
        </p>
      ) : (
        <>
          <p className={s.muted} data-testid="startplan-window">
            {calendar.deadlines.length} datum från {formatSwedishDate(calendar.window.from)} och 18
            månader framåt. {PLAN_TEXTS.downloadHint}
          </p>
          <div className={s.months}>
            {months.map((month) => (
              <section key={month.key} className={s.month} aria-labelledby={`manad-${month.key}`}>
                <h3 id={`manad-${month.key}`} className={s.monthHeading}>
                  {month.label}
                </h3>
                <ul className={s.deadlines}>
                  {month.deadlines.map((deadline) => (
                    <DeadlineItem
                      key={deadline.id}
                      deadline={deadline}
                      amount={amounts.get(deadline.id)}
                    />
                  ))}
                </ul>
              </section>
            ))}
          </div>
          {later > 0 ? (
            <div className={s.actions}>
              <Button variant="secondary" onPress={() => setAllMonths(true)}>
                {PLAN_TEXTS.showAll(later)}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

function DeadlineItem({ deadline, amount }: { deadline: Deadline; amount?: string }) {
  return (
    <li className={s.deadline} data-testid="deadline" data-id={deadline.id}>
      <time className={s.date} dateTime={deadline.dueDate}>
        {formatSwedishDate(deadline.dueDate)}
      </time>
      <p className={s.what}>
        <strong>{deadline.title}</strong> <span className={s.period}>för {deadline.period}</span>
        {amount !== undefined ? (
          <span className={s.amount} data-testid="deadline-amount">
            {ACCOUNT_TEXTS.amount(amount)}
          </span>
        ) : null}
        {deadline.movedBecause !== null ? (
          <span className={s.moved}>
            {PLAN_TEXTS.moved(formatSwedishDate(deadline.statutoryDate), deadline.movedBecause)}
          </span>
        ) : null}
        <span className={s.links}>
          <Link to="/article/$articleId" params={{ articleId: deadline.articleId }}>
            Läs mer
          </Link>{' '}
          <ExternalLink
            href={deadline.source.url}
            aria-label={`${deadline.source.label} (öppnas i ny flik)`}
          >
            {deadline.source.label}
          </ExternalLink>
        </span>
      </p>
    </li>
  );
}
