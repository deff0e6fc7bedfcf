import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  EU_CHOICES,
  FORM_CHOICES,
  MONTH_NAMES,
  VAT_CHOICES,
  YES_NO,
  type AnswerKey,
} from '../../content/startplan/answers';
import { QUESTIONS } from '../../content/startplan/texts';
import type { startplanMachine } from '../../machines/startplan';
import {
  answerValue,
  selectAnswers,
  selectQuestions,
  selectView,
} from '../../machines/shared/planView';
import { Checkbox } from '../../ui/Checkbox/Checkbox';
import { Form } from '../../ui/Form/Form';
import { RadioGroup, type RadioOption } from '../../ui/RadioGroup/RadioGroup';
import { SelectField } from '../../ui/SelectField/SelectField';
import { TextField } from '../../ui/TextField/TextField';
import { visuallyHidden } from '../../ui/theme/global.css';
import * as s from './plan.css';

type PlanActor = ActorRefFrom<typeof startplanMachine>;

/** The questions answered by a choice. */
type ChoiceKey = 'form' | 'moms' | 'over40' | 'anstallda' | 'eu' | 'digitalt';
/** The questions answered by a tick. */
type TickKey = 'forlangt' | 'fyllnad';

const MONTH_OPTIONS = MONTH_NAMES.map((name, index) => ({
  value: String(index + 1),
  label: index === 11 ? QUESTIONS.bokslut.calendarYear : name,
}));

/**
 * The start plan's questions, as /startplan and /likviditetsbudget ask them: which apply, the
 * answers and each answer's message come from the planner (its selectors); a change is an event.
 * `labelledBy` names the heading of the card the form sits in.
 */
export function PlanQuestions({ actor, labelledBy }: { actor: PlanActor; labelledBy: string }) {
  const answers = useSelector(actor, selectAnswers);
  const view = useSelector(actor, selectView);
  const questions = useSelector(actor, selectQuestions);
  const value = (key: AnswerKey) => answerValue(answers, key);
  const change = (key: AnswerKey) => (next: string) =>
    actor.send({ type: 'startplan.answerChanged', key, value: next });
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
  const tick = (name: TickKey) => (
    <div className={s.muted}>
      <Checkbox
        name={name}
        isSelected={value(name) === 'ja'}
        onChange={(selected) => change(name)(selected ? 'ja' : 'nej')}
        aria-describedby={`${name}-hint`}
      >
        {QUESTIONS[name].label}
      </Checkbox>
      <span id={`${name}-hint`} className={visuallyHidden}>
        {QUESTIONS[name].hint}
      </span>
      {errors[name] ? <p className={s.problem}>{errors[name]}</p> : null}
    </div>
  );

  return (
    <Form aria-labelledby={labelledBy}>
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
      {asks('forlangt') ? tick('forlangt') : null}
      {choice('moms', VAT_CHOICES)}
      {asks('over40') ? choice('over40', YES_NO) : null}
      {choice('anstallda', YES_NO)}
      {choice('eu', EU_CHOICES)}
      {choice('digitalt', YES_NO)}
      {asks('fyllnad') ? tick('fyllnad') : null}
    </Form>
  );
}
