import type { ElkNode } from 'elkjs/lib/elk-api';

/** A graph for the layout worker, and its answer. */
export interface LayoutRequest {
  id: number;
  graph: ElkNode;
}

export type LayoutReply =
  { id: number; ok: true; graph: ElkNode } | { id: number; ok: false; message: string };
