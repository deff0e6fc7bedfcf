import { useCallback, useRef, useState } from 'react';
import type { EventObject } from 'xstate';

/**
 * An actor that a page starts only when it is first needed, so that its code (the machine, what
 * it reads, its views) is not part of the page's start-up: `wanted` turns true at the first event
 * (or `want()`), the page then renders the lazily loaded part that starts the actor and hands it
 * over with `attach`. Events sent before that wait and reach the actor in order.
 */
export function useActorGate<
  E extends EventObject,
  V extends { actor: { send: (event: E) => void } },
>() {
  const [view, setView] = useState<V | null>(null);
  const [wanted, setWanted] = useState(false);
  const started = useRef<V | null>(null);
  const queued = useRef<E[]>([]);

  const send = useCallback((event: E) => {
    if (started.current) {
      started.current.actor.send(event);
      return;
    }
    queued.current.push(event);
    setWanted(true);
  }, []);

  const want = useCallback(() => setWanted(true), []);

  const attach = useCallback((running: V) => {
    started.current = running;
    for (const event of queued.current.splice(0)) running.actor.send(event);
    setView(running);
  }, []);

  return { view, wanted, send, want, attach };
}
