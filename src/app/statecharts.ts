/**
 * The statechart view's wiring (issue 13): whether it is on, the one inspection bus every actor
 * system of the tab reports to, and the page machines wrapped so each actor created from them
 * reports too. Off, none of it runs: the production build leaves it out unless asked for.
 */
import type { AnyStateMachine } from 'xstate';
import { isDemoMode } from '../services/client';
import { STATECHARTS_IN_BUILD } from '../statecharts/build';
import {
  createInspectionBus,
  type InspectionBus,
  type StatechartTools,
} from '../statecharts/inspection';

/**
 * The QA page's address. Never prerendered and never in the sitemap (the prerender list names
 * only public pages; its route also says `ssr: false` and `noindex`): a static host serves the
 * 404 page's document there, which the app draws as the view where the build has it.
 */
export const STATECHARTS_PATH = '/statecharts';

/**
 * On in the dev server and in demo builds (`--mode demo`, or no Supabase project configured, i.e.
 * the offline demo); in a production build with a real backend only with
 * `VITE_ENABLE_STATECHARTS=true`.
 */
export function statechartsEnabled(): boolean {
  return (
    import.meta.env.DEV ||
    import.meta.env.MODE === 'demo' ||
    import.meta.env.VITE_ENABLE_STATECHARTS === 'true' ||
    isDemoMode()
  );
}

/** The bus, or null when the view is off. */
export function createStatechartTools(): StatechartTools | null {
  // Where the build cannot have the view, the bundler sees `if (true) return null` and leaves the
  // inspection bus out of every page's start-up.
  if (!STATECHARTS_IN_BUILD) return null;
  return statechartsEnabled() ? { bus: createInspectionBus() } : null;
}

/**
 * A machine whose actors report to the bus: the first snapshot an actor computes hooks the bus
 * into the actor's system (`system.inspect`), so the actor, its invoked children and every event
 * between them are seen. Routes keep calling `useActorRef(logic.x)` unchanged.
 */
function reportingTo<T extends AnyStateMachine>(machine: T, bus: InspectionBus): T {
  const wrapped = Object.create(machine) as T;
  wrapped.getInitialSnapshot = ((scope, input) => {
    bus.observeSystem(scope.system, scope.self);
    return machine.getInitialSnapshot(scope, input);
  }) as T['getInitialSnapshot'];
  return wrapped;
}

/** Wraps each page machine so that its actors report to the bus. */
export function observingMachines(
  tools: StatechartTools,
): <T extends AnyStateMachine>(machine: T) => T {
  return (machine) => reportingTo(machine, tools.bus);
}
