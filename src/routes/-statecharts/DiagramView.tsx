import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import type { Diagram, DiagramState, DiagramTransition } from '../../statecharts/diagram';
import {
  edgeId,
  initialEdgeId,
  initialMarkerId,
  stateLines,
  transitionLines,
  type Box,
  type DiagramLayout,
  type EdgeLayout,
} from '../../statecharts/elkGraph';
import { Button } from '../../ui/Button/Button';
import * as s from './statecharts.css';

export type FocusItem = { kind: 'state'; id: string } | { kind: 'transition'; key: string };

export interface Highlight {
  /** The live actor's current state nodes. */
  active: ReadonlySet<string>;
  /** The transitions of the live actor's last step; `seq` restarts the flash. */
  flash: { seq: number; keys: ReadonlySet<string> } | null;
  /** The test path step being played. */
  step: { states: ReadonlySet<string>; keys: ReadonlySet<string> } | null;
}

export const NO_HIGHLIGHT: Highlight = { active: new Set(), flash: null, step: null };

const KIND_NAMES: Record<DiagramState['kind'], string> = {
  atomic: 'tillstånd',
  compound: 'sammansatt tillstånd',
  parallel: 'parallellt tillstånd',
  final: 'slutläge',
  history: 'historik',
};

const MIN_SCALE = 0.3;
const READABLE_SCALE = 0.8;
const MAX_SCALE = 2.5;
const clampScale = (value: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, value));

const pathOf = (edge: EdgeLayout | undefined): string =>
  edge && edge.points.length > 0
    ? edge.points
        .map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`)
        .join(' ')
    : '';

export function stateName(state: DiagramState): string {
  return state.id.split('.').slice(1).join('.') || state.id;
}

/**
 * One machine drawn from its layout: states (containers for nested and parallel ones, initial and
 * final markers), transitions with their labels; pan by dragging or scrolling, zoom with the
 * buttons or + and -. Every state and transition is focusable; focusing one selects it.
 */
export function DiagramView({
  diagram,
  layout,
  highlight,
  selected,
  onSelect,
  label,
  readableScale = READABLE_SCALE,
}: {
  diagram: Diagram;
  layout: DiagramLayout;
  highlight: Highlight;
  selected: FocusItem | null;
  onSelect: (item: FocusItem) => void;
  label: string;
  /** The smallest scale the first fit may choose (smaller in the panel, for an overview). */
  readableScale?: number;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<{ x: number; y: number; left: number; top: number; moved: boolean } | null>(
    null,
  );
  const arrowId = `arrow-${useId().replace(/:/g, '')}`;

  const fit = useCallback(() => {
    const width = viewport.current?.clientWidth ?? layout.width;
    // Fit the width, but never so small that labels cannot be read: wider diagrams scroll.
    setScale(
      clampScale(Math.max(readableScale, Math.min(1, (width - 4) / Math.max(1, layout.width)))),
    );
  }, [layout.width, readableScale]);

  useLayoutEffect(() => fit(), [fit]);

  // Follow the live actor: when its state changes, bring the innermost active state into view.
  const deepest = diagram.states
    .filter((state) => highlight.active.has(state.id))
    .reduce<DiagramState | null>(
      (best, state) => (!best || state.depth >= best.depth ? state : best),
      null,
    );
  const followId = deepest?.id ?? null;
  useEffect(() => {
    const element = viewport.current;
    const box = followId ? layout.nodes[followId] : undefined;
    if (!element || !box) return;
    const left = box.x * scale;
    const top = box.y * scale;
    const right = left + box.width * scale;
    const bottom = top + box.height * scale;
    const visible =
      left >= element.scrollLeft &&
      right <= element.scrollLeft + element.clientWidth &&
      top >= element.scrollTop &&
      bottom <= element.scrollTop + element.clientHeight;
    if (visible) return;
    element.scrollTo({
      left: Math.max(0, (left + right) / 2 - element.clientWidth / 2),
      top: Math.max(0, (top + bottom) / 2 - element.clientHeight / 2),
    });
  }, [followId, layout, scale]);

  const zoom = (factor: number) => setScale((current) => clampScale(current * factor));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === '+' || event.key === '=') zoom(1.2);
    else if (event.key === '-') zoom(1 / 1.2);
    else if (event.key === '0') fit();
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const element = viewport.current;
    if (!element || event.button !== 0) return;
    drag.current = {
      x: event.clientX,
      y: event.clientY,
      left: element.scrollLeft,
      top: element.scrollTop,
      moved: false,
    };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const element = viewport.current;
    const start = drag.current;
    if (!element || !start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!start.moved && Math.abs(dx) + Math.abs(dy) < 4) return;
    if (!start.moved) {
      start.moved = true;
      setDragging(true);
      element.setPointerCapture(event.pointerId);
    }
    element.scrollLeft = start.left - dx;
    element.scrollTop = start.top - dy;
  };
  const endDrag = () => {
    drag.current = null;
    setDragging(false);
  };

  const byId = new Map(diagram.states.map((state) => [state.id, state]));
  const isSelected = (item: FocusItem) =>
    selected !== null &&
    selected.kind === item.kind &&
    (item.kind === 'state'
      ? selected.kind === 'state' && selected.id === item.id
      : selected.kind === 'transition' && selected.key === item.key);

  return (
    <div>
      <div className={s.toolbar}>
        <Button variant="secondary" size="sm" onPress={() => zoom(1.2)} aria-label="Zooma in">
          +
        </Button>
        <Button variant="secondary" size="sm" onPress={() => zoom(1 / 1.2)} aria-label="Zooma ut">
          −
        </Button>
        <Button variant="secondary" size="sm" onPress={fit}>
          Anpassa
        </Button>
        <Button variant="secondary" size="sm" onPress={() => setScale(1)}>
          100 %
        </Button>
        <span className={s.zoomValue} aria-live="polite">
          {Math.round(scale * 100)} %
        </span>
      </div>
      <div
        ref={viewport}
        className={
          readableScale < READABLE_SCALE ? `${s.viewport} ${s.viewportCompact}` : s.viewport
        }
        tabIndex={0}
        role="region"
        aria-label={`${label}. Piltangenterna panorerar, + och − zoomar, 0 anpassar.`}
        data-dragging={dragging || undefined}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        <svg
          className={s.svg}
          width={Math.ceil(layout.width * scale)}
          height={Math.ceil(layout.height * scale)}
          viewBox={`0 0 ${Math.ceil(layout.width)} ${Math.ceil(layout.height)}`}
          role="group"
          aria-label={label}
          data-machine={diagram.machineId}
          data-state-count={diagram.states.length}
          data-transition-count={diagram.transitions.length}
        >
          <defs>
            <marker
              id={arrowId}
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="9"
              markerHeight="9"
              markerUnits="userSpaceOnUse"
              orient="auto-start-reverse"
            >
              <path d="M0 0 L10 5 L0 10 z" className={s.edgeArrow} />
            </marker>
          </defs>
          <RootFrame diagram={diagram} box={layout.nodes[diagram.root.id]} />
          {diagram.states.map((state) => {
            const box = layout.nodes[state.id];
            if (!box) return null;
            const item: FocusItem = { kind: 'state', id: state.id };
            return (
              <StateShape
                key={state.id}
                state={state}
                box={box}
                parallelParent={state.region}
                active={highlight.active.has(state.id)}
                step={highlight.step?.states.has(state.id) ?? false}
                selected={isSelected(item)}
                onSelect={() => onSelect(item)}
              />
            );
          })}
          {[diagram.root, ...diagram.states]
            .filter((state) => state.initialId !== null)
            .map((state) => (
              <InitialMarker
                key={`${state.id}#initial`}
                box={layout.nodes[initialMarkerId(state.id)]}
                edge={layout.edges[initialEdgeId(state.id)]}
                arrowId={arrowId}
              />
            ))}
          {diagram.transitions.map((t) => {
            const flashing = highlight.flash?.keys.has(t.key) ?? false;
            const item: FocusItem = { kind: 'transition', key: t.key };
            return (
              <TransitionShape
                // A new key restarts the flash when the same transition is taken again.
                key={flashing ? `${t.key}@${highlight.flash?.seq}` : t.key}
                transition={t}
                layout={layout}
                arrowId={arrowId}
                flashing={flashing}
                step={highlight.step?.keys.has(t.key) ?? false}
                selected={isSelected(item)}
                onSelect={() => onSelect(item)}
                names={byId}
              />
            );
          })}
        </svg>
      </div>
    </div>
  );
}

function RootFrame({ diagram, box }: { diagram: Diagram; box: Box | undefined }) {
  if (!box) return null;
  const { lines } = stateLines(diagram.root);
  return (
    <g data-root={diagram.root.id} aria-hidden="true">
      <rect
        x={box.x}
        y={box.y}
        width={box.width}
        height={box.height}
        rx={12}
        className={s.containerBox}
      />
      <text x={box.x + 12} y={box.y + 20} className={s.stateTitle}>
        {diagram.machineId}
      </text>
      {diagram.root.kind === 'parallel' ? (
        <text x={box.x + box.width - 10} y={box.y + 20} textAnchor="end" className={s.kindText}>
          parallell
        </text>
      ) : null}
      {lines.map((line, i) => (
        <text key={line} x={box.x + 12} y={box.y + 36 + i * 16} className={s.stateText}>
          {line}
        </text>
      ))}
    </g>
  );
}

function StateShape({
  state,
  box,
  parallelParent,
  active,
  step,
  selected,
  onSelect,
}: {
  state: DiagramState;
  box: Box;
  parallelParent: boolean;
  active: boolean;
  step: boolean;
  selected: boolean;
  onSelect: () => void;
}) {
  const { title, lines } = stateLines(state);
  const container = state.kind === 'compound' || state.kind === 'parallel';
  const description = [
    stateName(state),
    KIND_NAMES[state.kind],
    parallelParent ? 'region' : null,
    active ? 'aktivt nu' : null,
    ...state.invokes.map((invoke) => `startar ${invoke}`),
  ]
    .filter(Boolean)
    .join(', ');
  const common = {
    className: s.stateGroup,
    tabIndex: 0,
    role: 'button',
    'aria-label': description,
    'aria-pressed': selected,
    'data-state-id': state.id,
    'data-state-kind': state.kind,
    'data-active': active || undefined,
    'data-step': step || undefined,
    onFocus: onSelect,
    onClick: onSelect,
  } as const;

  if (state.kind === 'history') {
    const r = Math.min(box.width, box.height) / 2;
    return (
      <g {...common}>
        <circle cx={box.x + r} cy={box.y + r} r={r} className={s.stateBox} />
        <text x={box.x + r} y={box.y + r + 5} textAnchor="middle" className={s.stateTitle}>
          {title}
        </text>
      </g>
    );
  }
  return (
    <g {...common}>
      <rect
        x={box.x}
        y={box.y}
        width={box.width}
        height={box.height}
        rx={container ? 10 : 8}
        className={parallelParent ? s.regionBox : container ? s.containerBox : s.stateBox}
      />
      {state.kind === 'final' ? (
        <rect
          x={box.x + 4}
          y={box.y + 4}
          width={box.width - 8}
          height={box.height - 8}
          rx={5}
          className={s.stateBox}
          fill="none"
        />
      ) : null}
      <text
        x={container ? box.x + 12 : box.x + box.width / 2}
        y={box.y + 21}
        textAnchor={container ? 'start' : 'middle'}
        className={s.stateTitle}
      >
        {active ? `● ${title}` : title}
      </text>
      {state.kind === 'parallel' ? (
        <text x={box.x + box.width - 10} y={box.y + 20} textAnchor="end" className={s.kindText}>
          parallell
        </text>
      ) : null}
      {lines.map((line, i) => (
        <text
          key={line}
          x={container ? box.x + 12 : box.x + box.width / 2}
          y={box.y + 38 + i * 16}
          textAnchor={container ? 'start' : 'middle'}
          className={s.stateText}
        >
          {line}
        </text>
      ))}
    </g>
  );
}

function InitialMarker({
  box,
  edge,
  arrowId,
}: {
  box: Box | undefined;
  edge: EdgeLayout | undefined;
  arrowId: string;
}) {
  if (!box) return null;
  return (
    <g aria-hidden="true" data-initial-marker="">
      <circle
        cx={box.x + box.width / 2}
        cy={box.y + box.height / 2}
        r={box.width / 2}
        className={s.marker}
      />
      <path d={pathOf(edge)} className={s.edgeLine} markerEnd={`url(#${arrowId})`} />
    </g>
  );
}

function TransitionShape({
  transition: t,
  layout,
  arrowId,
  flashing,
  step,
  selected,
  onSelect,
  names,
}: {
  transition: DiagramTransition;
  layout: DiagramLayout;
  arrowId: string;
  flashing: boolean;
  step: boolean;
  selected: boolean;
  onSelect: () => void;
  names: ReadonlyMap<string, DiagramState>;
}) {
  const targets = t.targetless ? [t.sourceId] : t.targetIds;
  const edges = targets.map((_, index) => layout.edges[edgeId(t.key, index)]);
  const label = edges[0]?.label ?? null;
  const lines = transitionLines(t);
  const nameOf = (id: string) => {
    const state = names.get(id);
    return state ? stateName(state) : id.split('.').slice(1).join('.') || id;
  };
  const description = `Övergång ${lines.join(' ')} från ${nameOf(t.sourceId)} till ${
    t.targetless ? 'samma tillstånd' : t.targetIds.map(nameOf).join(' och ')
  }`;
  return (
    <g
      className={s.edgeGroup}
      tabIndex={0}
      role="button"
      aria-label={description}
      aria-pressed={selected}
      data-transition={t.key}
      data-event={t.eventType || 'always'}
      data-flash={flashing || undefined}
      data-step={step || undefined}
      onFocus={onSelect}
      onClick={onSelect}
    >
      {edges.map((edge, index) => (
        <path
          key={index}
          d={pathOf(edge)}
          className={s.edgeLine}
          markerEnd={`url(#${arrowId})`}
          strokeDasharray={t.targetless ? '4 3' : undefined}
        />
      ))}
      {label ? (
        <>
          <rect
            x={label.x - 2}
            y={label.y - 1}
            width={label.width + 4}
            height={label.height + 2}
            rx={4}
            className={s.edgeLabelBox}
          />
          <text className={s.edgeLabel}>
            {lines.map((line, i) => (
              <tspan key={i} x={label.x + 4} y={label.y + 13 + i * 16}>
                {line}
              </tspan>
            ))}
          </text>
        </>
      ) : null}
    </g>
  );
}
