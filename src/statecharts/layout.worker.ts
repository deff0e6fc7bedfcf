/**
 * The layout worker: runs elkjs (its bundled build, in this thread) on the graphs toElkGraph
 * makes, so laying out a large machine never blocks the page.
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkNode } from 'elkjs/lib/elk-api';
import type { LayoutReply, LayoutRequest } from './layoutProtocol';

interface WorkerScope {
  onmessage: ((event: MessageEvent<LayoutRequest>) => void) | null;
  postMessage: (message: LayoutReply) => void;
}

// Constructing ELK loads its own worker shim, which claims `onmessage`; ours is set after it.
const elk = new ELK();
const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  const { id, graph } = event.data;
  elk.layout(graph).then(
    (result: ElkNode) => scope.postMessage({ id, ok: true, graph: result }),
    (error: unknown) =>
      scope.postMessage({
        id,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      }),
  );
};
