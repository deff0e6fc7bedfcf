import { useCallback, useEffect, useRef } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { createActor, type Actor, type EventFrom, type InputFrom } from 'xstate';
import { useLazyActor, type LazyActorOptions, type LazyModule } from '../components/useLazyActor';
import type { PageLogic } from '../machines/system';

/** Which page machine a lazily loaded module holds, and the input its actor starts with. */
export interface LazyLogicSpec<K extends keyof PageLogic, M> extends LazyActorOptions {
  /** The machine in the loaded module (src/app provides it under `key`). */
  machine: (module: M) => PageLogic[K];
  /**
   * The actor's input, read once, when the actor is created (as `useActorRef` reads it), from
   * the page's latest render. Undefined only where `when` keeps the actor from starting.
   */
  input?: (module: M) => InputFrom<PageLogic[K]> | undefined;
}

/**
 * A page machine whose code loads only when the page first needs it (`useLazyActor`): the page
 * owns the actor, made from the loaded module's machine as src/app provides it (router context,
 * as `useLogic`; with the statechart view on, the provided machine reports to its bus), started
 * and stopped by the page. `live.module` holds the views and selectors that came with it.
 */
export function useLazyLogic<K extends keyof PageLogic, M>(
  key: K,
  module: LazyModule<M>,
  spec: LazyLogicSpec<K, M>,
) {
  const logic = useRouteContext({ from: '__root__', select: (context) => context.logic });
  // The actor is created after a commit (the module loads in an effect), so the latest spec is
  // the one the page rendered last.
  const latest = useRef(spec);
  useEffect(() => {
    latest.current = spec;
  });
  const create = useCallback(
    (loaded: M) => {
      const { machine, input } = latest.current;
      return createActor(logic.provide(key, machine(loaded)), { input: input?.(loaded) });
    },
    [logic, key],
  );
  return useLazyActor<EventFrom<PageLogic[K]>, Actor<PageLogic[K]>, M>(module, create, spec);
}
