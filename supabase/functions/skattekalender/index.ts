/**
 * The subscribed calendar of Din startplan och skattekalender (issue 39), a Supabase Edge
 * Function (Deno): `GET /functions/v1/skattekalender?token=<secret>` answers the founder's
 * deadlines for the next 18 months as iCalendar, computed afresh from the answers stored in their
 * account with the same pure functions the page uses (src/content/startplan, imported by path
 * with their `.ts` extensions: the Supabase CLI bundles the files an entrypoint imports, also
 * outside supabase/functions, as long as every import names its file).
 *
 * It asks the database one thing, through PostgREST with the anon key: startplan_feed(token), the
 * answers and the id of the plan with that token (a security-definer function; no service key
 * here); the id goes into every event's UID. A
 * calendar app sends no session, so supabase/config.toml turns the JWT check off for this
 * function. Environment: SUPABASE_URL and SUPABASE_ANON_KEY (set by Supabase on a hosted
 * project), STARTKLAR_SITE_URL (the site's address for the article links; https://startklar.se by
 * default) and, for tests only, SKATTEKALENDER_PORT.
 */
import {
  feedPlanFrom,
  handleFeedRequest,
  type FeedPlan,
} from '../../../src/content/startplan/feed.ts';

const supabaseUrl = (Deno.env.get('SUPABASE_URL') ?? '').replace(/\/+$/, '');
const anonKey = Deno.env.get('SUPABASE_ANON_KEY') ?? '';
const siteUrl = (Deno.env.get('STARTKLAR_SITE_URL') ?? 'https://startklar.se').replace(/\/+$/, '');

/** The plan behind a feed token, or null; throws when the database cannot answer. */
async function lookup(token: string): Promise<FeedPlan | null> {
  const response = await fetch(`${supabaseUrl}/rest/v1/rpc/startplan_feed`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${anonKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ token }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`startplan_feed answered ${response.status}`);
  return feedPlanFrom(await response.json());
}

const handler = (request: Request): Promise<Response> =>
  handleFeedRequest(request, { lookup, now: () => new Date(), siteUrl });

const testPort = Deno.env.get('SKATTEKALENDER_PORT');
if (testPort) {
  // Tests: a port of their choice (0: any free one), and the port it got on stdout.
  Deno.serve(
    {
      hostname: '127.0.0.1',
      port: Number(testPort),
      onListen: ({ port }) => console.log(`listening ${port}`),
    },
    handler,
  );
} else {
  Deno.serve(handler);
}
