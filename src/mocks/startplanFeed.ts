/**
 * The demo backend's mirror of the start plan's two functions in
 * supabase/migrations/20261127120000_startplans.sql (tests/db/restDifferential.test.ts sends both
 * the same requests):
 *
 * - `startplan_feed(token)`: the stored answers of the plan with that calendar feed token, to any
 *   caller; null for any other token;
 * - `renew_startplan_feed()`: a new token for the caller's plan (the old address stops working),
 *   null when the caller has saved no plan; anon callers never get here (no grant).
 */
import { commit, getDb, nowIso } from './db';
import type { Claims } from './policies';
import { newFeedToken } from './rest/tables';

export function startplanFeed(token: string): string | null {
  return getDb().startplans.find((plan) => plan.feed_token === token)?.answers ?? null;
}

export function renewStartplanFeed(claims: Claims): string | null {
  const plan = getDb().startplans.find((row) => row.user_id === claims.sub);
  if (plan === undefined) return null;
  plan.feed_token = newFeedToken();
  // startplans_touch() stamps the update.
  plan.updated_at = nowIso();
  commit();
  return plan.feed_token;
}
