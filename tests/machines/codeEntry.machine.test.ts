/**
 * The code step every code form invokes (src/machines/codeEntry.ts). Model-based: paths generated
 * from an independent model of what the visitor does (types, submits, asks for a new code) and
 * what the server answers (the code went out, a 429, a fault; the code is right, wrong, expired,
 * void, or the check failed), replayed on a real actor whose code requests and checks wait for
 * the model's answer; after every step the field, its message, what was sent and checked, and what
 * the parent heard are compared with the model. Messages are the spec's and README's texts.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, setup, type ActorRefFrom } from 'xstate';
import {
  CODE_ENTRY,
  codeEntryMachine,
  selectCodeEntry,
  type CheckCodeInput,
  type CodeEntryInput,
  type CodeEntryReply,
  type CodeEntryToasts,
} from '../../src/machines/codeEntry';
import type { CodeRequest } from '../../src/machines/codeRequest';
import { ServiceError } from '../../src/services/result';
import { answeringCodeRequest } from '../support/codeRequest';
import { Calls, MachineReach, replayModel, type Model } from '../support/modelReplay';

const ANNA = 'anna@example.se';
const NETWORK = new ServiceError({ kind: 'network' });
const RATE_LIMITED = new ServiceError({ kind: 'rate_limited', status: 429, retryAfterSeconds: 42 });
const refusal = (code: string) => new ServiceError({ kind: 'invalid', code });

/** The one set of messages beside a code field. */
const MALFORMED = 'Ange den 6-siffriga koden från e-postmeddelandet.';
const WRONG = 'Koden stämmer inte eller har gått ut. Kontrollera den eller skicka en ny kod.';
const EXPIRED = 'Koden har gått ut eller har redan använts. Begär en ny kod.';
const VOID = 'För många felaktiga försök. Begär en ny kod.';
/** What the server's refusals say beside the field. */
const REFUSALS: { error: ServiceError; message: string }[] = [
  { error: refusal('otp_expired'), message: WRONG },
  { error: refusal('code_expired'), message: EXPIRED },
  { error: refusal('code_void'), message: VOID },
  { error: RATE_LIMITED, message: VOID },
];

type Happening =
  | { type: 'type'; value: string }
  | { type: 'submit' }
  | { type: 'resend' }
  | { type: 'server.sent' }
  | { type: 'server.sendFails'; error: ServiceError }
  /** The code request's wait after a 429 is over (the child says `codeRequest.ready`). */
  | { type: 'server.waitOver' }
  | { type: 'server.accepted' }
  | { type: 'server.refused'; error: ServiceError }
  | { type: 'server.checkFails' };

type Phase = 'requesting' | 'entering' | 'checking' | 'resending' | 'accepted' | 'unsent';

/** What the parent hears (its type, and the error or code it carries). */
type Heard = { type: string; error?: unknown; code?: string } | null;

/** A toast as the parent shows it. */
type Toast = { title: string; description?: string; variant?: 'destructive' };

/**
 * A parent's words for the step's toasts (the test's own: what a parent gives is what the step
 * says), each failure naming the fault it was given.
 */
const WORDS = {
  codeSent: { title: 'Kod skickad', description: 'Koden är på väg till anna@example.se.' },
  sendFailure: (error: unknown) => ({ title: 'Ingen ny kod', description: faultOf(error) }),
  fault: (error: unknown) => ({ title: 'Ingen kod', description: faultOf(error) }),
  checkFailure: (error: unknown) => ({
    title: 'Koden kunde inte prövas',
    description: faultOf(error),
  }),
} satisfies CodeEntryToasts;
const faultOf = (error: unknown) => (error instanceof ServiceError ? error.kind : 'okänt');

interface EntryModel {
  phase: Phase;
  code: string;
  codeError: string | null;
  attempt: number;
  /** A 429's wait runs: no new code may be asked for. */
  waiting: boolean;
  /** What the last happening did. */
  asked: boolean;
  checked: string | null;
  heard: Heard;
  /** The toast the step said just before its reply, in the parent's words (none without them). */
  toast: Toast | null;
}

const sixDigits = (value: string) => /^\d{6}$/u.test(value.replace(/\s+/gu, ''));

function entryModel(sendFirst: boolean, words: typeof WORDS | null): Model<EntryModel, Happening> {
  // Without words the step says nothing: its parent's own request sends the codes.
  const say = <A extends unknown[]>(toast: (...args: A) => Toast, ...args: A) =>
    words ? toast(...args) : null;
  return {
    name: `codeEntry (${sendFirst ? 'sends the first code' : 'a code was mailed before'}, ${words ? 'with' : 'without'} toasts)`,
    initial: {
      phase: sendFirst ? 'requesting' : 'entering',
      code: '',
      codeError: null,
      attempt: 0,
      waiting: false,
      asked: sendFirst,
      checked: null,
      heard: null,
      toast: null,
    },
    events: (model) => {
      const waitOver: Happening[] = model.waiting ? [{ type: 'server.waitOver' }] : [];
      switch (model.phase) {
        case 'requesting':
        case 'resending':
          return [
            { type: 'server.sent' },
            { type: 'server.sendFails', error: RATE_LIMITED },
            { type: 'server.sendFails', error: NETWORK },
            ...waitOver,
          ];
        case 'entering':
          return [
            { type: 'type', value: '12' },
            { type: 'type', value: '123 456' },
            { type: 'submit' },
            { type: 'resend' },
            ...waitOver,
          ];
        case 'checking':
          return [
            ...waitOver,
            { type: 'server.accepted' },
            ...REFUSALS.map(({ error }): Happening => ({ type: 'server.refused', error })),
            { type: 'server.checkFails' },
          ];
        default:
          return [];
      }
    },
    step: (previous, event) => {
      const model: EntryModel = {
        ...previous,
        asked: false,
        checked: null,
        heard: null,
        toast: null,
      };
      switch (event.type) {
        case 'type':
          return { ...model, code: event.value, codeError: null };
        case 'submit':
          // Anything but six digits never reaches the server; focus goes back to the field.
          return sixDigits(model.code)
            ? { ...model, phase: 'checking', checked: model.code.replace(/\s+/gu, '') }
            : {
                ...model,
                codeError: MALFORMED,
                attempt: model.attempt + 1,
                heard: { type: 'codeEntry.refused', error: null },
              };
        case 'resend':
          // During a 429's wait the step refuses it: nothing is asked for.
          return model.waiting ? model : { ...model, phase: 'resending', asked: true };
        case 'server.waitOver':
          return { ...model, waiting: false };
        case 'server.sent':
          // A new code replaces the one typed.
          return {
            ...model,
            phase: 'entering',
            ...(model.phase === 'resending' ? { code: '', codeError: null } : {}),
            heard: { type: 'codeEntry.sent' },
            toast: say(() => WORDS.codeSent),
          };
        case 'server.sendFails':
          // After a 429 the last code still works; a first code that did not go out ends the step.
          if (model.phase === 'requesting' && event.error !== RATE_LIMITED)
            return {
              ...model,
              phase: 'unsent',
              heard: { type: 'codeEntry.unsent', error: event.error },
              toast: say(WORDS.fault, event.error),
            };
          return {
            ...model,
            phase: 'entering',
            waiting: model.waiting || event.error === RATE_LIMITED,
            heard: { type: 'codeEntry.notSent', error: event.error },
            toast: say(WORDS.sendFailure, event.error),
          };
        case 'server.accepted':
          return {
            ...model,
            phase: 'accepted',
            heard: { type: 'codeEntry.accepted', code: model.code.replace(/\s+/gu, '') },
          };
        case 'server.refused': {
          const message = REFUSALS.find(({ error }) => error === event.error)?.message ?? null;
          return {
            ...model,
            phase: 'entering',
            codeError: message,
            attempt: model.attempt + 1,
            heard: { type: 'codeEntry.refused', error: event.error },
          };
        }
        case 'server.checkFails':
          // A fault: the code stays to try again, and the step says so.
          return {
            ...model,
            phase: 'entering',
            heard: { type: 'codeEntry.failed', error: NETWORK },
            toast: say(WORDS.checkFailure, NETWORK),
          };
      }
    },
    // The refused submits count on (each moves focus); that one was counted is what matters.
    serialize: ({ asked: _a, checked: _c, heard: _h, toast: _t, attempt, ...state }) =>
      JSON.stringify({ ...state, counted: attempt > 0 }),
    describe: (event) =>
      event.type === 'type'
        ? `type '${event.value}'`
        : 'error' in event
          ? `${event.type} ${event.error.code ?? event.error.kind}`
          : event.type,
  };
}

/**
 * The step as a page machine invokes it: a parent that starts it with the id CODE_ENTRY and
 * records every reply it hears (the step's own `sendParent` replies, no doubles).
 */
function start(input: CodeEntryInput, reach: MachineReach) {
  const codes = new Calls<CodeRequest, void>('sendCode');
  const checks = new Calls<CheckCodeInput, unknown>('checkCode');
  const heard = vi.fn<(reply: CodeEntryReply) => void>();
  const step = codeEntryMachine.provide({
    actors: {
      codeRequest: answeringCodeRequest(codes),
      checkCode: fromPromise<unknown, CheckCodeInput>(({ input: checked, signal }) =>
        checks.call(checked, signal),
      ),
    },
  });
  const parent = setup({
    types: { events: {} as CodeEntryReply, children: {} as { [CODE_ENTRY]: 'step' } },
    actors: { step },
  }).createMachine({
    invoke: { id: CODE_ENTRY, src: 'step', input },
    on: { 'codeEntry.*': { actions: ({ event }) => heard(event) } },
  });
  const root = createActor(parent, { inspect: reach.inspect }).start();
  const actor = root.getSnapshot().children[CODE_ENTRY] as ActorRefFrom<typeof step>;
  return { root, actor, codes, checks, heard };
}

const OUTPUT = { accepted: true };

describe('codeEntry machine (model-based)', () => {
  it('agrees with the model of the code step on every path, with and without a first code, with and without toasts', async () => {
    const reach = new MachineReach();
    for (const [sendFirst, words] of [
      [true, null],
      [false, null],
      [true, WORDS],
      [false, WORDS],
    ] as const) {
      await replayModel(entryModel(sendFirst, words), {
        reach,
        start: (r) => start({ email: ANNA, sendFirst, ...(words ? { toasts: words } : {}) }, r),
        beforeStep: (h) => {
          h.codes.clear();
          h.checks.clear();
          h.heard.mockClear();
        },
        act: (h, event) => {
          switch (event.type) {
            case 'type':
              return h.actor.send({ type: 'code.type', value: event.value });
            case 'submit':
              return h.actor.send({ type: 'code.submit' });
            case 'resend':
              return h.actor.send({ type: 'code.resend' });
            case 'server.sent':
              return h.codes.resolve();
            case 'server.sendFails':
              return h.codes.reject(event.error);
            case 'server.waitOver':
              return h.actor.send({ type: 'codeRequest.ready' });
            case 'server.accepted':
              return h.checks.resolve(OUTPUT);
            case 'server.refused':
              return h.checks.reject(event.error);
            case 'server.checkFails':
              return h.checks.reject(NETWORK);
          }
        },
        check: (h, model, event) => {
          const snapshot = h.actor.getSnapshot();
          expect(snapshot.value).toBe(model.phase);
          expect(selectCodeEntry(snapshot)).toEqual({
            code: model.code,
            codeError: model.codeError,
            attempt: model.attempt,
            isSending: model.phase === 'requesting' || model.phase === 'resending',
            isChecking: model.phase === 'checking' || model.phase === 'accepted',
            canSubmit: model.phase === 'entering',
            canResend: model.phase === 'entering' && !model.waiting,
          });
          // At the start the first request is already out; later, what this step asked for.
          if (event !== null) {
            expect(h.codes.inputs).toEqual(model.asked ? [{ email: ANNA }] : []);
            expect(h.checks.inputs).toEqual(
              model.checked ? [{ email: ANNA, code: model.checked }] : [],
            );
          }
          const heard = model.heard
            ? model.heard.type === 'codeEntry.accepted'
              ? [[{ ...model.heard, output: OUTPUT }]]
              : [[model.heard]]
            : [];
          // The toast comes just before the reply it goes with.
          const toast = model.toast ? [[{ type: 'codeEntry.toast', toast: model.toast }]] : [];
          expect(h.heard.mock.calls).toEqual([...toast, ...heard]);
        },
        stop: (h) => h.root.stop(),
      });
    }
    reach.expectAll(codeEntryMachine);
  });

  it('says a failure in the common words where its parent gives only the sent toast', async () => {
    const heard = (h: ReturnType<typeof start>) =>
      h.heard.mock.calls
        .map(([reply]) => reply)
        .filter((reply) => reply.type === 'codeEntry.toast');
    const first = start(
      { email: ANNA, sendFirst: true, toasts: { codeSent: WORDS.codeSent } },
      new MachineReach(),
    );
    first.codes.reject(RATE_LIMITED);
    await vi.waitFor(() => expect(first.actor.getSnapshot().value).toBe('entering'));
    first.actor.send({ type: 'code.type', value: '123456' });
    first.actor.send({ type: 'code.submit' });
    await vi.waitFor(() => expect(first.checks.inputs).toHaveLength(1));
    first.checks.reject(NETWORK);
    await vi.waitFor(() => expect(heard(first)).toHaveLength(2));
    expect(heard(first)).toEqual([
      // After a 429 the last code still works: how long to wait.
      {
        type: 'codeEntry.toast',
        toast: {
          title: 'Ett fel uppstod',
          description: 'En kod skickades nyss. Vänta 42 sekunder innan du begär en ny.',
          variant: 'destructive',
        },
      },
      {
        type: 'codeEntry.toast',
        toast: {
          title: 'Ett fel uppstod',
          description: 'Kunde inte nå servern. Kontrollera din internetanslutning och försök igen.',
          variant: 'destructive',
        },
      },
    ]);
    first.root.stop();
  });

  it("takes a form's own wording where it differs from the one set", async () => {
    const { root, actor, checks } = start(
      { email: ANNA, messages: { malformed: 'Ogiltig', wrong: 'Fel kod' } },
      new MachineReach(),
    );
    actor.send({ type: 'code.submit' });
    expect(actor.getSnapshot().context.codeError).toBe('Ogiltig');
    actor.send({ type: 'code.type', value: '123456' });
    actor.send({ type: 'code.submit' });
    checks.reject(refusal('otp_expired'));
    await vi.waitFor(() => expect(actor.getSnapshot().context.codeError).toBe('Fel kod'));
    root.stop();
  });
});
