import { useSelector } from '@xstate/react';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import {
  IDLE_CODE_REQUEST,
  sameCodeRequest,
  selectCodeRequest,
  type CodeRequestView,
  type codeRequestMachine,
} from '../../machines/codeRequest';

interface WithCodeRequests {
  children: Record<string, ActorRefFrom<typeof codeRequestMachine> | undefined>;
}

/**
 * Whether a code is on its way and how long the 429 cooldown still runs, read from the
 * code-request actor a page machine invokes (`snapshot.children.codeRequest`, or the child `id`).
 */
export function useCodeRequest(actor: AnyActorRef, id = 'codeRequest'): CodeRequestView {
  const child = useSelector(actor, (snapshot: WithCodeRequests) => snapshot.children[id]);
  const view = useSelector(child, selectCodeRequest, sameCodeRequest);
  return child ? view : IDLE_CODE_REQUEST;
}
