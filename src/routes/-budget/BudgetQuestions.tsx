import { useState } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  BIRTH_YEARS_FIELD,
  BUDGET_FIELDS,
  BUDGET_LABELS,
  METHOD_CHOICES,
  PAYMENT_DAYS_CHOICES,
  SALE_RATE_CHOICES,
} from '../../content/budget/answers';
import {
  BUDGET_DEFAULTS,
  MONTHLY_KEYS,
  overrideKey,
  type BudgetKey,
  type MonthlyKey,
} from '../../content/budget/keys';
import { BUDGET_TEXTS } from '../../content/budget/texts';
import type { startplanMachine } from '../../machines/startplan';
import {
  selectBudgetAnswers,
  selectBudgetMonths,
  selectBudgetQuestions,
  selectBudgetView,
} from '../../machines/shared/planView';
import { Form } from '../../ui/Form/Form';
import { RadioGroup } from '../../ui/RadioGroup/RadioGroup';
import { SelectField } from '../../ui/SelectField/SelectField';
import { TextField } from '../../ui/TextField/TextField';
import * as s from './budget.css';

type PlanActor = ActorRefFrom<typeof startplanMachine>;
type FieldKey = keyof typeof BUDGET_FIELDS;

/**
 * 'Dina siffror': the budget's own questions (issue 57 item 2), as the founder types them. Which
 * apply, what was typed and each answer's message come from the planner; a change is an event.
 * A number is kept as typed ('100 000' or '100000'); a bad one keeps its text and gets its
 * Swedish message beside it.
 */
export function BudgetQuestions({ actor }: { actor: PlanActor }) {
  const budget = useSelector(actor, selectBudgetAnswers);
  const questions = useSelector(actor, selectBudgetQuestions);
  const reading = useSelector(actor, (snapshot) => selectBudgetView(snapshot).reading);
  const errors = reading.status === 'invalid' ? reading.errors : {};
  const value = (key: string) => budget[key] ?? BUDGET_DEFAULTS[key as BudgetKey] ?? '';
  const change = (key: string) => (next: string) =>
    actor.send({ type: 'startplan.answerChanged', key, value: next });
  const asks = (key: BudgetKey) => questions.includes(key);
  const amount = (key: FieldKey) => {
    const field = BUDGET_FIELDS[key];
    return (
      <TextField
        key={key}
        name={key}
        label={field.label}
        hint={field.hint}
        value={value(key)}
        onChange={change(key)}
        errorMessage={errors[key]}
        inputMode={key === 'kskatt' ? 'decimal' : 'numeric'}
        autoComplete="off"
      />
    );
  };
  return (
    <Form aria-labelledby="budget-figures">
      {amount('salj')}
      <RadioGroup
        name="sats"
        label={BUDGET_LABELS.sats}
        options={SALE_RATE_CHOICES}
        value={value('sats')}
        onChange={change('sats')}
        errorMessage={errors.sats}
      />
      <RadioGroup
        name="dagar"
        label={BUDGET_LABELS.dagar}
        options={PAYMENT_DAYS_CHOICES}
        value={value('dagar')}
        onChange={change('dagar')}
        errorMessage={errors.dagar}
      />
      {amount('kmm')}
      {amount('kum')}
      {amount('lon')}
      <TextField
        name="fodda"
        label={BIRTH_YEARS_FIELD.label}
        hint={BIRTH_YEARS_FIELD.hint}
        value={value('fodda')}
        onChange={change('fodda')}
        errorMessage={errors.fodda}
        inputMode="numeric"
        autoComplete="off"
      />
      {amount('kskatt')}
      {asks('uttag') ? amount('uttag') : null}
      {asks('fskatt') ? amount('fskatt') : null}
      <RadioGroup
        name="metod"
        label={BUDGET_LABELS.metod}
        options={METHOD_CHOICES}
        value={value('metod')}
        onChange={change('metod')}
        errorMessage={errors.metod}
      />
      {amount('saldo')}
    </Form>
  );
}

const MONTHLY_LABELS: Readonly<Record<MonthlyKey, string>> = BUDGET_TEXTS.monthFields;

/**
 * 'Ändra en enskild månad': a month's own figures (a season, a large purchase). The month chosen
 * is the form's own state; the figures are answers (`salj.2027-03`), in the address like the rest.
 */
export function BudgetMonthFields({ actor }: { actor: PlanActor }) {
  const months = useSelector(actor, selectBudgetMonths);
  const budget = useSelector(actor, selectBudgetAnswers);
  const questions = useSelector(actor, selectBudgetQuestions);
  const reading = useSelector(actor, (snapshot) => selectBudgetView(snapshot).reading);
  const [chosen, setChosen] = useState<string | null>(null);
  if (months.length === 0) return null;
  const month = months.find((entry) => entry.key === chosen) ?? months[0];
  if (month === undefined) return null;
  const errors = reading.status === 'invalid' ? reading.errors : {};
  const keys = MONTHLY_KEYS.filter((key) => key !== 'uttag' || questions.includes('uttag'));
  const own = keys.map((key) => overrideKey(key, month.key));
  return (
    <section aria-labelledby="budget-month" className={s.months}>
      <h3 id="budget-month" className={s.smallHeading}>
        {BUDGET_TEXTS.monthHeading}
      </h3>
      <p className={s.muted}>{BUDGET_TEXTS.monthLead}</p>
      <SelectField
        name="manad"
        label={BUDGET_TEXTS.monthLabel}
        options={months.map((entry) => ({ value: entry.key, label: entry.label }))}
        value={month.key}
        onChange={setChosen}
      />
      {keys.map((key, index) => {
        const answerKey = own[index] ?? '';
        return (
          <TextField
            key={answerKey}
            name={answerKey}
            label={`${MONTHLY_LABELS[key]}, ${month.label}`}
            placeholder={budget[key] ?? ''}
            value={budget[answerKey] ?? ''}
            onChange={(next) =>
              actor.send({ type: 'startplan.answerChanged', key: answerKey, value: next })
            }
            errorMessage={errors[answerKey]}
            inputMode="numeric"
            autoComplete="off"
          />
        );
      })}
    </section>
  );
}
