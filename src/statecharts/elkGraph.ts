/**
 * Diagram model → layout input for elkjs (`layered`, hierarchical edges) and elkjs's answer →
 * positions to draw. Pure: the worker (layout.worker.ts) runs ELK, the Vitest suite runs both
 * halves in Node.
 *
 * Every state node is an ELK node (containers hold their children, so nested and parallel states
 * are laid out inside them); each compound state also gets a small initial-marker node with an
 * edge to its initial child. A transition becomes one edge per target (a targetless one a loop on
 * its source), all defined at the top with `INCLUDE_CHILDREN`, so ELK routes across containers.
 * Coordinates come back absolute (`elk.json.shapeCoords` / `edgeCoords` = ROOT).
 */
import type { ElkExtendedEdge, ElkLabel, ElkNode } from 'elkjs/lib/elk-api';
import type { Diagram, DiagramState, DiagramTransition } from './diagram';

/** Text widths in px: the worker has no DOM, so widths are estimated per character. */
export type Measure = (text: string, kind: 'title' | 'text') => number;

export const FONT = { title: 14, text: 12, line: 16 } as const;

export const estimateWidth: Measure = (text, kind) =>
  Math.ceil(text.length * (kind === 'title' ? 8.2 : 6.7));

const PAD = 12;
const HEADER = 30;
const MARKER = 14;
export const GRAPH_ID = '__graph';

/** The id of a compound state's initial marker, and of its edge to the initial child. */
export const initialMarkerId = (stateId: string) => `${stateId}#initial`;
export const initialEdgeId = (stateId: string) => `${stateId}#initial-edge`;
/** The unseen edge that stacks a parallel state's regions. */
export const orderEdgeId = (stateId: string, index: number) => `${stateId}#order-${index}`;
/** The id of the edge drawing a transition to its `index`th target. */
export const edgeId = (key: string, index: number) => `${key}#${index}`;

/** The lines of a state's header: its name, then one line per invoked actor. */
export function stateLines(state: DiagramState): { title: string; lines: string[] } {
  const title = state.kind === 'history' ? `H${state.history === 'deep' ? '*' : ''}` : state.key;
  return { title, lines: state.invokes.map((invoke) => `▶ ${invoke}`) };
}

/** Actions wrapped to short lines, so a long list makes a label taller, not wider. */
function actionLines(actions: readonly string[], width = 30): string[] {
  const lines: string[] = [];
  let line = '/';
  for (const [index, action] of actions.entries()) {
    const piece = `${action}${index < actions.length - 1 ? ',' : ''}`;
    if (line !== '/' && line.length + 1 + piece.length > width) {
      lines.push(line);
      line = ' ';
    }
    line = `${line} ${piece}`;
  }
  lines.push(line);
  return lines;
}

/** The lines of a transition's label: event, `[guard]`, `/ actions`. */
export function transitionLines(t: DiagramTransition): string[] {
  const lines = [t.event];
  if (t.guard) lines.push(`[${t.guard}]`);
  if (t.actions.length > 0) lines.push(...actionLines(t.actions));
  return lines;
}

function labelOf(lines: readonly string[], measure: Measure): ElkLabel {
  return {
    text: lines.join('\n'),
    width: Math.max(...lines.map((line) => measure(line, 'text'))) + 8,
    height: lines.length * FONT.line + 4,
  };
}

function headerHeight(state: DiagramState): number {
  return HEADER + state.invokes.length * FONT.line;
}

function headerWidth(state: DiagramState, measure: Measure): number {
  const { title, lines } = stateLines(state);
  return Math.max(measure(title, 'title'), ...lines.map((line) => measure(line, 'text'))) + 2 * PAD;
}

/** Spacing, set on every container: ELK reads it from each node's own parent. */
const SPACING = {
  'elk.spacing.nodeNode': '16',
  'elk.layered.spacing.nodeNodeBetweenLayers': '20',
  'elk.spacing.edgeLabel': '2',
  'elk.spacing.edgeNode': '8',
  'elk.spacing.edgeEdge': '6',
  'elk.layered.spacing.edgeNodeBetweenLayers': '8',
  'elk.layered.spacing.edgeEdgeBetweenLayers': '6',
} as const;

/** The ELK graph of a diagram. */
export function toElkGraph(diagram: Diagram, measure: Measure = estimateWidth): ElkNode {
  const children = new Map<string, DiagramState[]>();
  for (const state of diagram.states) {
    const list = children.get(state.parentId) ?? [];
    list.push(state);
    children.set(state.parentId, list);
  }
  const edges: ElkExtendedEdge[] = [];

  const nodeOf = (state: DiagramState): ElkNode => {
    const kids = children.get(state.id) ?? [];
    if (kids.length === 0) {
      if (state.kind === 'history') return { id: state.id, width: 32, height: 32 };
      const { lines } = stateLines(state);
      return {
        id: state.id,
        width: Math.max(72, headerWidth(state, measure)),
        height: 34 + lines.length * FONT.line,
      };
    }
    const nested: ElkNode[] = kids.map(nodeOf);
    if (state.initialId) {
      nested.unshift({ id: initialMarkerId(state.id), width: MARKER, height: MARKER });
      edges.push({
        id: initialEdgeId(state.id),
        sources: [initialMarkerId(state.id)],
        targets: [state.initialId],
      });
    }
    if (state.kind === 'parallel') {
      // Regions have no edges between them; unseen edges put them one below the other instead
      // of side by side, so a parallel state stays as wide as its widest region.
      kids.slice(1).forEach((region, index) => {
        edges.push({
          id: orderEdgeId(state.id, index),
          sources: [kids[index]?.id ?? region.id],
          targets: [region.id],
        });
      });
    }
    return {
      id: state.id,
      children: nested,
      layoutOptions: {
        ...SPACING,
        'elk.padding': `[top=${headerHeight(state) + 8},left=${PAD},bottom=${PAD},right=${PAD}]`,
        'elk.nodeSize.constraints': 'MINIMUM_SIZE',
        'elk.nodeSize.minimum': `(${headerWidth(state, measure)}, ${headerHeight(state) + 24})`,
      },
    };
  };

  const root = nodeOf(diagram.root);
  for (const t of diagram.transitions) {
    const targets = t.targetless ? [t.sourceId] : t.targetIds;
    targets.forEach((target, index) => {
      edges.push({
        id: edgeId(t.key, index),
        sources: [t.sourceId],
        targets: [target],
        labels: [labelOf(transitionLines(t), measure)],
      });
    });
  }
  return {
    id: GRAPH_ID,
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.direction': 'DOWN',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      'elk.padding': '[top=8,left=8,bottom=8,right=8]',
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
      ...SPACING,
    },
    children: [root],
    edges,
  };
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface EdgeLayout {
  id: string;
  points: { x: number; y: number }[];
  label: Box | null;
}

export interface DiagramLayout {
  width: number;
  height: number;
  nodes: Record<string, Box>;
  edges: Record<string, EdgeLayout>;
}

const boxOf = (shape: { x?: number; y?: number; width?: number; height?: number }): Box => ({
  x: shape.x ?? 0,
  y: shape.y ?? 0,
  width: shape.width ?? 0,
  height: shape.height ?? 0,
});

/** Positions of every node and edge in ELK's answer (absolute coordinates). */
export function readLayout(graph: ElkNode): DiagramLayout {
  const layout: DiagramLayout = {
    width: graph.width ?? 0,
    height: graph.height ?? 0,
    nodes: {},
    edges: {},
  };
  const visit = (node: ElkNode) => {
    if (node.id !== GRAPH_ID) layout.nodes[node.id] = boxOf(node);
    for (const edge of node.edges ?? []) {
      const points = (edge.sections ?? []).flatMap((section) => [
        section.startPoint,
        ...(section.bendPoints ?? []),
        section.endPoint,
      ]);
      const label = edge.labels?.[0];
      layout.edges[edge.id] = {
        id: edge.id,
        points: points.map(({ x, y }) => ({ x, y })),
        label: label ? boxOf(label) : null,
      };
    }
    for (const child of node.children ?? []) visit(child);
  };
  visit(graph);
  return layout;
}
