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
}

const sixDigits = (value: string) => /^\d{6}$/u.test(value.replace(/\s+/gu, ''));

function entryModel(sendFirst: boolean): Model<EntryModel, Happening> {
  return {
    name: sendFirst ? 'codeEntry (sends the first code)' : 'codeEntry (a code was mailed before)',
    initial: {
      phase: sendFirst ? 'requesting' : 'entering',
      code: '',
      codeError: null,
      attempt: 0,
      waiting: false,
      asked: sendFirst,
      checked: null,
      heard: null,
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
      const model: EntryModel = { ...previous, asked: false, checked: null, heard: null };
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
          };
        case 'server.sendFails':
          // After a 429 the last code still works; a first code that did not go out ends the step.
          if (model.phase === 'requesting' && event.error !== RATE_LIMITED)
            return {
              ...model,
              phase: 'unsent',
              heard: { type: 'codeEntry.unsent', error: event.error },
            };
          return {
            ...model,
            phase: 'entering',
            waiting: model.waiting || event.error === RATE_LIMITED,
            heard: { type: 'codeEntry.notSent', error: event.error },
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
          // A fault: the code stays to try again, the parent shows its toast.
          return {
            ...model,
            phase: 'entering',
            heard: { type: 'codeEntry.failed', error: NETWORK },
          };
      }
    },
    // The refused submits count on (each moves focus); that one was counted is what matters.
    serialize: ({ asked: _a, checked: _c, heard: _h, attempt, ...state }) =>
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
  it('agrees with the model of the code step on every path, with and without a first code', async () => {
    const reach = new MachineReach();
    for (const sendFirst of [true, false]) {
      await replayModel(entryModel(sendFirst), {
        reach,
        start: (r) => start({ email: ANNA, sendFirst }, r),
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
          expect(h.heard.mock.calls).toEqual(heard);
        },
        stop: (h) => h.root.stop(),
      });
    }
    reach.expectAll(codeEntryMachine);
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
