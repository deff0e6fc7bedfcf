import {
  assign,
  enqueueActions,
  fromPromise,
  sendParent,
  sendTo,
  setup,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import { CODE_REQUEST, codeRequestMachine, type CodeRequestReply } from './codeRequest';
import {
  CODE_MESSAGES,
  isCodeRefused,
  isCodeVoid,
  isValidCode,
  normaliseCode,
  type CodeMessages,
} from './shared/codes';
import { codeSendFailure, errorCode, failureToast, isRateLimited } from './shared/messages';
import type { ToastInput } from './shared/toast';
import { sameView } from './shared/views';
import { captchaOf, type CaptchaInput } from './shared/captcha';

/**
 * The code step of every form that asks for a one-time code mailed to the visitor (/verify, the
 * password recovery on /login, the password dialog and the account deletion on /profile): the
 * field (six digits, spaces ignored), the check of the code with the server (`checkCode`, provided
 * by the parent), the message beside the field for a malformed, wrong, expired or void code (one
 * set, shared/codes.ts), and 'Skicka ny kod' through its own code-request child (the parent
 * provides how a code is sent; after a 429 it counts down, `Vänta {n}s...`, and the last code still
 * works).
 *
 * A parent invokes it with the id `CODE_ENTRY` for as long as its code step is shown (with
 * `sendFirst` it mails the first code itself) and hears `codeEntry.*` (CodeEntryReply): the code
 * went out or did not, the code was refused (the message is already beside the field), accepted
 * (with what the check returned), or the check failed (a fault). Given its words (`toasts`), the
 * step says what happened itself: `codeEntry.toast`, which the parent shows as it is, comes just
 * before the reply it goes with; the parent only says where it goes next.
 */

export const CODE_ENTRY = 'codeEntry' as const;

export interface CodeEntryInput {
  /** The address the code was mailed to (what `checkCode` and `codeRequest` are given). */
  email?: string;
  /** Mail the first code on start (the step begins with 'Skicka kod'). */
  sendFirst?: boolean;
  /** The CAPTCHA token of the form that asked for the first code (shared/captcha.ts). */
  captchaToken?: string;
  /** Where a form's wording differs from the one set (the spec quotes /verify's). */
  messages?: Partial<CodeMessages>;
  /**
   * The code typed before, and the message beside it: a step shown again after the parent's own
   * call that followed an accepted code failed (what was typed is kept).
   */
  code?: string;
  codeError?: string | null;
  /** The step's toasts; without them it says nothing (the parent's own request sends the codes). */
  toasts?: CodeEntryToasts;
}

/** What a code step says in toasts, in its parent's words. */
export interface CodeEntryToasts {
  /** A code went out. */
  codeSent: ToastInput;
  /** A code did not go out, and the step stays (default: 'Ett fel uppstod', how long to wait after a 429). */
  sendFailure?: (error: unknown) => ToastInput;
  /** The first code did not go out otherwise: the step ends (default: the fault's toast). */
  fault?: (error: unknown) => ToastInput;
  /** The check of a code failed (a fault: network, server; default: the fault's toast). */
  checkFailure?: (error: unknown) => ToastInput;
}

export interface CodeEntryContext {
  email: string;
  sendFirst: boolean;
  code: string;
  codeError: string | null;
  /** Counts refused submits, so the page can move focus to the field each time. */
  attempt: number;
  messages: CodeMessages;
  /** The CAPTCHA token the first code goes with (the parent's form's; shared/captcha.ts). */
  captchaToken?: string;
  /** After a 429, until the code request's wait is over: 'Skicka ny kod' is refused. */
  waiting: boolean;
  toasts: CodeEntryToasts | null;
}

export type CodeEntryEvent =
  | { type: 'code.type'; value: string }
  | { type: 'code.submit' }
  | ({ type: 'code.resend' } & CaptchaInput)
  | CodeRequestReply;

/** What the parent hears. */
export type CodeEntryReply =
  /** What to show now (in the parent's words), just before the reply it goes with. */
  | { type: 'codeEntry.toast'; toast: ToastInput }
  | { type: 'codeEntry.sent' }
  /** A code did not go out; the step stays (after a 429 the last code still works). */
  | { type: 'codeEntry.notSent'; error: unknown }
  /** The first code did not go out (not a 429): the step has ended, the parent goes back. */
  | { type: 'codeEntry.unsent'; error: unknown }
  /** The message is beside the field; `error` is null for a code that cannot be one. */
  | { type: 'codeEntry.refused'; error: unknown }
  | { type: 'codeEntry.accepted'; code: string; output: unknown }
  | { type: 'codeEntry.failed'; error: unknown };

export interface CheckCodeInput {
  email: string;
  /** Six digits, spaces removed. */
  code: string;
}

/** The message beside the field for a code the server refused; null for a fault (a toast). */
export function refusalMessage(error: unknown, messages: CodeMessages): string | null {
  if (isCodeVoid(error)) return messages.void;
  if (!isCodeRefused(error)) return null;
  return errorCode(error) === 'code_expired' ? messages.expired : messages.wrong;
}

type Failed = { event: { error: unknown } };
const withError = ({ event }: Failed) => ({ error: event.error });
const toastOf = (toast: ToastInput): CodeEntryReply => ({ type: 'codeEntry.toast', toast });

export const codeEntryMachine = setup({
  types: {
    context: {} as CodeEntryContext,
    events: {} as CodeEntryEvent,
    input: {} as CodeEntryInput,
    children: {} as { [CODE_REQUEST]: 'codeRequest'; checkCode: 'checkCode' },
  },
  actors: {
    /** The parent provides how a code is sent (`codeRequestMachine.provide`). */
    codeRequest: codeRequestMachine,
    /** Provided by the parent: the check with the server (its output goes to the parent). */
    checkCode: fromPromise<unknown, CheckCodeInput>(() =>
      Promise.reject(new Error('checkCode is provided by the parent')),
    ),
  },
  guards: {
    sendsFirst: ({ context }) => context.sendFirst,
    isMalformed: ({ context }) => !isValidCode(context.code),
    isRateLimited: ({ event }) => 'error' in event && isRateLimited(event.error),
    isRefusal: ({ context }, params: { error: unknown }) =>
      refusalMessage(params.error, context.messages) !== null,
    mayResend: ({ context }) => !context.waiting,
  },
  actions: {
    setCode: assign((_, params: { value: string }) => ({ code: params.value, codeError: null })),
    clearCode: assign({ code: '', codeError: null }),
    wait: assign({ waiting: true }),
    endWait: assign({ waiting: false }),
    refuse: assign(({ context }, params: { message: string | null }) => ({
      codeError: params.message,
      attempt: context.attempt + 1,
    })),
    requestCode: sendTo(CODE_REQUEST, ({ context }, params: CaptchaInput) => ({
      type: 'codeRequest.send' as const,
      email: context.email,
      captchaToken: params.captchaToken,
    })),
    replySent: enqueueActions(({ context, enqueue }) => {
      if (context.toasts) enqueue.sendParent(toastOf(context.toasts.codeSent));
      enqueue.sendParent({ type: 'codeEntry.sent' } satisfies CodeEntryReply);
    }),
    replyNotSent: enqueueActions(({ context, enqueue }, params: { error: unknown }) => {
      const say = context.toasts && (context.toasts.sendFailure ?? codeSendFailure);
      if (say) enqueue.sendParent(toastOf(say(params.error)));
      enqueue.sendParent({ type: 'codeEntry.notSent', ...params } satisfies CodeEntryReply);
    }),
    replyUnsent: enqueueActions(({ context, enqueue }, params: { error: unknown }) => {
      const say = context.toasts && (context.toasts.fault ?? failureToast);
      if (say) enqueue.sendParent(toastOf(say(params.error)));
      enqueue.sendParent({ type: 'codeEntry.unsent', ...params } satisfies CodeEntryReply);
    }),
    replyRefused: sendParent((_, params: { error: unknown }): CodeEntryReply => ({
      type: 'codeEntry.refused',
      ...params,
    })),
    replyAccepted: sendParent(({ context }, params: { output: unknown }): CodeEntryReply => ({
      type: 'codeEntry.accepted',
      code: normaliseCode(context.code),
      output: params.output,
    })),
    replyFailed: enqueueActions(({ context, enqueue }, params: { error: unknown }) => {
      const say = context.toasts && (context.toasts.checkFailure ?? failureToast);
      if (say) enqueue.sendParent(toastOf(say(params.error)));
      enqueue.sendParent({ type: 'codeEntry.failed', ...params } satisfies CodeEntryReply);
    }),
  },
}).createMachine({
  id: 'codeEntry',
  context: ({ input }) => ({
    email: input.email ?? '',
    sendFirst: input.sendFirst === true,
    code: input.code ?? '',
    codeError: input.codeError ?? null,
    attempt: 0,
    waiting: false,
    messages: { ...CODE_MESSAGES, ...input.messages },
    toasts: input.toasts ?? null,
    ...(input.captchaToken === undefined ? {} : { captchaToken: input.captchaToken }),
  }),
  // Lives as long as the step: sends the codes and counts down after a 429.
  invoke: { id: CODE_REQUEST, src: 'codeRequest' },
  // The wait after a 429 is over, in whatever state the step is.
  on: { 'codeRequest.ready': { actions: 'endWait' } },
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'sendsFirst', target: 'requesting' }, { target: 'entering' }] },
    /** The first code is on its way. */
    requesting: {
      entry: {
        type: 'requestCode',
        params: ({ context }) => ({ captchaToken: context.captchaToken }),
      },
      on: {
        'codeRequest.sent': { target: 'entering', actions: 'replySent' },
        'codeRequest.failed': [
          {
            guard: 'isRateLimited',
            target: 'entering',
            actions: ['wait', { type: 'replyNotSent', params: withError }],
          },
          { target: 'unsent', actions: { type: 'replyUnsent', params: withError } },
        ],
      },
    },
    entering: {
      on: {
        'code.type': { actions: { type: 'setCode', params: ({ event }) => event } },
        'code.submit': [
          {
            guard: 'isMalformed',
            actions: [
              {
                type: 'refuse',
                params: ({ context }) => ({ message: context.messages.malformed }),
              },
              { type: 'replyRefused', params: { error: null } },
            ],
          },
          { target: 'checking' },
        ],
        // Refused while the 429's wait runs (the button shows the countdown).
        'code.resend': { guard: 'mayResend', target: 'resending' },
      },
    },
    /** The field is read-only while the code is checked, and no new code is asked for. */
    checking: {
      invoke: {
        id: 'checkCode',
        src: 'checkCode',
        input: ({ context }) => ({ email: context.email, code: normaliseCode(context.code) }),
        onDone: {
          target: 'accepted',
          actions: { type: 'replyAccepted', params: ({ event }) => ({ output: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isRefusal', params: withError },
            target: 'entering',
            actions: [
              {
                type: 'refuse',
                params: ({ context, event }) => ({
                  message: refusalMessage(event.error, context.messages),
                }),
              },
              { type: 'replyRefused', params: withError },
            ],
          },
          // A fault (network, server): the code stays, to try again.
          { target: 'entering', actions: { type: 'replyFailed', params: withError } },
        ],
      },
    },
    /** 'Skicka ny kod': a new code replaces the one typed. */
    resending: {
      // The token of the 'Skicka ny kod' that got here (a token works once).
      entry: { type: 'requestCode', params: ({ event }) => ({ captchaToken: captchaOf(event) }) },
      on: {
        'codeRequest.sent': { target: 'entering', actions: ['clearCode', 'replySent'] },
        'codeRequest.failed': [
          {
            guard: 'isRateLimited',
            target: 'entering',
            actions: ['wait', { type: 'replyNotSent', params: withError }],
          },
          { target: 'entering', actions: { type: 'replyNotSent', params: withError } },
        ],
      },
    },
    accepted: { type: 'final' },
    /** The first code did not go out (not a 429): the parent goes back a step. */
    unsent: { type: 'final' },
  },
});

export type CodeEntryActor = ActorRefFrom<typeof codeEntryMachine>;
export type CodeEntrySnapshot = SnapshotFrom<typeof codeEntryMachine>;

export interface CodeEntryView {
  code: string;
  codeError: string | null;
  attempt: number;
  /** A code is on its way ('Skicka kod', 'Skicka ny kod'). */
  isSending: boolean;
  isChecking: boolean;
  /** The code may be typed and checked now (`code.type`, `code.submit`). */
  canSubmit: boolean;
  /** 'Skicka ny kod' may be pressed now: the machine accepts `code.resend` (not during a 429's wait). */
  canResend: boolean;
}

export const IDLE_CODE_ENTRY: CodeEntryView = {
  code: '',
  codeError: null,
  attempt: 0,
  isSending: false,
  isChecking: false,
  canSubmit: false,
  canResend: false,
};

export function selectCodeEntry(snapshot: CodeEntrySnapshot | undefined): CodeEntryView {
  if (!snapshot) return IDLE_CODE_ENTRY;
  const { code, codeError, attempt } = snapshot.context;
  return {
    code,
    codeError,
    attempt,
    isSending: snapshot.matches('requesting') || snapshot.matches('resending'),
    isChecking: snapshot.matches('checking') || snapshot.matches('accepted'),
    canSubmit: snapshot.can({ type: 'code.submit' }),
    canResend: snapshot.can({ type: 'code.resend' }),
  };
}

export const sameCodeEntry: (a: CodeEntryView, b: CodeEntryView) => boolean = sameView;
