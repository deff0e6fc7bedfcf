/**
 * The address keys of each calculator's fields (`/raknare/anstalld?lon=42000`) and the check of a
 * calculator's query. On their own so a route can check its query without loading the
 * calculator's arithmetic and number formatting.
 */
export const EMPLOYEE_KEYS = ['lon', 'fodd', 'semester', 'dagar', 'pension'] as const;

export const HOURLY_KEYS = [
  'lon',
  'form',
  'kostnader',
  'ledigt',
  'debiterbart',
  'marginal',
] as const;

export const VAT_KEYS = ['belopp', 'riktning', 'sats'] as const;

export const DIVIDEND_KEYS = [
  'andel',
  'bolag',
  'loner',
  'lon',
  'omkostnad',
  'statslaneranta',
  'sparat',
  'utdelning',
  'kommunalskatt',
] as const;

export const SOLE_TRADER_KEYS = ['resultat', 'kommunalskatt'] as const;

/**
 * A search param as TanStack Router reads it: the router JSON-parses each value, so `?fodd=2006`
 * arrives as the number 2006 and `?x=true` as a boolean.
 */
export type SearchValue = string | number | boolean;

/** The longest text a field keeps from a URL (a shared link cannot smuggle in an essay). */
const MAX_PARAM_LENGTH = 40;

/**
 * `validateSearch` for a calculator route: the keys of its fields; anything else is dropped.
 * Values keep the type the router parsed them as: the router writes the validated search back
 * into the URL, and a number kept a number stays `?fodd=2006` where the text '2006' would become
 * `?fodd=%222006%22`. The page turns them into text (`initialTexts`).
 */
export function searchValidator<K extends string>(keys: readonly K[]) {
  return (search: Record<string, unknown>): Partial<Record<K, SearchValue>> => {
    const values: Partial<Record<K, SearchValue>> = {};
    for (const key of keys) {
      const value = search[key];
      if (typeof value === 'string') values[key] = value.slice(0, MAX_PARAM_LENGTH);
      else if (typeof value === 'number' && Number.isFinite(value)) values[key] = value;
      else if (typeof value === 'boolean') values[key] = value;
    }
    return values;
  };
}
