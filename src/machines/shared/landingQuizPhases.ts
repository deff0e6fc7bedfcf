/**
 * What the landing quiz shows (its phase), by the state it is in: the first entry whose state
 * the quiz is in wins, so the more specific states come first; any other state is `saving`.
 */
export type LandingQuizPhase =
  | 'closed'
  | 'question'
  | 'waiting'
  | 'saving'
  | 'login'
  | 'requestingCode'
  | 'google'
  | 'results'
  | 'saveFailed';

export const LANDING_QUIZ_PHASES = [
  ['restoring', 'closed'],
  ['closed', 'closed'],
  [{ open: 'answering' }, 'question'],
  [{ open: { finished: 'results' } }, 'results'],
  [{ open: { finished: 'saveFailed' } }, 'saveFailed'],
  [{ open: { finished: { login: 'requestingCode' } } }, 'requestingCode'],
  [{ open: { finished: { login: 'google' } } }, 'google'],
  [{ open: { finished: 'login' } }, 'login'],
  [{ open: { finished: 'deciding' } }, 'waiting'],
] as const satisfies readonly (readonly [unknown, LandingQuizPhase])[];
