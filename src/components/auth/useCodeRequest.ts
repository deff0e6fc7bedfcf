import { useSelector } from '@xstate/react';
import {
  IDLE_CODE_REQUEST,
  sameCodeRequest,
  selectCodeRequest,
  type CodeRequestActor,
  type CodeRequestView,
} from '../../machines/codeRequest';

/**
 * Whether a code is on its way and how long the 429 cooldown still runs, read from the
 * code-request child a page machine invokes (read by the machine's typed child id, e.g.
 * `snapshot.children[CODE_REQUEST]`).
 */
export function useCodeRequest(child: CodeRequestActor | undefined): CodeRequestView {
  const view = useSelector(child, selectCodeRequest, sameCodeRequest);
  return child ? view : IDLE_CODE_REQUEST;
}
