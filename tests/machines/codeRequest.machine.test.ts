/**
 * The one-time-code machine that /login, /register, /verify's 'Skicka ny kod' and the landing
 * quiz's login step invoke. Model-based: paths generated from an independent model of what a
 * form asks, what the auth server answers and time passing, replayed on a real actor whose
 * `sendCode` calls wait for the model's answer (fake timers for the countdown); after every step
 * the actor is compared with the model: what the parent hears, what was sent and what the button
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
import { ServiceError, isServiceError } from '../../src/services/result';
import { setupDemoBackend } from '../services/helpers';
import { Calls, passTime, replayModel, type Model } from '../support/modelReplay';

type Snapshot = SnapshotFrom<typeof codeRequestMachine>;

const ANNA = 'anna.andersson@example.se';
const BERTIL = 'bertil@example.se';

const RATE_LIMITED = new ServiceError({ kind: 'rate_limited', status: 429, retryAfterSeconds: 2 });
const SERVER = new ServiceError({ kind: 'server', status: 500 });

/**
 * What can happen: a form asks for a code (for one address or another), the
 * auth server answers it (sent, a 500, or GoTrue's 429 with the seconds to wait), and time passes
 * a second at a time.
 */
type Happening =
  | { type: 'ask'; request: CodeRequest }
  | { type: 'server.sent' }
  | { type: 'server.fails'; error: ServiceError }
  | { type: 'time'; ms: number };

const ASKS: Happening[] = [
  { type: 'ask', request: { email: ANNA } },
  { type: 'ask', request: { email: BERTIL } },
];

// ---------------------------------------------------------------------------------------------
// The independent model: what the parent hears and what the button shows.
// ---------------------------------------------------------------------------------------------

type Reply =
  | { sent: string }
  | { failed: { rateLimited: boolean; seconds: number | null } }
  /** The wait is over: the parent may offer a new code again. */
  | { ready: true };

interface CodeModel {
  phase: 'idle' | 'sending' | 'cooldown';
  /** The request being (or last) sent. */
  request: CodeRequest | null;
  /** The `Vänta {n}s...` seconds. */
  seconds: number;
  /** What the last happening made the machine tell its parent, and what it sent. */
  reply: Reply | null;
  sent: CodeRequest | null;
}

const START: CodeModel = { phase: 'idle', request: null, seconds: 0, reply: null, sent: null };

/** GoTrue's answer says how long to wait; the rule is 1..3600 s, 60 when it does not say. */
const waitFrom = (error: ServiceError) =>
  error.retryAfterSeconds === undefined ? 60 : Math.max(1, Math.ceil(error.retryAfterSeconds));

/**
 * One code at a time, by the README ('Codes') and decisions.md: a request while one is on its way
 * is dropped; a 429 starts the countdown the server names, during which a request is refused at
 * once with the seconds left (nothing is sent); the countdown ticks once a second.
 */
const codeModel: Model<CodeModel, Happening> = {
  name: 'codeRequest',
  initial: START,
  events: (model) => [
    ...ASKS,
    ...(model.phase === 'sending'
      ? ([
          { type: 'server.sent' },
          { type: 'server.fails', error: SERVER },
          { type: 'server.fails', error: RATE_LIMITED },
        ] as const)
      : []),
    ...(model.phase === 'cooldown' ? [{ type: 'time', ms: COOLDOWN_TICK_MS } as const] : []),
  ],
  step: (previous, event) => {
    const model = { ...previous, reply: null, sent: null };
    switch (event.type) {
      case 'ask':
        if (model.phase === 'idle')
          return { ...model, phase: 'sending', request: event.request, sent: event.request };
        // Refused while the server's wait runs: the parent hears how long is left.
        if (model.phase === 'cooldown')
          return { ...model, reply: { failed: { rateLimited: true, seconds: model.seconds } } };
        return model; // one request at a time
      case 'server.sent':
        return { ...model, phase: 'idle', reply: { sent: model.request?.email ?? '' } };
      case 'server.fails': {
        const rateLimited = event.error.kind === 'rate_limited';
        const seconds = rateLimited ? waitFrom(event.error) : null;
        return {
          ...model,
          phase: rateLimited ? 'cooldown' : 'idle',
          seconds: seconds ?? model.seconds,
          reply: { failed: { rateLimited, seconds } },
        };
      }
      case 'time':
        return model.seconds <= 1
          ? { ...model, phase: 'idle', seconds: 0, reply: { ready: true } }
          : { ...model, seconds: model.seconds - 1 };
    }
  },
  serialize: ({ reply: _reply, sent: _sent, ...state }) => JSON.stringify(state),
  describe: (event) =>
    event.type === 'ask'
      ? `ask ${event.request.email === ANNA ? 'Anna' : 'Bertil'}`
      : event.type === 'server.fails'
        ? `server ${event.error.status}`
        : event.type === 'time'
          ? `${event.ms} ms`
          : event.type,
};

function testMachine() {
  const calls = new Calls<CodeRequest, void>('sendCode');
  const spies = { replySent: vi.fn(), replyFailed: vi.fn(), replyReady: vi.fn() };
  const machine = codeRequestMachine.provide({
    actors: { sendCode: fromPromise<void, CodeRequest>(({ input }) => calls.call(input)) },
    actions: {
      replySent: ({ context }) => spies.replySent(context.request?.email),
      replyFailed: (_, params) => spies.replyFailed(params.error),
      replyReady: () => spies.replyReady(),
    },
  });
  return { machine, spies, calls };
}

describe('codeRequest machine (model-based)', () => {
  it('answers the parent and shows the button as the model says, on every path', async () => {
    await replayModel(codeModel, {
      machine: codeRequestMachine,
      start: (reach) => {
        const { machine, spies, calls } = testMachine();
        const actor = createActor(machine, { inspect: reach.inspect }).start();
        return { actor, spies, calls };
      },
      beforeStep: ({ spies, calls }) => {
        calls.clear();
        spies.replySent.mockClear();
        spies.replyFailed.mockClear();
        spies.replyReady.mockClear();
      },
      act: async ({ actor, calls }, event) => {
        if (event.type === 'ask') actor.send({ type: 'codeRequest.send', ...event.request });
        else if (event.type === 'server.sent') calls.resolve();
        else if (event.type === 'server.fails') calls.reject(event.error);
        else await passTime(event.ms);
      },
      check: ({ actor, spies, calls }, model) => {
        const snapshot = actor.getSnapshot() as Snapshot;
        expect(calls.inputs).toEqual(model.sent ? [model.sent] : []);
        const { reply } = model;
        if (reply && 'sent' in reply)
          expect(spies.replySent).toHaveBeenCalledExactlyOnceWith(reply.sent);
        else expect(spies.replySent).not.toHaveBeenCalled();
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
        expect(spies.replyReady).toHaveBeenCalledTimes(reply && 'ready' in reply ? 1 : 0);
        expect(snapshot.value).toBe(model.phase);
        expect(snapshot.context.request).toEqual(model.request);
        expect(selectCodeRequest(snapshot)).toEqual({
          isSending: model.phase === 'sending',
          cooldownSeconds: model.phase === 'cooldown' ? model.seconds : 0,
          // A new code may be asked for only when none is on its way and no countdown runs.
          canSend: model.phase === 'idle',
        });
        if (model.phase !== 'cooldown') expect(snapshot.context.cooldownSeconds).toBe(0);
      },
      stop: ({ actor }) => actor.stop(),
    });
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
      'codeRequest.ready': { actions: record },
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
    actor.send({ type: 'codeRequest.send', email: BERTIL });
    expect(selectCodeRequest(child().getSnapshot()).isSending).toBe(true);
    await waitFor(child(), (s) => s.matches('idle'));
    expect(sendCode).toHaveBeenCalledWith({ email: BERTIL });
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
      expect(view()).toEqual({ isSending: false, cooldownSeconds: 3, canSend: false });
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
      expect(replies).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(view()).toEqual(IDLE_CODE_REQUEST);
      // The parent hears that the wait is over (it offers 'Skicka ny kod' again).
      expect(replies[2]).toEqual({ type: 'codeRequest.ready' });
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
    const idle = { isSending: false, cooldownSeconds: 0, canSend: true };
    expect(sameCodeRequest(IDLE_CODE_REQUEST, idle)).toBe(true);
    expect(sameCodeRequest(IDLE_CODE_REQUEST, { ...idle, isSending: true, canSend: false })).toBe(
      false,
    );
    expect(
      sameCodeRequest(IDLE_CODE_REQUEST, { ...idle, cooldownSeconds: 5, canSend: false }),
    ).toBe(false);
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
