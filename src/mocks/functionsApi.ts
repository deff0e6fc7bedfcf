/**
 * The demo backend's Edge Functions (`/functions/v1/<name>`), served the way Supabase serves the
 * functions under supabase/functions: the same request reaches the same code. The code itself is
 * the app's (src/content), which this layer may not import, so whoever starts the backend hands
 * the functions in (src/app/demo.ts in the browser, the tests in Node); each gets the request and
 * the one database question it may ask, as the anon key would.
 */
import { http, type HttpHandler } from 'msw';
import { json } from './http';
import type { StartplanFeedAnswer } from '../services/schema';
import type { RestBackend } from './rest/call';

/** What a function may ask the database (the calendar feed: the plan behind a token). */
export interface FunctionBackend {
  startplanFeed(token: string): Promise<StartplanFeedAnswer | null>;
}

export type DemoFunction = (request: Request, backend: FunctionBackend) => Promise<Response>;

export function createFunctionHandlers(
  baseUrl: string,
  functions: Readonly<Record<string, DemoFunction>>,
  rest: RestBackend,
): HttpHandler[] {
  const backend: FunctionBackend = {
    async startplanFeed(token) {
      const answer = await rest.startplanFeed(null, token);
      if (answer instanceof Response) throw new Error(`startplan_feed answered ${answer.status}`);
      return answer;
    },
  };
  return [
    http.all(`${baseUrl}/functions/v1/:name`, async ({ request, params }) => {
      const run = Object.hasOwn(functions, String(params.name))
        ? functions[String(params.name)]
        : undefined;
      if (run === undefined) {
        return json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404);
      }
      return run(request, backend);
    }),
  ];
}
