/**
 * The subscribed calendar: `GET …/functions/v1/skattekalender?token=<secret>` answers the
 * founder's deadlines as iCalendar, computed afresh from the answers stored in their account, so
 * the next 18 months roll on and a corrected rule reaches every calendar. The same function
 * answers in the Supabase Edge Function (supabase/functions/skattekalender, Deno, where `lookup`
 * asks the database's startplan_feed(token)) and in the offline demo's backend (src/mocks, where
 * it reads the demo database).
 */
import { storedBudgetAmounts } from '../budget/amounts.ts';
import { answersFrom, readProfile } from './answers.ts';
import { buildCalendar, calendarWindow } from './calendar.ts';
import { swedishToday } from './civilDate.ts';
import { isPlanId } from './planId.ts';
import {
  calendarIcs,
  ICS_CONTENT_TYPE,
  ICS_FILE_NAME,
  UID_DOMAIN,
  escapeText,
  foldLine,
  utcStamp,
} from './ics.ts';

export const FEED_FUNCTION = 'skattekalender';

/** A feed token: 64 hexadecimal characters, made by the database. */
export const FEED_TOKEN = /^[0-9a-f]{64}$/;

/** What the feed needs of the plan behind a token: its answers and its id. */
export interface FeedPlan {
  /** The stored answers, a query string. */
  answers: string;
  /** The plan's id, which every event's UID carries (null: UIDs without it). */
  planId: string | null;
  /**
   * The likviditetsbudget's answers when the founder shows its amounts in the feed (null: the
   * events carry no amounts; a leaked address must not reveal a company's figures by default).
   */
  budget: string | null;
}

/**
 * startplan_feed(token)'s answer as the feed reads it: `{"answers": …, "plan_id": …}` (migration
 * 20261207050000), or the bare answers of the function before it (a database not yet migrated:
 * UIDs without a plan id); null, or anything else, is no plan.
 */
export function feedPlanFrom(value: unknown): FeedPlan | null {
  if (typeof value === 'string') return { answers: value, planId: null, budget: null };
  if (typeof value !== 'object' || value === null) return null;
  const {
    answers,
    plan_id: planId,
    budget,
  } = value as { answers?: unknown; plan_id?: unknown; budget?: unknown };
  if (typeof answers !== 'string') return null;
  return {
    answers,
    planId: isPlanId(planId) ? planId : null,
    budget: typeof budget === 'string' ? budget : null,
  };
}

export interface FeedDeps {
  /** The plan with this token (`feedPlanFrom` of startplan_feed's answer); null when there is none. */
  lookup: (token: string) => Promise<FeedPlan | null>;
  now: () => Date;
  /** The site's address, for the article links in the events. */
  siteUrl: string;
}

/**
 * Every answer's headers. The address is a secret: no shared cache (a CDN, a proxy) may keep the
 * calendar, and no browser copy outlives the request (`private, no-store`). Only the site's own
 * pages may read it from a script ("Testa adressen"); a calendar app reads it without CORS.
 */
function commonHeaders(siteUrl: string): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': new URL(siteUrl).origin,
    Vary: 'Origin',
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  };
}

function text(
  siteUrl: string,
  status: number,
  body: string,
  extra: Record<string, string> = {},
): Response {
  return new Response(body, {
    status,
    headers: { ...commonHeaders(siteUrl), 'Content-Type': 'text/plain; charset=utf-8', ...extra },
  });
}

/** A calendar with one event today saying that the plan lacks answers (a calendar has one). */
function unansweredIcs(now: Date, siteUrl: string): string {
  const today = swedishToday(now).replace(/-/g, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Startklar//Skattekalender 1.0//SV',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:startplan-saknar-svar@${UID_DOMAIN}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;VALUE=DATE:${today}`,
    `SUMMARY:${escapeText('Din startplan saknar svar')}`,
    `DESCRIPTION:${escapeText(`Svara på frågorna i Din startplan och skattekalender, så fyller vi kalendern med dina datum: ${siteUrl}/startplan`)}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.flatMap(foldLine).join('\r\n')}\r\n`;
}

/** Answers one request for the feed. */
export async function handleFeedRequest(request: Request, deps: FeedDeps): Promise<Response> {
  if (request.method === 'OPTIONS') {
    return new Response(null, {
      status: 204,
      headers: {
        ...commonHeaders(deps.siteUrl),
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
      },
    });
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return text(deps.siteUrl, 405, 'Kalendern kan bara hämtas.', { Allow: 'GET, HEAD, OPTIONS' });
  }
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (!FEED_TOKEN.test(token)) {
    return text(deps.siteUrl, 404, 'Det finns ingen kalender med den här adressen.');
  }
  let stored: FeedPlan | null;
  try {
    stored = await deps.lookup(token);
  } catch {
    return text(deps.siteUrl, 503, 'Kalendern kan inte hämtas just nu. Försök igen om en stund.', {
      'Retry-After': '300',
    });
  }
  if (stored === null) {
    return text(
      deps.siteUrl,
      404,
      'Det finns ingen kalender med den här adressen. Har du skapat en ny adress gäller bara den.',
    );
  }
  const now = deps.now();
  const reading = readProfile(answersFrom(stored.answers));
  let body: string;
  if (reading.status === 'complete') {
    const today = swedishToday(now);
    const window = calendarWindow(reading.profile, today);
    const deadlines = buildCalendar(reading.profile, window);
    body = calendarIcs(deadlines, {
      now,
      siteUrl: deps.siteUrl,
      planId: stored.planId,
      ...(stored.budget === null
        ? {}
        : {
            amounts: storedBudgetAmounts(reading.profile, stored.budget, today, {
              window,
              deadlines,
            }),
          }),
    });
  } else {
    body = unansweredIcs(now, deps.siteUrl);
  }
  return new Response(request.method === 'HEAD' ? null : body, {
    status: 200,
    headers: {
      ...commonHeaders(deps.siteUrl),
      'Content-Type': ICS_CONTENT_TYPE,
      'Content-Disposition': `inline; filename="${ICS_FILE_NAME}"`,
    },
  });
}
