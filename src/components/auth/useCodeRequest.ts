import { useSelector } from '@xstate/react';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import {
  IDLE_CODE_REQUEST,
  sameCodeRequest,
  selectCodeRequest,
  type CodeRequestView,
  type codeRequestMachine,
} from '../../machines/codeRequest';

interface WithCodeRequest {
  children: { codeRequest?: ActorRefFrom<typeof codeRequestMachine> };
}

/**
 * Whether a code is on its way and how long the 429 cooldown still runs, read from the
 * `codeRequest` actor a page machine invokes (`snapshot.children.codeRequest`).
 */
export function useCodeRequest(actor: AnyActorRef): CodeRequestView {
  const child = useSelector(actor, (snapshot: WithCodeRequest) => snapshot.children.codeRequest);
  const view = useSelector(child, selectCodeRequest, sameCodeRequest);
  return child ? view : IDLE_CODE_REQUEST;
}
