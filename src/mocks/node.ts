/**
 * The demo backend for Node tests: `server` serves Supabase's API at http://startklar.test (the URL
 * the services use under Vitest). Start it before the first getSupabase() call:
 *
 *   beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
 *   beforeEach(async () => { resetDb(); clearFaults(); await resetSupabaseForTests(); });
 *   afterAll(() => server.close());
 */
import { setupServer } from 'msw/node';
import { createHandlers } from './handlers';

/** Same value as TEST_SUPABASE_URL in src/services/client.ts. */
export const NODE_BASE_URL = 'http://startklar.test';

export const server = setupServer(...createHandlers(NODE_BASE_URL));

export { resetDb, advanceClock, now } from './db';
export { failNext, clearFaults, pendingFaults } from './faults';
export { getDemoInbox, getDemoInboxFor } from './demoMail';
