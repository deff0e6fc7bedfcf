import { memo, useCallback, useState } from 'react';
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
  MONTHLY_KEYS,
  overrideKey,
  type BudgetKey,
  type MonthlyKey,
} from '../../content/budget/keys';
import { BUDGET_TEXTS } from '../../content/budget/texts';
import type { startplanMachine } from '../../machines/startplan';
import {
  selectBudgetAnswer,
  selectBudgetError,
  selectBudgetMonths,
  selectBudgetQuestions,
} from '../../machines/shared/planView';
import { Form } from '../../ui/Form/Form';
import { RadioGroup } from '../../ui/RadioGroup/RadioGroup';
import { SelectField } from '../../ui/SelectField/SelectField';
import { TextField } from '../../ui/TextField/TextField';
import * as s from './budget.css';

type PlanActor = ActorRefFrom<typeof startplanMachine>;
type FieldKey = keyof typeof BUDGET_FIELDS;

/** The handler a field sends its changes with (one per field, kept across renders). */
function useAnswerChange(actor: PlanActor, answerKey: string): (next: string) => void {
  return useCallback(
    (next: string) => actor.send({ type: 'startplan.answerChanged', key: answerKey, value: next }),
    [actor, answerKey],
  );
}

interface BudgetAmountProps {
  actor: PlanActor;
  answerKey: string;
  label: string;
  hint?: string;
  placeholder?: string;
  inputMode: 'numeric' | 'decimal';
}

/**
 * One figure, as the founder types it. It asks the planner for its own answer and message only,
 * so a keystroke redraws this field and the budget, not every question of the page.
 */
const BudgetAmount = memo(function BudgetAmount({
  actor,
  answerKey,
  label,
  hint,
  placeholder,
  inputMode,
}: BudgetAmountProps) {
  const value = useSelector(actor, (snapshot) => selectBudgetAnswer(snapshot, answerKey));
  const error = useSelector(actor, (snapshot) => selectBudgetError(snapshot, answerKey));
  const onChange = useAnswerChange(actor, answerKey);
  return (
    <TextField
      name={answerKey}
      label={label}
      hint={hint}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      errorMessage={error}
      inputMode={inputMode}
      autoComplete="off"
    />
  );
});

interface BudgetChoiceProps {
  actor: PlanActor;
  answerKey: 'sats' | 'dagar' | 'metod';
  label: string;
  options: readonly { value: string; label: string }[];
}

/** One of the budget's choices (its answer and message asked for alone, as a figure's). */
const BudgetChoice = memo(function BudgetChoice({
  actor,
  answerKey,
  label,
  options,
}: BudgetChoiceProps) {
  const value = useSelector(actor, (snapshot) => selectBudgetAnswer(snapshot, answerKey));
  const error = useSelector(actor, (snapshot) => selectBudgetError(snapshot, answerKey));
  const onChange = useAnswerChange(actor, answerKey);
  return (
    <RadioGroup
      name={answerKey}
      label={label}
      options={options}
      value={value}
      onChange={onChange}
      errorMessage={error}
    />
  );
});

/**
 * 'Dina siffror': the budget's own questions (issue 57 item 2), as the founder types them. Which
 * apply, what was typed and each answer's message come from the planner; a change is an event.
 * A number is kept as typed ('100 000' or '100000'); a bad one keeps its text and gets its
 * Swedish message beside it.
 */
export function BudgetQuestions({ actor }: { actor: PlanActor }) {
  const questions = useSelector(actor, selectBudgetQuestions);
  const asks = (key: BudgetKey) => questions.includes(key);
  const amount = (key: FieldKey) => {
    const field = BUDGET_FIELDS[key];
    return (
      <BudgetAmount
        key={key}
        actor={actor}
        answerKey={key}
        label={field.label}
        hint={field.hint}
        inputMode={key === 'kskatt' ? 'decimal' : 'numeric'}
      />
    );
  };
  return (
    <Form aria-labelledby="budget-figures">
      {amount('salj')}
      <BudgetChoice
        actor={actor}
        answerKey="sats"
        label={BUDGET_LABELS.sats}
        options={SALE_RATE_CHOICES}
      />
      <BudgetChoice
        actor={actor}
        answerKey="dagar"
        label={BUDGET_LABELS.dagar}
        options={PAYMENT_DAYS_CHOICES}
      />
      {amount('kmm')}
      {amount('kum')}
      {amount('lon')}
      <BudgetAmount
        actor={actor}
        answerKey="fodda"
        label={BIRTH_YEARS_FIELD.label}
        hint={BIRTH_YEARS_FIELD.hint}
        inputMode="numeric"
      />
      {amount('kskatt')}
      {asks('uttag') ? amount('uttag') : null}
      {asks('fskatt') ? amount('fskatt') : null}
      <BudgetChoice
        actor={actor}
        answerKey="metod"
        label={BUDGET_LABELS.metod}
        options={METHOD_CHOICES}
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
  const questions = useSelector(actor, selectBudgetQuestions);
  const [chosen, setChosen] = useState<string | null>(null);
  if (months.length === 0) return null;
  const month = months.find((entry) => entry.key === chosen) ?? months[0];
  if (month === undefined) return null;
  const keys = MONTHLY_KEYS.filter((key) => key !== 'uttag' || questions.includes('uttag'));
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
      {keys.map((key) => (
        <BudgetMonthAmount
          key={overrideKey(key, month.key)}
          actor={actor}
          field={key}
          month={month}
        />
      ))}
    </section>
  );
}

/** A month's own figure: empty, with the monthly figure as its placeholder. */
function BudgetMonthAmount({
  actor,
  field,
  month,
}: {
  actor: PlanActor;
  field: MonthlyKey;
  month: { key: string; label: string };
}) {
  const monthly = useSelector(actor, (snapshot) => selectBudgetAnswer(snapshot, field));
  return (
    <BudgetAmount
      actor={actor}
      answerKey={overrideKey(field, month.key)}
      label={`${MONTHLY_LABELS[field]}, ${month.label}`}
      placeholder={monthly}
      inputMode="numeric"
    />
  );
}
