import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { EventObject } from 'xstate';

/** A module loaded once, when first asked for (again after a failed load). */
export interface LazyModule<M> {
  load: () => Promise<M>;
}

/** `import()` of a module, made once: the page's start-up does not include it. */
export function lazyModule<M>(load: () => Promise<M>): LazyModule<M> {
  let loading: Promise<M> | null = null;
  return {
    load: () =>
      (loading ??= load().catch((error: unknown) => {
        loading = null;
        throw error;
      })),
  };
}

/** What a page's actor needs to run: created (not started) from the loaded module. */
interface RunnableActor<E extends EventObject> {
  send: (event: E) => void;
  start: () => unknown;
  stop: () => unknown;
}

/** A running lazy actor and the module it came with (its machine's views and selectors). */
export interface LiveActor<A, M> {
  actor: A;
  module: M;
}

export interface LazyActorOptions {
  /** Load and start without waiting for an event or `want()` (e.g. an editor's page). */
  when?: boolean;
  /** Hand the running actor to the page in a transition (React draws it in slices). */
  transition?: boolean;
}

/**
 * An actor that the page owns but starts only when it is first needed, so that its code (the
 * machine, what it reads, its views) is not part of the page's start-up: at the first event (or
 * `want()`, or while `when` holds) the module loads, the page's `create` makes the actor from it,
 * the actor starts, the events sent meanwhile reach it in order, and `live` holds it with its
 * module for the page to draw. It stops when the page unmounts (or `when` turns false).
 *
 * `create` must be stable (a module function or a `useCallback`).
 */
export function useLazyActor<E extends EventObject, A extends RunnableActor<E>, M>(
  module: LazyModule<M>,
  create: (module: M) => A,
  { when = false, transition = false }: LazyActorOptions = {},
) {
  const [live, setLive] = useState<LiveActor<A, M> | null>(null);
  const [failed, setFailed] = useState<{ error: unknown } | null>(null);
  const [asked, setAsked] = useState(false);
  const running = useRef<A | null>(null);
  const queued = useRef<E[]>([]);
  const wanted = asked || when;

  const send = useCallback((event: E) => {
    if (running.current) {
      running.current.send(event);
      return;
    }
    queued.current.push(event);
    setAsked(true);
  }, []);

  const want = useCallback(() => setAsked(true), []);

  useEffect(() => {
    if (!wanted) return;
    const show = (next: LiveActor<A, M> | null) => {
      if (transition) startTransition(() => setLive(next));
      else setLive(next);
    };
    let actor: A | null = null;
    let cancelled = false;
    module.load().then(
      (loaded) => {
        if (cancelled) return;
        const created = create(loaded);
        actor = created;
        created.start();
        for (const event of queued.current.splice(0)) created.send(event);
        running.current = created;
        show({ actor: created, module: loaded });
      },
      (error: unknown) => {
        if (!cancelled) setFailed({ error });
      },
    );
    return () => {
      // StrictMode's second run and a real unmount both come here; before the module has
      // loaded (always, under StrictMode: a promise resolves later) no actor exists yet.
      cancelled = true;
      if (actor) {
        actor.stop();
        running.current = null;
        show(null);
      }
    };
  }, [wanted, module, create, transition]);

  // A module that does not load is the page's error, as a lazy component's would be.
  if (failed) throw failed.error;

  return { live, wanted, send, want };
}

export type LazyActor<E extends EventObject, A extends RunnableActor<E>, M> = ReturnType<
  typeof useLazyActor<E, A, M>
>;
