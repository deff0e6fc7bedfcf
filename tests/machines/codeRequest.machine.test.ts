/**
 * The one-time-code machine that /login, /register, /verify's 'Skicka ny kod' and the landing
 * quiz's login step invoke. Model-based: paths generated from the real machine
 * (tests/support/machineCoverage.ts), replayed on a real actor whose `sendCode` never settles (the
 * paths carry its done/error events and the cooldown's `xstate.after.*` ticks); after every step
 * the actor is compared with an independent model of what the parent hears and what the button
 * shows. The replies are spies in the replay (a root actor has no parent to send to); the real
 * `sendParent` replies, the countdown in real (fake) time and the default actor against the MSW
 * demo backend follow.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  createActor,
  fromPromise,
  sendTo,
  setup,
  waitFor,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import {
  IDLE_CODE_REQUEST,
  codeRequestMachine,
  sameCodeRequest,
  selectCodeRequest,
  type CodeRequest,
  type CodeRequestEvent,
  type CodeRequestReply,
} from '../../src/machines/codeRequest';
import { COOLDOWN_TICK_MS } from '../../src/machines/shared/messages';
import { getDemoInboxFor } from '../../src/mocks/node';
import type { RegistrationDetails } from '../../src/services/auth';
import { ServiceError, isServiceError } from '../../src/services/result';
import { setupDemoBackend } from '../services/helpers';
import {
  coveringPaths,
  expectFullCoverage,
  hasJourney,
  replayPaths,
} from '../support/machineCoverage';

type Snapshot = SnapshotFrom<typeof codeRequestMachine>;

const ANNA = 'anna.andersson@example.se';
const BERTIL = 'bertil@example.se';
const DETAILS: RegistrationDetails = {
  fornamn: 'Bertil',
  efternamn: 'Berg',
  telefon: '0701234567',
  adress: 'Storgatan 1, 111 22 Stockholm',
};
const never = <T>() => new Promise<T>(() => {});

const RATE_LIMITED = new ServiceError({ kind: 'rate_limited', status: 429, retryAfterSeconds: 2 });
const SERVER = new ServiceError({ kind: 'server', status: 500 });
const TICK = 'xstate.after.cooldownTick.codeRequest.cooldown';

const done = () => ({ type: 'xstate.done.actor.sendCode' }) as unknown as CodeRequestEvent;
const failed = (error: ServiceError) =>
  ({ type: 'xstate.error.actor.sendCode', error }) as unknown as CodeRequestEvent;

const EVENTS: CodeRequestEvent[] = [
  { type: 'codeRequest.send', email: ANNA },
  { type: 'codeRequest.send', email: BERTIL, details: DETAILS },
  done(),
  failed(SERVER),
  failed(RATE_LIMITED),
];

/** Requests may come in any state; the actor's own done/error events only while it runs. */
function offered(snapshot: Snapshot): CodeRequestEvent[] {
  return EVENTS.filter((event) => !event.type.startsWith('xstate.') || snapshot.matches('sending'));
}

// ---------------------------------------------------------------------------------------------
// The independent model: what the parent hears and what the button shows.
// ---------------------------------------------------------------------------------------------

type Reply = { sent: string } | { failed: { rateLimited: boolean; seconds: number | null } };

interface Model {
  phase: 'idle' | 'sending' | 'cooldown';
  /** The request being (or last) sent. */
  request: CodeRequest | null;
  /** The `Vänta {n}s...` seconds. */
  seconds: number;
}

const START: Model = { phase: 'idle', request: null, seconds: 0 };

/** GoTrue's answer says how long to wait; the rule is 1..3600 s, 60 when it does not say. */
const waitFrom = (error: ServiceError) =>
  error.retryAfterSeconds === undefined ? 60 : Math.max(1, Math.ceil(error.retryAfterSeconds));

function step(
  model: Model,
  event: { type: string },
): { next: Model; reply: Reply | null; sent: CodeRequest | null } {
  const nothing = { next: model, reply: null, sent: null };
  switch (event.type) {
    case 'codeRequest.send': {
      const { type: _type, ...request } = event as CodeRequestEvent;
      if (model.phase === 'idle')
        return { next: { ...model, phase: 'sending', request }, reply: null, sent: request };
      // Refused while the server's wait runs: the parent hears how long is left.
      if (model.phase === 'cooldown')
        return {
          next: model,
          reply: { failed: { rateLimited: true, seconds: model.seconds } },
          sent: null,
        };
      return nothing; // one request at a time
    }
    case 'xstate.done.actor.sendCode':
      return {
        next: { ...model, phase: 'idle' },
        reply: { sent: model.request?.email ?? '' },
        sent: null,
      };
    case 'xstate.error.actor.sendCode': {
      const error = (event as unknown as { error: ServiceError }).error;
      const rateLimited = error.kind === 'rate_limited';
      return {
        next: rateLimited
          ? { ...model, phase: 'cooldown', seconds: waitFrom(error) }
          : { ...model, phase: 'idle' },
        reply: { failed: { rateLimited, seconds: rateLimited ? waitFrom(error) : null } },
        sent: null,
      };
    }
    case TICK:
      if (model.phase !== 'cooldown') return nothing;
      return {
        next:
          model.seconds <= 1
            ? { ...model, phase: 'idle', seconds: 0 }
            : { ...model, seconds: model.seconds - 1 },
        reply: null,
        sent: null,
      };
    default:
      return nothing;
  }
}

function testMachine() {
  const spies = { sendCode: vi.fn(), replySent: vi.fn(), replyFailed: vi.fn() };
  const machine = codeRequestMachine.provide({
    actors: {
      sendCode: fromPromise<void, CodeRequest>(({ input }) => {
        spies.sendCode(input);
        return never();
      }),
    },
    actions: {
      replySent: ({ context }) => spies.replySent(context.request?.email),
      replyFailed: (_, params) => spies.replyFailed(params.error),
    },
  });
  return { machine, spies };
}

describe('codeRequest machine (model-based)', () => {
  it('reaches every state and transition, and answers the parent as the model says', () => {
    const { machine, spies } = testMachine();
    const paths = coveringPaths(machine, { events: offered });
    expect(paths.length).toBeGreaterThan(10);
    for (const journey of [
      ['codeRequest.send', 'xstate.done.actor.sendCode'],
      ['codeRequest.send', 'xstate.error.actor.sendCode'],
      ['codeRequest.send', 'xstate.error.actor.sendCode', 'codeRequest.send'],
      ['codeRequest.send', 'xstate.error.actor.sendCode', TICK, TICK],
    ])
      expect(hasJourney(paths, journey), journey.join(' → ')).toBe(true);

    let model = START;
    const coverage = replayPaths(machine, paths, {
      spies,
      check: (actor, _expected, event) => {
        const snapshot = actor.getSnapshot() as Snapshot;
        if ((event.type as string) === 'xstate.init') {
          model = START;
          expect(spies.sendCode).not.toHaveBeenCalled();
          expect(spies.replySent).not.toHaveBeenCalled();
          expect(spies.replyFailed).not.toHaveBeenCalled();
        } else {
          const { next, reply, sent } = step(model, event);
          model = next;
          if (sent) expect(spies.sendCode).toHaveBeenCalledExactlyOnceWith(sent);
          else expect(spies.sendCode).not.toHaveBeenCalled();
          if (reply && 'sent' in reply) {
            expect(spies.replySent).toHaveBeenCalledExactlyOnceWith(reply.sent);
          } else expect(spies.replySent).not.toHaveBeenCalled();
          if (reply && 'failed' in reply) {
            expect(spies.replyFailed).toHaveBeenCalledTimes(1);
            const error: unknown = spies.replyFailed.mock.calls[0]?.[0];
            expect(isServiceError(error)).toBe(true);
            if (isServiceError(error)) {
              expect(error.kind === 'rate_limited').toBe(reply.failed.rateLimited);
              if (reply.failed.seconds !== null) {
                expect(error.status).toBe(429);
                expect(error.retryAfterSeconds).toBe(reply.failed.seconds);
              }
            }
          } else expect(spies.replyFailed).not.toHaveBeenCalled();
        }
        expect(snapshot.value).toBe(model.phase);
        expect(snapshot.context.request).toEqual(model.request);
        expect(selectCodeRequest(snapshot)).toEqual({
          isSending: model.phase === 'sending',
          cooldownSeconds: model.phase === 'cooldown' ? model.seconds : 0,
        });
        if (model.phase !== 'cooldown') expect(snapshot.context.cooldownSeconds).toBe(0);
      },
    });
    expectFullCoverage(codeRequestMachine, coverage);
  });
});

// ---------------------------------------------------------------------------------------------
// Behaviour: real replies to a real parent, the countdown in time, the demo backend.
// ---------------------------------------------------------------------------------------------

/** A parent like the forms: invokes `codeRequest`, forwards requests, records the replies. */
function parentWith(sendCode: (request: CodeRequest) => Promise<void>) {
  const replies: CodeRequestReply[] = [];
  const record = ({ event }: { event: CodeRequestReply }) => void replies.push(event);
  const parent = setup({
    types: {
      events: {} as CodeRequestEvent | CodeRequestReply,
      children: {} as { codeRequest: 'codeRequest' },
    },
    actors: {
      codeRequest: codeRequestMachine.provide({
        actors: { sendCode: fromPromise<void, CodeRequest>(({ input }) => sendCode(input)) },
      }),
    },
  }).createMachine({
    invoke: { id: 'codeRequest', src: 'codeRequest' },
    on: {
      'codeRequest.send': { actions: sendTo('codeRequest', ({ event }) => event) },
      'codeRequest.sent': { actions: record },
      'codeRequest.failed': { actions: record },
    },
  });
  const actor = createActor(parent).start();
  const child = () =>
    actor.getSnapshot().children.codeRequest as ActorRefFrom<typeof codeRequestMachine>;
  return { actor, child, replies };
}

describe('codeRequest behaviour', () => {
  it('sends the request and tells the parent the code went out', async () => {
    const sendCode = vi.fn(() => Promise.resolve());
    const { actor, child, replies } = parentWith(sendCode);
    actor.send({ type: 'codeRequest.send', email: BERTIL, details: DETAILS });
    expect(selectCodeRequest(child().getSnapshot()).isSending).toBe(true);
    await waitFor(child(), (s) => s.matches('idle'));
    expect(sendCode).toHaveBeenCalledWith({ email: BERTIL, details: DETAILS });
    expect(replies).toEqual([{ type: 'codeRequest.sent', email: BERTIL }]);
  });

  it('tells the parent why it failed, and a new request may follow at once', async () => {
    const sendCode = vi.fn().mockRejectedValueOnce(SERVER).mockResolvedValueOnce(undefined);
    const { actor, child, replies } = parentWith(sendCode);
    actor.send({ type: 'codeRequest.send', email: ANNA });
    await waitFor(child(), (s) => s.matches('idle'));
    expect(replies).toEqual([{ type: 'codeRequest.failed', error: SERVER }]);
    actor.send({ type: 'codeRequest.send', email: ANNA });
    await waitFor(child(), (s) => s.matches('idle'));
    expect(replies.at(-1)).toEqual({ type: 'codeRequest.sent', email: ANNA });
    expect(sendCode).toHaveBeenCalledTimes(2);
  });

  it('counts the server’s seconds down once a second and refuses requests until then', async () => {
    vi.useFakeTimers();
    try {
      const sendCode = vi
        .fn()
        .mockRejectedValueOnce(
          new ServiceError({ kind: 'rate_limited', status: 429, retryAfterSeconds: 3 }),
        )
        .mockResolvedValueOnce(undefined);
      const { actor, child, replies } = parentWith(sendCode);
      const view = () => selectCodeRequest(child().getSnapshot());
      actor.send({ type: 'codeRequest.send', email: ANNA });
      await vi.advanceTimersByTimeAsync(0);
      expect(view()).toEqual({ isSending: false, cooldownSeconds: 3 });
      expect(replies).toHaveLength(1);

      // Refused with the seconds still to wait; nothing is sent.
      actor.send({ type: 'codeRequest.send', email: ANNA });
      const refusal = replies[1];
      expect(refusal?.type).toBe('codeRequest.failed');
      expect(refusal?.type === 'codeRequest.failed' && refusal.error).toMatchObject({
        kind: 'rate_limited',
        status: 429,
        retryAfterSeconds: 3,
      });
      expect(sendCode).toHaveBeenCalledTimes(1);

      await vi.advanceTimersByTimeAsync(COOLDOWN_TICK_MS);
      expect(view().cooldownSeconds).toBe(2);
      await vi.advanceTimersByTimeAsync(COOLDOWN_TICK_MS);
      expect(view().cooldownSeconds).toBe(1);
      await vi.advanceTimersByTimeAsync(COOLDOWN_TICK_MS - 1);
      expect(view().cooldownSeconds).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(view()).toEqual(IDLE_CODE_REQUEST);
      expect(child().getSnapshot().context.cooldownSeconds).toBe(0);

      actor.send({ type: 'codeRequest.send', email: ANNA });
      await vi.advanceTimersByTimeAsync(0);
      expect(sendCode).toHaveBeenCalledTimes(2);
      expect(replies.at(-1)).toEqual({ type: 'codeRequest.sent', email: ANNA });
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits 60 s when the 429 does not say how long', async () => {
    const { actor, child } = parentWith(() =>
      Promise.reject(new ServiceError({ kind: 'rate_limited', status: 429 })),
    );
    actor.send({ type: 'codeRequest.send', email: ANNA });
    await waitFor(child(), (s) => s.matches('cooldown'));
    expect(selectCodeRequest(child().getSnapshot()).cooldownSeconds).toBe(60);
    actor.stop();
  });

  it('views: nothing running without an actor, and equality by what is shown', () => {
    expect(selectCodeRequest(undefined)).toEqual(IDLE_CODE_REQUEST);
    expect(sameCodeRequest(IDLE_CODE_REQUEST, { isSending: false, cooldownSeconds: 0 })).toBe(true);
    expect(sameCodeRequest(IDLE_CODE_REQUEST, { isSending: true, cooldownSeconds: 0 })).toBe(false);
    expect(sameCodeRequest(IDLE_CODE_REQUEST, { isSending: false, cooldownSeconds: 5 })).toBe(
      false,
    );
  });
});

describe('codeRequest with the default sendCode (MSW demo backend)', () => {
  setupDemoBackend();

  it('mails a code; a second request within the server’s window starts its countdown', async () => {
    const replies: CodeRequestReply[] = [];
    const parent = setup({
      types: { events: {} as CodeRequestEvent | CodeRequestReply },
      actors: { codeRequest: codeRequestMachine },
    }).createMachine({
      invoke: { id: 'codeRequest', src: 'codeRequest' },
      on: {
        'codeRequest.send': { actions: sendTo('codeRequest', ({ event }) => event) },
        'codeRequest.sent': { actions: ({ event }) => void replies.push(event) },
        'codeRequest.failed': { actions: ({ event }) => void replies.push(event) },
      },
    });
    const actor = createActor(parent).start();
    const child = actor.getSnapshot().children.codeRequest as ActorRefFrom<
      typeof codeRequestMachine
    >;
    actor.send({ type: 'codeRequest.send', email: ANNA });
    await waitFor(child, (s) => s.matches('idle'), { timeout: 10_000 });
    expect(replies).toEqual([{ type: 'codeRequest.sent', email: ANNA }]);
    expect(getDemoInboxFor(ANNA)).toHaveLength(1);

    actor.send({ type: 'codeRequest.send', email: ANNA });
    await waitFor(child, (s) => s.matches('cooldown'), { timeout: 10_000 });
    const seconds = child.getSnapshot().context.cooldownSeconds;
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(replies.at(-1)).toMatchObject({
      type: 'codeRequest.failed',
      error: { kind: 'rate_limited', retryAfterSeconds: seconds },
    });
    expect(getDemoInboxFor(ANNA)).toHaveLength(1);
    actor.stop();
  });
});
