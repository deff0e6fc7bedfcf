/**
 * The statechart view's wiring (issue 13): whether it is on, the one inspection bus every actor
 * system of the tab reports to, and the page machines wrapped so each actor created from them
 * reports too. Off, none of it runs: the production build leaves it out unless asked for.
 */
import type { AnyStateMachine } from 'xstate';
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

/** Whether this build has the view (src/statecharts/build.ts says when). */
export function statechartsEnabled(): boolean {
  return STATECHARTS_IN_BUILD;
}

/**
 * The bus and the page machines' wrapping, or null when the view is off (where the build cannot have it, the bundler sees
 * `null` and leaves the inspection bus out).
 */
export function createStatechartTools(): StatechartTools | null {
  if (!STATECHARTS_IN_BUILD) return null;
  const bus = createInspectionBus();
  return { bus, observe: (machine) => reportingTo(machine, bus) };
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
