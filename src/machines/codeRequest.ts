import {
  assign,
  fromPromise,
  sendParent,
  setup,
  type SnapshotFrom,
  type ActorRefFrom,
} from 'xstate';
import { sendOtp } from '../services/authFlows';
import { ServiceError } from '../services/result';
import { COOLDOWN_TICK_MS, isRateLimited, retryAfterSeconds } from './shared/messages';
import type { CaptchaInput } from './shared/captcha';
import { unwrap } from './shared/result';

export interface CodeRequest extends CaptchaInput {
  email: string;
}

export interface CodeRequestContext {
  request: CodeRequest | null;
  /** Seconds left before another code may be requested; 0 when none is running. */
  cooldownSeconds: number;
}

export type CodeRequestEvent = { type: 'codeRequest.send' } & CodeRequest;

/**
 * What the parent hears: the code went out, or it did not (the error says why); after a 429, that
 * the wait is over and a new code may be asked for (`codeRequest.ready`).
 */
export type CodeRequestReply =
  | { type: 'codeRequest.sent'; email: string }
  | { type: 'codeRequest.failed'; error: unknown }
  | { type: 'codeRequest.ready' };

/** The id a parent invokes the code-request machine with (its view reads the child by it). */
export const CODE_REQUEST = 'codeRequest' as const;

/**
 * One-time codes by e-mail, for every form that sends one (/login, /register, /verify's 'Skicka
 * ny kod', the landing quiz's login step). A parent invokes it once (`id: CODE_REQUEST`) and sends
 * `codeRequest.send`; it answers `codeRequest.sent` or `codeRequest.failed`. After GoTrue's 429 it
 * counts down the seconds the answer names (`Vänta {n}s...`), and refuses new requests until then.
 */
export const codeRequestMachine = setup({
  types: {
    context: {} as CodeRequestContext,
    events: {} as CodeRequestEvent,
  },
  actors: {
    sendCode: fromPromise<void, CodeRequest>(({ input }) =>
      unwrap(sendOtp(input.email, input.captchaToken)),
    ),
  },
  delays: { cooldownTick: COOLDOWN_TICK_MS },
  guards: {
    isRateLimited: ({ event }) => 'error' in event && isRateLimited(event.error),
    isLastSecond: ({ context }) => context.cooldownSeconds <= 1,
  },
  actions: {
    remember: assign(({ event }) => {
      const { type: _type, ...request } = event;
      return { request };
    }),
    startCooldown: assign((_, params: { seconds: number }) => ({
      cooldownSeconds: params.seconds,
    })),
    tickCooldown: assign(({ context }) => ({ cooldownSeconds: context.cooldownSeconds - 1 })),
    endCooldown: assign({ cooldownSeconds: 0 }),
    replySent: sendParent(({ context }): CodeRequestReply => ({
      type: 'codeRequest.sent',
      email: context.request?.email ?? '',
    })),
    replyFailed: sendParent((_, params: { error: unknown }): CodeRequestReply => ({
      type: 'codeRequest.failed',
      error: params.error,
    })),
    replyReady: sendParent({ type: 'codeRequest.ready' } satisfies CodeRequestReply),
  },
}).createMachine({
  id: 'codeRequest',
  context: { request: null, cooldownSeconds: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: { 'codeRequest.send': { target: 'sending', actions: 'remember' } },
    },
    sending: {
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => context.request ?? { email: '' },
        onDone: { target: 'idle', actions: 'replySent' },
        onError: [
          {
            guard: 'isRateLimited',
            target: 'cooldown',
            actions: [
              {
                type: 'startCooldown',
                params: ({ event }) => ({ seconds: retryAfterSeconds(event.error) }),
              },
              { type: 'replyFailed', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          {
            target: 'idle',
            actions: { type: 'replyFailed', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    cooldown: {
      on: {
        // Refused here, as the auth server would: with the seconds still to wait.
        'codeRequest.send': {
          actions: {
            type: 'replyFailed',
            params: ({ context }) => ({
              error: new ServiceError({
                kind: 'rate_limited',
                status: 429,
                retryAfterSeconds: context.cooldownSeconds,
              }),
            }),
          },
        },
      },
      after: {
        cooldownTick: [
          { guard: 'isLastSecond', target: 'idle', actions: ['endCooldown', 'replyReady'] },
          { target: 'cooldown', reenter: true, actions: 'tickCooldown' },
        ],
      },
    },
  },
});

export type CodeRequestSnapshot = SnapshotFrom<typeof codeRequestMachine>;

export interface CodeRequestView {
  isSending: boolean;
  /** Seconds left of the cooldown, 0 when none. */
  cooldownSeconds: number;
  /** A code may be asked for now (none on its way, no countdown). */
  canSend: boolean;
}

export const IDLE_CODE_REQUEST: CodeRequestView = {
  isSending: false,
  cooldownSeconds: 0,
  canSend: true,
};

export function selectCodeRequest(snapshot: CodeRequestSnapshot | undefined): CodeRequestView {
  if (!snapshot) return IDLE_CODE_REQUEST;
  return {
    isSending: snapshot.matches('sending'),
    cooldownSeconds: snapshot.matches('cooldown') ? snapshot.context.cooldownSeconds : 0,
    canSend: snapshot.matches('idle'),
  };
}

export const sameCodeRequest = (a: CodeRequestView, b: CodeRequestView): boolean =>
  a.isSending === b.isSending && a.cooldownSeconds === b.cooldownSeconds && a.canSend === b.canSend;

export type CodeRequestActor = ActorRefFrom<typeof codeRequestMachine>;
