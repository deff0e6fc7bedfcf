/**
 * The address keys of each calculator's fields (`/raknare/anstalld?lon=42000`). On their own so a
 * route can check its query without loading the calculator's arithmetic.
 */
export const EMPLOYEE_KEYS = ['lon', 'fodd', 'pension'] as const;

export const HOURLY_KEYS = [
  'lon',
  'form',
  'kostnader',
  'ledigt',
  'debiterbart',
  'marginal',
] as const;

export const VAT_KEYS = ['belopp', 'riktning', 'sats'] as const;
