/**
 * Test doubles for the `codeRequest` child that /login, /register, /verify and the landing quiz
 * invoke. In model-based replays the child is a recorder: it keeps every `codeRequest.send` it is
 * sent and never answers, so the paths carry the replies (`codeRequest.sent` / `codeRequest.failed`)
 * as events. In behaviour tests the real machine runs with a fake `sendCode`.
 */
import { fromPromise, setup } from 'xstate';
import {
  codeRequestMachine,
  type CodeRequest,
  type CodeRequestEvent,
} from '../../src/machines/codeRequest';

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
