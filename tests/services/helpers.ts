/** Shared set-up for the services tests: the real supabase-js client against the MSW demo backend. */
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { clearFaults, getDemoInboxFor, resetDb, server } from '../../src/mocks/node';
import * as auth from '../../src/services/auth';
import { getSupabase, resetSupabaseForTests } from '../../src/services/client';
import type { Result } from '../../src/services/result';
import * as accounts from '../../src/services/accounts';

/** Starts MSW before any client exists; fresh database, faults and client for every test. */
export function setupDemoBackend(): void {
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(async () => {
    await resetSupabaseForTests();
    resetDb();
    clearFaults();
  });
  afterAll(async () => {
    await resetSupabaseForTests();
    server.close();
  });
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
  expectOk(await auth.sendOtp(email));
  return expectOk(await auth.verifyOtp(email, latestCode(email)));
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
