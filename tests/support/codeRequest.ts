/**
 * Test doubles for the `codeRequest` child that /login, /register, /verify and the landing quiz
 * invoke. In model-based replays the child is a recorder: it keeps every `codeRequest.send` it is
 * sent and never answers, so the paths carry the replies (`codeRequest.sent` / `codeRequest.failed`)
 * as events. In the model replays (tests/support/modelReplay.ts) the child asks the model's
 * backend (`answeringCodeRequest`) and replies as the real one does. In behaviour tests the real
 * machine runs with a fake `sendCode`.
 */
import { fromCallback, fromPromise, setup } from 'xstate';
import {
  codeRequestMachine,
  type CodeRequest,
  type CodeRequestEvent,
} from '../../src/machines/codeRequest';
import type { Calls } from './modelReplay';

/**
 * A child that records what the parent asks it to send and never replies. Typed as the real
 * machine so it can be provided in its place (it accepts the same events).
 */
export function recordingCodeRequest(
  record: (request: CodeRequest) => void,
): typeof codeRequestMachine {
  const recorder = setup({ types: { events: {} as CodeRequestEvent } }).createMachine({
    id: 'codeRequestRecorder',
    on: {
      'codeRequest.send': {
        actions: ({ event }) => {
          const { type: _type, ...request } = event;
          record(request);
        },
      },
    },
  });
  return recorder as unknown as typeof codeRequestMachine;
}

/** The real code-request machine with `sendCode` replaced. */
export function codeRequestWith(sendCode: (request: CodeRequest) => Promise<void>) {
  return codeRequestMachine.provide({
    actors: { sendCode: fromPromise<void, CodeRequest>(({ input }) => sendCode(input)) },
  });
}

/**
 * A child that asks `calls` (the model's backend answers) for every request and replies to its
 * parent as the real machine does: `codeRequest.sent` or `codeRequest.failed` with the error.
 * Stopping it (the parent left the state that invoked it) leaves its request unanswered. The
 * cooldown after a 429 is the real machine's own (tests/machines/codeRequest.machine.test.ts).
 */
export function answeringCodeRequest(calls: Calls<CodeRequest, void>): typeof codeRequestMachine {
  const child = fromCallback<CodeRequestEvent>(({ receive, sendBack }) => {
    const stopped = new AbortController();
    receive((event) => {
      if (event.type !== 'codeRequest.send') return;
      const { type: _type, ...request } = event;
      calls.call(request, stopped.signal).then(
        () => sendBack({ type: 'codeRequest.sent', email: request.email }),
        (error: unknown) => sendBack({ type: 'codeRequest.failed', error }),
      );
    });
    return () => stopped.abort();
  });
  return child as unknown as typeof codeRequestMachine;
}
