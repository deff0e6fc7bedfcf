/**
 * The Edge Functions the offline demo serves at /functions/v1/<name>, as Supabase serves
 * supabase/functions: `skattekalender` runs the same feed handler as the Deno function, asking
 * the demo database for the answers and plan id behind a token. Loaded with the demo backend, never before.
 */
import { feedPlanFrom, handleFeedRequest } from '../content/startplan/feed';
import type { DemoFunction } from '../mocks/browser';

export const DEMO_FUNCTIONS: Readonly<Record<string, DemoFunction>> = {
  skattekalender: (request, backend) =>
    handleFeedRequest(request, {
      lookup: async (token) => feedPlanFrom(await backend.startplanFeed(token)),
      now: () => new Date(),
      siteUrl: window.location.origin,
    }),
};
