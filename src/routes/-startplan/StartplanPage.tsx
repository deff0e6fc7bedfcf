import { useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useLocation } from '@tanstack/react-router';
import {
  EU_CHOICES,
  FORM_CHOICES,
  MONTH_NAMES,
  VAT_CHOICES,
  YES_NO,
  mayExtendFirstYear,
  type AnswerKey,
  type Answers,
} from '../../content/startplan/answers';
import type { Deadline } from '../../content/startplan/calendar';
import { parseCivilDate } from '../../content/startplan/civilDate';
import type { StartplanView } from '../../content/startplan/plan';
import {
  ABOUT_PARAGRAPHS,
  PLAN_TEXTS,
  QUESTIONS,
  STARTPLAN_INTRO,
} from '../../content/startplan/texts';
import { formatSwedishDate } from '../../content/dates';
import {
  answerValue,
  selectFeedUrl,
  startplanMachine,
  type StartplanEvent,
} from '../../machines/startplan';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { Checkbox } from '../../ui/Checkbox/Checkbox';
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
  const answers = useSelector(actor, (snapshot) => snapshot.context.answers);
  const view = useSelector(actor, (snapshot) => snapshot.context.view);
  const ticks = useSelector(actor, (snapshot) => snapshot.context.ticks);
  const send: Send = actor.send;

  return (
    <Page title={STARTPLAN_INTRO.title} eyebrow="Startplan" lead={STARTPLAN_INTRO.lead}>
      <noscript>
        <p className={s.noScript}>{STARTPLAN_INTRO.noScript}</p>
      </noscript>
      <div className={s.layout}>
        <Card as="section" aria-labelledby="startplan-answers" className={s.answers}>
          <h2 id="startplan-answers" className={s.smallHeading}>
            {PLAN_TEXTS.answersHeading}
          </h2>
          <Questions answers={answers} view={view} send={send} />
        </Card>
        <div className={s.results}>
          <Steps view={view} ticks={ticks} send={send} />
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

function Questions({ answers, view, send }: { answers: Answers; view: StartplanView; send: Send }) {
  const value = (key: AnswerKey) => answerValue(answers, key);
  const change = (key: AnswerKey) => (next: string) =>
    send({ type: 'startplan.answerChanged', key, value: next });
  const errors = view.reading.status === 'incomplete' ? view.reading.errors : {};
  const form = value('form');
  const company = form === 'ab' || form === 'hb';
  const start = parseCivilDate(value('start'));
  const month = Number(value('bokslut'));
  const canExtend =
    company && start !== null && month >= 1 && month <= 12 && mayExtendFirstYear(start, month);
  const vat = value('moms');
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
  const registered = vat === 'manad' || vat === 'kvartal' || vat === 'ar';

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
      {company ? (
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
      {company && (canExtend || value('forlangt') === 'ja') ? (
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
      {registered ? choice('over40', YES_NO) : null}
      {choice('anstallda', YES_NO)}
      {choice('eu', EU_CHOICES)}
      {choice('digitalt', YES_NO)}
    </Form>
  );
}

function Steps({
  view,
  ticks,
  send,
}: {
  view: StartplanView;
  ticks: readonly string[];
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
          <p className={s.muted}>{PLAN_TEXTS.stepsLead}</p>
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

function Subscription({ actor }: { actor: ActorRefFrom<typeof startplanMachine> }) {
  const signedIn = useSelector(actor, (snapshot) => snapshot.context.signedIn);
  const feedUrl = useSelector(actor, selectFeedUrl);
  const accountMessage = useSelector(actor, (snapshot) => snapshot.context.accountMessage);
  const feedMessage = useSelector(actor, (snapshot) => snapshot.context.feedMessage);
  const failed = useSelector(actor, (snapshot) =>
    snapshot.matches({ running: { account: 'failed' } }),
  );
  const renewing = useSelector(actor, (snapshot) =>
    snapshot.matches({ running: { feed: 'renewing' } }),
  );
  const checking = useSelector(actor, (snapshot) =>
    snapshot.matches({ running: { feed: 'checking' } }),
  );
  const location = useLocation();
  const returnUrl = `${location.pathname}${location.searchStr}`;
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
      ) : feedUrl === null ? (
        failed ? null : (
          <p className={s.muted}>{PLAN_TEXTS.subscribeWaitingSave}</p>
        )
      ) : (
        <>
          <p className={s.muted}>{PLAN_TEXTS.subscribeLead}</p>
          <TextField
            label={PLAN_TEXTS.feedLabel}
            value={feedUrl}
            isReadOnly
            hint={PLAN_TEXTS.renewHint}
          />
          <div className={s.actions}>
            {feedUrl.startsWith('https://') ? (
              <a href={feedUrl.replace(/^https:/, 'webcal:')}>Öppna i kalenderappen</a>
            ) : null}
            <Button
              variant="secondary"
              isPending={checking}
              onPress={() => actor.send({ type: 'startplan.checkFeed' })}
            >
              {PLAN_TEXTS.check}
            </Button>
            <Button
              variant="secondary"
              isPending={renewing}
              onPress={() => actor.send({ type: 'startplan.renewFeed' })}
            >
              {PLAN_TEXTS.renew}
            </Button>
          </div>
        </>
      )}
      {feedMessage ? (
        <p className={feedMessage.tone === 'success' ? s.status : s.problem} role="status">
          {feedMessage.text}
        </p>
      ) : null}
      {accountMessage ? (
        <div role="alert">
          <p className={s.problem}>{accountMessage}</p>
          {failed ? (
            <div className={s.actions}>
              <Button variant="secondary" onPress={() => actor.send({ type: 'startplan.retry' })}>
                {PLAN_TEXTS.retry}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
