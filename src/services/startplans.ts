/**
 * The `startplans` table (Din startplan och skattekalender): a signed-in user's answers (the
 * plan's query string), ticked steps and the secret of their subscribed calendar, and that
 * calendar's address. Nothing here logs the answers or the token.
 */
import type { StartplanRow } from './database.types';
import { getSupabase, getSupabaseUrl } from './client';
import { fail, ok, ServiceError, toServiceError, type Result } from './result';

export type { StartplanRow };

/** The Edge Function that serves the calendar (supabase/functions/skattekalender). */
export const FEED_FUNCTION_NAME = 'skattekalender';

export interface StartplanData {
  /** The answers as a query string, without '?'. */
  answers: string;
  /** The likviditetsbudget's answers as a query string ('' when none). */
  budget?: string;
  ticks: readonly string[];
  /**
   * The plan's random id (`newPlanId`, src/content/startplan/plan.ts), which every calendar
   * event's UID carries. Written when given; a row first written without one gets one from the
   * database, which `getMine` and `save` answer as `plan_id`.
   */
  planId?: string;
}

async function guarded<T>(run: () => Promise<Result<T>>): Promise<Result<T>> {
  try {
    return await run();
  } catch (error) {
    return fail(toServiceError(error));
  }
}

/**
 * The caller's plan, or null when none is saved. No filter: row-level security shows a signed-in
 * user their own row only.
 */
export function getMine(): Promise<Result<StartplanRow | null>> {
  return guarded(async () => {
    const client = await getSupabase();
    const { data, error, status } = await client.from('startplans').select('*').maybeSingle();
    if (error) return fail(toServiceError(error, status));
    return ok(data);
  });
}

/**
 * Saves the caller's answers and ticks: the own row is changed, or made the first time (a row
 * made meanwhile by another tab is then changed instead).
 */
export function save(plan: StartplanData): Promise<Result<StartplanRow>> {
  return guarded(async () => {
    const client = await getSupabase();
    const values = {
      answers: plan.answers,
      ...(plan.budget === undefined ? {} : { budget: plan.budget }),
      ticks: [...plan.ticks],
      ...(plan.planId === undefined ? {} : { plan_id: plan.planId }),
    };
    const update = () =>
      client.from('startplans').update(values).not('user_id', 'is', null).select('*').maybeSingle();
    const changed = await update();
    if (changed.error) return fail(toServiceError(changed.error, changed.status));
    if (changed.data !== null) return ok(changed.data);
    const made = await client.from('startplans').insert(values).select('*').single();
    if (!made.error) return ok(made.data);
    if (made.error.code === '23505') {
      const again = await update();
      if (again.error) return fail(toServiceError(again.error, again.status));
      if (again.data !== null) return ok(again.data);
    }
    return fail(toServiceError(made.error, made.status));
  });
}

/**
 * 'Visa beloppen i prenumerationen': whether the subscribed calendar shows the budget's amounts.
 * Fails `not_found` when no plan is saved yet.
 */
export function setShowAmounts(show: boolean): Promise<Result<StartplanRow>> {
  return guarded(async () => {
    const client = await getSupabase();
    const { data, error, status } = await client
      .from('startplans')
      .update({ show_amounts: show })
      .not('user_id', 'is', null)
      .select('*')
      .maybeSingle();
    if (error) return fail(toServiceError(error, status));
    if (data === null) return fail(new ServiceError({ kind: 'not_found' }));
    return ok(data);
  });
}

/**
 * Removes the caller's plan ('Ta bort planen'): the answers, the ticks and the calendar's secret,
 * whose address then answers 404. Succeeds also when no plan was saved (nothing to remove).
 */
export function remove(): Promise<Result<void>> {
  return guarded(async () => {
    const client = await getSupabase();
    const { error, status } = await client.from('startplans').delete().not('user_id', 'is', null);
    if (error) return fail(toServiceError(error, status));
    return ok(undefined);
  });
}

/**
 * A new secret for the caller's calendar address; the old address stops working at once. Fails
 * `not_found` when no plan is saved yet.
 */
export function renewFeedToken(): Promise<Result<string>> {
  return guarded(async () => {
    const client = await getSupabase();
    const { data, error, status } = await client.rpc('renew_startplan_feed');
    if (error) return fail(toServiceError(error, status));
    if (typeof data !== 'string') return fail(new ServiceError({ kind: 'not_found' }));
    return ok(data);
  });
}

/** The calendar's secret address for a token (a calendar app subscribes to it). */
export function feedUrl(token: string): string {
  return `${getSupabaseUrl()}/functions/v1/${FEED_FUNCTION_NAME}?token=${encodeURIComponent(token)}`;
}

/**
 * Fetches the calendar at its address as a calendar app would (no session) and counts its
 * events: whether the subscription works, checked from the page.
 */
export function checkFeed(url: string): Promise<Result<number>> {
  return guarded(async () => {
    const response = await fetch(url, { signal: AbortSignal.timeout(20_000) });
    if (!response.ok) {
      return fail(
        new ServiceError({
          kind:
            response.status === 404 ? 'not_found' : response.status >= 500 ? 'server' : 'invalid',
          status: response.status,
        }),
      );
    }
    const text = await response.text();
    if (!text.startsWith('BEGIN:VCALENDAR')) return fail(new ServiceError({ kind: 'server' }));
    return ok(text.split('\r\nBEGIN:VEVENT\r\n').length - 1);
  });
}

/** The start plan in "Ladda ner mina uppgifter" (accountData.ts's export). */
export interface StartplanExport {
  /** The answers as the plan's address writes them. */
  svar: string;
  avbockade_steg: string[];
  /** The plan's id, which the calendar's events carry. */
  plan_id: string;
  /** The likviditetsbudget's answers as its address writes them ('' when none). */
  likviditetsbudget: string;
  /** Whether the subscribed calendar shows the budget's amounts. */
  belopp_i_prenumerationen: boolean;
  /** The subscribed calendar's secret address. */
  kalenderadress: string;
  senast_sparad: string;
}

/** The caller's start plan for the data export, or null when none is saved. */
export async function exportStartplan(): Promise<Result<StartplanExport | null>> {
  const row = await getMine();
  if (!row.ok) return row;
  if (row.value === null) return ok(null);
  return ok({
    svar: row.value.answers,
    avbockade_steg: row.value.ticks,
    plan_id: row.value.plan_id,
    likviditetsbudget: row.value.budget,
    belopp_i_prenumerationen: row.value.show_amounts,
    kalenderadress: feedUrl(row.value.feed_token),
    senast_sparad: row.value.updated_at,
  });
}
