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

/** The machine's diagram, and its layout from the worker once it arrives. */
export function useDiagramLayout(machine: AnyStateMachine): {
  diagram: Diagram;
  layout: LayoutState;
} {
  const diagram = useMemo(() => machineDiagram(machine), [machine]);
  const [layout, setLayout] = useState<{ diagram: Diagram; state: LayoutState } | null>(null);
  useEffect(() => {
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
  }, [diagram]);
  return {
    diagram,
    layout: layout && layout.diagram === diagram ? layout.state : { status: 'loading' },
  };
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
