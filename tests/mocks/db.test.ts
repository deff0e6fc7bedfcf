import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  commit,
  DEMO_DB_STORAGE_KEY,
  getDb,
  localStoragePersistence,
  memoryPersistence,
  now,
  advanceClock,
  resetDb,
  setPersistence,
} from '../../src/mocks/db';
import { getDemoInbox, subscribeDemoInbox } from '../../src/mocks/demoMail';
import {
  clearFaults,
  failNext,
  pendingFaults,
  takeFault,
  browserFaultApi,
} from '../../src/mocks/faults';
import { issueOtp } from '../../src/mocks/authStore';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

// Every test starts from a fresh database and ends leaving one: the files of a Vitest worker
// share these modules, and a test may run first in its file.
function freshDb() {
  vi.unstubAllGlobals();
  setPersistence(memoryPersistence);
  resetDb();
  clearFaults();
}
beforeEach(freshDb);
afterEach(freshDb);

describe('db persistence', () => {
  it('localStorage: saves on commit and loads on start', () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
    setPersistence(localStoragePersistence());
    getDb().admins.push({ user_id: 'u1' });
    commit();
    expect(JSON.parse(storage.getItem(DEMO_DB_STORAGE_KEY) ?? '{}')).toMatchObject({
      admins: [{ user_id: 'u1' }],
    });
    setPersistence(memoryPersistence);
    resetDb();
    expect(getDb().admins).toEqual([]);
    setPersistence(localStoragePersistence());
    expect(getDb().admins).toEqual([{ user_id: 'u1' }]);
  });

  it('a corrupt or foreign stored value gives a fresh database', () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
    for (const value of [
      '{not json',
      '"text"',
      JSON.stringify({ version: 99 }),
      JSON.stringify({ version: 1, konton: 'x' }),
    ]) {
      storage.setItem(DEMO_DB_STORAGE_KEY, value);
      setPersistence(localStoragePersistence());
      expect(getDb().content_items.length).toBeGreaterThan(0);
      expect(getDb().users).toEqual([]);
    }
  });

  it('storage that throws degrades to memory only', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setPersistence(localStoragePersistence());
    getDb().admins.push({ user_id: 'u1' });
    commit();
    expect(getDb().admins).toHaveLength(1);
    expect(warn).toHaveBeenCalled();
  });

  it('the clock can be moved forward and is reset with the database', () => {
    const before = now();
    advanceClock(60_000);
    expect(now() - before).toBeGreaterThanOrEqual(60_000);
    resetDb();
    expect(now() - before).toBeLessThan(60_000);
  });
});

describe('demo inbox', () => {
  it('lists sent codes newest first and notifies subscribers', () => {
    const seen: number[] = [];
    const unsubscribe = subscribeDemoInbox((inbox) => seen.push(inbox.length));
    expect(issueOtp('a@example.com').ok).toBe(true);
    commit();
    expect(issueOtp('b@example.com').ok).toBe(true);
    commit();
    expect(getDemoInbox().map((m) => m.to)).toEqual(['b@example.com', 'a@example.com']);
    expect(seen).toEqual([1, 2]);
    unsubscribe();
    issueOtp('c@example.com');
    commit();
    expect(seen).toEqual([1, 2]);
  });
});

describe('faults', () => {
  it('match method and path, count down and clear', () => {
    failNext({ method: 'POST', path: '/auth/v1/otp' }, { status: 500 }, 2);
    expect(takeFault('GET', '/auth/v1/otp', '')).toBeNull();
    expect(takeFault('post', '/auth/v1/otp', '')).toEqual({ status: 500 });
    expect(takeFault('POST', '/auth/v1/otp', '')).toEqual({ status: 500 });
    expect(takeFault('POST', '/auth/v1/otp', '')).toBeNull();
    failNext({ path: /grant_type=refresh_token/ }, { network: true });
    expect(takeFault('POST', '/auth/v1/token', '?grant_type=pkce')).toBeNull();
    expect(takeFault('POST', '/auth/v1/token', '?grant_type=refresh_token')).toEqual({
      network: true,
    });
    failNext({ path: '/rest/v1', prefix: true }, { delayMs: 10 });
    clearFaults();
    expect(pendingFaults()).toBe(0);
  });

  it('the browser API takes serialisable matchers (regex source strings)', () => {
    browserFaultApi.failNext({ path: '^/rest/v1/konton', regex: true }, { status: 503 });
    expect(takeFault('GET', '/rest/v1/konton', '?select=*')).toEqual({ status: 503 });
    browserFaultApi.failNext({ path: '/auth/v1/otp' }, { network: true });
    browserFaultApi.clearFaults();
    expect(pendingFaults()).toBe(0);
  });
});
