/**
 * Which of the start plan's questions apply to a set of answers, and how two sets of answers
 * differ in the words of the page. One place for both: the planner's machine exports them as
 * selectors (src/machines/startplan.ts), the page draws what they say, and the steps are computed
 * from the same reading (plan.ts).
 */
import {
  EU_CHOICES,
  FORM_CHOICES,
  MONTH_NAMES,
  VAT_CHOICES,
  YES_NO,
  mayExtendFirstYear,
  type Choice,
  type CompanyForm,
  type EuTrade,
  type VatPeriod,
} from './answers.ts';
import { parseCivilDate } from './civilDate.ts';
import { ANSWER_KEYS, DEFAULT_ANSWERS, type AnswerKey, type Answers } from './keys.ts';
import { QUESTIONS } from './texts.ts';

const isOneOf = <V extends string>(choices: readonly Choice<V>[], value: string): value is V =>
  choices.some((choice) => choice.value === value);

const valueOf = (answers: Answers, key: AnswerKey): string => answers[key] ?? DEFAULT_ANSWERS[key];

/** The company form answered, or null while it is not one of the choices. */
export function answeredForm(answers: Answers): CompanyForm | null {
  const form = valueOf(answers, 'form');
  return isOneOf(FORM_CHOICES, form) ? form : null;
}

/** The moms period answered, or null while it is not one of the choices. */
export function answeredVat(answers: Answers): VatPeriod | null {
  const vat = valueOf(answers, 'moms');
  return isOneOf(VAT_CHOICES, vat) ? vat : null;
}

/** The EU trade answered ('nej' while it is not one of the choices). */
export function answeredEu(answers: Answers): EuTrade {
  const eu = valueOf(answers, 'eu');
  return isOneOf(EU_CHOICES, eu) ? eu : 'nej';
}

/**
 * The questions the page asks for these answers, in order. The fiscal year's end is asked of an
 * aktiebolag or handelsbolag (an enskild firma has kalenderår); the extended first year where the
 * start date and end month allow it (3 kap. 3 § bokföringslagen), or where it is ticked and must
 * be unticked; the 40 miljoner question of a company registered for moms.
 */
export function shownQuestions(answers: Answers): readonly AnswerKey[] {
  const form = answeredForm(answers);
  const company = form === 'ab' || form === 'hb';
  const start = parseCivilDate(valueOf(answers, 'start'));
  const month = Number(valueOf(answers, 'bokslut'));
  const canExtend =
    company &&
    start !== null &&
    Number.isInteger(month) &&
    month >= 1 &&
    month <= 12 &&
    mayExtendFirstYear(start, month);
  const vat = answeredVat(answers);
  return ANSWER_KEYS.filter((key) => {
    switch (key) {
      case 'bokslut':
        return company;
      case 'forlangt':
        return company && (canExtend || valueOf(answers, 'forlangt') === 'ja');
      case 'over40':
        return vat !== null && vat !== 'nej';
      default:
        return true;
    }
  });
}

/** One answer that two plans give differently, in the page's words. */
export interface AnswerDifference {
  key: AnswerKey;
  /** The question, 'Företagsform'. */
  question: string;
  /** What each side answers, 'Aktiebolag'; 'inget svar' where it answers nothing. */
  page: string;
  account: string;
}

const NO_ANSWER = 'inget svar';

/** An answer as the page shows it: the choice's label, the month's name, the date as typed. */
export function answerText(key: AnswerKey, value: string): string {
  if (value === '') return NO_ANSWER;
  const choices: readonly Choice<string>[] | null =
    key === 'form'
      ? FORM_CHOICES
      : key === 'moms'
        ? VAT_CHOICES
        : key === 'eu'
          ? EU_CHOICES
          : key === 'forlangt' ||
              key === 'over40' ||
              key === 'anstallda' ||
              key === 'digitalt' ||
              key === 'fyllnad'
            ? YES_NO
            : null;
  if (choices !== null) return choices.find((choice) => choice.value === value)?.label ?? value;
  if (key === 'bokslut') {
    const month = Number(value);
    return Number.isInteger(month) && month >= 1 && month <= 12
      ? (MONTH_NAMES[month - 1] ?? value)
      : value;
  }
  return value;
}

/**
 * The answers that differ between the page's plan and the account's, in question order (the
 * defaults count as given: a plan without an answer for 'Har företaget anställda?' says Nej).
 */
export function answerDifferences(page: Answers, account: Answers): AnswerDifference[] {
  return ANSWER_KEYS.filter((key) => valueOf(page, key) !== valueOf(account, key)).map((key) => ({
    key,
    question: QUESTIONS[key].label,
    page: answerText(key, valueOf(page, key)),
    account: answerText(key, valueOf(account, key)),
  }));
}
