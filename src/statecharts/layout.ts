/**
 * Lays out diagrams in one shared web worker (created on first use), one request at a time in
 * the worker's queue; each answer is matched to its request by id.
 */
import type { ElkNode } from 'elkjs/lib/elk-api';
import type { Diagram } from './diagram';
import { readLayout, toElkGraph, type DiagramLayout } from './elkGraph';
import type { LayoutReply, LayoutRequest } from './layoutProtocol';
import LayoutWorker from './layout.worker?worker';

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<
  number,
  { resolve: (graph: ElkNode) => void; reject: (e: Error) => void }
>();

function layoutWorker(): Worker {
  if (worker) return worker;
  const created = new LayoutWorker();
  created.onmessage = (event: MessageEvent<LayoutReply>) => {
    const reply = event.data;
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (reply.ok) waiting.resolve(reply.graph);
    else waiting.reject(new Error(reply.message));
  };
  created.onerror = (event) => {
    for (const waiting of pending.values()) waiting.reject(new Error(event.message));
    pending.clear();
    worker = null;
  };
  worker = created;
  return created;
}

/** The positions of a diagram's states and transitions, computed by elkjs in the worker. */
export function layoutDiagram(diagram: Diagram): Promise<DiagramLayout> {
  const request: LayoutRequest = { id: nextId++, graph: toElkGraph(diagram) };
  return new Promise<ElkNode>((resolve, reject) => {
    pending.set(request.id, { resolve, reject });
    layoutWorker().postMessage(request);
  }).then(readLayout);
}
