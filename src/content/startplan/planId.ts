/**
 * The start plan's own random id, on its own: the page's plan (plan.ts), the file (ics.ts) and
 * the subscribed feed (feed.ts, which Deno runs) all need it, and this module imports nothing.
 */

/**
 * A plan's own random id: 16 to 32 lowercase hexadecimal characters (the database's
 * `startplans_plan_id_format`). Every calendar event's UID carries it (ics.ts), so two companies'
 * calendars in one calendar app never share a UID, and one plan keeps its UIDs across downloads
 * and the subscribed feed. It says nothing about the answers.
 */
export const PLAN_ID = /^[0-9a-f]{16,32}$/;

/** The length of a new plan id in bytes (16 hexadecimal characters: 64 random bits). */
export const PLAN_ID_BYTES = 8;

/**
 * A new random plan id: the hex of `PLAN_ID_BYTES` random bytes, from `random` (a test's bytes)
 * or `crypto.getRandomValues`.
 */
export function newPlanId(
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const bytes = random(new Uint8Array(PLAN_ID_BYTES));
  return Array.from(bytes.slice(0, PLAN_ID_BYTES), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** Whether a value is a plan id (`PLAN_ID`). */
export const isPlanId = (value: unknown): value is string =>
  typeof value === 'string' && PLAN_ID.test(value);
