/**
 * The inspection bus: one place every actor system of the tab reports to (XState's `inspect`
 * option of the root system, and `system.inspect` of each page actor's system, both wired in
 * src/app). It keeps, per running machine actor, its current state value, the transitions of its
 * last step and a log of its last events, and tells subscribers (the statechart view) when any of
 * it changed. No React, no DOM: a plain store for `useSyncExternalStore`.
 */
import type { AnyActorRef, AnyStateMachine, InspectionEvent } from 'xstate';
import { isStateMachine, transitionKey, type Transitionish } from './keys';

export interface LogEntry {
  seq: number;
  /** ms since the bus was created. */
  at: number;
  type: string;
  /** The sender's id, when another actor sent it. */
  from: string | null;
}

export interface LiveActor {
  sessionId: string;
  /** The actor's id (`login`, `codeRequest`, `x:3`) and its systemId when it has one. */
  id: string;
  systemId: string | null;
  machine: AnyStateMachine;
  parentId: string | null;
  ref: AnyActorRef;
  status: 'active' | 'done' | 'error' | 'stopped';
  value: unknown;
  /** The transitions (coverage keys) of the actor's last step, and that step's number. */
  lastStep: { seq: number; keys: string[] } | null;
  log: LogEntry[];
}

export interface InspectionBus {
  /** XState's `inspect` observer: pass it to `createActor` or `system.inspect`. */
  inspect: (event: InspectionEvent) => void;
  /** Starts watching another actor system (idempotent); `self` is its root actor. */
  observeSystem: (system: AnyActorRef['system'], self: AnyActorRef) => void;
  /** The machine actors seen so far, most recently created first; stable between changes. */
  getSnapshot: () => readonly LiveActor[];
  subscribe: (listener: () => void) => () => void;
}

/** What src/app hands the routes (router context) when the statechart view is on. */
export interface StatechartTools {
  bus: InspectionBus;
  /** Wraps a page machine so that its actors report to the bus. */
  observe: <T extends AnyStateMachine>(machine: T) => T;
}

const LOG_LENGTH = 25;
const MAX_ACTORS = 40;

interface SnapshotLike {
  status?: string;
  value?: unknown;
}

export function createInspectionBus(now: () => number = () => Date.now()): InspectionBus {
  const started = now();
  const actors = new Map<string, LiveActor>();
  const systems = new WeakSet<object>();
  const listeners = new Set<() => void>();
  let snapshot: readonly LiveActor[] = [];
  let seq = 0;
  let scheduled = false;

  const publish = () => {
    scheduled = false;
    snapshot = [...actors.values()].reverse();
    for (const listener of listeners) listener();
  };
  const changed = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(publish);
  };
  const update = (sessionId: string, change: (actor: LiveActor) => Partial<LiveActor>) => {
    const actor = actors.get(sessionId);
    if (!actor) return;
    actors.set(sessionId, { ...actor, ...change(actor) });
    changed();
  };

  const track = (ref: AnyActorRef) => {
    if (actors.has(ref.sessionId)) return;
    const logic = (ref as { logic?: unknown }).logic;
    if (!isStateMachine(logic)) return;
    const parent = (ref as { _parent?: AnyActorRef })._parent;
    actors.set(ref.sessionId, {
      sessionId: ref.sessionId,
      id: ref.id,
      systemId: (ref as { systemId?: string }).systemId ?? null,
      machine: logic,
      parentId: parent ? ((parent as { systemId?: string }).systemId ?? parent.id) : null,
      ref,
      status: 'active',
      value: null,
      lastStep: null,
      log: [],
    });
    // Forget the oldest actors that no longer run, so a long session stays small.
    if (actors.size > MAX_ACTORS) {
      for (const [key, actor] of actors) {
        if (actors.size <= MAX_ACTORS) break;
        if (actor.status !== 'active') actors.delete(key);
      }
    }
    changed();
  };

  const inspect = (event: InspectionEvent) => {
    // Every inspected actor of a system is a full actor; the event types only promise `ActorRefLike`.
    const ref = event.actorRef as AnyActorRef;
    switch (event.type) {
      case '@xstate.actor':
        track(ref);
        return;
      case '@xstate.event': {
        const type = event.event.type;
        const from = (event.sourceRef as AnyActorRef | undefined)?.id ?? null;
        update(ref.sessionId, (actor) => ({
          log: [
            ...actor.log.slice(-(LOG_LENGTH - 1)),
            { seq: ++seq, at: now() - started, type, from },
          ],
        }));
        return;
      }
      case '@xstate.microstep': {
        const transitions = (event as unknown as { _transitions?: Transitionish[] })._transitions;
        const keys = (transitions ?? []).map(transitionKey);
        if (keys.length === 0) return;
        update(ref.sessionId, (actor) => ({
          lastStep:
            actor.lastStep && actor.lastStep.seq === seq
              ? { seq, keys: [...actor.lastStep.keys, ...keys] }
              : { seq, keys },
        }));
        return;
      }
      case '@xstate.snapshot': {
        const next = event.snapshot as SnapshotLike;
        track(ref);
        update(ref.sessionId, () => ({
          value: next.value ?? null,
          status: statusOf(next.status),
        }));
        return;
      }
      default:
        return;
    }
  };

  return {
    inspect,
    observeSystem: (system, self) => {
      if (systems.has(system)) return;
      systems.add(system);
      system.inspect(inspect);
      // The system's first actor announced itself before anyone listened.
      track(self);
    },
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function statusOf(status: string | undefined): LiveActor['status'] {
  return status === 'done' || status === 'error' || status === 'stopped' ? status : 'active';
}

/** The live actors running `machineId`, the ones still active first. */
export function actorsOf(actors: readonly LiveActor[], machineId: string): LiveActor[] {
  const matching = actors.filter((actor) => actor.machine.id === machineId);
  return [
    ...matching.filter((a) => a.status === 'active'),
    ...matching.filter((a) => a.status !== 'active'),
  ];
}
