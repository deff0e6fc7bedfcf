/**
 * The start plan's questions and answers. An answer is kept as text under a short key, the same
 * in the address (`/startplan?form=ab&start=2027-01-15&moms=kvartal`), in this browser's storage
 * and in the account (`startplans.answers`): one query string. `readProfile` checks the answers
 * and gives the company's profile the rules compute with, or the Swedish message of each answer
 * that needs changing (what was typed is kept as it is).
 */
import { MONTH_NAMES } from '../dates.ts';
import {
  ANSWER_KEYS,
  DEFAULT_ANSWERS,
  answersFrom,
  answersToQuery,
  answersToRecord,
  hasAnswers,
  type AnswerKey,
  type Answers,
} from './keys.ts';
import {
  addMonths,
  addMonthsToDate,
  lastDayOf,
  monthOf,
  parseCivilDate,
  type CivilDate,
  type YearMonth,
} from './civilDate.ts';

export { ANSWER_KEYS, DEFAULT_ANSWERS, answersFrom, answersToQuery, answersToRecord, hasAnswers };
export type { AnswerKey, Answers };

export type CompanyForm = 'ef' | 'ab' | 'hb';
export type VatPeriod = 'manad' | 'kvartal' | 'ar' | 'nej';
export type EuTrade = 'nej' | 'kop' | 'tjanster' | 'varor';

export interface Choice<V extends string> {
  value: V;
  label: string;
  /** A line under the label. */
  hint?: string;
}

export const FORM_CHOICES: readonly Choice<CompanyForm>[] = [
  {
    value: 'ef',
    label: 'Enskild firma',
    hint: 'Du och företaget är samma person i skattens ögon.',
  },
  { value: 'ab', label: 'Aktiebolag', hint: 'Bolaget är en egen juridisk person.' },
  {
    value: 'hb',
    label: 'Handelsbolag',
    hint: 'Två eller fler delägare som driver företaget ihop.',
  },
];

export const VAT_CHOICES: readonly Choice<VatPeriod>[] = [
  { value: 'kvartal', label: 'Varje kvartal' },
  { value: 'manad', label: 'Varje månad' },
  { value: 'ar', label: 'En gång om året' },
  { value: 'nej', label: 'Inte momsregistrerat' },
];

export const EU_CHOICES: readonly Choice<EuTrade>[] = [
  { value: 'nej', label: 'Nej' },
  {
    value: 'kop',
    label: 'Ja, jag köper från företag i andra EU-länder',
    hint: 'Till exempel annonser, molntjänster eller varor.',
  },
  { value: 'tjanster', label: 'Ja, jag säljer tjänster till företag i andra EU-länder' },
  { value: 'varor', label: 'Ja, jag säljer varor till företag i andra EU-länder' },
];

export const YES_NO: readonly Choice<'ja' | 'nej'>[] = [
  { value: 'ja', label: 'Ja' },
  { value: 'nej', label: 'Nej' },
];

export { MONTH_NAMES };

export interface PlanProfile {
  form: CompanyForm;
  start: CivilDate;
  /** The month the fiscal year ends (12: kalenderår; always 12 for an enskild firma). */
  fiscalYearEndMonth: number;
  /** The first fiscal year runs on to the next year's end (at most 18 months in all). */
  extendedFirstYear: boolean;
  vat: VatPeriod;
  /** Beskattningsunderlaget för moms is over 40 miljoner kronor (never without moms). */
  over40: boolean;
  employer: boolean;
  eu: EuTrade;
  /** Files its declarations electronically. */
  electronic: boolean;
  /**
   * The calendar shows the last days for a fyllnadsinbetalning (answer `fyllnad`, on unless the
   * founder switches it off).
   */
  supplementaryPayments: boolean;
}

export type AnswerErrors = Partial<Record<AnswerKey, string>>;

export type ProfileReading =
  | { status: 'complete'; profile: PlanProfile }
  /** Something is unanswered (`missing`) or needs changing (`errors`, one message per answer). */
  | { status: 'incomplete'; missing: AnswerKey[]; errors: AnswerErrors; form: CompanyForm | null };

const isOneOf = <V extends string>(choices: readonly Choice<V>[], value: string): value is V =>
  choices.some((choice) => choice.value === value);

/** The end of the first fiscal year: the first end month on or after the start, as a month. */
export function firstFiscalYearEnd(
  start: CivilDate,
  endMonth: number,
  extended: boolean,
): YearMonth {
  const startMonth = monthOf(start);
  const ahead = (endMonth - startMonth.month + 12) % 12;
  const end = addMonths(startMonth, ahead);
  return extended ? addMonths(end, 12) : end;
}

/**
 * Whether the first fiscal year may run on to the following year's end: at most 18 months in all
 * (3 kap. 3 § bokföringslagen), counted from the start date.
 */
export function mayExtendFirstYear(start: CivilDate, endMonth: number): boolean {
  const extendedEnd = lastDayOf(firstFiscalYearEnd(start, endMonth, true));
  return addMonthsToDate(start, 18) > extendedEnd;
}

const EARLIEST_START = '2000-01-01';
const LATEST_START = '2099-12-31';

export const MESSAGES = {
  form: 'Välj företagsform.',
  start: 'Skriv datumet som ÅÅÅÅ-MM-DD, till exempel 2027-01-15.',
  startRange: 'Välj ett datum mellan år 2000 och 2099.',
  bokslut: 'Välj den månad då räkenskapsåret slutar.',
  forlangt:
    'Med ditt startdatum blir ett förlängt första räkenskapsår längre än 18 månader, och det får det inte vara (3 kap. 3 § bokföringslagen). Ta bort bocken.',
  moms: 'Välj hur ofta företaget redovisar moms, eller att det inte är momsregistrerat.',
  momsOver40:
    'Med ett beskattningsunderlag över 40 miljoner kronor redovisar företaget momsen varje månad. Välj Varje månad, eller svara Nej på frågan om 40 miljoner.',
  choice: 'Välj ett av svaren.',
} as const;

/** Checks the answers (defaults fill what is not given) and gives the profile or the messages. */
export function readProfile(given: Answers): ProfileReading {
  const answers = { ...DEFAULT_ANSWERS, ...given };
  const errors: AnswerErrors = {};
  const missing: AnswerKey[] = [];

  const form = isOneOf(FORM_CHOICES, answers.form) ? answers.form : null;
  if (answers.form === '') missing.push('form');
  else if (form === null) errors.form = MESSAGES.form;

  let start: CivilDate | null = null;
  if (answers.start === '') missing.push('start');
  else {
    start = parseCivilDate(answers.start);
    if (start === null) errors.start = MESSAGES.start;
    else if (start < EARLIEST_START || start > LATEST_START) {
      errors.start = MESSAGES.startRange;
      start = null;
    }
  }

  const month = Number(answers.bokslut);
  const endMonth =
    form === 'ef' ? 12 : Number.isInteger(month) && month >= 1 && month <= 12 ? month : 0;
  if (endMonth === 0) errors.bokslut = MESSAGES.bokslut;

  const extended = answers.forlangt === 'ja';
  if (!isOneOf(YES_NO, answers.forlangt)) errors.forlangt = MESSAGES.choice;
  else if (extended && form !== 'ef' && start !== null && endMonth !== 0) {
    if (!mayExtendFirstYear(start, endMonth)) errors.forlangt = MESSAGES.forlangt;
  }

  const vat = isOneOf(VAT_CHOICES, answers.moms) ? answers.moms : null;
  if (answers.moms === '') missing.push('moms');
  else if (vat === null) errors.moms = MESSAGES.moms;

  for (const key of ['over40', 'anstallda', 'digitalt', 'fyllnad'] as const) {
    if (!isOneOf(YES_NO, answers[key])) errors[key] = MESSAGES.choice;
  }
  if (!isOneOf(EU_CHOICES, answers.eu)) errors.eu = MESSAGES.choice;

  // Over 40 miljoner concerns moms: without moms registration the question is not asked.
  const over40 = vat !== null && vat !== 'nej' && answers.over40 === 'ja';
  if (over40 && vat !== 'manad') errors.moms = MESSAGES.momsOver40;

  if (
    missing.length > 0 ||
    Object.keys(errors).length > 0 ||
    form === null ||
    start === null ||
    vat === null
  ) {
    return { status: 'incomplete', missing, errors, form };
  }
  return {
    status: 'complete',
    profile: {
      form,
      start,
      fiscalYearEndMonth: endMonth,
      extendedFirstYear: form !== 'ef' && extended,
      vat,
      over40,
      employer: answers.anstallda === 'ja',
      eu: answers.eu as EuTrade,
      electronic: answers.digitalt === 'ja',
      supplementaryPayments: answers.fyllnad === 'ja',
    },
  };
}

/** Months of a fiscal year from its end month: 12 → 'kalenderår'. */
export function fiscalYearLabel(endMonth: number): string {
  return endMonth === 12 ? 'kalenderår' : `slutar i ${MONTH_NAMES[endMonth - 1]}`;
}
