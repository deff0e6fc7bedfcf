import { globalStyle, style } from '@vanilla-extract/css';
import { bareList, cluster, row, stack } from '../ui/Layout/primitives.css';
import { media, vars } from '../ui/theme/theme.css';
import { focusRing } from '../ui/theme/focus';

/* ---------- shared ---------- */

export const section = style({
  paddingTop: vars.space[7],
  paddingBottom: vars.space[7],
  '@media': { [media.medium]: { paddingTop: vars.space[8], paddingBottom: vars.space[8] } },
});

export const sectionTight = style({ paddingTop: 0 });

export const sectionHeading = style({
  fontSize: vars.fontSize.xl,
  marginBottom: vars.space[5],
  '@media': { [media.medium]: { fontSize: vars.fontSize.xxl } },
});

export const sectionLead = style({
  color: vars.color.textMuted,
  maxWidth: vars.size.measure,
  marginTop: `calc(-1 * ${vars.space[3]})`,
  marginBottom: vars.space[5],
});

export const prose = style({ maxWidth: vars.size.measure });

globalStyle(`${prose} h2`, {
  fontSize: vars.fontSize.xl,
  marginTop: vars.space[7],
  marginBottom: vars.space[3],
});
globalStyle(`${prose} ul`, { paddingLeft: vars.space[5], margin: `0 0 ${vars.space[4]}` });
globalStyle(`${prose} li`, { marginBottom: vars.space[2] });

export const cardText = style({ margin: 0, color: vars.color.text });

export const cardFooter = style({ marginTop: 'auto', paddingTop: vars.space[3] });

export const threeColumns = style({
  display: 'grid',
  gap: vars.space[5],
  gridTemplateColumns: '1fr',
  '@media': { [media.medium]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const twoColumns = style({
  display: 'grid',
  gap: vars.space[5],
  gridTemplateColumns: '1fr',
  '@media': { [media.medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const linkList = style([bareList, stack({ gap: '2' })]);

export const factList = style({
  margin: 0,
  paddingLeft: vars.space[5],
  color: vars.color.text,
  fontSize: vars.fontSize.md,
});

globalStyle(`${factList} li`, { marginBottom: vars.space[1] });

export const tag = style({
  display: 'inline-block',
  alignSelf: 'flex-start',
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

/* ---------- landing page ---------- */

export const hero = style({
  paddingTop: vars.space[6],
  paddingBottom: vars.space[6],
  '@media': { [media.medium]: { paddingTop: vars.space[8], paddingBottom: vars.space[7] } },
});

export const heroGrid = style({
  display: 'grid',
  gap: vars.space[6],
  alignItems: 'center',
  gridTemplateColumns: '1fr',
  '@media': { [media.medium]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 0.9fr)' } },
});

export const heroTitle = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.black,
  letterSpacing: '-0.02em',
  marginTop: vars.space[3],
  marginBottom: vars.space[4],
  '@media': { [media.medium]: { fontSize: vars.fontSize.display } },
});

export const heroLead = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  maxWidth: '36rem',
  marginBottom: vars.space[5],
});

export const actions = cluster({ gap: '3' });

export const heroImage = style({
  display: 'block',
  width: '100%',
  maxWidth: '560px',
  height: 'auto',
  justifySelf: 'center',
});

export const quizRegion = style({
  outline: 'none',
  marginBottom: vars.space[6],
  selectors: {
    '&:focus-visible': { ...focusRing('4px'), borderRadius: vars.radius.lg },
  },
});

export const featureIcon = style({
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.md,
  display: 'grid',
  placeItems: 'center',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  marginBottom: vars.space[2],
});

export const counterBand = style({
  background: vars.color.surfaceMuted,
  borderTop: `1px solid ${vars.color.border}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const counterInner = style({
  display: 'grid',
  gap: vars.space[4],
  alignItems: 'center',
  justifyItems: 'center',
  textAlign: 'center',
  paddingTop: vars.space[7],
  paddingBottom: vars.space[7],
  '@media': {
    [media.medium]: {
      gridTemplateColumns: 'auto minmax(0, 36rem)',
      justifyContent: 'center',
      justifyItems: 'start',
      textAlign: 'left',
      gap: vars.space[7],
    },
  },
});

export const counterFigure = style([stack({ align: 'center' }), { margin: 0 }]);

export const counterNumber = style({
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.black,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.primary,
  fontVariantNumeric: 'tabular-nums',
  minWidth: '2.52em', // 4ch in Inter, the same in its fallback
  textAlign: 'center',
});

export const counterLabel = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const counterText = style({ margin: 0, color: vars.color.textMuted });

export const testimonial = style([stack({ gap: '4' }), { margin: 0, height: '100%' }]);

export const testimonialQuote = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.body,
});

globalStyle(`${testimonialQuote} p`, { margin: 0 });

export const testimonialPerson = style([row({ gap: '3' }), { marginTop: 'auto' }]);

export const portrait = style({
  flex: '0 0 auto',
  width: '56px',
  height: '56px',
  borderRadius: vars.radius.round,
});

export const personName = style({ display: 'block', fontWeight: vars.fontWeight.semibold });

export const personTitle = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.snug,
});

export const split = style({
  display: 'grid',
  gap: vars.space[6],
  alignItems: 'center',
  gridTemplateColumns: '1fr',
  '@media': { [media.medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const splitImageFirst = style({
  '@media': { [media.medium]: { gridTemplateColumns: 'minmax(0, 0.9fr) minmax(0, 1.1fr)' } },
});

export const splitImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxWidth: '480px',
  justifySelf: 'center',
});

export const imageFirst = style({
  '@media': { [media.medium]: { order: -1 } },
});

/* ---------- /information, /faq ---------- */

export const infoCardHeader = row({ gap: '3' });

export const swatch = style({
  flex: '0 0 auto',
  width: '12px',
  height: '40px',
  borderRadius: vars.radius.pill,
});

export const accordion = style({
  borderTop: `1px solid ${vars.color.border}`,
  maxWidth: vars.size.measure,
});

export const disclosure = style({ borderBottom: `1px solid ${vars.color.border}` });

export const disclosureHeading = style({ margin: 0, fontSize: vars.fontSize.body });

export const disclosureTrigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
  padding: `${vars.space[4]} ${vars.space[1]}`,
  background: 'transparent',
  border: 'none',
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  textAlign: 'left',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-hovered]': { color: vars.color.primary },
    '&[data-focus-visible]': focusRing(),
  },
});

export const chevron = style({
  flex: '0 0 auto',
  width: '20px',
  height: '20px',
  transition: `transform ${vars.duration.normal}`,
  selectors: { [`${disclosure}[data-expanded] &`]: { transform: 'rotate(180deg)' } },
});

export const disclosurePanel = style({
  padding: `0 ${vars.space[1]} ${vars.space[4]}`,
  color: vars.color.text,
});

/* ---------- /help ---------- */

export const helpGrid = style({
  display: 'grid',
  gap: vars.space[5],
  gridTemplateColumns: '1fr',
  marginBottom: vars.space[7],
  '@media': { [media.medium]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const teaserCard = style({ background: vars.pastel.p2 });

export const contactList = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space[4],
  rowGap: vars.space[2],
  margin: 0,
});

globalStyle(`${contactList} dt`, { fontWeight: vars.fontWeight.semibold });
globalStyle(`${contactList} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const qaList = style({ maxWidth: vars.size.measure, margin: 0, padding: 0 });

export const qaItem = style({
  listStyle: 'none',
  paddingTop: vars.space[4],
  paddingBottom: vars.space[4],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const qaQuestion = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space[2] });

export const qaAnswer = style({ margin: 0 });

export const qaMore = style({ marginTop: vars.space[2] });

/* ---------- /terms ---------- */

export const updated = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const address = style({ fontStyle: 'normal' });

/* ---------- /foretagslistan ---------- */

export const progressBox = style({
  position: 'sticky',
  top: vars.size.navHeight,
  zIndex: 1,
  background: vars.color.background,
  paddingTop: vars.space[3],
  paddingBottom: vars.space[3],
  marginBottom: vars.space[4],
  display: 'grid',
  gridTemplateAreas: '"text reset" "track track"',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space[4],
  rowGap: vars.space[2],
  '@media': {
    [media.medium]: {
      gridTemplateAreas: '"text track reset"',
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    },
  },
  borderBottom: `1px solid ${vars.color.border}`,
  maxWidth: '52rem',
});

export const progressText = style({
  gridArea: 'text',
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.lg,
  fontVariantNumeric: 'tabular-nums',
});

export const progressReset = style({ gridArea: 'reset' });

export const progressTrack = style({
  gridArea: 'track',
  height: '10px',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.borderStrong}`,
  overflow: 'hidden',
});

export const progressFill = style({
  height: '100%',
  background: vars.color.success,
  transition: `width ${vars.duration.normal}`,
});

export const doneMessage = style({
  margin: `0 0 ${vars.space[4]}`,
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontWeight: vars.fontWeight.semibold,
  border: `1px solid ${vars.color.success}`,
});

export const steps = style([bareList, stack({ gap: '4' }), { maxWidth: '52rem' }]);

export const step = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space[3],
  '@media': { [media.medium]: { columnGap: vars.space[4] } },
  rowGap: vars.space[2],
  transition: `border-color ${vars.duration.fast}, background ${vars.duration.fast}`,
});

// Two classes, so the step's tighter phone padding wins over the card's own.
globalStyle(`${steps} > ${step}`, {
  padding: vars.space[4],
  '@media': { [media.medium]: { padding: vars.space[5] } },
});

export const stepDone = style({});

// Two classes, so the ticked look wins over the card's own border and background.
globalStyle(`${step}${stepDone}`, {
  borderColor: vars.color.success,
  background: vars.color.successSoft,
});

export const stepNumber = style({
  gridRow: 'span 3',
  width: '28px',
  height: '28px',
  fontSize: vars.fontSize.sm,
  '@media': {
    [media.medium]: { width: '36px', height: '36px', fontSize: vars.fontSize.md },
  },
  borderRadius: vars.radius.round,
  display: 'grid',
  placeItems: 'center',
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    [`${stepDone} &`]: {
      background: vars.color.success,
      borderColor: vars.color.success,
      color: vars.color.onPrimary,
    },
  },
});

export const stepTitle = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const stepText = style({ margin: 0, maxWidth: vars.size.measure });

export const stepLinks = style([
  bareList,
  {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: vars.space[5],
    rowGap: vars.space[1],
    fontSize: vars.fontSize.sm,
  },
]);

export const moreLink = style({ marginTop: vars.space[5] });

// Keyboard focus scrolls a step's controls clear of the fixed navigation and the sticky progress.
globalStyle(`${steps} input, ${steps} a`, {
  scrollMarginTop: `calc(${vars.size.navHeight} + 7rem)`,
  scrollMarginBottom: vars.space[4],
});
