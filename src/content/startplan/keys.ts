/**
 * The start plan's answers as the address holds them: the keys, the defaults, and reading and
 * writing a query. On their own, so that the route's search check and head (which every page's
 * start-up carries) load none of the plan's questions, rules or texts.
 */
export const ANSWER_KEYS = [
  'form',
  'start',
  'bokslut',
  'forlangt',
  'moms',
  'over40',
  'anstallda',
  'eu',
  'digitalt',
  'fyllnad',
] as const;
export type AnswerKey = (typeof ANSWER_KEYS)[number];
export type Answers = Readonly<Partial<Record<AnswerKey, string>>>;

/** The answers a new plan starts with; `form`, `start` and `moms` wait for the founder. */
export const DEFAULT_ANSWERS: Readonly<Record<AnswerKey, string>> = {
  form: '',
  start: '',
  bokslut: '12',
  forlangt: 'nej',
  moms: '',
  over40: 'nej',
  anstallda: 'nej',
  eu: 'nej',
  digitalt: 'ja',
  // The fyllnadsinbetalning dates are in the calendar unless the founder switches them off.
  fyllnad: 'ja',
};

/** The longest text an answer keeps from an address (a shared link cannot smuggle in an essay). */
const MAX_ANSWER_LENGTH = 20;

/**
 * The answers of a query string (`form=ab&start=2027-01-15`) or of the router's parsed search
 * (numbers and booleans as it parsed them): known keys only, each as text.
 */
export function answersFrom(
  source: string | Readonly<Record<string, unknown>> | null | undefined,
): Answers {
  const answers: Partial<Record<AnswerKey, string>> = {};
  if (source === null || source === undefined) return answers;
  const get: (key: string) => unknown =
    typeof source === 'string'
      ? (key) => new URLSearchParams(source).get(key) ?? undefined
      : (key) => source[key];
  for (const key of ANSWER_KEYS) {
    const value = get(key);
    if (typeof value === 'string') answers[key] = value.trim().slice(0, MAX_ANSWER_LENGTH);
    else if (typeof value === 'number' && Number.isFinite(value)) answers[key] = String(value);
  }
  return answers;
}

/** Only the answers that differ from the defaults, in question order (for the address). */
export function answersToRecord(answers: Answers): Record<string, string> {
  const record: Record<string, string> = {};
  for (const key of ANSWER_KEYS) {
    const value = answers[key];
    if (value !== undefined && value !== '' && value !== DEFAULT_ANSWERS[key]) record[key] = value;
  }
  return record;
}

/** The answers as a query string without '?' (what storage and the account keep). */
export function answersToQuery(answers: Answers): string {
  return new URLSearchParams(answersToRecord(answers)).toString();
}

/** Whether any answer was given at all (an address with answers is not indexed). */
export function hasAnswers(answers: Answers): boolean {
  return Object.keys(answersToRecord(answers)).length > 0;
}
