/**
 * The budget's own answers as the address holds them (issue 57 item 2): short keys beside the
 * start plan's (`form`, `start`, `moms` …, ../startplan/keys.ts), each answer kept as the text the
 * founder typed. A single month's figure is its own key, the answer's key and the month:
 * `salj.2027-03=150000`. On their own, so that the route's search check loads none of the
 * budget's rules.
 *
 * Shared with the Edge Function (Deno): imports name their file with its `.ts` extension.
 */

export const BUDGET_KEYS = [
  /** 'Försäljning per månad, utan moms' */
  'salj',
  /** 'Moms på försäljningen': 25, 12, 6 or 0 */
  'sats',
  /** 'Kunderna betalar efter': 0, 10 or 30 days */
  'dagar',
  /** 'Kostnader med moms per månad, utan momsen' */
  'kmm',
  /** 'Kostnader utan moms per månad' */
  'kum',
  /** 'Lön per månad, brutto' */
  'lon',
  /** The employees' birth years, optional: '1990, 2005' */
  'fodda',
  /** 'Kommunalskatt' in per cent; empty: the year's average */
  'kskatt',
  /** 'F-skatt enligt beslutet, per månad', optional */
  'fskatt',
  /** 'Eget uttag per månad' */
  'uttag',
  /** 'Pengar på kontot vid start' */
  'saldo',
  /** 'Bokföringsmetod': faktura or kontant */
  'metod',
] as const;
export type BudgetKey = (typeof BUDGET_KEYS)[number];

/** The amounts a founder may change for one month (a season, a large purchase). */
export const MONTHLY_KEYS = ['salj', 'kmm', 'kum', 'lon', 'uttag'] as const;
export type MonthlyKey = (typeof MONTHLY_KEYS)[number];

/** The budget's answers by key: the keys above and `<monthly key>.<YYYY-MM>`. */
export type BudgetAnswers = Readonly<Record<string, string>>;

/** What a budget starts with: empty amounts (they count as 0 kr) and the questions' defaults. */
export const BUDGET_DEFAULTS: Readonly<Record<BudgetKey, string>> = {
  salj: '',
  sats: '25',
  dagar: '30',
  kmm: '',
  kum: '',
  lon: '',
  fodda: '',
  kskatt: '',
  fskatt: '',
  uttag: '',
  saldo: '',
  metod: 'faktura',
};

const OVERRIDE_KEY = /^(salj|kmm|kum|lon|uttag)\.(\d{4}-(?:0[1-9]|1[0-2]))$/;

/** The key of one month's figure: `overrideKey('salj', '2027-03')` is 'salj.2027-03'. */
export function overrideKey(key: MonthlyKey, month: string): string {
  return `${key}.${month}`;
}

/** The answer and month (YYYY-MM) of a single month's key, or null for any other key. */
export function readOverrideKey(key: string): { key: MonthlyKey; month: string } | null {
  const match = OVERRIDE_KEY.exec(key);
  if (!match) return null;
  return { key: match[1] as MonthlyKey, month: match[2] ?? '' };
}

/** The longest text an answer keeps from an address; the birth years may list a team. */
const MAX_LENGTH = 20;
const MAX_BIRTH_YEARS_LENGTH = 120;
/** At most this many single-month figures (five amounts for 18 months, and some to spare). */
const MAX_OVERRIDES = 120;

const isBudgetKey = (key: string): key is BudgetKey =>
  (BUDGET_KEYS as readonly string[]).includes(key);

/**
 * The budget's answers in a query string or the router's parsed search (numbers as it parsed
 * them): the known keys and single months only, each as text.
 */
export function budgetAnswersFrom(
  source: string | Readonly<Record<string, unknown>> | null | undefined,
): BudgetAnswers {
  const answers: Record<string, string> = {};
  if (source === null || source === undefined) return answers;
  const entries: [string, unknown][] =
    typeof source === 'string' ? [...new URLSearchParams(source)] : Object.entries(source);
  let overrides = 0;
  for (const [key, value] of entries) {
    const known = isBudgetKey(key);
    if (!known) {
      if (readOverrideKey(key) === null || overrides >= MAX_OVERRIDES) continue;
      overrides += 1;
    }
    const max = key === 'fodda' ? MAX_BIRTH_YEARS_LENGTH : MAX_LENGTH;
    if (typeof value === 'string') answers[key] = value.trim().slice(0, max);
    else if (typeof value === 'number' && Number.isFinite(value)) answers[key] = String(value);
  }
  return answers;
}

/**
 * Only the answers that say something (not empty, not a default), the questions in order and
 * then the single months by month: what the address and the account keep.
 */
export function budgetAnswersToRecord(answers: BudgetAnswers): Record<string, string> {
  const record: Record<string, string> = {};
  for (const key of BUDGET_KEYS) {
    const value = answers[key];
    if (value !== undefined && value !== '' && value !== BUDGET_DEFAULTS[key]) record[key] = value;
  }
  const overrides: { key: string; month: string; order: number }[] = [];
  for (const key of Object.keys(answers)) {
    const parsed = readOverrideKey(key);
    if (parsed === null || (answers[key] ?? '') === '') continue;
    overrides.push({ key, month: parsed.month, order: MONTHLY_KEYS.indexOf(parsed.key) });
  }
  overrides.sort((a, b) => (a.month === b.month ? a.order - b.order : a.month < b.month ? -1 : 1));
  for (const { key } of overrides) record[key] = answers[key] ?? '';
  return record;
}

/** The answers as a query string without '?'. */
export function budgetAnswersToQuery(answers: BudgetAnswers): string {
  return new URLSearchParams(budgetAnswersToRecord(answers)).toString();
}

/** Whether the budget has any answer (an address with figures is `noindex`). */
export function hasBudgetAnswers(answers: BudgetAnswers): boolean {
  return Object.keys(budgetAnswersToRecord(answers)).length > 0;
}
