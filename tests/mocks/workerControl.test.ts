/**
 * A page that loads while the demo's worker is still being installed waits for the worker to
 * claim it, however long that takes (src/mocks/workerControl.ts): giving up after a fixed wait
 * let MSW's start reload the page under the visitor, and under the sitemap test's page.evaluate
 * ("Execution context was destroyed") on a busy machine.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLAIM_TIMEOUT_MS, takeControl } from '../../src/mocks/workerControl';

type State = ServiceWorkerState;

/** A stand-in for one ServiceWorker: its state, its messages and its statechange events. */
class FakeWorker extends EventTarget {
  readonly messages: unknown[] = [];
  constructor(
    public state: State,
    readonly scriptURL = 'http://localhost/demo-worker.js',
  ) {
    super();
  }
  postMessage(message: unknown): void {
    this.messages.push(message);
  }
  become(state: State): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** A stand-in for navigator.serviceWorker with one registration (or none). */
class FakeContainer extends EventTarget {
  controller: object | null = null;
  constructor(
    readonly registration: {
      installing: FakeWorker | null;
      waiting: FakeWorker | null;
      active: FakeWorker | null;
    } | null,
  ) {
    super();
  }
  getRegistration(): Promise<unknown> {
    return Promise.resolve(this.registration ?? undefined);
  }
  claim(): void {
    this.controller = {};
    this.dispatchEvent(new Event('controllerchange'));
  }
}

/** Starts takeControl and says whether it has finished after each step of fake time. */
function start(container: FakeContainer) {
  let finished = false;
  void takeControl(container as unknown as ServiceWorkerContainer).then(() => (finished = true));
  return () => finished;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('takeControl', () => {
  it('waits for a worker that is still installing, however long it takes, until it claims the page', async () => {
    const installing = new FakeWorker('installing');
    const container = new FakeContainer({ installing, waiting: null, active: null });
    const finished = start(container);
    await vi.advanceTimersByTimeAsync(CLAIM_TIMEOUT_MS * 12);
    expect(finished()).toBe(false);
    installing.become('activated');
    container.claim();
    await vi.advanceTimersByTimeAsync(0);
    expect(finished()).toBe(true);
  });

  it('stops waiting when the installing worker fails', async () => {
    const installing = new FakeWorker('installing');
    const finished = start(new FakeContainer({ installing, waiting: null, active: null }));
    await vi.advanceTimersByTimeAsync(CLAIM_TIMEOUT_MS * 2);
    expect(finished()).toBe(false);
    installing.become('redundant');
    await vi.advanceTimersByTimeAsync(0);
    expect(finished()).toBe(true);
  });

  it('asks an active worker to claim the page, and gives a worker that never answers 5 s', async () => {
    const active = new FakeWorker('activated');
    const container = new FakeContainer({ installing: null, waiting: null, active });
    const answered = start(container);
    await vi.advanceTimersByTimeAsync(0);
    expect(active.messages).toEqual(['STARTKLAR_CLAIM']);
    container.claim();
    await vi.advanceTimersByTimeAsync(0);
    expect(answered()).toBe(true);

    const silent = new FakeWorker('activated');
    const unanswered = start(
      new FakeContainer({ installing: null, waiting: null, active: silent }),
    );
    await vi.advanceTimersByTimeAsync(CLAIM_TIMEOUT_MS - 1);
    expect(unanswered()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(unanswered()).toBe(true);
  });

  it('does nothing for a controlled page, a page without a registration, or another worker', async () => {
    const controlled = new FakeContainer(null);
    controlled.controller = {};
    const other = new FakeWorker('installing', 'http://localhost/other-worker.js');
    for (const container of [
      controlled,
      new FakeContainer(null),
      new FakeContainer({ installing: other, waiting: null, active: null }),
    ]) {
      const finished = start(container);
      await vi.advanceTimersByTimeAsync(0);
      expect(finished()).toBe(true);
    }
  });
});
