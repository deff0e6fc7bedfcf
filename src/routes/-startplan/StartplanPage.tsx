import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useLocation } from '@tanstack/react-router';
import { ACCOUNT_TEXTS } from '../../content/startplan/accountTexts';
import {
  EU_CHOICES,
  FORM_CHOICES,
  MONTH_NAMES,
  VAT_CHOICES,
  YES_NO,
  type AnswerKey,
  type Answers,
} from '../../content/startplan/answers';
import type { Deadline } from '../../content/startplan/calendar';
import type { StartplanView } from '../../content/startplan/plan';
import {
  ABOUT_PARAGRAPHS,
  PLAN_TEXTS,
  QUESTIONS,
  STARTPLAN_INTRO,
} from '../../content/startplan/texts';
import { formatSwedishDate } from '../../content/dates';
import { sameRemoteSync, selectRemoteSync } from '../../machines/remoteSync';
import {
  REMOTE_SYNC,
  STARTPLAN_FEED,
  answerValue,
  samePlanQuestion,
  selectAnswers,
  selectPlanQuestion,
  selectQuestions,
  selectSignedIn,
  selectTicks,
  selectView,
  startplanMachine,
  type PlanQuestion,
  type StartplanEvent,
} from '../../machines/startplan';
import { sameStartplanFeed, selectStartplanFeed } from '../../machines/startplanFeed';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { Checkbox } from '../../ui/Checkbox/Checkbox';
import { Dialog, DialogActions } from '../../ui/Dialog/Dialog';
import { Form } from '../../ui/Form/Form';
import { Page } from '../../ui/Layout/Layout';
import { ExternalLink, Link } from '../../ui/Link/Link';
import { RadioGroup, type RadioOption } from '../../ui/RadioGroup/RadioGroup';
import { SelectField } from '../../ui/SelectField/SelectField';
import { TextField } from '../../ui/TextField/TextField';
import { visuallyHidden } from '../../ui/theme/global.css';
import * as pages from '../-pages/pages.css';
import { StepCard } from '../-pages/StepCard';
import { useLogic } from '../-lib/useLogic';
import * as s from './startplan.css';

type Send = (event: StartplanEvent) => void;

/** The questions answered by a choice. */
type ChoiceKey = 'form' | 'moms' | 'over40' | 'anstallda' | 'eu' | 'digitalt';

/**
 * /startplan: the questions, the registration steps and the calendar, all from the planner's
 * machine (src/machines/startplan.ts), which computes them with src/content/startplan.
 */
export function StartplanPage({ answers: fromAddress }: { answers: Answers }) {
  const actor = useActorRef(useLogic('startplan', startplanMachine), {
    input: { answers: fromAddress },
  });
  const answers = useSelector(actor, selectAnswers);
  const view = useSelector(actor, selectView);
  const questions = useSelector(actor, selectQuestions);
  const ticks = useSelector(actor, selectTicks);
  const question = useSelector(actor, selectPlanQuestion, samePlanQuestion);
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
      {question ? <PlanQuestionCard question={question} send={send} /> : null}
      <div className={s.layout}>
        <Card as="section" aria-labelledby="startplan-answers" className={s.answers}>
          <h2 id="startplan-answers" className={s.smallHeading}>
            {PLAN_TEXTS.answersHeading}
          </h2>
          <Questions answers={answers} questions={questions} view={view} send={send} />
        </Card>
        <div className={s.results}>
          <Steps view={view} ticks={ticks} canTick={canTick} send={send} />
          <Calendar view={view} send={send} />
          <Subscription actor={actor} />
        </div>
      </div>
      <section className={s.about} aria-labelledby="startplan-about">
        <h2 id="startplan-about">{PLAN_TEXTS.aboutHeading}</h2>
        {ABOUT_PARAGRAPHS.map((paragraph) => (
          <p key={paragraph.slice(0, 32)}>{paragraph}</p>
        ))}
        <ul>
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
}

const MONTH_OPTIONS = MONTH_NAMES.map((name, index) => ({
  value: String(index + 1),
  label: index === 11 ? QUESTIONS.bokslut.calendarYear : name,
}));

function Questions({
  answers,
  questions,
  view,
  send,
}: {
  answers: Answers;
  questions: readonly AnswerKey[];
  view: StartplanView;
  send: Send;
}) {
  const value = (key: AnswerKey) => answerValue(answers, key);
  const change = (key: AnswerKey) => (next: string) =>
    send({ type: 'startplan.answerChanged', key, value: next });
  const errors = view.reading.status === 'incomplete' ? view.reading.errors : {};
  const asks = (key: AnswerKey) => questions.includes(key);
  // One question answered by a choice among a few options, with its label, hint and problem (a
  // render helper, not a component: the groups keep their identity, and focus, across renders).
  const choice = (name: ChoiceKey, options: readonly RadioOption[]) => (
    <RadioGroup
      name={name}
      label={QUESTIONS[name].label}
      hint={QUESTIONS[name].hint}
      options={options}
      value={value(name)}
      onChange={change(name)}
      errorMessage={errors[name]}
    />
  );

  return (
    <Form aria-labelledby="startplan-answers">
      {choice('form', FORM_CHOICES)}
      <TextField
        name="start"
        label={QUESTIONS.start.label}
        hint={QUESTIONS.start.hint}
        placeholder={QUESTIONS.start.placeholder}
        value={value('start')}
        onChange={change('start')}
        errorMessage={errors.start}
        inputMode="numeric"
        autoComplete="off"
      />
      {asks('bokslut') ? (
        <SelectField
          name="bokslut"
          label={QUESTIONS.bokslut.label}
          hint={QUESTIONS.bokslut.hint}
          options={MONTH_OPTIONS}
          value={value('bokslut')}
          onChange={change('bokslut')}
          errorMessage={errors.bokslut}
        />
      ) : null}
      {asks('forlangt') ? (
        <div className={s.muted}>
          <Checkbox
            name="forlangt"
            isSelected={value('forlangt') === 'ja'}
            onChange={(selected) => change('forlangt')(selected ? 'ja' : 'nej')}
            aria-describedby="forlangt-hint"
          >
            {QUESTIONS.forlangt.label}
          </Checkbox>
          <span id="forlangt-hint" className={visuallyHidden}>
            {QUESTIONS.forlangt.hint}
          </span>
          {errors.forlangt ? <p className={s.problem}>{errors.forlangt}</p> : null}
        </div>
      ) : null}
      {choice('moms', VAT_CHOICES)}
      {asks('over40') ? choice('over40', YES_NO) : null}
      {choice('anstallda', YES_NO)}
      {choice('eu', EU_CHOICES)}
      {choice('digitalt', YES_NO)}
    </Form>
  );
}

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

function Calendar({ view, send }: { view: StartplanView; send: Send }) {
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
                    <DeadlineItem key={deadline.id} deadline={deadline} />
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

function DeadlineItem({ deadline }: { deadline: Deadline }) {
  return (
    <li className={s.deadline} data-testid="deadline" data-id={deadline.id}>
      <time className={s.date} dateTime={deadline.dueDate}>
        {formatSwedishDate(deadline.dueDate)}
      </time>
      <p className={s.what}>
        <strong>{deadline.title}</strong> <span className={s.period}>för {deadline.period}</span>
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

/**
 * The account's plan differs from the page's (a link, a bookmark, this browser's older copy) and
 * the founder has not chosen: what differs, and the two choices. Nothing is written meanwhile.
 */
function PlanQuestionCard({ question, send }: { question: PlanQuestion; send: Send }) {
  const origin = question.origin === 'browser' ? 'browser' : 'link';
  return (
    <Card as="section" aria-labelledby="startplan-question" className={s.question}>
      <h2 id="startplan-question" className={s.smallHeading}>
        {ACCOUNT_TEXTS.questionHeading[origin]}
      </h2>
      <p className={s.muted}>{ACCOUNT_TEXTS.questionLead}</p>
      <ul className={s.differences}>
        {question.differences.map((difference) => (
          <li key={difference.key}>{ACCOUNT_TEXTS.difference(difference, origin)}</li>
        ))}
      </ul>
      <div className={s.actions}>
        <Button variant="primary" onPress={() => send({ type: 'startplan.keepAccountPlan' })}>
          {ACCOUNT_TEXTS.keep}
        </Button>
        <Button variant="secondary" onPress={() => send({ type: 'startplan.useLinkAnswers' })}>
          {origin === 'link' ? ACCOUNT_TEXTS.useLink : ACCOUNT_TEXTS.useBrowser}
        </Button>
      </div>
    </Card>
  );
}

function Subscription({ actor }: { actor: ActorRefFrom<typeof startplanMachine> }) {
  const signedIn = useSelector(actor, selectSignedIn);
  const syncActor = useSelector(actor, (snapshot) => snapshot.children[REMOTE_SYNC]);
  const sync = useSelector(syncActor, selectRemoteSync, sameRemoteSync);
  const feedActor = useSelector(actor, (snapshot) => snapshot.children[STARTPLAN_FEED]);
  const feed = useSelector(feedActor, selectStartplanFeed, sameStartplanFeed);
  const location = useLocation();
  const returnUrl = `${location.pathname}${location.searchStr}`;
  const failed = sync.message?.tone === 'error';
  return (
    <section aria-labelledby="startplan-subscribe">
      <h2 id="startplan-subscribe" className={s.heading}>
        {PLAN_TEXTS.subscribeHeading}
      </h2>
      {!signedIn ? (
        <>
          <p className={s.muted}>{PLAN_TEXTS.subscribeSignedOut}</p>
          <Link to="/login" search={{ returnUrl }}>
            {PLAN_TEXTS.subscribeLogin}
          </Link>
        </>
      ) : feed === null ? (
        failed ? null : (
          <p className={s.muted}>
            {sync.busy ? PLAN_TEXTS.subscribeWaitingSave : PLAN_TEXTS.subscribeWaitingAnswers}
          </p>
        )
      ) : (
        <>
          <p className={s.muted}>{PLAN_TEXTS.subscribeLead}</p>
          <TextField
            label={PLAN_TEXTS.feedLabel}
            value={feed.url}
            isReadOnly
            hint={PLAN_TEXTS.renewHint}
          />
          <div className={s.actions}>
            {feed.url.startsWith('https://') ? (
              <a href={feed.url.replace(/^https:/, 'webcal:')}>Öppna i kalenderappen</a>
            ) : null}
            <Button
              variant="secondary"
              isPending={feed.checking}
              isDisabled={!feed.canCheck && !feed.checking}
              onPress={() => feedActor?.send({ type: 'startplanFeed.check' })}
            >
              {PLAN_TEXTS.check}
            </Button>
            <Button
              variant="secondary"
              isPending={feed.renewing}
              isDisabled={!feed.canRenew && !feed.renewing}
              onPress={() => feedActor?.send({ type: 'startplanFeed.renew' })}
            >
              {PLAN_TEXTS.renew}
            </Button>
          </div>
        </>
      )}
      {feed?.message ? (
        <p className={feed.message.tone === 'success' ? s.status : s.problem} role="status">
          {feed.message.text}
        </p>
      ) : null}
      {sync.message?.tone === 'success' ? (
        <p className={s.status} role="status">
          {sync.message.text}
        </p>
      ) : null}
      {sync.message?.tone === 'error' ? (
        <div role="alert">
          <p className={s.problem}>{sync.message.text}</p>
          {sync.canRetry ? (
            <div className={s.actions}>
              <Button
                variant="secondary"
                onPress={() => syncActor?.send({ type: 'remoteSync.retry' })}
              >
                {PLAN_TEXTS.retry}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
      {sync.canRemove ? (
        <div className={s.remove}>
          <Button
            variant="secondary"
            onPress={() => syncActor?.send({ type: 'remoteSync.askRemove' })}
          >
            {ACCOUNT_TEXTS.remove}
          </Button>
          <p className={s.muted}>{ACCOUNT_TEXTS.removeHint}</p>
        </div>
      ) : null}
      <Dialog
        title={ACCOUNT_TEXTS.removeTitle}
        role="alertdialog"
        isOpen={sync.confirmingRemove}
        onOpenChange={(open) => {
          if (!open) syncActor?.send({ type: 'remoteSync.cancelRemove' });
        }}
      >
        <p>{ACCOUNT_TEXTS.removeBody}</p>
        <DialogActions>
          <Button
            variant="secondary"
            onPress={() => syncActor?.send({ type: 'remoteSync.cancelRemove' })}
          >
            {ACCOUNT_TEXTS.removeCancel}
          </Button>
          <Button
            variant="danger"
            onPress={() => syncActor?.send({ type: 'remoteSync.confirmRemove' })}
          >
            {ACCOUNT_TEXTS.remove}
          </Button>
        </DialogActions>
      </Dialog>
    </section>
  );
}
