/**
 * The demo backend's mirror of the start plan's two functions in
 * supabase/migrations/20261127120000_startplans.sql (tests/db/restDifferential.test.ts sends both
 * the same requests):
 *
 * - `startplan_feed(token)`: the stored answers and plan id of the plan with that calendar feed
 *   token and its budget when the owner shows amounts (`{ answers, plan_id, budget }`,
 *   migrations 20261207050000 and 20261207110000), to any caller; null for any other token;
 * - `renew_startplan_feed()`: a new token for the caller's plan (the old address stops working),
 *   null when the caller has saved no plan; anon callers never get here (no grant).
 */
import type { StartplanFeedAnswer } from '../services/schema';
import { commit, getDb, nowIso } from './db';
import type { Claims } from './policies';
import { newFeedToken } from './rest/tables';

export function startplanFeed(token: string): StartplanFeedAnswer | null {
  const plan = getDb().startplans.find((row) => row.feed_token === token);
  if (plan === undefined) return null;
  // The budget only when its owner shows amounts in the feed (migration 20261207110000).
  return {
    answers: plan.answers,
    plan_id: plan.plan_id,
    budget: plan.show_amounts ? plan.budget : null,
  };
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
