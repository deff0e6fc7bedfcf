import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { AnyStateMachine } from 'xstate';
import { machineDiagram, type Diagram } from '../../statecharts/diagram';
import type { DiagramLayout } from '../../statecharts/elkGraph';
import type { InspectionBus, LiveActor } from '../../statecharts/inspection';
import { layoutDiagram } from '../../statecharts/layout';

export type LayoutState =
  | { status: 'loading' }
  | { status: 'ready'; layout: DiagramLayout }
  | { status: 'failed'; message: string };

/**
 * The machine's diagram, and its layout from the worker once it arrives (asked for only once
 * `wanted`, i.e. when the chart scrolls into view).
 */
export function useDiagramLayout(
  machine: AnyStateMachine,
  wanted = true,
): {
  diagram: Diagram;
  layout: LayoutState;
} {
  const diagram = useMemo(() => machineDiagram(machine), [machine]);
  const [layout, setLayout] = useState<{ diagram: Diagram; state: LayoutState } | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    layoutDiagram(diagram).then(
      (result) => !cancelled && setLayout({ diagram, state: { status: 'ready', layout: result } }),
      (error: unknown) =>
        !cancelled &&
        setLayout({
          diagram,
          state: {
            status: 'failed',
            message: error instanceof Error ? error.message : String(error),
          },
        }),
    );
    return () => {
      cancelled = true;
    };
  }, [diagram, wanted]);
  return {
    diagram,
    layout: layout && layout.diagram === diagram ? layout.state : { status: 'loading' },
  };
}

/**
 * Whether the element has come near the screen (and stays true after): charts are drawn when
 * QA scrolls to them, so the page opens quickly with fifteen machines on it.
 */
export function useSeen(element: Element | null, force: boolean): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (seen) return;
    // Drawn once for printing, a chart stays drawn.
    if (force) {
      setSeen(true);
      return;
    }
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, seen, force]);
  return seen || force;
}

const NONE: readonly LiveActor[] = [];
const noSubscription = () => () => {};

/** The machine actors the inspection bus has seen (none when the view is off). */
export function useLiveActors(bus: InspectionBus | null): readonly LiveActor[] {
  return useSyncExternalStore(
    bus ? bus.subscribe : noSubscription,
    bus ? bus.getSnapshot : () => NONE,
    () => NONE,
  );
}
