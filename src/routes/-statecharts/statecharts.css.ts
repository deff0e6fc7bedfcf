import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { bareList, cluster } from '../../ui/Layout/primitives.css';
import { media, vars } from '../../ui/theme/theme.css';
import { focusRing } from '../../ui/theme/focus';

/** The /statecharts page: wider than a reading page, diagrams need the room. */
export const page = style({
  maxWidth: '1560px',
  margin: '0 auto',
  padding: `${vars.space[6]} ${vars.space[4]} ${vars.space[8]}`,
});

export const intro = style({ maxWidth: vars.size.measure, color: vars.color.textMuted });

export const toc = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[1]} ${vars.space[3]}`,
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space[4]} 0 ${vars.space[6]}`,
  fontSize: vars.fontSize.sm,
});

export const machine = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space[5],
  marginTop: vars.space[6],
  '@media': { print: { breakInside: 'avoid-page', breakBefore: 'page' } },
});

export const machineHeader = style([
  cluster({ gap: '3', align: 'baseline', justify: 'between' }),
  {
    marginBottom: vars.space[3],
  },
]);

export const machineTitle = style({ fontSize: vars.fontSize.xl, margin: 0 });

export const meta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });

export const code = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' });

/** Diagram beside its details, live log and test paths; stacked below 1024 px and in the panel. */
export const machineBody = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[4],
  '@media': {
    [media.large]: { gridTemplateColumns: 'minmax(0, 1fr) 320px' },
    print: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const machineBodyStacked = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[4],
});

export const toolbar = style([
  cluster({ gap: '2' }),
  {
    marginBottom: vars.space[2],
    '@media': { print: { display: 'none' } },
  },
]);

export const zoomValue = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  minWidth: '2.52em', // 4ch in Inter, the same in its fallback
});

export const viewport = style({
  position: 'relative',
  overflow: 'auto',
  maxHeight: '70vh',
  minHeight: '160px',
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'grab',
  touchAction: 'none',
  selectors: {
    '&:focus-visible': focusRing(),
    '&[data-dragging]': { cursor: 'grabbing' },
  },
  '@media': {
    print: { overflow: 'visible', maxHeight: 'none', border: 'none' },
  },
});

/** In the panel: short enough that the live state, once scrolled to, is on screen. */
export const viewportCompact = style({ maxHeight: '48vh' });

export const svg = style({
  display: 'block',
  // The zoom sets the size; the site's `svg { max-width: 100% }` would shrink it again.
  maxWidth: 'none',
  '@media': {
    print: { width: '100% !important', height: 'auto !important', maxWidth: '100%' },
  },
});

export const status = style({
  padding: vars.space[5],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

// --- the diagram's parts -------------------------------------------------------------------

export const stateBox = style({
  fill: vars.color.surface,
  stroke: vars.color.borderStrong,
  strokeWidth: 1.25,
});

export const containerBox = style({
  fill: vars.color.surface,
  fillOpacity: 0.6,
  stroke: vars.color.borderStrong,
  strokeWidth: 1.25,
});

export const regionBox = style({
  fill: 'none',
  stroke: vars.color.borderStrong,
  strokeWidth: 1.25,
  strokeDasharray: '6 4',
});

export const stateGroup = style({
  cursor: 'pointer',
  outline: 'none',
});

globalStyle(
  `${stateGroup}:focus-visible > rect:first-of-type, ${stateGroup}:focus-visible > circle`,
  {
    stroke: vars.color.focus,
    strokeWidth: 4,
  },
);

export const stateTitle = style({
  fill: vars.color.text,
  fontSize: '14px',
  fontWeight: vars.fontWeight.semibold,
});

export const stateText = style({ fill: vars.color.textMuted, fontSize: '12px' });

export const kindText = style({
  fill: vars.color.textMuted,
  fontSize: '11px',
  fontStyle: 'italic',
});

export const marker = style({ fill: vars.color.text });

export const edgeGroup = style({ outline: 'none', cursor: 'pointer' });

export const edgeLine = style({
  fill: 'none',
  stroke: vars.color.textMuted,
  strokeWidth: 1.25,
});

export const edgeArrow = style({ fill: vars.color.textMuted });

export const edgeLabelBox = style({
  fill: vars.color.background,
  stroke: 'none',
});

export const edgeLabel = style({ fill: vars.color.text, fontSize: '12px' });

globalStyle(`${edgeGroup}:focus-visible ${edgeLabelBox}`, {
  stroke: vars.color.focus,
  strokeWidth: 3,
});
globalStyle(`${edgeGroup}:hover ${edgeLine}, ${edgeGroup}:focus-visible ${edgeLine}`, {
  stroke: vars.color.primary,
  strokeWidth: 2.5,
});

// Live: the running actor's current states (green, thicker, '● aktiv'), the transition just taken.
globalStyle(`${stateGroup}[data-active] > rect:first-of-type`, {
  stroke: vars.color.success,
  strokeWidth: 3,
  fill: vars.color.successSoft,
});
globalStyle(`${stateGroup}[data-active] ${stateTitle}`, { fill: vars.color.success });

const flash = keyframes({
  '0%': { stroke: vars.color.accent, strokeWidth: 5 },
  '70%': { stroke: vars.color.accent, strokeWidth: 4 },
  '100%': { stroke: vars.color.textMuted, strokeWidth: 1.25 },
});
globalStyle(`${edgeGroup}[data-flash] ${edgeLine}`, {
  animation: `${flash} 1.6s ease-out forwards`,
  '@media': {
    [media.reducedMotion]: { animation: 'none', stroke: vars.color.accent, strokeWidth: 4 },
  },
});
globalStyle(`${edgeGroup}[data-flash] ${edgeLabelBox}`, { fill: vars.color.accentSoft });

// Playback of a test path: the step's states and transitions in the primary colour, dashed.
globalStyle(`${stateGroup}[data-step] > rect:first-of-type`, {
  stroke: vars.color.primary,
  strokeWidth: 3,
  strokeDasharray: '8 4',
});
globalStyle(`${edgeGroup}[data-step] ${edgeLine}`, { stroke: vars.color.primary, strokeWidth: 3 });
globalStyle(`${edgeGroup}[data-step] ${edgeLabelBox}`, { fill: vars.color.surfaceMuted });

// --- the side column ---------------------------------------------------------------------------

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  fontSize: vars.fontSize.sm,
  minWidth: 0,
  // On paper: the charts only.
  '@media': { print: { display: 'none' } },
});

export const box = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  padding: vars.space[3],
});

export const boxTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  margin: `0 0 ${vars.space[2]}`,
});

export const defs = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space[1]} ${vars.space[3]}`,
  margin: 0,
  overflowWrap: 'anywhere',
});

globalStyle(`${defs} dt`, { color: vars.color.textMuted });
globalStyle(`${defs} dd`, { margin: 0 });

export const log = style([
  bareList,
  {
    maxHeight: '220px',
    overflowY: 'auto',
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
    fontSize: vars.fontSize.xs,
  },
]);

globalStyle(`${log} li`, {
  padding: `2px 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});

export const muted = style({ color: vars.color.textMuted });

export const pathList = style({
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space[2]} 0 0`,
  maxHeight: '260px',
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  '@media': { print: { maxHeight: 'none', overflow: 'visible' } },
});

export const pathButton = style({
  width: '100%',
  textAlign: 'left',
  font: 'inherit',
  fontSize: vars.fontSize.xs,
  padding: `${vars.space[1]} ${vars.space[2]}`,
  border: `1px solid transparent`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `${vars.size.focusRing} solid ${vars.color.focus}` },
    '&[aria-current="true"]': {
      borderColor: vars.color.primary,
      background: vars.color.surfaceMuted,
    },
  },
});

export const select = style({
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  padding: `${vars.space[1]} ${vars.space[2]}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  maxWidth: '100%',
});

export const label = style({ display: 'block', marginBottom: vars.space[1] });

export const noPrint = style({ '@media': { print: { display: 'none' } } });

// --- the panel over the running app -------------------------------------------------------

export const pageTitle = style({ margin: 0 });

/**
 * The dock of 'Visa tillståndsdiagram': a strip of its own between the page and the footer, so it
 * never covers the page's text. A desktop tool (on phones /statecharts still works).
 */
export const toggle = style({
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space[3],
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  padding: `${vars.space[3]} ${vars.space[4]}`,
  '@media': { print: { display: 'none' }, [media.belowMedium]: { display: 'none' } },
});

export const toggleLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const panel = style({
  position: 'fixed',
  top: vars.size.navHeight,
  right: 0,
  bottom: 0,
  width: 'min(720px, 100vw)',
  zIndex: vars.z.drawer,
  background: vars.color.surface,
  borderLeft: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
  overflowY: 'auto',
  padding: vars.space[4],
  '@media': { print: { display: 'none' } },
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  marginBottom: vars.space[3],
});

export const panelTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });

// Printing /statecharts: only the charts, not the site's frame or the controls.
globalStyle(
  'body:has([data-statecharts-page]) :is(header, nav, footer, [data-statecharts-toggle])',
  {
    '@media': { print: { display: 'none' } },
  },
);
