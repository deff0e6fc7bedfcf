import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import { describe, expect, it } from 'vitest';
import { assign, setup, type AnyStateMachine } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { activeStateIds, guardLabel, machineDiagram } from '../../src/statecharts/diagram';
import {
  GRAPH_ID,
  edgeId,
  initialEdgeId,
  initialMarkerId,
  readLayout,
  toElkGraph,
  transitionLines,
} from '../../src/statecharts/elkGraph';
import { MACHINES } from '../../src/statecharts/machines';
import { machineInventory } from '../../src/statecharts/paths';

/** A small machine with every feature the diagram draws. */
const sample = setup({
  types: { events: {} as { type: 'go' } | { type: 'stop' } | { type: 'bump' } },
  delays: { later: 1_500 },
  guards: { isReady: () => true, isSet: () => true },
  actors: {},
  actions: { note: () => {}, bump: assign({}) },
}).createMachine({
  id: 'sample',
  initial: 'idle',
  on: { stop: '.done' },
  states: {
    idle: {
      on: {
        go: { guard: 'isReady', target: 'busy', actions: ['note', 'bump'] },
        bump: { actions: 'bump' },
      },
      after: { later: 'busy' },
    },
    busy: {
      type: 'parallel',
      states: {
        left: { initial: 'a', states: { a: { on: { go: 'b' } }, b: {} } },
        right: { initial: 'x', states: { x: { always: { guard: 'isSet', target: 'y' } }, y: {} } },
      },
      onDone: 'done',
    },
    done: { type: 'final' },
  },
});

/** Every node of an ELK graph, by id. */
function elkNodes(graph: ElkNode): Map<string, ElkNode> {
  const nodes = new Map<string, ElkNode>();
  const visit = (node: ElkNode) => {
    nodes.set(node.id, node);
    node.children?.forEach(visit);
  };
  visit(graph);
  return nodes;
}

const parents = (graph: ElkNode): Map<string, string> => {
  const map = new Map<string, string>();
  const visit = (node: ElkNode) =>
    node.children?.forEach((child) => {
      map.set(child.id, node.id);
      visit(child);
    });
  visit(graph);
  return map;
};

describe('machine → diagram', () => {
  it('has every state node and every transition definition of the machine', () => {
    const diagram = machineDiagram(sample);
    const inventory = machineInventory(sample);
    expect(diagram.states.map((s) => s.id)).toEqual(inventory.states);
    expect(diagram.transitions.map((t) => t.key).sort()).toEqual([...inventory.transitions].sort());
  });

  it('labels events, guards, actions, delays and kinds', () => {
    const diagram = machineDiagram(sample);
    const go = diagram.transitions.find((t) => t.key === 'sample.idle --go[0]-->');
    expect(go).toMatchObject({ event: 'go', guard: 'isReady', actions: ['note', 'bump'] });
    expect(transitionLines(go!)).toEqual(['go', '[isReady]', '/ note, bump']);
    const after = diagram.transitions.find((t) => t.kind === 'after');
    expect(after).toMatchObject({ delay: 'later (1500 ms)', event: 'after later (1500 ms)' });
    const always = diagram.transitions.find((t) => t.kind === 'always');
    expect(always).toMatchObject({
      event: 'always',
      guard: 'isSet',
      sourceId: 'sample.busy.right.x',
    });
    const bump = diagram.transitions.find((t) => t.eventType === 'bump');
    expect(bump).toMatchObject({ targetless: true, targetIds: [] });
    const kinds = Object.fromEntries(diagram.states.map((s) => [s.key, s.kind]));
    expect(kinds).toMatchObject({
      idle: 'atomic',
      busy: 'parallel',
      left: 'compound',
      done: 'final',
    });
    expect(diagram.states.find((s) => s.key === 'left')).toMatchObject({
      region: true,
      initialId: 'sample.busy.left.a',
    });
    expect(diagram.root.initialId).toBe('sample.idle');
  });

  it('names composite guards', () => {
    expect(guardLabel({ type: 'xstate.and', guards: ['a', { type: 'b' }] })).toBe('a && b');
    expect(guardLabel({ type: 'xstate.not', guards: ['a'] })).toBe('!a');
    expect(guardLabel(undefined)).toBeNull();
  });

  it('finds the active state nodes of a snapshot value', () => {
    expect(activeStateIds(sample, { busy: { left: 'a', right: 'y' } })).toEqual([
      'sample',
      'sample.busy',
      'sample.busy.left',
      'sample.busy.left.a',
      'sample.busy.right',
      'sample.busy.right.y',
    ]);
  });
});

describe('diagram → ELK input', () => {
  const graph = toElkGraph(machineDiagram(sample), (text) => text.length * 10);
  const nodes = elkNodes(graph);
  const parentOf = parents(graph);

  it('nests every state in its parent, the machine inside the top graph', () => {
    expect(parentOf.get('sample')).toBe(GRAPH_ID);
    for (const node of getStateNodes(sample.root)) {
      expect(parentOf.get(node.id), node.id).toBe(node.parent?.id);
    }
  });

  it('sizes leaves from their text and leaves containers to the layout', () => {
    expect(nodes.get('sample.idle')).toMatchObject({ width: 72, height: 34 });
    expect(nodes.get('sample.busy')?.width).toBeUndefined();
    expect(nodes.get('sample.busy')?.layoutOptions?.['elk.padding']).toMatch(/^\[top=38,/);
  });

  it('adds an initial marker with its edge for the root and each compound state', () => {
    for (const id of ['sample', 'sample.busy.left', 'sample.busy.right']) {
      expect(parentOf.get(initialMarkerId(id))).toBe(id);
      expect(graph.edges?.find((e) => e.id === initialEdgeId(id))?.targets).toHaveLength(1);
    }
    expect(nodes.has(initialMarkerId('sample.busy'))).toBe(false);
  });

  it('makes one labelled edge per transition target, a loop for a targetless one', () => {
    const byId = new Map((graph.edges ?? []).map((e): [string, ElkExtendedEdge] => [e.id, e]));
    const go = byId.get(edgeId('sample.idle --go[0]-->', 0));
    expect(go).toMatchObject({ sources: ['sample.idle'], targets: ['sample.busy'] });
    expect(go?.labels?.[0]).toMatchObject({
      text: 'go\n[isReady]\n/ note, bump',
      width: 12 * 10 + 8,
      height: 3 * 16 + 4,
    });
    const bump = byId.get(edgeId('sample.idle --bump[0]-->', 0));
    expect(bump).toMatchObject({ sources: ['sample.idle'], targets: ['sample.idle'] });
    // Root-level transitions start at the machine's node.
    expect(byId.get(edgeId('sample --stop[0]-->', 0))?.sources).toEqual(['sample']);
  });

  it('asks for layered layout with hierarchical edges and absolute coordinates', () => {
    expect(graph.layoutOptions).toMatchObject({
      'elk.algorithm': 'layered',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
    });
  });
});

describe('elkjs lays out every machine of src/machines', () => {
  const elk = new ELK();

  it.each(MACHINES.map((entry) => [entry.machine.id, entry.machine] as const))(
    '%s: a box for every state, a route for every transition',
    async (_id, machine: AnyStateMachine) => {
      const diagram = machineDiagram(machine);
      const layout = readLayout(await elk.layout(toElkGraph(diagram)));
      for (const state of diagram.states) {
        const box = layout.nodes[state.id];
        expect(box?.width, state.id).toBeGreaterThan(0);
        const parent = layout.nodes[state.parentId];
        // Children sit inside their container (absolute coordinates).
        if (parent && box) {
          expect(box.x, state.id).toBeGreaterThanOrEqual(parent.x);
          expect(box.y, state.id).toBeGreaterThanOrEqual(parent.y);
          expect(box.x + box.width, state.id).toBeLessThanOrEqual(parent.x + parent.width + 0.5);
        }
      }
      for (const t of diagram.transitions) {
        const edge = layout.edges[edgeId(t.key, 0)];
        expect(edge?.points.length, t.key).toBeGreaterThanOrEqual(2);
        expect(edge?.label, t.key).not.toBeNull();
      }
    },
  );
});
