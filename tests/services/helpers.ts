/** Shared set-up for the services tests: the real supabase-js client against the MSW demo backend. */
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { getDb } from '../../src/mocks/db';
import { resetSignInLimit } from '../../src/mocks/authApi';
import type { DemoFunction } from '../../src/mocks/functionsApi';
import { createHandlers } from '../../src/mocks/handlers';
import { clearFaults, getDemoInboxFor, NODE_BASE_URL, resetDb, server } from '../../src/mocks/node';
import type { Row } from '../../src/mocks/restApi';
import type { TableName } from '../../src/services/database.types';
import * as authFlows from '../../src/services/authFlows';
import { getSupabase, resetSupabaseForTests } from '../../src/services/client';
import type { Result } from '../../src/services/result';
import * as accounts from '../../src/services/accounts';
import { DB_START_TIMEOUT } from '../db/pglite';
import { createPgliteRest } from '../support/pgliteRest';

export interface DemoBackendOptions {
  /**
   * What answers /rest/v1: `mirror` (default) is the browser demo's, db.ts's tables with the
   * JavaScript rules of policies.ts; `pglite` runs every request on PGlite with the real
   * migrations (grants and row-level security of Postgres itself; ≈ 1–2 s more per file).
   */
  rest?: 'mirror' | 'pglite';
  /** Edge Functions served at /functions/v1/<name>, as the browser demo serves them. */
  functions?: Readonly<Record<string, DemoFunction>>;
}

export interface DemoBackend {
  /** The MSW server that serves this file (for `server.events`). */
  server: SetupServer;
  /** Every row of a table as the backend behind /rest/v1 holds it. */
  rows(table: TableName): Promise<Row[]>;
}

/**
 * Starts MSW before any client exists; fresh database, faults and client for every test. The
 * fault handler stays in front of every endpoint with either backend.
 */
export function setupDemoBackend(options: DemoBackendOptions = {}): DemoBackend {
  const pg = options.rest === 'pglite' ? createPgliteRest() : null;
  const backendServer =
    pg === null && options.functions === undefined
      ? server
      : setupServer(
          ...createHandlers(NODE_BASE_URL, {
            ...(pg === null ? {} : { rest: pg.backend }),
            ...(options.functions === undefined ? {} : { functions: options.functions }),
          }),
        );
  beforeAll(async () => {
    await pg?.start();
    backendServer.listen({ onUnhandledRequest: 'error' });
  }, DB_START_TIMEOUT);
  beforeEach(async () => {
    await resetSupabaseForTests();
    resetDb();
    resetSignInLimit();
    await pg?.reset();
    clearFaults();
  });
  afterAll(async () => {
    await resetSupabaseForTests();
    backendServer.close();
    await pg?.close();
  });
  return {
    server: backendServer,
    rows: async (table) =>
      pg === null ? (structuredClone(getDb()[table]) as unknown as Row[]) : pg.rows(table),
  };
}

export function expectOk<T>(result: Result<T>): T {
  if (!result.ok)
    throw new Error(`expected ok, got ${result.error.kind} ${result.error.code ?? ''}`);
  return result.value;
}

export function expectErr<T>(result: Result<T>) {
  if (result.ok) throw new Error('expected an error result');
  return result.error;
}

/** The newest code the demo backend mailed to `email`. */
export function latestCode(email: string): string {
  const mail = getDemoInboxFor(email)[0];
  expect(mail).toBeDefined();
  return mail?.code ?? '';
}

/** Signs in through the real OTP flow (send code, read the demo inbox, verify). */
export async function signIn(email: string) {
  expectOk(await authFlows.sendOtp(email));
  return expectOk(await authFlows.verifyOtp(email, latestCode(email)));
}

/** Signs in and creates the account row. */
export async function signInWithAccount(email: string) {
  const session = await signIn(email);
  const row = expectOk(
    await accounts.insert({
      email,
      fornamn: 'Test',
      efternamn: 'Testsson',
      telefon: '070-000 00 00',
      adress: 'Storgatan 1, 111 22 Stockholm',
    }),
  );
  return { session, row };
}

/** Forgets the client (and with it the session kept in its memory storage): the next call is anonymous. */
export async function newAnonymousClient(): Promise<void> {
  await resetSupabaseForTests();
}

/** The client in use (for the few checks that need supabase-js directly). */
export const client = getSupabase;
