/**
 * A machine's own definition as a diagram model: every state node (nested and parallel states as
 * containers) and every transition definition, labelled with its event, guard, actions and delay.
 * Read from the machine's state nodes, never from a hand-kept copy; transitions carry the same
 * key as the model-based coverage (`transitionKey`), so the live view and the test paths name
 * them alike.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { transitionKey, type Transitionish } from './keys';

export { isStateMachine } from './keys';

export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface DiagramState {
  id: string;
  key: string;
  /** The parent's id; the machine's root for top-level states. */
  parentId: string;
  kind: StateKind;
  /** A region of a parallel state (drawn dashed). */
  region: boolean;
  /** The id of the initial child of a compound state. */
  initialId: string | null;
  /** `src (id)` of each invoked actor. */
  invokes: string[];
  entry: string[];
  exit: string[];
  tags: string[];
  description: string | null;
  /** 'shallow' | 'deep' for history states. */
  history: string | null;
  depth: number;
}

export type TransitionKind = 'event' | 'always' | 'after' | 'done' | 'error' | 'doneState';

export interface DiagramTransition {
  /** `source --event[index]-->`, as in the model-based coverage. */
  key: string;
  sourceId: string;
  /** The targets; a transition without a target stays in its source (drawn as a loop). */
  targetIds: string[];
  targetless: boolean;
  eventType: string;
  kind: TransitionKind;
  /** The event as people read it: `login.submit`, `after 1000 ms`, `readStored klar`. */
  event: string;
  guard: string | null;
  actions: string[];
  /** `bannerDelay (1000 ms)` for a delayed transition. */
  delay: string | null;
  reenter: boolean;
}

export interface Diagram {
  machineId: string;
  root: DiagramState;
  /** Every state node below the root, parents before children. */
  states: DiagramState[];
  transitions: DiagramTransition[];
}

function kindOf(node: AnyStateNode): StateKind {
  switch (node.type) {
    case 'parallel':
    case 'final':
    case 'history':
    case 'compound':
      return node.type;
    default:
      return 'atomic';
  }
}

interface Named {
  type?: unknown;
  guards?: unknown;
  name?: unknown;
}

/** A guard as a question: `hasSelection`, `hasSelection && isLastQuestion`, `!isStored`. */
export function guardLabel(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' || typeof guard === 'function') {
    const named = guard as Named;
    const parts = Array.isArray(named.guards) ? named.guards.map((g) => guardLabel(g) ?? '?') : [];
    if (named.type === 'xstate.and') return parts.join(' && ');
    if (named.type === 'xstate.or') return parts.join(' || ');
    if (named.type === 'xstate.not') return `!${parts[0] ?? '?'}`;
    if (typeof named.type === 'string') return named.type;
    if (typeof named.name === 'string' && named.name !== '') return named.name;
  }
  return 'inline';
}

/** An action by name: `showToast`, built-ins as `assign`, `raise`, `sendTo`, ... */
export function actionLabel(action: unknown): string {
  if (typeof action === 'string') return action;
  if (typeof action === 'object' || typeof action === 'function') {
    const named = (action ?? {}) as Named;
    if (typeof named.type === 'string') return named.type.replace(/^xstate\./, '');
    if (typeof named.name === 'string' && named.name !== '') return named.name;
  }
  return 'inline';
}

function invokeLabel(invoke: { id: string; src: unknown; systemId?: string }): string {
  const src = typeof invoke.src === 'string' ? invoke.src : actionLabel(invoke.src);
  const system = invoke.systemId ? `, systemId ${invoke.systemId}` : '';
  return src === invoke.id && !system ? src : `${src} (${invoke.id}${system})`;
}

/** The delay of `xstate.after.<delay>.<source id>` as written: a number or a named delay. */
function delayOf(machine: AnyStateMachine, eventType: string, sourceId: string): string | null {
  const prefix = 'xstate.after.';
  if (!eventType.startsWith(prefix)) return null;
  const rest = eventType.slice(prefix.length);
  const name = rest.endsWith(`.${sourceId}`) ? rest.slice(0, -sourceId.length - 1) : rest;
  if (/^\d+$/.test(name)) return `${name} ms`;
  const delays = (machine.implementations as { delays?: Record<string, unknown> }).delays ?? {};
  const value = delays[name];
  return typeof value === 'number' ? `${name} (${value} ms)` : name;
}

function describeEvent(
  machine: AnyStateMachine,
  eventType: string,
  sourceId: string,
): { kind: TransitionKind; event: string; delay: string | null } {
  if (eventType === '') return { kind: 'always', event: 'always', delay: null };
  const delay = delayOf(machine, eventType, sourceId);
  if (delay !== null) return { kind: 'after', event: `after ${delay}`, delay };
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return { kind: 'done', event: `${done[1]} klar`, delay: null };
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (error) return { kind: 'error', event: `${error[1]} misslyckades`, delay: null };
  if (eventType.startsWith('xstate.done.state.'))
    return { kind: 'doneState', event: 'klar (slutläge nått)', delay: null };
  return { kind: 'event', event: eventType, delay: null };
}

interface TransitionLike extends Transitionish {
  target?: readonly AnyStateNode[] | undefined;
  guard?: unknown;
  actions: readonly unknown[];
  reenter?: boolean;
}

function toState(node: AnyStateNode, depth: number): DiagramState {
  const parent = node.parent as AnyStateNode | undefined;
  const initialTarget = node.initial?.target?.[0] as AnyStateNode | undefined;
  const history = (node as { history?: unknown }).history;
  return {
    id: node.id,
    key: node.key,
    parentId: parent?.id ?? '',
    kind: kindOf(node),
    region: parent?.type === 'parallel',
    initialId: node.type === 'compound' && initialTarget ? initialTarget.id : null,
    invokes: node.invoke.map(invokeLabel),
    entry: node.entry.map(actionLabel),
    exit: node.exit.map(actionLabel),
    tags: [...node.tags],
    description: node.description ?? null,
    history: node.type === 'history' && typeof history === 'string' ? history : null,
    depth,
  };
}

/** The diagram model of a machine, straight from its state nodes. */
export function machineDiagram(machine: AnyStateMachine): Diagram {
  const nodes = getStateNodes(machine.root) as AnyStateNode[];
  const depthOf = (node: AnyStateNode) => node.path.length;
  const states = nodes.map((node) => toState(node, depthOf(node)));
  const transitions: DiagramTransition[] = [];
  const seen = new Set<string>();
  for (const node of [machine.root, ...nodes]) {
    const list = [
      ...[...node.transitions.values()].flat(),
      ...(node.always ?? []),
    ] as unknown as TransitionLike[];
    for (const t of list) {
      const key = transitionKey(t);
      if (seen.has(key)) continue;
      seen.add(key);
      const targets = t.target ?? [];
      transitions.push({
        key,
        sourceId: node.id,
        targetIds: targets.map((target) => target.id),
        targetless: targets.length === 0,
        eventType: t.eventType,
        ...describeEvent(machine, t.eventType, node.id),
        guard: guardLabel(t.guard),
        actions: t.actions.map(actionLabel),
        reenter: t.reenter === true,
      });
    }
  }
  return { machineId: machine.id, root: toState(machine.root, 0), states, transitions };
}

/**
 * The ids of the state nodes a snapshot value stands for (the root included): for
 * `{ open: { finished: 'deciding' } }` the root, `open`, `open.finished` and its `deciding`.
 */
export function activeStateIds(machine: AnyStateMachine, value: unknown): string[] {
  const ids: string[] = [machine.root.id];
  const walk = (node: AnyStateNode, v: unknown) => {
    if (typeof v === 'string') {
      const child = node.states[v] as AnyStateNode | undefined;
      if (child) ids.push(child.id);
      return;
    }
    if (typeof v !== 'object' || v === null) return;
    for (const [key, sub] of Object.entries(v as Record<string, unknown>)) {
      const child = node.states[key] as AnyStateNode | undefined;
      if (!child) continue;
      ids.push(child.id);
      walk(child, sub);
    }
  };
  walk(machine.root, value);
  return ids;
}
