import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';

/**
 * Browser contexts that the tests of one worker take turns with, one per set of context options.
 *
 * Why: on the two cores CI has, most of a short test's CPU is Chromium starting a fresh context
 * and a new renderer for its first page (≈ 1.5–1.8 s of CPU for a context and one app page,
 * against ≈ 0.7–0.9 s for a new tab in a context whose origin already has a process: a page on
 * the site that stays open, the "holder", keeps that process alive, and `--process-per-site`
 * lets the next tab share it).
 *
 * What a test still gets, as a fresh visitor would: a new tab (its own window, JavaScript heap and
 * sessionStorage) in a context where nothing is stored. When a test ends, every tab it opened is
 * closed and everything the site stored is removed, for every origin the test visited: cookies,
 * localStorage, IndexedDB, Cache Storage, service-worker registrations (`Storage.clearDataForOrigin`,
 * "all"), and the HTTP cache, so that no test is served what an earlier one downloaded.
 *
 * A test that starts signed in (`storageState`) gets the saved cookies and localStorage stored
 * before its tab opens, as Playwright would store them in a new context. A test that changes the
 * context itself (Playwright's fake clock, a CDP session, context-wide routes, scripts or
 * permissions) or fails leaves it behind: the context is closed and the next test gets a new one.
 *
 * `tests/e2e/isolation.spec.ts` shows that a test finds nothing of what the one before stored.
 */
export class SharedContexts {
  private readonly idle = new Map<string, SharedContext>();

  constructor(private readonly browser: Browser) {}

  /**
   * A context with `options` whose pages start with `state` stored (cookies, and localStorage of
   * the holder's origin). Null when `state` holds what the pool does not restore (other origins,
   * IndexedDB): such a test gets a context of its own.
   */
  async lease(
    options: BrowserContextOptions,
    settings: Record<string, unknown>,
    holderUrl: string,
    state: StoredState | null,
  ): Promise<Lease | null> {
    if (state && (options.javaScriptEnabled === false || !restorable(state, holderUrl)))
      return null;
    const key = JSON.stringify({ options, settings });
    const shared =
      this.idle.get(key) ?? (await SharedContext.open(this.browser, options, holderUrl));
    this.idle.delete(key);
    const tracked = shared.track();
    if (state) {
      try {
        await shared.store(state);
      } catch (error) {
        await shared.context.close();
        throw error;
      }
    }
    return {
      context: shared.context,
      release: async (reuse: boolean) => {
        if (reuse && !tracked.changedContext() && (await shared.reset(tracked.origins()))) {
          this.idle.set(key, shared);
        } else {
          await shared.context.close();
        }
      },
    };
  }

  async closeAll(): Promise<void> {
    await Promise.all([...this.idle.values()].map((shared) => shared.context.close()));
    this.idle.clear();
  }
}

/** What Playwright's `storageState()` saves, as far as the pool restores it. */
export interface StoredState {
  cookies: Parameters<BrowserContext['addCookies']>[0];
  origins: {
    origin: string;
    localStorage: { name: string; value: string }[];
  }[];
}

/**
 * Whether `state` is cookies and the holder's origin's localStorage only; anything else
 * (IndexedDB, other origins, what a later Playwright saves) is left to a context of its own.
 */
function restorable(state: StoredState, holderUrl: string): boolean {
  const holderOrigin = new URL(holderUrl).origin;
  const only = (value: object, keys: string[]) =>
    Object.entries(value).every(
      ([key, entry]) => keys.includes(key) || (Array.isArray(entry) && entry.length === 0),
    );
  return (
    only(state, ['cookies', 'origins']) &&
    state.origins.every(
      (stored) => stored.origin === holderOrigin && only(stored, ['origin', 'localStorage']),
    )
  );
}

export interface Lease {
  context: BrowserContext;
  /** Cleans the context for the next test, or closes it (`reuse` false, or it was changed). */
  release(reuse: boolean): Promise<void>;
}

/** Methods that change the whole context for the tests after: using one retires the context. */
const CONTEXT_CHANGES = [
  'addInitScript',
  'setDefaultNavigationTimeout',
  'setDefaultTimeout',
  'setStorageState',
  'exposeBinding',
  'exposeFunction',
  'grantPermissions',
  'newCDPSession',
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'setExtraHTTPHeaders',
  'setGeolocation',
  'setHTTPCredentials',
  'setOffline',
] as const;
const CLOCK_CHANGES = [
  'install',
  'fastForward',
  'pauseAt',
  'resume',
  'runFor',
  'setFixedTime',
  'setSystemTime',
] as const;

class SharedContext {
  private changed = false;
  private visited = new Set<string>();

  private constructor(
    readonly context: BrowserContext,
    private readonly holder: Page,
  ) {
    const markChanged = (target: object, names: readonly string[]) => {
      const methods = target as Record<string, unknown>;
      for (const name of names) {
        const original = methods[name];
        if (typeof original !== 'function') continue;
        methods[name] = (...args: unknown[]) => {
          this.changed = true;
          return (original as (...a: unknown[]) => unknown).apply(target, args);
        };
      }
    };
    markChanged(context, CONTEXT_CHANGES);
    markChanged(context.clock, CLOCK_CHANGES);
    context.on('page', (page) => {
      page.on('framenavigated', (frame) => {
        const { origin } = new URL(frame.url());
        if (origin.startsWith('http')) this.visited.add(origin);
      });
    });
  }

  static async open(browser: Browser, options: BrowserContextOptions, holderUrl: string) {
    const context = await browser.newContext(options);
    const holder = await context.newPage();
    await holder.goto(holderUrl);
    return new SharedContext(context, holder);
  }

  /** Stores `state` as the test's starting point (the context holds nothing else now). */
  async store(state: StoredState): Promise<void> {
    if (state.cookies.length > 0) await this.context.addCookies(state.cookies);
    const items = state.origins.flatMap((stored) => stored.localStorage);
    await this.holder.evaluate((entries) => {
      for (const { name, value } of entries) window.localStorage.setItem(name, value);
    }, items);
  }

  track() {
    this.changed = false;
    this.visited = new Set([new URL(this.holder.url()).origin]);
    return {
      changedContext: () => this.changed,
      origins: () => [...this.visited],
    };
  }

  /** Closes the test's tabs and removes what it stored; false when that did not work. */
  async reset(origins: string[]): Promise<boolean> {
    try {
      await Promise.all(
        this.context.pages().flatMap((page) => (page === this.holder ? [] : [page.close()])),
      );
      if (this.holder.isClosed()) return false;
      const cdp = await this.context.newCDPSession(this.holder);
      for (const origin of origins) {
        await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      }
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      await this.context.clearCookies();
      return true;
    } catch {
      return false;
    }
  }
}
